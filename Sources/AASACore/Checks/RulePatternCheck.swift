/// Checks each pattern string on its own: `#` in a path, backslashes, variables that do not
/// resolve, and patterns too complex for the device.
enum RulePatternCheck {
    static func findings(for appLinks: AppLinks) -> [Finding] {
        RulePattern.all(in: appLinks).flatMap { findings(for: $0, variables: appLinks.substitutionVariables) }
    }

    static func findings(for pattern: RulePattern, variables: [String: [String]]) -> [Finding] {
        var findings: [Finding] = []
        let quoted = "\"\(pattern.text)\""
        if pattern.role != .queryOrFragment, pattern.text.contains("#") {
            findings.append(
                FindingKind.rulesFragmentInPath(
                    "The path pattern \(quoted) holds #, but the fragment never reaches path matching.",
                    hint: "Move the part after # into a \"#\" key of the same component.", path: pattern.path))
        }
        if pattern.text.contains("\\") {
            findings.append(
                FindingKind.rulesBackslash(
                    "The pattern \(quoted) holds a backslash, whose meaning in patterns Apple does not document.",
                    hint: "Remove the backslash; * and ? cannot be escaped, so match them with ? instead.",
                    path: pattern.path))
        }
        let parts = PatternPart.parts(of: pattern.text, variables: pattern.role != .legacyPath)
        findings += variableFindings(parts, pattern: pattern, variables: variables)
        let complexity = PatternPart.complexity(of: parts)
        if complexity > AssociationMatcher.complexityLimit {
            findings.append(
                FindingKind.rulesTooComplex(
                    "The pattern \(quoted) has \(complexity) wildcards and variables; the device gives up past "
                        + "about \(AssociationMatcher.complexityLimit) and the pattern then never matches.",
                    hint: "Split the pattern into several components with at most "
                        + "\(AssociationMatcher.complexityLimit) * and $(...) each.",
                    path: pattern.path))
        }
        return findings
    }

    private static func variableFindings(
        _ parts: [PatternPart], pattern: RulePattern, variables: [String: [String]]
    ) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<String> = []
        for part in parts {
            switch part {
            case .variable(let name)
            where variables[name] == nil && !PatternCompiler.isBuiltIn(name) && reported.insert(name).inserted:
                findings.append(
                    FindingKind.rulesUndefinedVariable(
                        "The pattern \"\(pattern.text)\" uses $(\(name)), which is neither defined in "
                            + "substitutionVariables nor built in, so the pattern never matches.",
                        hint: "Define \"\(name)\" in applinks.substitutionVariables, or use a built-in variable "
                            + "(alpha, upper, lower, alnum, digit, xdigit, region, lang); names are case-sensitive.",
                        path: pattern.path))
            case .malformedVariable(let text):
                findings.append(
                    FindingKind.rulesMalformedVariable(
                        "The pattern \"\(pattern.text)\" has a malformed variable at \"\(text)\", so it never matches.",
                        hint: "Write variables as $(name), closed by ), with no $ or ( inside the name.",
                        path: pattern.path))
            default:
                break
            }
        }
        return findings
    }
}
