/// What a `--baseline` report remembers of one domain: enough to say what changed since.
package struct BaselineDomain: Decodable, Sendable, Hashable {
    package struct FindingID: Codable, Sendable, Hashable {
        package var id: String
        package var severity: Severity

        package init(id: String, severity: Severity) {
            self.id = id
            self.severity = severity
        }
    }

    package struct Fetch: Decodable, Sendable, Hashable {
        package var tls: TLSSummary?

        package init(tls: TLSSummary?) {
            self.tls = tls
        }
    }

    package var domain: String
    @ReadAbsentAs<ReportDefaults.Apple> package var platform: Platform
    package var status: Status
    @ReadAbsentAs<ReportDefaults.NoFindingIDs> package var findings: [FindingID]
    package var fetch: Fetch?
    package var file: FileSummary?

    package init(
        domain: String, platform: Platform = .apple, status: Status, findings: [FindingID] = [],
        tls: TLSSummary? = nil, file: FileSummary? = nil
    ) {
        self.domain = domain
        self.platform = platform
        self.status = status
        self.findings = findings
        self.fetch = Fetch(tls: tls)
        self.file = file
    }

    /// The same domain as a report of this version writes it.
    package init(_ report: DomainReport) {
        self.init(
            domain: report.domain, platform: report.platform, status: report.status,
            findings: report.findings.map { FindingID(id: $0.id, severity: $0.severity) },
            tls: report.fetch?.tls, file: report.file)
    }
}

extension ReportDefaults {
    package enum NoFindingIDs: ReportFieldDefault { package static var value: [BaselineDomain.FindingID] { [] } }
}
