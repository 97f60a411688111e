import Foundation
import Testing

/// Red team five, items 1-3: a string a server or a file wrote can never begin a CI runner's
/// command in any report aasa prints, and no control, C1, bidi or line-separator scalar reaches
/// one raw. The log is read by a transcription of GitHub's runner (actions/runner
/// `ActionCommand.TryParseV2` and `TryParse`), as far as they find a command's name.
@Suite struct RunnerCommandTests {
    /// The commands a runner would execute in `log`: `::name ...::` where a line starts with it
    /// after white space (C#'s `TrimStart`), and `##[name ...]` anywhere in a line.
    static func commands(in log: String) -> [String] {
        var names: [String] = []
        let lines = log.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        for line in lines {
            let trimmed = line.drop(while: { $0.properties.isWhitespace })
            if trimmed.starts(with: "::".unicodeScalars) {
                let info = String(String.UnicodeScalarView(trimmed.dropFirst(2)))
                if let end = info.range(of: "::") {
                    names.append(String(info[..<end.lowerBound].prefix { $0 != " " }))
                }
            }
            var rest = String(String.UnicodeScalarView(line))[...]
            while let prefix = rest.range(of: "##["), let close = rest[prefix.upperBound...].firstIndex(of: "]") {
                names.append(String(rest[prefix.upperBound..<close].prefix { $0 != " " }))
                rest = rest[close...]
            }
        }
        return names
    }

    /// The transcription finds what the runner finds.
    @Test func transcriptionFindsBothForms() {
        #expect(
            Self.commands(in: "  ::add-mask::FAIL\nx ##[set-output name=a]b\n::error file=f::m") == [
                "add-mask", "set-output", "error",
            ])
        #expect(Self.commands(in: "a ::warning::x").isEmpty)
    }

    static let hostileKeys = [
        "##[add-mask]FAIL", "::warning::x", "##[stop-commands]tok\r\n::set-output name=deploy::yes",
        "\u{9B}31m\u{202E}\u{2028}\u{9D}0;title\u{7}", " ::add-mask::FAIL", "\u{600}::error::x",
    ]

    /// A file whose unknown keys are the hostile strings: lint quotes each in a message, a path
    /// and a hint.
    static func hostileFile() throws -> String {
        var details: [String: Any] = ["appIDs": ["ABCDE12345.com.example.app"], "components": [["/": "/a"]]]
        for (index, key) in hostileKeys.enumerated() { details[key] = index }
        let object: [String: Any] = ["applinks": ["details": [details]], hostileKeys[2]: [String: Any]()]
        let data = try JSONSerialization.data(withJSONObject: object)
        return try AndroidLintMatchTests.temporary("apple-app-site-association", Array(data))
    }

    static let rawScalars: [Unicode.Scalar] = ["\u{9B}", "\u{9D}", "\u{202E}", "\u{2028}", "\u{7}"]

    @Test(arguments: ["text", "json", "github", "junit", "sarif"])
    func noHostileStringCommandsTheRunner(format: String) async throws {
        let file = try Self.hostileFile()
        let run = try await AASABinary.run(["lint", "--format", format, file])
        #expect(run.stdout.contains("schema.unknown-key"), "\(run.stdout.prefix(400))")
        let allowed: Set<String> = format == "github" ? ["error", "warning", "notice"] : []
        for log in [run.stdout, run.stderr] {
            #expect(Self.commands(in: log).allSatisfy(allowed.contains), "\(format): \(Self.commands(in: log))")
            #expect(!log.unicodeScalars.contains(where: Self.rawScalars.contains), "\(format)")
        }
        if format == "github" {
            // One annotation per finding, each a line of its own.
            let findings = run.stdout.split(separator: "\n").count
            #expect(findings == Self.commands(in: run.stdout).count)
        }
    }

    /// JSON's escapes decode to the text as written by aasa: the `##[` inert in the bytes, whole
    /// once decoded; a path quoting a C1 or bidi key shows it escaped, never the scalar.
    @Test func jsonDecodesToVisibleText() async throws {
        let run = try await AASABinary.run(["lint", "--format", "json", try Self.hostileFile()])
        #expect(!run.stdout.contains("##["))
        let findings = try #require(
            ((try run.json()["files"] as? [[String: Any]])?.first?["findings"]) as? [[String: Any]])
        let paths = findings.compactMap { $0["path"] as? String }
        #expect(paths.contains { $0.contains("##[add-mask]FAIL") })
        for text in paths + findings.compactMap({ $0["message"] as? String }) {
            #expect(!text.unicodeScalars.contains(where: Self.rawScalars.contains), "\(text)")
        }
    }

    /// A file name with CR LF or a prepended scalar before `:` still lands in one `file=`
    /// property: escaped by scalar, never by grapheme.
    @Test func githubPropertiesEscapeScalarsNotGraphemes() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["a\r\n::set-output name=deploy::yes", "b\u{600}:,%x", "c\u{D4E}::add-mask::FAIL"] {
            let path = directory.appendingPathComponent(name).path
            try Data(#"{"applinks": {"details": [], "x": 1}}"#.utf8).write(to: URL(fileURLWithPath: path))
            let run = try await AASABinary.run(["lint", "--format", "github", path])
            #expect(Self.commands(in: run.stdout).allSatisfy { $0 == "warning" || $0 == "notice" }, "\(run.stdout)")
            #expect(run.stdout.split(separator: "\n").count == Self.commands(in: run.stdout).count, "\(run.stdout)")
            #expect(!run.stdout.contains("\u{600}:") && !run.stdout.contains("\u{D4E}:"), "\(run.stdout)")
        }
    }
}
