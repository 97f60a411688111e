/// Rules that claim or block the whole site, and rules that can never decide because an earlier
/// rule of the same details entry always decides first. (An app listed by two details entries
/// is the decoder's `schema.duplicate-app-id`.)
///
/// Detected: a rule after one that matches every URL, a rule identical to an earlier one (same
/// constraints after defaults, whatever its `exclude`), and a rule whose path starts with the
/// literal prefix of an earlier `prefix*` rule that has no other constraint. Subtler overlaps
/// are not reported.
enum RuleReachabilityCheck {
    /// A rule, its shape aside: the cover index reads the shapes as one array.
    private struct Rule {
        var claimsEverything: Bool
        var exclude: Bool
        /// The rule itself.
        var path: JSONPath
        /// Whether a catch-all finding points at the rule's `/` key rather than the rule.
        var pointsAtPathKey: Bool

        var catchAllPath: JSONPath { pointsAtPathKey ? path / "/" : path }
    }

    static func findings(for appLinks: AppLinks) -> [Finding] {
        var findings: [Finding] = []
        for detail in appLinks.details {
            let (shapes, rules) = rules(of: detail, in: appLinks)
            let covers = RuleCoverIndex.earliestCovers(shapes)
            for (rule, cover) in zip(rules, covers) {
                if let finding = ruleFinding(rule, coveredBy: cover.map { rules[$0] }) { findings.append(finding) }
            }
        }
        return findings
    }

    private static func rules(of detail: Detail, in appLinks: AppLinks) -> ([RuleShape], [Rule]) {
        var shapes: [RuleShape] = []
        var rules: [Rule] = []
        shapes.reserveCapacity(detail.rules.count)
        rules.reserveCapacity(detail.rules.count)
        switch detail.rules {
        case .components(let components):
            // Values only: where each was written matters to no finding here.
            let inherited = detail.defaults.filled(from: appLinks.defaults)
            // By index: a `for in` copies each component, retaining every string it holds.
            for index in components.indices {
                shapes.append(RuleShape(components[index].fields, defaults: inherited))
                rules.append(
                    Rule(
                        claimsEverything: shapes[index].claimsEverything,
                        exclude: components[index].fields.excludes(inheriting: inherited), path: components[index].path,
                        pointsAtPathKey: components[index].fields.path != nil))
            }
        case .paths(let paths):
            for path in paths {
                shapes.append(RuleShape(legacyPath: path.pattern))
                rules.append(
                    Rule(
                        claimsEverything: shapes[shapes.count - 1].claimsEverything,
                        exclude: RulePattern.isExclusion(path.pattern), path: path.path, pointsAtPathKey: false))
            }
        case .none:
            break
        }
        return (shapes, rules)
    }

    /// `cover` is the earliest earlier rule that covers `rule`, if any. A rule has one finding at
    /// most, and nearly every rule none.
    private static func ruleFinding(_ rule: Rule, coveredBy cover: Rule?) -> Finding? {
        if let cover {
            return FindingKind.rulesUnreachable(
                "The rule at \(rule.path) can never decide: every URL it accepts is already decided by the "
                    + "earlier rule at \(cover.path).",
                hint: "Move the rule above \(cover.path) if it should win, or delete it.", path: rule.path)
        }
        guard rule.claimsEverything else { return nil }
        if rule.exclude {
            return FindingKind.rulesExcludeAll(
                "The exclude rule at \(rule.path) matches every URL, so its apps open no URL of this domain "
                    + "through any later rule.",
                hint: "Give the rule a \"/\", \"?\" or \"#\" pattern that names only the URLs to keep out.",
                path: rule.catchAllPath)
        }
        return FindingKind.rulesCatchAll(
            "The rule at \(rule.path) matches every URL, so its apps claim the whole site.",
            hint: "If some pages should stay in the browser, add exclude rules for them before this rule.",
            path: rule.catchAllPath)
    }
}
