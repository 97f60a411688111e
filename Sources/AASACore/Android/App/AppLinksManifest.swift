/// What an app's manifest says about App Links: its package, the SDK it targets, and the intent
/// filters of its activities and activity aliases (the components Android's domain
/// verification collects hosts from).
package struct AppLinksManifest: Sendable, Hashable {
    /// `package` of `<manifest>`; nil when the manifest leaves it to the build (a source manifest
    /// of a module whose `namespace` is in build.gradle).
    package var packageName: String?
    package var targetSdkVersion: Int?
    /// `minSdkVersion` and `maxSdkVersion` of `<uses-sdk>`: the API levels the app installs on.
    package var minSdkVersion: Int?
    package var maxSdkVersion: Int?
    package var filters: [IntentFilter]
    /// `${NAME}` placeholders the manifest uses that nothing filled, in first-seen order.
    package var unfilledPlaceholders: [String] = []
    /// The given placeholders no value of the manifest uses, sorted (`applicationId` aside, which
    /// every build defines).
    package var unusedPlaceholders: [String] = []
    /// Where a component holds `<nav-graph>`: a source manifest's deep links that the build turns
    /// into intent filters, which this file does not have yet.
    package var navGraphPositions: [SourcePosition?] = []

    static let components: Set<String> = ["activity", "activity-alias"]
    /// The order AOSP's `ParsedIntentInfoUtils.parseData` reads them in.
    static let pathAttributes: [(AndroidAttribute, PatternMatcher.Kind)] = [
        (.path, .literal), (.pathPrefix, .prefix), (.pathPattern, .simpleGlob),
        (.pathAdvancedPattern, .advancedGlob), (.pathSuffix, .suffix),
    ]
    static let schemeSpecificPartAttributes: [(AndroidAttribute, PatternMatcher.Kind)] = [
        (.ssp, .literal), (.sspPrefix, .prefix), (.sspPattern, .simpleGlob),
        (.sspAdvancedPattern, .advancedGlob), (.sspSuffix, .suffix),
    ]

    /// The most `<data>` values (hosts, paths and scheme-specific parts) of a manifest aasa reads:
    /// real apps hold hundreds.
    package static let maximumDataValues = 100_000
    /// The most UTF-16 units of distinct path and scheme-specific patterns: real apps hold a few
    /// thousand. A URL's matching work is at most its path's length times this (a set in an
    /// advanced pattern is compared character by character), so one URL stays well under a second.
    package static let maximumPatternUnits = 1 << 16

    /// The manifest of `root`, refused with `.tooComplex` past ``maximumDataValues`` or
    /// ``maximumPatternUnits`` (red team five, item 5): a clear error, never an abort.
    static func bounded(_ root: ManifestElement, placeholders: [String: String] = [:], name: String)
        throws(AppFileError) -> AppLinksManifest
    {
        let manifest = AppLinksManifest(root, placeholders: placeholders)
        var values = 0
        var units = 0
        var seen = Set<IntentFilter.DataPattern.Key>()
        for filter in manifest.filters {
            let rules = filter.groups.flatMap(\.filters)
            values += filter.hosts.count + filter.paths.count + filter.schemeSpecificParts.count + rules.count
            for (kind, value) in (filter.paths + filter.schemeSpecificParts).map({ ($0.kind, $0.value) })
                + rules.map({ ($0.kind, $0.value) })
            {
                guard case .text(let text) = value, seen.insert(.init(kind: kind, text: text)).inserted else {
                    continue
                }
                units += text.utf16.count
            }
            if values > maximumDataValues || units > maximumPatternUnits {
                throw AppFileError(
                    .tooComplex,
                    "\(name): its intent filters hold more than \(maximumDataValues) <data> values or "
                        + "\(maximumPatternUnits) characters of distinct path patterns, far past any app's; aasa does "
                        + "not match links against it")
            }
        }
        return manifest
    }

    /// The API levels an app of `minimum`...`maximum` installs on, as reports say it:
    /// `API 31 and up`, `API 24-30` (a missing minSdkVersion is 1, as the platform reads it).
    package static func installRange(minimum: Int?, maximum: Int?) -> String {
        "API \(minimum ?? 1)" + (maximum.map { "-\($0)" } ?? " and up")
    }

    /// `placeholders` fill `${NAME}` in attribute values, as Gradle's `manifestPlaceholders` do;
    /// `${applicationId}` is the package unless given.
    package init(_ root: ManifestElement, placeholders: [String: String] = [:]) {
        packageName = root.plainValue("package")?.written
        var filled = placeholders
        if filled["applicationId"] == nil, let packageName { filled["applicationId"] = packageName }
        let sdk = root.children.first { $0.name == "uses-sdk" }
        targetSdkVersion = sdk?.value(.targetSdkVersion)?.integer
        minSdkVersion = sdk?.value(.minSdkVersion)?.integer
        maxSdkVersion = sdk?.value(.maxSdkVersion)?.integer
        filters = []
        var unfilled = UnfilledPlaceholders()
        let application = root.children.filter { $0.name == "application" && !$0.isRemovedByMerger }
        for component in application.flatMap(\.children)
        where Self.components.contains(component.name) && !component.isRemovedByMerger {
            let componentName = component.value(.name)?.written ?? component.name
            for filter in component.children where filter.name == "intent-filter" && !filter.isRemovedByMerger {
                filters.append(Self.filter(filter, component: componentName, placeholders: filled, unfilled: &unfilled))
            }
            for graph in component.children where graph.name == "nav-graph" && !graph.isRemovedByMerger {
                navGraphPositions.append(graph.position)
            }
        }
        unfilledPlaceholders = unfilled.names
        if !placeholders.isEmpty {
            let named = Placeholders.names(in: root)
            unusedPlaceholders = placeholders.keys.filter { $0 != "applicationId" && !named.contains($0) }.sorted()
        }
    }

    /// The names no value filled, in first-seen order, each kept once in constant time: a hostile
    /// manifest may name a hundred thousand.
    struct UnfilledPlaceholders {
        var names: [String] = []
        private var seen: Set<String> = []

        mutating func insert(_ name: String) {
            if seen.insert(name).inserted { names.append(name) }
        }
    }

    private static func filter(
        _ element: ManifestElement, component: String, placeholders: [String: String],
        unfilled: inout UnfilledPlaceholders
    ) -> IntentFilter {
        func fill(_ value: ManifestValue) -> ManifestValue { fill(value, limit: Placeholders.maximumFilledLength) }
        // Every value is cut at its limit, filled or not: a host of 32,000 letters shared by
        // 20,000 attributes must not be lower-cased and compared in full 20,000 times.
        func fill(_ value: ManifestValue, limit: Int) -> ManifestValue {
            guard case .text(let text) = value else { return value }
            guard text.contains("${") else {
                return text.utf8.count <= limit ? value : .text(Placeholders.cut(text, to: limit))
            }
            let (result, missing) = Placeholders.fill(text, with: placeholders, limit: limit)
            missing.forEach { unfilled.insert($0) }
            return .text(result)
        }
        var filter = IntentFilter(
            component: component, position: element.position,
            autoVerify: element.value(.autoVerify).map(fill)?.isTrue ?? false, actions: [], categories: [],
            schemes: [], hosts: [])
        for child in element.children where !child.isRemovedByMerger {
            switch child.name {
            case "action": filter.actions += child.value(.name).map { [fill($0).written] } ?? []
            case "category": filter.categories += child.value(.name).map { [fill($0).written] } ?? []
            case "data":
                if let scheme = child.value(.scheme).map(fill) {
                    // Kept as written: Android compares schemes exactly (`HTTPS` is no web scheme to it).
                    filter.schemes.append(scheme.written)
                }
                // One byte past a DNS name's length is enough to know the host is too long.
                if let host = child.value(.host).map({ fill($0, limit: AppLinkHosts.maximumHostLength + 1) }) {
                    filter.hosts.append(
                        IntentFilter.Host(
                            value: host, position: child.position, port: child.value(.port).map(fill)?.written))
                }
                for (attribute, kind) in Self.pathAttributes {
                    if let value = child.value(attribute).map(fill) {
                        filter.paths.append(.init(kind: kind, value: value, position: child.position))
                    }
                }
                for (attribute, kind) in Self.schemeSpecificPartAttributes {
                    if let value = child.value(attribute).map(fill) {
                        filter.schemeSpecificParts.append(.init(kind: kind, value: value, position: child.position))
                    }
                }
                if let type = child.value(.mimeType) { filter.mimeTypes.append(fill(type).written) }
            case "uri-relative-filter-group":
                if let group = Self.group(child, fill: fill) { filter.groups.append(group) }
            default: break
            }
        }
        return filter
    }

    /// `ParsedIntentInfoUtils.parseRelRefGroup`: `android:allow` (true unless false), each rule
    /// of each `<data>` child; a group without rules is dropped (docs/rules/android-app-links.md A13).
    private static func group(_ element: ManifestElement, fill: (ManifestValue) -> ManifestValue)
        -> UriRelativeFilterGroup?
    {
        var group = UriRelativeFilterGroup(
            allow: element.value(.allow).map(fill)?.isFalse != true, position: element.position, filters: [])
        for data in element.children where data.name == "data" && !data.isRemovedByMerger {
            for (attribute, part, kind) in UriRelativeFilter.attributes {
                if let value = data.value(attribute).map(fill) {
                    group.filters.append(.init(part: part, kind: kind, value: value, position: data.position))
                }
            }
            for attribute in data.attributes where attribute.isAndroid {
                let known = AndroidAttribute.allCases.first { attribute.means($0) }
                guard known.map({ !UriRelativeFilter.readAttributes.contains($0) }) ?? true else { continue }
                group.ignoredAttributes.append(known?.name ?? attribute.name)
            }
        }
        return group.filters.isEmpty ? nil : group
    }
}

