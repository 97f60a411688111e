import FixtureWorld
import Foundation
import Testing

/// `AASACore` is pure: it reads no files, clock, environment or terminal; the command and the
/// fetcher hand it bytes and times. This test reads the module's sources and fails on any use.
@Suite struct CorePurityTests {
    /// APIs that reach outside the process's values, as they would be written in Swift code.
    static let forbidden = [
        "FileManager", "FileHandle", "fopen", "Date()", "print(", "ProcessInfo", "import Glibc", "import Darwin",
        "Data(contentsOf", "String(contentsOf", "getenv", "time(nil)",
    ]

    /// Whether `line` calls `name` itself, not a name that ends with it (`missingFingerprint(`).
    static func uses(_ name: String, in line: String) -> Bool {
        var rest = line[...]
        while let range = rest.range(of: name) {
            let before = line[..<range.lowerBound].last
            if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
            rest = line[range.upperBound...]
        }
        return false
    }

    static var sources: URL {
        FixtureWorld.repositoryRoot.appendingPathComponent("Sources/AASACore")
    }

    /// Each Swift file of the core, with its comment lines left out (they may name the APIs).
    static func codeLines() throws -> [(file: String, line: Int, text: String)] {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var lines: [(String, Int, String)] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//") else { continue }
                lines.append((file, index + 1, String(code)))
            }
        }
        return lines
    }

    @Test func theCoreReachesNoFileClockEnvironmentOrTerminal() throws {
        let lines = try Self.codeLines()
        #expect(lines.count > 1_000, "the core's sources were not found at \(Self.sources.path)")
        let uses = lines.filter { line in Self.forbidden.contains { Self.uses($0, in: line.text) } }
        #expect(uses.isEmpty, "\(uses.map { "\($0.file):\($0.line): \($0.text)" }.joined(separator: "\n"))")
    }

    /// The check itself finds what it looks for.
    @Test func theCheckSeesAForbiddenCall() {
        let line = #"let text = try String(contentsOf: url); print(text)"#
        #expect(Self.forbidden.contains { Self.uses($0, in: line) })
        #expect(!Self.forbidden.contains { Self.uses($0, in: "missingFingerprint(app)") })
    }

    /// The files where unsafe code may stay above the fetcher, each for a reason its comment
    /// gives: a C library's pointers (zlib), or a loop a benchmark measures.
    static let unsafeHomes: Set<String> = [
        "AASACore/Compression/Inflater.swift", "AASACore/JSON/JSONParser.swift",
        "AASACore/Text/Span+Copies.swift", "AASACore/Batches/ConcurrentBatches.swift",
        "AASACore/Apple/Matching/PositionSet.swift", "AASACore/Report/ReportJSONString.swift",
    ]

    /// Outside libcurl's layer (`AASAFetch`, `CCurl`), at most 30 lines name an unsafe API, all in
    /// ``unsafeHomes``; everything else reads bytes as a Span or an array.
    @Test func unsafeCodeStaysInItsFewMeasuredHomes() throws {
        let root = Self.sources.deletingLastPathComponent()
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
        var lines: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            guard !file.hasPrefix("AASAFetch/"), !file.hasPrefix("CCurl/") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("unsafe") || line.contains("Unsafe") {
                lines.append("\(file):\(number + 1)")
                #expect(Self.unsafeHomes.contains(file), "unsafe code outside its homes: \(file):\(number + 1)")
            }
        }
        #expect(!lines.isEmpty, "the scan found no source")
        #expect(lines.count <= 30, "\(lines.count) lines name an unsafe API: \(lines)")
    }
}
