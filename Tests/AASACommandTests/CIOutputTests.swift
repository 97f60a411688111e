import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Issue 55, judged offline from the recording of Tests/Fixtures/records: CI outputs name apps by
/// what they are, never by an artifact's path (which changes every release); JUnit's times count
/// each host's fetch once; an Android app named only by its key has its own JUnit case as an
/// Apple app does.
@Suite struct CIOutputTests {
    static func judge(_ arguments: [String]) async throws -> AASABinary.Run {
        try await AASABinary.run(["judge", OneJudgeTests.recording] + arguments)
    }

    static let app = "com.example.app:\(OneJudgeTests.release)"

    @Test func appsAreNamedByWhatTheyAreNotByTheirPath() async throws {
        let common = [
            "--android-manifest", OneJudgeTests.manifest, "--android-app", Self.app, "--app-id",
            "ABCDE12345.com.example.app", "applinks:good.aasa.test",
        ]
        let junit = try await Self.judge(common + ["--format", "junit"])
        let document = try XMLDocument(xmlString: junit.stdout)
        let names = try document.nodes(forXPath: "//testcase[@classname='aasa.android.app']/@name").map {
            $0.stringValue ?? ""
        }
        #expect(names == ["com.example.app (manifest)"], "\(junit.stdout)")
        #expect(!junit.stdout.contains("AndroidManifest.xml"))
        let metrics = try await Self.judge(common + ["--format", "prometheus"])
        #expect(metrics.stdout.contains(#"aasa_android_app_up{app_id="com.example.app",source="manifest"}"#))
        #expect(!metrics.stdout.contains("AndroidManifest.xml"))
    }

    /// A suite's time is its hosts' fetch time, each host once; the whole document's is the sum
    /// of its suites'. (A host serving three entries is one fetch, not three.)
    @Test func junitTimesCountEachHostOnce() async throws {
        let arguments = [
            "--android-app", Self.app, "--app-id", "ABCDE12345.com.example.app", "applinks:good.aasa.test",
            "webcredentials:good.aasa.test", "activitycontinuation:good.aasa.test", "android:good.aasa.test",
            "android:octet.aasa.test",
        ]
        let json = try await Self.judge(arguments + ["--format", "json"]).json()
        var perPlatform: [String: Int] = [:]
        for domain in json["domains"] as? [[String: Any]] ?? [] {
            let fetch = domain["fetch"] as? [String: Any]
            perPlatform[domain["platform"] as? String ?? "", default: 0] += fetch?["totalMs"] as? Int ?? 0
        }
        let junit = try await Self.judge(arguments + ["--format", "junit"])
        let document = try XMLDocument(xmlString: junit.stdout)
        func time(_ path: String) throws -> Int {
            let text = try document.nodes(forXPath: path).first?.stringValue ?? ""
            return Int(((Double(text) ?? -1) * 1000).rounded())
        }
        #expect(try time("//testsuite[@name='aasa.apple']/@time") == perPlatform["apple"])
        #expect(try time("//testsuite[@name='aasa.android']/@time") == perPlatform["android"])
        #expect(try time("/testsuites/@time") == perPlatform.values.reduce(0, +))
    }

