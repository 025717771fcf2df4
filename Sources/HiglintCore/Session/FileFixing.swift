/// What `--fix` or `--diff` made of one file, worked out by the worker that linted it and carried
/// in its result to the delivering thread, which says it and adds it up in report order
/// (`FixStep`): so the counts and the output are the same for any number of workers.
public struct FileFix: Sendable, Equatable {
    /// Findings whose fix was made (or, with `--diff`, would be).
    public var fixedFindings = 0
    /// Whether the file was changed (or, with `--diff`, would be).
    public var changed = false
    /// Whether the file had fixes but could not be written (the result's `failure` says why).
    public var notFixed = false
    /// Findings left whose fix is unsafe (`--unsafe-fixes` would take them).
    public var unsafeLeft = 0
    /// The line for standard error that says why no fix applies to the file's findings.
    public var note: String?
    /// With `--diff`: the unified diff of the file's fixes.
    public var diff: String?

    /// How much waiting to be delivered the diff costs, counted as diagnostics are
    /// (`LintRunner.maxWaitingDiagnostics`): about what one diagnostic of a report holds.
    var waitingCost: Int { (diff?.utf8.count ?? 0) / 512 }
}

/// The part of fixing done in the worker that read and linted a file (`LintRunner.fixing`), from
/// the bytes it read and the diagnostics it found, with the run's linter and project: the fixes
/// are those of the findings `lint` reports. With `write` it writes the fixed file (unless the
/// file changed since it was read) and lints the fixed text once, to report what is left; with
/// `diff` it renders the diff, and the result carries that text alone.
struct FileFixing: Sendable {
    let mode: FixMode
    let fixer: Fixer
    /// The run's readers: a file's reader says why its findings get no fixes.
    let readers: ReaderRegistry
    /// Findings the baseline hides are not fixed: only what `lint` reports is.
    let baseline: Baseline?
    /// Called just before a fixed file is written (tests edit the file there, as a person might
    /// while higlint runs).
    var beforeWriting: @Sendable (LintInput) -> Void = { _ in }

    init(mode: FixMode, includesUnsafe: Bool, readers: ReaderRegistry, baseline: Baseline?) {
        self.mode = mode
        self.fixer = Fixer(includesUnsafe: includesUnsafe)
        self.readers = readers
        self.baseline = baseline
    }

    /// The result to deliver for a file the runner linted into `linted` from `bytes` (nil when it
    /// read none: the file is over the size limit), read as `stamp` says, with `linter` and
    /// `project`. Standard input and files that could not be read are left as they are.
    func fix(_ input: LintInput, bytes: [UInt8]?, readAs stamp: AtomicFile.Stamp?, linter: Linter,
             project: (any ProjectIndex)?, linted: LintRunner.Result) -> LintRunner.Result {
        guard linted.failure == nil, case .file = input.origin else { return linted }
        var result = linted
        // `--diff` reports nothing but the diff: the findings need not wait to be delivered.
        if mode == .diff { result.diagnostics = [] }
        guard let bytes, linted.diagnostics.contains(where: { $0.fix != nil }) else {
            let note = FixStep.noFixNote(path: input.displayPath, reader: readers.reader(for: input.displayPath),
                                         diagnostics: FixStep.reported(linted.diagnostics, baseline: baseline))
            result.fix = FileFix(note: note)
            return result
        }
        let path = input.displayPath
        let reported = FixStep.reported(linted.diagnostics, baseline: baseline)
        let applied = fixer.apply(to: bytes, diagnostics: reported, lineBreaks: linter.lineBreaks(for: path, bytes: bytes))
        guard applied.changed else {
            result.fix = FileFix(unsafeLeft: Self.unsafe(in: reported))
            return result
        }
        switch mode {
        case .diff:
            let name = input.pathBytes.isEmpty ? Array(path.utf8) : input.pathBytes
            result.fix = FileFix(fixedFindings: applied.fixed, changed: true, unsafeLeft: Self.unsafe(in: reported),
                                 diff: UnifiedDiff.render(pathBytes: name, original: bytes, edits: applied.edits))
        case .write:
            beforeWriting(input)
            if let why = AtomicFile.replace(pathBytes: input.pathBytes, with: applied.bytes, readAs: stamp) {
                // Nothing was written, so nothing was fixed: the file keeps every finding it had
                // (a SARIF upload after `--fix || true` must not close their alerts).
                result.failure = "\(PathText.displayed(path)): not fixed: \(why); its findings are reported as they are"
                result.fix = FileFix(notFixed: true, unsafeLeft: Self.unsafe(in: reported))
                return result
            }
            // What is left, read as the run read the file: same linter, same project.
            let left = linter.lintFile(bytes: applied.bytes, path: path, project: project)
            result.diagnostics = left.diagnostics
            result.drawings = left.diagnostics.isEmpty ? [] : left.drawings
            result.fix = FileFix(fixedFindings: applied.fixed, changed: true,
                                 unsafeLeft: Self.unsafe(in: FixStep.reported(left.diagnostics, baseline: baseline)))
        }
        return result
    }

    /// Findings a baseline hides are not fixed by `--unsafe-fixes` either, so they are not counted.
    private static func unsafe(in diagnostics: [Diagnostic]) -> Int {
        diagnostics.filter { $0.fix?.applicability == .unsafe }.count
    }
}
