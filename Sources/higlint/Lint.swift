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

    @Option(name: .customLong("max-file-size"), help: ArgumentHelp(
        "Files larger than this are not parsed; each is one invalid-document.", valueName: "bytes"))
    var maxFileSize: Int = ParseLimits.defaultMaxFileSize

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if maxFileSize < 0 { throw ValidationError("--max-file-size must be a number of bytes, 0 or more") }
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
        var limits = ParseLimits.default
        limits.maxFileSize = maxFileSize
        let linter = Linter(configuration: configuration, limits: limits)
        let inputs = collector.inputs
        // Standard input is read before any file (tests rely on this order to remove a listed
        // file while higlint waits here).
        let stdinInput = inputs.contains { $0.origin == .standardInput }
            ? InputReader.read(descriptor: STDIN_FILENO, limit: maxFileSize) : .bytes([])

        var results = [[Diagnostic]](repeating: [], count: inputs.count)
        var failures = [String?](repeating: nil, count: inputs.count)
        let workers = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(inputs.count, 1)))
        let lock = NSLock()
        let work: (Int) -> Void = { index in
            let input = inputs[index]
            var diagnostics: [Diagnostic] = []
            var failure: String?
            let outcome = input.origin == .standardInput
                ? stdinInput : InputReader.read(pathBytes: input.pathBytes, limit: maxFileSize)
            switch outcome {
            case .bytes(let bytes): diagnostics = linter.lint(bytes: bytes, path: input.displayPath)
            case .tooLarge(let size): diagnostics = linter.tooLarge(path: input.displayPath, size: size)
            case .failed(let reason): failure = "\(input.displayPath): \(reason)"
            }
            lock.lock()
            results[index] = diagnostics
            failures[index] = failure
            lock.unlock()
        }
        if workers == 1 {
            for index in inputs.indices { work(index) }
        } else {
            // Stride the files over the workers; each result lands in its own slot, so the
            // report's order does not depend on which worker finished first.
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in Swift.stride(from: worker, to: inputs.count, by: workers) { work(index) }
            }
        }

        let all = results.flatMap { $0 }
        let shown = quiet ? all.filter { $0.severity == .error } : all
        let report = LintReport(diagnostics: shown, files: inputs.map(\.displayPath))
        let text: String
        switch format {
        case .text: text = TextReporter(color: useColor).render(report)
        case .json: text = JSONReporter().render(report)
        }
        try write(text)
        let problems = collector.problems.map(\.description) + failures.compactMap { $0 }
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
