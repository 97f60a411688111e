/// A kind of finding: its stable id, its severity and what it means.
///
/// Each stage declares its kinds beside it (`FindingKind+JSON.swift`, ...); ``all`` is the one
/// catalogue that `aasa explain` and the README's table are made from.
package struct FindingKind: Sendable, Hashable {
    package let id: String
    package let severity: Severity
    /// When the finding is raised, in a few words.
    package let summary: String
    /// The severity on Android where Android's verifier is stricter than Apple's systems (a
    /// Content-Type or a byte order mark Apple tolerates); nil when it is the same.
    package let androidSeverity: Severity?
    /// What raises the kind, and a near miss that does not (`aasa explain ID` prints both; a test
    /// runs them).
    package let example: FindingExample
    package let counterExample: FindingExample

    package init(
        _ id: String, _ severity: Severity, _ summary: String, android: Severity? = nil, example: FindingExample,
        counter: FindingExample
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.androidSeverity = android
        self.example = example
        self.counterExample = counter
    }

    /// The same kind with the severity it has on `platform`.
    package func on(_ platform: Platform) -> FindingKind {
        guard platform == .android, let androidSeverity else { return self }
        return FindingKind(id, androidSeverity, summary, example: example, counter: counterExample)
    }

    /// `warning` or `warning (error on Android)`, for `aasa explain` and the README's table.
    package var severityText: String {
        androidSeverity.map { "\(severity.rawValue) (\($0.rawValue) on Android)" } ?? severity.rawValue
    }

    /// Makes a finding of this kind.
    package func callAsFunction(
        _ message: String, hint: String, path: JSONPath? = nil, position: SourcePosition? = nil,
        entry: String? = nil, appID: String? = nil, fix: FindingFix? = nil
    ) -> Finding {
        Finding(
            kind: self, message: message, hint: hint, path: path, position: position, entry: entry, appID: appID,
            fix: fix)
    }

    /// Every kind aasa can report, grouped by stage in the order a check runs.
    package static let all: [FindingKind] =
        transportKinds + jsonKinds + schemaKinds + ruleKinds + entitlementKinds + urlKinds + cdnKinds
        + changeKinds + androidKinds + androidAppKinds + deviceKinds

    package static func named(_ id: String) -> FindingKind? {
        all.first { $0.id == id }
    }
}