    /// `android:HOST` with `--android-app PACKAGE:FP` (no app file): the app's own case fails
    /// with the entry that fails it, as an Apple app's does.
    @Test func anAndroidAppNamedByItsKeyHasItsOwnCase() async throws {
        let junit = try await Self.judge([
            "--android-app", Self.app, "android:good.aasa.test", "android:octet.aasa.test", "--format", "junit",
        ])
        let document = try XMLDocument(xmlString: junit.stdout)
        let app = try document.nodes(forXPath: "//testcase[@classname='aasa.android.app']")
        #expect(app.count == 1, "\(junit.stdout)")
        #expect(
            try document.nodes(forXPath: "//testcase[@classname='aasa.android.app']/@name").first?.stringValue
                == "com.example.app")
        #expect(try !document.nodes(forXPath: "//testcase[@classname='aasa.android.app']/failure").isEmpty)
    }

    /// Every format carries every error and warning the text report shows, and no other (issue
    /// 55, item 2): one scenario with host, app-file and URL findings on both platforms, judged
    /// from the recording into text, json, SARIF, GitHub, JUnit and HTML, gives one set of
    /// (severity, id) in each.
    @Test func everyFormatCarriesTheSameFindings() async throws {
        let common = [
            "--android-manifest", OneJudgeTests.manifest, "--android-app", Self.app, "--app-id",
            "ABCDE12345.com.example.app", "applinks:good.aasa.test", "android:octet.aasa.test", "--expect-url",
            "https://good.aasa.test/nope", "--format",
        ]
        func output(_ format: String) async throws -> String { try await Self.judge(common + [format]).stdout }
        typealias Pairs = Set<[String]>
        func matches(_ text: String, _ pattern: Regex<(Substring, Substring, Substring)>) -> Pairs {
            Set(text.matches(of: pattern).map { [String($0.output.1), String($0.output.2)] })
        }
        let text = matches(try await output("text"), #/\n +(error|warning) +([a-z0-9.-]+) /#)
        #expect(text.count == 3, "\(text)")
        let json = try await Self.judge(common + ["json"]).json()
        var fromJSON = Pairs()
        let holders =
            (json["domains"] as? [[String: Any]] ?? []) + (json["packages"] as? [[String: Any]] ?? [])
        for holder in holders {
            for finding in holder["findings"] as? [[String: Any]] ?? [] {
                fromJSON.insert([finding["severity"] as? String ?? "", finding["id"] as? String ?? ""])
            }
        }
        for url in json["urls"] as? [[String: Any]] ?? [] {
            if let finding = url["finding"] as? [String: Any] {
                fromJSON.insert([finding["severity"] as? String ?? "", finding["id"] as? String ?? ""])
            }
        }
        #expect(fromJSON.filter { $0[0] != "info" } == text)
        let sarif = try await Self.judge(common + ["sarif"]).json()
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let fromSARIF = Pairs(
            results.compactMap { result in
                let level = result["level"] as? String ?? ""
                guard level != "note" else { return nil }
                return [level, result["ruleId"] as? String ?? ""]
            })
        #expect(fromSARIF == text)
        #expect(matches(try await output("github"), #/::(error|warning) [^:]*title=([a-z0-9.-]+) /#) == text)
        #expect(matches(try await output("junit"), #/[>\n](error|warning) ([a-z0-9.-]+): /#) == text)
        #expect(
            matches(
                try await output("html"),
                #/<li class="(error|warning)"><span class="sev">[a-z]+</span> <code>([a-z0-9.-]+)</code>/#) == text)
    }

    /// `--site-root HOST=DIR` (issue 55, item 1): a served file's findings land on the lines of the
    /// repository's copy in SARIF and GitHub, relative to `--sarif-root`; without it GitHub gives
    /// no line that no file of the repository has.
    @Test func servedFilesFindingsLandOnTheRepositorysCopy() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repo-\(UUID().uuidString)")
        let common = [
            "--app-id", "ABCDE12345.com.example.app", "applinks:good.aasa.test", "--sarif-root", root.path,
            "--site-root", "good.aasa.test=\(root.path)/web", "--format",
        ]
        let sarif = try await Self.judge(common + ["sarif"]).json()
        let result = try #require(
            ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first {
                $0["ruleId"] as? String == "rules.minimum-os"
            })
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect(
            (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
                == "web/.well-known/apple-app-site-association")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 3)
        let github = try await Self.judge(common + ["github"]).stdout
        #expect(github.contains("file=web/.well-known/apple-app-site-association,line=3,col=17,"), "\(github)")
        let bare = try await Self.judge([
            "--app-id", "ABCDE12345.com.example.app", "applinks:good.aasa.test",
            "--format", "github",
        ]).stdout
        #expect(bare.hasPrefix("::notice title=rules.minimum-os"), "\(bare)")
    }
}
