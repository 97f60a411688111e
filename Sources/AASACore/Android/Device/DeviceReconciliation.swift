/// `--device-state`: what the phone says of each host against what the host's file says now,
/// for the signature installed on the phone (docs/rules/android-app-links.md A4-A7, A12, A14). Pure: one finding per
/// (package, host), on the host's Android report.
package enum DeviceReconciliation {
    /// The finding for `host` as `package` lists it, from the host's report judged for `app` (the
    /// package with its installed signatures); nil when the run did not check the host.
    package static func finding(
        package: DeviceAppLinks.Package, app: String, host: String, state: DeviceAppLinks.State, report: DomainReport
    ) -> Finding? {
        guard report.notCheckedBy == nil else { return nil }
        // `pm get-app-links` does not say which verifier the phone runs (A12): the file fails if it
        // fails for either family, and the reason names the family when only one refuses it.
        func failing(_ reader: StatementReader) -> [Finding] {
            report.findings(seenBy: reader).filter {
                ($0.appID == nil || $0.appID == app) && ($0.severity == .error || reader.refuses($0))
                    && $0.accepted != true && !FindingKind.isChange($0.id)
            }
        }
        let aosp = failing(.devices(.android12Plus))
        let google = failing(VerifierFamily.playServices.reader(.android12Plus))
        let failing = aosp.isEmpty ? google : aosp
        let family =
            aosp.isEmpty == google.isEmpty
            ? "" : "on \(aosp.isEmpty ? VerifierFamily.playServices.title : VerifierFamily.aosp.title), "
        let passes = failing.isEmpty
        let shownHost = PrintableText.escaped(host)
        let name = PrintableText.escaped(package.name)
        let says = "The phone says \(PrintableText.escaped(state.description, limit: 40)) for \(shownHost)"
        let why =
            failing.first.map {
                " (\(family)\($0.id): \($0.message.hasSuffix(".") ? String($0.message.dropLast()) : $0.message))"
            }
            ?? ""
        let reVerify = "adb shell pm verify-app-links --re-verify \(name)"
        let reset = "adb shell pm reset-app-links \(name)"
        switch state {
        // Set by hand first: `approved` opens links too, but no verifier decided it.
        case .approved, .denied:
            return FindingKind.deviceForced(
                "\(says), set by hand through the shell; its file "
                    + (passes ? "grants \(name) now." : "fails for \(name) now\(why)."),
                hint: "On the phone: \(reset) lets the verifier decide again.", appID: app)
        case _ where state.opensLinks:
            if passes {
                return FindingKind.deviceAgrees(
                    "\(says), and its file grants \(name) with the installed signature now.", hint: "Nothing to do.",
                    appID: app)
            }
            return FindingKind.deviceKeptVerdict(
                "\(says), but its file fails for \(name) with the installed signature now\(why): the phone keeps a "
                    + "verdict made earlier and will fail at its next verification.",
                hint: "Fix the host's findings before phones verify again (the next app update, or \(reVerify)).",
                appID: app)
        case .legacyFailure, .verifierDefined:
            if passes {
                return FindingKind.deviceFailedEarlier(
                    "\(says), but its file grants \(name) with the installed signature now: the failure was recorded "
                        + "earlier (the site then, the phone offline, or Google's cached copy of the file).",
                    hint: "On the phone: \(reset), then \(reVerify) (on phones with Google Play services "
                        + "--re-verify alone does not clear a recorded failure).", appID: app)
            }
            return FindingKind.deviceFailureExplained(
                "\(says); from outside, its file fails for \(name) with the installed signature too\(why).",
                hint: "Fix the host's findings, then on the phone: \(reset), then \(reVerify).", appID: app)
        case .none:
            return FindingKind.deviceNotVerified(
                "\(says): the phone has not verified it yet; its file "
                    + (passes ? "grants \(name) now." : "fails for \(name) now\(why)."),
                hint: passes
                    ? "On the phone: \(reVerify)." : "Fix the host's findings, then on the phone: \(reVerify).",
                appID: app)
        default:
            return FindingKind.deviceUnexplained(
                "\(says), a state aasa cannot explain; its file "
                    + (passes ? "grants \(name) now." : "fails now\(why)."),
                hint: "See adb shell pm get-app-links's help on that phone for what the state means.", appID: app)
        }
    }

    /// What a host's report would say of a local assetlinks.json for `app` (`match --file
    /// --device-state`): the file's own findings, the app's cross-check, and each reader's verdict.
    /// A local file has no transport, so what only a fetch shows (Content-Type, Google's fetcher)
    /// is not in it.
    package static func fileReport(host: String, lint: [Finding], list: StatementList, app: AndroidApp)
        -> DomainReport
    {
        let entry = "android:" + host
        let findings =
            lint
            + AndroidAppCrossCheck.findings(
                for: app, relation: .handleAllURLs, in: list, file: "The file of \(host)", entry: entry)
        return DomainReport(
            domain: host, platform: .android, entries: [entry], appIDs: [app.description],
            status: Status(findings: findings, strict: false), fetch: nil, findings: findings,
            readers: ReaderVerdict.judge(findings, rejections: list.rejections, strict: false))
    }

    /// The package as an app to check: its name and the signatures installed on the phone.
    package static func app(_ package: DeviceAppLinks.Package) -> AndroidApp? {
        let written = ([package.name] + [package.signatures.joined(separator: ",")].filter { !$0.isEmpty })
            .joined(separator: ":")
        return try? AndroidApp.parse(written).get()
    }

    /// Each Android report of a host the phone lists, with the phone's state reconciled: the
    /// finding added, the status raised when the finding is worse.
    package static func reconcile(_ domains: [DomainReport], with state: DeviceAppLinks, strict: Bool)
        -> [DomainReport]
    {
        var domains = domains
        for package in state.packages {
            guard let app = app(package)?.description else { continue }
            for line in package.hosts {
                let (host, hostState) = (line.host, line.state)
                let fetched = AppLinkHosts.fileHost(host).lowercased()
                guard
                    let index = domains.firstIndex(where: {
                        $0.platform == .android && $0.domain.lowercased() == fetched
                    }),
                    let finding = finding(
                        package: package, app: app, host: host, state: hostState, report: domains[index])
                else { continue }
                domains[index].findings.append(finding)
                let now = Status(findings: [finding], strict: strict)
                if now.rank > domains[index].status.rank { domains[index].status = now }
            }
        }
        return domains
    }
}
