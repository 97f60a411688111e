import AASACore
import Dispatch
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The Prometheus files of a verify run (`--format prometheus --output`, `--report
/// prometheus=PATH`), given the run-health series when the run ends without its report: its
/// own error (exit 2) or SIGTERM. A cron job's "audit incomplete" alert then fires for a run
/// that never reached its report, instead of the collector showing the last run's file.
final class RunHealth: Sendable {
    let paths: [String]
    let formatter: PrometheusFormatter
    /// The hosts the run meant to check, once its plan is made: none was checked.
    let planned = Atomic<Int>(0)

    init(options: VerifyOptions, extraPaths: [String]) {
        paths =
            (options.format.name == "prometheus" ? [options.outputPath].compactMap { $0 } : []) + extraPaths
        formatter = PrometheusFormatter(now: options.verification.now, labels: options.metricsLabels)
    }

    /// Writes exit status 2 to every Prometheus file, as far as it can: the run is failing
    /// already, and its error is the one to say.
    func writeIncomplete() {
        let text = formatter.runHealth(exitStatus: ExitCode.usage, notChecked: planned.load(ordering: .relaxed))
        // Never over a file the run read (an input named as the report is refused, exit 2).
        for path in paths where (try? ReportFile.checkReads(path)) != nil {
            try? ReportFile.write(ReportText(text), to: path)
        }
    }
}

/// SIGTERM during a verify run (a cron timeout, a service stop): one line on standard error,
/// the run-health metrics, and exit 2, the run's own error; every report file stays whole,
/// since each is put in place only when complete.
enum Termination {
    /// Handles SIGTERM from now on with `health`; the returned source must be kept.
    static func watch(health: RunHealth, console: Console) -> any DispatchSourceSignal {
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        source.setEventHandler {
            health.writeIncomplete()
            console.writeError(
                "Error: stopped by SIGTERM before the run ended; no report was written"
                    + (health.paths.isEmpty ? "" : ", and the metrics say exit status 2") + "\n")
            exit(ExitCode.usage)
        }
        // Once the run is over, SIGTERM ends the process as it would any other.
        source.setCancelHandler { signal(SIGTERM, SIG_DFL) }
        source.resume()
        return source
    }
}
