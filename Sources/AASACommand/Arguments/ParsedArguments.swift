/// Command-line words sorted into options and positional arguments against a list of
/// ``OptionSpec``s. Follows swift-argument-parser's conventions: `--name value`, `--name=value`,
/// `--` ends the options, `-` alone is a positional (standard input).
struct ParsedArguments: Sendable {
    private(set) var values: [OptionName: [String]] = [:]
    private(set) var flags: Set<OptionName> = []
    private(set) var positionals: [String] = []
    private(set) var wantsHelp = false

    /// Takes the first positional argument off (`aasa judge RECORDING ...`'s recording).
    mutating func removeFirstPositional() -> String? {
        positionals.isEmpty ? nil : positionals.removeFirst()
    }

    init(_ words: [String], options: [OptionSpec]) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" {
                wantsHelp = true
                continue
            }
            guard word.hasPrefix("--") else {
                throw UsageError("unknown option '\(TerminalSafe(word))'", showUsage: true)
            }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = options.first(where: { $0.name.rawValue == name }) else {
                throw UsageError(Self.unknownOptionMessage(name, options: options), showUsage: true)
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError("option '--\(name)' takes no value", showUsage: true) }
                flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw UsageError("missing value for '\(spec.synopsis)'", showUsage: true)
            }
            if spec.repeatable {
                values[spec.name, default: []].append(value)
            } else {
                // One report per --format and --output: a second would silently win over the first.
                if [.format, .output].contains(spec.name), values[spec.name] != nil,
                    options.contains(where: { $0.name == .report })
                {
                    throw UsageError(
                        "--\(name) is given twice; write further reports with --report FORMAT=PATH", showUsage: true)
                }
                values[spec.name] = [value]
            }
        }
    }

    func value(_ name: OptionName) -> String? { values[name]?.last }
    func all(_ name: OptionName) -> [String] { values[name] ?? [] }
    func flag(_ name: OptionName) -> Bool { flags.contains(name) }

    private static func unknownOptionMessage(_ name: String, options: [OptionSpec]) -> String {
        let known = options.map(\.name.rawValue) + ["help"]
        if let guess = Suggestion.closest(to: name, among: known) {
            return "unknown option '--\(TerminalSafe(name))'; did you mean '--\(guess)'?"
        }
        return "unknown option '--\(TerminalSafe(name))'"
    }
}
