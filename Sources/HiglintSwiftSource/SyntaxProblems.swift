import HiglintCore
import SwiftSyntax

/// Why a Swift file cannot be read, and where: the one `invalid-document` finding of a file that
/// is not UTF-8 text or does not parse.
struct SyntaxProblem: Equatable {
    var message: String
    var offset: Int
}

enum SyntaxProblems {
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
    /// invent (`expected '}'`), text it could not place (`unexpected code`), or a lexical error.
    /// Only branches flagged `hasError` are entered, so a correct file costs one check.
    static func firstParseProblem(in tree: SourceFileSyntax) -> SyntaxProblem? {
        guard tree.hasError else { return nil }
        var node = Syntax(tree)
        while true {
            if let token = node.as(TokenSyntax.self) { return problem(at: token) }
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                return SyntaxProblem(message: "unexpected code '\(excerpt(unexpected))'",
                                     offset: unexpected.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            if node.kind.isMissing { return missing(node) }
            guard let next = node.children(viewMode: .all).first(where: \.hasError) else { return nil }
            node = next
        }
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
            return SyntaxProblem(message: "expected '\(token.text)'", offset: offset)
        }
        let kind = "\(node.kind)".replacingOccurrences(of: "missing", with: "")
        return SyntaxProblem(message: "expected \(words(of: kind.isEmpty ? "code" : kind))", offset: offset)
    }

    /// `invalidCharacter` → `invalid character`.
    private static func words(of camelCase: String) -> String {
        var result = ""
        for character in camelCase {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result
    }

    /// The code quoted in a message: its first line, cut short.
    private static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.prefix { $0 != "\n" && $0 != "\r" }
        return text.count > 40 ? String(text.prefix(40)) + "…" : String(text)
    }
}
