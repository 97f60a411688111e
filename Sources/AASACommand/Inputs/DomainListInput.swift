import AASACore
import AASAVerification

/// Reads one `--domains` file into claims: each line's own app IDs, or `--app-id` when the line
/// names none. A token after the entry that is not an app ID is that entry's finding. The file is
/// read in chunks and handed over a claim at a time, so a list of any length is never held whole.
enum DomainListInput {
    /// Far above any real fleet (a million entries is 40 to 70 MB); stops a mistaken `/dev/zero`.
    static let maximumBytes = 256 << 20

    static func forEachClaim(
        _ path: String, defaultAppIDs: [String], defaultAndroidApps: [String] = [],
        _ body: (EntryClaim) throws(UsageError) -> Void
    ) throws(UsageError) {
        let name = path == "-" ? "standard input" : PrintableText.escaped(path, limit: 200)
        var splitter = DomainListFile.LineSplitter()
        var total = 0
        func claim(_ line: DomainListFile.Line) throws(UsageError) {
            let source = ClaimSource.list(name, file: path == "-" ? nil : path, line: line.number)
            try body(
                AndroidEntryParser.isAndroidEntry(line.entry) && line.isValidUTF8 && !line.isTooLong
                    ? androidClaim(line, source: source, defaultApps: defaultAndroidApps)
                    : Self.claim(line, source: source, defaultAppIDs: defaultAppIDs))
        }
        try InputFile.forEachChunk(path, what: "domain list") { chunk throws(UsageError) in
            total += chunk.count
            guard total <= maximumBytes else {
                throw UsageError("domain list '\(TerminalSafe(path))' is larger than \(maximumBytes) bytes")
            }
            try splitter.feed(chunk, claim)
            return true
        }
        try splitter.finish(claim)
    }

    /// An `android:` line: the words after the entry are Android apps (`PACKAGE[:FINGERPRINT,...]`).
    private static func androidClaim(_ line: DomainListFile.Line, source: ClaimSource, defaultApps: [String])
        -> EntryClaim
    {
        var valid: [String] = []
        var findings: [Finding] = []
        for word in line.appIDs {
            switch AndroidApp.parse(word) {
            case .failure(let error):
                findings.append(
                    FindingKind.entitlementSyntax(
                        "\(source): \"\(PrintableText.escaped(word, limit: 80))\" after the entry is not an Android "
                            + "app: \(error.reason).",
                        hint: "write the line as an entry followed by apps, for example android:example.com "
                            + "com.example.app:14:6D:E9:...", entry: line.entry))
            case .success(let app):
                if !valid.contains(app.description) { valid.append(app.description) }
            }
        }
        let apps = line.appIDs.isEmpty ? defaultApps : valid
        return EntryClaim(
            text: line.entry, bareHostMeansAppLinks: true, appIDs: apps, source: source, findings: findings)
    }

    private static func claim(_ line: DomainListFile.Line, source: ClaimSource, defaultAppIDs: [String]) -> EntryClaim {
        guard line.isValidUTF8, !line.isTooLong else {
            let reason =
                line.isTooLong
                ? "the line is longer than \(DomainListFile.maximumLineBytes) bytes"
                : "the line is not valid UTF-8 (save the list as UTF-8)"
            return EntryClaim(
                text: line.entry, bareHostMeansAppLinks: true, appIDs: [], source: source, malformed: reason)
        }
        var valid: [String] = []
        var findings: [Finding] = []
        for word in line.appIDs {
            if let problem = AppID(word).syntaxProblem {
                findings.append(
                    FindingKind.entitlementSyntax(
                        "\(source): \"\(PrintableText.escaped(word, limit: 80))\" after the entry is not an app ID: "
                            + "it \(problem).",
                        hint: "write the line as an entry followed by app IDs, for example "
                            + "applinks:example.com ABCDE12345.com.example.app", entry: line.entry))
            } else {
                valid.append(word)
            }
        }
        let appIDs = line.appIDs.isEmpty ? defaultAppIDs : valid
        return EntryClaim(
            text: line.entry, bareHostMeansAppLinks: true, appIDs: appIDs, source: source, findings: findings)
    }
}
