import AASACore
import AASAVerification
import FoundationEssentials

/// A recording `verify --record` wrote, read for `aasa judge`: its header (the run's clock and
/// the settings whose judging reads them) and each host's fetches.
struct Recording: Sendable {
    var header: RecordingHeader
    var hosts: [String: HostRecording]

    /// A recording of a whole fleet, bodies included, is far below this.
    static let limit = 1 << 30

    init(path: String) throws(UsageError) {
        let bytes = try InputFile.read(path, what: "recording", limit: Self.limit)
        var header: RecordingHeader?
        var hosts: [String: HostRecording] = [:]
        for (number, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated() {
            let place = "recording '\(TerminalSafe(path))' line \(number + 1)"
            if number == 0 {
                struct First: Decodable { var recording: RecordingHeader }
                guard let first = try? JSONNodeDecoder.decode(First.self, from: Array(line)) else {
                    throw UsageError("\(place) is not a recording's header: record one with aasa verify --record")
                }
                guard first.recording.schemaVersion == 1 else {
                    throw UsageError("\(place): schema version \(first.recording.schemaVersion) is not one aasa reads")
                }
                header = first.recording
                continue
            }
            do {
                let host = try JSONNodeDecoder.decode(HostRecording.self, from: Array(line))
                hosts[host.host] = host
            } catch {
                throw UsageError("\(place) is not a host's recording (a file cut short?)")
            }
        }
        guard let header else { throw UsageError("recording '\(TerminalSafe(path))' is empty") }
        self.header = header
        self.hosts = hosts
    }

    /// Every host the plan fetches must be in the recording: judging one that is not would be
    /// a guess, never a verdict.
    func check(_ plan: VerificationPlan) throws(UsageError) {
        let missing = plan.hosts.names.filter { hosts[$0] == nil }
        guard let first = missing.first else { return }
        throw UsageError(
            "the recording holds no fetch of \(TerminalSafe(first))"
                + (missing.count > 1 ? " and \(missing.count - 1) more host\(missing.count > 2 ? "s" : "")" : "")
                + ": record a run with the same entries (aasa verify --record), or drop those entries")
    }
}

extension RecordingHeader {
    /// What the live run's judging read besides its fetches: its clock, its timeout (messages and
    /// the include budget), whether Apple's CDN was fetched, the ordinary client's User-Agent and
    /// the user's routes.
    func apply(to settings: inout VerificationSettings) {
        settings.now = startedAt
        settings.timeout = timeoutSeconds
        settings.cdn = cdn
        settings.userAgent = userAgent
        settings.connectTo = connectTo
    }
}
