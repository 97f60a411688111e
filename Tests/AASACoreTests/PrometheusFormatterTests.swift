import Testing

@testable import AASACore

/// `--format prometheus`: text exposition format, checked with the reference parser.
@Suite struct PrometheusFormatterTests {
    static let now: Int64 = 1_767_225_600

    static var report: VerificationReport {
        var withCDN = ReportSamples.passing
        withCDN.cdn = CDNSummary(
            url: CDNClassifier.url(for: "good.example"), httpStatus: 404, appleFrom: nil, cacheControl: nil, age: nil,
            failureReason: "SWCERR00101")
        var expiring = ReportSamples.passing
        expiring.domain = "cert.example"
        expiring.fetch?.tls?.notAfter = "2027-01-31T12:00:00Z"
        let hostile = DomainReport(
            domain: "q\"uo\\te\nline" + ReportSamples.hostile, entries: [], status: .fail, fetch: nil,
            findings: [ReportSamples.redirect])
        return VerificationReport(domains: [withCDN, expiring, ReportSamples.warning, hostile, ReportSamples.passing])
    }

    static func value(_ samples: [PrometheusParser.Sample], _ name: String, _ labels: [String: String]) -> Double? {
        samples.first { $0.name == name && $0.labels == labels }?.value
    }

    @Test func outputParsesWithTheReferenceParser() throws {
        let text = PrometheusFormatter(now: Self.now).format(Self.report)
        let samples = try #require(try PrometheusParser.parse(text))
        #expect(Self.value(samples, "aasa_domain_up", ["domain": "good.example", "platform": "apple"]) == 1)
        #expect(
            Self.value(
                samples, "aasa_domain_status", ["domain": "warn.example", "platform": "apple", "status": "warn"]) == 1)
        #expect(
            Self.value(
                samples, "aasa_domain_status", ["domain": "warn.example", "platform": "apple", "status": "pass"]) == 0)
        #expect(Self.value(samples, "aasa_http_status", ["domain": "good.example", "platform": "apple"]) == 200)
        #expect(Self.value(samples, "aasa_cdn_http_status", ["domain": "good.example", "platform": "apple"]) == 404)
        #expect(Self.value(samples, "aasa_file_bytes", ["domain": "good.example", "platform": "apple"]) == 512)
        #expect(
            Self.value(samples, "aasa_fetch_duration_seconds", ["domain": "good.example", "platform": "apple"]) == 0.084
        )
        #expect(
            Self.value(
                samples, "aasa_certificate_expiry_timestamp_seconds", ["domain": "cert.example", "platform": "apple"])
                == 1_801_396_800)
        #expect(Self.value(samples, "aasa_domains", [:]) == 4, "a repeated domain is written once")
        #expect(Self.value(samples, "aasa_run_timestamp_seconds", [:]) == Double(Self.now))
    }

    /// Unattended round two, item 9: a host the run did not check (`run.deadline`, `run.proxy`, a
    /// domain that left the list) is never exported up: no `aasa_domain_up` or `aasa_app_up`, but
    /// `aasa_domain_not_checked` with the reason and the run's `aasa_hosts_not_checked`.
    @Test func aHostNotCheckedIsNeverExportedUp() throws {
        var cut = ReportSamples.passing
        cut.domain = "cut.example"
        cut.findings = [FindingKind.runDeadline("cut", hint: "")]
        cut.status = .warn
        var removed = ReportSamples.passing
        removed.domain = "gone.example"
        removed.findings = [FindingKind.changeRemovedDomain("gone", hint: "")]
        let text = PrometheusFormatter(now: Self.now).format(
            VerificationReport(domains: [ReportSamples.passing, cut, removed]))
        let samples = try #require(try PrometheusParser.parse(text))
        for domain in ["cut.example", "gone.example"] {
            #expect(!samples.contains { $0.name == "aasa_domain_up" && $0.labels["domain"] == domain })
            #expect(!samples.contains { $0.name == "aasa_app_up" && $0.labels["domain"] == domain })
        }
        #expect(
            Self.value(
                samples, "aasa_domain_not_checked",
                ["domain": "cut.example", "platform": "apple", "reason": "run.deadline"]) == 1)
        #expect(Self.value(samples, "aasa_hosts_not_checked", [:]) == 2)
        #expect(Self.value(samples, "aasa_domain_up", ["domain": "good.example", "platform": "apple"]) == 1)
    }

    @Test func hostileLabelValueSurvivesEscaping() throws {
        let text = PrometheusFormatter(now: Self.now).format(Self.report)
        let samples = try #require(try PrometheusParser.parse(text))
        let hostile = try #require(
            samples.first { $0.name == "aasa_domain_up" && $0.labels["domain"]?.hasPrefix("q") == true })
        #expect(hostile.labels["domain"]?.hasPrefix("q\"uo\\te\nlineevil\u{FFFD}[31mred") == true)
        #expect(hostile.value == 0)
    }

    @Test func everyFamilyHasHelpAndTypeOnce() {
        let text = PrometheusFormatter(now: Self.now).format(Self.report)
        let lines = text.split(separator: "\n")
        let names = Set(lines.filter { !$0.hasPrefix("#") }.map { String($0.prefix { $0 != "{" && $0 != " " }) })
        for name in names {
            #expect(lines.filter { $0.hasPrefix("# HELP \(name) ") }.count == 1, "\(name)")
            #expect(lines.filter { $0 == "# TYPE \(name) gauge" }.count == 1, "\(name)")
        }
        #expect(text.hasSuffix("\n"))
    }

    @Test func unknownValuesAreLeftOut() {
        let report = VerificationReport(domains: [ReportSamples.passing])
        let text = PrometheusFormatter(now: Self.now).format(report)
        #expect(!text.contains("aasa_cdn_http_status"))
        #expect(!text.contains("aasa_certificate_expiry_timestamp_seconds{"))
    }

    @Test(arguments: [(0, "0.000"), (84, "0.084"), (1500, "1.500"), (61_007, "61.007"), (-5, "0.000")])
    func durationIsWrittenInSeconds(_ milliseconds: Int, _ expected: String) {
        #expect(DecimalSeconds.text(milliseconds: milliseconds) == expected)
    }

    @Test func labelValueEscapesBackslashQuoteAndLineFeed() {
        #expect(PrometheusFormatter.labelValue("a\\b\"c\nd") == #""a\\b\"c\nd""#)
        #expect(PrometheusFormatter.labelValue("a\rb\u{1B}c\u{85}") == "\"a\u{FFFD}b\u{FFFD}c\u{FFFD}\"")
    }
}
