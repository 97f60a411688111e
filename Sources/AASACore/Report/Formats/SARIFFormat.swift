/// `--format sarif`: SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer).
package struct SARIFFormat: VerificationFormat, LintFormat {
    package let name = "sarif"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        SARIFReportFormatter.format(report, paths: options.paths)
    }

    package func render(_ report: LintReport, sources: [String: JSONSourceLines], options: RenderOptions) -> String {
        SARIFReportFormatter.format(report, paths: options.paths, sources: sources)
    }
}

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning reads (`github/codeql-action/upload-sarif`):
/// one run of the `aasa` driver, a rule per finding id the report uses (its summary and default
/// level), and a result per finding with its file and, when the finding has one, its line and
/// column. A lint finding's file is its path from the root (``Paths``); a verify finding's is the
/// URL that served the file (GitHub lists those without a source line), or the app file's path.
package enum SARIFReportFormatter {
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Only what is encoded; keys as SARIF spells them.
    struct Log: Encodable {
        var version = "2.1.0"
        var schema = SARIFReportFormatter.schema
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case version, runs
            case schema = "$schema"
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [SARIFResult]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "aasa"
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Text: Encodable {
        var text: String
    }

    struct SARIFResult: Encodable {
        var ruleId: String
        var level: String
        var message: Text
        var locations: [Location]
        var fixes: [Fix]?
        /// An accepted finding: code scanning shows it dismissed, not as an open alert.
        var suppressions: [Suppression]? = nil
    }

    /// SARIF 2.1.0 section 3.35: `external` (the acceptance lives outside the source), with the
    /// acceptance's reason as its justification.
    struct Suppression: Encodable {
        var kind = "external"
        var status = "accepted"
        var justification: String?
    }

    /// A finding's JSON Patch as the text edit SARIF describes: the value's characters replaced.
    struct Fix: Encodable {
        var description: Text
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: Text
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        /// One past the region's last column, on its start line.
        var endColumn: Int? = nil
    }

    /// The fix of a finding that replaces one JSON string with another, as a text edit of the
    /// string's characters on its line; nil for other patches, and for a line that is not ASCII
    /// (SARIF counts columns in UTF-16 units, the report's positions in characters).
    static func fix(_ finding: Finding, uri: String, lines: JSONSourceLines) -> Fix? {
        guard let patch = finding.fix, patch.op == .replace, case .string(let text)? = patch.value,
            let position = finding.position, let line = lines.line(position.line), line.utf8.allSatisfy({ $0 < 0x80 })
        else { return nil }
        let bytes = Array(line.utf8)
        let start = position.column - 1
        guard start >= 0, start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        return Fix(
            description: Text(text: finding.hint),
            artifactChanges: [
                ArtifactChange(
                    artifactLocation: ArtifactLocation(uri: uri),
                    replacements: [
                        Replacement(
                            deletedRegion: Region(
                                startLine: position.line, startColumn: position.column, endColumn: index + 2),
                            insertedContent: Text(text: String(JSONReportEncoder.encodeCompact(text).dropLast())))
                    ])
            ])
    }

    /// SARIF's levels: `error`, `warning`, `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// Where file paths are read from and what their URIs are relative to: code scanning places
    /// a result by its path from the repository's root (`--sarif-root`, else the working directory).
    package struct Paths: Sendable {
        package var workingDirectory: String
        package var root: String
        /// `--site-root HOST=DIR`: the directory holding each host's served files, by host.
        package var siteRoots: [String: String]

        package init(workingDirectory: String, root: String? = nil, siteRoots: [String: String] = [:]) {
            self.workingDirectory = workingDirectory
            self.root = root.map { Self.absolute($0, from: workingDirectory) } ?? workingDirectory
            self.siteRoots = siteRoots
        }

        /// Where a host's report is placed: the repository's copy of the served file
        /// (`--site-root`: DIR plus the URL's path), else the URL that served it.
        package func location(of domain: DomainReport) -> (uri: String, isCopy: Bool) {
            let url = domain.fetch?.url ?? "https://\(domain.domain)/"
            guard let directory = siteRoots[domain.domain.lowercased()], let path = Self.path(of: url) else {
                return (url, false)
            }
            return (uri(directory + path), true)
        }

        /// `/.well-known/assetlinks.json` of `https://host/.well-known/assetlinks.json`.
        static func path(of url: String) -> String? {
            guard let scheme = url.firstRange(of: "://") else { return nil }
            let rest = url[scheme.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let path = rest[slash...].prefix { $0 != "?" && $0 != "#" }
            // Never out of the site's directory, whatever the path says.
            guard !path.split(separator: "/").contains("..") else { return nil }
            return String(path)
        }

        /// `ios/apple-app-site-association` for a file under the root; an absolute `file://` URI
        /// for one outside it. Characters a URI cannot hold are percent-encoded.
        package func uri(_ path: String) -> String {
            if let relative = relative(path) { return Self.encoded(relative) }
            return "file://" + Self.encoded(Self.absolute(path, from: workingDirectory))
        }

        /// `ios/App.entitlements` for a file under the root, nil for one outside it.
        package func relative(_ path: String) -> String? {
            let full = Self.absolute(path, from: workingDirectory)
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : nil
        }

        /// A file as a GitHub annotation names it: from the repository's root, or as given when
        /// it is outside (the runner then shows the annotation without a line).
        package func annotated(_ path: String) -> String { relative(path) ?? path }

        /// `path` made absolute and without `.` or `..` parts.
        static func absolute(_ path: String, from directory: String) -> String {
            var parts: [Substring] = []
            for part in (path.hasPrefix("/") ? path : directory + "/" + path).split(separator: "/") {
                switch part {
                case ".": continue
                case "..": _ = parts.popLast()
                default: parts.append(part)
                }
            }
            return "/" + parts.joined(separator: "/")
        }

        static func encoded(_ path: String) -> String {
            var result = ""
            for byte in path.utf8 {
                let scalar = Unicode.Scalar(byte)
                if byte < 0x80,
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-._~/".unicodeScalars.contains(scalar)
                {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
            return result
        }
    }

    /// `sources` are the files' lines, by path as given, for the fixes' regions.
    package static func format(_ report: LintReport, paths: Paths, sources: [String: JSONSourceLines] = [:]) -> String {
        log(
            report.files.map { file in (paths.uri(file.file), file.findings, sources[file.file]) },
            paths: paths, version: report.tool.version)
    }

    /// A host's findings are placed at the URL that served its file, or at the repository's copy
    /// of it (`--site-root`), with the served file's line; an Android app's at the app file, with
    /// the manifest's line where the finding has one; a URL expectation's at the URL.
    package static func format(_ report: VerificationReport, paths: Paths) -> String {
        log(
            report.domains.map { domain in (paths.location(of: domain).uri, domain.findings, nil) }
                + (report.androidApps ?? []).map { app in (paths.uri(app.source), app.findings, nil) }
                // A URL expectation's finding is placed at the URL itself.
                + (report.urls ?? []).filter { !$0.findings.isEmpty }.map { url in (url.url, url.findings, nil) },
            paths: paths, version: report.tool.version)
    }

    /// One result per finding, with `uri` as each group's file.
    static func log(
        _ groups: [(uri: String, findings: [Finding], lines: JSONSourceLines?)], paths: Paths, version: String
    ) -> String {
        var rules: [String: Rule] = [:]
        var results: [SARIFResult] = []
        for (uri, findings, lines) in groups {
            for finding in findings {
                if rules[finding.id] == nil {
                    let kind = FindingKind.named(finding.id)
                    let summary = kind?.summary ?? finding.id
                    rules[finding.id] = Rule(
                        id: finding.id, shortDescription: Text(text: summary), fullDescription: Text(text: summary),
                        help: Text(
                            text: "Each result's message ends with its fix; `aasa explain \(finding.id)` says more."),
                        defaultConfiguration: Configuration(level: level(kind?.severity ?? finding.severity)))
                }
                // A finding about a repository file of its own (an entry's line of an
                // .entitlements file) lands there, whatever its group's file.
                let uri = finding.file.map(paths.uri) ?? uri
                let region = finding.position.map { Region(startLine: $0.line, startColumn: $0.column) }
                var text = finding.message
                if !finding.hint.isEmpty { text += " Fix: " + finding.hint }
                results.append(
                    SARIFResult(
                        ruleId: finding.id, level: level(finding.severity), message: Text(text: text),
                        locations: [
                            Location(
                                physicalLocation: PhysicalLocation(
                                    artifactLocation: ArtifactLocation(uri: uri), region: region))
                        ], fixes: lines.flatMap { fix(finding, uri: uri, lines: $0) }.map { [$0] },
                        suppressions: finding.accepted == true
                            ? [Suppression(justification: finding.acceptedReason)] : nil))
            }
        }
        let driver = Driver(version: version, rules: rules.keys.sorted().compactMap { rules[$0] })
        return JSONReportEncoder.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }
}
