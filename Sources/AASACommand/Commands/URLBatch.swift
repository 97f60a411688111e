import AASACore
import Dispatch
import Synchronization

/// `match --urls` matches a batch of URLs at a time on every core, then hands the results on in
/// input order: the counts and lines are those of matching one URL at a time, and memory holds
/// one batch whatever the length of the list.
struct URLBatch {
    /// What one entry of the list came to.
    enum Outcome {
        case invalid(line: Int)
        case matched(MatchReport.URLResult, path: String)
        /// Apple's answer, then Android's, for a run that judges both platforms.
        case pair(MatchReport.URLResult, MatchReport.URLResult, path: String)
    }

    /// Big enough that waking the workers costs little, small enough to stay a few MB.
    static let size = 4_096
    /// A batch of long URLs (up to 8 KB each) is flushed at this many bytes of text instead: a
    /// full batch of them held about 100 MB between the list, the results and the paths.
    static let bytes = 1 << 20
    /// Each worker compiles its own matcher (a few MB for a large file); a machine that reports
    /// dozens of cores gets no more than this many.
    static let mostWorkers = 8

    /// One judge per worker, each compiled on its own: workers sharing one would contend for
    /// the same reference counts on every pattern they touch.
    private let judges: [any URLJudge]
    /// Without `--domain`, the host of the first URL of the list.
    private(set) var domain: String?
    private let workers: Int
    /// With `--format jsonl`, each worker also writes its URLs' lines: encoding them on the one
    /// thread that hands results on took a third of a million-URL run.
    private let lineFormat: (any StreamingCoverageFormat)?
    private var entries: [URLListReader.Entry] = []
    private var pendingBytes = 0

    /// `judge` makes each worker's judge.
    init(
        domain: String?, workers: Int, lineFormat: (any StreamingCoverageFormat)? = nil,
        judge: () -> any URLJudge
    ) {
        self.workers = max(1, workers)
        self.lineFormat = lineFormat
        judges = (0..<self.workers).map { _ in judge() }
        self.domain = domain
        entries.reserveCapacity(Self.size)
    }

    /// `lines` receives the batch's lines (with a `lineFormat`), whole lines in input order, a
    /// worker's share at a time.
    mutating func add(
        _ entry: URLListReader.Entry, deliver: (Outcome) throws -> Void, lines: (String) -> Void
    ) rethrows {
        entries.append(entry)
        pendingBytes += entry.text?.utf8.count ?? 0
        if entries.count == Self.size || pendingBytes >= Self.bytes { try flush(deliver: deliver, lines: lines) }
    }

    /// Matches what is pending; call once more after the last entry.
    mutating func flush(deliver: (Outcome) throws -> Void, lines: (String) -> Void) rethrows {
        if domain == nil {
            domain = entries.lazy.compactMap { $0.text.flatMap { try? UniversalLinkURL($0) } }.first?.host
        }
        // A worker is worth waking for a few hundred URLs, not for the last handful of a list.
        let parts = min(workers, max(1, entries.count / 256))
        // Each part's outcomes and lines; parts are consecutive ranges, so in part order they are
        // in input order.
        let answered = Mutex([(outcomes: [Outcome], lines: String)](repeating: ([], ""), count: parts))
        let batch = self
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (part * batch.entries.count / parts)..<((part + 1) * batch.entries.count / parts)
            var judge = batch.judges[part]
            var outcomes: [Outcome] = []
            outcomes.reserveCapacity(range.count)
            var lines: [UInt8] = []
            // A line is typically a few hundred bytes: room for most batches without regrowing.
            if batch.lineFormat != nil { lines.reserveCapacity(range.count * 640) }
            for index in range {
                let entry = batch.entries[index]
                let outcome =
                    entry.text.flatMap { judge.outcome($0, domain: batch.domain) } ?? .invalid(line: entry.line)
                if let format = batch.lineFormat {
                    switch outcome {
                    case .matched(let result, _): format.appendLine(result, to: &lines)
                    case .pair(let apple, let android, _):
                        format.appendLine(apple, to: &lines)
                        format.appendLine(android, to: &lines)
                    case .invalid: break
                    }
                }
                outcomes.append(outcome)
            }
            // Made into text here too, not on the thread that writes every worker's lines.
            let text = lines.isEmpty ? "" : String(decoding: lines, as: UTF8.self)
            answered.withLock { $0[part] = (outcomes, text) }
        }
        entries.removeAll(keepingCapacity: true)
        pendingBytes = 0
        let results = answered.withLock { $0 }
        for part in results {
            for outcome in part.outcomes { try deliver(outcome) }
        }
        for part in results where !part.lines.isEmpty { lines(part.lines) }
    }
}

/// One worker's way of answering the URLs of a list: Apple's matcher for an AASA file, or an
/// Android app's filters and verification.
protocol URLJudge: Sendable {
    /// The URL's result and its path (for the coverage's prefixes), or nil for a line that is not
    /// a URL the judge can answer. `domain` is the host the given file belongs to.
    mutating func result(_ text: String, domain: String?) -> (MatchReport.URLResult, path: String)?
    /// What the URL comes to in the list; a judge of both platforms answers with a pair.
    mutating func outcome(_ text: String, domain: String?) -> URLBatch.Outcome?
}

extension URLJudge {
    mutating func outcome(_ text: String, domain: String?) -> URLBatch.Outcome? {
        result(text, domain: domain).map { .matched($0.0, path: $0.path) }
    }
}

/// Both platforms' answers for each URL: Apple's AASA rules and the Android app's filters and
/// verification, for the release question "does this URL open the app on iOS and on Android?".
struct PlatformPairJudge: URLJudge {
    var apple: AssociationJudge
    var android: AppLinkJudge

    mutating func result(_ text: String, domain: String?) -> (MatchReport.URLResult, path: String)? {
        apple.result(text, domain: domain)
    }

    mutating func outcome(_ text: String, domain: String?) -> URLBatch.Outcome? {
        guard let (forApple, path) = apple.result(text, domain: domain),
            let (forAndroid, _) = android.result(text, domain: domain)
        else { return nil }
        return .pair(forApple, forAndroid, path: path)
    }
}

/// Apple's answer: the AASA rules of the file, for the `--app-id` app or every app.
struct AssociationJudge: URLJudge {
    let matcher: AssociationMatcher
    let appID: String?
    var workspace = MatchWorkspace()

    mutating func result(_ text: String, domain: String?) -> (MatchReport.URLResult, path: String)? {
        guard let url = try? UniversalLinkURL(text) else { return nil }
        let result = MatchCommand.result(
            text, url: url, matcher: matcher, domain: domain, appID: appID, workspace: &workspace)
        return (result, url.path)
    }
}
