import FixtureWorld
import Foundation
import Testing

@testable import AASACore

/// `--format html` (issue 43, item 6): one self-contained page, rendered by a real browser
/// (Debian's Chromium, headless), whose DOM holds every host and finding of the run, and into
/// which nothing a server or an app file sent can put markup or script.
@Suite(.serialized) struct HTMLReportTests {
    static let markup = #""><script>document.title="pwned"</script><img src=x onerror="document.title=1">"#

    /// Text a hostile server sent is text, in content and in the title alike.
    @Test func everythingSentIsEscaped() {
        let finding = FindingKind.httpRedirect("redirected to \(Self.markup)", hint: "serve it \(Self.markup)")
        let report = VerificationReport(domains: [
            DomainReport(
                domain: "good.example", entries: ["applinks:good.example"], appIDs: ["ABCDE12345.<b>x</b>"],
                status: .fail, fetch: nil, findings: [finding])
        ])
        let html = HTMLReportFormatter(strict: false).format(report)
        for tag in ["<script", "<img", "<b>", "<link", "<iframe"] {
            #expect(!html.contains(tag), "\(tag) in \(html)")
        }
        #expect(html.contains("&lt;script&gt;"))
        #expect(html.contains("default-src 'none'"), "the Content Security Policy forbids loading and scripts")
        #expect(!html.contains("url("), "nothing is loaded from elsewhere, not even by the style")
    }

    /// `chromium --headless --dump-dom` (and a screenshot, whose path the test prints): the DOM
    /// it built, with no script run.
    static func render(_ page: URL) async throws -> String {
        let profile = page.deletingLastPathComponent().appendingPathComponent("profile").path
        let screenshot = page.deletingPathExtension().appendingPathExtension("png").path
        let chromium = [
            "timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
        ]
        let dump = chromium.joined(separator: " ") + " --dump-dom '\(page.path)' 2>/dev/null"
        let (status, dom) = try await AndroidAppFixtures.tool("/bin/sh", ["-c", dump])
        #expect(status == 0, "chromium could not render the page (make deps installs it): \(dom.prefix(300))")
        let shot =
            chromium.joined(separator: " ") + " --window-size=1400,1600 --screenshot='\(screenshot)' '\(page.path)'"
        _ = try await AndroidAppFixtures.tool("/bin/sh", ["-c", shot + " >/dev/null 2>&1"])
        print("HTML report screenshot: \(screenshot)")
        return dom
    }

    /// One run with a readable log on standard output and an HTML report beside it, over hosts
    /// whose answers carry markup (a redirect's Location, a Content-Type, a package name) and
    /// hosts on both platforms: the browser lists every host and finding id, and runs nothing.
    @Test func theBrowserShowsEveryHostAndRunsNothing() async throws {
        let world = try FixtureWorld.shared()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("report.html")
        let run = try await AASABinary.run([
            "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--timeout", "3", "--format", "json",
            "--report", "html=\(page.path)", "--app-id", "ABCDE12345.com.example.app", "--android-app",
            AndroidVerifyTests.app, "applinks:good.aasa.test", "android:good.aasa.test", "applinks:markup.aasa.test",
            "applinks:markuptype.aasa.test", "android:markupapp.aasa.test", "android:badstatement.aasa.test",
        ])
        #expect(run.status == 1, "\(run.stderr)")
        let domains = try #require(try run.json()["domains"] as? [[String: Any]])
        let dom = try await Self.render(page)
        let title = "<title>aasa: \(domains.count) domains"
        #expect(dom.contains(title), "no script changed the title: \(dom.prefix(400))")
        let body = try #require(dom.range(of: "<body>").map { dom[$0.upperBound...] })
        #expect(!body.contains("<script"))
        #expect(!body.contains("<img"))
        for domain in domains {
            let host = try #require(domain["domain"] as? String)
            #expect(body.contains(host), "\(host) is listed")
            for finding in domain["findings"] as? [[String: Any]] ?? [] {
                let id = try #require(finding["id"] as? String)
                #expect(body.contains("<code>\(id)</code>"), "\(host): \(id)")
            }
        }
        #expect(body.contains("&lt;script&gt;document.title="), "the markup is shown as text")
    }

