import AASACore

/// Command-line words and file names shown back in an error: a string interpolation that
/// escapes control characters, so a hostile argument cannot drive the terminal.
struct TerminalSafe: CustomStringConvertible {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    var description: String { TerminalText.sanitize(text) }
}
