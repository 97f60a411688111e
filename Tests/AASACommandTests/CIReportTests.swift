import FixtureWorld
import Foundation
import Testing

/// Reports for CI tools (issue 43): several from one run (`--report FORMAT=PATH`), SARIF 2.1.0
/// for GitHub code scanning, GitHub workflow-command annotations.
@Suite struct CIReportTests {
    static let file = AASABinary.fixture("assetlinks/047.json")

    /// Validates a SARIF log against the official 2.1.0 schema (Tests/Fixtures/sarif, from
    /// oasis-tcs/sarif-spec) with Debian's python3-jsonschema; the validator's words when it fails.
    static func schemaProblem(_ log: URL) async throws -> String? {
        let schema = AASABinary.fixture("sarif/sarif-schema-2.1.0.json")
        let script =
            "import json, sys, jsonschema; "
            + "jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))"
        let (status, output) = try await AndroidAppFixtures.tool("/usr/bin/python3", ["-c", script, log.path, schema])
        return status == 0 ? nil : output
    }

    /// Validates a JUnit report against the schema of Jenkins' xUnit plugin (Tests/Fixtures/junit,
    /// from jenkinsci/xunit-plugin) with Debian's xmllint; its words when it fails.
    static func junitProblem(_ report: URL) async throws -> String? {
        let schema = AASABinary.fixture("junit/junit-10.xsd")
        let (status, output) = try await AndroidAppFixtures.tool(
            "/usr/bin/xmllint", ["--noout", "--nonet", "--schema", schema, report.path])
        return status == 0 ? nil : output
    }

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// One lint, three reports: text on standard output, SARIF and JUnit in files; SARIF's results
    /// carry each finding's rule, level, file and the line and column JSON gives it.
    @Test func oneLintWritesEveryReportAsked() async throws {
        let directory = try Self.scratch()
        let sarif = directory.appendingPathComponent("aasa.sarif")
        let junit = directory.appendingPathComponent("junit.xml")
        let run = try await AASABinary.run([
            "lint", Self.file, "--report", "sarif=\(sarif.path)", "--report", "junit=\(junit.path)", "--sarif-root",
            AASABinary.repositoryRoot.path,
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("android.fingerprint-format"))
        let json = try await AASABinary.run(["lint", "--format", "json", Self.file])
        let findings = try #require(
            ((try json.json()["files"] as? [[String: Any]])?.first)?["findings"] as? [[String: Any]])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "aasa")
        let rules = (driver["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == findings.compactMap { $0["id"] as? String })
        #expect(Set(rules) == Set(results.compactMap { $0["ruleId"] as? String }))
        for (result, finding) in zip(results, findings) {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            // Relative to --sarif-root, as code scanning places results in the repository.
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri == "Tests/Fixtures/assetlinks/047.json")
            let region = location?["region"] as? [String: Any]
            #expect(region?["startLine"] as? Int == finding["line"] as? Int)
            #expect(region?["startColumn"] as? Int == finding["column"] as? Int)
        }
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<testsuite"))
        #expect(try await Self.junitProblem(junit) == nil)
        #expect(try await Self.schemaProblem(sarif) == nil)
    }

