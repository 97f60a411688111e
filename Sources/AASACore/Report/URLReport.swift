/// One URL's answer for one platform and app: `verify --urls` (the release report: does it open,
/// on which device bands) and `--expect-url` / `--expect-no-url` (an expectation, passed or
/// failed). Judged apart from every host's and app's verification verdict, which a URL never
/// changes (issue 50). What nothing in the run can judge is `notChecked` with its reason, never
/// an answer and never a failure.
package struct URLReport: Codable, Sendable, Hashable {
    package enum Expected: String, Codable, Sendable, Hashable {
        case opens
        case doesNotOpen = "does-not-open"
    }

    /// An expectation's verdict is `pass` or `fail`; an answer's (`--urls`, no `expected`) is
    /// `opens`, `does-not-open`, or on Android `some-devices` (some bands the app installs on
    /// open it, others do not). Either may be `not-checked`.
    package enum Verdict: String, Codable, Sendable, Hashable {
        case pass, fail
        case notChecked = "not-checked"
        case opens
        case doesNotOpen = "does-not-open"
        case someDevices = "some-devices"
        /// A URL of `--urls` on a host no entry or app of the run names: counted apart, never
        /// fetched.
        case notCovered = "not-covered"
    }

    package var url: String
    package var platform: Platform
    /// Nil for an answer (`verify --urls`).
    package var expected: Expected?
    package var verdict: Verdict
    /// The app the URL was judged for: an Apple app ID, an Android package; nil for any app.
    package var app: String?
    /// The host whose file decides (the most specific Apple entry's, the Android host the filter
    /// names), when one does.
    package var host: String?
    /// Apple: the rule of the deciding file that matched (`details[0].components[2]`).
    package var rule: String?
    /// Android: each device band's answer, newest first.
    package var answers: [AndroidLinkAnswer]?
    /// `url.unexpected` for a failure, `url.unchecked` for an expectation not checked: the
    /// sentence and the fix. Nil for a pass.
    package var finding: Finding?
    /// What a reader of the answer would not expect (`url.entries-disagree`); nil when nothing.
    package var notes: [Finding]?

    /// `--baseline`: `change.url-lost` and `change.url-gained`, one per band whose answer changed.
    package var changes: [Finding]?

    /// The result's finding, its notes and its changes: what every format lists under the URL.
    package var findings: [Finding] { (finding.map { [$0] } ?? []) + (notes ?? []) + (changes ?? []) }

    /// Android: the answer of one device band, when the result has one.
    package func answer(on band: AndroidBand) -> AndroidLinkAnswer? {
        answers?.first { $0.generation == band }
    }

    /// True for an answer of `verify --urls`, false for an expectation.
    package var isAnswer: Bool { expected == nil }

    /// Whether the URL opens the app: on Android, on some band at least. Nil when not checked.
    package var opens: Bool? {
        switch verdict {
        case .notChecked, .notCovered: nil
        case .opens, .someDevices: true
        case .doesNotOpen: false
        case .pass: expected == .opens
        case .fail: expected == .doesNotOpen
        }
    }

    package init(
        url: String, platform: Platform, expected: Expected?, verdict: Verdict, app: String? = nil,
        host: String? = nil, answers: [AndroidLinkAnswer]? = nil, finding: Finding? = nil
    ) {
        self.url = url
        self.platform = platform
        self.expected = expected
        self.verdict = verdict
        self.app = app
        self.host = host
        self.answers = answers
        self.finding = finding
    }

    /// Android's answer over the bands the app installs on: `opens` when every one opens the URL,
    /// `doesNotOpen` when none does, `someDevices` between; `notChecked` when a band could not be
    /// judged and the others do not open it.
    package static func androidAnswer(_ answers: [AndroidLinkAnswer]) -> Verdict {
        let applicable = answers.filter { $0.verdict != .notApplicable }
        let opening = applicable.filter { $0.verdict == .opens }.count
        if opening > 0 { return opening == applicable.count ? .opens : .someDevices }
        return applicable.contains { $0.verdict == .unchecked } ? .notChecked : .doesNotOpen
    }

    /// Android's verdict over the bands the app installs on: `opens` must hold on every one of
    /// them, `doesNotOpen` on none may open. A band whose answer is `unchecked` (a host's file not
    /// checked this run) makes the result not checked unless another band already decides it.
    package static func androidVerdict(_ expected: Expected?, answers: [AndroidLinkAnswer]) -> Verdict {
        guard let expected else { return androidAnswer(answers) }
        let applicable = answers.filter { $0.verdict != .notApplicable }
        let unknown = applicable.contains { $0.verdict == .unchecked }
        switch expected {
        case .opens:
            if applicable.isEmpty { return .fail }
            if applicable.contains(where: { $0.verdict != .opens && $0.verdict != .unchecked }) { return .fail }
            return unknown ? .notChecked : .pass
        case .doesNotOpen:
            if applicable.contains(where: { $0.verdict == .opens }) { return .fail }
            return unknown ? .notChecked : .pass
        }
    }

    /// Apple's verdict from the deciding file's answer.
    package static func appleVerdict(_ expected: Expected?, opens: Bool) -> Verdict {
        guard let expected else { return opens ? .opens : .doesNotOpen }
        return (expected == .opens) == opens ? .pass : .fail
    }
}

extension [URLReport] {
    /// Pass, fail and not-checked counts, for summaries.
    package func count(_ verdict: URLReport.Verdict) -> Int { lazy.filter { $0.verdict == verdict }.count }
}
