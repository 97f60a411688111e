import AASACore

/// `--expect-url` on Android, for the apps read from files (`--apk`, `--aab`, `--android-manifest`):
/// each band's answer as `match` gives it (the app's filters take the URL, the host is one the
/// band verifies, and the host's file grants the app with Android 15's dynamic rules), where a
/// host grants only when its verdict for the app this run, as that band's verifier reads the
/// file, does not fail. An app named only by `--android-app` has no filters to judge: its URL is
/// not checked, with the reason.
extension ExpectationCheck {
    /// What every Android expectation of a run reads, made once: each app file with its decision
    /// (its filters compiled), and each Android host's report and statements by the host its file
    /// was fetched at.
    struct AndroidContext {
        /// Each app file with its decision (its filters compiled) and the hosts its filters
        /// declare for verification, joined once rather than per URL.
        var apps: [(input: AndroidAppInput, decision: AppLinkDecision, declared: [String])]
        var reports: [String: DomainReport] = [:]
        var lists: [String: StatementList] = [:]
        /// Whether some host's file reads otherwise for Google's verifier than for a device's own:
        /// only then can the two families answer a URL differently.
        var familiesDiffer = false

        init(apps: [AndroidAppInput], outcomes: [DomainOutcome]) {
            self.apps = apps.map { input in
                let decision = AppLinkDecision(input.file.manifest, hosts: input.hosts)
                return (input, decision, decision.hosts.android12 + decision.hosts.legacy)
            }
            for outcome in outcomes where outcome.report.platform == .android {
                reports[outcome.report.domain] = outcome.report
                if let list = outcome.statementList { lists[outcome.report.domain] = list }
                let statuses = Set((outcome.report.readers ?? []).map(\.status))
                if statuses.count > 1 { familiesDiffer = true }
            }
        }

        /// What `fetched`'s file says of `input` for the devices of `generation` in `family`.
        func grant(
            _ fetched: String, to input: AndroidAppInput, generation: AndroidBand,
            family: VerifierFamily = .playServices
        ) -> AppLinkDecision.HostGrant {
            let shown = PrintableText.escaped(fetched)
            guard let report = reports[fetched] else {
                return .unknown(reason: "\(shown)'s assetlinks.json was not checked in this run")
            }
            if let reason = report.notCheckedBy {
                return .unknown(reason: "\(shown)'s assetlinks.json was not checked (\(reason))")
            }
            // Google's reading for phones with Google Play services; a device's own reader, by
            // generation, for the others.
            let readers = family == .playServices ? [.googleAPI] : generation.verifiedBy.map(StatementReader.devices)
            let app = input.app.description
            for reader in readers {
                guard report.appVerdicts(strict: false, reader: reader).first(where: { $0.app == app })?.status == .fail
                else { continue }
                let why = report.readers?.first { $0.reader == reader }?.reason
                return .refused(
                    reason: "\(shown) fails for the app as "
                        + (reader == .googleAPI
                            ? "Google's verifier reads it for \(family.title)" : "\(reader.label) devices read it")
                        + (why.map { " (\($0))" } ?? ""))
            }
            guard let list = lists[fetched] else {
                return .refused(reason: "\(shown) served no assetlinks.json this run")
            }
            return AppLinkDecision.grant(in: list, to: input.apps(for: generation), host: fetched)
        }

        /// Whether an Android host of the run or an app file's filters name `host`.
        func names(_ host: String) -> Bool {
            reports.values.contains { Self.covers($0, host: host) }
                || apps.contains { AppLinkDecision.covering(host, among: $0.declared) != nil }
        }

        /// Whether an Android host's entries (`android:HOST`, `android:*.HOST`) name `host`.
        static func covers(_ report: DomainReport, host: String) -> Bool {
            report.domain == host
                || (host.hasSuffix("." + report.domain) && report.entries.contains { $0.contains(":*.") })
        }

        /// With no app file in the run, an Android host that covers the URL was checked for apps
        /// known by key alone: whether the URL opens is the app's filters' to say.
        func keyOnly(_ expectation: URLExpectation, expected: URLReport.Expected?) -> URLReport? {
            guard apps.isEmpty else { return nil }
            let host = expectation.url.host
            guard let report = reports.values.first(where: { Self.covers($0, host: host) }) else { return nil }
            return URLReport(
                url: expectation.text, platform: .android, expected: expected, verdict: .notChecked,
                app: report.appIDs.first.map { report.appLabel($0) }, host: report.domain,
                finding: FindingKind.urlUnchecked(
                    "\(expectation.text) was not checked on Android: the run knows the app by its key, not by its "
                        + "intent filters, which decide which URLs open it.",
                    hint: "Pass the app (--apk, --aab or --android-manifest) to judge it on each Android band."))
        }
    }

