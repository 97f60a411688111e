import Foundation
import SignedFixtures
import Testing

/// Memory bounded by design, measured in the child process that runs aasa (never this test
/// process, whose peak other tests move): lint and match parse at most 512 KiB of a local file;
/// `--baseline` reads one domain at a time and keeps a few hundred bytes per domain; a
/// `--domains` list keeps about 100 bytes per entry. Each peak is the child's own, so the tests
/// run side by side; the fleet-sized ones measure growth between two sizes, which fails on a
/// cost per domain far above the design's at a fraction of a fleet's run time.
@Suite struct MemoryBoundTests {
    /// The documented bound for any input.
    static let boundKB = 64 * 1024

    /// Peak resident memory of `aasa ARGUMENTS` in KB, measured in that child alone.
    static func peakKB(_ arguments: [String]) async throws -> Int {
        try await HostileServerTests.peakMemoryKiB(arguments).kib
    }

    static func nestedArrays(bytes: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-nested-\(bytes)-\(UUID().uuidString).json"
        ).path
        let count = (bytes - 2) / 3
        let text = "[" + Array(repeating: "[]", count: count).joined(separator: ",") + "]"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [15 << 20, 512 << 10])
    func nestedArrayFileStaysUnderTheBound(_ size: Int) async throws {
        let path = try Self.nestedArrays(bytes: size)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lint = try await Self.peakKB(["lint", path])
        #expect(lint < Self.boundKB, "lint of \(size) bytes peaked at \(lint) KB")
        let match = try await Self.peakKB(["match", "--file", path, "https://example.com/"])
        #expect(match < Self.boundKB, "match of \(size) bytes peaked at \(match) KB")
    }

    @Test func endlessInputStaysUnderTheBound() async throws {
        let peak = try await Self.peakKB(["lint", "/dev/zero"])
        #expect(peak < Self.boundKB, "lint /dev/zero peaked at \(peak) KB")
        let baseline = try await Self.peakKB(["verify", "--baseline", "/dev/zero", "example.com"])
        #expect(baseline < Self.boundKB, "--baseline /dev/zero peaked at \(baseline) KB")
    }

    /// The README's bound for a fleet's baseline: under 1 KB a domain (200,000 domains under 200 MB).
    static let baselineBytesPerDomain = 1024

    /// A `--format jsonl` baseline of `domains` domains, each line as `verify` writes it for a
    /// served file; returns its path.
    static func fleetBaseline(domains: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "aasa-baseline-\(domains)-\(UUID().uuidString).jsonl"
        ).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? file.close() }
        var batch = ""
        for index in 0..<domains {
            let host = "host\(index).shop-example.com"
            let digest = String(repeating: String(index, radix: 16), count: 64).prefix(64)
            batch +=
                #"{"appIDs":["ABCDE12345.com.example.app"],"domain":"\#(host)","entries":["\#(host)"],"#
                + #""fetch":{"attempts":1,"bytes":761,"contentType":"application/json","durationMs":3,"httpStatus":200,"#
                + #""tls":{"issuer":"CN = R11, O = Let's Encrypt","notAfter":"2027-01-23T04:34:17Z","#
                + #""subject":"CN = \#(host)","verified":true},"url":"https://\#(host)/.well-known/apple-app-site-association"},"#
                + #""file":{"appIDs":{"applinks":["ABCDE12345.com.example.app"],"webcredentials":["ABCDE12345.com.example.app"]},"#
                + #""sha256":"\#(digest)"},"findings":[{"hint":"none","id":"rules.minimum-os","message":"iOS 14","#
                + #""path":"$.applinks.defaults","severity":"info"}],"status":"pass"}"# + "\n"
            if batch.utf8.count > 1 << 20 {
                file.write(Data(batch.utf8))
                batch = ""
            }
        }
        // A complete report ends with its summary line.
        batch += #"{"summary":{"domains":\#(domains),"exitStatus":0,"fail":0,"pass":\#(domains),"warn":0}}"# + "\n"
        file.write(Data(batch.utf8))
        return path
    }

    /// Every baseline domain is remembered (and reported removed, streamed, since this run
    /// verifies none of them). Memory grows with the domain count at under the README's 1 KB a
    /// domain: measured as the growth from 10,000 to 30,000 domains, which fails on any larger
    /// cost per domain (a copy of each report would be several KB).
    @Test func fleetBaselineStaysUnderItsBound() async throws {
        var peaks: [Int: Int] = [:]
        for domains in [10_000, 30_000] {
            let path = try Self.fleetBaseline(domains: domains)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let output = path + ".out"
            defer { try? FileManager.default.removeItem(atPath: output) }
            peaks[domains] = try await Self.peakKB([
                "verify", "--baseline", path, "--format", "jsonl", "--output", output, "--timeout", "1",
                "--connect-to", "::127.0.0.1:9", "example.com",
            ])
            let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
            #expect(
                lines.count == domains + 2, "every baseline domain is reported removed, example.com new, a summary")
        }
        let growthKB = (peaks[30_000] ?? 0) - (peaks[10_000] ?? 0)
        #expect(growthKB * 1024 < 20_000 * Self.baselineBytesPerDomain, "20,000 more domains cost \(growthKB) KB")
        #expect((peaks[30_000] ?? .max) < Self.boundKB + 30 * 1024, "30,000 domains peaked at \(peaks[30_000] ?? 0) KB")
    }

    /// Runs aasa with `arguments(list, output)` over a list of `entries` hosts, for each size, and
    /// hands over each run's output; the peaks by size.
    static func peaksOverLists(
        sizes: [Int], name: String, _ arguments: (_ list: String, _ output: String) -> [String],
        check: (_ entries: Int, _ output: String) throws -> Void
    ) async throws -> [Int: Int] {
        var peaks: [Int: Int] = [:]
        for entries in sizes {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "aasa-\(name)-\(entries)-\(UUID().uuidString).txt"
            ).path
            let list = (0..<entries).map { "applinks:host\($0).shop-example.com ABCDE12345.com.example.app\n" }
            try Data(list.joined().utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let output = path + ".out"
            defer { try? FileManager.default.removeItem(atPath: output) }
            peaks[entries] = try await Self.peakKB(arguments(path, output))
            try check(entries, try String(contentsOfFile: output, encoding: .utf8))
        }
        return peaks
    }

    /// A `--domains` list keeps about 100 bytes an entry until its host is verified, and JSON
    /// Lines keep no report: from 4,000 to 16,000 entries (every connection refused at once) the
    /// peak grows by under 500 bytes an entry, where a kept report (over a kilobyte) would not.
    @Test func longDomainListStaysUnderTheBound() async throws {
        let peaks = try await Self.peaksOverLists(sizes: [4_000, 16_000], name: "list") { list, output in
            [
                "verify", "--domains", list, "--format", "jsonl", "--output", output, "--timeout", "1",
                "--connect-to", "::127.0.0.1:9",
            ]
        } check: { entries, written in
            #expect(written.split(separator: "\n").count == entries + 1, "one report per host, then the summary")
        }
        let growthKB = (peaks[16_000] ?? 0) - (peaks[4_000] ?? 0)
        #expect(growthKB * 1024 < 12_000 * 500, "12,000 more entries cost \(growthKB) KB")
        #expect((peaks[16_000] ?? .max) < Self.boundKB, "a 16,000-entry list peaked at \(peaks[16_000] ?? 0) KB")
    }

    /// `verify --list` writes a host at a time: from 4,000 to 16,000 entries its peak grows by
    /// under 500 bytes an entry (the plan's own hundred or so), where the whole listing held as
    /// values and then as one JSON text cost over 3 KB an entry.
    @Test(arguments: ["json", "text"])
    func listingALongDomainListStaysUnderTheBound(format: String) async throws {
        let peaks = try await Self.peaksOverLists(sizes: [4_000, 16_000], name: "listing-\(format)") { list, output in
            ["verify", "--list", "--domains", list, "--format", format, "--output", output]
        } check: { entries, written in
            #expect(written.contains("host\(entries - 1).shop-example.com"), "every host is listed")
        }
        let growthKB = (peaks[16_000] ?? 0) - (peaks[4_000] ?? 0)
        #expect(growthKB * 1024 < 12_000 * 500, "12,000 more entries cost \(growthKB) KB")
    }
}

