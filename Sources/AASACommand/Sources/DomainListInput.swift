import AASACore

/// Reads one `--domains` file into claims: each line's own app IDs, or `--app-id` when the line
/// names none. A token after the entry that is not an app ID is that entry's finding.
enum DomainListInput {
    static func claims(_ path: String, defaultAppIDs: [String]) throws(UsageError) -> [EntryClaim] {
        let bytes = try InputFile.read(path, what: "domain list")
        let name = path == "-" ? "standard input" : PrintableText.escaped(path, limit: 200)
        return DomainListFile.lines(from: bytes).map { line in
            let origin = "\(name):\(line.number)"
            guard line.isValidUTF8 else {
                return EntryClaim(
                    text: line.entry, bareHostMeansAppLinks: true, appIDs: [], origin: origin,
                    malformed: "the line is not valid UTF-8 (save the list as UTF-8)")
            }
            var valid: [String] = []
            var findings: [Finding] = []
            for word in line.appIDs {
                if let problem = AppID(word).syntaxProblem {
                    findings.append(
                        FindingKind.entitlementSyntax(
                            "\(origin): \"\(PrintableText.escaped(word, limit: 80))\" after the entry is not an app ID: "
                                + "it \(problem).",
                            hint: "write the line as an entry followed by app IDs, for example "
                                + "applinks:example.com ABCDE12345.com.example.app", entry: line.entry))
                } else {
                    valid.append(word)
                }
            }
            let appIDs = line.appIDs.isEmpty ? defaultAppIDs : valid
            return EntryClaim(
                text: line.entry, bareHostMeansAppLinks: true, appIDs: appIDs, origin: origin, findings: findings)
        }
    }
}
