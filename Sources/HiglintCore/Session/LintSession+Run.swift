import Foundation

/// What a whole run came to, for the command line to say and exit with.
public struct LintOutcome: Sendable {
    /// The files linted, in report order.
    public var files: [String]
    /// Lines for standard error, in order: files that could not be read, the baseline's summary,
    /// the summary line (or, with `writeBaseline`, what was recorded).
    public var messages: [String]
    /// 0; 1 when a finding is at or above `failOn`; 2 when a file could not be read.
    public var exitStatus: Int32
}

extension LintSession {
    /// One file's result as the run delivers it, in report order.
    public typealias FileResult = LintRunner.Result

    /// Lints `options.paths` (or the current folder) and writes the report: the text report
    /// streams to `options.output` (or standard output) file by file as results come in; the
    /// other formats are written whole at the end. Throws a `CommandFailure` when the command
    /// itself fails (a path that does not exist, a report that cannot be written).
    /// `returningFreeMemory` is called after each large file (`MemoryBudget`): the executable
    /// hands the C allocator's free memory back there; the library leaves the allocator alone.
    public func run(returningFreeMemory: @escaping @Sendable () -> Void = {}) throws -> LintOutcome {
        if let mode = options.fixMode, options.paths == ["-"] { return try fixStandardInput(mode) }
        let baseline = try loadedBaseline()
        let fixStep = options.fixMode.map { mode in
            FixStep(mode: mode, includesUnsafe: options.unsafeFixes, readers: options.readers, baseline: baseline)
        }
        let record = RunRecord(session: self, baselineFilter: baseline.map(BaselineFilter.init), fixStep: fixStep)
        var collector = walkCollector()
        // No report shows fixes: only fixing needs them.
        let reporting: @Sendable (Linter) -> Linter = { linter in
            var linter = linter
            linter.plansFixes = options.fixMode != nil
            linter.recordsPopovers = options.listsPopovers
            return linter
        }
        let session = self
        let eachLinter: @Sendable (LintInput) -> Linter = { input in
            reporting(session.linter(for: input.configurationName))
        }
        let linterFor = lintsEveryFileAlike ? nil : eachLinter
        var runner = LintRunner(linter: reporting(sharedLinter), linterFor: linterFor,
                                jobs: max(1, options.jobs ?? ProcessInfo.processInfo.activeProcessorCount))
        runner.memoryBudget = MemoryBudget(bytes: runner.memoryBudget.bytes, returnFreeMemory: returningFreeMemory)
        runner.drawsScreens = options.format.draws && options.writeBaseline == nil && options.fixMode != .diff
        runner.fixing = fixStep?.fixing
        let inputs: [LintInput]
        do {
            inputs = try runner.run(
                find: { found in
                    collector.found = found
                    try find(into: &collector)
                },
                // Files in report order (the text report streams file by file), then this shard's
                // share. The report's file is made only now: a path that does not exist leaves none.
                order: { found in
                    try record.openStream()
                    let order = Shard.reportOrder(found)
                    return options.shard?.select(order) ?? order
                },
                lintWhileFinding: options.shard == nil,
                // A shard reports what is placed in its own files, and only that (ShardPlacement);
                // a fix or a listing stays within the shard's files.
                alsoLint: { project, found, order in
                    guard options.shard != nil, options.fixMode == nil, !options.listsPopovers else { return [] }
                    let placement = ShardPlacement(project: project, inputs: found, order: order, linter: sharedLinter)
                    record.placement = placement
                    return placement.filesToReadForOwn(order: order)
                },
                deliver: record.deliver,
                idle: record.flush)
        } catch let error as InputError {
            throw CommandFailure(error.description)
        }
        return try record.finish(files: inputs.map(\.displayPath), problems: collector.problems.map(\.description))
    }