    /// Issue 55: the report of long hosts, fingerprints and reasons fits the window at 1024, 1280
    /// and 1920 px: no horizontal scrolling. Measured by Chromium on an instrumented copy (the
    /// report's own policy runs no script), whose one script writes the page's scroll width
    /// beside its window width into the DOM.
    @Test func theReportFitsTheWindowWithoutScrollingSideways() async throws {
        let world = try FixtureWorld.shared()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-wide-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await AASABinary.run(
            [
                "verify", "--connect-to", world.connectTo, "--cacert", world.caFile, "--timeout", "3", "--format",
                "html", "--app-id", "ABCDE12345.com.example.app", "--android-app", AndroidVerifyTests.app,
            ]
                + RecordReplayTests.apple.filter { !["slow", "trickle", "slowbot", "endless"].contains($0) }.map {
                    "applinks:\($0).aasa.test"
                } + RecordReplayTests.android.filter { $0 != "includeslow" }.map { "android:\($0).aasa.test" })
        #expect(run.status == 1, "\(run.stderr)")
        let policy = try #require(
            run.stdout.firstMatch(
                of:
                    #/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-([A-Za-z0-9+\/=]+)'">/#
            ))
        // The policy allows the page's style by its digest: openssl's digest of the style
        // element's text is the one it names, so browsers apply the style and nothing else.
        let style = try #require(run.stdout.firstMatch(of: #/<style>([^<]*)<\/style>/#))
        let (digestStatus, digest) = try await AndroidAppFixtures.tool(
            "/bin/sh", ["-c", #"printf '%s' "$0" | openssl dgst -sha256 -binary | base64 -w 0"#, String(style.1)])
        #expect(digestStatus == 0)
        #expect(digest.trimmingCharacters(in: .whitespacesAndNewlines) == String(policy.1))
        let measured = run.stdout.replacingOccurrences(of: String(policy.0), with: "").replacingOccurrences(
            of: "</body>",
            with: #"<script>document.body.setAttribute("data-width", document.documentElement.scrollWidth + "/" + "#
                + #"document.documentElement.clientWidth)</script></body>"#)
        let page = directory.appendingPathComponent("measured.html")
        try Data(measured.utf8).write(to: page)
        for width in [1024, 1280, 1920] {
            let command =
                "timeout 120 chromium --headless --no-sandbox --disable-gpu --user-data-dir='\(directory.path)/profile' "
                + "--window-size=\(width),900 --dump-dom '\(page.path)' 2>/dev/null"
            let (status, dom) = try await AndroidAppFixtures.tool("/bin/sh", ["-c", command])
            #expect(status == 0, "chromium could not render the page (make deps installs it)")
            let widths = try #require(
                dom.firstMatch(of: #/data-width="([0-9]+)/([0-9]+)"/#).map { (Int($0.1) ?? 0, Int($0.2) ?? 0) },
                "\(width) px: no measurement")
            #expect(widths.0 <= widths.1, "\(width) px: the page is \(widths.0) px wide in a \(widths.1) px window")
            // A picture to look at: kept after the test, its path printed.
            let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent(
                "aasa-report-\(width)px.png")
            let shot =
                "timeout 120 chromium --headless --no-sandbox --disable-gpu --user-data-dir='\(directory.path)/profile' "
                + "--window-size=\(width),900 --screenshot='\(screenshot.path)' '\(page.path)' >/dev/null 2>&1"
            let (shotStatus, _) = try await AndroidAppFixtures.tool("/bin/sh", ["-c", shot])
            #expect(shotStatus == 0 && FileManager.default.fileExists(atPath: screenshot.path))
            print("HTML report at \(width) px: \(screenshot.path)")
        }
    }
}
