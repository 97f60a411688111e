/// Rules that claim or block the whole site, rules that can never decide because an earlier
/// rule of the same details entry always decides first, and app IDs whose details entry is
/// ignored because an earlier entry lists them.
///
/// Detected: a rule after one that matches every URL, a rule identical to an earlier one (same
/// constraints after defaults, whatever its `exclude`), and a rule whose path starts with the
/// literal prefix of an earlier `prefix*` rule that has no other constraint. Subtler overlaps
/// are not reported.
enum RuleReachabilityCheck {
    private struct Rule {
        var shape: RuleShape
        var exclude: Bool
        /// The rule itself, and the `/` key (or the rule) a catch-all finding points at.
        var path: JSONPath
        var catchAllPath: JSONPath
    }

    static func findings(for appLinks: AppLinks) -> [Finding] {
        var findings: [Finding] = []
        var seenApps: Set<String> = []
        for detail in appLinks.details {
            let rules = rules(of: detail, in: appLinks)
            var covers = RuleCoverIndex()
            for (index, rule) in rules.enumerated() {
                findings += ruleFindings(rule, coveredBy: covers.firstCover(of: rule.shape).map { rules[$0] })
                covers.add(rule.shape, at: index)
            }
            for appID in detail.appIDs where !seenApps.insert(AssociationMatcher.comparisonKey(appID)).inserted {
                findings.append(
                    FindingKind.rulesDuplicateApp(
                        "The app \(appID) is already listed by an earlier details entry; this entry's rules never "
                            + "apply to it.",
                        hint: "Merge this entry's rules into the earlier entry for \(appID), or remove \(appID) here.",
                        path: detail.path))
            }
        }
        return findings
    }

    private static func rules(of detail: Detail, in appLinks: AppLinks) -> [Rule] {
        switch detail.rules {
        case .components(let components):
            return zip(components, ResolvedComponent.components(of: detail, in: appLinks)).map { component, resolved in
                let catchAllPath = component.fields.path == nil ? component.path : component.path / "/"
                return Rule(
                    shape: RuleShape(resolved), exclude: resolved.exclude, path: component.path,
                    catchAllPath: catchAllPath)
            }
        case .paths(let paths):
            return paths.map {
                Rule(
                    shape: RuleShape(legacyPath: $0.pattern), exclude: RulePattern.isExclusion($0.pattern),
                    path: $0.path, catchAllPath: $0.path)
            }
        case .none:
            return []
        }
    }

    /// `cover` is the first earlier rule of the same entry that covers `rule`, if any.
    private static func ruleFindings(_ rule: Rule, coveredBy cover: Rule?) -> [Finding] {
        if let cover {
            return [
                FindingKind.rulesUnreachable(
                    "The rule at \(rule.path) can never decide: every URL it accepts is already decided by the "
                        + "earlier rule at \(cover.path).",
                    hint: "Move the rule above \(cover.path) if it should win, or delete it.", path: rule.path)
            ]
        }
        guard rule.shape.claimsEverything else { return [] }
        if rule.exclude {
            return [
                FindingKind.rulesExcludeAll(
                    "The exclude rule at \(rule.path) matches every URL, so its apps open no URL of this domain "
                        + "through any later rule.",
                    hint: "Give the rule a \"/\", \"?\" or \"#\" pattern that names only the URLs to keep out.",
                    path: rule.catchAllPath)
            ]
        }
        return [
            FindingKind.rulesCatchAll(
                "The rule at \(rule.path) matches every URL, so its apps claim the whole site.",
                hint: "If some pages should stay in the browser, add exclude rules for them before this rule.",
                path: rule.catchAllPath)
        ]
    }
}
