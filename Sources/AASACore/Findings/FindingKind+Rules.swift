extension FindingKind {
    /// The rule stage's kinds: what the URL patterns mean (catch-alls, unreachable rules,
    /// substitution variables, complexity). Add a kind here when a check starts to report it.
    static let ruleKinds: [FindingKind] = []
}
