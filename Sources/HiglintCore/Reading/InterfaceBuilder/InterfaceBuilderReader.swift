/// Storyboards and xibs (docs/sources.md): XML → `XMLTree` → `InterfaceBuilderDocument` →
/// screens, with `<!-- higlint-… -->` comments as suppressions. A file that is not a well-formed
/// Interface Builder document is one `invalid-document` where the parser stopped.
public struct InterfaceBuilderReader: ScreenReader {
    public init() {}

    public var extensions: [String] { ["storyboard", "xib"] }

    public var kind: SourceKind { .interfaceBuilder }

    public var commentSyntax: CommentSyntax? { .xml }

    public var noFixReason: String? { "Interface Builder files get no fixes; make the changes the findings say in Xcode" }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
        read(bytes, path: path, limits: limits, context: ReadingContext())
    }

    /// Configuration (the context) says what the document does not: the platform of an iOS
    /// document without a device, a size class, the viewport of a scene without one.
    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context: ReadingContext) -> ScreenReading {
        let tree: XMLTree
        switch XMLTreeParser.parse(bytes, limits: limits, ignoringAttributesOf: InterfaceBuilderVocabulary.unreadAttributes) {
        case .success(let parsed): tree = parsed
        case .failure(let failure): return ScreenReading(findings: [Self.invalidDocument(failure, format: "XML")])
        }
        let (suppressions, commentOnlyLines) = Self.suppressions(in: tree)
        let screens = InterfaceBuilderDocument.read(tree, path: path, reading: context).flatMap { document in
            InterfaceBuilderScreens.screens(of: document, limits: limits, viewport: context.viewport,
                                            classes: context.project as? any SceneClassIndex)
        }
        switch screens {
        case .success(let (screens, otherFiles)):
            var reading = ScreenReading(screens: screens, suppressions: suppressions, commentOnlyLines: commentOnlyLines)
            reading.otherFiles = otherFiles
            return reading
        case .failure(let failure):
            return ScreenReading(findings: [Self.invalidDocument(failure, format: "Interface Builder XML")],
                                 suppressions: suppressions, commentOnlyLines: commentOnlyLines)
        }
    }

    static func invalidDocument(_ failure: ParseFailure, format: String) -> Finding {
        Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: SourceRange(start: failure.position, end: failure.position),
                messageKey: "syntax", arguments: ["format": format, "problem": failure.message])
    }

    /// The directives of `<!-- higlint-… -->` comments, and the lines that hold only comments
    /// (which `disable-next-line` looks past).
    static func suppressions(in tree: XMLTree) -> ([SuppressionDirective], Set<Int>) {
        var directives: [SuppressionDirective] = []
        var commentOnly = Set<Int>()
        for comment in tree.comments {
            let bodyStart = comment.lowerBound + 4, bodyEnd = comment.upperBound - 3
            let start = tree.position(ofByteOffset: comment.lowerBound)
            let end = tree.position(ofByteOffset: comment.upperBound)
            if onlySpace(in: tree.bytes, before: comment.lowerBound), onlySpace(in: tree.bytes, after: comment.upperBound) {
                commentOnly.formUnion(start.line ... end.line)
            }
            let body = String(decoding: tree.bytes[bodyStart ..< bodyEnd], as: UTF8.self)
            let at = tree.position(ofByteOffset: bodyStart)
            if let directive = Suppressions.directive(inComment: Substring(body), line: at.line, column: at.column) {
                directives.append(directive)
            }
        }
        return (directives, commentOnly)
    }

    private static func onlySpace(in bytes: [UInt8], before offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index < 0 || bytes[index] == 0x0A || bytes[index] == 0x0D || (index == 2 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    private static func onlySpace(in bytes: [UInt8], after offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index == bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D
    }
}
