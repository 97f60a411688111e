extension Finding {
    /// A domain's report lists at most this many findings of one id; the rest are counted in one
    /// finding after them. A valid 126 KB file with 21,000 repeated keys would otherwise give a
    /// 6.5 MB report, too large for the next run to read as its baseline.
    package static let maximumPerID = 100
    /// Characters of a message or hint a report keeps.
    package static let maximumTextLength = 2_000

    /// `findings` with at most ``maximumPerID`` of each id, in order, each of the rest counted in
    /// one finding of its id (``unlisted(like:count:)``), and every text within
    /// ``maximumTextLength``. The severities present, and so the verdict, are unchanged.
    package static func capped(_ findings: [Finding]) -> [Finding] {
        var capped = CappedFindings()
        findings.forEach { capped.append($0) }
        return capped.all
    }

    /// One finding that stands for `count` more of `sample`'s id (and severity), unlisted.
    package static func unlisted(like sample: Finding, count: Int) -> Finding {
        var finding = sample
        finding.message = "\(count) more \(sample.id) findings like the ones above were not listed."
        finding.hint = "fix the ones listed, then check again"
        finding.path = sample.path == nil ? nil : .root
        finding.position = nil
        finding.entry = nil
        finding.appID = nil
        return finding
    }

    /// The finding with its message and hint cut to ``maximumTextLength`` characters.
    var bounded: Finding {
        guard message.utf8.count > Self.maximumTextLength || hint.utf8.count > Self.maximumTextLength else {
            return self
        }
        var finding = self
        finding.message = Self.bounded(message)
        finding.hint = Self.bounded(hint)
        return finding
    }

    private static func bounded(_ text: String) -> String {
        text.count > maximumTextLength ? text.prefix(maximumTextLength) + "…" : text
    }
}

/// Findings gathered one at a time with at most ``Finding/maximumPerID`` of each id kept: the
/// rest are counted, so memory and a report stay bounded however often a hostile file repeats a
/// mistake. A decoder keeps one as it reads; a domain report caps its findings through it.
package struct CappedFindings: Sendable {
    package private(set) var listed: [Finding] = []
    private var countByID: [String: Int] = [:]
    private var unlisted: [(sample: Finding, count: Int)] = []
    private var unlistedIndex: [String: Int] = [:]

    package init() {}

    package mutating func append(_ finding: Finding) {
        if countByID[finding.id, default: 0] < Finding.maximumPerID {
            countByID[finding.id, default: 0] += 1
            listed.append(finding.bounded)
        } else if let index = unlistedIndex[finding.id] {
            unlisted[index].count += 1
        } else {
            unlistedIndex[finding.id] = unlisted.count
            unlisted.append((finding, 1))
        }
    }

    /// The findings kept, in order, then one for each id's unlisted ones.
    package var all: [Finding] {
        listed + unlisted.map { Finding.unlisted(like: $0.sample, count: $0.count) }
    }
}
