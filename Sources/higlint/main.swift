import ArgumentParser
import Foundation
import HiglintCore

// Argument errors are exit status 2 (cli.md), not ArgumentParser's default 64; help and
// --version go to standard output with status 0.
do {
    let arguments = Arguments.normalized(Array(CommandLine.arguments.dropFirst()))
    if let plain = Lint.plainInvocation(arguments) {
        try plain.run()
    } else {
        var command = try Higlint.parseAsRoot(arguments)
        try command.run()
    }
} catch let code as ExitCode {
    exit(code.rawValue)
} catch let failure as CommandFailure {
    Terminal.error("higlint: \(failure.description)")
    exit(2)
} catch {
    let status = Higlint.exitCode(for: error)
    if status == .success {
        print(Higlint.fullMessage(for: error))
        exit(0)
    }
    // One line naming the problem (cli.md); `higlint --help` has the usage.
    Terminal.error("higlint: \(Arguments.errorLine(Higlint.message(for: error)))")
    exit(2)
}
