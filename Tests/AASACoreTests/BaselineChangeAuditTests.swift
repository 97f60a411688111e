import Testing

@testable import AASACore

/// `--baseline`: each kind of change between an earlier report and this run's.
@Suite struct BaselineChangeAuditTests {
    static let tls = TLSSummary(
        verified: true, subject: "CN=a.example", issuer: "CN=CA 1", notAfter: "2027-01-31T12:00:00Z")
    static let file = FileSummary(sha256: String(repeating: "a", count: 64), appIDs: ["applinks": ["T.app"]])
    static let error = FindingKind.httpStatus("404.", hint: "Serve it.")
    static let warning = FindingKind.httpContentType("text/html.", hint: "Serve JSON.")

    static func report(
        _ domain: String = "a.example", findings: [Finding] = [], tls: TLSSummary? = tls, file: FileSummary? = file
    ) -> DomainReport {
        DomainReport(
            domain: domain, entries: ["applinks:\(domain)"], status: Status(findings: findings, strict: false),
            fetch: FetchSummary(
                url: "https://\(domain)/.well-known/apple-app-site-association", httpStatus: 200,
                contentType: "application/json", bytes: 10, redirectLocation: nil, tls: tls, durationMs: 5),
            findings: findings, file: file)
    }

    static func ids(_ before: DomainReport, _ now: DomainReport, strict: Bool = false) -> [String] {
        let audit = ChangeAudit(baseline: [BaselineDomain(before)], strict: strict, failOnChange: false)
        return audit.audit(now).findings.map(\.id).filter(FindingKind.isChange)
    }

    @Test func unchangedDomainHasNoChangeFinding() {
        #expect(Self.ids(Self.report(), Self.report()).isEmpty)
    }

    @Test func newlyFailingDomainIsReported() {
        let audited = ChangeAudit(baseline: [BaselineDomain(Self.report())], strict: false, failOnChange: false)
            .audit(Self.report(findings: [Self.error]))
        #expect(audited.findings.map(\.id).contains("change.failing"))
        #expect(audited.status == .fail)
    }

    /// Issue 54: a host that failed before and fails now with another error still says so, per
    /// error id; the same errors again say nothing.
    @Test func aNewErrorOnAFailingDomainIsReported() {
        let other = FindingKind.tlsExpired("Expired.", hint: "Renew it.")
        let before = Self.report(findings: [Self.error])
        #expect(Self.ids(before, Self.report(findings: [Self.error, other])) == ["change.failing"])
        #expect(Self.ids(before, Self.report(findings: [Self.error])).isEmpty)
        #expect(Self.ids(Self.report(findings: [Self.error, other]), Self.report(findings: [other])).isEmpty)
    }

    @Test func fixedDomainIsReported() {
        #expect(Self.ids(Self.report(findings: [Self.error]), Self.report()) == ["change.fixed"])
    }

    @Test func warningFailsOnlyUnderStrict() {
        #expect(Self.ids(Self.report(), Self.report(findings: [Self.warning])).isEmpty)
        #expect(Self.ids(Self.report(), Self.report(findings: [Self.warning]), strict: true) == ["change.failing"])
    }

    @Test func changedFileNamesAddedAndDroppedAppIDs() throws {
        let newer = FileSummary(sha256: String(repeating: "b", count: 64), appIDs: ["applinks": ["U.app"]])
        let audit = ChangeAudit(baseline: [BaselineDomain(Self.report())], strict: false, failOnChange: false)
        let finding = try #require(audit.audit(Self.report(file: newer)).findings.first { $0.id == "change.file" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("U.app") && finding.message.contains("T.app"))
    }

    /// Google's fetcher may keep the previous copy for the lifetime its answer gave it (issue 53,
    /// item 3): the change says how long phones with Google Play services may still see it.
    @Test func aChangedAndroidFileSaysHowLongGooglesCopyMayLast() throws {
        var before = Self.file
        before.cacheSeconds = 2_592_000
        let newer = FileSummary(sha256: String(repeating: "b", count: 64), appIDs: ["applinks": ["U.app"]])
        let audit = ChangeAudit(
            baseline: [BaselineDomain(Self.report(file: before))], strict: false, failOnChange: false)
        let finding = try #require(audit.audit(Self.report(file: newer)).findings.first { $0.id == "change.file" })
        #expect(finding.message.contains("for up to 30 days"), "\(finding.message)")
        let uncached = ChangeAudit(baseline: [BaselineDomain(Self.report())], strict: false, failOnChange: false)
        let plain = try #require(uncached.audit(Self.report(file: newer)).findings.first { $0.id == "change.file" })
        #expect(!plain.message.contains("Google Play services"))
    }

