import ArgumentParser
import Foundation
import HiglintCore

// Argument errors are exit status 2 (cli.md), not ArgumentParser's default 64; help and
// --version go to standard output with status 0.
do {
    if let plain = Lint.plainInvocation(Array(CommandLine.arguments.dropFirst())) {
        try plain.run()
    } else {
        var command = try Higlint.parseAsRoot()
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
    var message = Higlint.message(for: error)
    if message.hasPrefix("Error: ") { message.removeFirst(7) }
    let line = message.split(separator: "\n").first.map(String.init) ?? "invalid arguments"
    Terminal.error("higlint: \(line)")
    exit(2)
}