    /// The baseline to hide findings by: `options.baseline`, else the configuration's; none
    /// while writing one.
    func loadedBaseline() throws -> Baseline? {
        guard options.writeBaseline == nil, let path = options.baseline ?? configurationFile?.baseline else { return nil }
        do { return try Baseline.load(path) } catch let error as InputError { throw CommandFailure(error.description) }
    }

    /// Adds every path to `collector`, or the current folder when there is none.
    private func find(into collector: inout FileCollector) throws {
        if options.paths.isEmpty {
            if !collector.addCurrentFolder() { try nothingToLint(in: nil) }
            return
        }
        for path in options.paths {
            let matched: Bool
            do {
                matched = try collector.add(path, bytes: options.pathBytes[path], stdinName: options.stdinFilename)
            } catch let error as InputError {
                var info = stat()
                throw CommandFailure(error.description, missingPath: lstat(path, &info) != 0 ? path : nil)
            }
            if !matched { try nothingToLint(in: path) }
        }
    }

    /// A path (nil: the current folder) that holds nothing to lint is an error, as in ESLint:
    /// a mistyped folder or an `exclude` that takes everything should not pass CI in silence.
    private func nothingToLint(in path: String?) throws {
        guard !options.allowEmpty else { return }
        let reason: String
        if let file = configurationFile, file.include != nil || file.exclude != nil {
            reason = "no file that the include and exclude of \(file.path) let through"
        } else {
            reason = "no \(options.readers.extensionList) file"
        }
        throw CommandFailure("\(path.map(PathText.displayed) ?? "the current folder") holds \(reason) to lint; check the path, or pass --allow-empty if that is expected")
    }
}

extension LintInput {
    /// The path whose configuration applies: the file's, or the name given to standard input.
    var configurationName: String {
        switch origin {
        case .file(let path): return path
        case .standardInput: return displayPath
        }
    }
}

/// What a run keeps as results come in, and what it makes of them at the end. The text report
/// is written as it is produced; the others are whole documents, rendered at the end from the
/// diagnostics (all that is kept).
private final class RunRecord {
    let session: LintSession
    let baselineFilter: BaselineFilter?
    let fixStep: FixStep?
    let streaming: Bool
    let reporter: TextReporter
    var sink: ReportSink?
    var diagnostics: [Diagnostic] = []
    /// The screens of files with findings, by file, for a report that draws them (`--format html`).
    var drawings: [String: [ScreenDrawing]] = [:]
    /// While streaming only severities are kept: the summary and the exit status need no more.
    var severities: [Severity] = []
    /// The popovers read, each once however many files or contexts read it, in the order met
    /// (described only for `higlint popovers`).
    var popovers: [PopoverRecord] = []
    /// Every popover's place, by file number, line and column: 12 bytes, not a path, each.
    private var popoverPlaces = Set<PlaceKey>()
    private var fileNumbers: [String: Int32] = [:]
    private struct PlaceKey: Hashable {
        var file: Int32
        var line: Int32
        var column: Int32
    }
    /// Files passed over: not screen descriptions, or large Swift files with no presentation code.
    var passedOver = Set<String>()
    var failures: [String] = []
    /// Where findings were placed in files other than the one linted (content a linted file shows
    /// from another, docs/sources.md): rule and place, each kept once per run.
    private var placedElsewhere = Set<String>()
    /// With `--shard`: which findings placed in another file this shard reports, and the other
    /// shards' files it lints only for what they place in its own.
    var placement: ShardPlacement?

    init(session: LintSession, baselineFilter: BaselineFilter?, fixStep: FixStep?) {
        self.session = session
        self.baselineFilter = baselineFilter
        self.fixStep = fixStep
        self.streaming = session.options.format.isLines && session.options.writeBaseline == nil && session.options.fixMode != .diff
        self.reporter = session.options.format == .xcode ? TextReporter(severityWords: .xcode) : TextReporter(color: session.options.color)
    }

    func openStream() throws {
        if streaming { sink = try ReportSink(path: session.options.output) }
    }

