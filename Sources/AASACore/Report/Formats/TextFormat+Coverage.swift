extension TextReportFormatter {
    /// The `match --urls` summary:
    ///
    ///     1000000 URLs: 620114 match, 12003 block, 367883 none
    ///       ABCDE12345.com.example.app  620114 match  12003 block  367883 none
    ///
    ///     URLs that open no app, by path prefix:
    ///       /blog/      200000
    package func format(_ coverage: URLCoverage) -> String {
        let plural = coverage.urls == 1 ? "" : "s"
        var lines = [
            "\(coverage.urls) URL\(plural): \(coverage.matched) match, \(coverage.blocked) block, \(coverage.none) none"
                + (coverage.notChecked > 0 ? ", \(coverage.notChecked) not checked" : "")
        ]
        let appIDs = coverage.apps.map { TerminalText.sanitize($0.appID) }
        let appIDWidth = appIDs.map(\.count).max() ?? 0
        for (app, appID) in zip(coverage.apps, appIDs) {
            lines.append(
                "  " + appID.padding(to: appIDWidth)
                    + "  \(app.matched) match  \(app.blocked) block  \(app.none) none"
                    + (app.notChecked > 0 ? "  \(app.notChecked) not checked" : ""))
        }
        if let parity = coverage.platforms {
            lines += [
                "",
                "On both platforms: \(parity.both) open on both, \(parity.appleOnly) on Apple only, "
                    + "\(parity.androidOnly) on Android only, \(parity.neither) on neither"
                    + (parity.notChecked > 0
                        ? ", \(parity.notChecked) not checked (an Android band's host file was not given)" : ""),
            ]
            for (label, urls, count) in [
                ("Apple only", parity.appleOnlyURLs, parity.appleOnly),
                ("Android only", parity.androidOnlyURLs, parity.androidOnly),
            ] where count > 0 {
                lines.append("  \(label):")
                lines += urls.map { "    " + TerminalText.sanitize($0) }
                if count > urls.count { lines.append("    and \(count - urls.count) more") }
            }
        }
        if !coverage.unmatchedPrefixes.isEmpty {
            lines += ["", "URLs that open no app, by path prefix:"]
            let prefixes = coverage.unmatchedPrefixes.map { TerminalText.sanitize($0.prefix) }
            let width = prefixes.map(\.count).max() ?? 0
            for (entry, prefix) in zip(coverage.unmatchedPrefixes, prefixes) {
                lines.append("  " + prefix.padding(to: width) + "  \(entry.urls)")
            }
        }
        if coverage.invalid > 0 {
            let shown = coverage.invalidLines.map(String.init).joined(separator: ", ")
            let more = coverage.invalid > coverage.invalidLines.count ? ", ..." : ""
            let entries = coverage.invalid == 1 ? "1 entry is not a URL" : "\(coverage.invalid) entries are not URLs"
            let place = coverage.invalidLines.count == 1 && more.isEmpty ? "line" : "lines"
            lines += ["", "\(entries) aasa can match (\(place) \(shown)\(more))."]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
