/// `--format`: which formatter writes the report.
enum ReportFormat: String, CaseIterable, Sendable {
    case text
    case json
    case jsonl
    case junit
    case prometheus

    static func parse(_ value: String?, allowed: [ReportFormat]) throws(UsageError) -> ReportFormat {
        guard let value else { return .text }
        guard let format = ReportFormat(rawValue: value), allowed.contains(format) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown format '\(TerminalSafe(value))'; expected one of: \(names)", showUsage: true)
        }
        return format
    }
}
