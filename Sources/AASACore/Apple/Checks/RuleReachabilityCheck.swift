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
        /// A legacy `paths` pattern, whose fix is written in that form (`NOT /admin/*`).
        var isLegacy = false

        var catchAllPath: JSONPath { pointsAtPathKey ? path / "/" : path }
    }

    static func findings(for appLinks: AppLinks) -> [Finding] {
        var findings: [Finding] = []
        for detail in appLinks.details {
            let (shapes, rules) = rules(of: detail, in: appLinks)
            let covers = RuleCoverIndex.earliestCovers(shapes)
            for (index, (rule, cover)) in zip(rules, covers).enumerated() {
                let finding = ruleFinding(rule, coveredBy: cover.map { rules[$0] }, earlierRules: index)
                if let finding { findings.append(finding) }
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
                        exclude: RulePattern.isExclusion(path.pattern), path: path.path, pointsAtPathKey: false,
                        isLegacy: true))
            }
        case .none:
            break
        }
        return (shapes, rules)
    }

    /// `cover` is the earliest earlier rule that covers `rule`, if any; `earlierRules` how many
    /// rules come before it, which decide first. A rule has one finding at most, and nearly
    /// every rule none.
    private static func ruleFinding(_ rule: Rule, coveredBy cover: Rule?, earlierRules: Int) -> Finding? {
        if let cover {
            return FindingKind.rulesUnreachable(
                "The rule at \(rule.path) can never decide: every URL it accepts is already decided by the "
                    + "earlier rule at \(cover.path).",
                hint: "Move the rule above \(cover.path) if it should win, or delete it.", path: rule.path,
                fix: .remove(rule.path))
        }
        guard rule.claimsEverything else { return nil }
        // What the rule decides is what the rules above it leave: all of it only when none come first.
        let above = earlierRules == 1 ? "the rule above leaves" : "the \(earlierRules) rules above leave"
        let scope = earlierRules == 0 ? "every URL" : "every URL \(above) undecided"
        if rule.exclude {
            return FindingKind.rulesExcludeAll(
                "The exclude rule at \(rule.path) keeps \(scope) in the browser, so no later rule of its apps "
                    + "ever opens a URL.",
                hint: rule.isLegacy
                    ? "Make the pattern after NOT name only the paths to keep out (\"NOT /admin/*\")."
                    : "Give the rule a \"/\", \"?\" or \"#\" pattern that names only the URLs to keep out.",
                path: rule.catchAllPath)
        }
        return FindingKind.rulesCatchAll(
            earlierRules == 0
                ? "The rule at \(rule.path) matches every URL, so its apps claim the whole site."
                : "The rule at \(rule.path) matches every URL, so its apps open \(scope): the rest of the site.",
            hint: earlierRules == 0
                ? "If some pages should stay in the browser, add exclude rules for them before this rule."
                : "No change needed if the apps should open every page not excluded above.",
            path: rule.catchAllPath)
    }
}
