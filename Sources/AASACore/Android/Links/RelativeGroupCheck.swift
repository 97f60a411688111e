/// What an intent filter's Android 15 `<uri-relative-filter-group>`s say that Android reads
/// otherwise than written (docs/rules/android-app-links.md A13): attributes a group does not read,
/// and a block group that can never block, because `IntentFilter.matchData` asks the filter's
/// own paths first and a sibling path that matches takes the URL whatever the groups say.
enum RelativeGroupCheck {
    static func findings(_ filter: IntentFilter) -> [Finding] {
        guard filter.handlesWebURIs(onlyWebSchemes: false) else { return [] }
        var findings: [Finding] = []
        let component = PrintableText.escaped(filter.component, limit: 120)
        for (number, group) in filter.groups.enumerated() {
            if !group.ignoredAttributes.isEmpty {
                let names = group.ignoredAttributes.map { "android:\($0)" }
                let shown = Array(Set(names)).sorted().joined(separator: ", ")
                findings.append(
                    FindingKind.androidAppGroupAttribute(
                        "The uri-relative-filter-group \(number + 1) of \(component) writes \(shown) on its <data>, which "
                            + "Android does not read inside a group.",
                        hint:
                            "Put scheme, host and port on the filter's own <data> elements; keep only path, query and "
                            + "fragment rules inside the group.",
                        position: group.position))
            }
            if !group.allow, let sibling = takesEveryURL(of: group, siblings: filter.paths) {
                findings.append(
                    FindingKind.androidAppGroupNeverBlocks(
                        "The blocking uri-relative-filter-group \(number + 1) of \(component) never blocks: the filter's "
                            + "\(sibling.attribute)=\"\(PrintableText.escaped(sibling.value.written, limit: 120))\" "
                            + "takes every URL it matches before any group is asked.",
                        hint: "Narrow the sibling path so it leaves out what the group should block, or move that path "
                            + "into an allowing group after the blocking one.",
                        position: group.position))
            }
        }
        return findings
    }

    /// A sibling path that matches every path the group's path rules can match, when one surely
    /// does: one that takes every path, the literal path, or a shorter prefix or suffix of it. Other
    /// patterns are left alone (no finding), since telling would take comparing the languages.
    private static func takesEveryURL(of group: UriRelativeFilterGroup, siblings: [IntentFilter.DataPattern])
        -> IntentFilter.DataPattern?
    {
        let texts = siblings.compactMap { sibling -> (IntentFilter.DataPattern, String)? in
            guard case .text(let text) = sibling.value else { return nil }
            return (sibling, text)
        }
        let everything = texts.first { sibling, text in
            (sibling.kind == .prefix && text.isEmpty)
                || ((sibling.kind == .simpleGlob || sibling.kind == .advancedGlob) && text == ".*")
        }
        let paths = group.filters.filter { $0.part == .path }
        if paths.isEmpty { return everything?.0 }
        for rule in paths {
            guard case .text(let written) = rule.value else { continue }
            if let everything { return everything.0 }
            let covering = texts.first { sibling, text in
                switch (rule.kind, sibling.kind) {
                case (.literal, _): (try? PatternMatcher(text, kind: sibling.kind))?.matches(written) == true
                case (.prefix, .prefix): written.hasPrefix(text)
                case (.suffix, .suffix): written.hasSuffix(text)
                default: false
                }
            }
            if let covering { return covering.0 }
        }
        return nil
    }
}
