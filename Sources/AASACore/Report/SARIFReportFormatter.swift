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
        var results: [Result]
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

    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Text
        var locations: [Location]
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

        package init(workingDirectory: String, root: String? = nil) {
            self.workingDirectory = workingDirectory
            self.root = root.map { Self.absolute($0, from: workingDirectory) } ?? workingDirectory
        }

        /// `ios/apple-app-site-association` for a file under the root; an absolute `file://` URI
        /// for one outside it. Characters a URI cannot hold are percent-encoded.
        package func uri(_ path: String) -> String {
            let full = Self.absolute(path, from: workingDirectory)
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if full.hasPrefix(prefix) { return Self.encoded(String(full.dropFirst(prefix.count))) }
            return "file://" + Self.encoded(full)
        }

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

    package static func format(_ report: LintReport, paths: Paths) -> String {
        log(report.files.map { file in (paths.uri(file.file), file.findings) }, version: report.tool.version)
    }

    /// A host's findings are placed at the URL that served its file; an Android app's at the app
    /// file, with the manifest's line where the finding has one.
    package static func format(_ report: VerificationReport, paths: Paths) -> String {
        log(
            report.domains.map { domain in (domain.fetch?.url ?? "https://\(domain.domain)/", domain.findings) }
                + (report.androidApps ?? []).map { app in (paths.uri(app.source), app.findings) },
            version: report.tool.version)
    }

    /// One result per finding, with `uri` as each group's file.
    static func log(_ groups: [(uri: String, findings: [Finding])], version: String) -> String {
        var rules: [String: Rule] = [:]
        var results: [Result] = []
        for (uri, findings) in groups {
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
                let region = finding.position.map { Region(startLine: $0.line, startColumn: $0.column) }
                var text = finding.message
                if !finding.hint.isEmpty { text += " Fix: " + finding.hint }
                results.append(
                    Result(
                        ruleId: finding.id, level: level(finding.severity), message: Text(text: text),
                        locations: [
                            Location(
                                physicalLocation: PhysicalLocation(
                                    artifactLocation: ArtifactLocation(uri: uri), region: region))
                        ]))
            }
        }
        let driver = Driver(version: version, rules: rules.keys.sorted().compactMap { rules[$0] })
        return JSONReportEncoder.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }
}
