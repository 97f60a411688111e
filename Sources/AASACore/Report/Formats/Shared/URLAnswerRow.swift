/// One URL of `verify --urls` as the release report shows it: iOS's answer and each Android
/// band's, side by side, from the URL's results (the first app of each platform).
package struct URLAnswerRow: Sendable {
    package var url: String
    package var apple: URLReport?
    package var android: URLReport?

    /// The rows in the order the URLs came, one per URL.
    package static func rows(_ results: [URLReport]) -> [URLAnswerRow] {
        var rows: [URLAnswerRow] = []
        var index: [String: Int] = [:]
        for result in results where result.isAnswer {
            let position =
                index[result.url]
                ?? {
                    rows.append(URLAnswerRow(url: result.url))
                    index[result.url] = rows.count - 1
                    return rows.count - 1
                }()
            switch result.platform {
            case .apple where rows[position].apple == nil: rows[position].apple = result
            case .android where rows[position].android == nil: rows[position].android = result
            default: break
            }
        }
        return rows
    }

    /// `opens`, `does-not-open`, `not checked`, `not covered`, or `-` when the run has no such platform.
    package var cells: [String] {
        let ios = apple.map { Self.said($0.verdict) } ?? "-"
        let bands = AndroidBand.linkRules.map { generation -> String in
            guard let android else { return "-" }
            guard let answer = android.answer(on: generation) else {
                return Self.said(android.verdict)
            }
            switch answer.verdict {
            case .unchecked: return "not checked"
            case .notApplicable: return "-"
            default: return answer.verdict.rawValue
            }
        }
        return [ios] + bands
    }

    /// A verdict as a cell says it: the answers as written, the rest in words.
    private static func said(_ verdict: URLReport.Verdict) -> String {
        switch verdict {
        case .opens, .doesNotOpen, .someDevices, .pass, .fail: verdict.rawValue
        case .notChecked: "not checked"
        case .notCovered: "not covered"
        }
    }

    /// What an Android band's answer holds that its cell cannot: the other family's answer where it
    /// differs, another reading of `\.` (`Android 15+: phones without Google Play services: opens`).
    package var notes: [String] {
        (android?.answers ?? []).compactMap { answer in answer.note.map { answer.generation.title + ": " + $0 } }
    }

    /// The findings of the row's results: why one was not checked, a change against the baseline.
    package var findings: [Finding] { (apple?.findings ?? []) + (android?.findings ?? []) }

    /// The URL's host, lower-cased: what the per-host counts group by.
    package var host: String {
        let rest = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? url[...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let withoutUser = authority.split(separator: "@").last ?? authority
        return String(withoutUser.prefix { $0 != ":" }).lowercased()
    }

    /// Where the row's URL opens: on both platforms, one, neither; or not known.
    package enum Reach: String, Sendable, CaseIterable {
        case both = "open on both"
        case appleOnly = "Apple only"
        case androidOnly = "Android only"
        case neither
        case notChecked = "not checked"
        case notCovered = "on hosts nothing in the run covers"
    }

    package var reach: Reach {
        let results = [apple, android].compactMap { $0 }
        if !results.isEmpty, results.allSatisfy({ $0.verdict == .notCovered }) { return .notCovered }
        if results.contains(where: { $0.opens == nil }) { return .notChecked }
        switch (apple?.opens == true, android?.opens == true) {
        case (true, true): return .both
        case (true, false): return .appleOnly
        case (false, true): return .androidOnly
        case (false, false): return .neither
        }
    }

    /// Counts of rows by reach.
    package struct Tally: Sendable, CustomStringConvertible {
        package var counts: [Reach: Int] = [:]

        package init(_ rows: some Sequence<URLAnswerRow>) {
            for row in rows { counts[row.reach, default: 0] += 1 }
        }

        /// `2 open on both, 1 Apple only, 0 Android only, 1 neither, 0 not checked`, and the
        /// uncovered count when there are some.
        package var description: String {
            Reach.allCases.filter { $0 != .notCovered || counts[$0] != nil }.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
                .joined(separator: ", ")
        }

        /// Only the counts that are not zero: `2 open on both, 1 neither`.
        package var nonZero: String {
            Reach.allCases.compactMap { reach in counts[reach].map { "\($0) \(reach.rawValue)" } }
                .joined(separator: ", ")
        }

        /// One tally per host, in the order hosts first appear.
        package static func byHost(_ rows: [URLAnswerRow]) -> [(host: String, tally: Tally)] {
            var order: [String] = []
            var grouped: [String: [URLAnswerRow]] = [:]
            for row in rows {
                if grouped[row.host] == nil { order.append(row.host) }
                grouped[row.host, default: []].append(row)
            }
            return order.map { ($0, Tally(grouped[$0] ?? [])) }
        }
    }
}
