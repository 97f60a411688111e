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
    /// Whether the URL is compared encoded (`percentEncoded`, inherited as the matcher inherits
    /// it); nil for defaults and legacy strings, whose comparison a later level decides.
    var percentEncoded: Bool? = nil
    /// A legacy string's `NOT ` as written, kept by a fix that rewrites the pattern after it.
    var notPrefix: Substring = ""

    /// The string that stands at ``path`` once the pattern is rewritten as `text`.
    func written(as text: String) -> String { String(notPrefix) + text }

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

    /// Hands every pattern to `body` in file order: domain defaults, then each details entry's
    /// defaults and rules. Visited, not listed: a list of thousands was copied pattern by pattern
    /// by each check that read it.
    static func forEach(in appLinks: AppLinks, _ body: (RulePattern) -> Void) {
        fields(appLinks.defaults, at: appLinks.path / "defaults", component: nil, body)
        for detail in appLinks.details {
            fields(detail.defaults, at: detail.path / "defaults", component: nil, body)
            switch detail.rules {
            case .components(let components):
                let inherited = detail.defaults.percentEncoded ?? appLinks.defaults.percentEncoded
                // By index: a `for in` copies each component, retaining every string it holds.
                for index in components.indices {
                    fields(components[index].fields, at: components[index].path, component: inherited, body)
                }
            case .paths(let rules):
                for rule in rules {
                    body(
                        RulePattern(
                            text: withoutNot(rule.pattern), owner: rule.path, field: .legacyString, role: .legacyPath,
                            notPrefix: isExclusion(rule.pattern) ? rule.pattern.prefix(4) : ""))
                }
            case .none:
                break
            }
        }
    }

    /// `component` is what a component inherits for `percentEncoded`, made optional twice: nil
    /// for a defaults object, whose comparison a component decides.
    private static func fields(
        _ fields: ComponentFields, at path: JSONPath, component inherited: Bool??, _ body: (RulePattern) -> Void
    ) {
        let encoded = inherited.map { fields.percentEncoded ?? $0 ?? ComponentFields.builtInPercentEncoded }
        if let text = fields.path {
            body(RulePattern(text: text, owner: path, field: .path, role: .path, percentEncoded: encoded))
        }
        switch fields.query {
        case .string(let text)?:
            body(RulePattern(text: text, owner: path, field: .query, role: .queryOrFragment, percentEncoded: encoded))
        case .items(let items)?:
            for item in items {
                body(
                    RulePattern(
                        text: item.pattern, owner: path, field: .queryItem(item.name), role: .queryOrFragment,
                        percentEncoded: encoded))
            }
        case .void?, nil:
            break
        }
        if let text = fields.fragment {
            body(
                RulePattern(text: text, owner: path, field: .fragment, role: .queryOrFragment, percentEncoded: encoded))
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
