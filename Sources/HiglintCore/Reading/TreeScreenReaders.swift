/// YAML screen descriptions (docs/screen-format.md): the first member of the reader table. A
/// stream of many documents is modelled and handed over one document at a time as the parser
/// completes it, so it never holds more than one document's tree. Its suppression comments are
/// YAML's `#` comments.
public struct YAMLScreenReader: ScreenReader {
    public init() {}

    public var extensions: [String] { ["yaml", "yml"] }

    public var kind: SourceKind { .screenDescription }

    public var lineBreaks: LineBreaks { .yaml }

    public var commentSyntax: CommentSyntax? { .hash }

    public var readsOnlyWhenDeclared: Bool { true }

    public var readsProject: Bool { false }

    public func claims(unnamed bytes: [UInt8], path: String) -> Bool {
        InputFormat.detect(path: path, bytes: bytes) != .json
    }

    public var fixText: FixText? { .yaml }

    public var mayShowPlaceTwice: Bool { false }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
        wholeReading(self, bytes, path: path, limits: limits)
    }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext,
                     each: (Screen) -> Void) -> ScreenReading {
        var screens = DocumentScreens(limits: limits)
        // A stream of a million tiny documents past the cap (issue #30) is not read to its end:
        // once the report is settled, nothing further on could change it.
        let failure = YAMLReader.readTrees(bytes, limits: limits, keys: Key.codes, isDone: { screens.decoder.isSettled }) {
            screens.take($0, each: each)
        }
        var reading = screens.reading(failure: failure, format: .yaml)
        let comments = YAMLComments.scan(bytes)
        if !comments.directives.isEmpty {
            reading.suppressions = comments.directives
            reading.commentOnlyLines = comments.commentOnlyLines
        }
        return reading
    }
}

/// JSON screen descriptions: the same screens as YAML's, one document a file, no comments.
public struct JSONScreenReader: ScreenReader {
    public init() {}

    public var extensions: [String] { ["json"] }

    public var kind: SourceKind { .screenDescription }

    public var commentSyntax: CommentSyntax? { nil }

    public var readsOnlyWhenDeclared: Bool { true }

    public var readsProject: Bool { false }

    public func claims(unnamed bytes: [UInt8], path: String) -> Bool {
        InputFormat.detect(path: path, bytes: bytes) == .json
    }

    public var fixText: FixText? { .json }

    public var mayShowPlaceTwice: Bool { false }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
        wholeReading(self, bytes, path: path, limits: limits)
    }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext,
                     each: (Screen) -> Void) -> ScreenReading {
        var screens = DocumentScreens(limits: limits)
        let (document, failure) = JSONReader.readTree(bytes, limits: limits, keys: Key.codes)
        if let document { screens.take(document, each: each) }
        return screens.reading(failure: failure, format: .json)
    }
}

/// Every screen at once, for a caller that wants them all (a streaming reader read whole).
private func wholeReading(_ reader: some ScreenReader, _ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
    var screens: [Screen] = []
    var reading = reader.read(bytes, path: path, limits: limits, context: ReadingContext()) { screens.append($0) }
    reading.screens = screens
    return reading
}

/// The screens of YAML or JSON documents as the parser completes them, and what was wrong with the
/// file: the decoder's schema findings, the parser's failure, or that it holds nothing.
private struct DocumentScreens {
    var decoder = ScreenDecoder()
    var sawContent = false

    init(limits: ParseLimits) {
        decoder.findingLimit = max(1, limits.maxProblemsPerFile)
    }

    mutating func take(_ document: TreeDocument, each: (Screen) -> Void) {
        if !document.tree.isNull(document.tree.resolved(document.root)) { sawContent = true }
        decoder.decode(document, each: each)
    }

    func reading(failure: ParseFailure?, format: InputFormat) -> ScreenReading {
        var findings = decoder.findings
        if let failure {
            let range = SourceRange(start: failure.position, end: failure.position)
            findings.append(Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: range, messageKey: "syntax",
                                    arguments: ["format": format == .json ? "JSON" : "YAML", "problem": failure.message]))
        }
        if failure == nil, !sawContent {
            // An empty file, or one of only comments or empty documents: said, not passed over
            // in silence (docs/security.md, "Empty files").
            findings.append(Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: .fileStart, messageKey: "empty"))
        }
        var reading = ScreenReading(findings: findings)
        reading.firstLeftOut = decoder.firstLeftOut
        return reading
    }
}
