extension DomainReport {
    /// Each app the report checked, with its own verdict: a finding about no app in particular
    /// (the file, the transport) counts for every app, a finding about one app (`appID`) only
    /// for it. A verdict the findings do not explain (`--fail-on-change`) holds for every app.
    package func appVerdicts(strict: Bool) -> [(app: String, status: Status)] {
        var verdicts = appIDs.map { app in
            (app: app, status: Status(findings: findings.filter { $0.appID == nil || $0.appID == app }, strict: strict))
        }
        if let worst = verdicts.map(\.status).max(by: { $0.rank < $1.rank }), status.rank > worst.rank {
            for index in verdicts.indices { verdicts[index].status = status }
        }
        return verdicts
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
