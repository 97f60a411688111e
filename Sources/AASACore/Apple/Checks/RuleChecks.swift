/// What the `applinks` rules mean, as opposed to whether they are well-formed (the schema
/// stage): rules that claim or block the whole site, rules that can never decide, substitution
/// variables that do not resolve, patterns the device would give up on, and the oldest iOS that
/// understands the file.
package enum RuleChecks {
    package static func findings(for association: SiteAssociation) -> [Finding] {
        guard let appLinks = association.appLinks else { return [] }
        // One walk over the pattern strings for both checks that read each: a large file has
        // thousands.
        var patternFindings: [Finding] = []
        var patternMistakes: [Finding] = []
        RulePattern.forEach(in: appLinks) { pattern in
            RulePatternCheck.check(pattern, variables: appLinks.substitutionVariables, into: &patternFindings)
            if let mistake = RuleMistakeCheck.finding(for: pattern) { patternMistakes.append(mistake) }
        }
        return patternFindings
            + RuleVariableCheck.findings(for: appLinks)
            + RuleReachabilityCheck.findings(for: appLinks)
            + patternMistakes + RuleMistakeCheck.findings(for: appLinks)
            + RuleMinimumOSCheck.findings(for: association)
    }
}
