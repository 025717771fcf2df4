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
        let comments = Self.suppressions(in: tree)
        let screens = InterfaceBuilderDocument.read(tree, path: path, reading: context).flatMap { document in
            InterfaceBuilderScreens.screens(of: document, limits: limits, viewport: context.viewport,
                                            classes: context.project as? any SceneClassIndex)
        }
        switch screens {
        case .success(let (screens, otherFiles)):
            var reading = ScreenReading(screens: screens, suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
            reading.otherFiles = otherFiles
            return reading
        case .failure(let failure):
            return ScreenReading(findings: [Self.invalidDocument(failure, format: "Interface Builder XML")],
                                 suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
        }
    }

    static func invalidDocument(_ failure: ParseFailure, format: String) -> Finding {
        Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: SourceRange(start: failure.position, end: failure.position),
                messageKey: "syntax", arguments: ["format": format, "problem": failure.message])
    }

    /// XML's comment scanner for suppressions: each `<!-- … -->` comment's text (libxml2 found the
    /// comments) goes to the one directive parser; a comment alone on its lines makes them
    /// comment-only (which `disable-next-line` looks past).
    static func suppressions(in tree: XMLTree) -> SuppressionComments {
        var result = SuppressionComments()
        guard Suppressions.mentionsDirective(tree.bytes) else { return result }
        tree.bytes.withUnsafeBufferPointer { bytes in
            for comment in tree.comments {
                let bodyStart = comment.lowerBound + 4, bodyEnd = comment.upperBound - 3
                let first = tree.lines.line(containing: comment.lowerBound), last = tree.lines.line(containing: comment.upperBound)
                if isBlank(bytes[tree.lines.lineStart(first) ..< comment.lowerBound]),
                   isBlank(bytes[comment.upperBound ..< max(comment.upperBound, tree.lines.lineContentEnd(last))]) {
                    result.commentOnlyLines.formUnion(first ... last)
                }
                result.read(UnsafeBufferPointer(rebasing: bytes[bodyStart ..< bodyEnd]), at: tree.position(ofByteOffset: bodyStart))
            }
        }
        return result
    }

    /// Spaces and tabs only (or nothing).
    private static func isBlank(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
