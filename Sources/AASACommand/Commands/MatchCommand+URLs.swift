import AASACore

extension MatchCommand {
    /// `match --file AASA --urls FILE`: every URL of a list or sitemap, in constant memory; a line
    /// per URL with `--format jsonl`, then the coverage summary.
    static func runURLList(
        _ path: String, matcher: AssociationMatcher, arguments: ParsedArguments, console: Console
    ) throws(UsageError) -> Int32 {
        let format = try OutputFormats.parse(arguments.value("format"), among: OutputFormats.coverage)
        let appID = arguments.value("app-id")
        // Without --domain, the file belongs to the host the first URL names.
        var domain = arguments.value("domain")
        var coverage = URLCoverage()
        let streaming = format as? any StreamingCoverageFormat
        let lines = streaming == nil ? nil : try LineWriter(path: arguments.value("output"), console: console)
        var reader = URLListReader()
        let take: (URLListReader.Entry) -> Void = { entry in
            guard let text = entry.text, let url = try? UniversalLinkURL(text) else {
                coverage.addInvalid(line: entry.line)
                return
            }
            if domain == nil { domain = url.host }
            let result = Self.result(text, url: url, matcher: matcher, domain: domain, appID: appID)
            coverage.add(result, path: url.path)
            if let streaming { lines?.write(streaming.line(result)) }
        }
        try InputFile.forEachChunk(path, what: "URL list") { chunk in
            reader.consume(chunk, emit: take)
            return true
        }
        reader.finish(emit: take)
        let summary = format.render(
            coverage.finished(),
            options: RenderOptions(colour: console.colours(output: arguments.value("output"))))
        if let lines {
            lines.write(summary)
        } else {
            try console.emitReport(summary, to: arguments.value("output"))
        }
        return ExitCode.forCoverage(coverage)
    }
}
