import HiglintCore

/// The command line as people type it, made into what ArgumentParser reads, and its errors
/// made into the one line cli.md asks for.
enum Arguments {
    /// The options every subcommand shares (`LanguageOptions`), which take a value. People put
    /// them first (`higlint --locale ko rules`), where ArgumentParser would hand them, and the
    /// subcommand's name with them, to the default subcommand `lint`, which would lint a
    /// folder called `rules`.
    static let sharedValueOptions: Set<String> = ["--edition", "--locale"]

    /// `arguments` with a subcommand name that follows only shared options moved to the front:
    /// `--locale ko rules` becomes `rules --locale ko`. Anything else is left as it is.
    static func normalized(_ arguments: [String]) -> [String] {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if sharedValueOptions.contains(argument) {
                index += 2
            } else if sharedValueOptions.contains(where: { argument.hasPrefix($0 + "=") }) {
                index += 1
            } else {
                break
            }
        }
        guard index > 0, index < arguments.count, Lint.commandNames.contains(arguments[index]), arguments[index] != "help" else {
            return arguments
        }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// ArgumentParser's message as one line: its first line, and a list it puts under it
    /// ("Please provide one of the following:" then `  - text`, …) joined onto it.
    static func errorLine(_ message: String) -> String {
        var message = message
        if message.hasPrefix("Error: ") { message.removeFirst(7) }
        let lines = message.split(separator: "\n").map(String.init)
        guard let first = lines.first else { return "invalid arguments; `higlint --help` shows the usage" }
        let items = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { $0.dropFirst(4) }
        guard !items.isEmpty else { return first }
        return first + " " + items.joined(separator: ", ")
    }

    /// For a path that does not exist and was typed where a subcommand goes (first on the
    /// command line): "; did you mean `lint`?" when it reads like a misspelt one.
    static func subcommandHint(forMissingPath path: String, firstArgument: String?) -> String {
        guard path == firstArgument, !path.contains("/"), !path.contains("."),
              let command = Suggestions.likely(path, in: subcommands) else { return "" }
        return "; did you mean `\(command)`?"
    }

    /// The subcommands, in the order a tie between two equally close ones is settled.
    static let subcommands = ["lint", "rules", "explain", "init", "lsp"]
}
