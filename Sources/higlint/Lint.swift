import ArgumentParser
import Dispatch
import Foundation
import HiglintCore

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

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

    @Option(name: .customLong("fail-on"), help: "Lowest severity that makes the exit status 1: error, warning or info.")
    var failOn: Severity = .error

    @Option(name: .customLong("stdin-filename"), help: "The name to report for standard input (its extension picks the format).")
    var stdinFilename: String?

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(help: "Colour in the text report: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    @Option(help: "Files linted at once (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Lint only shard K of N (1-based, e.g. 2/4): a deterministic, balanced share of the files, for CI matrices.")
    var shard: String?

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be K/N with 1 <= K <= N, for example 2/4 (got '\(shard)')")
        }
    }

    func run() throws {
        var collector = FileCollector()
        do {
            if paths.isEmpty {
                collector.addCurrentFolder()
            } else {
                for path in paths { try collector.add(path, stdinName: stdinFilename) }
            }
        } catch let error as InputError {
            throw CommandFailure(error.description)
        }
        let configuration = LintConfiguration(edition: language.edition, locale: language.resolvedLocale)
        let linter = Linter(configuration: configuration)
        // Files in report order (the text report streams file by file), then this shard's share.
        var inputs = Shard.reportOrder(collector.inputs)
        if let shard = shard.flatMap(Shard.init) { inputs = shard.select(inputs) }
        let stdinBytes = inputs.contains { $0.origin == .standardInput } ? readStandardInput() : []
        let workers = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)

        // The text report is written as it is produced; the others are whole documents, so
        // they are rendered at the end from the diagnostics (all that is kept).
        let streaming = format == .text
        let sink = streaming ? try ReportSink(path: output) : nil
        var all: [Diagnostic] = []
        var severities: [Severity] = []
        var failures: [String] = []
        let reporter = TextReporter(color: useColor)
        LintRunner(linter: linter, inputs: inputs, standardInput: stdinBytes, jobs: workers).run(
            deliver: { index, result in
                if let failure = result.failure { failures.append(failure) }
                if let sink {
                    severities += result.diagnostics.map(\.severity)
                    let shown = quiet ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
                    if !shown.isEmpty { sink.write(reporter.render(LintReport(diagnostics: shown, files: [inputs[index].displayPath]))) }
                } else {
                    all += result.diagnostics
                }
            },
            idle: { sink?.flush() })
        sink?.close()
        if streaming {
            // Only severities were kept: the summary and the exit status need no more.
            all = severities.map { Diagnostic(file: "", range: .fileStart, severity: $0, ruleID: "", message: "") }
        }

        let shown = quiet ? all.filter { $0.severity == .error } : all
        let report = LintReport(diagnostics: streaming ? [] : shown, files: inputs.map(\.displayPath))
        let text: String
        switch format {
        case .text: text = TextReporter(color: useColor).render(report)
        case .json: text = JSONReporter().render(report)
        }
        if !streaming { try write(text) }
        let problems = collector.problems.map(\.description) + failures
        for problem in problems { Terminal.error(problem) }
        if format == .text || output != nil {
            Terminal.error(TextReporter.summary(LintReport(diagnostics: all, files: report.files), locale: configuration.locale))
        }
        if !problems.isEmpty { throw ExitCode(2) }
        if all.contains(where: { $0.severity >= failOn }) { throw ExitCode(1) }
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

    private func readStandardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }

    private func write(_ text: String) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        guard FileManager.default.createFile(atPath: output, contents: Data(text.utf8)) else {
            throw CommandFailure("\(output): cannot write the report")
        }
    }
}

/// The command itself could not do its work: one line on standard error, exit status 2.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum Terminal {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((neutralizingControlCharacters(line) + "\n").utf8))
    }
}
