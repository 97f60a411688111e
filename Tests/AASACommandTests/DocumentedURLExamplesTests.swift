import Foundation
import Testing

/// Every per-URL example of docs/android.md and docs/usage.md (`aasa match ...`, issue 39) runs
/// as written, its placeholders standing for fixtures: the files it names are made or built
/// here, an elided fingerprint (`14:6D:...:44:E5`) is a whole one, and a sitemap piped from curl
/// comes on standard input. Each must run (exit 0 or 1, never 2: the docs would be wrong) and
/// answer for the URLs it names.
@Suite struct DocumentedURLExamplesTests {
    /// `aasa match` lines of the two pages, continuation lines joined.
    static func examples() throws -> [String] {
        try commands(in: ["docs/android.md", "docs/usage.md"]).filter { $0.contains("aasa match ") }
    }

    /// Every indented line of the pages, a `\`-continued command joined into one.
    static func commands(in pages: [String]) throws -> [String] {
        var found: [String] = []
        for page in pages {
            let text = try String(
                contentsOf: AASABinary.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
            var pending = ""
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix("    ") else {
                    pending = ""
                    continue
                }
                pending += line.trimmingCharacters(in: .whitespaces)
                if pending.hasSuffix("\\") {
                    pending = String(pending.dropLast()).trimmingCharacters(in: .whitespaces) + " "
                    continue
                }
                found.append(pending)
                pending = ""
            }
        }
        return found
    }

    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    /// The files the examples name, made in `directory`.
    static func files(in directory: URL) async throws -> [String: String] {
        func write(_ name: String, _ text: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let statement =
            #"{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "#
            + #""package_name": "com.example.shop", "sha256_cert_fingerprints": ["\#(Self.fingerprint)"]}}"#
        let aasa =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/products/*"}]}]}}"#
        let sitemap =
            #"<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#
            + "<url><loc>https://shop.example.com/products/42</loc></url><url><loc>https://shop.example.com/help</loc></url>"
            + "</urlset>"
        return [
            "assetlinks.json": try write("assetlinks.json", "[\(statement)]"),
            "apple-app-site-association": try write("apple-app-site-association", aasa),
            "aasa.json": try write("aasa.json", aasa),
            "sitemap.xml": try write("sitemap.xml", sitemap),
            "phone.txt": try write(
                "phone.txt",
                "  com.example.shop:\n    ID: 1\n    Signatures: [\(Self.fingerprint)]\n    Domain verification state:\n"
                    + "      shop.example.com: verified\n"),
            "app-release.apk": try await AndroidAppFixtures.path("app-links.apk"),
            "app.apk": try await AndroidAppFixtures.path("app-links.apk"),
            "app.aab": try await AndroidAppFixtures.path("app.aab"),
        ]
    }

    @Test func everyPerURLExampleRuns() async throws {
        let examples = try Self.examples()
        #expect(examples.count >= 6, "\(examples)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try await Self.files(in: directory)
        let sitemap = try Data(contentsOf: URL(fileURLWithPath: files["sitemap.xml"] ?? ""))
        for example in examples {
            // `curl -s URL | aasa match ...`: the sitemap comes on standard input.
            let piped = example.contains("| aasa ")
            let command = piped ? String(example[example.range(of: "| aasa ")!.lowerBound...].dropFirst(2)) : example
            var arguments = command.split(separator: " ").map(String.init).drop { $0 != "aasa" }.dropFirst()
                .map { word -> String in
                    if word.contains("...") { return "com.example.shop:" + Self.fingerprint }
                    return files[word] ?? word
                }
            // A trailing comment is prose.
            if let comment = arguments.firstIndex(of: "#") { arguments = Array(arguments[..<comment]) }
            let run = try await AASABinary.run(arguments, stdin: piped ? sitemap : Data())
            #expect(run.status == 0 || run.status == 1, "\(example)\n\(run.stderr)")
            #expect(!run.stdout.isEmpty, "\(example) printed nothing")
        }
    }
}
