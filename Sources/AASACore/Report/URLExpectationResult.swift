/// `verify --expect-url` / `--expect-no-url`: one result per (URL, platform, app), judged apart
/// from every host's and app's verification verdict, which a URL never changes (issue 50). An
/// expectation nothing in the run can judge is `notChecked` with its reason, never a pass and
/// never a failure.
package struct URLExpectationResult: Codable, Sendable, Hashable {
    package enum Expected: String, Codable, Sendable, Hashable {
        case opens
        case doesNotOpen = "does-not-open"
    }

    package enum Verdict: String, Codable, Sendable, Hashable {
        case pass, fail
        case notChecked = "not-checked"
    }

    package var url: String
    package var platform: Platform
    package var expected: Expected
    package var verdict: Verdict
    /// The app the URL was judged for: an Apple app ID, an Android package; nil for any app.
    package var app: String?
    /// The host whose file decides (the most specific Apple entry's, the Android host the filter
    /// names), when one does.
    package var host: String?
    /// Android: each device band's answer, newest first.
    package var answers: [AndroidLinkAnswer]?
    /// `url.unexpected` for a failure, `url.unchecked` for an expectation not checked: the
    /// sentence and the fix. Nil for a pass.
    package var finding: Finding?
    /// What a reader of the answer would not expect (`url.entries-disagree`); nil when nothing.
    package var notes: [Finding]?

    /// The result's finding, then its notes: what every format lists under the URL.
    package var findings: [Finding] { (finding.map { [$0] } ?? []) + (notes ?? []) }

    package init(
        url: String, platform: Platform, expected: Expected, verdict: Verdict, app: String? = nil,
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

    /// Android's verdict over the bands the app installs on: `opens` must hold on every one of
    /// them, `doesNotOpen` on none may open. A band whose answer is `unchecked` (a host's file not
    /// checked this run) makes the result not checked unless another band already decides it.
    package static func androidVerdict(_ expected: Expected, answers: [AndroidLinkAnswer]) -> Verdict {
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
    package static func appleVerdict(_ expected: Expected, opens: Bool) -> Verdict {
        (expected == .opens) == opens ? .pass : .fail
    }
}

extension [URLExpectationResult] {
    /// Pass, fail and not-checked counts, for summaries.
    package func count(_ verdict: URLExpectationResult.Verdict) -> Int { lazy.filter { $0.verdict == verdict }.count }
}
