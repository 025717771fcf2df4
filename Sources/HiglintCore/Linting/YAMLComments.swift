import CLibYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// YAML's comment scanner for suppressions (JSON has no comments; its exceptions go in
/// `overrides` or a baseline): each `# …` comment's text goes to the one directive parser,
/// `SuppressionDirective(commentBody:at:)`.
public enum YAMLComments {
    /// The directives of the file's `# higlint-…` comments.
    public static func directives(in bytes: [UInt8]) -> [SuppressionDirective] {
        scan(bytes).directives
    }

    /// Finds every `# higlint-…` comment. Only real YAML comments count: a `#` at the start of
    /// a line or after white space that libyaml's scanner (the one that reads the file) passes
    /// over as a comment. Text inside a scalar never counts, however it looks: a block scalar
    /// (`help: |`) holding `# higlint-disable-file all` is help text, not a suppression.
    public static func scan(_ bytes: [UInt8]) -> SuppressionComments {
        // Most files have no directive: find that out with one byte search, before any String.
        guard Suppressions.mentionsDirective(bytes) else { return SuppressionComments() }
        let scanned = ScannedYAML(bytes)
        // The text as the scanner reads it: no byte-order mark, and each invalid sequence one
        // U+FFFD, so that its UTF-8 is valid and a character is a byte that continues none.
        // Lines are read as bytes: 10 MiB of comments took 1.4–2.2 s read as `Character`s.
        var text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...], as: UTF8.self)
        var result = SuppressionComments()
        text.withUTF8 { utf8 in
            // Lines where libyaml ends them (`LineBreaks.yaml`), so lines agree with the
            // scanner's marks and the diagnostics' lines.
            let lines = LineMap(utf8, lineBreaks: .yaml, skipsByteOrderMark: false)
            // libyaml's marks count characters from the start of the file, breaks included
            // (CRLF as two).
            var firstCharacter = 0
            for line in 1 ... lines.lineCount {
                let start = lines.lineStart(line)
                readComment(on: line, bytes: start..<lines.lineContentEnd(line), firstCharacter: firstCharacter,
                            of: utf8, scanned: scanned, into: &result)
                firstCharacter += LineMap.scalarCount(in: utf8, from: start, to: lines.nextLineStart(line))
            }
        }
        return result
    }

    /// The line's comment, if it has one: the first `#` after white space (or at the start) that
    /// the scanner passed over as a comment.
    private static func readComment(on line: Int, bytes: Range<Int>, firstCharacter: Int, of utf8: UnsafeBufferPointer<UInt8>,
                                    scanned: ScannedYAML, into result: inout SuppressionComments) {
        var previousIsBlank = true
        var onlyBlanksBefore = true
        var column = 0
        for index in bytes where utf8[index] & 0xC0 != 0x80 {
            let byte = utf8[index]
            column += 1
            let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            defer {
                previousIsBlank = isBlank
                onlyBlanksBefore = onlyBlanksBefore && isBlank
            }
            guard byte == UInt8(ascii: "#"), previousIsBlank,
                  scanned.isComment(atCharacter: firstCharacter + column - 1, line: line) else { continue }
            if onlyBlanksBefore { result.commentOnlyLines.insert(line) }
            result.read(UnsafeBufferPointer(rebasing: utf8[index + 1 ..< bytes.upperBound]), at: SourcePosition(line: line, column: column + 1))
            return
        }
    }
}

/// What libyaml's scanner makes of a file, as far as comments go: where the scalars that hold a
/// `#` lie, and how far it read. A `#` that the lexer above finds after white space is a
/// comment unless it is inside one of those scalars (a block scalar's header line excepted:
/// `help: | # note` is a comment) or past the last token read when the scanner stopped at an
/// error, where nothing says what the text is.
struct ScannedYAML {
    struct Scalar {
        /// Character offsets from the start of the file (libyaml's `index`), end exclusive.
        var characters: Range<Int>
        /// The 1-based line of a block scalar's indicator (`|` or `>`), whose rest is a comment.
        var headerLine: Int?
    }

    private(set) var scalars: [Scalar] = []
    /// The offset just past the last token read, or `Int.max` when the whole file was read.
    private(set) var readUpTo = 0

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var token = yaml_token_t()
            while yaml_parser_scan(&parser, &token) == 1 {
                defer { yaml_token_delete(&token) }
                if token.type == YAML_STREAM_END_TOKEN {
                    readUpTo = .max
                    return
                }
                readUpTo = Int(token.end_mark.index)
                if token.type == YAML_SCALAR_TOKEN { record(token) }
            }
        }
    }

    private mutating func record(_ token: yaml_token_t) {
        let scalar = token.data.scalar
        guard let value = scalar.value, memchr(value, Int32(UInt8(ascii: "#")), scalar.length) != nil else { return }
        let isBlock = scalar.style == YAML_LITERAL_SCALAR_STYLE || scalar.style == YAML_FOLDED_SCALAR_STYLE
        scalars.append(Scalar(characters: Int(token.start_mark.index)..<Int(token.end_mark.index),
                              headerLine: isBlock ? Int(token.start_mark.line) + 1 : nil))
    }

    /// Whether a `#` at this character offset, on this 1-based line, starts a comment.
    func isComment(atCharacter offset: Int, line: Int) -> Bool {
        guard offset < readUpTo else { return false }
        // Tokens come in file order and never overlap: the only candidate is the last scalar
        // that starts at or before the offset (a binary search, so many `#`s stay linear).
        var low = 0, high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle].characters.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return true }
        let candidate = scalars[low - 1]
        return !candidate.characters.contains(offset) || candidate.headerLine == line
    }
}
