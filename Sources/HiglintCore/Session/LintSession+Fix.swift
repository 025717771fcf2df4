import Foundation

/// `lint --fix` and `lint --diff` (docs/fixes.md).
public enum FixMode: Sendable {
    /// Write the fixed files back, then report what is left.
    case write
    /// Print the fixes as a unified diff and change nothing.
    case diff
}

/// One run's fixing, as the delivering thread sees it: each file was fixed by the worker that
/// linted it (`FileFixing`); here, in report order, what it says is said (the "no fix applies"
/// note on standard error, the diff on standard output) and its counts are added up.
final class FixStep {
    let fixing: FileFixing
    var mode: FixMode { fixing.mode }
    private(set) var fixedFindings = 0
    private(set) var fixedFiles = 0
    /// Files with fixes that could not be written (each also a line on standard error).
    private(set) var notFixedFiles = 0
    /// Findings left whose fix is unsafe: said, so people know `--unsafe-fixes` would take them.
    private(set) var unsafeLeft = 0

    init(mode: FixMode, includesUnsafe: Bool, readers: ReaderRegistry, baseline: Baseline?) {
        self.fixing = FileFixing(mode: mode, includesUnsafe: includesUnsafe, readers: readers, baseline: baseline)
    }

    /// The diagnostics a baseline does not hide (each file is matched against it on its own).
    static func reported(_ diagnostics: [Diagnostic], baseline: Baseline?) -> [Diagnostic] {
        baseline.map { BaselineFilter($0).filter(diagnostics) } ?? diagnostics
    }

    /// Says and counts what was done to one file, as it is delivered; returns the result to report
    /// (with a failure when its diff cannot be written).
    func deliver(_ result: LintRunner.Result) -> LintRunner.Result {
        guard let fix = result.fix else { return result }
        if let note = fix.note {
            // Said on standard error as the file is done, before the summary line.
            _ = Output.write(Array("\(note)\n".utf8), to: STDERR_FILENO)
        }
        if fix.changed {
            fixedFindings += fix.fixedFindings
            fixedFiles += 1
        }
        if fix.notFixed { notFixedFiles += 1 }
        unsafeLeft += fix.unsafeLeft
        if let diff = fix.diff {
            do {
                try Output.toStandardOutput(diff, what: "the diff")
            } catch {
                return LintRunner.Result.reporting([], failure: "\(error)")
            }
        }
        return result
    }

    /// The line on standard error that says what changed, or would.
    var summary: String {
        Self.summary(mode: mode, findings: fixedFindings, files: fixedFiles,
                     unsafeLeft: fixing.fixer.includesUnsafe ? 0 : unsafeLeft, notFixed: notFixedFiles)
    }

    /// Why `--fix` and `--diff` leave a file with findings as it is, said once per file
    /// (docs/fixes.md): fixes are edits of YAML and JSON screen descriptions and of Swift; a
    /// storyboard or a xib gets none (its reader says why), not every rule has one, and a rule
    /// that has one offers it only where the file is written so that the edit is certain. Nil
    /// when the file has no finding of its own, or has a fix.
    static func noFixNote(path: String, reader: (any ScreenReader)?, diagnostics: [Diagnostic]) -> String? {
        let own = diagnostics.filter { $0.file == path }
        guard !own.isEmpty, !own.contains(where: { $0.fix != nil }) else { return nil }
        let kind = reader?.kind ?? .screenDescription
        let rulesWithFixes = own.contains { diagnostic in
            RuleCatalog.shared[diagnostic.ruleID].map { kind == .swift ? $0.swiftFix != nil : $0.fix != nil } ?? false
        }
        let why = reader?.noFixReason ?? (rulesWithFixes
            ? "its findings are not in a form a fix can change with certainty (docs/fixes.md says where each fix is offered)"
            : "none of its findings' rules has a fix (docs/fixes.md lists those that do)")
        return "\(PathText.displayed(path)): no fix applies: \(why)"
    }

    static func summary(mode: FixMode, findings: Int, files: Int, unsafeLeft: Int = 0, notFixed: Int = 0) -> String {
        var line = (mode == .write ? "higlint: fixed " : "higlint: would fix ")
            + "\(findings) finding\(findings == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        if notFixed > 0 { line += "; \(notFixed) file\(notFixed == 1 ? "" : "s") not fixed (not written, see above)" }
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
        let result = Fixer(includesUnsafe: options.unsafeFixes).apply(to: bytes, diagnostics: reported,
                                                                    lineBreaks: linter.lineBreaks(for: name, bytes: bytes))
        var messages = [FixStep.summary(mode: mode, findings: result.fixed, files: result.changed ? 1 : 0)]
        if !result.changed, let note = FixStep.noFixNote(path: name, reader: linter.readers.reader(for: name), diagnostics: reported) { messages.insert(note, at: 0) }
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
        if options.format.isLines || options.output != nil {
            messages.append(TextReporter.summary(LintReport(diagnostics: left, files: [name]), locale: base.locale))
        }
        return LintOutcome(files: [name], messages: messages, exitStatus: left.contains { $0.severity >= failOn } ? 1 : 0)
    }
}
/// Replaces a file's content at once (`Output.replace`: a temporary file in the same folder, given
/// the file's owner and permissions, then renamed over it), so no reader ever sees half a file. A
/// symbolic link is written through: the file it points at is replaced, and the link stays a link.
/// A file is not replaced (and so not fixed) when replacing it would change more than its text:
/// when it is read-only, has other hard links (a rename would split them), or changed since it was
/// read (someone's edit would be lost).
enum AtomicFile {
    /// What a file was when it was read: a different one, or one written since, stamps otherwise.
    struct Stamp: Equatable, Sendable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: [Int], changed: [Int]

        init?(pathBytes: [UInt8]) {
            var info = stat()
            guard AtomicFile.withPath(pathBytes, { stat($0, &info) }) == 0 else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            // Darwin names the two times `st_mtimespec` and `st_ctimespec`.
            #if canImport(Darwin)
            modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
            changed = [Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
            #else
            modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
            changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
            #endif
        }
    }

    /// Why the file was not replaced, in words; nil when it was. `readAs` is the file's stamp
    /// before it was read.
    static func replace(pathBytes: [UInt8], with bytes: [UInt8], readAs stamp: Stamp?) -> String? {
        guard let target = withPath(pathBytes, { realpath($0, nil) }) else { return "cannot write the fixes (\(Output.reason(errno)))" }
        defer { free(target) }
        let path = String(cString: target)
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot write the fixes (\(Output.reason(errno)))" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "cannot write the fixes (not a regular file)" }
        if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
            return "it is read-only; make it writable to fix it"
        }
        if info.st_nlink > 1 {
            return "it has \(info.st_nlink) hard links, and writing a new file would split them"
        }
        guard let stamp, stamp == Stamp(info) else { return "it changed while higlint read it; run --fix again" }
        var changed = false
        let failure = Output.replace(path, with: bytes, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid)) {
            // The last look before the rename: an edit since the read would be lost.
            var now = stat()
            guard stat(path, &now) == 0, Stamp(now) == stamp else { changed = true; return EAGAIN }
            return nil
        }
        if changed { return "it changed while higlint read it; run --fix again" }
        return failure.map { "cannot write the fixes (\(Output.reason($0)))" }
    }

    fileprivate static func withPath<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
        }
    }
}
