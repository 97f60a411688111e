import AASACore
import Testing

@testable import AASACommand

/// The manual page and the completions are made from the option tables and the finding
/// catalogue: every option and every finding id appears, so they cannot drift from the parser.
@Suite struct GeneratedDocumentationTests {
    static let commands = CommandLineTool.subcommands

    @Test func manualPageNamesEveryOptionAndFinding() {
        let roff = ManualPage.roff(Self.commands, version: aasaVersion)
        for command in Self.commands {
            for option in command.options {
                #expect(roff.contains(".B " + ManualPage.escaped(option.synopsis)), "\(command.name) \(option.name)")
            }
        }
        for kind in FindingKind.all { #expect(roff.contains(".B " + ManualPage.escaped(kind.id)), "\(kind.id)") }
    }

    @Test(arguments: [ShellCompletion.bash, .zsh, .fish])
    func completionNamesEveryCommandAndOption(_ shell: ShellCompletion) {
        let script = shell.script(Self.commands)
        for command in Self.commands {
            #expect(script.contains(command.name))
            for option in command.options {
                let spelled = shell == .fish ? "-l \(option.name)" : "--\(option.name)"
                #expect(script.contains(spelled), "\(shell) \(command.name) \(option.name)")
            }
        }
    }
}
