/// Compiles pattern strings against one file's substitution variables and one case setting.
struct PatternCompiler: Sendable {
    let variables: [String: [String]]
    let caseSensitive: Bool

    func compile(_ pattern: String, source: JSONPath, variablesAllowed: Bool = true) -> CompiledPattern {
        let parts = PatternPart.parts(of: pattern, variables: variablesAllowed)
        var compiled = CompiledPattern.Parts()
        compiled.folded = !caseSensitive
        compiled.complexity = PatternPart.complexity(of: parts)
        var deferred: [(choice: Int, values: [String])] = []
        for part in parts {
            switch part {
            case .literal(let text): appendLiteral(text, to: &compiled)
            case .anyCharacter: compiled.operations.append(.anyCharacter)
            case .anyRun: compiled.operations.append(.anyRun)
            case .malformedVariable: compiled.operations.append(.never)
            case .variable(let name):
                if let values = variables[name] {
                    deferred.append((compiled.choices.count, values))
                    compiled.operations.append(.choice(compiled.choices.count))
                    compiled.choices.append([])
                } else {
                    compiled.operations.append(builtIn(name, into: &compiled))
                }
            }
        }
        compiled.topLevelCount = compiled.operations.count
        for (choice, values) in deferred {
            compiled.choices[choice] = values.map { appendAlternative($0, to: &compiled) }
        }
        return CompiledPattern(compiled, source: source)
    }

    /// A custom variable's value, compiled after the top-level operations; returns its range.
    private func appendAlternative(_ value: String, to compiled: inout CompiledPattern.Parts) -> Range<Int> {
        let start = compiled.operations.count
        for part in PatternPart.parts(of: value, variables: false) {
            switch part {
            case .literal(let text): appendLiteral(text, to: &compiled)
            case .anyCharacter: compiled.operations.append(.anyCharacter)
            case .anyRun: compiled.operations.append(.anyRun)
            case .variable, .malformedVariable: compiled.operations.append(.never)
            }
        }
        return start..<compiled.operations.count
    }

    private func appendLiteral(_ text: String, to compiled: inout CompiledPattern.Parts) {
        var scalars = ScalarText.scalars(text)
        if !caseSensitive { scalars = ScalarText.folded(scalars) }
        compiled.operations.append(.literal(start: compiled.scalars.count, count: scalars.count))
        compiled.scalars.append(contentsOf: scalars)
    }

    private func builtIn(_ name: String, into compiled: inout CompiledPattern.Parts) -> CompiledPattern.Operation {
        if let characterClass = CharacterClass(rawValue: name) { return .characterClass(characterClass) }
        guard let variable = CodeSetVariable(rawValue: name) else { return .never }
        compiled.codeSets.append(variable.sets[caseSensitive ? 0 : 1])
        return .codes(compiled.codeSets.count - 1)
    }

    /// The built-in variables that stand for a list of codes rather than a character class.
    private enum CodeSetVariable: String, CaseIterable {
        case region
        case lang

        /// As written, then folded.
        var sets: [CodeSet] {
            switch self {
            case .region: PatternCompiler.regionSets
            case .lang: PatternCompiler.languageSets
            }
        }
    }

    // Built once per process, when a pattern first names the variable.
    private static let regionSets = [false, true].map { CodeSet(ISOCodes.regions, folded: $0) }
    private static let languageSets = [false, true].map {
        CodeSet(ISOCodes.twoLetterLanguages + ISOCodes.threeLetterLanguages, folded: $0)
    }

    /// Whether a variable name is built in, for the rule checks, read on the name's UTF-8 with no
    /// String made: a large file names `$(lang)` thousands of times. Built-in names are lower-case
    /// ASCII, which no other text is canonically equivalent to, so bytes decide as `==` would.
    static func isBuiltIn(_ name: Span<UInt8>) -> Bool {
        builtInNames.contains { name.holds($0) }
    }

    private static let builtInNames =
        (CharacterClass.allCases.map(\.rawValue) + CodeSetVariable.allCases.map(\.rawValue))
        .map { Array($0.utf8) }
}