/// `${NAME}` placeholders of a manifest value, as the Android Gradle plugin's manifest merger
/// fills them from `manifestPlaceholders`.
enum Placeholders {
    /// The longest value filling makes: no path or host of a real manifest comes near it, and a
    /// value of a thousand `${applicationId}`s must not grow to megabytes.
    static let maximumFilledLength = 4096

    /// The text with each known placeholder replaced, and the names of those left as written.
    /// Filling stops once the result passes `limit` bytes; the result is cut there.
    static func fill(_ text: String, with values: [String: String], limit: Int = maximumFilledLength)
        -> (String, [String])
    {
        var result = ""
        var missing: [String] = []
        var seen: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${") {
            guard result.utf8.count <= limit else { return (cut(result, to: limit), missing) }
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = String(rest[open.upperBound..<close])
            if let value = values[name] {
                result += value
            } else {
                result += "${\(name)}"
                if seen.insert(name).inserted { missing.append(name) }
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return (cut(result, to: limit), missing)
    }

    /// Every `${NAME}` any attribute of the manifest names, filled or not: a placeholder given for
    /// a label or a meta-data value is used too. One walk, linear in the manifest.
    static func names(in root: ManifestElement) -> Set<String> {
        var names: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            for attribute in element.attributes {
                guard case .text(let text) = attribute.value, text.contains("${") else { continue }
                var rest = Substring(text)
                while let open = rest.firstRange(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
                    names.insert(String(rest[open.upperBound..<close]))
                    rest = rest[rest.index(after: close)...]
                }
            }
            pending += element.children
        }
        return names
    }

    static func cut(_ text: String, to limit: Int) -> String {
        text.utf8.count <= limit ? text : String(decoding: text.utf8.prefix(limit), as: UTF8.self)
    }
}
