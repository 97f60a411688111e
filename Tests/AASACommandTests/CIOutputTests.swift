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

    /// A repository with an `.entitlements` file whose entries on lines 10 and 11 are wrong.
    static func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>application-identifier</key>
            \t<string>ABCDE12345.com.example.app</string>
            \t<key>com.apple.developer.associated-domains</key>
            \t<array>
            \t\t<string>applinks:good.aasa.test</string>
            \t\t<string>applinks:good.aasa.test?mode=developer</string>
            \t\t<string>webcredentials:https://good.aasa.test</string>
            \t</array>
            </dict>
            </plist>

            """.utf8
        ).write(to: root.appendingPathComponent("ios/App.entitlements"))
        return root
    }

    /// Entitlement findings land on their entry's line of the `.entitlements` file (issue 55):
    /// json names the file and line, SARIF and GitHub place them relative to `--sarif-root`.
    @Test func entitlementFindingsLandOnTheirLines() async throws {
        let root = try Self.repository()
        let common = [
            "--entitlements", root.path + "/ios/App.entitlements", "--sarif-root", root.path, "--format",
        ]
        let json = try await Self.judge(common + ["json"]).json()
        let findings = (json["domains"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
        func place(_ id: String) -> [String?] {
            let finding = findings.first { $0["id"] as? String == id }
            return [finding?["file"] as? String, (finding?["line"] as? Int).map(String.init)]
        }
        #expect(place("entitlement.mode") == [root.path + "/ios/App.entitlements", "10"])
        #expect(place("entitlement.syntax") == [root.path + "/ios/App.entitlements", "11"])
        // A finding the group makes about one entry lands on that entry's line too.
        #expect(place("entitlement.duplicate") == [root.path + "/ios/App.entitlements", "10"])
        let sarif = try await Self.judge(common + ["sarif"]).json()
        let results = (sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        let mode = try #require(results.first { $0["ruleId"] as? String == "entitlement.mode" })
        let location = (mode["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "ios/App.entitlements")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 10)
        let github = try await Self.judge(common + ["github"]).stdout
        #expect(github.contains("::error file=ios/App.entitlements,line=11,col=11,title=entitlement.syntax "))
    }

    /// Every format carries every error and warning the text report shows, at the same place,
    /// and no other (issue 55, item 2): one scenario with host, entitlements, app-file and URL
    /// findings on both platforms, judged from the recording into text, json, SARIF, GitHub,
    /// JUnit and HTML, gives one set of (severity, id, file, line) in each. The file is a
    /// repository file of the finding's own (an `.entitlements` file), empty where the finding is
    /// about its host's served file or its app file, which every format places by its section.
    @Test func everyFormatCarriesTheSameFindingsAtTheSamePlaces() async throws {
        let root = try Self.repository()
        let common = [
            "--android-manifest", OneJudgeTests.manifest, "--android-app", Self.app, "--entitlements",
            root.path + "/ios/App.entitlements", "applinks:good.aasa.test", "android:octet.aasa.test",
            "--expect-url", "https://good.aasa.test/nope", "--site-root", "good.aasa.test=\(root.path)/web",
            "--sarif-root", root.path, "--format",
        ]
        func output(_ format: String) async throws -> String { try await Self.judge(common + [format]).stdout }
        typealias Places = Set<[String]>
        let ownFile = "App.entitlements"
        func named(_ path: String?) -> String {
            guard let path, path.hasSuffix(ownFile) else { return "" }
            return ownFile
        }
        /// `at ios/App.entitlements, line 10:11; entry: ...` as text, JUnit and HTML write it,
        /// on a line or in a block of its own before the fix.
        func place(_ finding: Substring) -> [String] {
            let subject = finding.firstRange(of: "fix: ").map { finding[..<$0.lowerBound] } ?? finding
            guard let at = subject.firstMatch(of: #/(?:\n *|class="where">)at ([^;\n<]*)/#)?.output.1 else {
                return ["", "0"]
            }
            let line = at.firstMatch(of: #/line (\d+):/#).map { String($0.output.1) } ?? "0"
            let file = at.split(separator: ", ").first.map(String.init)
            return [named(file), line]
        }
        func findings(_ text: String, _ header: Regex<(Substring, Substring, Substring)>) -> Places {
            let matches = text.matches(of: header)
            return Places(
                matches.indices.map { index in
                    let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : text.endIndex
                    let match = matches[index]
                    return [String(match.output.1), String(match.output.2)]
                        + place(text[match.range.upperBound..<end])
                })
        }
        let text = findings(try await output("text"), #/\n +(error|warning) +([a-z0-9.-]+) /#)
        #expect(text.count == 6, "\(text)")
        #expect(text.contains(["error", "entitlement.syntax", ownFile, "11"]))
        #expect(text.contains(["warning", "entitlement.mode", ownFile, "10"]))
        let json = try await Self.judge(common + ["json"]).json()
        var fromJSON = Places()
        let holders =
            (json["domains"] as? [[String: Any]] ?? []) + (json["packages"] as? [[String: Any]] ?? [])
        // A URL result has its one finding, and its notes apart.
        let urlFindings = (json["urls"] as? [[String: Any]] ?? []).compactMap { $0["finding"] as? [String: Any] }
        for findings in holders.map({ $0["findings"] as? [[String: Any]] ?? [] }) + [urlFindings] {
            for finding in findings {
                fromJSON.insert([
                    finding["severity"] as? String ?? "", finding["id"] as? String ?? "",
                    named(finding["file"] as? String), String(finding["line"] as? Int ?? 0),
                ])
            }
        }
        #expect(fromJSON.filter { $0[0] != "info" } == text)
        let sarif = try await Self.judge(common + ["sarif"]).json()
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let fromSARIF = Places(
            results.compactMap { result in
                let level = result["level"] as? String ?? ""
                guard level != "note" else { return nil }
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
                let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
                return [level, result["ruleId"] as? String ?? "", named(uri), String(line)]
            })
        #expect(fromSARIF == text)
        let github = Places(
            try await output("github").matches(of: #/::(error|warning) ([^:]*)title=([a-z0-9.-]+) /#).map { match in
                let properties = match.output.2
                let file = properties.firstMatch(of: #/file=([^,]*),/#).map { String($0.output.1) }
                let line = properties.firstMatch(of: #/line=(\d+),/#).map { String($0.output.1) } ?? "0"
                return [String(match.output.1), String(match.output.3), named(file), line]
            })
        #expect(github == text)
        #expect(findings(try await output("junit"), #/[>\n](error|warning) ([a-z0-9.-]+): /#) == text)
        #expect(
            findings(
                try await output("html"),
                #/<li class="(error|warning)"><span class="sev">[a-z]+</span> <code>([a-z0-9.-]+)</code>/#) == text)
    }

    /// docs/android.md names every key of a report's `packages` object as reports write it
    /// (issue 55: it said `package` where reports write `packageName`).
    @Test func theDocsNameThePackagesKeysAsReportsWriteThem() async throws {
        let json = try await Self.judge([
            "--android-manifest", OneJudgeTests.manifest, "--android-app", Self.app, "--format", "json",
        ]).json()
        let package = try #require((json["packages"] as? [[String: Any]])?.first)
        let docs = try String(
            contentsOfFile: AASABinary.repositoryRoot.appendingPathComponent("docs/android.md").path, encoding: .utf8)
        let start = try #require(docs.firstRange(of: "JSON reports list the apps under `packages`:"))
        let paragraph = docs[start.upperBound...]
        let end = paragraph.firstRange(of: "\n\n").map { paragraph[..<$0.lowerBound] } ?? paragraph
        let named = Set(end.matches(of: #/`([A-Za-z0-9]+)`/#).map { String($0.output.1) })
        #expect(Set(package.keys).subtracting(named).isEmpty, "undocumented: \(Set(package.keys).subtracting(named))")
    }

    /// `match --format junit` names the formats `--help` names, jsonl with `--urls` among them.
    @Test func matchsFormatErrorNamesWhatHelpNames() async throws {
        let run = try await AASABinary.run([
            "match", "--file", AASABinary.fixture("records/AndroidManifest.xml"), "--format", "junit",
            "https://good.aasa.test/",
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("expected one of: text, json (jsonl with --urls)"), "\(run.stderr)")
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
