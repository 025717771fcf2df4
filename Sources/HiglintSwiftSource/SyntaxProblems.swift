import Foundation
import HiglintCore
import SwiftSyntax

/// Why a Swift file cannot be read, and where: the one `invalid-document` finding of a file that
/// is not UTF-8 text or does not parse.
struct SyntaxProblem: Equatable {
    var message: String
    var offset: Int
    /// The token the parser had to invent, for a problem that is one (`)`).
    var missingToken: String?
    /// `syntax` ("Not valid Swift: …"), or `notRead` for valid code higlint refuses to parse.
    var messageKey = "syntax"
}

enum SyntaxProblems {
    /// Why the bytes are not handed to the parser at all: not UTF-8 text, brackets that would
    /// take the parser minutes (`BracketRuns`), or code nested past what its stack holds
    /// (`ParserRecursion`); one scan finds both (`PreParseScan`).
    /// `lines` are the bytes' own: the pass that found where lines start also saw whether every
    /// byte is ASCII and none is NUL, and such bytes need no encoding check.
    static func preParseProblem(in bytes: [UInt8], lines: SourceLines) -> SyntaxProblem? {
        if let problem = sizeProblem(in: bytes) { return problem }
        if !(lines.isASCII && lines.hasNoNUL), let problem = encodingProblem(in: bytes) { return problem }
        return PreParseScan.problem(in: bytes)
    }

    /// Swift files are read up to 1 MiB, below the size limit of other files: swift-syntax's tree
    /// costs about 0.7 s of CPU and 130 MB for each megabyte of plain code (a 10 MiB file took
    /// 6.7 s and 1.3 GB in a release build), and the promise for any file is 2 s and 200 MB.
    /// Hand-written Swift files are far smaller; larger ones are generated code.
    static let maxSourceSize = 1 << 20

    static func sizeProblem(in bytes: [UInt8]) -> SyntaxProblem? {
        guard bytes.count > maxSourceSize else { return nil }
        return SyntaxProblem(message: "it is \(bytes.count) bytes, and Swift files over \(maxSourceSize) bytes are not parsed "
                             + "(swift-syntax needs about 130 MB for each megabyte); leave generated code out with "
                             + "`exclude` in .higlint.yml", offset: 0, messageKey: "notRead")
    }