    @Test func githubAnnotationsPointAtTheLines() async throws {
        let run = try await AASABinary.run(["lint", "--format", "github", Self.file])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") || $0.hasPrefix("::error file=") })
        #expect(
            lines.contains { $0.hasPrefix("::error file=\(Self.file),line=7,col=7,title=android.fingerprint-format::") }
        )
    }

    /// A second --format or --output would silently win over the first: exit 2 naming --report.
    @Test(arguments: [["--format", "json", "--format", "text"], ["--output", "/tmp/a", "--output", "/tmp/b"]])
    func aRepeatedFormatOrOutputIsRefused(_ options: [String]) async throws {
        let run = try await AASABinary.run(["lint", Self.file] + options)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--report"))
    }

    /// verify: the JUnit file and the text log of the same fetch.
    @Test func verifyWritesItsExtraReportsFromOneFetch() async throws {
        let world = try FixtureWorld.shared()
        let directory = try Self.scratch()
        let junit = directory.appendingPathComponent("junit.xml")
        let sarif = directory.appendingPathComponent("aasa.sarif")
        let run = try await AASABinary.run([
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "good.aasa.test", "missing.aasa.test", "--report", "junit=\(junit.path)",
            "--report", "sarif=\(sarif.path)", "--no-progress",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("missing.aasa.test"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("missing.aasa.test") && xml.contains("<failure"))
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        #expect(results.contains { $0["ruleId"] as? String == "http.status" })
        #expect(try await Self.schemaProblem(sarif) == nil)
        #expect(try await Self.junitProblem(junit) == nil)
    }

    /// A finding whose fix replaces a string carries it as a SARIF fix: a text edit of that string's
    /// characters, which applied to the file makes the finding go away; valid against the schema.
    @Test func lintsSARIFCarriesFixesAsTextEdits() async throws {
        let directory = try Self.scratch()
        let file = directory.appendingPathComponent("apple-app-site-association")
        let text = #"""
            {"applinks": {"details": [{"appIDs": ["abcde12345.com.example.app"], "components": [{"/": "/a/*"}]}]}}
            """#
        try text.write(to: file, atomically: true, encoding: .utf8)
        let run = try await AASABinary.run([
            "lint", file.path, "--format", "sarif", "--sarif-root", directory.path, "--app-id",
            "ABCDE12345.com.example.app",
        ])
        let sarif = directory.appendingPathComponent("lint.sarif")
        try Data(run.stdout.utf8).write(to: sarif)
        #expect(try await Self.schemaProblem(sarif) == nil)
        let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        let result = try #require(results.first { $0["ruleId"] as? String == "schema.app-id-case" })
        let change = try #require(
            ((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "apple-app-site-association")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Any])
        let inserted = try #require((replacement["insertedContent"] as? [String: Any])?["text"] as? String)
        let start = try #require(region["startColumn"] as? Int), end = try #require(region["endColumn"] as? Int)
        #expect(region["startLine"] as? Int == 1)
        let line = Array(text.utf8)
        let fixed = String(decoding: line[..<(start - 1)] + Array(inserted.utf8) + line[(end - 1)...], as: UTF8.self)
        try fixed.write(to: file, atomically: true, encoding: .utf8)
        let again = try await AASABinary.run(["lint", file.path, "--format", "json"])
        #expect(!again.stdout.contains("schema.app-id-case"), "\(fixed)")
        #expect(again.status == 0, "\(again.stdout)")
    }

    /// verify's SARIF places an app file's findings at the manifest's line, relative to the
    /// working directory, beside the hosts' findings at their URLs; valid against the schema.
    @Test func verifysSARIFPointsAtTheManifestLine() async throws {
        let directory = try Self.scratch()
        let manifest = directory.appendingPathComponent("AndroidManifest.xml")
        try #"""
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
          <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="34"/>
          <application><activity android:name=".Main">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW"/>
              <category android:name="android.intent.category.DEFAULT"/>
              <category android:name="android.intent.category.BROWSABLE"/>
              <data android:scheme="https" android:host="Good.aasa.test"/>
            </intent-filter>
          </activity></application>
        </manifest>
        """#.write(to: manifest, atomically: true, encoding: .utf8)
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--format", "sarif", "--sarif-root",
            directory.path, "--android-manifest", manifest.path, "--android-app", AndroidVerifyTests.app,
        ])
        let sarif = directory.appendingPathComponent("verify.sarif")
        try Data(run.stdout.utf8).write(to: sarif)
        #expect(try await Self.schemaProblem(sarif) == nil)
        let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        let hostCase = try #require(results.first { $0["ruleId"] as? String == "android-app.host-case" })
        let location = (hostCase["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "AndroidManifest.xml")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 8)
    }

    /// Two platforms and two apps: a suite per platform, no host in any classname, a time on
    /// every case, the same case names when the second app joins, and valid against Jenkins'
    /// schema.
    @Test func aTwoPlatformTwoAppJUnitIsWhatJenkinsReads() async throws {
        let world = try FixtureWorld.shared()
        let directory = try Self.scratch()
        func junit(_ apps: [String]) async throws -> (URL, String) {
            let file = directory.appendingPathComponent("junit-\(apps.count).xml")
            let run = try await AASABinary.run(
                [
                    "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--no-progress",
                    "good.aasa.test", "missing.aasa.test", "android:good.aasa.test", "--android-app",
                    AndroidVerifyTests.app, "--report", "junit=\(file.path)",
                ] + apps.flatMap { ["--app-id", $0] })
            #expect(run.status == 1, "\(run.stderr)")
            return (file, try String(contentsOf: file, encoding: .utf8))
        }
        let (oneFile, one) = try await junit(["ABCDE12345.com.example.app"])
        let (twoFile, two) = try await junit(["ABCDE12345.com.example.app", "ZZZZZ99999.com.example.other"])
        for (file, xml) in [(oneFile, one), (twoFile, two)] {
            #expect(try await Self.junitProblem(file) == nil)
            #expect(xml.contains(#"<testsuite name="aasa.apple""#) && xml.contains(#"<testsuite name="aasa.android""#))
            let classnames = xml.components(separatedBy: "classname=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(!classnames.isEmpty && classnames.allSatisfy { !$0.contains("aasa.test") }, "\(classnames)")
            let cases = xml.components(separatedBy: "<testcase ").count - 1
            #expect(xml.components(separatedBy: " time=\"").count - 1 >= cases)
        }
        let name = #" name="good.aasa.test (ABCDE12345.com.example.app)""#
        #expect(one.contains(name) && two.contains(name), "a case keeps its name when an app joins")
    }
}

/// `--accept` (issue 43, item 5): a finding a team lives with is listed, marked, and fails nothing.
@Suite struct AcceptedFindingTests {
    static let file = AASABinary.fixture("assetlinks/047.json")

    @Test func anAcceptedWarningNoLongerFailsAStrictRun() async throws {
        // 047.json: a relation typo (warning) and a fingerprint without colons (error).
        let strict = try await AASABinary.run(["lint", "--strict", "--format", "json", Self.file])
        #expect(strict.status == 1)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("accept-\(UUID().uuidString)")
        try Data("# the typo is deliberate\nandroid.relation-unknown\nandroid.fingerprint-format@\(Self.file)\n".utf8)
            .write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await AASABinary.run([
            "lint", "--strict", "--format", "json", Self.file, "--accept-file", file.path, "--accept",
            "json.bom",
        ])
        #expect(run.status == 0, "\(run.stdout)")
        let findings = try #require(
            ((try run.json()["files"] as? [[String: Any]])?.first)?["findings"] as? [[String: Any]])
        #expect(findings.count == 2 && findings.allSatisfy { $0["accepted"] as? Bool == true })
        #expect(run.stderr.contains("--accept json.bom matched no finding"))
    }

    @Test func anAcceptanceIsScopedToItsHostOrApp() async throws {
        let other = try await AASABinary.run(["lint", Self.file, "--accept", "android.fingerprint-format@other.json"])
        #expect(other.status == 1)
        let unknown = try await AASABinary.run(["lint", Self.file, "--accept", "android.no-such-id"])
        #expect(unknown.status == 2)
    }

    /// verify: every finding of a failing host accepted for that host turns the run to exit 0,
    /// and each accepted finding says so in json.
    @Test func verifyAcceptsFindingsOfAHost() async throws {
        let world = try FixtureWorld.shared()
        let base = [
            "verify", "--format", "json", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "missing.aasa.test",
        ]
        let failing = try await AASABinary.run(base)
        #expect(failing.status == 1)
        let domain = try #require((try failing.json()["domains"] as? [[String: Any]])?.first)
        let ids = Set((domain["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        let accepted = try await AASABinary.run(
            base + ids.sorted().flatMap { ["--accept", "\($0)@missing.aasa.test"] })
        #expect(accepted.status == 0, "\(accepted.stdout)")
        let findings =
            (try accepted.json()["domains"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]] ?? []
        #expect(!findings.isEmpty && findings.allSatisfy { $0["accepted"] as? Bool == true })
    }
}
