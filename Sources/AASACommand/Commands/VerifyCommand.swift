import AASACore
import AASAFetch
import AASAVerification

/// `aasa verify [ENTRY...]`: the main job. Fetch each domain's file as Apple's systems would,
/// and report per domain.
enum VerifyCommand: Subcommand {
    static let name = "verify"
    static let abstract =
        "Fetch each domain's apple-app-site-association and assetlinks.json files and verify them (the main job)."
    static let usage =
        "aasa verify [<entry> ...] [--entitlements <file>] [--domains <file>] [--xcodeproj <path>] [--app-id <id>] "
        + "[--apk <file>] [--aab <file>] [--android-manifest <file>] [options]"
    static let arguments = [
        (
            "<entry>",
            "An entitlement entry (applinks:example.com, webcredentials:*.example.com), an Android entry "
                + "(android:example.com, android-credentials:example.com) or a bare host."
        )
    ]
    static let options = entryOptions + checkOptions + reportOptions + networkOptions + judgingOptions

    /// What to check: entries, apps and app files.
    static let entryOptions: [OptionSpec] = [
        .value(
            .entitlements, "file", repeatable: true,
            help: "Entries and app ID from a .entitlements plist, signed Mach-O, .app, .ipa or .mobileprovision."),
        .value(
            .domains, "file", repeatable: true,
            help: "One entry per line, optionally followed by the app IDs that claim it; '#' comments; '-' is stdin."),
        .value(
            .xcodeproj, "path", repeatable: true,
            help: "Each target's entries and app ID from an Xcode project's build settings and entitlements files."),
        .value(.target, "name", repeatable: true, help: "With --xcodeproj: only this target (default: every one)."),
        .value(.configuration, "name", help: "With --xcodeproj: the build configuration (default Release)."),
        .value(
            .appID, "id", repeatable: true,
            help: "The app ID for entries named as arguments and --domains lines without IDs; replaces the app ID "
                + "of --entitlements files and --xcodeproj targets."),
        .value(
            .androidApp, "package[:sha256,...]", repeatable: true,
            help: "The Android app for android: entries named as arguments and --domains lines without apps: its "
                + "package and signing-certificate SHA-256 fingerprints (keytool's or apksigner's form); with --aab "
                + "or --android-manifest, the app signing key of that package."),
        .value(
            .apk, "file", repeatable: true,
            help: "An APK: its package, App Links hosts (Android 12+ and 6-11 rules) and signing certificates."),
        .value(
            .aab, "file", repeatable: true,
            help: "An app bundle: its package and App Links hosts; its own signature is the upload key, so give the "
                + "app signing key with --android-app."),
        .value(
            .androidManifest, "file", repeatable: true,
            help: "A source AndroidManifest.xml: its App Links hosts, for the app --android-app names."),
        AndroidAppFileInput.placeholderOption, AndroidAppFileInput.minSDKOption, AndroidAppFileInput.targetSDKOption,
    ]

    /// What else the run answers: URLs, the kept state, a phone's view.
    static let checkOptions: [OptionSpec] = [
        .value(.expectURL, "url", repeatable: true, help: "A URL that must open the app."),
        .value(.expectNoURL, "url", repeatable: true, help: "A URL that must not open the app."),
        .value(
            .state, "dir",
            help: "Keep the baseline as guarded state in DIR: the last finished run's report (the next run's "
                + "--baseline), a lock against overlapping runs, domains that left the list with their last file."),
        .value(
            .deviceState, "file",
            help: "A phone's 'adb shell pm get-app-links' output: check each host it lists for the installed "
                + "signatures, and say where the phone and the file disagree."),
        .value(
            .urls, "list",
            help: "Answer every URL of a list, a sitemap (.xml, .xml.gz, an index) or an https:// sitemap: where "
                + "it opens, on iOS and each Android band (the release report)."),
    ]

    static let reportOptions: [OptionSpec] = [
        .value(
            .format, "format", help: OutputFormats.help(OutputFormats.verification)),
        ReportOptions.output,
        ReportOptions.report, ReportOptions.sarifRoot, VerifyOptions.siteRoot.spec, VerifyOptions.metricsLabel.spec,
    ]

