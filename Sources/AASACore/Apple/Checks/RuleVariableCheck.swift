/// Checks `applinks.substitutionVariables` itself: names no pattern could refer to, and values
/// that try to use another variable.
enum RuleVariableCheck {
    static func findings(for appLinks: AppLinks) -> [Finding] {
        var findings: [Finding] = []
        for name in appLinks.substitutionVariables.keys.sorted() {
            let path = appLinks.path / "substitutionVariables" / name
            if name.isEmpty || name.contains(where: { "$()".contains($0) }) {
                findings.append(
                    FindingKind.rulesMalformedVariable(
                        "The substitution variable \"\(name)\" cannot be referred to: names cannot be empty or "
                            + "hold $, ( or ).",
                        hint: "Rename the variable to letters, digits and underscores.", path: path))
            }
            let values = appLinks.substitutionVariables[name] ?? []
            if let value = values.first(where: { $0.containsBytes("$(") }) {
                findings.append(
                    FindingKind.rulesVariableInVariable(
                        "The value \"\(value)\" of substitution variable \"\(name)\" holds $(, but values are "
                            + "not expanded, so it only matches those characters literally.",
                        hint: "List the other variable's values in \"\(name)\" directly.", path: path))
            }
        }
        return findings
    }
}
