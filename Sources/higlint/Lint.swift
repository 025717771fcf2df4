import ArgumentParser
import Foundation
import HiglintCore
import HiglintSwiftSource
import Synchronization

extension ReportFormat: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint files and folders: screen descriptions (YAML, JSON), storyboards, xibs and Swift (the default command).")

    @Argument(help: "Files and folders to lint (\(Self.readers.extensionNames())); - reads standard input. Default: the current folder.")
    var paths: [String] = []

    @Option(help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error, warning or info (default error).")
    var failOn: Severity?

    @Option(help: "The configuration file (default: .higlint.yml in the current folder or its parents).")
    var config: String?

    @Option(name: .customLong("rule"), help: ArgumentHelp("Set a rule's severity, winning over configuration (repeatable).", valueName: "id=off|info|warning|error"))
    var ruleSettings: [String] = []

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record today's findings in this baseline file and exit 0.")
    var writeBaseline: String?

    @Option(name: .customLong("stdin-filename"), help: "The name to report for standard input (its extension picks the reader: \(Self.readers.extensionNames(lastJoiner: " or "))).")
    var stdinFilename: String?

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(help: "Colour in the text report: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    // Numbers are read `.unconditional`ly: `--jobs -1` is then a number to refuse with a
    // reason, not a missing value followed by an unknown option.
    @Option(parsing: .unconditional, help: "Files linted at once (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .customLong("follow-links"), help: "Follow symbolic links to folders, and to files outside the folder walked, during folder walks.")
    var followLinks = false

    @Option(parsing: .unconditional, help: "Lint only shard K of N (1-based, e.g. 2/4): a deterministic, balanced share of the files, for CI matrices.")
    var shard: String?

    @Option(name: .customLong("max-file-size"), parsing: .unconditional, help: ArgumentHelp(
        "The size limit for every kind of file (default 10485760, and 1048576 for Swift): a screen file over it is an invalid-document, a storyboard, xib or Swift file one skipped-file warning (a Swift file naming no presentation API is passed over).", valueName: "bytes"))
    var maxFileSize: Int?

    @Flag(name: .customLong("no-ignore"), help: "In folder walks, also read build and dependency folders (DerivedData, Pods, Carthage, SourcePackages, node_modules, vendor) and what git ignores.")
    var noIgnore = false

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 when a path holds no file to lint (by default that is an error, exit 2).")
    var allowEmpty = false

    @Flag(help: "Apply the safe fixes to the files (atomically), then report what is left. With -, write the fixed text to standard output.")
    var fix = false

    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix or --diff, also apply the fixes marked unsafe.")
    var unsafeFixes = false

    @Flag(help: "Print the fixes as a unified diff and change nothing; exit status 1 when there is something to fix.")
    var diff = false

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be a positive number of files linted at once, not \(jobs)") }
        if stdinFilename != nil, !paths.contains("-") {
            throw ValidationError("--stdin-filename names standard input, which is read only when - is among the paths: add - (e.g. `higlint --stdin-filename x.json -`)")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be K/N with 1 <= K <= N, for example 2/4 (got '\(shard)')")
        }
        if let maxFileSize, maxFileSize < 0 { throw ValidationError("--max-file-size must be a number of bytes, 0 or more") }
        try validateFixOptions()
    }

    /// The readers for sources beside YAML and JSON, by extension (docs/sources.md).
    static let readers = ReaderRegistry.standard

    /// The options as the library's session takes them.
    var options: LintOptions {
        LintOptions(paths: paths, pathBytes: RawArguments.bytesByText, configurationPath: config,
                    edition: language.edition, locale: language.locale, ruleSettings: ruleSettings,
                    format: format, output: output, color: useColor, failOn: failOn, quiet: quiet,
                    baseline: baseline, writeBaseline: writeBaseline, stdinFilename: stdinFilename,
                    jobs: jobs, followLinks: followLinks, shard: shard.flatMap(Shard.init),
                    maxFileSize: maxFileSize, readsIgnored: noIgnore, allowEmpty: allowEmpty, readers: Self.readers,
                    fixMode: diff ? .diff : fix ? .write : nil, unsafeFixes: unsafeFixes)
    }

    func run() throws {
        let outcome: LintOutcome
        do {
            // On a stack the Swift parser needs, so it does not start a thread for each file.
            let options = self.options
            outcome = try ThreadStack.run { Result { try LintSession(options: options).runWithTunedHeap() } }.get()
        } catch var failure as CommandFailure {
            // A path that does not exist, typed where a subcommand goes, is asked about: `higlint lnt` meant `lint`.
            if let path = failure.missingPath {
                failure.description += Arguments.subcommandHint(forMissingPath: path, firstArgument: CommandLine.arguments.dropFirst().first)
            }
            throw failure
        }
        for line in outcome.messages { Terminal.error(line) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }

    private var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return false }
            if environment["TERM"] == "dumb" { return false }
            return output == nil && isatty(STDOUT_FILENO) == 1
        }
    }
}

enum Terminal {
    /// Whether a line for standard error could not be written: the exit status is then 2, the
    /// only way left to say so.
    static var lostALine: Bool { lost.load(ordering: .relaxed) }
    private static let lost = Atomic(false)

    static func error(_ line: String) {
        if let code = Output.write(Array((safeLogLine(line) + "\n").utf8), to: STDERR_FILENO), code != EPIPE {
            lost.store(true, ordering: .relaxed)
        }
    }
}
