/// Which of an app's activities take a link, as Android resolves the intent a tapped link makes:
/// action VIEW, categories BROWSABLE and DEFAULT (startActivity asks for default activities), no
/// MIME type, the URL as data. `IntentFilter.match` then `matchData` decide (AOSP
/// `core/java/android/content/IntentFilter.java`; docs/rules/android-app-links.md A11), filter by filter in manifest order.
package struct IntentFilterRouter: Sendable {
    /// A filter that takes the URL, and the `<data>` rule that let it through.
    package struct Acceptance: Sendable, Hashable {
        /// The activity or activity alias (`android:name` as written).
        package var component: String
        /// The filter's index among the manifest's activity filters, counted from 0.
        package var filter: Int
        /// The authority that matched, as written (`*.example.com`); nil when the filter names none.
        package var host: String?
        /// Where the path rule that matched (else the filter) is written.
        package var position: SourcePosition?
        /// The path rule that matched, as reports show it (`pathPrefix="/products"`), or the
        /// Android 15 group that decided (`uri-relative-filter-group 1 (allow: query="id=1")`);
        /// nil when the filter has neither.
        package var pathRule: String?
        /// True when no filter takes the URL and this one's `<uri-relative-filter-group>` blocked
        /// it (Android 15+): the acceptance names the group, and the URL opens nothing.
        package var blocked = false
    }

    private struct Authority {
        var written: String
        /// `AuthorityEntry.mWild`: written with a leading `*`; `host` is then the suffix after it.
        var wild: Bool
        var host: String
        /// -1 for none; nil when unreadable, which no URL matches.
        var port: Int?
    }

    /// A `<data>` pattern ready to match: the parsed matcher (nil when Android refuses it or it is
    /// an unresolved reference: it matches nothing) and the API level that reads it.
    private struct CompiledPattern {
        var matcher: PatternMatcher?
        var minimumAPI: Int
        /// Its index in the filter's `paths` or `schemeSpecificParts`, for the acceptance.
        var index: Int
    }

    /// An Android 15 group ready to match: each rule's part and matcher (nil when Android refuses
    /// the pattern or it is unresolved: it matches nothing), and how reports name the group.
    private struct CompiledGroup {
        var allow: Bool
        var filters: [(part: UriRelativeFilter.Part, matcher: PatternMatcher?)]
        var rule: String
    }

    /// What matching reads of a filter, kept apart from the filter itself so that a million URLs
    /// do not copy (and retain) its every array per filter per URL.
    private struct Compiled {
        var index: Int
        var filter: IntentFilter
        var takesLinks: Bool
        var schemes: [String]
        var authorities: [Authority]
        var paths: [CompiledPattern]
        var schemeSpecificParts: [CompiledPattern]
        /// Each path rule as reports show it (`pathPrefix="/products"`), made once.
        var pathRules: [String]
        var groups: [CompiledGroup]
    }

    private let filters: [Compiled]
    /// The filters that take links, by what their authorities let through: a URL is compared
    /// with the filters of its host only, so a manifest of 40,000 hosts costs a URL what one of
    /// ten does. Each list ascends, as the filters stand in the manifest.
    private let byHost: [String: [Int]]
    /// By the text after a wildcard's `*` (`.example.com`), which ends the hosts it takes.
    private let byWildcardSuffix: [String: [Int]]
    /// Filters every URL of their scheme reaches: without an authority, or with `*` alone.
    private let anyHost: [Int]
    /// The UTF-8 lengths of `byWildcardSuffix`'s keys: the suffixes of a host worth looking up.
    private let wildcardSuffixLengths: [Int]
    /// Whether any pattern is of an attribute older devices do not read (API 31's): when none is,
    /// every API level gets the same answer.
    package let dependsOnAPILevel: Bool
    /// Whether any simple glob holds `\.`, which the two ``PatternMatcher/EscapedDot`` matchers read
    /// differently: when none does, one answer serves both.
    package let dependsOnEscapedDot: Bool
    /// The first pattern Android's package parser refuses, which fails the install where it is
    /// read (API 31+); nil when every pattern parses.
    package let installFailure: InstallFailure?
    /// Path patterns Android refuses (`pathAdvancedPattern` that PatternMatcher cannot parse).
    package let findings: [Finding]

    /// A `pathAdvancedPattern` (or `sspAdvancedPattern`) that `parseAndVerifyAdvancedPattern`
    /// refuses: it throws while the package is parsed, nothing catches it, and the install fails
    /// with `INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION` on every device that reads the attribute
    /// (A15c): no URL opens the app there.
    package struct InstallFailure: Sendable, Hashable {
        /// The first API level that reads the attribute.
        package var minimumAPI: Int
        /// In a sentence's middle: `the pathAdvancedPattern "[" of .Main is refused (...)`.
        package var description: String
    }

    package init(_ manifest: AppLinksManifest) {
        // Each distinct pattern is compiled once, whatever number of `<data>` elements share it (a
        // 29 KB APK may hold 100,000 of them), and a pattern a filter repeats is matched once: the
        // first decides, as it would on a device.
        var compiledTexts: [IntentFilter.DataPattern.Key: PatternMatcher?] = [:]
        // A pattern Android refuses matches nothing; installCheck says what that means.
        func matcher(_ text: String, _ kind: PatternMatcher.Kind) -> PatternMatcher? {
            let key = IntentFilter.DataPattern.Key(kind: kind, text: text)
            if let known = compiledTexts[key] { return known }
            let compiled = try? PatternMatcher(text, kind: kind)
            compiledTexts[key] = compiled
            return compiled
        }
        func compile(_ patterns: [IntentFilter.DataPattern]) -> [CompiledPattern] {
            var seen = Set<IntentFilter.DataPattern.Key>()
            return patterns.enumerated().compactMap { index, pattern in
                var compiled = CompiledPattern(matcher: nil, minimumAPI: pattern.minimumAPI, index: index)
                // An unresolved reference matches nothing; it is the host check's to report.
                guard case .text(let text) = pattern.value else { return compiled }
                guard seen.insert(IntentFilter.DataPattern.Key(kind: pattern.kind, text: text)).inserted else {
                    return nil
                }
                compiled.matcher = matcher(text, pattern.kind)
                return compiled
            }
        }
        filters = manifest.filters.enumerated().map { index, filter in
            let takesLinks =
                filter.actions.contains(IntentFilter.viewAction) && filter.categories.contains(IntentFilter.browsable)
                && filter.categories.contains(IntentFilter.defaultCategory)
            let authorities = filter.hosts.compactMap { host -> Authority? in
                guard case .text(let written) = host.value else { return nil }
                let wild = written.hasPrefix("*")
                return Authority(
                    written: written, wild: wild, host: String(wild ? written.dropFirst() : written[...]).lowercased(),
                    port: host.port.map { Int($0) } ?? -1)
            }
            return Compiled(
                index: index, filter: filter, takesLinks: takesLinks && filter.mimeTypes.isEmpty,
                schemes: filter.schemes, authorities: authorities,
                paths: compile(filter.paths),
                schemeSpecificParts: compile(filter.schemeSpecificParts),
                pathRules: filter.paths.map { "\($0.attribute)=\"\($0.value.written)\"" },
                groups: filter.groups.enumerated().map { number, group in
                    CompiledGroup(
                        allow: group.allow,
                        filters: group.filters.map { rule in
                            guard case .text(let text) = rule.value else { return (rule.part, nil) }
                            return (rule.part, matcher(text, rule.kind))
                        },
                        rule: "uri-relative-filter-group \(number + 1) (\(group.allow ? "allow" : "block"): "
                            + group.filters.map { "\($0.attribute)=\"\($0.value.written)\"" }.joined(separator: ", ")
                            + ")")
                })
        }
        var byHost: [String: [Int]] = [:]
        var byWildcardSuffix: [String: [Int]] = [:]
        var anyHost: [Int] = []
        for (index, compiled) in filters.enumerated() where compiled.takesLinks {
            // A scheme-specific part decides before authorities do (`matchData`): any host.
            if compiled.authorities.isEmpty || !compiled.schemeSpecificParts.isEmpty { anyHost.append(index) }
            for authority in compiled.authorities {
                if !authority.wild {
                    if byHost[authority.host]?.last != index { byHost[authority.host, default: []].append(index) }
                } else if authority.host.isEmpty {
                    if anyHost.last != index { anyHost.append(index) }
                } else if byWildcardSuffix[authority.host]?.last != index {
                    byWildcardSuffix[authority.host, default: []].append(index)
                }
            }
        }
        self.byHost = byHost
        self.byWildcardSuffix = byWildcardSuffix
        self.anyHost = anyHost
        wildcardSuffixLengths = Set(byWildcardSuffix.keys.map(\.utf8.count)).sorted()
        (installFailure, findings) = Self.installCheck(manifest)
        dependsOnAPILevel = filters.contains { compiled in
            (compiled.paths + compiled.schemeSpecificParts).contains { $0.minimumAPI > 1 } || !compiled.groups.isEmpty
        }
        dependsOnEscapedDot = filters.contains { compiled in
            (compiled.paths + compiled.schemeSpecificParts).contains { $0.matcher?.dependsOnEscapedDot == true }
                || compiled.groups.contains { $0.filters.contains { $0.matcher?.dependsOnEscapedDot == true } }
        }
    }

    /// What the package parser says of the manifest's advanced patterns, without compiling the
    /// rest: the first refusal and a finding for each, with a finding for each path aasa could not
    /// read (the router's findings, and an app report's).
    package static func installCheck(_ manifest: AppLinksManifest) -> (failure: InstallFailure?, findings: [Finding]) {
        var failure: InstallFailure?
        var findings: [Finding] = []
        // Each distinct text parsed and reported once, however many `<data>` repeat it.
        var parsed = Set<String>()
        for filter in manifest.filters {
            // Below API 31 the parser reads no pathAdvancedPattern or pathSuffix: a filter with
            // only those takes every path there (docs/android.md, "Which URLs open the app").
            if (manifest.minSdkVersion ?? 1) < AppLinkHosts.android12API, filter.handlesWebURIs(onlyWebSchemes: false),
                !filter.paths.isEmpty, filter.paths.allSatisfy({ $0.minimumAPI >= AppLinkHosts.android12API })
            {
                let attributes = Set(filter.paths.map(\.attribute)).sorted().joined(separator: " and ")
                findings.append(
                    FindingKind.androidAppPathAPILevel(
                        "The filter of \(PrintableText.escaped(filter.component, limit: 120)) names its paths only with "
                            + "\(attributes) (API 31), so on Android 6-11, where the app installs too, it takes every "
                            + "path of its hosts.",
                        hint: "Add a path, pathPrefix or pathPattern older devices read, or raise minSdkVersion to 31.",
                        position: filter.position))
            }
            for pattern in filter.paths + filter.schemeSpecificParts {
                if case .unreadable(let what) = pattern.value {
                    findings.append(
                        FindingKind.androidAppStringTooLong(
                            "The \(pattern.attribute) of \(PrintableText.escaped(filter.component, limit: 120)) is "
                                + "\(what), so aasa's answers take no link by it; phones read it whole.",
                            hint: "Write the path the app opens; no URL path is that long.", position: pattern.position)
                    )
                }
                guard pattern.kind == .advancedGlob, case .text(let text) = pattern.value, parsed.insert(text).inserted
                else { continue }
                if let refused = refusal(
                    text, attribute: pattern.attribute, minimumAPI: pattern.minimumAPI, position: pattern.position,
                    component: filter.component)
                {
                    if failure == nil { failure = refused.0 }
                    findings.append(refused.1)
                }
            }
            // Android 15's groups: read from API 35 only, so nothing here matters to an app that
            // never runs there.
            guard (manifest.maxSdkVersion ?? .max) >= UriRelativeFilterGroup.minimumAPI else { continue }
            for group in filter.groups {
                for rule in group.filters where rule.kind == .advancedGlob {
                    guard case .text(let text) = rule.value, parsed.insert(text).inserted,
                        let refused = refusal(
                            text, attribute: rule.attribute, minimumAPI: UriRelativeFilterGroup.minimumAPI,
                            position: rule.position, component: filter.component)
                    else { continue }
                    if failure == nil || failure!.minimumAPI > refused.0.minimumAPI { failure = refused.0 }
                    findings.append(refused.1)
                }
            }
            findings += RelativeGroupCheck.findings(filter)
        }
        return (failure, findings)
    }

    /// Nil when `parseAndVerifyAdvancedPattern` reads `text`; else the install it fails and the finding.
    private static func refusal(
        _ text: String, attribute: String, minimumAPI: Int, position: SourcePosition?, component: String
    ) -> (InstallFailure, Finding)? {
        do throws(PatternMatcher.InvalidPattern) {
            _ = try PatternMatcher.parseAdvanced(Array(text.utf16))
            return nil
        } catch {
            let described =
                "the \(attribute) \(PrintableText.escaped(text, limit: 120)) of "
                + "\(PrintableText.escaped(component, limit: 120)) is refused by Android's PatternMatcher (\(error.reason))"
            let finding = FindingKind.androidAppPathPattern(
                "The \(described.dropFirst(4)): the package parser throws, so the app does not install on API "
                    + "\(minimumAPI)+ (INSTALL_PARSE_FAILED_UNEXPECTED_EXCEPTION).",
                hint: "Fix the pattern: sets need a closing ']', modifiers (*, +, {m,n}) follow a character or set, "
                    + "and '\\' escapes the next character.",
                position: position)
            return (InstallFailure(minimumAPI: minimumAPI, description: described), finding)
        }
    }

    /// The first filter that takes `uri` on a device of `apiLevel`, or nil. Patterns of attributes
    /// the device does not read (``IntentFilter/DataPattern/minimumAPI``) are passed over;
    /// `escapedDot` is how the device's framework reads `\.` in a simple glob.
    package func accepting(_ uri: AndroidURI, apiLevel: Int, escapedDot: PatternMatcher.EscapedDot) -> Acceptance? {
        accepting(Subject(uri), apiLevel: apiLevel, escapedDot: escapedDot)
    }

    /// A URL as the filters compare it, prepared once for every API level asked about.
    package struct Subject {
        package let uri: AndroidURI
        let pathUnits: [UInt16]
        /// `AuthorityEntry` compares hosts without case.
        let host: String?

        package init(_ uri: AndroidURI) {
            self.uri = uri
            pathUnits = Array(uri.path.utf16)
            host = uri.host?.lowercased()
        }
    }

    /// The filters that may take the subject's URL, in manifest order: those of its host, those
    /// of a wildcard whose suffix ends it, and those that take any host. Made once per URL; most
    /// URLs find one list, returned as it is.
    package func candidates(for subject: Subject) -> [Int] {
        guard let host = subject.host else { return anyHost }
        var lists: [[Int]] = []
        if !anyHost.isEmpty { lists.append(anyHost) }
        if let exact = byHost[host] { lists.append(exact) }
        // Only the lengths some wildcard suffix has: a suffix equal to a key byte for byte has its
        // length (``matches(_:_:_:)`` then compares UTF-16 units exactly).
        for length in wildcardSuffixLengths where length <= host.utf8.count {
            if let suffix = String(host.utf8.suffix(length)), let found = byWildcardSuffix[suffix] {
                lists.append(found)
            }
        }
        guard lists.count > 1 else { return lists.first ?? [] }
        var merged = lists.flatMap { $0 }
        merged.sort()
        return merged.enumerated().filter { $0.offset == 0 || merged[$0.offset - 1] != $0.element }.map(\.element)
    }

    /// `candidates` are ``candidates(for:)``'s, when the caller asks for several API levels.
    package func accepting(
        _ subject: Subject, apiLevel: Int, escapedDot: PatternMatcher.EscapedDot, candidates: [Int]? = nil
    ) -> Acceptance? {
        let uri = subject.uri
        let pathUnits = subject.pathUnits
        let host = subject.host
        var sspUnits: [UInt16]? = nil
        var relative: RelativeParts? = nil
        // The first filter whose group blocked the URL, named if no later filter takes it.
        var blocked: Acceptance? = nil
        for index in candidates ?? self.candidates(for: subject) {
            // A filter with a MIME type takes no link; one without schemes only intents without a URI.
            guard filters[index].schemes.contains(uri.scheme) else { continue }
            var hasSchemeSpecificParts = false
            for pattern in filters[index].schemeSpecificParts where pattern.minimumAPI <= apiLevel {
                hasSchemeSpecificParts = true
                if sspUnits == nil { sspUnits = Array(uri.schemeSpecificPart.utf16) }
                if pattern.matcher?.matches(units: sspUnits ?? [], escapedDot: escapedDot) == true {
                    return acceptance(index, authority: nil, path: nil)
                }
            }
            // With ssps and no authorities, an unmatched ssp is no match.
            guard !filters[index].authorities.isEmpty else {
                if !hasSchemeSpecificParts { return acceptance(index, authority: nil, path: nil) }
                continue
            }
            guard let host,
                let authority = filters[index].authorities.firstIndex(where: { Self.matches($0, host, uri.port) })
            else { continue }
            var hasPaths = false
            for pattern in filters[index].paths where pattern.minimumAPI <= apiLevel {
                hasPaths = true
                if pattern.matcher?.matches(units: pathUnits, escapedDot: escapedDot) == true {
                    return acceptance(index, authority: authority, path: pattern.index)
                }
            }
            // `IntentFilter.matchData`: a path that matches OR the groups allowing it (API 35+).
            let groups = apiLevel >= UriRelativeFilterGroup.minimumAPI ? filters[index].groups : []
            if !groups.isEmpty {
                if relative == nil { relative = RelativeParts(uri) }
                guard let group = Self.deciding(groups, relative!, pathUnits, escapedDot) else { continue }
                var decided = acceptance(index, authority: authority, path: nil)
                decided.pathRule = groups[group].rule
                if groups[group].allow { return decided }
                decided.blocked = true
                if blocked == nil { blocked = decided }
                continue
            }
            if !hasPaths { return acceptance(index, authority: authority, path: nil) }
        }
        return blocked
    }

    /// A URL's query and fragment as Android 15's groups compare them (`UriRelativeFilter.matchData`):
    /// decoded, the query cut into its parameters on `&` (on `;` when that leaves it whole); nil
    /// when the URL has none, which no rule matches.
    private struct RelativeParts {
        var parameters: [[UInt16]]?
        var fragment: [UInt16]?

        init(_ uri: AndroidURI) {
            parameters = uri.rawQuery.map { raw in
                let query = UriCodec.decoded(raw, convertPlus: false)
                var pieces = Self.split(query, "&")
                if pieces.count == 1 { pieces = Self.split(query, ";") }
                return pieces.map { Array($0.utf16) }
            }
            fragment = uri.fragment.map { Array($0.utf16) }
        }

        /// Java's `String.split`: the text whole when the separator is not in it, else the pieces
        /// with every trailing empty one dropped (`"&&"` gives none).
        private static func split(_ text: String, _ separator: Character) -> [Substring] {
            guard text.contains(separator) else { return [text[...]] }
            var pieces = text.split(separator: separator, omittingEmptySubsequences: false)
            while pieces.last?.isEmpty == true { pieces.removeLast() }
            return pieces
        }
    }

    /// `UriRelativeFilterGroup.matchGroupsToUri`: the first group, in declaration order, whose
    /// every rule matches decides; nil when none matches (the groups then allow nothing).
    private static func deciding(
        _ groups: [CompiledGroup], _ parts: RelativeParts, _ path: [UInt16], _ escapedDot: PatternMatcher.EscapedDot
    ) -> Int? {
        groups.firstIndex { group in
            group.filters.allSatisfy { rule in
                guard let matcher = rule.matcher else { return false }
                switch rule.part {
                case .path: return matcher.matches(units: path, escapedDot: escapedDot)
                case .fragment:
                    return parts.fragment.map { matcher.matches(units: $0, escapedDot: escapedDot) } ?? false
                case .query:
                    return parts.parameters?.contains { matcher.matches(units: $0, escapedDot: escapedDot) } ?? false
                }
            }
        }
    }

    /// The acceptance by filter `index`, naming its authority and path rule by their indices.
    private func acceptance(_ index: Int, authority: Int?, path: Int?) -> Acceptance {
        // Fields read in place: copying the compiled filter would retain its every array.
        return Acceptance(
            component: filters[index].filter.component, filter: filters[index].index,
            host: authority.map { filters[index].authorities[$0].written },
            position: path.map { filters[index].filter.paths[$0].position } ?? filters[index].filter.position,
            pathRule: path.map { filters[index].pathRules[$0] })
    }

    /// `AuthorityEntry.match(data, false)`: a wild entry compares the host's end, case aside; a
    /// given port must equal the URL's (`Uri.getPort()`, -1 when the URL names none). `host` is
    /// lower-cased by the caller.
    private static func matches(_ authority: Authority, _ host: String, _ port: Int) -> Bool {
        let lowered = host.utf16, wanted = authority.host.utf16
        if authority.wild {
            guard lowered.count >= wanted.count, lowered.suffix(wanted.count).elementsEqual(wanted) else {
                return false
            }
        } else if !lowered.elementsEqual(wanted) {
            return false
        }
        guard let wantedPort = authority.port else { return false }
        return wantedPort < 0 || wantedPort == port
    }
}
