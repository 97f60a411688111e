import AASACommand
import Foundation

exit(await CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
