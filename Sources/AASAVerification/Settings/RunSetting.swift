import AASACore

/// One numeric setting of a run, declared once: its option name (`--timeout`), the value it
/// takes, its default and range, its help, the ``AssociationVerifier/Options`` property that
/// exposes it, where it lands in ``VerificationSettings``, and which key of the report's `run`
/// block shows it. The command line's parser and help (so the man page and completions), the
/// library's defaults and checks, `VerificationSettings`' own defaults and the `run` block all
/// read it: a default or a limit has this one home.
package struct RunSetting<Value: RunSettingValue>: Sendable {
    /// `timeout`, as written after `--`.
    package let name: String
    /// `seconds`, as `--help` shows the value.
    package let placeholder: String
    /// What a value is, as messages say it: `seconds`, `a whole number of days`.
    package let unit: String
    /// What the setting does, as `--help` says it before its default.
    package let summary: String
    /// The value when none is given; nil when the run goes without unless one is.
    package let defaultValue: Value?
    /// What help says after the default: what no value means, what a special value means.
    package let notes: [String]
    package let range: ClosedRange<Value>
    /// The ``AssociationVerifier/Options`` property, when the library exposes the setting.
    package let libraryName: String?
    let land: @Sendable (inout VerificationSettings, Value) -> Void
    /// Copies the run's value into the report's `run` block; nil for a setting that changes no
    /// verdict (how many transfers at once), which the block leaves out.
    let show: (@Sendable (VerificationSettings, inout VerificationReport.RunInfo) -> Void)?

    /// A setting with a default, kept in `settings` and shown at `run` in the report's run block.
    init(
        _ name: String, _ placeholder: String, unit: String, summary: String, default defaultValue: Value,
        notes: [String] = [], range: ClosedRange<Value>, library libraryName: String? = nil,
        in settings: WritableKeyPath<VerificationSettings, Value> & Sendable,
        shown run: (WritableKeyPath<VerificationReport.RunInfo, Value> & Sendable)? = nil
    ) {
        var show: (@Sendable (VerificationSettings, inout VerificationReport.RunInfo) -> Void)?
        if let run { show = { given, block in block[keyPath: run] = given[keyPath: settings] } }
        self.init(
            name: name, placeholder: placeholder, unit: unit, summary: summary, defaultValue: defaultValue,
            notes: notes, range: range, libraryName: libraryName, land: { $0[keyPath: settings] = $1 }, show: show)
    }

    /// A setting that is off unless given.
    init(
        _ name: String, _ placeholder: String, unit: String, summary: String, notes: [String] = [],
        range: ClosedRange<Value>, in settings: WritableKeyPath<VerificationSettings, Value?> & Sendable,
        shown run: (WritableKeyPath<VerificationReport.RunInfo, Value?> & Sendable)? = nil
    ) {
        var show: (@Sendable (VerificationSettings, inout VerificationReport.RunInfo) -> Void)?
        if let run { show = { given, block in block[keyPath: run] = given[keyPath: settings] } }
        self.init(
            name: name, placeholder: placeholder, unit: unit, summary: summary, defaultValue: nil, notes: notes,
            range: range, libraryName: nil, land: { $0[keyPath: settings] = $1 }, show: show)
    }

    private init(
        name: String, placeholder: String, unit: String, summary: String, defaultValue: Value?, notes: [String],
        range: ClosedRange<Value>, libraryName: String?,
        land: @escaping @Sendable (inout VerificationSettings, Value) -> Void,
        show: (@Sendable (VerificationSettings, inout VerificationReport.RunInfo) -> Void)?
    ) {
        (self.name, self.placeholder, self.unit, self.summary) = (name, placeholder, unit, summary)
        (self.defaultValue, self.notes, self.range, self.libraryName, self.land, self.show) = (
            defaultValue, notes, range, libraryName, land, show
        )
    }

    /// The default, for the declarations of ``VerificationSettings`` and the library's options.
    package var fallback: Value {
        guard let defaultValue else { preconditionFailure("--\(name) has no default") }
        return defaultValue
    }

    /// `Limit for each request (default 10).`
    package var help: String {
        let parts = (defaultValue.map { ["default \($0.settingText)"] } ?? []) + notes
        return summary + (parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))") + "."
    }

    /// `seconds, more than 0 and at most 3600`: what a value may be.
    package var allowed: String { "\(unit), \(Value.describe(range))" }

    /// Whether the run may take `value`.
    package func allows(_ value: Value) -> Bool { Value.allows(value, in: range) }

    /// The library's check of its option: the same range as `--NAME`'s.
    package func check(_ value: Value) throws(VerificationError) {
        guard allows(value) else {
            throw VerificationError(
                "Options.\(libraryName ?? name) must be \(allowed), not \(value.settingText) (aasa's --\(name))")
        }
    }
}

/// A type-erased ``RunSetting``, for the list the command line reads.
package protocol AnyRunSetting: Sendable {
    var name: String { get }
    var placeholder: String { get }
    var help: String { get }
    /// Puts the value `text` spells into `settings`, or says what the setting takes.
    func apply(_ text: String, to settings: inout VerificationSettings) -> String?
    /// Shows the run's value in the report's `run` block, when the setting is shown there.
    func show(_ settings: VerificationSettings, in run: inout VerificationReport.RunInfo)
}

extension RunSetting: AnyRunSetting {
    package func apply(_ text: String, to settings: inout VerificationSettings) -> String? {
        guard let value = Value(settingText: text), allows(value) else {
            return "--\(name) takes \(allowed), not '\(TerminalText.sanitize(text))'"
        }
        land(&settings, value)
        return nil
    }

    package func show(_ settings: VerificationSettings, in run: inout VerificationReport.RunInfo) {
        show?(settings, &run)
    }
}

/// A value a ``RunSetting`` takes: seconds or a whole number.
package protocol RunSettingValue: Comparable, Sendable {
    /// The value `text` spells, or nil.
    init?(settingText text: String)
    /// `10`, `2.5`: as help and messages write it.
    var settingText: String { get }
    static func allows(_ value: Self, in range: ClosedRange<Self>) -> Bool
    static func describe(_ range: ClosedRange<Self>) -> String
}

extension Double: RunSettingValue {
    /// Plain decimals only: `Double("0x10")` is 16, and `1e3` and `nan` would pass too.
    package init?(settingText text: String) {
        guard !text.isEmpty, text.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) else { return nil }
        self.init(text)
    }

    package var settingText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }

    /// Seconds are more than the range's lower bound: a time of 0 would end every transfer at once.
    package static func allows(_ value: Double, in range: ClosedRange<Double>) -> Bool {
        value > range.lowerBound && value <= range.upperBound
    }

    package static func describe(_ range: ClosedRange<Double>) -> String {
        "more than \(range.lowerBound.settingText) and at most \(range.upperBound.settingText)"
    }
}

extension Int: RunSettingValue {
    package init?(settingText text: String) { self.init(text) }
    package var settingText: String { String(self) }
    package static func allows(_ value: Int, in range: ClosedRange<Int>) -> Bool { range.contains(value) }
    package static func describe(_ range: ClosedRange<Int>) -> String {
        "from \(range.lowerBound) to \(range.upperBound)"
    }
}
