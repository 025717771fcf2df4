import Foundation

/// `lint --fix` and `lint --diff` (docs/fixes.md).
public enum FixMode: Sendable {
    /// Write the fixed files back, then report what is left.
    case write
    /// Print the fixes as a unified diff and change nothing.
    case diff
}

/// One run's fixing: each file with a fixable finding is read, linted, fixed in memory, then
/// written back (`write`) or shown as a unified diff (`diff`); with `write` the file's report is
/// of what is left, linted from the fixed text.
final class FixStep {
    let mode: FixMode
    let fixer: Fixer
    let linterFor: (LintInput) -> Linter
    /// Findings the baseline hides are not fixed: only what `lint` reports is.
    let baseline: Baseline?
    private(set) var fixedFindings = 0
    private(set) var fixedFiles = 0
    /// Findings left whose fix is unsafe: said, so people know `--unsafe-fixes` would take them.
    private(set) var unsafeLeft = 0

    init(mode: FixMode, includesUnsafe: Bool, linterFor: @escaping (LintInput) -> Linter, baseline: Baseline?) {
        self.mode = mode
        self.fixer = Fixer(includesUnsafe: includesUnsafe)
        self.linterFor = linterFor
        self.baseline = baseline
    }

    /// The diagnostics a baseline does not hide (each file is matched against it on its own).
    static func reported(_ diagnostics: [Diagnostic], baseline: Baseline?) -> [Diagnostic] {
        baseline.map { BaselineFilter($0).filter(diagnostics) } ?? diagnostics
    }

    /// Fixes one file; returns what to report for it (what is left, with `write`), or the failure
    /// to write it.
    func process(_ input: LintInput, _ linted: LintRunner.Result) -> LintRunner.Result {
        guard linted.failure == nil, case .file = input.origin else { return linted }
        guard linted.diagnostics.contains(where: { $0.fix != nil }) else {
            // Said on standard error as the file is done, before the summary line.
            if let note = Self.noFixNote(path: input.displayPath, diagnostics: Self.reported(linted.diagnostics, baseline: baseline)) {
                _ = Output.write(Array("\(note)\n".utf8), to: STDERR_FILENO)
            }
            return linted
        }
        let linter = linterFor(input)
        guard case .bytes(let bytes) = InputReader.read(pathBytes: input.pathBytes, limit: linter.limits.maxFileSize) else { return linted }
        let diagnostics = Self.reported(linter.lint(bytes: bytes, path: input.displayPath), baseline: baseline)
        let result = fixer.apply(to: bytes, diagnostics: diagnostics)
        guard result.changed else { return note(linted) }
        fixedFindings += result.fixed
        fixedFiles += 1
        switch mode {
        case .diff:
            do {
                try Output.toStandardOutput(UnifiedDiff.render(path: input.displayPath, original: bytes, edits: result.edits), what: "the diff")
            } catch {
                return LintRunner.Result.reporting([], failure: "\(error)")
            }
            return linted
        case .write:
            if let failure = AtomicFile.replace(pathBytes: input.pathBytes, with: result.bytes) {
                return LintRunner.Result.reporting([], failure: "\(PathText.displayed(input.displayPath)): cannot write the fixes (\(Output.reason(failure)))")
            }
            return note(LintRunner.Result.reporting(linter.lint(bytes: result.bytes, path: input.displayPath)))
        }
    }

    private func note(_ result: LintRunner.Result) -> LintRunner.Result {
        unsafeLeft += result.diagnostics.filter { $0.fix?.applicability == .unsafe }.count
        return result
    }

    /// The line on standard error that says what changed, or would.
    var summary: String {
        Self.summary(mode: mode, findings: fixedFindings, files: fixedFiles,
                     unsafeLeft: fixer.includesUnsafe ? 0 : unsafeLeft)
    }

