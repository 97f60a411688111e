/// `--baseline`: compares each domain's report with the same domain's report of an earlier run
/// and adds `change.*` findings. Pure: the earlier run arrives as values.
///
/// "Failing" is judged on both sides from the findings that are not themselves about changes, so
/// that a domain failed only by `--fail-on-change` last time is not reported as fixed now.
package struct ChangeAudit: Sendable {
    package var strict: Bool
    /// A change that can break links (``FindingKind/isBreakingChange(_:)``) fails its domain.
    package var failOnChange: Bool
    private var previous: [ReportKey: PreviousDomain] = [:]
    private var shared = SharedValues()
    /// The baseline's URL answers, for `verify --urls`.
    package var urls = URLChangeAudit([])

    /// An audit that remembers nothing yet: feed it the baseline's domains with ``remember(_:)``.
    package init(strict: Bool, failOnChange: Bool) {
        self.strict = strict
        self.failOnChange = failOnChange
    }

    package init(baseline: [BaselineDomain], strict: Bool, failOnChange: Bool) {
        self.init(strict: strict, failOnChange: failOnChange)
        baseline.forEach { remember($0) }
    }

    /// Keeps what a later comparison needs of one baseline domain; a later report of the same
    /// domain replaces an earlier one.
    package mutating func remember(_ domain: BaselineDomain) {
        // A removed-domain report of an earlier audit is no verification of that domain: skip it,
        // unless it carries the domain's last file (issue 52), which a returning domain is
        // compared with and which keeps being carried while the domain stays out of the list.
        let removed = domain.findings.contains { $0.id == FindingKind.changeRemovedDomain.id }
        guard !removed || domain.file != nil else { return }
        let failed = isFailing(domain.findings.map { ($0.id, $0.severity) })
        let errorIDs = failed ? Set(domain.findings.filter { $0.severity == .error }.map(\.id)).sorted() : []
        let tls = domain.fetch?.tls.map {
            TLSSummary(
                verified: $0.verified, subject: $0.subject, issuer: shared.share($0.issuer),
                notAfter: shared.share($0.notAfter))
        }
        // Reports cut an entry's text to this length; a baseline edited by hand is cut the same way.
        let key = ReportKey(
            domain: String(domain.domain.prefix(DomainReport.maximumEntryLength)), platform: domain.platform)
        previous[key] = PreviousDomain(
            failed: removed ? nil : failed, errorIDs: shared.share(errorIDs),
            digest: domain.file?.sha256.flatMap(PackedDigest.init),
            appIDs: domain.file.map { shared.share($0.appIDs) },
            meaning: domain.file?.meaning.flatMap(PackedDigest.init), cacheSeconds: domain.file?.cacheSeconds, tls: tls)
    }

    /// How many baseline domains are remembered.
    package var count: Int { previous.count }

    /// The report with its change findings added and its status judged again.
    package func audit(_ report: DomainReport) -> DomainReport {
        var report = report
        report.findings += changes(report)
        report.status = status(report.findings)
        // A host that could not be read keeps the last file known, so that a change made while
        // it was down is reported by the next run that reads it, not lost.
        if report.file == nil, var known = previous[ReportKey(report)]?.file {
            known.carried = true
            report.file = known
        }
        return report
    }

    /// Reports for the baseline's domains that this run did not verify, among those `isExpected`
    /// says belong to this run (with `--shard`, the slice's own), made one at a time as they are
    /// read: a fleet's baseline can name hundreds of thousands.
    package func removedDomains(verified: Set<ReportKey>, isExpected: @escaping (String) -> Bool)
        -> some Sequence<DomainReport>
    {
        previous.keys.sorted().lazy.filter { !verified.contains($0) && isExpected($0.domain) }.map { key in
            let domain = key.description
            let finding = FindingKind.changeRemovedDomain(
                "\(domain) was verified in the baseline report but is not in this run.",
                hint: "Nothing to fix if \(domain) was dropped from the entitlement on purpose; "
                    + "otherwise add it back to the entries being verified.")
            // The last file known stays with it, so that it is compared when the domain returns.
            var file = previous[key]?.file
            file?.carried = true
            return DomainReport(
                domain: key.domain, platform: key.platform, entries: [], status: status([finding]), fetch: nil,
                findings: [finding], file: file)
        }
    }

    func status(_ findings: [Finding]) -> Status {
        if failOnChange, findings.contains(where: { FindingKind.isBreakingChange($0.id) }) { return .fail }
        return Status(findings: findings, strict: strict)
    }

    func changes(_ report: DomainReport) -> [Finding] {
        let domain = ReportKey(report).description
        guard let before = previous[ReportKey(report)] else {
            return [
                FindingKind.changeNewDomain(
                    "\(domain) is not in the baseline report.",
                    hint: "Nothing to fix: the next run with this report as its baseline compares \(domain) too.")
            ]
        }
        var found: [Finding] = []
        let failsNow = isFailing(report.findings.map { ($0.id, $0.severity) })
        found += statusChanges(domain: domain, report: report, before: before, failsNow: failsNow)
        if let finding = FileChange.finding(domain: domain, before: before.file, now: report.file) {
            found.append(finding)
        }
        if let finding = CertificateChange.finding(domain: domain, before: before.tls, now: report.fetch?.tls) {
            found.append(finding)
        }
        return found
    }

    /// `change.failing` or `change.fixed`, from the baseline's status and this run's; none for a
    /// domain back in the list after it left, whose file is compared but whose status cannot be.
    private func statusChanges(domain: String, report: DomainReport, before: PreviousDomain, failsNow: Bool)
        -> [Finding]
    {
        guard let failedBefore = before.failed else { return [] }
        var found: [Finding] = []
        if failsNow, !failedBefore {
            let failing = report.findings.filter { $0.severity == .error || (strict && $0.severity == .warning) }
            let ids = Set(failing.map(\.id)).sorted()
            found.append(
                FindingKind.changeFailing(
                    "\(domain) fails now (\(ids.joined(separator: ", "))) and did not in the baseline report.",
                    hint: "Fix the findings listed for \(domain); each names its own fix."))
        } else if failsNow, failedBefore,
            case let new = Set(
                report.findings.filter { $0.severity == .error && !FindingKind.isChange($0.id) }.map(\.id)
            )
            .subtracting(before.errorIDs).sorted(), !new.isEmpty
        {
            // Already failing is no reason to hide a new error: each is said once, when it appears.
            found.append(
                FindingKind.changeFailing(
                    "\(domain) fails now with \(new.joined(separator: ", ")) as well, which the baseline report did "
                        + "not have.",
                    hint: "Fix the findings listed for \(domain); each names its own fix."))
        } else if failedBefore, !failsNow {
            let ids = before.errorIDs
            let was = ids.isEmpty ? "" : " (was \(ids.joined(separator: ", ")))"
            found.append(
                FindingKind.changeFixed(
                    "\(domain) failed in the baseline report\(was) and passes now.", hint: "Nothing to fix."))
        }
        return found
    }

    private func isFailing(_ findings: [(id: String, severity: Severity)]) -> Bool {
        findings.contains {
            !FindingKind.isChange($0.id) && ($0.severity == .error || (strict && $0.severity == .warning))
        }
    }
}
