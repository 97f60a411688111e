import AASACore
import FoundationEssentials

extension RenderOptions {
    /// Options for this process: code-scanning formats place relative paths from its working
    /// directory.
    init(colour: Bool = false, strict: Bool = false) {
        self.init(workingDirectory: FileManager.default.currentDirectoryPath, colour: colour, strict: strict)
    }
}

/// A `verify` format written as the run goes, when no domain's report waits for the others' (no
/// `--expect-url`), so a run's memory does not grow with its reports: `json` and `jsonl`, whose
/// outputs are in Output/Streams (the formats themselves are the core's, Report/Formats).
protocol StreamingVerificationFormat: VerificationFormat {
    /// Opens `--output PATH`, or standard output, for the run's reports.
    func output(to path: String?, console: Console, options: RenderOptions) throws(UsageError)
        -> any VerificationOutput
}

/// Where a streamed `verify` run's reports go, each as soon as its domain is done.
protocol VerificationOutput: Sendable {
    /// `index` is the report's place in the whole report: hosts in input order, then the entries
    /// that could not be fetched, then a baseline's removed domains.
    func receive(_ report: DomainReport, at index: Int)
    /// Ends the report, every index before the last having been received; `exitStatus` is the
    /// run's, as the command decided it.
    func finish(exitStatus: Int32) throws(UsageError)
    /// Ends a run that failed for a local reason: what is still held back is not written.
    func abandon()
}

/// One command's formats, in the order help lists them; the first is the default.
struct FormatList<Format: Sendable>: Sendable {
    let formats: [Format]
    /// The same formats as help and validation read them.
    let described: [any OutputFormat]
    /// Formats the command takes in another of its modes, as an unknown format's error names them
    /// (`jsonl with --urls` for match), so that error agrees with `--help`.
    var elsewhere: String?

    /// `describe` is `{ $0 }`: written where `Format` is known, it upcasts without the runtime
    /// cast an array conversion makes, whose first use scans every protocol conformance of the
    /// binary (a third of a small `aasa lint` run).
    init(_ formats: [Format], describe: (Format) -> any OutputFormat) {
        self.formats = formats
        described = formats.map(describe)
    }
}

/// The formats of each command: help, validation and completions read them.
enum OutputFormats {
    static let verification = FormatList<any VerificationFormat>(
        [
            TextFormat(), JSONFormat(), JSONLinesFormat(), JUnitFormat(), PrometheusFormat(), SARIFFormat(),
            GitHubFormat(), HTMLFormat(),
        ]
    ) { $0 }
    static let lint = FormatList<any LintFormat>(
        [TextFormat(), JSONFormat(), JUnitFormat(), SARIFFormat(), GitHubFormat()]) { $0 }
    static let match: FormatList<any MatchFormat> = {
        var list = FormatList<any MatchFormat>([TextFormat(), JSONFormat()]) { $0 }
        let names = Set(list.described.map(\.name))
        let more = coverage.described.map(\.name).filter { !names.contains($0) }
        if !more.isEmpty { list.elsewhere = more.joined(separator: ", ") + " with --urls" }
        return list
    }()
    static let coverage = FormatList<any CoverageFormat>([TextFormat(), JSONFormat(), JSONLinesFormat()]) { $0 }

    /// The format `--format` names among `allowed` (the first when none is named).
    static func parse<Format>(_ value: String?, among allowed: FormatList<Format>) throws(UsageError) -> Format {
        guard let value else { return allowed.formats[0] }
        guard let index = allowed.described.firstIndex(where: { $0.name == value }) else {
            let names =
                allowed.described.map(\.name).joined(separator: ", ") + (allowed.elsewhere.map { " (\($0))" } ?? "")
            throw UsageError("unknown format '\(TerminalSafe(value))'; expected one of: \(names)", showUsage: true)
        }
        return allowed.formats[index]
    }

    /// `Report format: text (default), json, jsonl (streamed), junit or prometheus.`
    static func help<Format>(_ allowed: FormatList<Format>) -> String {
        let names = allowed.described.enumerated().map { index, format in
            let note = index == 0 ? "default" : format.note
            return format.name + (note.map { " (\($0))" } ?? "")
        }
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
        return "Report format: \(list)."
    }

    /// The `--format` help of `match`: its formats, and those only `--urls` takes.
    static var matchHelp: String {
        let plain = Set(match.described.map(\.name))
        let only = coverage.described.map(\.name).filter { !plain.contains($0) }
        return help(coverage) + (only.isEmpty ? "" : " \(only.joined(separator: ", ")) only with --urls.")
    }

    /// `text|json`, for usage lines.
    static func choices<Format>(_ allowed: FormatList<Format>) -> String {
        allowed.described.map(\.name).joined(separator: "|")
    }
}
