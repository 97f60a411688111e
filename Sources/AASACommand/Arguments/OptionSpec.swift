import AASAVerification

/// One option a subcommand accepts, described once: parsing, `--help` and "did you mean" all
/// read the same list.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// `--strict`
        case flag
        /// `--format json`, `--format=json`; the last one wins unless `repeatable`.
        case value(placeholder: String)
    }

    var name: OptionName
    var kind: Kind
    var repeatable: Bool
    var help: String

    static func flag(_ name: OptionName, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, repeatable: false, help: help)
    }

    static func value(_ name: OptionName, _ placeholder: String, repeatable: Bool = false, help: String)
        -> OptionSpec
    {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), repeatable: repeatable, help: help)
    }

    /// A run setting's option, as its declaration (``RunSetting``) says: name, value and help.
    static func setting(_ setting: some AnyRunSetting) -> OptionSpec {
        .value(OptionName(setting), setting.placeholder, help: setting.help)
    }

    /// `file` for `--cacert <file>`; nil for a flag.
    var placeholder: String? {
        if case .value(let placeholder) = kind { return placeholder }
        return nil
    }

    var takesValue: Bool { placeholder != nil }

    /// `--format <format>` as `--help` shows it.
    var synopsis: String {
        placeholder.map { "--\(name.rawValue) <\($0)>" } ?? "--\(name.rawValue)"
    }
}