    @Test func sameDigestIsNoFileChange() {
        let sameBytes = FileSummary(sha256: Self.file.sha256, appIDs: ["applinks": ["T.app"]])
        #expect(Self.ids(Self.report(), Self.report(file: sameBytes)).isEmpty)
        #expect(Self.ids(Self.report(), Self.report(file: nil)).isEmpty)
    }

    @Test(arguments: [
        TLSSummary(verified: true, subject: "CN=a.example", issuer: "CN=CA 1", notAfter: "2027-05-01T00:00:00Z"),
        TLSSummary(verified: true, subject: "CN=a.example", issuer: "CN=CA 2", notAfter: "2027-01-31T12:00:00Z"),
        TLSSummary(verified: true, subject: "CN=*.example", issuer: "CN=CA 1", notAfter: "2027-01-31T12:00:00Z"),
    ])
    func replacedCertificateIsReported(_ newer: TLSSummary) {
        #expect(Self.ids(Self.report(), Self.report(tls: newer)) == ["change.certificate"])
    }

    @Test func missingCertificateIsNoReplacement() {
        #expect(Self.ids(Self.report(), Self.report(tls: nil)).isEmpty)
        let blank = TLSSummary(verified: false, subject: nil, issuer: nil, notAfter: nil)
        #expect(Self.ids(Self.report(), Self.report(tls: blank)).isEmpty)
    }

    @Test func newDomainIsReported() {
        #expect(Self.ids(Self.report("b.example"), Self.report("a.example")) == ["change.new-domain"])
    }

    @Test func removedDomainsAreThoseOfTheSliceNotVerified() {
        let baseline = ["a.example", "b.example", "c.example"].map { BaselineDomain(Self.report($0)) }
        let audit = ChangeAudit(baseline: baseline, strict: false, failOnChange: false)
        let removed = Array(
            audit.removedDomains(verified: [ReportKey(domain: "a.example", platform: .apple)]) { $0 != "c.example" })
        #expect(removed.map(\.domain) == ["b.example"])
        #expect(removed.first?.findings.map(\.id) == ["change.removed-domain"])
        #expect(removed.first?.status == .pass)
    }

    /// A host's Apple and Android reports are two things to compare: neither stands in for the other.
    @Test func hostIsComparedPerPlatform() {
        var android = Self.report("a.example")
        android.platform = .android
        let audit = ChangeAudit(baseline: [BaselineDomain(android)], strict: false, failOnChange: false)
        #expect(audit.audit(Self.report("a.example")).findings.map(\.id) == ["change.new-domain"])
        #expect(audit.audit(android).findings.map(\.id).isEmpty)
        let removed = Array(audit.removedDomains(verified: [ReportKey(Self.report("a.example"))]) { _ in true })
        #expect(removed.map(\.platform) == [.android])
    }

    /// Issue 52: a domain that left the list keeps its last file while it stays out (each run's
    /// removed-domain report carries it), and a returning one is compared with that file; an
    /// older removed-domain report without a file is no baseline of the domain.
    @Test func aRemovedDomainKeepsItsLastFileUntilItReturns() {
        let audit = ChangeAudit(
            baseline: [BaselineDomain(Self.report("gone.example"))], strict: false, failOnChange: false)
        let earlier = Array(audit.removedDomains(verified: []) { _ in true })
        #expect(earlier.first?.file?.sha256 == Self.file.sha256)
        #expect(earlier.first?.file?.carried == true)
        let next = ChangeAudit(baseline: earlier.map(BaselineDomain.init), strict: false, failOnChange: false)
        #expect(Array(next.removedDomains(verified: []) { _ in true }).first?.file?.sha256 == Self.file.sha256)
        let newer = FileSummary(sha256: String(repeating: "b", count: 64), appIDs: ["applinks": ["U.app"]])
        let returned = next.audit(Self.report("gone.example", file: newer)).findings.map(\.id)
        #expect(returned == ["change.file"], "\(returned)")
        var bare = earlier[0]
        bare.file = nil
        let old = ChangeAudit(baseline: [BaselineDomain(bare)], strict: false, failOnChange: false)
        #expect(Array(old.removedDomains(verified: []) { _ in true }).isEmpty)
    }

    /// --fail-on-change fails what can break links (another file, a newly failing domain), never
    /// a renewed certificate or a domain that is new or no longer verified.
    @Test func failOnChangeFailsOnlyChangesThatCanBreakLinks() {
        let newer = TLSSummary(
            verified: true, subject: "CN=a.example", issuer: "CN=CA 2", notAfter: "2030-01-01T00:00:00Z")
        let audit = ChangeAudit(baseline: [BaselineDomain(Self.report())], strict: false, failOnChange: true)
        let renewed = audit.audit(Self.report(tls: newer))
        #expect(renewed.findings.map(\.id).contains("change.certificate"))
        #expect(renewed.status == .pass)
        let edited = FileSummary(sha256: String(repeating: "e", count: 64), appIDs: [:])
        #expect(audit.audit(Self.report(file: edited)).status == .fail)
        #expect(audit.audit(Self.report()).status == .pass)
        #expect(audit.audit(Self.report("new.example")).status == .pass)
        #expect(Array(audit.removedDomains(verified: []) { _ in true }).first?.status == .pass)
    }