/// Red team five, item 5, as the binary meets it under `ulimit -v 600000`: each hostile manifest
/// ends in a complete answer or a clear error with exit 2, never signal 6 or 11.
@Suite struct HostileManifestAddressSpaceTests {
    typealias Element = AndroidBinaryBuilder.Element

    static func manifest(_ data: [Element]) -> [UInt8] {
        let filter = Element(
            "intent-filter", [],
            [
                Element("action", [("name", 0x0101_0003, .string("android.intent.action.VIEW"))]),
                Element("category", [("name", 0x0101_0003, .string("android.intent.category.DEFAULT"))]),
                Element("category", [("name", 0x0101_0003, .string("android.intent.category.BROWSABLE"))]),
                Element("data", [("scheme", 0x0101_0027, .string("https")), ("host", 0x0101_0028, .string("x.test"))]),
            ] + data)
        return AndroidBinaryBuilder.xml(
            Element(
                "manifest", [("package", 0, .string("dev.example.shop"))],
                [Element("application", [], [Element("activity", [("name", 0x0101_0003, .string(".Main"))], [filter])])]
            ))
    }

    @Test(arguments: ["shared", "prefixes", "values"])
    func aHostileManifestEndsCleanlyUnderTheLimit(kind: String) async throws {
        var bytes: [UInt8]
        var placeholders: [String] = []
        switch kind {
        case "shared":
            // 99,000 <data> sharing one 1 KB advanced pattern (the red team's 29 KB APK).
            let pattern = "/" + String(repeating: "[a-z]", count: 205)
            bytes = Self.manifest(
                Array(
                    repeating: Element("data", [("pathAdvancedPattern", 0x0101_0620, .string(pattern))]), count: 99_000)
            )
        case "prefixes":
            // A source manifest of 20,000 <data> whose prefixes share a 30,000-character placeholder.
            let data = (0..<20_000).map { "<data android:pathPrefix=\"${p}\($0)\"/>" }.joined()
            bytes = Array(
                """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.example.shop">
                <application><activity android:name=".Main"><intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="https" android:host="x.test"/>\(data)</intent-filter></activity></application>
                </manifest>
                """.utf8)
            placeholders = ["--manifest-placeholder", "p=" + String(repeating: "p", count: 30_000)]
        default:
            bytes = Self.manifest(
                Array(repeating: Element("data", [("path", 0x0101_002A, .string("/a"))]), count: 120_000))
        }
        let path = try AndroidLintMatchTests.temporary("AndroidManifest.xml", bytes)
        let limit = 600_000 << 10
        let run = try await AASABinary.run(
            ["match", "--android-manifest", path] + placeholders
                + ["https://x.test/" + String(repeating: "a", count: 8000)],
            timeout: 120, launcher: ["/usr/bin/prlimit", "--as=\(limit):\(limit)"])
        // The shared pattern is compiled once, and the filled prefixes, cut at the 4,096 bytes a
        // value may fill to, are one: both answer (no filter takes the URL). 120,000 values are past
        // the manifest's bound, said as an error.
        #expect(run.status == (kind == "values" ? 2 : 1), "\(kind): status \(run.status), \(run.stderr.suffix(300))")
        if run.status == 2 { #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)") }
    }
}