    func deliver(_ input: LintInput, _ linted: LintSession.FileResult) {
        if let placement, placement.readForOwn.contains(input.displayPath) {
            deliverReadForOwn(linted, of: input.displayPath, placement)
            return
        }
        if linted.passedOver {
            passedOver.insert(input.displayPath)
            return
        }
        countPopovers(linted, in: input.displayPath)
        if session.options.listsPopovers { return }
        let result = fixStep?.deliver(linted) ?? linted
        if let failure = result.failure { failures.append(failure) } else { baselineFilter?.noteLinted(input.displayPath) }
        if fixStep?.mode == .diff { return }
        let placed = placement.map { placement in result.diagnostics.filter { placement.reports(placedIn: $0.file, foundLinting: input.displayPath) } }
        record(placed ?? result.diagnostics, of: input.displayPath, drawings: result.drawings, ownFile: true)
    }

    /// Another shard's file, linted for the findings it places in this shard's files.
    private func deliverReadForOwn(_ linted: LintSession.FileResult, of path: String, _ placement: ShardPlacement) {
        guard !linted.passedOver, linted.failure == nil else { return }
        countPopovers(linted, in: path)
        record(linted.diagnostics.filter { placement.reports(placedIn: $0.file, foundLinting: path) }, of: path, drawings: linted.drawings, ownFile: false)
    }

    private func record(_ diagnostics: [Diagnostic], of path: String, drawings: [ScreenDrawing], ownFile: Bool) {
        let own = firstElsewhere(diagnostics, linted: path)
        let kept = baselineFilter?.filter(own) ?? own
        guard let sink else {
            self.diagnostics += kept
            if !drawings.isEmpty { addDrawings(drawings, of: path, for: kept, ownFile: ownFile) }
            return
        }
        severities += kept.map(\.severity)
        let shown = session.options.quiet ? kept.filter { $0.severity == .error } : kept
        if !shown.isEmpty { sink.write(reporter.render(LintReport(diagnostics: shown, files: [path]))) }
    }

    func flush() {
        sink?.flush()
    }

    /// Adds the popovers a file's lint read to the run's, each place once.
    private func countPopovers(_ linted: LintSession.FileResult, in path: String) {
        func key(_ file: String, _ line: Int, _ column: Int) -> PlaceKey {
            let number: Int32
            if let known = fileNumbers[file] {
                number = known
            } else {
                number = Int32(truncatingIfNeeded: fileNumbers.count)
                fileNumbers[file] = number
            }
            return PlaceKey(file: number, line: Int32(truncatingIfNeeded: line), column: Int32(truncatingIfNeeded: column))
        }
        if session.options.listsPopovers {
            for popover in linted.popovers where popoverPlaces.insert(key(popover.file, popover.position.line, popover.position.column)).inserted {
                popovers.append(popover)
            }
            return
        }
        if placement?.readForOwn.contains(path) != true {
            for position in linted.popoverPlaces.own { popoverPlaces.insert(key(path, position.line, position.column)) }
        }
        for place in linted.popoverPlaces.elsewhere where placement?.reports(placedIn: place.file, foundLinting: path) != false {
            popoverPlaces.insert(key(place.file, place.line, place.column))
        }
    }

    /// A view shown from two linted files is one view: a finding inside it, placed in the view's
    /// file, is the same finding whichever file showed it, so each rule reports each such place
    /// once per run (from the first file, in the run's order), as a storyboard scene shown from
    /// two places reports once.
    /// A file's drawings go with its findings: a finding placed in another file (a storyboard
    /// scene's popover sized by its Swift class) is drawn there too, with the screens it is about.
    private func addDrawings(_ screens: [ScreenDrawing], of path: String, for kept: [Diagnostic], ownFile: Bool) {
        if ownFile { drawings[path, default: []] += screens }
        var elsewhere: [String: [Diagnostic]] = [:]
        for diagnostic in kept where diagnostic.file != path { elsewhere[diagnostic.file, default: []].append(diagnostic) }
        for (file, placed) in elsewhere {
            drawings[file, default: []] += screens.filter { screen in placed.contains { FindingLinks.isAbout($0, screen) } }
        }
    }