    /// A domain failed last time only by --fail-on-change is not "fixed" now.
    @Test func changeFindingsOfTheBaselineDoNotCountAsFailure() {
        var before = Self.report()
        before.findings = [FindingKind.changeFailing("x.", hint: "y.")]
        before.status = .fail
        #expect(Self.ids(before, Self.report()).isEmpty)
    }
}

/// Audits that lose nothing (issue 42, items 1 and 2): a file changed while its host was down is
/// reported by the next run that reads it, and a change of formatting alone never fails a run.
@Suite struct BaselineCarryForwardTests {
    static let before = Array(
        #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["AA"]}}]"#
            .utf8)

    static func summary(_ body: [UInt8]) -> FileSummary {
        let list = AssetLinksLinter.lint(body).statementList
        return FileSummary(body: body, statementList: list)
    }

    static func report(_ file: FileSummary?, failing: Bool = false) -> DomainReport {
        let findings = failing ? [FindingKind.netConnect("refused.", hint: "Accept connections.")] : []
        return DomainReport(
            domain: "a.example", platform: .android, entries: ["android:a.example"],
            status: Status(findings: findings, strict: false), fetch: nil, findings: findings, file: file)
    }

    /// Run 1 reads the file; run 2 cannot reach the host; the file then gains a foreign package;
    /// run 3 reads it and reports the change, which fails under --fail-on-change.
    @Test func aChangeAcrossAnOutageIsReportedOnce() throws {
        let first = Self.report(Self.summary(Self.before))
        let outage = ChangeAudit(baseline: [BaselineDomain(first)], strict: false, failOnChange: true)
            .audit(Self.report(nil, failing: true))
        #expect(outage.file?.carried == true)
        #expect(outage.file?.sha256 == first.file?.sha256)
        // The report as the next run reads it: through its JSON.
        let text = JSONReportEncoder.encode(VerificationReport(domains: [outage]))
        let baseline = try BaselineReader.read(Array(text.utf8))
        let evil = Array(
            String(decoding: Self.before, as: UTF8.self).replacingOccurrences(
                of: "}}]",
                with:
                    #"}}, {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.evil.phish", "sha256_cert_fingerprints": ["BB"]}}]"#
            ).utf8)
        let third = ChangeAudit(baseline: baseline, strict: false, failOnChange: true).audit(
            Self.report(Self.summary(evil)))
        let change = try #require(third.findings.first { $0.id == "change.file" })
        #expect(change.message.contains("com.evil.phish"))
        #expect(third.status == .fail)
    }

    /// Minified, keys and statements reordered: the same meaning, information only.
    @Test func formattingAloneIsInformation() throws {
        let two = Array(
            #"[{"target": {"sha256_cert_fingerprints": ["BB"], "package_name": "com.b", "namespace": "android_app"}, "relation": ["delegate_permission/common.handle_all_urls"]}, {"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.a", "sha256_cert_fingerprints": ["AA"]}}]"#
                .utf8)
        let reordered = Array(
            "[\n  {\"relation\":[\"delegate_permission/common.handle_all_urls\"],\"target\":{\"namespace\":\"android_app\",\"package_name\":\"com.a\",\"sha256_cert_fingerprints\":[\"AA\"]}},\n  {\"relation\":[\"delegate_permission/common.handle_all_urls\"],\"target\":{\"namespace\":\"android_app\",\"package_name\":\"com.b\",\"sha256_cert_fingerprints\":[\"BB\"]}}\n]\n"
                .utf8)
        let audited = ChangeAudit(
            baseline: [BaselineDomain(Self.report(Self.summary(two)))], strict: false, failOnChange: true
        ).audit(Self.report(Self.summary(reordered)))
        #expect(audited.findings.map(\.id) == ["change.format"])
        #expect(audited.status == .pass)
        // A changed fingerprint is no formatting.
        let rekeyed = Array(
            String(decoding: reordered, as: UTF8.self).replacingOccurrences(of: "\"BB\"", with: "\"CC\"").utf8)
        let changed = ChangeAudit(
            baseline: [BaselineDomain(Self.report(Self.summary(two)))], strict: false, failOnChange: true
        ).audit(Self.report(Self.summary(rekeyed)))
        #expect(changed.findings.map(\.id) == ["change.file"])
    }
}
