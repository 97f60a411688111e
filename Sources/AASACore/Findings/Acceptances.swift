/// `--accept ID`, `--accept ID@HOST`, `--accept ID@APP` and the lines of `--accept-file` (one per
/// line, `#` starting a comment that says why): findings a team has decided to live with, as
/// linters' allow-lists do. A matching finding stays in every report, marked accepted, and decides
/// no status; an acceptance that matched nothing is said, so stale lines are found.
package struct Acceptances: Sendable {
    package struct Rule: Sendable, Hashable {
        package var id: String
        /// A host, an app ID or package, or a linted file's path; nil for every place.
        package var scope: String?
        /// As written, for the note about a rule that matched nothing.
        package var written: String
        /// The `#` comment of its `--accept-file` line: why the team lives with it.
        package var reason: String? = nil
    }

    package private(set) var rules: [Rule] = []
    private var used = Set<Int>()
    /// Each rule once, and the rules of each finding id: an accept file of 80,000 lines is read
    /// and applied in linear time.
    private var known = Set<Rule>()
    private var byID: [String: [Int]] = [:]

    package init() {}

    /// Reads `ID[@SCOPE]`; nil with the reason when it is not one.
    package static func rule(_ written: String) -> Result<Rule, AcceptanceError> {
        let text = String(Substring(written).trimmingWhitespace)
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let id = String(parts[0])
        guard FindingKind.named(id) != nil else {
            return .failure(
                AcceptanceError("'\(PrintableText.escaped(id))' is no finding id (aasa explain lists them)"))
        }
        let scope = parts.count == 2 ? String(parts[1]).lowercased() : nil
        if scope?.isEmpty == true {
            return .failure(AcceptanceError("'\(PrintableText.escaped(text))' names no scope"))
        }
        return .success(Rule(id: id, scope: scope, written: text))
    }

    /// The rules of an accept file: blank lines and `#` comments skipped. Lines end at LF, a CR
    /// before it included (a file saved on Windows): split by scalar, since CR LF is one Character.
    package static func rules(inFile text: String) -> Result<[Rule], AcceptanceError> {
        var rules: [Rule] = []
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let content = Substring(line.prefix { $0 != "#" }).trimmingWhitespaceAndNewlines
            guard !content.isEmpty else { continue }
            let comment = Substring(line.drop { $0 != "#" }.dropFirst()).trimmingWhitespaceAndNewlines
            switch rule(String(content)) {
            case .success(var rule):
                rule.reason = comment.isEmpty ? nil : PrintableText.escaped(String(comment), limit: 500)
                rules.append(rule)
            case .failure(let error): return .failure(AcceptanceError("line \(number + 1): \(error.reason)"))
            }
        }
        return .success(rules)
    }

    package mutating func add(_ rule: Rule) {
        // One rule per id and scope: the first line's reason stands.
        var key = rule
        (key.written, key.reason) = ("", nil)
        guard known.insert(key).inserted else { return }
        byID[rule.id, default: []].append(rules.count)
        rules.append(rule)
    }

    package var isEmpty: Bool { rules.isEmpty }

    /// Marks the findings of one report (a domain's, whose host is `place`, or a linted file's) that a
    /// rule accepts.
    package mutating func apply(to findings: inout [Finding], place: String) {
        guard !rules.isEmpty else { return }
        let place = place.lowercased()
        for index in findings.indices {
            let finding = findings[index]
            let app = finding.appID?.lowercased()
            guard
                let matched = byID[finding.id]?.first(where: { index in
                    guard let scope = rules[index].scope else { return true }
                    return scope == place || scope == app || app?.hasPrefix(scope + ":") == true
                })
            else { continue }
            findings[index].accepted = true
            findings[index].acceptedReason = rules[matched].reason
            used.insert(matched)
        }
    }

    /// The rules that accepted nothing in the run.
    package var unused: [Rule] {
        rules.indices.filter { !used.contains($0) }.map { rules[$0] }
    }
}

package struct AcceptanceError: Error, Sendable {
    package var reason: String

    init(_ reason: String) { self.reason = reason }
}

/// What marks the findings a run accepts (`--accept`, `--accept-file`) as each report is made:
/// the pipeline applies it before any verdict (status, each reader's, each app's band), so every
/// format agrees on what an accepted finding decides: nothing.
package protocol FindingAcceptance: Sendable {
    /// Marks the findings of the report about `place` (a host, an app, a file) that are accepted.
    func mark(_ findings: inout [Finding], place: String)
}
