/// A value option whose text has a form (`host:port:address`), declared once: the option as help
/// shows it and the reader of its text, so help, the parse and the message that refuses a value
/// agree. The message has the form a numeric setting's has (``RunSetting``): `--NAME takes FORM,
/// not 'TEXT'`, FORM being the placeholder in capitals and what it says more.
struct FormOption<Value: Sendable>: Sendable {
    let spec: OptionSpec
    /// `HOST=DIR, such as shop.example.com=web`: what a refused value's message says it takes.
    let form: String
    /// The value the text spells, or nil when the text is not of the form.
    private let reader: @Sendable (String) -> Value?

    /// `more` follows the placeholder in the message: `, such as 2/8`.
    init(
        _ name: OptionName, _ placeholder: String, more: String = "", repeatable: Bool = false, help: String,
        read: @escaping @Sendable (String) -> Value?
    ) {
        spec = .value(name, placeholder, repeatable: repeatable, help: help)
        form = placeholder.uppercased() + more
        reader = read
    }

    func read(_ text: String) throws(UsageError) -> Value {
        guard let value = reader(text) else {
            throw UsageError("--\(spec.name.rawValue) takes \(form), not '\(TerminalSafe(text))'")
        }
        return value
    }

    /// Every value given, in order.
    func values(in arguments: ParsedArguments) throws(UsageError) -> [Value] {
        try arguments.all(spec.name).map { (text) throws(UsageError) in try read(text) }
    }

    /// The value given (the last, for an option given twice), or nil.
    func value(in arguments: ParsedArguments) throws(UsageError) -> Value? {
        try arguments.value(spec.name).map { (text) throws(UsageError) in try read(text) }
    }
}
