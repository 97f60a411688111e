/// One option a subcommand accepts, described once: parsing, `--help` and "did you mean" all
/// read the same list.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// `--strict`
        case flag
        /// `--format json`, `--format=json`; the last one wins unless `repeatable`.
        case value(placeholder: String)
    }

    var name: String
    var kind: Kind
    var repeatable: Bool
    var help: String

    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, repeatable: false, help: help)
    }

    static func value(_ name: String, _ placeholder: String, repeatable: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), repeatable: repeatable, help: help)
    }

    var takesValue: Bool {
        if case .value = kind { return true }
        return false
    }

    /// `--format <format>` as `--help` shows it.
    var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) <\(placeholder)>"
        }
    }
}
