/// Checks each pattern string on its own: `#` in a path, backslashes, variables that do not
/// resolve, and patterns too complex for the device.
enum RulePatternCheck {
    /// `variables` are those of the section the pattern belongs to.
    static func check(_ pattern: RulePattern, variables: [String: [String]], into findings: inout [Finding]) {
        let scan = Scan(pattern.text.utf8Span.span)
        // Built only for a finding: a big file has thousands of clean patterns.
        var quoted: String { "\"\(pattern.text)\"" }
        if pattern.role != .queryOrFragment, scan.holdsHash {
            findings.append(
                FindingKind.rulesFragmentInPath(
                    "The path pattern \(quoted) holds #, but the fragment never reaches path matching.",
                    hint: "Move the part after # into a \"#\" key of the same component.", path: pattern.path))
        }
        if pattern.role != .queryOrFragment, scan.holdsQuestionMark, let pasted = pastedQuery(pattern.text) {
            let item =
                "\"\(PrintableText.escaped(pasted.name, limit: 40))\": \"\(PrintableText.escaped(pasted.value, limit: 40))\""
            findings.append(
                FindingKind.rulesQueryInPath(
                    "The path pattern \(quoted) holds a query (?\(PrintableText.escaped(pasted.name, limit: 40))=), but in "
                        + "a path pattern ? is one character of the path and the query never reaches path matching, "
                        + "so it matches no link with that query.",
                    hint: "Match the path and the query apart in a component: \"/\": "
                        + "\"\(PrintableText.escaped(pasted.path, limit: 80))\", \"?\": {\(item)}.",
                    path: pattern.path))
        }
        if scan.holdsBackslash {
            findings.append(
                FindingKind.rulesBackslash(
                    "The pattern \(quoted) holds a backslash, whose meaning in patterns Apple does not document.",
                    hint: "Remove the backslash; * and ? cannot be escaped, so match them with ? instead.",
                    path: pattern.path))
        }
        let complexity = checkVariables(pattern, variables: variables, into: &findings)
        if complexity > AssociationMatcher.complexityLimit {
            findings.append(
                FindingKind.rulesTooComplex(
                    "The pattern \(quoted) has \(complexity) wildcards and variables; the device gives up past "
                        + "about \(AssociationMatcher.complexityLimit) and the pattern then never matches.",
                    hint: "Split the pattern into several components with at most "
                        + "\(AssociationMatcher.complexityLimit) * and $(...) each.",
                    path: pattern.path))
        }
    }

    /// `/search?q=*`: a `?` followed by a parameter name and `=`, as a URL's query is written.
    static func pastedQuery(_ text: String) -> (path: String, name: String, value: String)? {
        guard let question = text.firstIndex(of: "?") else { return nil }
        let rest = text[text.index(after: question)...]
        guard let equals = rest.firstIndex(of: "="), equals != rest.startIndex,
            rest[..<equals].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.[]".contains($0)) })
        else { return nil }
        let value = rest[rest.index(after: equals)...].prefix { $0 != "&" }
        return (String(text[..<question]), String(rest[..<equals]), value.isEmpty ? "*" : String(value))
    }

    /// What the checks read off a pattern's bytes, in one pass.
    private struct Scan {
        var holdsHash = false
        var holdsBackslash = false
        var holdsQuestionMark = false

        init(_ bytes: Span<UInt8>) {
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "#"): holdsHash = true
                case UInt8(ascii: "\\"): holdsBackslash = true
                case UInt8(ascii: "?"): holdsQuestionMark = true
                default: break
                }
            }
        }
    }

    /// Reports variables that do not resolve, read piece by piece without making a String of
    /// any literal; returns the pattern's complexity.
    private static func checkVariables(
        _ pattern: RulePattern, variables: [String: [String]], into findings: inout [Finding]
    ) -> Int {
        var complexity = PatternPart.Complexity()
        var reported: Set<String> = []
        let patternText = pattern.text
        let bytes = patternText.utf8Span.span
        func text(_ range: Range<Int>) -> String { patternText.utf8Text(range) }
        do {
            PatternPart.pieces(of: bytes, variables: pattern.role != .legacyPath) { piece in
                complexity.note(piece)
                switch piece {
                case .variable(let range):
                    guard !PatternCompiler.isBuiltIn(bytes.extracting(range)) else { return }
                    let name = text(range)
                    guard variables[name] == nil, reported.insert(name).inserted else { return }
                    findings.append(
                        FindingKind.rulesUndefinedVariable(
                            "The pattern \"\(pattern.text)\" uses $(\(name)), which is neither defined in "
                                + "substitutionVariables nor built in, so the pattern never matches.",
                            hint: "Define \"\(name)\" in applinks.substitutionVariables, or use a built-in variable "
                                + "(alpha, upper, lower, alnum, digit, xdigit, region, lang); names are case-sensitive.",
                            path: pattern.path))
                case .malformedVariable(let range):
                    findings.append(
                        FindingKind.rulesMalformedVariable(
                            "The pattern \"\(pattern.text)\" has a malformed variable at \"\(text(range))\", so it never "
                                + "matches.",
                            hint: "Write variables as $(name), closed by ), with no $ or ( inside the name.",
                            path: pattern.path))
                case .literal, .anyCharacter, .anyRun:
                    break
                }
            }
        }
        return complexity.value
    }
}
