import FixtureWorld
import Foundation
import Testing

/// The operations features end to end against the fixture world: `--cdn` (the world's fake
/// `app-site-association.cdn-apple.com`), the crawler User-Agent check, certificate expiry,
/// `--baseline` audits and `--format prometheus`.
@Suite(.serialized) struct OpsFeatureTests {
    static let app = "ABCDE12345.com.example.app"

    /// `aasa verify` routed into the world (the catch-all `--connect-to` also carries the CDN host).
    static func run(_ arguments: [String]) async throws -> AASABinary.Run {
        let world = try FixtureWorld.shared()
        return try await AASABinary.run(
            ["verify", "--timeout", "3", "--connect-to", world.connectTo, "--cacert", world.caFile, "--app-id", app]
                + arguments)
    }

    static func domains(_ arguments: [String]) async throws -> (AASABinary.Run, [String: [String: Any]]) {
        let run = try await run(["--format", "json"] + arguments)
        let list = try #require(try run.json()["domains"] as? [[String: Any]], "\(run.stdout) \(run.stderr)")
        var byName: [String: [String: Any]] = [:]
        for domain in list { byName[domain["domain"] as? String ?? ""] = domain }
        return (run, byName)
    }

    static func ids(_ domain: [String: Any]?) -> [String] {
        (domain?["findings"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    static func finding(_ domain: [String: Any]?, _ id: String) -> [String: Any]? {
        (domain?["findings"] as? [[String: Any]] ?? []).first { $0["id"] as? String == id }
    }

    static func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("aasa-ops-\(UUID().uuidString)-\(name)").path
    }

    // MARK: --cdn

    /// `--cdn-concurrency` sets how `--cdn` fetches: alone, or out of range, it is the run's error,
    /// said before any request. (Once asked of `judge`, which takes no network option at all.)
    @Test func cdnConcurrencyNeedsCDN() async throws {
        let alone = try await AASABinary.run(["verify", "applinks:good.aasa.test", "--cdn-concurrency", "8"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("give --cdn too"), "\(alone.stderr)")
        let zero = try await AASABinary.run(["verify", "applinks:good.aasa.test", "--cdn", "--cdn-concurrency", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--cdn-concurrency takes"), "\(zero.stderr)")
    }

    @Test func cdnObjectIsPresentOnlyWithTheFlag() async throws {
        let (_, plain) = try await Self.domains(["good.aasa.test"])
        #expect(plain["good.aasa.test"]?["cdn"] == nil)
        let (run, withCDN) = try await Self.domains(["--cdn", "good.aasa.test"])
        #expect(run.status == 0, "\(Self.ids(withCDN["good.aasa.test"]))")
        let cdn = try #require(withCDN["good.aasa.test"]?["cdn"] as? [String: Any])
        #expect(Set(cdn.keys) == ["url", "httpStatus", "appleFrom", "cacheControl", "age", "failureReason"])
        #expect(cdn["url"] as? String == "https://app-site-association.cdn-apple.com/a/v1/good.aasa.test")
        #expect(cdn["httpStatus"] as? Int == 200)
        #expect(cdn["age"] as? Int == 120)
        #expect(cdn["cacheControl"] as? String == "max-age=3600")
        #expect((cdn["appleFrom"] as? String)?.hasPrefix("https://good.aasa.test/") == true)
        #expect(cdn["failureReason"] is NSNull)
        #expect(!Self.ids(withCDN["good.aasa.test"]).contains { $0.hasPrefix("cdn.") }, "re-serialised is not stale")
    }

    /// Apple's CDN unreachable from this machine (routed to a closed loopback port) is the run's
    /// error, said once, not cdn.failure on every domain (issue 42, item 3).
    @Test func anUnreachableCDNIsTheRunsError() async throws {
        let world = try FixtureWorld.shared()
        let run = try await AASABinary.run([
            "verify", "--timeout", "3", "--format", "json", "--cacert", world.caFile, "--app-id", Self.app, "--cdn",
            "--connect-to", "app-site-association.cdn-apple.com:443:127.0.0.1:9", "--connect-to",
            "good.aasa.test:443:127.0.0.1:\(world.httpsPort)", "good.aasa.test",
        ])
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("app-site-association.cdn-apple.com"), "\(run.stderr)")
    }

    /// Unattended round two, item 2: Apple's CDN reached by the probe, then gone mid-run (a relay
    /// to the world's CDN that stops listening after two connections): the hosts whose copy could
    /// not be read say `cdn.unchecked`, never `cdn.failure` (the CDN's answer about a site), and
    /// the run exits 2 saying when the CDN stopped answering.
    @Test func aCDNThatGoesAwayMidRunIsNeverBlamedOnASite() async throws {
        let world = try FixtureWorld.shared()
        let relay = try DyingRelay(["--tunnels", "2", "--forward", String(world.httpsPort)])
        defer { relay.stop() }
        let port = relay.port
        // Hosts whose CDN copy the world serves (stale's differs, a warning).
        let hosts = ["good.aasa.test", "www.aasa.test", "wild.aasa.test", "stale.aasa.test"]
        let run = try await AASABinary.run(
            [
                "verify", "--timeout", "3", "--format", "json", "--cacert", world.caFile, "--app-id", Self.app, "--cdn",
                "--concurrency", "1", "--connect-to", "app-site-association.cdn-apple.com:443:127.0.0.1:\(port)",
                "--connect-to", world.connectTo,
            ] + hosts)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("stopped answering"), "\(run.stderr)")
        let domains = try #require(try run.json()["domains"] as? [[String: Any]])
        let ids = domains.flatMap(Self.ids)
        #expect(ids.contains("cdn.unchecked"), "\(ids)")
        #expect(!ids.contains("cdn.failure"), "\(ids)")
    }

    @Test func staleCDNCopyIsAWarningUnlessStrict() async throws {
        let (run, domains) = try await Self.domains(["--cdn", "stale.aasa.test"])
        let stale = domains["stale.aasa.test"]
        #expect(Self.ids(stale).contains("cdn.stale"))
        let finding = Self.finding(stale, "cdn.stale")
        #expect((finding?["path"] as? String)?.hasPrefix("$.applinks.details[0]") == true)
        // The path is the origin's file's (good.json), and so are its line and column.
        #expect(finding?["path"] as? String == "$.applinks.details[0].components[0].comment")
        #expect(finding?["line"] as? Int == 9 && finding?["column"] as? Int == 39)
        #expect(stale?["status"] as? String == "warn")
        #expect(run.status == 0)
        let (strictRun, _) = try await Self.domains(["--cdn", "--strict", "stale.aasa.test"])
        #expect(strictRun.status == 1)
    }

    @Test func cdnFailureQuotesAppleFailureReason() async throws {
        let (run, domains) = try await Self.domains(["--cdn", "legacy.aasa.test"])
        let legacy = domains["legacy.aasa.test"]
        #expect(Self.ids(legacy).contains("cdn.failure"), "\(Self.ids(legacy))")
        #expect(run.status == 1, "a CDN failure fails the domain although the origin only warns")
        let cdn = try #require(legacy?["cdn"] as? [String: Any])
        #expect(cdn["httpStatus"] as? Int == 404)
        #expect((cdn["failureReason"] as? String)?.hasPrefix("SWCERR00101") == true)
    }

    @Test func wildcardEntryAsksTheCDNForItsParentHost() async throws {
        let (_, domains) = try await Self.domains(["--cdn", "applinks:*.wild.aasa.test"])
        let cdn = try #require(domains["wild.aasa.test"]?["cdn"] as? [String: Any])
        #expect(cdn["url"] as? String == "https://app-site-association.cdn-apple.com/a/v1/wild.aasa.test")
        #expect(cdn["httpStatus"] as? Int == 200)
    }

    // MARK: Crawler User-Agent and certificate expiry

    @Test func siteThatBlocksApplesCrawlerFails() async throws {
        let (run, domains) = try await Self.domains(["useragent.aasa.test", "good.aasa.test"])
        #expect(Self.ids(domains["useragent.aasa.test"]).contains("http.user-agent"))
        #expect(!Self.ids(domains["good.aasa.test"]).contains("http.user-agent"))
        #expect(run.status == 1)
    }

    @Test func certificateExpiringWithinTheWindowWarns() async throws {
        let (_, quiet) = try await Self.domains(["good.aasa.test"])
        #expect(!Self.ids(quiet["good.aasa.test"]).contains("tls.expiring"), "the world's leaf lasts months")
        let (run, domains) = try await Self.domains(["--cert-warn-days", "3650", "good.aasa.test"])
        #expect(Self.ids(domains["good.aasa.test"]).contains("tls.expiring"))
        #expect(domains["good.aasa.test"]?["status"] as? String == "warn")
        #expect(run.status == 0)
    }

    @Test(arguments: ["-1", "3651", "soon"])
    func badCertificateWindowIsAUsageError(_ value: String) async throws {
        #expect(try await Self.run(["--cert-warn-days", value, "good.aasa.test"]).status == 2)
    }

    // MARK: --baseline

    /// A baseline written by hand: each domain set up to produce one kind of change.
    static func handBaseline(goodNotAfter: String) -> String {
        func line(_ object: [String: Any]) -> String {
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self) + "\n"
        }
        let tls: [String: Any] = [
            "verified": true, "subject": "CN=old", "issuer": "CN=Old CA", "notAfter": goodNotAfter,
        ]
        let oldFile: [String: Any] = ["sha256": String(repeating: "0", count: 64), "appIDs": ["applinks": ["OLD.app"]]]
        return line([
            "domain": "good.aasa.test", "status": "pass", "findings": [], "fetch": ["tls": tls], "file": oldFile,
        ])
            + line(["domain": "missing.aasa.test", "platform": "apple", "status": "pass", "findings": []])
            + line([
                "domain": "otherapp.aasa.test", "status": "pass",
                "findings": [["id": "http.status", "severity": "error", "message": "m", "hint": "h"]],
            ])
            + line(["domain": "gone.aasa.test", "platform": "apple", "status": "pass", "findings": []])
            + Self.summaryLine
    }

    /// A complete jsonl report's last line: a baseline without it is refused as cut short.
    static let summaryLine = #"{"summary":{"domains":4,"exitStatus":0,"fail":0,"pass":4,"warn":0}}"# + "\n"

    @Test func baselineReportsEachKindOfChange() async throws {
        let path = Self.temporaryFile("baseline.jsonl")
        try Data(Self.handBaseline(goodNotAfter: "2001-01-01T00:00:00Z").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (run, domains) = try await Self.domains(
            ["--baseline", path, "good.aasa.test", "missing.aasa.test", "otherapp.aasa.test", "octet.aasa.test"])
        #expect(run.status == 1)
        let good = Self.ids(domains["good.aasa.test"])
        #expect(good.contains("change.file") && good.contains("change.certificate"), "\(good)")
        #expect(Self.ids(domains["missing.aasa.test"]).contains("change.failing"))
        // otherapp failed before (http.status) and fails now for another reason (app missing): the
        // new error is still news (issue 54), said once as change.failing.
        #expect(Self.ids(domains["otherapp.aasa.test"]).filter { $0.hasPrefix("change.") } == ["change.failing"])
        #expect(Self.ids(domains["octet.aasa.test"]).contains("change.new-domain"))
        #expect(Self.ids(domains["gone.aasa.test"]) == ["change.removed-domain"])
        #expect(domains["good.aasa.test"]?["status"] as? String == "warn", "a changed file is a warning")
    }

    @Test func fixedDomainIsReported() async throws {
        let path = Self.temporaryFile("baseline.jsonl")
        let line = #"{"domain":"good.aasa.test","status":"fail","findings":[{"id":"http.status","severity":"error"}]}"#
        try Data((line + "\n" + Self.summaryLine).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (run, domains) = try await Self.domains(["--baseline", path, "good.aasa.test"])
        #expect(Self.ids(domains["good.aasa.test"]).contains("change.fixed"))
        #expect(run.status == 0)
    }

    /// A real earlier run as the baseline: nothing changed, so nothing is reported; with
    /// `--fail-on-change` a changed certificate fails the domain.
    @Test func previousRunAsBaselineReportsNoChangeAndARenewalFailsNothing() async throws {
        let path = Self.temporaryFile("baseline.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await Self.run(["--format", "json", "--output", path, "good.aasa.test", "gzip.aasa.test"])
        #expect(first.status == 0, "\(first.stderr)")
        let (again, domains) = try await Self.domains([
            "--baseline", path, "--fail-on-change", "good.aasa.test", "gzip.aasa.test",
        ])
        #expect(again.status == 0, "\(domains.mapValues { Self.ids($0) })")
        #expect(domains.values.allSatisfy { !Self.ids($0).contains { $0.hasPrefix("change.") } })

        let edited = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #""notAfter":"20"#, with: #""notAfter":"19"#)
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        // A renewed certificate is information, which --fail-on-change does not fail on.
        let (changed, after) = try await Self.domains(["--baseline", path, "--fail-on-change", "good.aasa.test"])
        #expect(Self.ids(after["good.aasa.test"]).contains("change.certificate"))
        #expect(after["good.aasa.test"]?["status"] as? String == "pass")
        #expect(changed.status == 0)
    }

    @Test func jsonLinesRunReadsAJSONLinesBaseline() async throws {
        let path = Self.temporaryFile("baseline.jsonl")
        try Data(Self.handBaseline(goodNotAfter: "2001-01-01T00:00:00Z").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await Self.run(["--format", "jsonl", "--baseline", path, "good.aasa.test"])
        let reports = try run.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let names = reports.compactMap { $0["domain"] as? String }
        #expect(Set(names) == ["good.aasa.test", "missing.aasa.test", "otherapp.aasa.test", "gone.aasa.test"])
        #expect(Self.ids(reports.first { $0["domain"] as? String == "gone.aasa.test" }) == ["change.removed-domain"])
        #expect(run.status == 0)
    }

    /// A baseline's domain no longer in the list is not checked, never a pass (issue 52, item
    /// 6): counted apart in every summary, marked N/C in text, with no up series.
    @Test func aRemovedDomainIsNotCheckedNeverAPass() async throws {
        let path = Self.temporaryFile("baseline.jsonl")
        try Data(Self.handBaseline(goodNotAfter: "2001-01-01T00:00:00Z").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let json = try await Self.run(["--format", "json", "--baseline", path, "good.aasa.test"]).json()
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["notChecked"] as? Int == 3, "missing, otherapp and gone left the list: \(summary)")
        #expect(summary["domains"] as? Int == 4)
        let lines = try await Self.run(["--format", "jsonl", "--baseline", path, "good.aasa.test"])
        #expect(lines.stdout.contains(#""notChecked":3"#))
        let text = try await Self.run(["--baseline", path, "good.aasa.test"])
        #expect(text.stdout.contains("N/C   gone.aasa.test"), "\(text.stdout)")
        #expect(text.stdout.contains("3 not checked"))
        let metrics = try await Self.run(["--format", "prometheus", "--baseline", path, "good.aasa.test"])
        #expect(!metrics.stdout.contains(#"aasa_domain_up{domain="gone.aasa.test""#))
    }

    /// A jsonl baseline cut short (a killed run: no summary line, or a last line cut) is exit 2,
    /// never a run that takes its missing domains for new ones (issue 52, item 6).
    @Test func aBaselineCutShortIsAUsageError() async throws {
        let path = Self.temporaryFile("baseline.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = Self.handBaseline(goodNotAfter: "2001-01-01T00:00:00Z")
        let withoutSummary = String(whole.dropLast(Self.summaryLine.count))
        for cut in [withoutSummary, String(withoutSummary.dropLast(20))] {
            try Data(cut.utf8).write(to: URL(fileURLWithPath: path))
            let run = try await Self.run(["--format", "jsonl", "--baseline", path, "good.aasa.test"])
            #expect(run.status == 2)
            #expect(run.stderr.contains("as a baseline"), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func unusableBaselineIsAUsageError() async throws {
        let path = Self.temporaryFile("baseline.txt")
        try Data("not a report\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try await Self.run(["--baseline", path, "good.aasa.test"]).status == 2)
        #expect(try await Self.run(["--baseline", path + ".missing", "good.aasa.test"]).status == 2)
        #expect(try await Self.run(["--fail-on-change", "good.aasa.test"]).status == 2)
    }

    // MARK: --format prometheus

    @Test func prometheusOutputParsesWithTheReferenceParser() async throws {
        let path = Self.temporaryFile("aasa.prom")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await Self.run(
            ["--format", "prometheus", "--output", path, "--cdn", "good.aasa.test", "missing.aasa.test"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let samples = try #require(try await PrometheusCheck.parse(text))
        func value(_ name: String, _ labels: [String: String]) -> Double? {
            samples.first { $0.name == name && $0.labels == labels }?.value
        }
        #expect(value("aasa_domain_up", ["domain": "good.aasa.test", "platform": "apple"]) == 1)
        #expect(value("aasa_domain_up", ["domain": "missing.aasa.test", "platform": "apple"]) == 0)
        #expect(
            value("aasa_domain_status", ["domain": "missing.aasa.test", "platform": "apple", "status": "fail"]) == 1)
        #expect(value("aasa_http_status", ["domain": "missing.aasa.test", "platform": "apple"]) == 404)
        #expect(value("aasa_cdn_http_status", ["domain": "good.aasa.test", "platform": "apple"]) == 200)
        #expect(
            (value("aasa_certificate_expiry_timestamp_seconds", ["domain": "good.aasa.test", "platform": "apple"]) ?? 0)
                > 1.7e9)
        #expect(value("aasa_file_bytes", ["domain": "good.aasa.test", "platform": "apple"]) ?? 0 > 0)
        #expect(value("aasa_fetch_duration_seconds", ["domain": "good.aasa.test", "platform": "apple"]) != nil)
        #expect(value("aasa_domains", [:]) == 2)
        let now = Date().timeIntervalSince1970
        #expect(abs((value("aasa_run_timestamp_seconds", [:]) ?? 0) - now) < 120)
    }
}
