/// Which of an app's activities take a link, as Android resolves the intent a tapped link makes:
/// action VIEW, categories BROWSABLE and DEFAULT (startActivity asks for default activities), no
/// MIME type, the URL as data. `IntentFilter.match` then `matchData` decide (AOSP
/// `core/java/android/content/IntentFilter.java`; spec A11), filter by filter in manifest order.
package struct IntentFilterRouter: Sendable {
    /// A filter that takes the URL, and the `<data>` rule that let it through.
    package struct Acceptance: Sendable, Hashable {
        /// The activity or activity alias (`android:name` as written).
        package var component: String
        /// The filter's index among the manifest's activity filters, counted from 0.
        package var filter: Int
        /// The authority that matched, as written (`*.example.com`); nil when the filter names none.
        package var host: String?
        /// The path rule that matched (`pathPrefix="/products"`); nil when the filter has none.
        package var path: IntentFilter.DataPattern?
        package var position: SourcePosition?
    }

    private struct Authority {
        var written: String
        /// `AuthorityEntry.mWild`: written with a leading `*`; `host` is then the suffix after it.
        var wild: Bool
        var host: String
        /// -1 for none; nil when unreadable, which no URL matches.
        var port: Int?
    }

    private struct Compiled {
        var index: Int
        var filter: IntentFilter
        var takesLinks: Bool
        var authorities: [Authority]
        var paths: [(IntentFilter.DataPattern, PatternMatcher?)]
        var schemeSpecificParts: [(IntentFilter.DataPattern, PatternMatcher?)]
    }

    private let filters: [Compiled]
    /// Path patterns Android refuses (`pathAdvancedPattern` that PatternMatcher cannot parse).
    package let findings: [Finding]

    package init(_ manifest: AppLinksManifest) {
        var findings: [Finding] = []
        func compile(_ patterns: [IntentFilter.DataPattern], component: String) -> [(
            IntentFilter.DataPattern, PatternMatcher?
        )] {
            patterns.map { pattern in
                // An unresolved reference matches nothing; it is the host check's to report.
                guard case .text(let text) = pattern.value else { return (pattern, nil) }
                do throws(PatternMatcher.InvalidPattern) {
                    return (pattern, try PatternMatcher(text, kind: pattern.kind))
                } catch {
                    findings.append(
                        FindingKind.androidAppPathPattern(
                            "The \(pattern.attribute) \(PrintableText.escaped(text, limit: 120)) of "
                                + "\(PrintableText.escaped(component, limit: 120)) is refused by Android's "
                                + "PatternMatcher (\(error.reason)), so the filter takes no link on Android 12+.",
                            hint: "Fix the pattern: sets need a closing ']', modifiers (*, +, {m,n}) follow a "
                                + "character or set, and '\\' escapes the next character.",
                            position: pattern.position))
                    return (pattern, nil)
                }
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
                index: index, filter: filter, takesLinks: takesLinks, authorities: authorities,
                paths: compile(filter.paths, component: filter.component),
                schemeSpecificParts: compile(filter.schemeSpecificParts, component: filter.component))
        }
        self.findings = findings
    }

    /// The first filter that takes `uri` on a device of `apiLevel`, or nil. Patterns of attributes
    /// the device does not read (``IntentFilter/DataPattern/minimumAPI``) are passed over.
    package func accepting(_ uri: AndroidURI, apiLevel: Int) -> Acceptance? {
        let pathUnits = Array(uri.path.utf16)
        var sspUnits: [UInt16]? = nil
        for compiled in filters where compiled.takesLinks {
            let filter = compiled.filter
            func accept(host: String?, path: IntentFilter.DataPattern?) -> Acceptance {
                Acceptance(
                    component: filter.component, filter: compiled.index, host: host, path: path,
                    position: path?.position ?? filter.position)
            }
            // No scheme: such a filter takes only intents without a URI (or content:/file: ones with a type).
            guard filter.schemes.contains(uri.scheme), filter.mimeTypes.isEmpty else { continue }
            var hasSchemeSpecificParts = false
            for (pattern, matcher) in compiled.schemeSpecificParts where pattern.minimumAPI <= apiLevel {
                hasSchemeSpecificParts = true
                if sspUnits == nil { sspUnits = Array(uri.schemeSpecificPart.utf16) }
                if matcher?.matches(units: sspUnits ?? []) == true { return accept(host: nil, path: nil) }
            }
            // With ssps and no authorities, an unmatched ssp is no match.
            guard !compiled.authorities.isEmpty else {
                if !hasSchemeSpecificParts { return accept(host: nil, path: nil) }
                continue
            }
            guard let host = uri.host,
                let authority = compiled.authorities.first(where: { Self.matches($0, host, uri.port) })
            else { continue }
            var hasPaths = false
            for (pattern, matcher) in compiled.paths where pattern.minimumAPI <= apiLevel {
                hasPaths = true
                if matcher?.matches(units: pathUnits) == true { return accept(host: authority.written, path: pattern) }
            }
            if !hasPaths { return accept(host: authority.written, path: nil) }
        }
        return nil
    }

    /// `AuthorityEntry.match(data, false)`: a wild entry compares the host's end, case aside; a
    /// given port must equal the URL's (`Uri.getPort()`, -1 when the URL names none).
    private static func matches(_ authority: Authority, _ host: String, _ port: Int) -> Bool {
        let lowered = host.lowercased().utf16, wanted = authority.host.utf16
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
