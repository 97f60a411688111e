import FixtureWorld
import Foundation
import Testing

/// `verify --urls` (issue 54): every URL of a sitemap answered per platform and device band,
/// and a release's lost links against the last release's report.
@Suite(.serialized) struct ReleaseReportTests {
    /// An app with a filter of each path kind on good.aasa.test, installing from API 24.
    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            <uses-sdk android:minSdkVersion="24" android:targetSdkVersion="34"/>
            <application>
                <activity android:name=".Main" android:exported="true">
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW"/>
                        <category android:name="android.intent.category.DEFAULT"/>
                        <category android:name="android.intent.category.BROWSABLE"/>
                        <data android:scheme="https" android:host="good.aasa.test"/>
                        <data android:path="/exact"/>
                        <data android:pathPrefix="/buy"/>
                        <data android:pathPattern="/menu/.*"/>
                        <data android:pathAdvancedPattern="/item/[0-9]+"/>
                        <data android:pathSuffix=".pdf"/>
                    </intent-filter>
                </activity>
            </application>
        </manifest>
        """

    /// The answers docs/rules gives, URL by URL: iOS, then Android 15+, 12-14 and 6-11.
    ///
    /// - good.aasa.test serves the good file (`/buy/*`, `/help/*` after an exclude of
    ///   `/help/private/*`, `/menu/$(food)`); a.wild.aasa.test has an exact entry and
    ///   b.wild.aasa.test only the wildcard's, both serving the good file (the exact entry's file
    ///   decides for a.wild, the wildcard's for b.wild: docs/rules/associated-domains.md, 4).
    /// - pathAdvancedPattern and pathSuffix are read from API 31 (android-app-links A3): 6-11 has
    ///   only path, pathPrefix and pathPattern; no filter names the wild hosts.
    static let expected: [String: [String]] = [
        "https://good.aasa.test/buy/1": ["opens", "opens", "opens", "opens"],
        "https://good.aasa.test/help/private/x": ["does-not-open", "no-filter", "no-filter", "no-filter"],
        "https://good.aasa.test/item/42": ["does-not-open", "opens", "opens", "no-filter"],
        "https://good.aasa.test/doc/a.pdf": ["does-not-open", "opens", "opens", "no-filter"],
        "https://good.aasa.test/menu/pizza": ["opens", "opens", "opens", "opens"],
        "https://a.wild.aasa.test/buy/2": ["opens", "no-filter", "no-filter", "no-filter"],
        "https://b.wild.aasa.test/help/x": ["opens", "no-filter", "no-filter", "no-filter"],
    ]

    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// What json (or jsonl's `url` lines) says of each URL: iOS's verdict and each band's.
    static func answers(_ results: [[String: Any]]) -> [String: [String]] {
        var answers: [String: [String]] = [:]
        for result in results {
            let url = result["url"] as? String ?? ""
            var row = answers[url] ?? ["", "", "", ""]
            if result["platform"] as? String == "apple" {
                row[0] = result["verdict"] as? String ?? ""
            } else {
                let bands = result["answers"] as? [[String: Any]] ?? []
                for (index, band) in ["android-15+", "android-12-14", "android-6-11"].enumerated() {
                    row[index + 1] =
                        bands.first { $0["generation"] as? String == band }?["verdict"] as? String
                        ?? result["verdict"] as? String ?? ""
                }
            }
            answers[url] = row
        }
        return answers
    }

    /// A sitemap index on the web with a plain and a gzip child: every URL answered per platform
    /// and band as the rules say, in json and in jsonl; a URL on a host nothing covers is counted
    /// apart and never fetched.
    @Test func everyURLOfASitemapIsAnsweredPerPlatformAndBand() async throws {
        let world = try FixtureWorld.shared()
        let directory = try Self.directory()
        let manifest = directory.appendingPathComponent("AndroidManifest.xml")
        try Data(Self.manifest.utf8).write(to: manifest)
        let common = [
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "applinks:good.aasa.test", "applinks:a.wild.aasa.test",
            "applinks:*.wild.aasa.test", "--android-manifest", manifest.path, "--android-app", AndroidVerifyTests.app,
            "--urls", "https://sitemap.aasa.test/index.xml", "--format",
        ]
        let json = try await AASABinary.run(common + ["json"])
        #expect(json.status == 0, "\(json.stderr)")
        let urls = try json.json()["urls"] as? [[String: Any]] ?? []
        var answers = Self.answers(urls)
        #expect(
            answers.removeValue(forKey: "https://elsewhere.aasa.test/x") == Array(repeating: "not-covered", count: 4))
        #expect(answers == Self.expected)
        // The deciding rule of Apple's answer, and the filter of Android's.
        let buy = urls.first {
            $0["url"] as? String == "https://good.aasa.test/buy/1" && $0["platform"] as? String == "apple"
        }
        #expect(buy?["rule"] as? String != nil)
        #expect(buy?["expected"] == nil)
        let jsonl = try await AASABinary.run(common + ["jsonl"])
        let lines = jsonl.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        var fromLines = Self.answers(lines.compactMap { $0["url"] as? [String: Any] })
        fromLines.removeValue(forKey: "https://elsewhere.aasa.test/x")
        #expect(fromLines == Self.expected)
        // Nothing was asked of the host no entry or app names.
        #expect(
            !(try json.json()["domains"] as? [[String: Any]] ?? []).contains {
                $0["domain"] as? String == "elsewhere.aasa.test"
            })
        let text = try await AASABinary.run(common + ["text"])
        #expect(
            text.stdout.contains(
                "8 URLs: 2 open on both, 2 Apple only, 2 Android only, 1 neither, 0 not checked, 1 on hosts nothing in the run covers"
            ), "\(text.stdout)")
    }

    /// docs/usage.md's release workflow runs as written, its files and site standing for the
    /// fixture world's: the first command writes the report, the second compares with it.
    @Test func theDocumentedReleaseWorkflowRuns() async throws {
        let world = try FixtureWorld.shared()
        let directory = try Self.directory()
        let commands = try DocumentedURLExamplesTests.commands(in: ["docs/usage.md"]).filter {
            $0.hasPrefix("aasa verify ") && $0.contains("--urls")
        }
        #expect(commands.count == 2, "\(commands)")
        let entitlements = directory.appendingPathComponent("App.entitlements")
        try Data(
            (#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
                + "<key>application-identifier</key><string>ABCDE12345.com.example.app</string>"
                + "<key>com.apple.developer.associated-domains</key><array><string>applinks:good.aasa.test</string>"
                + "</array></dict></plist>").utf8
        ).write(to: entitlements)
        let manifest = directory.appendingPathComponent("AndroidManifest.xml")
        try Data(Self.manifest.utf8).write(to: manifest)
        let files = [
            "App.entitlements": entitlements.path, "AndroidManifest.xml": manifest.path,
            "https://shop.example.com/sitemap.xml": "https://sitemap.aasa.test/pages.xml",
            "last-release.json": directory.appendingPathComponent("last-release.json").path,
        ]
        for command in commands {
            let arguments =
                command.split(separator: " ").dropFirst().map { files[String($0)] ?? String($0) } + [
                    "--connect-to", world.connectTo, "--cacert", world.caFile, "--android-app", AndroidVerifyTests.app,
                ]
            let run = try await AASABinary.run(arguments)
            #expect(run.status == 0, "\(command)\n\(run.stderr)")
        }
        let report =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: files["last-release.json"] ?? ""))) as? [String: Any]
        #expect((report?["urls"] as? [[String: Any]])?.count == 10)
    }

    /// A sitemap that redirects is followed (and said), unlike an association file.
    @Test func aSitemapsRedirectIsFollowedAndSaid() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "applinks:good.aasa.test", "--urls", "https://sitemap.aasa.test/moved.xml",
            "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains("https://sitemap.aasa.test/moved.xml redirects to https://sitemap.aasa.test/pages.xml"))
        #expect((try run.json()["urls"] as? [[String: Any]])?.count == 5)
    }

    /// A sitemap's child is a URL the file chose: it may reach only public addresses unless the
    /// user routed its host, as an include may (`localhost` here is this machine).
    @Test func aSitemapsChildOnThisMachineIsRefused() async throws {
        let world = try FixtureWorld.shared()
        let index = try Self.directory().appendingPathComponent("index.xml")
        let port = world.connectTo.split(separator: ":").last ?? ""
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <sitemap><loc>https://localhost:\(port)/pages.xml</loc></sitemap>
            </sitemapindex>
            """.utf8
        ).write(to: index)
        let run = try await AASABinary.run([
            "verify", "--connect-to", "good.aasa.test:443:127.0.0.1:\(port)", "--cacert", world.caFile, "--app-id",
            "ABCDE12345.com.example.app", "applinks:good.aasa.test", "--urls", index.path,
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("not public"), "\(run.stderr)")
    }

    /// A list is parsed a batch per core: of two lines that are not URLs, in different batches,
    /// the earlier is named, before anything is fetched.
    @Test func aListsFirstBadLineIsNamed() async throws {
        let directory = try Self.directory()
        let list = directory.appendingPathComponent("bad-lines.txt")
        var lines = (1...20_000).map { "https://good.aasa.test/buy/\($0)" }
        lines[14_999] = "https://good.aasa.test:99999/later"
        lines[6_999] = "not a url"
        try lines.joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        let run = try await AASABinary.run(
            ["verify", "--app-id", "ABCDE12345.com.example.app", "applinks:good.aasa.test", "--urls", list.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("line 7000:"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// Hostile sitemaps end with the run's error, in bounded time: 2 GB of zeros gzip-compressed,
    /// an index of 100,000 children, a redirect to itself.
    @Test(arguments: [
        ("bomb.xml.gz", "inflates past 50 MB"), ("huge-index.xml", "holds more than 50000 sitemaps"),
        ("loop.xml", "redirects more than 5 times"),
    ])
    func hostileSitemapsEndWithAClearError(_ path: String, _ said: String) async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run(
            [
                "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id",
                "ABCDE12345.com.example.app", "applinks:good.aasa.test", "--urls", "https://sitemap.aasa.test/\(path)",
                "--timeout", "30",
            ], timeout: 90)
        #expect(run.status == 2)
        #expect(run.stderr.contains(said), "\(run.stderr)")
        // Said before any association file was fetched: no report.
        #expect(run.stdout.isEmpty)
    }
}

/// Two worlds, "today" (the recording of Tests/Fixtures/records) and "release" (the same with an
/// exclude rule for /buy/1 in good.aasa.test's AASA and another signing key in www.aasa.test's
/// assetlinks.json): the release run against today's report says exactly which links stop
/// opening, per platform and band, and `--fail-on-change` fails on them.
@Suite struct ReleaseChangeTests {
    static let urls = ["https://good.aasa.test/buy/1", "https://good.aasa.test/buy/2", "https://www.aasa.test/shop/1"]

    /// The recording with `edit` applied to the body of each fetch whose URL ends with `path`.
    static func recording(editing edits: [(host: String, path: String, edit: (String) -> String)]) throws -> String {
        let text = try String(contentsOfFile: OneJudgeTests.recording, encoding: .utf8)
        var lines: [String] = []
        for line in text.split(separator: "\n") {
            guard var host = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = host["host"] as? String, var fetches = host["fetches"] as? [[String: Any]]
            else {
                lines.append(String(line))
                continue
            }
            for index in fetches.indices {
                guard var record = fetches[index]["record"] as? [String: Any], let url = record["url"] as? String,
                    let body = record["body"] as? String, let bytes = Data(base64Encoded: body)
                else { continue }
                for edit in edits where edit.host == name && url.hasSuffix(edit.path) {
                    record["body"] = Data(edit.edit(String(decoding: bytes, as: UTF8.self)).utf8).base64EncodedString()
                }
                fetches[index]["record"] = record
            }
            host["fetches"] = fetches
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: host), as: UTF8.self))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: path)
        return path.path
    }

    @Test func aReleaseSaysWhichLinksStopOpening() async throws {
        let directory = try ReleaseReportTests.directory()
        let list = directory.appendingPathComponent("urls.txt")
        try Data((Self.urls.joined(separator: "\n") + "\n").utf8).write(to: list)
        let release = try Self.recording(editing: [
            (
                "good.aasa.test", "apple-app-site-association",
                {
                    $0.replacingOccurrences(
                        of: #"{ "/": "/buy/*""#, with: #"{ "/": "/buy/1", "exclude": true }, { "/": "/buy/*""#)
                }
            ),
            ("www.aasa.test", "assetlinks.json", { $0.replacingOccurrences(of: "14:6D:E9", with: "15:6D:E9") }),
        ])
        let common = [
            "--android-manifest", OneJudgeTests.manifest, "--android-app", CIOutputTests.app, "--app-id",
            "ABCDE12345.com.example.app", "applinks:good.aasa.test", "--urls", list.path,
        ]
        let today = try await AASABinary.run(["judge", OneJudgeTests.recording] + common + ["--format", "json"])
        #expect(today.status == 0, "\(today.stderr)")
        let baseline = directory.appendingPathComponent("today.json")
        try Data(today.stdout.utf8).write(to: baseline)
        for format in ["json", "jsonl"] {
            let run = try await AASABinary.run(
                ["judge", release] + common + [
                    "--baseline", baseline.path, "--fail-on-change", "--format", format,
                ])
            #expect(run.status == 1, "\(format): \(run.stderr)")
            let results =
                format == "json"
                ? try run.json()["urls"] as? [[String: Any]] ?? []
                : run.stdout.split(separator: "\n").compactMap {
                    ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["url"]
                        as? [String: Any]
                }
            var lost: Set<String> = []
            for result in results {
                for change in result["changes"] as? [[String: Any]] ?? [] {
                    #expect(change["id"] as? String == "change.url-lost")
                    let message = change["message"] as? String ?? ""
                    let band =
                        message.firstMatch(of: #/ on (iOS|Android [0-9+-]+) /#).map { String($0.output.1) } ?? "?"
                    lost.insert("\(result["url"] as? String ?? "") \(band)")
                }
            }
            // iOS: the new exclude rule blocks /buy/1. Android: www's key no longer matches, so
            // www's link is lost on every band, and on 6-11, where an app's hosts are verified
            // together, every link of the app is.
            #expect(
                lost == [
                    "https://good.aasa.test/buy/1 iOS", "https://good.aasa.test/buy/1 Android 6-11",
                    "https://good.aasa.test/buy/2 Android 6-11", "https://www.aasa.test/shop/1 Android 15+",
                    "https://www.aasa.test/shop/1 Android 12-14", "https://www.aasa.test/shop/1 Android 6-11",
                ], "\(format): \(lost)")
        }
        // The other way round, the same links are gained, and gaining fails nothing (the files
        // changed back, which --fail-on-change would fail on, so it is not given here).
        let releaseReport = try await AASABinary.run(["judge", release] + common + ["--format", "json"])
        let releaseBaseline = directory.appendingPathComponent("release.json")
        try Data(releaseReport.stdout.utf8).write(to: releaseBaseline)
        let back = try await AASABinary.run(
            ["judge", OneJudgeTests.recording] + common + [
                "--baseline", releaseBaseline.path, "--format", "json",
            ])
        #expect(back.status == 0, "\(back.stderr)")
        let gained = (try back.json()["urls"] as? [[String: Any]] ?? []).flatMap { result in
            (result["changes"] as? [[String: Any]] ?? []).map { $0["id"] as? String ?? "" }
        }
        #expect(gained.count == 6 && Set(gained) == ["change.url-gained"], "\(gained)")
        // A rule alone (every host still passes): the lost link fails the run with
        // --fail-on-change only, and its JUnit case with it.
        let ruleOnly = try Self.recording(editing: [
            (
                "good.aasa.test", "apple-app-site-association",
                {
                    $0.replacingOccurrences(
                        of: #"{ "/": "/buy/*""#, with: #"{ "/": "/buy/1", "exclude": true }, { "/": "/buy/*""#)
                }
            )
        ])
        let reported = try await AASABinary.run(
            ["judge", ruleOnly] + common + ["--baseline", baseline.path, "--format", "junit"])
        #expect(reported.status == 0, "\(reported.stdout)")
        #expect(reported.stdout.contains("change.url-lost"))
        #expect(!reported.stdout.contains("<failure"))
        let failed = try await AASABinary.run(
            ["judge", ruleOnly] + common + ["--baseline", baseline.path, "--fail-on-change", "--format", "junit"])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains(#"<failure message="1 finding fails it: change.url-lost""#), "\(failed.stdout)")
        // The changed file fails its entry's case too, as it fails the run (exit 1).
        #expect(failed.stdout.contains(#"fails it: change.file""#), "\(failed.stdout)")
    }
}
