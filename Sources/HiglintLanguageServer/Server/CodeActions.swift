import HiglintCore

enum CodeActions {
    /// A line above the finding's line, indented like it, that suppresses the rule there:
    /// `disable-next-line` passes over comment-only lines, so it can stack on another directive.
    /// `commentSyntax` is the document's reader's; nil (JSON, which has no comments) offers none:
    /// its exceptions go in the configuration's `overrides` or a baseline.
    static func suppression(of diagnostic: Diagnostic, in document: TextDocument, commentSyntax: CommentSyntax?) -> Fix? {
        guard let comment = commentSyntax?.comment("higlint-disable-next-line \(diagnostic.ruleID)") else { return nil }
        let line = diagnostic.range.start.line
        let lineBytes = document.reportLineBytes(line)
        let indentation = document.bytes[lineBytes].prefix { $0 == 0x20 || $0 == 0x09 }
        let start = SourcePosition(line: line, column: 1)
        let text = String(decoding: indentation, as: UTF8.self) + comment + lineBreak(of: document)
        return Fix(title: "Suppress \(diagnostic.ruleID) on this line", applicability: .unsafe,
                   edits: [TextEdit(range: SourceRange(start: start, end: start), replacement: text)])
    }

    /// The document's own line break (its first one), so an inserted line matches the rest.
    static func lineBreak(of document: TextDocument) -> String {
        guard let index = document.bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return "\n" }
        if document.bytes[index] == 0x0A { return "\n" }
        return index + 1 < document.bytes.count && document.bytes[index + 1] == 0x0A ? "\r\n" : "\r"
    }

    /// The safe fixes' edits of all findings, each fix whole or not at all, none overlapping an
    /// earlier one: what `source.fixAll.higlint` applies in one step.
    static func safeEdits(of diagnostics: [Diagnostic]) -> [TextEdit] {
        var taken: [TextEdit] = []
        for fix in diagnostics.compactMap(\.fix) where fix.applicability == .safe {
            let clashes = fix.edits.contains { edit in taken.contains { overlaps($0.range, edit.range) } }
            if !clashes { taken += fix.edits }
        }
        return taken.sorted { $0.range < $1.range }
    }

    /// Two ranges share a character, or two insertions stand at one place (their order would
    /// be a guess).
    static func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
        if a.start == a.end || b.start == b.end { return a.start == b.start || (a.start < b.end && b.start < a.end) }
        return a.start < b.end && b.start < a.end
    }

    /// The document's bytes with `edits` (non-overlapping, report coordinates) applied.
    static func applying(_ edits: [TextEdit], to document: TextDocument) -> [UInt8] {
        var bytes = document.bytes
        let resolved = edits.map { (start: document.offset(of: $0.range.start), end: document.offset(of: $0.range.end), text: $0.replacement) }
        for edit in resolved.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<max(edit.start, edit.end), with: Array(edit.text.utf8))
        }
        return bytes
    }

    /// A WorkspaceEdit changing one document.
    static func workspaceEdit(_ edits: [TextEdit], uri: String, document: TextDocument, encoding: PositionEncoding) -> JSONValue {
        let changes: [JSONValue] = edits.map { edit in
            ["range": document.lspRange(of: edit.range, encoding: encoding).json, "newText": .string(edit.replacement)]
        }
        return ["changes": .object([uri: .array(changes)])]
    }
}
