/// One pattern string of the `applinks` section, where it is written and what it applies to.
struct RulePattern: Sendable, Hashable {
    enum Role: Sendable, Hashable {
        /// A `/` value: compared with the URL's path.
        case path
        /// A legacy `paths` string, `NOT ` prefix removed: a path pattern without variables.
        case legacyPath
        /// A `?` string or `?` item value, or a `#` value.
        case queryOrFragment
    }

    var text: String
    var path: JSONPath
    var role: Role

    /// Every pattern in file order: domain defaults, then each details entry's defaults and rules.
    static func all(in appLinks: AppLinks) -> [RulePattern] {
        var patterns = fields(appLinks.defaults, at: appLinks.path / "defaults")
        for detail in appLinks.details {
            patterns += fields(detail.defaults, at: detail.path / "defaults")
            switch detail.rules {
            case .components(let components):
                for component in components { patterns += fields(component.fields, at: component.path) }
            case .paths(let rules):
                for rule in rules {
                    patterns.append(RulePattern(text: withoutNot(rule.pattern), path: rule.path, role: .legacyPath))
                }
            case .none:
                break
            }
        }
        return patterns
    }

    private static func fields(_ fields: ComponentFields, at path: JSONPath) -> [RulePattern] {
        var patterns: [RulePattern] = []
        if let text = fields.path { patterns.append(RulePattern(text: text, path: path / "/", role: .path)) }
        switch fields.query {
        case .string(let text)?:
            patterns.append(RulePattern(text: text, path: path / "?", role: .queryOrFragment))
        case .items(let items)?:
            patterns += items.map { RulePattern(text: $0.pattern, path: path / "?" / $0.name, role: .queryOrFragment) }
        case .void?, nil:
            break
        }
        if let text = fields.fragment {
            patterns.append(RulePattern(text: text, path: path / "#", role: .queryOrFragment))
        }
        return patterns
    }

    /// A legacy path without its `NOT ` prefix (any letter case).
    static func withoutNot(_ pattern: String) -> String {
        isExclusion(pattern) ? String(pattern.dropFirst(4)) : pattern
    }

    static func isExclusion(_ pattern: String) -> Bool {
        pattern.prefix(4).lowercased() == "not "
    }
}
