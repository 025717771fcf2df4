import HiglintCore
import SwiftSyntax

/// Swift's comment scanner for suppressions: the `//` and `/* */` comments of the syntax tree's
/// trivia (so that `//` inside a string literal is not taken for a comment), each one's text
/// handed to the one directive parser, `SuppressionDirective(commentBody:at:)`.
enum SwiftComments {
    static func suppressions(in tree: SourceFileSyntax, lines: SourceLines, bytes: [UInt8])
        -> (directives: [SuppressionDirective], commentOnlyLines: Set<Int>) {
        // Most files hold no directive: one byte search instead of a walk over every token.
        guard Suppressions.mentionsDirective(bytes) else { return ([], []) }
        var directives: [SuppressionDirective] = []
        var commentOnlyLines = Set<Int>()
        var lastLineWithCode = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                read(piece, at: offset, lines: lines, lastLineWithCode: lastLineWithCode, into: &directives, &commentOnlyLines)
                offset += piece.sourceLength.utf8Length
            }
            if token.tokenKind != .endOfFile {
                lastLineWithCode = lines.line(at: token.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                read(piece, at: offset, lines: lines, lastLineWithCode: lastLineWithCode, into: &directives, &commentOnlyLines)
                offset += piece.sourceLength.utf8Length
            }
        }
        return (directives, commentOnlyLines)
    }

    private static func read(_ piece: TriviaPiece, at offset: Int, lines: SourceLines, lastLineWithCode: Int,
                             into directives: inout [SuppressionDirective], _ commentOnlyLines: inout Set<Int>) {
        let body: Substring, opening: Int
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment):
            opening = comment.hasPrefix("///") ? 3 : 2
            body = comment.dropFirst(opening)
        case .blockComment(let comment), .docBlockComment(let comment):
            // `/* higlint-disable-line x */` works too; its body stops before `*/`.
            opening = comment.hasPrefix("/**") ? 3 : 2
            let inner = comment.dropFirst(opening)
            body = inner.hasSuffix("*/") ? inner.dropLast(2) : inner
        default:
            return
        }
        let start = lines.position(at: offset)
        // A `//` comment that is the first thing on its line: `disable-next-line` skips such lines.
        if start.line > lastLineWithCode, piece.isLineComment { commentOnlyLines.insert(start.line) }
        if let directive = SuppressionDirective(commentBody: body, at: SourcePosition(line: start.line, column: start.column + opening)) {
            directives.append(directive)
        }
    }
}

private extension TriviaPiece {
    var isLineComment: Bool {
        switch self {
        case .lineComment, .docLineComment: return true
        default: return false
        }
    }
}