    /// How the network is asked: what `aasa judge`, which asks nothing, does not take.
    static let networkOptions: [OptionSpec] = [
        .setting(RunSettings.timeout), .setting(RunSettings.deadline), .setting(RunSettings.concurrency),
        VerifyOptions.connectTo.spec, VerifyOptions.resolve.spec,
        .value(
            .cacert, "file",
            help:
                "Trust the PEM roots in this file (default: CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR, the system's)."
        ),
        .value(.proxy, "url", help: "As curl's --proxy (default: https_proxy, all_proxy)."),
        .value(.noProxy, "hosts", help: "As curl's --noproxy: hosts reached without the proxy (default: no_proxy)."),
        .setting(RunSettings.retries),
        .flag(.cdn, help: "Also fetch Apple's CDN copy of each file and compare it with the origin."),
        .setting(RunSettings.cdnConcurrency),
        .value(
            .record, "file",
            help: "Also write every host's fetches to this file (JSON Lines, docs/records.md): aasa judge re-judges "
                + "them offline."),
    ]

    /// How the answers are judged and shown.
    static let judgingOptions: [OptionSpec] = [
        .setting(RunSettings.certificateWarningDays),
        .value(.baseline, "report", help: "Compare with an earlier --format json or jsonl report: say what changed."),
        .flag(.failOnChange, help: "With --baseline: a changed file or a newly failing domain fails."),
        ReportOptions.strict,
        VerifyOptions.shard.spec,
        .flag(.progress, help: "Show the progress line even when standard error is not a terminal."),
        .flag(.noProgress, help: "Never show the progress line."),
        .flag(.list, help: "Print the hosts, entries and apps a run would check, and fetch nothing."),
        .flag(.pretty, help: "JSON indented for people (the default on a terminal; compact into files and pipes)."),
        .flag(.quiet, help: "Text: list only the domains that warn or fail, then the summary."),
        AcceptedFindings.acceptOption, AcceptedFindings.acceptFileOption,
    ]

    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError) -> Int32 {
        try await run(arguments, console: console, replay: nil)
    }

    /// The run, live or (`aasa judge`) from a recording, whose hosts' fetches stand in for the
    /// network: the same plan, judging and report, with no request made.
    static func run(_ arguments: ParsedArguments, console: Console, replay: Recording?) async throws(UsageError)
        -> Int32
    {
        var options = try VerifyOptions(arguments)
        if let replay { replay.header.apply(to: &options.verification) }
        try ReportFile.check(options.outputPath)
        let extra = try ExtraReports(arguments, among: OutputFormats.verification)
        // From here on a run that ends without its report still says so in its metrics.
        let health = RunHealth(
            options: options, extraPaths: extra.reports.filter { $0.format.name == "prometheus" }.map(\.path))
        let termination = arguments.flag(.list) ? nil : Termination.watch(health: health, console: console)
        defer { termination?.cancel() }
        do {
            return try await run(
                arguments, console: console, replay: replay, options: options, extra: extra, health: health)
        } catch {
            if !arguments.flag(.list) { health.writeIncomplete() }
            throw error
        }
    }

    private static func run(
        _ arguments: ParsedArguments, console: Console, replay: Recording?, options: VerifyOptions,
        extra: ExtraReports<any VerificationFormat>, health: RunHealth
    ) async throws(UsageError) -> Int32 {
        var options = options
        var sitemaps: SitemapFetch.Source?
        var plan = try VerificationPlan.make(arguments, options: options, sitemaps: &sitemaps)
        health.planned.store(plan.hosts.count, ordering: .relaxed)
        // The plan has read every input file, those inside directories too: said before any fetch.
        let recordPath = replay == nil ? arguments.value(.record) : nil
        if let recordPath { try ReportFile.check(recordPath) }
        for output in [options.outputPath, recordPath].compactMap({ $0 }) + extra.reports.map(\.path) {
            try ReportFile.checkReads(output)
        }
        if let replay { try replay.check(plan) }
        if arguments.flag(.list) {
            // A malformed entry is the input's mistake: the listing says which, and the status too.
            let malformed = try PlanListing(plan).emit(
                format: options.format.name, to: options.outputPath, console: console)
            guard malformed == 0 else {
                console.writeError(
                    "Error: \(malformed) entr\(malformed == 1 ? "y" : "ies") cannot be checked as written (listed above)\n"
                )
                return ExitCode.usage
            }
            return ExitCode.success
        }
        // The state's lock before any fetch: a second run stops here, having asked nothing.
        let state = try options.statePath.map { (path) throws(UsageError) in try RunState.open(path) }
        if let state {
            options.baselinePath = state.baseline
            if state.baseline == nil {
                console.writeError(
                    "Note: --state '\(TerminalSafe(state.directory))' holds no earlier report; this run's report "
                        + "becomes its baseline\n")
            }
        }
        let accepted = try AcceptedFindings(arguments)
        if !accepted.isEmpty { options.verification.acceptance = accepted }
        let requestedConcurrency = options.verification.concurrency
        // A replay asks nothing of this machine's network: its engine is never handed a request.
        let ready =
            replay != nil
            ? LocalResources.Ready.offline
            : try await UsageError.verifying { () async throws(VerificationError) in
                try await LocalResources.prepare(&options.verification, hosts: plan.hosts.names)
            }
        let engine = ready.engine
        defer { engine.shutdown() }
        if let sitemaps {
            guard replay == nil else {
                throw UsageError("a recording holds no sitemap: give --urls the sitemap's file, not its URL")
            }
            let fetch = SitemapFetch(engine: engine, settings: options.verification) { console.writeError($0) }
            var urls = try await fetch.urls(sitemaps)
            VerificationPlan.put(plan.expectations, before: &urls)
            plan.expectations = urls
        }
        if let fit = ready.clamped {
            console.writeError(
                "Note: --concurrency \(requestedConcurrency) needs more file descriptors than the limit "
                    + "(ulimit -n \(fit.limit)) leaves; running \(fit.concurrency) transfers at once\n")
        }
        var verification = Verification(plan: plan, settings: options.verification, engine: engine)
        verification.replay = replay?.hosts
        let recorder = try recordPath.map { path throws(UsageError) in try LineWriter(path: path, console: console) }
        if let recorder {
            let header = RecordingHeader(
                startedAt: options.verification.now, timeoutSeconds: options.verification.timeout,
                cdn: options.verification.cdn, userAgent: options.verification.userAgent,
                connectTo: options.verification.connectTo)
            recorder.write(JSONReportEncoder.encodeLine(["recording": header]))
            verification.recorder = { (host: HostRecording) in recorder.write(JSONReportEncoder.encodeLine(host)) }
        }
        if replay == nil {
            try await UsageError.verifying { () async throws(VerificationError) in try await verification.probeCDN() }
        }
        let progress =
            (options.progress ?? console.errorIsTerminal)
            ? ProgressLine(write: console.writeError, width: console.errorWidth) : nil
        let audit = try ChangeAudit.load(options)
        let strict = options.verification.strict
        defer { accepted.reportUnused(console) }
        // Android apps are judged once all their hosts are: those runs keep the whole report.
        if let streaming = options.format as? any StreamingVerificationFormat, plan.expectations.isEmpty,
            options.deviceState == nil, state == nil,
            plan.androidAppFiles.isEmpty, extra.isEmpty
        {
            let output = try streaming.output(
                to: options.outputPath, console: console, options: renderOptions(options, console: console))
            let failed = FailureFlag()
            let seen = SeenDomains()
            let emit: @Sendable (Int, DomainReport) -> Void = { index, report in
                if report.status == .fail { failed.set() }
                output.receive(report, at: index)
            }
            _ = await verification.run(progress: progress) { index, report in
                let report = accepted.apply(report, strict: strict)
                // Only a baseline needs to know afterwards which domains were verified.
                if let audit {
                    seen.insert(ReportKey(report))
                    emit(index, audit.audit(report))
                } else {
                    emit(index, report)
                }
            }
            if let removed = audit?.removedDomains(verified: seen.all, isExpected: options.shard.contains) {
                for (offset, report) in removed.enumerated() { emit(verification.reportCount + offset, report) }
            }
            do throws(VerificationError) {
                try verification.checkLocalProblems()
            } catch {
                output.abandon()
                throw UsageError(error)
            }
            let unchecked = verification.unchecked.value
            let status = unchecked > 0 ? ExitCode.usage : failed.isSet ? ExitCode.failure : ExitCode.success
            try recorder?.finish()
            try output.finish(exitStatus: status)
            Self.sayUnchecked(verification.unchecked, options: options, console: console)
            return status
        }
        let started = ContinuousClock.now
        let verified = await verification.run(progress: progress, stream: nil)
        var domains = verified.domains.map { accepted.apply($0, strict: strict) }
        if let deviceState = options.deviceState {
            domains = DeviceReconciliation.reconcile(domains, with: deviceState, strict: strict)
        }
        try UsageError.verifying { () throws(VerificationError) in try verification.checkLocalProblems() }
        if let audit {
            domains =
                domains.map(audit.audit)
                + audit.removedDomains(verified: Set(domains.map(ReportKey.init)), isExpected: options.shard.contains)
        }
        let renderOptions = renderOptions(options, console: console)
        // A host of the app another slice checks has no verdict here: not checked, never failing.
        let absent =
            options.shard == .whole
            ? "was not checked in this run"
            : "is checked by another --shard slice than \(options.shard.index)/\(options.shard.count)"
        let apps = plan.androidAppFiles.map {
            accepted.apply(
                AndroidAppReport($0, domains: domains, strict: options.strict, absent: absent), strict: strict)
        }
        var report = VerificationReport(
            run: renderOptions.run, domains: domains, androidApps: apps.isEmpty ? nil : apps,
            urls: plan.expectations.isEmpty ? nil : audit.map { verified.urls.map($0.urls.audited) } ?? verified.urls)
        let unchecked = verification.unchecked.value
        let status = unchecked > 0 ? ExitCode.usage : ExitCode.forVerification(report)
        report.run?.durationSeconds = Double((ContinuousClock.now - started).milliseconds) / 1000
        report.run?.exitStatus = status
        try recorder?.finish()
        // Every report file as one set: written whole beside its target, then all put in place,
        // so one that cannot be written (exit 2) leaves every file as it was and the main report
        // says nothing a recipe could take for a good run. `--state`'s baseline joins the set
        // only for a run that finished.
        var fileOptions = renderOptions
        (fileOptions.colour, fileOptions.pretty) = (false, options.pretty)
        var files = extra.files { $0.text(report, options: fileOptions) }
        let main = options.format.text(report, options: renderOptions)
        if let path = options.outputPath { files.append((main, path)) }
        if let state, status != ExitCode.usage {
            files.append((ReportText(JSONFormat().render(report, options: RenderOptions())), state.lastReport))
        }
        try ReportFile.write(set: files, replacingInput: Set(state.map { [$0.lastReport] } ?? []))
        if let state, status != ExitCode.usage { try state.markStarted() }
        if options.outputPath == nil { try console.emitReport(main, to: nil) }
        Self.sayUnchecked(verification.unchecked, options: options, console: console)
        return status
    }

    /// `--deadline`, a proxy that stopped or Apple's CDN left part of the run unchecked: the run's
    /// error, said once the report is written, with when the fault was first met.
    private static func sayUnchecked(_ unchecked: UncheckedCount, options: VerifyOptions, console: Console) {
        func after(_ fault: LocalFault) -> String {
            unchecked.by(fault).after.map { " \(DecimalSeconds.text(milliseconds: $0.milliseconds)) s into the run" }
                ?? ""
        }
        let count = unchecked.by(.deadline).count
        if count > 0, let deadline = options.verification.deadline {
            console.writeError(
                "Error: --deadline \(DecimalSeconds.text(milliseconds: Int(deadline * 1000))) s passed before \(count) "
                    + "host report\(count == 1 ? " was" : "s were") checked; the report lists them as run.deadline\n")
        }
        let proxy = unchecked.by(.proxy).count
        if proxy > 0 {
            let shown = options.verification.effectiveProxy.map(Credentials.redactedProxy) ?? "the proxy"
            console.writeError(
                "Error: the proxy \(shown) stopped carrying requests\(after(.proxy)) (the connection to it failed), so "
                    + "\(proxy) host report\(proxy == 1 ? " was" : "s were") not checked; the report lists them as "
                    + "run.proxy\n")
        }
        let cdn = unchecked.by(.cdn).count
        if cdn > 0 {
            console.writeError(
                "Error: Apple's CDN (\(CDNClassifier.host)) stopped answering this machine\(after(.cdn)), so \(cdn) "
                    + "host\(cdn == 1 ? "'s" : "s'") CDN cop\(cdn == 1 ? "y was" : "ies were") not compared; the "
                    + "report lists them as cdn.unchecked\n")
        }
    }

    private static func renderOptions(_ options: VerifyOptions, console: Console) -> RenderOptions {
        let settings = options.verification
        var render = RenderOptions(colour: console.colours(output: options.outputPath), strict: settings.strict)
        render.now = settings.now
        render.labels = options.metricsLabels
        render.quiet = options.quiet
        render.pretty = options.pretty || console.colours(output: options.outputPath)
        render.run = settings.runInfo(
            failOnChange: options.failOnChange, shard: "\(options.shard.index)/\(options.shard.count)")
        render.sarifRoot = options.sarifRoot
        render.siteRoots = options.siteRoots
        return render
    }
}
