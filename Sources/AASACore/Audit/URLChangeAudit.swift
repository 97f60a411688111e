/// `verify --urls --baseline`: each URL's answer against the same URL's in the earlier report,
/// per platform, app and device band (iOS is one band): `change.url-lost` for a band that opened
/// the URL and no longer does, `change.url-gained` for the reverse, each naming what decides
/// now (the rule or filter, or why it does not open). A band not checked on either side is no
/// change. Pure: the earlier run's answers arrive as values.
package struct URLChangeAudit: Sendable {
    private struct Key: Hashable {
        var url: String
        var platform: Platform
        var app: String?
    }

    private var previous: [Key: URLReport] = [:]

    package init(_ answers: [URLReport]) {
        for answer in answers where answer.isAnswer {
            previous[Key(url: answer.url, platform: answer.platform, app: answer.app)] = answer
        }
    }

    /// `result` with its changes against the baseline's answer for the same URL, platform and app.
    package func audited(_ result: URLReport) -> URLReport {
        guard result.isAnswer, let before = previous[Key(url: result.url, platform: result.platform, app: result.app)]
        else { return result }
        var result = result
        let changes = bands(before).compactMap { band, opened -> Finding? in
            guard let opensNow = Self.opens(result, band: band) else { return nil }
            guard opened != opensNow else { return nil }
            return finding(result, band: band, lost: opened)
        }
        result.changes = changes.isEmpty ? nil : changes
        return result
    }

    /// Each band of an answer and whether it opened the URL; bands not judged are left out.
    private func bands(_ answer: URLReport) -> [(band: AndroidBand?, opened: Bool)] {
        guard answer.platform == .android else { return answer.opens.map { [(nil, $0)] } ?? [] }
        return AndroidBand.linkRules.compactMap { band in Self.opens(answer, band: band).map { (band, $0) } }
    }

    /// Whether `answer` opens on `band` (nil: iOS), or nil when that is not known.
    private static func opens(_ answer: URLReport, band: AndroidBand?) -> Bool? {
        guard let band else { return answer.opens }
        guard answer.answers != nil else { return answer.verdict == .notCovered ? false : nil }
        guard let said = answer.answer(on: band) else { return nil }
        switch said.verdict {
        case .unchecked: return nil
        case .opens: return true
        default: return false
        }
    }

    private func finding(_ result: URLReport, band: AndroidBand?, lost: Bool) -> Finding {
        let app = result.app.map { " " + PrintableText.escaped($0) } ?? " the app"
        let on = band.map { "on \($0.title)" } ?? "on iOS"
        let why = Self.reason(result, band: band)
        if lost {
            return FindingKind.changeURLLost(
                "\(PrintableText.escaped(result.url)) opened\(app) \(on) in the --baseline report and does not now"
                    + (why.map { " (\($0))" } ?? "") + ".",
                hint: "If the link should still open, restore the rule, filter or key that opened it; "
                    + "`aasa match` with this URL shows each answer.")
        }
        return FindingKind.changeURLGained(
            "\(PrintableText.escaped(result.url)) opens\(app) \(on) now and did not in the --baseline report"
                + (why.map { " (\($0))" } ?? "") + ".",
            hint: "No change needed if the link should open the app.")
    }

    /// What decides now: Apple's matching rule, or the band's verdict and reason.
    private static func reason(_ result: URLReport, band: AndroidBand?) -> String? {
        guard let band else {
            if let rule = result.rule { return "rule \(rule)" }
            return result.verdict == .notCovered ? "no entry covers its host" : "no rule matches it"
        }
        guard let answer = result.answer(on: band) else {
            return result.verdict == .notCovered ? "no filter of the app names its host" : nil
        }
        return ([answer.verdict.rawValue] + [answer.reason].compactMap { $0 }).joined(separator: ": ")
    }
}
