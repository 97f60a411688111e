import AASACore
import CCurl
import Dispatch
import FoundationEssentials

/// One long-lived libcurl multi handle driven by a dedicated thread.
///
/// `curl_multi_poll` blocks, so the loop runs on a thread of its own, never on Swift's cooperative
/// pool. Other threads only queue jobs and wake the loop; the multi handle, the easy handles and
/// the share are touched by the loop thread alone. Transfers start only while fewer than
/// `concurrency` are in flight, and at most `perHost` to one host (politeness: a fleet audit
/// whose hosts share a name, such as Apple's CDN, must not open dozens of connections to it):
/// libcurl's own connection caps would queue transfers whose timeout clocks are already running.
final class MultiLoop: @unchecked Sendable {
    private enum State { case running, stopping, stopped }

    private let concurrency: Int
    private let perHost: Int
    /// Limits of their own for named authorities (Apple's CDN under `--cdn`).
    private let hostLimits: [String: Int]
    private let multi: UnsafeMutableRawPointer?
    private let share: UnsafeMutableRawPointer?
    // Guarded by `condition`.
    private let condition = Lock()
    private var pending: [FetchJob] = []
    private var state = State.running
    /// How jobs fail once the loop has stopped: shut down, or the multi interface's breakdown.
    private var stopCause = (code: CurlCode.abortedByCallback, reason: "the fetch engine was shut down")
    // Loop thread only.
    private var active: [ObjectIdentifier: EasyHandle] = [:]
    private var idle: [EasyHandle] = []
    private var chains = ChainMemory()
    private var inFlightPerHost: [String: Int] = [:]

    /// Why the multi interface failed, when it did: every job still queued or running then
    /// fails with it (loop thread only).
    private var breakdown: String?

    init(concurrency: Int, perHost: Int, hostLimits: [String: Int] = [:]) {
        self.concurrency = max(1, concurrency)
        self.perHost = max(1, perHost)
        self.hostLimits = hostLimits.mapValues { max(1, $0) }
        multi = CurlLibrary.isReady ? aasa_curl_multi_init() : nil
        share = multi == nil ? nil : Self.makeShare()
        guard let multi else {
            state = .stopped
            return
        }
        // libcurl's connection cache grows to four times the handles added by default, and its
        // idle connections hold descriptors the run's budget (three per transfer) never counted.
        // The cache counts the connections in use too: at exactly `concurrency`, every finished
        // transfer's connection was closed at once, and a host's next request (its crawler check,
        // its other platform's file) paid a new handshake. Twice that keeps each host's
        // connection for its next request and stays within three descriptors per transfer.
        _ = aasa_multi_set_max_connects(multi, self.concurrency * 2)
        // A queue of its own gets a thread of its own (libdispatch's serial queues overcommit),
        // which the blocking poll may hold for the whole run.
        DispatchQueue(label: "aasa.fetch").async { [self] in run() }
    }

    /// TLS sessions are shared between the pooled easy handles, so a new connection to a host
    /// seen before can resume instead of doing a full handshake.
    private static func makeShare() -> UnsafeMutableRawPointer? {
        guard let share = aasa_curl_share_init() else { return nil }
        guard aasa_share_set_share(share, CURL_LOCK_DATA_SSL_SESSION) == CURLSHE_OK else {
            aasa_curl_share_cleanup(share)
            return nil
        }
        return share
    }

    /// Queues a job, or fails it at once when the loop has stopped.
    func submit(_ job: FetchJob) {
        condition.lock()
        guard state == .running, let multi else {
            let cause = stopCause
            condition.unlock()
            job.fail(code: cause.code, cause.reason)
            return
        }
        pending.append(job)
        // Called under the lock: the loop frees the multi handle only after it marked itself
        // stopped under the same lock, so this never wakes a freed handle.
        aasa_curl_multi_wakeup(multi)
        condition.unlock()
    }

    /// Aborts queued and running transfers and waits for the thread to finish.
    func stop() {
        condition.lock()
        if state == .running, let multi {
            state = .stopping
            aasa_curl_multi_wakeup(multi)
        }
        while state != .stopped { condition.wait() }
        condition.unlock()
    }

