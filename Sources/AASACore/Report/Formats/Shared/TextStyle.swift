/// ANSI colours for text reports, or none at all: with colour off not a single escape is written,
/// so the output is safe for files, pipes and CI logs.
struct TextStyle: Sendable, Hashable {
    let colour: Bool

    enum Colour: String, Sendable {
        case red = "31"
        case green = "32"
        case yellow = "33"
        case blue = "34"
    }

    /// `text` wrapped in the colour's SGR code and a reset. `text` must already be sanitised.
    func paint(_ text: String, _ tint: Colour) -> String {
        guard colour else { return text }
        return "\u{1B}[\(tint.rawValue)m" + text + "\u{1B}[0m"
    }

    /// The padded status badge (`PASS`, `WARN`, `FAIL`) in green, yellow or red.
    func badge(_ status: Status) -> String {
        switch status {
        case .pass: paint("PASS", .green)
        case .warn: paint("WARN", .yellow)
        case .fail: paint("FAIL", .red)
        }
    }

    /// `N/C ` (not checked) in the badge's width: a host the run did not check, or a URL nothing
    /// could judge.
    var notCheckedBadge: String { paint("N/C ", .blue) }

    /// The severity padded to the width of the longest one, `warning`, before colouring, so that
    /// colour codes never shift the columns.
    func severity(_ severity: Severity) -> String {
        let padded = severity.rawValue.padding(to: TextStyle.severityWidth)
        switch severity {
        case .error: return paint(padded, .red)
        case .warning: return paint(padded, .yellow)
        case .info: return paint(padded, .blue)
        }
    }

    static let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 7
}

extension String {
    /// The string followed by spaces up to `width` characters (never cut).
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
