extension DomainReport {
    /// Each app the report checked, with its own verdict: a finding about no app in particular
    /// (the file, the transport) counts for every app, a finding about one app (`appID`) only
    /// for it. A verdict the findings do not explain (`--fail-on-change`) holds for every app.
    /// With `reader`, the verdicts as that reader reaches them (``findings(seenBy:)``).
    package func appVerdicts(strict: Bool, reader: StatementReader? = nil) -> [(app: String, status: Status)] {
        let seen = reader.map { findings(seenBy: $0) } ?? findings
        var verdicts = appIDs.map { app in
            (app: app, status: Status(findings: seen.filter { $0.appID == nil || $0.appID == app }, strict: strict))
        }
        if let worst = verdicts.map(\.status).max(by: { $0.rank < $1.rank }), status.rank > worst.rank,
            status.rank > Status(findings: findings, strict: strict).rank
        {
            for index in verdicts.indices { verdicts[index].status = status }
        }
        return verdicts
    }

    /// ``appVerdicts(strict:)`` by the name a person and a label read (``appLabel(_:)``): one per
    /// app, the worst of its verdicts when several entries name it with other keys.
    package func labelledAppVerdicts(strict: Bool) -> [(app: String, status: Status)] {
        var order: [String] = []
        var worst: [String: Status] = [:]
        for verdict in appVerdicts(strict: strict) {
            let label = appLabel(verdict.app)
            if let known = worst[label] {
                if verdict.status.rank > known.rank { worst[label] = verdict.status }
            } else {
                order.append(label)
                worst[label] = verdict.status
            }
        }
        return order.map { ($0, worst[$0] ?? .pass) }
    }

    /// How an app is named where people and labels read it: an Apple app by its app ID, an
    /// Android app by its package (`com.example.app:14:6D:...` is `com.example.app`; its keys
    /// are in the app's details, and adding one must not rename it).
    package func appLabel(_ app: String) -> String {
        guard platform == .android, let colon = app.firstIndex(of: ":") else { return app }
        return String(app[..<colon])
    }
}

/// One app the reports were checked for, and its verdict on each of its domains: the per-app
/// summary of text and HTML reports.
package struct AppSummary: Sendable {
    package var app: String
    /// The platform of the first domain that names it.
    package var platform: Platform
    package var statuses: [Status]

    package var counts: VerificationReport.Summary { VerificationReport.Summary(statuses: statuses) }
    package var worst: Status { statuses.max { $0.rank < $1.rank } ?? .pass }

    /// Each app in first-seen order, by the name people read (``DomainReport/appLabel(_:)``).
    package static func of(_ domains: [DomainReport], strict: Bool) -> [AppSummary] {
        var summaries: [AppSummary] = []
        var index: [String: Int] = [:]
        for domain in domains {
            for verdict in domain.labelledAppVerdicts(strict: strict) {
                if let position = index[verdict.app] {
                    summaries[position].statuses.append(verdict.status)
                } else {
                    index[verdict.app] = summaries.count
                    summaries.append(
                        AppSummary(app: verdict.app, platform: domain.platform, statuses: [verdict.status]))
                }
            }
        }
        return summaries
    }
}

extension Status {
    /// pass < warn < fail.
    var rank: Int {
        switch self {
        case .pass: 0
        case .warn: 1
        case .fail: 2
        }
    }
}

extension DomainReport {
    /// The findings that say the run itself did not check the host this run (`--deadline`, a proxy
    /// that stopped, a domain no longer in the list): its status is no verdict on the site.
    static let notCheckedIDs: Set<String> = [
        FindingKind.runDeadline.id, FindingKind.runProxy.id, FindingKind.changeRemovedDomain.id,
    ]

    /// Why the host was not checked this run, by its finding's id; nil when it was.
    package var notCheckedBy: String? {
        findings.first { Self.notCheckedIDs.contains($0.id) }?.id
    }
}
