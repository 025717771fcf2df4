import ArgumentParser
import Foundation
import HiglintCore

// Argument errors are exit status 2 (cli.md), not ArgumentParser's default 64; help and
// --version go to standard output with status 0. Arguments that are not UTF-8 arrive as
// `RawArguments` shows them, so such a path opens (by its bytes).
var status: Int32 = 0
do {
    var command = try Higlint.parseAsRoot(Arguments.normalized(RawArguments.texts))
    try command.run()
} catch let code as ExitCode {
    status = code.rawValue
} catch let failure as CommandFailure {
    Terminal.error("higlint: \(failure.description)")
    status = 2
} catch {
    if Higlint.exitCode(for: error) == .success {
        do {
            try Output.toStandardOutput(Higlint.fullMessage(for: error) + "\n", what: "the help")
        } catch let failure as CommandFailure {
            Terminal.error("higlint: \(failure.description)")
            status = 2
        }
    } else {
        // One line naming the problem (cli.md); `higlint --help` has the usage.
        Terminal.error("higlint: \(Arguments.errorLine(Higlint.message(for: error)))")
        status = 2
    }
}
// A line standard error could not take is said the only way left: the exit status.
exit(Terminal.lostALine ? 2 : status)
