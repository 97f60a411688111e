import AASACore
import FoundationEssentials

extension MatchCommand {
    /// `match --file AASA --urls FILE`: every URL of a list or sitemap, in constant memory; a line
    /// per URL with `--format jsonl`, then the coverage summary.
    static func runURLList(
        _ path: String, arguments: ParsedArguments, console: Console, judge: () -> any URLJudge
    ) throws(UsageError) -> Int32 {
        let format = try OutputFormats.parse(arguments.value(.format), among: OutputFormats.coverage)
        let extra = try ExtraReports(arguments, among: OutputFormats.coverage)
        // A streamed format's lines are written as the URLs are judged, to one place: standard
        // output or --output; a --report file gets the summary formats.
        if extra.reports.contains(where: { $0.format is any StreamingCoverageFormat }) {
            throw UsageError("--report takes text or json with --urls; give jsonl as --format, with --output")
        }
        var coverage = URLCoverage()
        let streaming = format as? any StreamingCoverageFormat
        let lines = streaming == nil ? nil : try LineWriter(path: arguments.value(.output), console: console)
        var batch = URLBatch(
            domain: arguments.value(.domain),
            workers: min(ProcessInfo.processInfo.activeProcessorCount, URLBatch.mostWorkers),
            lineFormat: streaming, judge: judge)
        let deliver = { (outcome: URLBatch.Outcome) in
            switch outcome {
            case .invalid(let line):
                coverage.addInvalid(line: line)
            case .matched(let result, let path):
                coverage.add(result, path: path)
            case .pair(let apple, let android, let path):
                coverage.add(apple: apple, android: android, path: path)
            }
        }
        // A worker's lines of a batch in one write: a write per URL was a million system calls,
        // and a run stopped half way still leaves only whole lines behind.
        let write = { (text: String) -> Void in lines?.write(text) }
        var reader = URLListReader()
        // A gzip or UTF-16 sitemap is decoded before it is cut into URLs.
        let decoder = URLListDecoder()
        let cut = { (text: Span<UInt8>) in
            reader.consume(text) { batch.add($0, deliver: deliver, lines: write) }
        }
        var failure: URLListDecoder.Failure?
        try InputFile.forEachChunk(path, what: "URL list") { chunk in
            do throws(URLListDecoder.Failure) {
                try decoder.consume(chunk, emit: cut)
                return true
            } catch {
                failure = error
                return false
            }
        }
        if failure == nil {
            do throws(URLListDecoder.Failure) { try decoder.finish(emit: cut) } catch { failure = error }
        }
        if let failure { throw UsageError("the URL list '\(TerminalSafe(path))' cannot be read: \(failure.reason)") }
        reader.finish { batch.add($0, deliver: deliver, lines: write) }
        batch.flush(deliver: deliver, lines: write)
        // Nothing checked is no pass: an empty list or a sitemap without <loc> is the input's error.
        guard coverage.urls > 0 || coverage.invalid > 0 else {
            throw UsageError(
                "the URL list '\(TerminalSafe(path))' holds no URL (write one per line, or give a sitemap with <loc> "
                    + "elements)")
        }
        let finished = coverage.finished()
        let summary = format.render(
            finished, options: RenderOptions(colour: console.colours(output: arguments.value(.output))))
        try extra.write { ReportText($0.render(finished, options: RenderOptions())) }
        if let lines {
            lines.write(summary)
            try lines.finish()
        } else {
            try console.emitReport(summary, to: arguments.value(.output))
        }
        return ExitCode.forCoverage(coverage)
    }
}