    /// Bytes the Swift compiler would refuse before parsing: another encoding, invalid UTF-8, a
    /// NUL. Offsets are into `bytes`.
    static func encodingProblem(in bytes: [UInt8]) -> SyntaxProblem? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return SyntaxProblem(message: "the file is UTF-16 (or UTF-32) text; Swift source is UTF-8", offset: 0)
        }
        if let nul = bytes.firstIndex(of: 0) {
            return SyntaxProblem(message: "a NUL byte; the file is binary, or UTF-16 text without a byte-order mark", offset: nul)
        }
        if let bad = firstInvalidUTF8(in: bytes) {
            return SyntaxProblem(message: "byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) is not UTF-8; "
                                 + "the file is not UTF-8 text (a binary file, or another encoding?)", offset: bad)
        }
        return nil
    }

    /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int, lowest: UInt32
            switch byte {
            case 0xC2...0xDF: (length, lowest) = (2, 0x80)
            case 0xE0...0xEF: (length, lowest) = (3, 0x800)
            case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
            if scalar < lowest || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { return index }
            index += length
        }
        return nil
    }

    /// The first error swift-syntax recovered from, in source order: a token or node it had to
    /// invent (`expected ')'`), text it could not place (`unexpected code`), or a lexical error.
    /// Only branches flagged `hasError` are entered, so a correct file costs one check. Where the
    /// parser invented several tokens at one place (`[1, 2 }` lacks a `,` or a `]`), a closing
    /// bracket is named: that is what people left out.
    static func firstParseProblem(in tree: SourceFileSyntax, maxNesting: Int) -> SyntaxProblem? {
        guard tree.hasError else { return nil }
        var found: [(problem: SyntaxProblem, node: Syntax)] = []
        var pending = [Syntax(tree)]
        while let node = pending.popLast(), found.count < 8 {
            if let problem = leafProblem(node) {
                if let first = found.first, problem.offset != first.problem.offset { break }
                found.append((problem, node))
                continue
            }
            pending.append(contentsOf: node.children(viewMode: .all).filter(\.hasError).reversed())
        }
        guard let first = found.first else { return nil }
        if let closing = found.first(where: { [")", "]", "}", "\"", ">"].contains($0.problem.missingToken ?? "") }) {
            return closing.problem
        }
        if first.problem.message.hasPrefix("unexpected"), nestingDepth(of: first.node) >= maxNesting - 2 {
            return SyntaxProblem(message: "code nested more than \(maxNesting) levels deep, more than higlint reads",
                                 offset: first.problem.offset)
        }
        return first.problem
    }

    private static func leafProblem(_ node: Syntax) -> SyntaxProblem? {
        if let token = node.as(TokenSyntax.self) {
            // `@available (iOS 15, *)`: space around an attribute's name is an error in the Swift 6
            // language mode (swift-syntax's), a warning in Swift 5's, which a project may build in.
            if let kind = token.tokenDiagnostic?.kind, [.extraneousLeadingWhitespaceError, .extraneousTrailingWhitespaceError].contains(kind),
               token.parent?.is(AttributeSyntax.self) == true {
                return nil
            }
            return problem(at: token)
        }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            return SyntaxProblem(message: "unexpected code '\(excerpt(unexpected))'",
                                 offset: unexpected.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if node.kind.isMissing { return missing(node) }
        return nil
    }

    /// Brackets and braces around a node: what the parser's nesting limit counts.
    private static func nestingDepth(of node: Syntax) -> Int {
        var depth = 0
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(ArrayExprSyntax.self)
                || parent.is(DictionaryExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) {
                depth += 1
            }
            current = parent.parent
        }
        return depth
    }

    private static func problem(at token: TokenSyntax) -> SyntaxProblem {
        if token.presence == .missing { return missing(Syntax(token)) }
        if let diagnostic = token.tokenDiagnostic {
            return SyntaxProblem(message: words(of: "\(diagnostic.kind)"),
                                 offset: token.positionAfterSkippingLeadingTrivia.utf8Offset + Int(diagnostic.byteOffset))
        }
        return SyntaxProblem(message: "unexpected '\(excerpt(token))'", offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// A node the parser invented where the code lacks it, reported where it is missing: right
    /// after the token before it (the end of `struct A {` for a missing `}`), as compilers do.
    private static func missing(_ node: Syntax) -> SyntaxProblem {
        let before = node.previousToken(viewMode: .sourceAccurate)
        let offset = before?.endPositionBeforeTrailingTrivia.utf8Offset ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
        if let token = node.as(TokenSyntax.self), !token.text.isEmpty {
            return SyntaxProblem(message: "expected '\(token.text)'", offset: offset, missingToken: token.text)
        }
        let kind = "\(node.kind)".replacingOccurrences(of: "missing", with: "")
        let names = ["Decl": "a declaration", "Expr": "an expression", "Stmt": "a statement", "Pattern": "a pattern", "Type": "a type"]
        return SyntaxProblem(message: "expected \(names[kind] ?? words(of: kind.isEmpty ? "code" : kind))", offset: offset)
    }

    /// `invalidCharacter` → `invalid character`; a kind's `Error` ending is no word of the message.
    private static func words(of camelCase: String) -> String {
        var result = ""
        for character in camelCase.hasSuffix("Error") ? String(camelCase.dropLast(5)) : camelCase {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result
    }

    /// The code quoted in a message: its first line, cut short. Built from the first tokens
    /// only, since the unexpected part may be most of a large file.
    private static func excerpt(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            text += (text.isEmpty ? "" : token.leadingTrivia.isEmpty ? "" : " ") + token.text
            if text.count > 40 || token.trailingTrivia.contains(where: \.isNewline) { break }
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        text = text.trimmingCharacters(in: .whitespaces)
        text = String(text.prefix { $0 != "\n" && $0 != "\r" })
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
