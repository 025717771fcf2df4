import Foundation

/// The format of one input.
public enum InputFormat: String, Sendable {
    case yaml, json

    /// By extension; any other name is read by content (JSON if it starts with `{` or `[`).
    public static func detect(path: String, bytes: [UInt8]) -> InputFormat {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return .yaml }
        // UTF-16 with a byte-order mark is looked at code unit by code unit (docs/security.md).
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let step = utf16 ? 2 : 1
        let low = bytes.starts(with: [0xFE, 0xFF]) ? 1 : 0
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : (utf16 ? 2 : 0)
        func unit(_ index: Int) -> UInt8? {
            guard index + step <= bytes.count, !utf16 || bytes[index + 1 - low] == 0 else { return nil }
            return bytes[index + low]
        }
        while let byte = unit(index), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += step }
        if let byte = unit(index), byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { return .json }
        return .yaml
    }
}

/// read → parse (with positions) → model → rules → diagnostics, for one file at a time.
/// A value type with no shared state, so files can be linted on any number of threads.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    public let catalog: RuleCatalog
    public let limits: ParseLimits
    /// Every reader: `lint` picks from it by extension, and by content for a name with no known
    /// extension.
    public let readers: ReaderRegistry
    /// Whether `lintFile` describes each popover in full (`higlint popovers`); otherwise it says
    /// only where each one is, which is all the summary's count needs.
    public var recordsPopovers = false
    /// Whether `lintFile` draws each screen that has geometry (`--format html`): the screens the
    /// rules judged, read once, in the run's project (a storyboard scene at the size its class sets).
    public var drawsScreens = false
    /// Whether findings carry their fixes as text edits (`Diagnostic.fix`). Planning them costs
    /// about 5% of a run over a large stream, so a run whose reports show no fixes turns it off.
    public var plansFixes = true
    let rules: [(rule: any Rule, severity: Severity)]
    /// One empty context per rule, made once: copying it for each screen costs nothing, making
    /// it (options, defaults) for each screen and rule did.
    let contexts: [RuleContext]

    public init(configuration: LintConfiguration = LintConfiguration(), catalog: RuleCatalog = .shared,
                rules: [any Rule] = RuleRegistry.guidelineRules, limits: ParseLimits = .default,
                readers: ReaderRegistry = .core) {
        self.configuration = configuration
        self.readers = readers
        self.catalog = catalog
        self.limits = limits
        self.rules = rules.compactMap { rule in
            configuration.severity(of: type(of: rule).description).map { (rule, $0) }
        }
        self.contexts = self.rules.map { rule, _ in
            let description = type(of: rule).description
            return RuleContext(rule: description, edition: configuration.edition,
                               options: configuration.options[description.id] ?? [:])
        }
    }

    /// What ends a line in the file at `path` with these bytes: its reader's line breaks.
    public func lineBreaks(for path: String, bytes: [UInt8]) -> LineBreaks {
        readers.reader(for: path, bytes: bytes).lineBreaks
    }

    /// Lints the bytes of one file (or standard input) reported under `path`: the reader the table
    /// gives for it reads it, the rules check each screen as the reader hands it over (so a long
    /// multi-document stream never holds more than one document's tree), then the reader's
    /// findings join, its suppression comments apply, and the file's cap.
    /// `project` is what the readers found in every file of the run first (`LintRunner`).
    public func lint(bytes: [UInt8], path: String, project: (any ProjectIndex)? = nil) -> [Diagnostic] {
        lintFile(bytes: bytes, path: path, project: project).diagnostics
    }

    /// `lint`, with what was read: where each popover is (and, with `recordsPopovers`, all that
    /// is known of it), and whether the file was passed over.
    public func lintFile(bytes: [UInt8], path: String, project: (any ProjectIndex)? = nil) -> LintedFile {
        if bytes.count > limits.maxFileSize(for: path) { return oversize(path: path, size: bytes.count, mentionsPresentation: {
            SizeLimit.mentionsPresentation(bytes)
        }) }
        let reader = readers.reader(for: path, bytes: bytes)
        var context = configuration.reading
        context.project = project
        let problemLimit = max(1, limits.maxProblemsPerFile)
        var diagnostics: [Diagnostic] = []
        var firstLeftOut: SourcePosition?
        var popovers: [PopoverRecord] = []
        // For the run's count, positions alone: 650,000 bare popovers as records took 150 MB.
        var positions: [SourcePosition] = []
        var drawings: [ScreenDrawing] = []
        var placesReported = [Set<SourceRange>](repeating: [], count: rules.count)
        let planner = plansFixes ? reader.fixText.map { LazyFixPlanner(bytes: bytes, kind: $0, lineBreaks: reader.lineBreaks) } : nil
        // A storyboard's finding placed in its class's Swift (lines past the file's own) speaks Swift.
        var ownLineCount: Int?
        let reading = reader.read(bytes, path: path, limits: limits, context: context) { screen in
            if drawsScreens, let drawing = ScreenDrawing(screen) { drawings.append(drawing) }
            if recordsPopovers {
                popovers += PopoverRecord.records(of: screen, file: path)
            } else {
                positions.append(contentsOf: screen.popoverIndices.lazy.map { screen[$0].place })
            }
            if screen.sourceKind == .interfaceBuilder, ownLineCount == nil { ownLineCount = bytes.reduce(1) { $1 == 10 ? $0 + 1 : $0 } }
            check(screen, path: path, limit: problemLimit, into: &diagnostics, firstLeftOut: &firstLeftOut, planner: planner,
                  placesReported: &placesReported, ownLineCount: ownLineCount ?? .max)
        }
        // Each rule reports a place once, from the first screen that shows it.
        if reader.mayShowPlaceTwice { diagnostics = Self.nestedOnce(Self.firstAtEachPlace(diagnostics)) }
        for finding in reading.findings {
            let severity = SchemaRule(rawValue: finding.ruleID).flatMap(configuration.severity(of:))
            if let diagnostic = diagnostic(for: finding, file: path, severity: severity, locator: Self.fallbackLocator(finding)) {
                diagnostics.append(diagnostic)
            }
        }
        diagnostics = movedToOtherFiles(diagnostics, reading.otherFiles)
        if !reading.suppressions.isEmpty {
            let own = diagnostics.filter { $0.file == path }
            let kept = apply(reading.suppressions, commentOnlyLines: reading.commentOnlyLines, path: path, to: own,
                             usedElsewhere: reading.linesReadElsewhere, limit: problemLimit, firstLeftOut: &firstLeftOut)
            diagnostics = kept + diagnostics.filter { $0.file != path }
        }
        let leftOut = [firstLeftOut, reading.firstLeftOut].compactMap { $0 }.min()
        var linted = LintedFile(diagnostics: capped(Self.sortedUnique(diagnostics), limit: problemLimit, firstLeftOut: leftOut, path: path),
                                popovers: PopoverRecord.merged(PopoverRecord.movedToOtherFiles(popovers, reading.otherFiles)))
        linted.popoverPlaces = recordsPopovers ? PopoverPlaces(linted.popovers.map(\.place))
            : PopoverPlaces(positions, in: path, otherFiles: reading.otherFiles)
        linted.drawings = drawings
        return linted
    }

    /// Runs every rule on one screen and adds what they find to `diagnostics`. Each finding kept
    /// becomes one diagnostic, so what is left of the file's `limit` is all a rule may word; the
    /// rest it only locates (`firstLeftOut`).
    /// With a `planner` (the file's text), the fixes rules ask for are written as text edits.
    ///
    /// `placesReported` holds, per rule, the places it reported on the file's earlier screens: a
    /// finding again at one of them is not added, so repeats of one finding (a view shown many
    /// times, an aliased subtree) never use up the cap that distinct findings count against.
    func check(_ screen: Screen, path: String, limit: Int, into diagnostics: inout [Diagnostic],
               firstLeftOut: inout SourcePosition?, planner: LazyFixPlanner? = nil,
               placesReported: inout [Set<SourceRange>], ownLineCount: Int = .max) {
        var places = SiblingPlaces()
        var sharedRanges: Set<SourceRange>?
        let screen = Self.reportable(screen)
        for (offset, (rule, severity)) in rules.enumerated() {
            var context = contexts[offset]
            context.budget = limit - diagnostics.count
            swap(&context.placesReported, &placesReported[offset])
            rule.check(screen, &context)
            swap(&context.placesReported, &placesReported[offset])
            if let position = context.firstLeftOut { firstLeftOut = min(firstLeftOut ?? position, position) }
            for var finding in context.findings {
                if let request = finding.request, let element = finding.requestElement ?? finding.element, let planner {
                    finding.fix = planner.fix(for: request, on: element, in: screen, sharing: &sharedRanges)
                }
                let locator = finding.element.map { screen.locator(of: $0, places: &places) + "." + (finding.key ?? "type") }
                    ?? screen.locatorName + "|" + Self.fallbackLocator(finding)
                let kind = finding.range.start.line > ownLineCount ? SourceKind.swift : screen.sourceKind
                if let diagnostic = diagnostic(for: finding, file: path, severity: severity, locator: locator, kind: kind) {
                    diagnostics.append(diagnostic)
                }
            }
        }
    }

    /// The screen with only the popovers a finding could still be reported on: past the file's
    /// problem cap, the popovers placed after the last problem kept are not judged (a file of
    /// 650,000 bare popovers spent three quarters of its time judging them, docs/security.md).
    /// Every rule about a popover reports at the popover or inside it.
    static func reportable(_ screen: Screen) -> Screen {
        guard let last = screen.lastReportablePlace else { return screen }
        let indices = screen.popoverIndices
        // Popovers are in document order: the first one placed after `last`, by bisection.
        var low = 0, high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if screen.elements[indices[middle]].range.start <= last { low = middle + 1 } else { high = middle }
        }
        guard low < indices.count else { return screen }
        var reportable = screen
        reportable.popoverIndices = Array(indices[..<low])
        return reportable
    }

    /// At most `limit` problems, the first in the file; when any were left out, one
    /// `too-many-problems` info says so where the first of them was (never an `invalid-document`:
    /// the file may be valid). `diagnostics` are sorted and each is distinct (`sortedUnique`), so
    /// the cap counts distinct findings.
    func capped(_ diagnostics: [Diagnostic], limit: Int, firstLeftOut: SourcePosition?, path: String) -> [Diagnostic] {
        guard diagnostics.count > limit || firstLeftOut != nil else { return diagnostics }
        var kept = Array(diagnostics.prefix(limit))
        let at = [firstLeftOut, diagnostics.count > limit ? diagnostics[limit].range.start : nil].compactMap { $0 }.min()!
        let finding = Finding(ruleID: SchemaRule.tooManyProblems.rawValue, range: SourceRange(start: at, end: at),
                              messageKey: "tooManyProblems", arguments: ["limit": "\(limit)"])
        if let notice = diagnostic(for: finding, file: path, severity: configuration.severity(of: .tooManyProblems),
                                   locator: Self.fallbackLocator(finding)) {
            kept.append(notice)
        }
        return kept.sorted()
    }

    /// Sorted, each diagnostic once: aliased subtrees can repeat one finding at one place. Equal
    /// diagnostics sort next to each other, so a sort and one pass replace hashing them all.
    static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.count > 1 else { return diagnostics }
        let sorted = diagnostics.sorted()
        var result: [Diagnostic] = []
        result.reserveCapacity(sorted.count)
        var runStart = 0
        for diagnostic in sorted {
            // Within a run of diagnostics that sort as equal (same file, range, rule, message),
            // drop exact repeats; such runs are a handful long at most.
            if let last = result.last, last < diagnostic || diagnostic < last {
                runStart = result.count
            }
            // The same report at the same place is one, whichever aliased element it came from.
            if !result[runStart...].contains(where: { $0.reportsSame(as: diagnostic) }) { result.append(diagnostic) }
        }
        return result
    }

    /// Hides what the directives name, and reports the directives that hide nothing, but for
    /// those on `usedElsewhere` lines (code that other files' screens read). Only problems that
    /// can be among the first `limit` reported are worded; the rest are located (`firstLeftOut`),
    /// as the decoder's and the rules' are: a file of 260,000 suppression comments that suppress
    /// nothing took 2.5 s and 260 MB wording them, and 10 s when each named a rule that does not
    /// exist (a suggestion each).
    func apply(_ directives: [SuppressionDirective], commentOnlyLines: Set<Int>, path: String,
               to diagnostics: [Diagnostic], usedElsewhere: [ClosedRange<Int>] = [], limit: Int,
               firstLeftOut: inout SourcePosition?) -> [Diagnostic] {
        let knownRules = Set(RuleRegistry.allIDs)
        var (kept, problems) = Suppressions.apply(directives, to: diagnostics, commentOnlyLines: commentOnlyLines,
                                                  knownRules: knownRules)
        problems.removeAll { problem in
            problem.messageKey == "unused" && usedElsewhere.contains { $0.contains(problem.range.start.line) }
        }
        guard let severity = configuration.unusedSuppressionSeverity else { return kept }
        // Reports are sorted by place: no problem after the `limit`-th problem's place can be shown.
        var shown = problems
        if problems.count > limit {
            shown = problems.sorted { $0.range < $1.range }
            let last = shown[limit - 1].range
            var end = limit
            while end < shown.count, shown[end].range == last { end += 1 }
            for problem in shown[end...] { firstLeftOut = min(firstLeftOut ?? problem.range.start, problem.range.start) }
            shown.removeSubrange(end...)
        }
        return kept + shown.map { problem in
            let finding = Suppressions.finding(for: problem, knownRules: knownRules)
            let template = Suppressions.messages[finding.messageKey].map { configuration.locale == .ko ? $0.ko : $0.en } ?? finding.messageKey
            return Diagnostic(file: path, range: finding.range, severity: severity, ruleID: finding.ruleID,
                              message: MessageTemplate.render(template, finding.arguments, locale: configuration.locale),
                              locator: "suppression|" + Self.fallbackLocator(finding))
        }
    }

    /// What linting a file of `size` bytes may cost in memory at the most: its bytes, its tree (24
    /// bytes a value, a value at most every byte), its elements (16 bytes at most every third
    /// byte) and the text copied out of it, bounded by `ParseLimits.maxValues`. Measured peaks of
    /// the worst files at the 10 MiB limit are 10–14 bytes a byte above the process's own
    /// (docs/security.md); this says 16.
    public static func memoryEstimate(forFileOfSize size: Int) -> Int {
        size.multipliedReportingOverflow(by: 16).overflow ? Int.max : size * 16
    }

    /// A file over the size limit, which is not parsed (docs/sources.md, "Which files"). A YAML or
    /// JSON file is one `invalid-document`: a screen description that large is no hand-written one.
    /// A storyboard, xib or Swift file is valid generated or hand-made code: one `skipped-file`
    /// warning says its popovers were not checked, and a Swift file that names no presentation API
    /// at all (`mentionsPresentation`, asked only then) is passed over. Never an error. `size` is its
    /// size in bytes as far as known (nil for a stream read to one byte past the limit).
    public func oversize(path: String, size: Int?, mentionsPresentation: () -> Bool) -> LintedFile {
        let limit = limits.maxFileSize(for: path)
        let sizeText = size.map { "\($0)" } ?? "more than \(limit)"
        guard let reader = readers.reader(for: path), reader.kind != .screenDescription else {
            return LintedFile(diagnostics: tooLarge(path: path, size: sizeText))
        }
        if reader.passesOverOversizeWithoutPresentation, !mentionsPresentation() { return LintedFile(diagnostics: [], passedOver: true) }
        let finding = Finding(ruleID: SchemaRule.skippedFile.rawValue, range: .fileStart, messageKey: "tooLarge",
                              arguments: ["size": sizeText, "limit": "\(limit)"])
        return LintedFile(diagnostics: [diagnostic(for: finding, file: path, severity: configuration.severity(of: .skippedFile),
                                                   locator: Self.fallbackLocator(finding))].compactMap { $0 })
    }

    /// The one diagnostic for a screen description over `limits.maxFileSize`, which is not parsed.
    /// `size` is its size in bytes as far as known ("more than N" for a stream).
    public func tooLarge(path: String, size: String) -> [Diagnostic] {
        let finding = Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: .fileStart, messageKey: "tooLarge",
                              arguments: ["size": size, "limit": "\(limits.maxFileSize(for: path))"])
        return [diagnostic(for: finding, file: path, severity: configuration.severity(of: .invalidDocument),
                           locator: Self.fallbackLocator(finding))].compactMap { $0 }
    }

    /// Values quoted from a file (a key, a value) are cut to this many characters in messages, so
    /// one long string cannot make every report line that quotes it megabytes long.
    static let maxQuotedCharacters = 512

    static func clipped(_ arguments: [String: String]) -> [String: String] {
        guard arguments.values.contains(where: { $0.utf8.count > maxQuotedCharacters }) else { return arguments }
        return arguments.mapValues { value in
            guard value.unicodeScalars.count > maxQuotedCharacters else { return value }
            var result = String.UnicodeScalarView(value.unicodeScalars.prefix(maxQuotedCharacters - 1))
            result.append("…")
            return String(result)
        }
    }

    /// For findings that name no element (schema problems, strings of copy): the message key and
    /// its values, less any line number, so the locator still does not move with lines.
    static func fallbackLocator(_ finding: Finding) -> String {
        finding.messageKey + "(" + finding.arguments.filter { $0.key != "line" }.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }.joined(separator: ",") + ")"
    }

    func diagnostic(for finding: Finding, file: String, severity: Severity?, locator: String,
                    kind: SourceKind = .screenDescription) -> Diagnostic? {
        guard let severity else { return nil }
        let locale = configuration.locale
        if let schema = SchemaRule(rawValue: finding.ruleID) {
            let template = SchemaRule.messages["\(schema.rawValue).\(finding.messageKey)"]
            let text = template.map { locale == .ko ? $0.ko : $0.en } ?? finding.messageKey
            return Diagnostic(file: file, range: finding.range, severity: severity, ruleID: finding.ruleID,
                              message: MessageTemplate.render(text, SchemaRule.localized(Self.clipped(finding.arguments), locale), locale: locale),
                              locator: locator)
        }
        let entry = catalog[finding.ruleID]
        let template = entry?.message(finding.messageKey, for: kind)?.text(locale) ?? "\(finding.ruleID): \(finding.messageKey)"
        let guideline = entry?.guideline(for: configuration.edition)
        let source = locale == .ko ? (guideline?.korean?.seed ?? guideline?.seed) : guideline?.seed
        return Diagnostic(file: file, range: finding.range, severity: severity, ruleID: finding.ruleID,
                          message: MessageTemplate.render(template, Self.clipped(finding.arguments), locale: locale),
                          source: source, helpURI: guideline?.url, locator: locator, fix: finding.fix)
    }
}