    /// One result per app file of the run: an app whose filters do not name the URL's host does
    /// not open it.
    func android(
        _ expectation: URLExpectation, expected: URLReport.Expected?, context: AndroidContext
    ) -> [URLReport] {
        guard !context.apps.isEmpty else { return [] }
        guard let uri = AndroidURI.webLink(expectation.text), let host = uri.host else { return [] }
        return context.apps.map { input, decision, declared in
            var answers = decision.answers(for: uri) { written, generation in
                context.grant(AppLinkHosts.fileHost(written), to: input, generation: generation)
            }
            // The answers shown are the headline family's; where phones without Google Play
            // services answer otherwise, the band's note says so, and the verdict counts theirs
            // too (the strictest of the phones the app runs on).
            var differing: [AndroidLinkAnswer] = []
            if context.familiesDiffer {
                let aosp = decision.answers(for: uri) { written, generation in
                    context.grant(AppLinkHosts.fileHost(written), to: input, generation: generation, family: .aosp)
                }
                for (index, other) in zip(answers.indices, aosp) where other.verdict != answers[index].verdict {
                    let said = "\(VerifierFamily.aosp.title): \(other.verdict.rawValue)"
                    answers[index].note = answers[index].note.map { "\($0); \(said)" } ?? said
                    var counted = other
                    counted.reason = VerifierFamily.aosp.title + (other.reason.map { ", \($0)" } ?? "")
                    differing.append(counted)
                }
            }
            let verdict = URLReport.androidVerdict(expected, answers: answers + differing)
            let package = input.app.packageName
            return URLReport(
                url: expectation.text, platform: .android, expected: expected, verdict: verdict, app: package,
                host: AppLinkDecision.covering(host, among: declared).map(AppLinkHosts.fileHost),
                answers: answers,
                finding: finding(expectation, verdict: verdict, app: package, answers: answers + differing))
        }
    }

    /// The answers that decide, band by band, in one sentence.
    private func finding(
        _ expectation: URLExpectation, verdict: URLReport.Verdict, app: String,
        answers: [AndroidLinkAnswer]
    ) -> Finding? {
        let applicable = answers.filter { $0.verdict != .notApplicable }
        // Bands that answer alike are said once: `Android 15+, Android 12-14: no-filter, ...`.
        func said(_ answers: [AndroidLinkAnswer]) -> String {
            var groups: [(bands: [String], verdict: AndroidLinkAnswer.Verdict, reason: String?)] = []
            for answer in answers {
                if let index = groups.firstIndex(where: { $0.verdict == answer.verdict && $0.reason == answer.reason })
                {
                    groups[index].bands.append(answer.generation.title)
                } else {
                    groups.append(([answer.generation.title], answer.verdict, answer.reason))
                }
            }
            return groups.map { group in
                group.bands.joined(separator: ", ") + ": " + group.verdict.rawValue
                    + (group.reason.map { ", \($0)" } ?? "")
            }.joined(separator: "; ")
        }
        switch verdict {
        case .pass, .opens, .doesNotOpen, .someDevices, .notCovered: return nil
        case .notChecked:
            return FindingKind.urlUnchecked(
                "\(expectation.text) was not checked for \(app) on Android "
                    + "(\(said(applicable.filter { $0.verdict == .unchecked }))).",
                hint: "Run again with every host of the app in the run (no --shard slice leaves one out, no deadline "
                    + "cuts it).")
        case .fail where expectation.mustOpen:
            let failing = applicable.filter { $0.verdict != .opens && $0.verdict != .unchecked }
            return FindingKind.urlUnexpected(
                "\(expectation.text) does not open \(app) on Android ("
                    + (applicable.isEmpty ? "the app installs on no device band" : said(failing)) + ").",
                hint: "Give an autoVerify filter of the app this host and a path that takes the URL, and list the app "
                    + "with its signing key in the host's assetlinks.json; run aasa match with the app for each answer."
            )
        case .fail:
            let opening = applicable.filter { $0.verdict == .opens }.map(\.generation.title)
            return FindingKind.urlUnexpected(
                "\(expectation.text) opens \(app) on Android (\(opening.joined(separator: ", "))), but it must not.",
                hint: "Narrow the filter's path, or add an exclude dynamic rule for it (Android 15+).")
        }
    }
}
