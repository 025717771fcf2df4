import ArgumentParser
import Dispatch
import Foundation
import HiglintCore
import HiglintSwiftSource

extension ReportFormat: ExpressibleByArgument {}

enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lint screen files and folders (the default command).")

    @Argument(help: "Files and folders to lint; - reads standard input. Default: the current folder.")
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

    @Option(name: .customLong("stdin-filename"), help: "The name to report for standard input (its extension picks the format).")
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
        "Files larger than this are not parsed; each is one invalid-document.", valueName: "bytes"))
    var maxFileSize: Int = ParseLimits.defaultMaxFileSize

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 when a path holds no file to lint (by default that is an error, exit 2).")
    var allowEmpty = false

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be a positive number of files linted at once, not \(jobs)") }
        if stdinFilename != nil, !paths.contains("-") {
            throw ValidationError("--stdin-filename names standard input, which is read only when - is among the paths: add - (e.g. `higlint --stdin-filename x.json -`)")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be K/N with 1 <= K <= N, for example 2/4 (got '\(shard)')")
        }
        if maxFileSize < 0 { throw ValidationError("--max-file-size must be a number of bytes, 0 or more") }
    }

    /// The readers for sources beside YAML and JSON, by extension (docs/sources.md).
    static let readers: [any ScreenReader] = [InterfaceBuilderReader(), SwiftSourceReader()]

    func run() throws {
        if let output { try Files.checkWritable(output, what: "the report") }
        if let writeBaseline { try Files.checkWritable(writeBaseline, what: "the baseline") }
        let file = try Files.configuration(named: config)
        let commandLineRules = try parseRuleSettings()
        var base = LintConfiguration(edition: language.edition ?? file?.edition ?? .current,
                                     locale: language.locale ?? file?.locale ?? MessageLocale.fromEnvironment(ProcessInfo.processInfo.environment))
        if file == nil {
            for (id, setting) in commandLineRules {
                if let severity = setting.severity { base.severities[id] = severity }
            }
        }
        let failOn = self.failOn ?? file?.failOn ?? .error

        var baselineFilter: BaselineFilter?
        if writeBaseline == nil, let path = baseline ?? file?.baseline {
            do { baselineFilter = BaselineFilter(try Baseline.load(path)) } catch let error as InputError { throw CommandFailure(error.description) }
        }
        var limits = ParseLimits.default
        limits.maxFileSize = maxFileSize
        let linter = Linter(configuration: base, limits: limits, readers: Self.readers)
        let workers = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        // With a configuration file, each file gets its own rules: the file's, matching overrides, then --rule.
        let linterFor: ((LintInput) -> Linter)? = file.map { file in
            { input in
                let name: String
                switch input.origin {
                case .file(let path): name = path
                case .standardInput: name = input.displayPath
                }
                return Linter(configuration: file.configuration(for: FileCollector.absolute(name), base: base, commandLine: commandLineRules),
                              limits: limits, readers: Self.readers)
            }
        }

        // The text report is written as it is produced; the others are whole documents, so
        // they are rendered at the end from the diagnostics (all that is kept).
        let streaming = format == .text && writeBaseline == nil
        var sink: ReportSink?
        var all: [Diagnostic] = []
        var drawings: [String: [ScreenDrawing]] = [:]
        var severities: [Severity] = []
        var failures: [String] = []
        let reporter = TextReporter(color: useColor)
        var collector = FileCollector()
        collector.followsLinks = followLinks
        if let file { collector.admits = file.admits(walkedFile:) }
        let shard = self.shard.flatMap(Shard.init)
        let inputs: [LintInput]
        do {
            var runner = LintRunner(linter: linter, linterFor: linterFor, jobs: workers)
            runner.drawsScreens = format.draws && writeBaseline == nil
            inputs = try runner.run(
                find: { found in
                    collector.found = found
                    if paths.isEmpty {
                        if !collector.addCurrentFolder() { try nothingToLint(in: nil, file) }
                    } else {
                        for path in paths {
                            if try !add(path, to: &collector) { try nothingToLint(in: path, file) }
                        }
                    }
                },
                // Files in report order (the text report streams file by file), then this shard's
                // share. The report's file is made only now: a path that does not exist leaves none.
                order: { found in
                    if streaming { sink = try ReportSink(path: output) }
                    let order = Shard.reportOrder(found)
                    return shard?.select(order) ?? order
                },
                lintWhileFinding: shard == nil,
                deliver: { input, result in
                    if let failure = result.failure { failures.append(failure) } else { baselineFilter?.noteLinted(input.displayPath) }
                    let diagnostics = baselineFilter?.filter(result.diagnostics) ?? result.diagnostics
                    if let sink {
                        severities += diagnostics.map(\.severity)
                        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
                        if !shown.isEmpty { sink.write(reporter.render(LintReport(diagnostics: shown, files: [input.displayPath]))) }
                    } else {
                        all += diagnostics
                        if !result.drawings.isEmpty { drawings[input.displayPath] = result.drawings }
                    }
                },
                idle: { sink?.flush() })
        } catch let error as InputError {
            throw CommandFailure(error.description)
        }
        try sink?.close()

        if let writeBaseline {
            let directory = URL(fileURLWithPath: FileCollector.absolute(writeBaseline)).deletingLastPathComponent().path
            let text: String
            do { text = try Baseline(diagnostics: all, directory: directory).renderChecked() } catch let error as InputError {
                throw CommandFailure("--write-baseline \(PathText.displayed(writeBaseline)): \(error.description)")
            }
            try Output.toFile(text, at: writeBaseline, what: "the baseline")
            Terminal.error("higlint: recorded \(all.count) finding\(all.count == 1 ? "" : "s") in \(PathText.displayed(writeBaseline))")
            return
        }
        if streaming {
            // Only severities were kept: the summary and the exit status need no more.
            all = severities.map { Diagnostic(file: "", range: .fileStart, severity: $0, ruleID: "", message: "") }
        }

        let shown = quiet ? all.filter { $0.severity == .error } : all
        var report = LintReport(diagnostics: streaming ? [] : shown, files: inputs.map(\.displayPath))
        report.drawings = drawings
        if !streaming {
            let text = format.reporter(edition: base.edition, locale: base.locale, color: useColor).render(report)
            try write(text)
        }
        let problems = collector.problems.map(\.description) + failures
        for problem in problems { Terminal.error(problem) }
        if let baselineFilter {
            for line in baselineFilter.summary() { Terminal.error(line) }
        }
        if format == .text || output != nil {
            Terminal.error(TextReporter.summary(LintReport(diagnostics: all, files: report.files), locale: base.locale))
        }
        if !problems.isEmpty { throw ExitCode(2) }
        if all.contains(where: { $0.severity >= failOn }) { throw ExitCode(1) }
    }

    /// Adds a command-line path; returns whether it matched anything. A path that does not
    /// exist, typed where a subcommand goes, is asked about: `higlint lnt` meant `lint`.
    private func add(_ path: String, to collector: inout FileCollector) throws -> Bool {
        do {
            return try collector.add(path, bytes: RawArguments.bytesByText[path], stdinName: stdinFilename)
        } catch let error as InputError {
            var info = stat()
            let missing = lstat(path, &info) != 0
            let hint = missing ? Arguments.subcommandHint(forMissingPath: path, firstArgument: CommandLine.arguments.dropFirst().first) : ""
            throw CommandFailure(error.description + hint)
        }
    }

    /// A path (nil: the current folder) that holds nothing to lint is an error, as in ESLint:
    /// a mistyped folder or an `exclude` that takes everything should not pass CI in silence.
    private func nothingToLint(in path: String?, _ file: ConfigurationFile?) throws {
        guard !allowEmpty else { return }
        let reason: String
        if let file, file.include != nil || file.exclude != nil {
            reason = "no file that the include and exclude of \(file.path) let through"
        } else {
            reason = "no \(FileCollector.extensions.sorted().map { "." + $0 }.joined(separator: ", ")) file"
        }
        throw CommandFailure("\(path.map(PathText.displayed) ?? "the current folder") holds \(reason) to lint; check the path, or pass --allow-empty if that is expected")
    }

    /// `--rule popover-oversize=off`: unknown ids and severities are exit status 2.
    private func parseRuleSettings() throws -> [String: RuleSetting] {
        var result: [String: RuleSetting] = [:]
        for setting in ruleSettings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw CommandFailure("--rule takes id=severity, not '\(setting)'") }
            guard RuleRegistry.allIDs.contains(parts[0]) else {
                throw CommandFailure("--rule: unknown rule '\(parts[0])'"
                                     + Suggestions.didYouMean(parts[0], in: RuleRegistry.allIDs, otherwise: "; `higlint rules` lists every rule"))
            }
            if parts[1] == "off" {
                result[parts[0]] = RuleSetting(severity: .some(nil))
            } else if let severity = Severity(rawValue: parts[1]) {
                result[parts[0]] = RuleSetting(severity: .some(severity))
            } else {
                throw CommandFailure("--rule \(parts[0]): severity '\(parts[1])' is not off, info, warning or error")
            }
        }
        return result
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

    private func write(_ text: String) throws {
        if let output {
            try Output.toFile(text, at: output, what: "the report")
        } else {
            try Output.toStandardOutput(text, what: "the report")
        }
    }
}

/// The command itself could not do its work: one line on standard error, exit status 2.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum Terminal {
    /// Whether a line for standard error could not be written: the exit status is then 2, the
    /// only way left to say so.
    private(set) static var lostALine = false

    static func error(_ line: String) {
        if let code = Output.write(Array((safeLogLine(line) + "\n").utf8), to: STDERR_FILENO), code != EPIPE {
            lostALine = true
        }
    }
}
