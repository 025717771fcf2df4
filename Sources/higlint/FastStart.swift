import HiglintCore

extension Lint {
    /// `higlint [lint] [PATH ...]` with no options at all, the most common call, as a `Lint` with
    /// every option at its default, built without ArgumentParser: its reflection over the
    /// commands costs ~19 M instructions (~6 ms) at every start, more than linting a small file
    /// (docs/performance.md). Anything else (an option, `-`, another subcommand) returns nil and
    /// goes through the full parser.
    ///
    /// An option added to `Lint` or `LanguageOptions` must get its default here as well: an
    /// unset one stops the program at its first use (CLITests run this path on every plain call).
    /// The subcommand names (and `help`): asking ArgumentParser for them costs its reflection,
    /// ~5 M instructions. `CLITests.testFastStartKnowsEverySubcommand` keeps this list true.
    static let commandNames: Set<String> = ["lint", "rules", "explain", "init", "lsp", "help"]

    static func plainInvocation(_ arguments: [String]) -> Lint? {
        var paths = arguments[...]
        if paths.first == "lint" {
            paths = paths.dropFirst()
        } else if let first = paths.first, Self.commandNames.contains(first) {
            return nil
        }
        guard paths.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") }) else { return nil }
        var lint = Lint()
        lint.paths = Array(paths)
        lint.format = .text
        lint.output = nil
        lint.failOn = nil
        lint.config = nil
        lint.ruleSettings = []
        lint.baseline = nil
        lint.writeBaseline = nil
        lint.stdinFilename = nil
        lint.quiet = false
        lint.color = .auto
        lint.jobs = nil
        lint.shard = nil
        lint.followLinks = false
        lint.maxFileSize = ParseLimits.defaultMaxFileSize
        lint.allowEmpty = false
        var language = LanguageOptions()
        language.edition = nil
        language.locale = nil
        lint.language = language
        return lint
    }
}
