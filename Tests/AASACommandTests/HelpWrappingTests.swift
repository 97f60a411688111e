import Testing

@testable import AASACommand

/// Help fits the terminal: 80 columns when standard output is not one, the terminal's width otherwise.
@Suite struct HelpWrappingTests {
    static let helps = CommandLineTool.subcommands.map(\.helpText) + [CommandLineTool.overview]

    @Test(arguments: [80, 100, 60])
    func everyLineFitsAndNoWordIsLost(_ width: Int) {
        for help in Self.helps {
            let wrapped = HelpLayout.wrap(help, width: width)
            let long = wrapped.split(separator: "\n").map(String.init).filter { $0.count > width }
            // A single word longer than the help column may stand alone; no line carries two.
            #expect(long.allSatisfy { !$0.drop { $0 == " " }.contains(" ") }, "\(long)")
            #expect(words(wrapped) == words(help))
        }
    }

    @Test func aRowContinuesUnderItsHelpColumn() {
        let row = HelpLayout.row("--format <format>", String(repeating: "word ", count: 20))
        let lines = HelpLayout.wrap(row, width: 80).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { $0.prefix(HelpLayout.column).allSatisfy { $0 == " " } })
    }

    private func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }
}
