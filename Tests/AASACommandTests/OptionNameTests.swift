import Testing

@testable import AASACommand

/// Options are named by `OptionName` cases: every case is an option some command declares, and
/// no command declares one twice.
@Suite struct OptionNameTests {
    @Test func everyNameIsDeclaredByACommand() {
        let declared = CommandLineTool.subcommands.flatMap { $0.options.map(\.name) }
        #expect(Set(declared) == Set(OptionName.allCases))
        for command in CommandLineTool.subcommands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name) declares an option twice")
        }
    }
}
