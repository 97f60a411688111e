/// `--format prometheus`: the node exporter's textfile format, for scheduled audits.
package struct PrometheusFormat: VerificationFormat {
    package let name = "prometheus"

    package init() {}

    package func render(_ report: VerificationReport, options: RenderOptions) -> String {
        PrometheusFormatter(now: options.now, labels: options.labels, strict: options.strict).format(report)
    }
}

/// `--format prometheus`: the report as metrics in Prometheus's text exposition format (0.0.4),
/// for node_exporter's textfile collector. A pure function of the report and the run's time.
///
/// Each family is written once with its `# HELP` and `# TYPE` lines and then one sample per
/// domain. A domain name that appears twice (an entry and a URL host, say) is written once, for
/// its first report, since a series may not repeat. Values of unknown quantities (no HTTP answer,
/// no certificate) are left out rather than written as 0.
///
/// `labels` (`--metrics-label KEY=VALUE`) go on every series, so runs for several apps can write
/// to one textfile directory without duplicate series. No gauge ends in `_total`, which names
/// counters (`promtool check metrics` refuses it).
package struct PrometheusFormatter: Sendable {
    /// When the run happened, seconds since 1970: injected, never read from the clock here.
    package var now: Int64
    /// Labels added to every series, in the order given.
    package var labels: [(name: String, value: String)]
    /// `--strict`, for each app's own verdict.
    package var strict: Bool

    package init(now: Int64, labels: [(name: String, value: String)] = [], strict: Bool = false) {
        self.now = now
        self.labels = labels
        self.strict = strict
    }

    /// The label names aasa's own series use, and `le` and `quantile`, which Prometheus gives a
    /// meaning of its own: `--metrics-label` may take none of them.
    package static let reservedLabelNames: Set<String> = [
        "domain", "platform", "status", "severity", "app_id", "finding", "package", "source", "le", "quantile",
    ]

    /// Why `name` cannot be an extra label name, or nil when it can: Prometheus's label syntax,
    /// no `__` prefix (reserved for Prometheus), none of aasa's own label names.
    package static func labelNameProblem(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "_" }
        guard let first = scalars.first, isLetter(first),
            scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) })
        else { return "a label name is letters, digits and _, not starting with a digit" }
        if name.hasPrefix("__") { return "names starting with __ are reserved by Prometheus" }
        if reservedLabelNames.contains(name) { return "aasa's own series use the label \(name)" }
        return nil
    }

    package func format(_ report: VerificationReport) -> String {
        var seen = Set<ReportKey>()
        var rendered: [String: Int] = [:]
        var domains: [DomainReport] = []
        for var domain in report.domains where seen.insert(ReportKey(domain)).inserted {
            // Entries that differ only in what a label cannot carry (controls become U+FFFD) would
            // be one series twice, which Prometheus rejects: later ones are numbered.
            let label = Self.labelValue(domain.domain) + domain.platform.rawValue
            rendered[label, default: 0] += 1
            if let count = rendered[label], count > 1 { domain.domain += " #\(count)" }
            domains.append(domain)
        }
        let families: [Family] = [
            // A host the run did not check has no up or down: absent, so no alert reads it as either.
            Family(
                "aasa_domain_up", "1 when the domain passes or only warns, 0 when it fails; absent when not checked."
            ) { domain in
                domain.notCheckedBy == nil ? [Sample([:], domain.status == .fail ? "0" : "1")] : []
            },
            Family(
                "aasa_domain_not_checked",
                "1 when the run did not check the domain (--deadline, a proxy that stopped, a domain left the list)."
            ) { domain in
                domain.notCheckedBy.map { [Sample(["reason": $0], "1")] } ?? []
            },
            Family("aasa_domain_status", "1 for the domain's status (pass, warn or fail), 0 for the others.") {
                domain in
                Status.allCases.map { Sample(["status": $0.rawValue], domain.status == $0 ? "1" : "0") }
            },
            Family("aasa_domain_findings", "Findings on the domain, by severity.") { domain in
                Severity.allCases.map { severity in
                    Sample(["severity": severity.rawValue], String(domain.findings.count { $0.severity == severity }))
                }
            },
            Family("aasa_app_up", "1 unless the domain fails for this app (its own findings and the domain's).") {
                domain in
                guard domain.notCheckedBy == nil else { return [] }
                return domain.labelledAppVerdicts(strict: strict).map {
                    Sample(["app_id": $0.app], $0.status == .fail ? "0" : "1")
                }
            },
            Family("aasa_findings_by_id", "Error and warning findings on the domain, by id.") { domain in
                var counts: [String: (severity: Severity, count: Int)] = [:]
                for finding in domain.findings where finding.severity != .info {
                    counts[finding.id, default: (finding.severity, 0)].count += 1
                }
                return counts.sorted { $0.key < $1.key }.map {
                    Sample(["finding": $0.key, "severity": $0.value.severity.rawValue], String($0.value.count))
                }
            },
            Family("aasa_http_status", "HTTP status of the well-known fetch, when an answer came.") { domain in
                domain.fetch?.httpStatus.map { [Sample([:], String($0))] } ?? []
            },
            Family("aasa_certificate_expiry_timestamp_seconds", "When the leaf certificate expires.") { domain in
                domain.fetch?.tls?.notAfter.flatMap(CertificateTimestamp.seconds).map { [Sample([:], String($0))] }
                    ?? []
            },
            Family("aasa_file_bytes", "Bytes of the answer's body, after content decoding.") { domain in
                domain.fetch.map { [Sample([:], String($0.bytes))] } ?? []
            },
            Family("aasa_fetch_duration_seconds", "Wall time of the well-known fetch.") { domain in
                domain.fetch.map { [Sample([:], DecimalSeconds.text(milliseconds: $0.durationMs))] } ?? []
            },
            Family("aasa_fetch_attempts", "Fetches of the well-known file, retries included (--retry).") { domain in
                domain.fetch.map { [Sample([:], String($0.attempts))] } ?? []
            },
            Family("aasa_fetch_total_seconds", "Wall time of every attempt and the waits between them.") { domain in
                domain.fetch.map { [Sample([:], DecimalSeconds.text(milliseconds: $0.totalMs))] } ?? []
            },
            Family("aasa_cdn_http_status", "HTTP status of Apple's CDN for the domain (--cdn).") { domain in
                domain.cdn?.httpStatus.map { [Sample([:], String($0))] } ?? []
            },
        ]
        var text = families.map { $0.render(domains, labels: labels) }.joined()
        text += androidApps(report.androidApps ?? [])
        text += urlResults(report.urls ?? [])
        text += single("aasa_domains", "Domains in the report.", String(domains.count))
        text += single(
            "aasa_hosts_not_checked", "Domains the run did not check (aasa_domain_not_checked's count).",
            String(domains.count { $0.notCheckedBy != nil }))
        text += single("aasa_run_timestamp_seconds", "When the run happened.", String(now))
        if let run = report.run, let seconds = run.durationSeconds, let status = run.exitStatus {
            text += single(
                "aasa_run_duration_seconds", "How long the run took.",
                DecimalSeconds.text(milliseconds: Int(seconds * 1000)))
            text += single(
                "aasa_run_exit_status", "The run's exit status: 0 all pass, 1 a domain fails, 2 the run's own error.",
                String(status))
        }
        return text
    }

    /// `aasa_android_app_up{app_id,source}` per Android app read from a file, and
    /// `aasa_android_generation_up{app_id,source,generation}` per generation that installs it,
    /// each series once.
    private func androidApps(_ apps: [AndroidAppReport]) -> String {
        var seen = Set<String>()
        var samples = ""
        var generations = ""
        for app in apps where seen.insert(app.packageName + "\n" + app.kind.rawValue).inserted {
            // `app_id`, as `aasa_app_up` names the same app, so one query joins the two; `source`
            // is the kind of file (apk, aab, manifest), never its path, which changes every release.
            let own = [(name: "app_id", value: app.packageName), (name: "source", value: app.kind.rawValue)]
            samples += "aasa_android_app_up\(Self.labelSet(own + labels)) \(app.status == .fail ? "0" : "1")\n"
            // A band with no verdict this run (not checked) has no series, as a host not checked.
            for verdict in app.generations where verdict.verdict != .notApplicable && verdict.verdict != .notChecked {
                let band = [
                    (name: "family", value: verdict.family.rawValue),
                    (name: "generation", value: verdict.generation.name),
                ]
                let set = Self.labelSet(own + band + labels)
                generations += "aasa_android_generation_up\(set) \(verdict.verdict == .fail ? "0" : "1")\n"
            }
        }
        guard !samples.isEmpty else { return "" }
        var text =
            "# HELP aasa_android_app_up 1 unless the Android app's App Links fail on a generation that installs it.\n"
            + "# TYPE aasa_android_app_up gauge\n" + samples
        if !generations.isEmpty {
            text +=
                "# HELP aasa_android_generation_up 1 unless the app's App Links fail on that Android generation "
                + "(android-12+, android-9-11, android-6-8) of phones with Google Play services (family play-services) "
                + "or without (aosp); one that cannot install the app has no series.\n"
                + "# TYPE aasa_android_generation_up gauge\n" + generations
        }
        return text
    }

    /// `aasa_url_results{verdict}`: the URL expectations by verdict (pass, fail, not-checked),
    /// every verdict written so an alert can watch `fail` without a missing series.
    private func urlResults(_ results: [URLReport]) -> String {
        // One pass, by index: a list's results are counted without copying each one.
        var expectations: [URLReport.Verdict: Int] = [:]
        var answers: [Platform: [URLReport.Verdict: Int]] = [:]
        for index in results.indices {
            if results[index].isAnswer {
                answers[results[index].platform, default: [:]][results[index].verdict, default: 0] += 1
            } else {
                expectations[results[index].verdict, default: 0] += 1
            }
        }
        var text = ""
        if !expectations.isEmpty {
            text +=
                "# HELP aasa_url_results URL expectations (--expect-url, --expect-no-url) by verdict.\n"
                + "# TYPE aasa_url_results gauge\n"
            for verdict in [URLReport.Verdict.pass, .fail, .notChecked] {
                text +=
                    "aasa_url_results\(Self.labelSet([(name: "verdict", value: verdict.rawValue)] + labels)) "
                    + "\(expectations[verdict] ?? 0)\n"
            }
        }
        // `aasa_url_answers{platform,verdict}`: the URLs of `--urls` by platform and answer, every
        // answer written so a dashboard's panel never loses a series.
        guard !answers.isEmpty else { return text }
        text += "# HELP aasa_url_answers URLs of --urls by platform and answer.\n# TYPE aasa_url_answers gauge\n"
        for platform in Platform.allCases {
            let verdicts: [URLReport.Verdict] =
                platform == .apple
                ? [.opens, .doesNotOpen, .notChecked, .notCovered]
                : [.opens, .someDevices, .doesNotOpen, .notChecked, .notCovered]
            for verdict in verdicts {
                text +=
                    "aasa_url_answers"
                    + Self.labelSet(
                        [(name: "platform", value: platform.rawValue), (name: "verdict", value: verdict.rawValue)]
                            + labels) + " \(answers[platform]?[verdict] ?? 0)\n"
            }
        }
        return text
    }

    /// The run-health series alone, for a run that ended before its report (the run's own
    /// error, exit 2; SIGTERM): the "audit incomplete" alert reads `aasa_run_exit_status`, and
    /// the hosts the run meant to check are all not checked.
    package func runHealth(exitStatus: Int32, notChecked: Int) -> String {
        single(
            "aasa_hosts_not_checked", "Domains the run did not check (aasa_domain_not_checked's count).",
            String(notChecked))
            + single("aasa_run_timestamp_seconds", "When the run happened.", String(now))
            + single(
                "aasa_run_exit_status", "The run's exit status: 0 all pass, 1 a domain fails, 2 the run's own error.",
                String(exitStatus))
    }

    private func single(_ name: String, _ help: String, _ value: String) -> String {
        "# HELP \(name) \(help)\n# TYPE \(name) gauge\n\(name)\(Self.labelSet(labels)) \(value)\n"
    }

    /// `{a="1",b="2"}`, or nothing for no labels.
    static func labelSet(_ labels: [(name: String, value: String)]) -> String {
        labels.isEmpty ? "" : "{" + labels.map { "\($0.name)=\(labelValue($0.value))" }.joined(separator: ",") + "}"
    }

    /// A label value in double quotes with `\`, `"` and line feeds escaped, as the format requires.
    /// Other controls and invisible characters (which no host name has; an entry or URL host from
    /// the command line might) become U+FFFD: the format has no escape for them, and a carriage
    /// return would break readers that split lines on it.
    static func labelValue(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case _ where TerminalText.needsEscape(scalar):
                // Controls, bidi overrides, invisible format characters: the format has no escape
                // for them, so they become the visible, inert U+FFFD.
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    struct Sample {
        var labels: [String: String]
        var value: String

        init(_ labels: [String: String], _ value: String) {
            self.labels = labels
            self.value = value
        }
    }

    /// One metric family, all of it gauges: every value describes the state at the run's time.
    struct Family {
        var name: String
        var help: String
        var samples: (DomainReport) -> [Sample]

        init(_ name: String, _ help: String, samples: @escaping (DomainReport) -> [Sample]) {
            self.name = name
            self.help = help
            self.samples = samples
        }

        /// Nothing at all when no domain has a value (no `--cdn`, say).
        func render(_ domains: [DomainReport], labels extra: [(name: String, value: String)]) -> String {
            var text = ""
            for domain in domains {
                for sample in samples(domain) {
                    let own =
                        [(name: "domain", value: domain.domain), (name: "platform", value: domain.platform.rawValue)]
                        + sample.labels.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
                    text += "\(name)\(labelSet(own + extra)) \(sample.value)\n"
                }
            }
            return text.isEmpty ? "" : "# HELP \(name) \(help)\n# TYPE \(name) gauge\n" + text
        }
    }
}