    /// Why `--fix` and `--diff` leave a file with findings as it is, said once per file
    /// (docs/fixes.md): fixes are edits of YAML and JSON screen descriptions; a storyboard, a xib
    /// or Swift gets none, and not every rule has one. Nil when the file has no finding of its own,
    /// or has a fix.
    static func noFixNote(path: String, diagnostics: [Diagnostic]) -> String? {
        let own = diagnostics.filter { $0.file == path }
        guard !own.isEmpty, !own.contains(where: { $0.fix != nil }) else { return nil }
        let name = PathText.displayed(path)
        let lowered = name.lowercased()
        let why: String
        if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") {
            why = "Interface Builder files get no fixes; make the changes the findings say in Xcode"
        } else if lowered.hasSuffix(".swift") {
            why = "Swift files get no fixes; change the code as the findings say"
        } else {
            why = "none of its findings' rules has a fix (docs/fixes.md lists those that do)"
        }
        return "\(name): no fix applies: \(why)"
    }

    static func summary(mode: FixMode, findings: Int, files: Int, unsafeLeft: Int = 0) -> String {
        var line = (mode == .write ? "higlint: fixed " : "higlint: would fix ")
            + "\(findings) finding\(findings == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        if unsafeLeft > 0 { line += "; \(unsafeLeft) more with --unsafe-fixes" }
        return line
    }
}

extension LintSession {
    /// `--fix -` and `--diff -`: standard input cannot be written back, so `write` puts the fixed
    /// text on standard output and the report of what is left on standard error (or `output`),
    /// as `ruff --fix -` does; `diff` prints the diff. The exit status is as for files: what is
    /// left (`write`), or whether anything would change (`diff`).
    func fixStandardInput(_ mode: FixMode) throws -> LintOutcome {
        let name = options.stdinFilename ?? "<stdin>"
        let linter = self.linter(for: name)
        let bytes: [UInt8]
        switch InputReader.read(descriptor: STDIN_FILENO, limit: limits.maxFileSize) {
        case .bytes(let read): bytes = read
        case .tooLarge(let size): throw CommandFailure("standard input is \(size) bytes, over --max-file-size \(limits.maxFileSize)")
        case .failed(let reason): throw CommandFailure("standard input \(reason)")
        }
        let baseline = try loadedBaseline()
        let reported = FixStep.reported(linter.lint(bytes: bytes, path: name), baseline: baseline)
        let result = Fixer(includesUnsafe: options.unsafeFixes).apply(to: bytes, diagnostics: reported)
        var messages = [FixStep.summary(mode: mode, findings: result.fixed, files: result.changed ? 1 : 0)]
        if !result.changed, let note = FixStep.noFixNote(path: name, diagnostics: reported) { messages.insert(note, at: 0) }
        if mode == .diff {
            try Output.toStandardOutput(UnifiedDiff.render(path: name, original: bytes, edits: result.edits), what: "the diff")
            return LintOutcome(files: [name], messages: messages, exitStatus: result.changed ? 1 : 0)
        }
        try Output.toStandardOutput(String(decoding: result.bytes, as: UTF8.self), what: "the fixed text")
        let left = FixStep.reported(linter.lint(bytes: result.bytes, path: name), baseline: baseline)
        let shown = options.quiet ? left.filter { $0.severity == .error } : left
        let text = options.format.reporter(edition: base.edition, locale: base.locale, color: false)
            .render(LintReport(diagnostics: shown, files: [name]))
        if let output = options.output {
            try Output.toFile(text, at: output, what: "the report")
        } else if let code = Output.write(Array(text.utf8), to: STDERR_FILENO), code != EPIPE {
            throw CommandFailure("cannot write the report to standard error (\(Output.reason(code)))")
        }
        if options.format == .text || options.output != nil {
            messages.append(TextReporter.summary(LintReport(diagnostics: left, files: [name]), locale: base.locale))
        }
        return LintOutcome(files: [name], messages: messages, exitStatus: left.contains { $0.severity >= failOn } ? 1 : 0)
    }
}
/// Replaces a file's content at once (`Output.replace`: a temporary file in the same folder, given
/// the file's permissions, then renamed over it), so no reader ever sees half a file. A symbolic
/// link is written through: the file it points at is replaced, and the link stays a link.
enum AtomicFile {
    /// The `errno` of the first failure, nil when the file was replaced.
    static func replace(pathBytes: [UInt8], with bytes: [UInt8]) -> Int32? {
        guard let target = withPath(pathBytes, { realpath($0, nil) }) else { return errno }
        defer { free(target) }
        let path = String(cString: target)
        var info = stat()
        guard stat(path, &info) == 0 else { return errno }
        guard info.st_mode & S_IFMT == S_IFREG else { return EINVAL }
        return Output.replace(path, with: bytes, mode: info.st_mode & 0o7777)
    }

    private static func withPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
        }
    }
}
