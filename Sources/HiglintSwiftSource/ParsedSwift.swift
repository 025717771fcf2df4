import HiglintCore
import SwiftParser
import SwiftSyntax

/// One Swift file parsed, its declarations found and its suppression comments read: what the
/// run's index and the file's own reading both start from, so that neither parses it again.
struct ParsedSwift {
    /// The bytes parsed: the file's, without a byte-order mark (it is not code and shifts no column).
    let source: [UInt8]
    /// The file in the standard context; `SwiftFile.read(in:)` gives it configuration's.
    let file: SwiftFile
    let comments: (directives: [SuppressionDirective], commentOnlyLines: Set<Int>)

    enum Outcome {
        case parsed(ParsedSwift)
        /// Not UTF-8, too large, brackets the parser would take minutes over, or not valid Swift:
        /// where, and the comments read before the problem was found (none before a parse).
        case problem(SyntaxProblem, SourceLines, comments: (directives: [SuppressionDirective], commentOnlyLines: Set<Int>))
    }

    /// On a stack sized for the parser's recursion (`ParserStack`), whichever thread asks.
    static func parse(_ bytes: [UInt8], nesting: Int) -> Outcome {
        ParserStack.run { parseOnThisStack(bytes, nesting: nesting) }
    }

    private static func parseOnThisStack(_ bytes: [UInt8], nesting: Int) -> Outcome {
        let source = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let lines = SourceLines(source)
        if let problem = SyntaxProblems.preParseProblem(in: source, lines: lines) {
            return .problem(problem, lines, comments: ([], []))
        }
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: nesting) }
        let comments = SwiftComments.suppressions(in: tree, lines: lines, bytes: source)
        if let problem = SyntaxProblems.firstParseProblem(in: tree, maxNesting: nesting) {
            return .problem(problem, lines, comments: comments)
        }
        return .parsed(ParsedSwift(source: source, file: SwiftFile(tree: tree, lines: lines), comments: comments))
    }
}