    private func firstElsewhere(_ diagnostics: [Diagnostic], linted path: String) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            diagnostic.file == path || placedElsewhere.insert("\(diagnostic.ruleID) \(diagnostic.range) \(diagnostic.file)").inserted
        }
    }

    /// Closes the stream or writes the whole report (or the baseline); the lines for standard
    /// error and the exit status.
    func finish(files allFiles: [String], problems: [String]) throws -> LintOutcome {
        try sink?.close()
        let options = session.options
        let files = passedOver.isEmpty ? allFiles : allFiles.filter { !passedOver.contains($0) }
        let counts = ReadCounts(files: files.count, popovers: popoverPlaces.count, passedOver: passedOver.count)
        if options.listsPopovers { return try finishListing(counts: counts, files: files, problems: problems) }
        if let fixStep, fixStep.mode == .diff {
            let allProblems = problems + failures
            let status: Int32 = !allProblems.isEmpty ? 2 : fixStep.fixedFiles > 0 ? 1 : 0
            return LintOutcome(files: files, messages: [fixStep.summary] + allProblems, exitStatus: status)
        }
        if let path = options.writeBaseline {
            return LintOutcome(files: files, messages: [try writeBaseline(to: path)], exitStatus: 0)
        }
        if streaming {
            diagnostics = severities.map { Diagnostic(file: "", range: .fileStart, severity: $0, ruleID: "", message: "") }
        } else {
            let shown = options.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
            let base = session.base
            var report = LintReport(diagnostics: shown, files: files)
            report.drawings = drawings
            report.counts = counts
            let text = options.format.reporter(edition: base.edition, locale: base.locale, color: options.color).render(report)
            if let output = options.output {
                try Output.toFile(text, at: output, what: "the report")
            } else {
                try Output.toStandardOutput(text, what: "the report")
            }
        }
        let allProblems = problems + failures
        var messages = (fixStep.map { [$0.summary] } ?? []) + allProblems + (baselineFilter?.summary() ?? [])
        if options.format.isLines || options.output != nil {
            var report = LintReport(diagnostics: diagnostics, files: files)
            report.counts = counts
            messages.append(TextReporter.summary(report, locale: session.base.locale))
        }
        let failOn = session.failOn
        let status: Int32 = !allProblems.isEmpty ? 2 : diagnostics.contains { $0.severity >= failOn } ? 1 : 0
        return LintOutcome(files: files, messages: messages, exitStatus: status)
    }

    /// `higlint popovers`: the listing of every popover read, in place order, then the counts.
    private func finishListing(counts: ReadCounts, files: [String], problems: [String]) throws -> LintOutcome {
        let options = session.options
        let listing = PopoverListing(popovers: popovers, counts: counts)
        let text = options.format == .json ? listing.json() : listing.text()
        if let output = options.output {
            try Output.toFile(text, at: output, what: "the listing")
        } else {
            try Output.toStandardOutput(text, what: "the listing")
        }
        let summary = TextReporter.countsLine(counts, locale: session.base.locale)
        return LintOutcome(files: files, messages: problems + [summary], exitStatus: problems.isEmpty ? 0 : 2)
    }

    /// Records every finding in the baseline file at `path`; the line that says so.
    private func writeBaseline(to path: String) throws -> String {
        let directory = URL(fileURLWithPath: FileCollector.absolute(path)).deletingLastPathComponent().path
        let text: String
        do { text = try Baseline(diagnostics: diagnostics, directory: directory).renderChecked() } catch let error as InputError {
            throw CommandFailure("--write-baseline \(PathText.displayed(path)): \(error.description)")
        }
        try Output.toFile(text, at: path, what: "the baseline")
        return "higlint: recorded \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") in \(PathText.displayed(path))"
    }
}
