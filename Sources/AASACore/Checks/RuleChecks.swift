/// What the `applinks` rules mean, as opposed to whether they are well-formed (the schema
/// stage): rules that claim or block the whole site, rules that can never decide, substitution
/// variables that do not resolve, patterns the device would give up on, and the oldest iOS that
/// understands the file.
public enum RuleChecks {
    public static func findings(for association: SiteAssociation) -> [Finding] {
        guard let appLinks = association.appLinks else { return [] }
        // Listed once for both checks that read every pattern string: a large file has thousands.
        let patterns = RulePattern.all(in: appLinks)
        return RulePatternCheck.findings(for: patterns, variables: appLinks.substitutionVariables)
            + RuleVariableCheck.findings(for: appLinks)
            + RuleReachabilityCheck.findings(for: appLinks)
            + RuleMistakeCheck.findings(for: appLinks, patterns: patterns)
            + RuleMinimumOSCheck.findings(for: association)
    }
}