    private func run() {
        guard let multi else { return }
        while let jobs = takeJobs() {
            for job in jobs { start(job, on: multi) }
            var running: Int32 = 0
            let performed = aasa_curl_multi_perform(multi, &running)
            collectFinished(on: multi)
            var ready: Int32 = 0
            // A failing multi call would fail again at once: stop rather than spin.
            let polled = performed == CURLM_OK ? aasa_curl_multi_poll(multi, nil, 0, 1000, &ready) : performed
            guard polled == CURLM_OK else {
                breakdown = "libcurl's multi interface failed: " + Self.describe(polled)
                break
            }
        }
        finish(multi)
    }

    /// The jobs that fit under the concurrency and per-host caps, in queue order, or nil when
    /// the loop must stop. Jobs for a busy host wait without holding up other hosts.
    private func takeJobs() -> [FetchJob]? {
        condition.lock()
        defer { condition.unlock() }
        if state != .running { return nil }
        var room = max(0, concurrency - active.count)
        guard room > 0, !pending.isEmpty else { return [] }
        var jobs: [FetchJob] = []
        var waiting: [FetchJob] = []
        for job in pending {
            let host = job.request.authority
            if room > 0, inFlightPerHost[host, default: 0] < hostLimits[host] ?? perHost {
                inFlightPerHost[host, default: 0] += 1
                jobs.append(job)
                room -= 1
            } else {
                waiting.append(job)
            }
        }
        pending = waiting
        return jobs
    }

    /// A job left the loop (finished or failed to start): its host has room again.
    private func release(_ request: FetchRequest) {
        let host = request.authority
        let count = inFlightPerHost[host, default: 1] - 1
        inFlightPerHost[host] = count > 0 ? count : nil
    }

    private func start(_ job: FetchJob, on multi: UnsafeMutableRawPointer) {
        guard let handle = idle.popLast() ?? EasyHandle() else {
            release(job.request)
            job.fail(code: CurlCode.failedInit, "libcurl could not create a transfer handle")
            return
        }
        let prepared = handle.prepare(job, share: share)
        guard prepared == CURLE_OK else {
            handle.reset()
            idle.append(handle)
            release(job.request)
            job.fail(code: Int(prepared.rawValue), CurlLibrary.describe(prepared))
            return
        }
        guard aasa_curl_multi_add_handle(multi, handle.curl) == CURLM_OK else {
            handle.reset()
            release(job.request)
            job.fail(code: CurlCode.failedInit, "libcurl refused to start the transfer")
            return
        }
        active[ObjectIdentifier(handle)] = handle
    }

    private func collectFinished(on multi: UnsafeMutableRawPointer) {
        var left: Int32 = 0
        while let message = aasa_curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let result = aasa_msg_result(message)
            // The message dies with curl_multi_remove_handle: everything is read before it.
            let opaque = aasa_easy_private(easy)
            aasa_curl_multi_remove_handle(multi, easy)
            // Every handle this loop adds carries its EasyHandle; one without is not ours to keep.
            guard let opaque else { continue }
            let handle = Unmanaged<EasyHandle>.fromOpaque(opaque).takeUnretainedValue()
            var record = handle.record(result: result)
            let job = handle.job
            if let request = job?.request {
                chains.complete(&record, request: request)
                release(request)
            }
            active[ObjectIdentifier(handle)] = nil
            handle.reset()
            if idle.count < concurrency { idle.append(handle) }
            job?.continuation.resume(returning: record)
        }
    }

    /// Fails every queued and running job, frees libcurl's handles and reports the stop. After a
    /// breakdown the loop stops for good: later jobs fail at once with the same cause.
    private func finish(_ multi: UnsafeMutableRawPointer) {
        condition.lock()
        if let breakdown { stopCause = (CurlCode.failedInit, breakdown) }
        // From here on `submit` refuses new jobs, so none is queued after the last is failed.
        state = .stopping
        let (code, reason) = stopCause
        condition.unlock()
        for handle in active.values {
            aasa_curl_multi_remove_handle(multi, handle.curl)
            handle.job?.fail(code: code, reason)
            handle.reset()
        }
        active.removeAll()
        idle.removeAll()
        condition.lock()
        let abandoned = pending
        pending.removeAll()
        condition.unlock()
        for job in abandoned { job.fail(code: code, reason) }
        aasa_curl_multi_cleanup(multi)
        if let share { aasa_curl_share_cleanup(share) }
        condition.lock()
        state = .stopped
        condition.broadcast()
        condition.unlock()
    }

    private static func describe(_ code: CURLMcode) -> String {
        aasa_curl_multi_strerror(code).map { String(cString: $0) } ?? "libcurl multi error \(code.rawValue)"
    }
}
