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

    /// Where the string sits in its component (or the legacy string itself).
    enum Field: Sendable, Hashable {
        case path, query, queryItem(String), fragment, legacyString
    }

    var text: String
    /// The component, defaults object or legacy string the pattern belongs to.
    var owner: JSONPath
    var field: Field
    var role: Role

    /// Made only for a finding: a large file has thousands of clean patterns.
    var path: JSONPath {
        switch field {
        case .path: owner / "/"
        case .query: owner / "?"
        case .queryItem(let name): owner / "?" / name
        case .fragment: owner / "#"
        case .legacyString: owner
        }
    }

    /// Every pattern in file order: domain defaults, then each details entry's defaults and rules.
    static func all(in appLinks: AppLinks) -> [RulePattern] {
        var patterns: [RulePattern] = []
        // About one pattern a rule: one allocation for a file of thousands.
        patterns.reserveCapacity(appLinks.details.reduce(1) { $0 + 1 + $1.rules.count })
        fields(appLinks.defaults, at: appLinks.path / "defaults", into: &patterns)
        for detail in appLinks.details {
            fields(detail.defaults, at: detail.path / "defaults", into: &patterns)
            switch detail.rules {
            case .components(let components):
                // By index: a `for in` copies each component, retaining every string it holds.
                for index in components.indices {
                    fields(components[index].fields, at: components[index].path, into: &patterns)
                }
            case .paths(let rules):
                for rule in rules {
                    patterns.append(
                        RulePattern(
                            text: withoutNot(rule.pattern), owner: rule.path, field: .legacyString, role: .legacyPath))
                }
            case .none:
                break
            }
        }
        return patterns
    }

    private static func fields(_ fields: ComponentFields, at path: JSONPath, into patterns: inout [RulePattern]) {
        if let text = fields.path { patterns.append(RulePattern(text: text, owner: path, field: .path, role: .path)) }
        switch fields.query {
        case .string(let text)?:
            patterns.append(RulePattern(text: text, owner: path, field: .query, role: .queryOrFragment))
        case .items(let items)?:
            for item in items {
                patterns.append(
                    RulePattern(text: item.pattern, owner: path, field: .queryItem(item.name), role: .queryOrFragment))
            }
        case .void?, nil:
            break
        }
        if let text = fields.fragment {
            patterns.append(RulePattern(text: text, owner: path, field: .fragment, role: .queryOrFragment))
        }
    }

    /// A legacy path without its `NOT ` prefix (any letter case).
    static func withoutNot(_ pattern: String) -> String {
        isExclusion(pattern) ? String(pattern.dropFirst(4)) : pattern
    }

    static func isExclusion(_ pattern: String) -> Bool {
        pattern.prefix(4).lowercased() == "not "
    }
}
