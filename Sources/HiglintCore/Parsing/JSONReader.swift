/// A strict RFC 8259 reader that keeps start and end positions of every value.
///
/// libyaml reads most JSON but not all of it: it rejects tab indentation in places, surrogate-pair
/// escapes and keys over 1,024 characters, and it accepts trailing commas that JSON forbids.
/// Exported files deserve exact answers, so JSON gets this reader. It is iterative (an explicit
/// stack), so nesting depth is bounded by `ParseLimits.maxDepth`, never by the thread's stack.
public enum JSONReader {
    public static func read(_ original: [UInt8], limits: ParseLimits = .default) -> ParsedStream {
        let (document, failure) = readTree(original, limits: limits)
        return ParsedStream(documents: document.map { [Document(root: $0.tree.node(at: $0.root), index: 0)] } ?? [],
                            failure: failure)
    }

    /// The file's one value as a compact `SyntaxTree` (what the linter reads), its member names
    /// that spell one of `keys` read as codes; or the failure.
    static func readTree(_ original: [UInt8], limits: ParseLimits = .default, keys: KeyCodes = .empty) -> (TreeDocument?, ParseFailure?) {
        let bytes: [UInt8]
        switch TextEncoding.utf8(original, lineBreaks: .standard) {
        case .success(let text): bytes = text
        case .failure(let failure): return (nil, failure)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, limits: limits, keys: keys)
            do {
                let root = try scanner.document()
                return (TreeDocument(tree: scanner.tree, root: root, index: 0), nil)
            } catch let failure as ParseFailure {
                return (nil, failure)
            } catch {
                return (nil, ParseFailure(message: "\(error)", position: scanner.position()))
            }
        }
    }
}

private struct JSONScanner {
    /// An open array or object: its record in the tree, finished when it closes (its values
    /// are the records appended in between).
    private struct Container {
        var isObject: Bool
        var node: Int
        /// An object after `{` or `,`: a member name comes next, not a value.
        var awaitsKey: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let limits: ParseLimits
    var index: Int
    var line = 1
    var lineStart: Int
    // Column cache on the current line, so that a long minified line is counted once.
    var cachedOffset: Int
    var cachedColumn = 1
    let tree: SyntaxTree

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: ParseLimits, keys: KeyCodes) {
        self.bytes = bytes
        tree = SyntaxTree(keys: keys)
        self.limits = limits
        let start = LineMap.hasByteOrderMark(bytes) ? 3 : 0
        index = start
        lineStart = start
        cachedOffset = start
    }

    mutating func position() -> SourcePosition {
        if cachedOffset < lineStart || cachedOffset > index {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        cachedColumn += LineMap.scalarCount(in: bytes, from: cachedOffset, to: index)
        cachedOffset = index
        return SourcePosition(line: line, column: cachedColumn)
    }

    private mutating func fail(_ message: String) -> ParseFailure {
        ParseFailure(message: message, position: position())
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
            case 0x0A, 0x0D:
                // JSON's line breaks are LF, CR and CRLF (RFC 8259's white space): `LineBreaks.standard`.
                index += LineBreaks.standard.length(at: index, in: bytes)
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        cachedOffset = index
        cachedColumn = 1
    }

    /// Reads the file's one value into `tree`; returns the index of its root.
    mutating func document() throws -> Int {
        skipWhitespace()
        if index >= bytes.count { throw fail("the file holds no JSON value") }
        var stack: [Container] = []
        var finished: Int?
        while finished == nil {
            skipWhitespace()
            guard let byte = current else { throw fail("unexpected end of file; a '\(closer(of: stack))' is missing") }
            if tree.count >= limits.maxValues { throw fail(limits.valuesMessage) }
            if stack.last?.awaitsKey == true {
                guard byte == UInt8(ascii: "\"") else { throw fail("expected a member name in double quotes") }
                try string()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw fail("expected ':' after a member name") }
                index += 1
                stack[stack.count - 1].awaitsKey = false
                continue
            }
            let node: Int
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if stack.count >= limits.maxDepth { throw fail("nesting is deeper than \(limits.maxDepth) levels") }
                let start = position()
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                node = tree.open(mapping: isObject, at: start)
                skipWhitespace()
                // An empty container closes at once; any other is filled by the loop.
                if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    tree.close(node, at: position())
                } else {
                    stack.append(Container(isObject: isObject, node: node, awaitsKey: isObject))
                    continue
                }
            case UInt8(ascii: "\""): node = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): node = try number()
            case UInt8(ascii: "t"): node = try literal("true")
            case UInt8(ascii: "f"): node = try literal("false")
            case UInt8(ascii: "n"): node = try literal("null")
            default:
                let (name, hint) = describeCharacter()
                throw fail("unexpected \(name); expected a JSON value\(hint)")
            }
            try deliver(node, into: &stack, finished: &finished)
        }
        skipWhitespace()
        if index < bytes.count {
            let (name, hint) = describeCharacter()
            throw fail("unexpected \(name) after the end of the JSON value\(hint)")
        }
        return finished!
    }

    /// A value is complete (it is in the tree): the containers it ends close with it.
    private mutating func deliver(_ node: Int, into stack: inout [Container], finished: inout Int?) throws {
        var node = node
        while let top = stack.last {
            skipWhitespace()
            let close = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if current == UInt8(ascii: ",") {
                index += 1
                stack[stack.count - 1].awaitsKey = top.isObject
                skipWhitespace()
                if current == close { throw fail("a trailing comma is not allowed in JSON") }
                return
            } else if current == close {
                index += 1
                stack.removeLast()
                tree.close(top.node, at: position())
                node = top.node
            } else if top.isObject {
                throw fail(current == nil ? "unexpected end of file; a '}' is missing" : "expected ',' or '}' after an object member")
            } else {
                throw fail(current == nil ? "unexpected end of file; a ']' is missing" : "expected ',' or ']' after an array element")
            }
        }
        finished = node
    }

    private func closer(of stack: [Container]) -> String {
        guard let top = stack.last else { return "value" }
        return top.isObject ? "}" : "]"
    }

    /// The character at `index` as a person would name it, and for bytes that are not UTF-8 text
    /// (a binary file, a NUL, another encoding) what the file probably is.
    private func describeCharacter() -> (name: String, hint: String) {
        let byte = bytes[index]
        if byte == 0 { return ("NUL byte", "; the file is binary, or UTF-16 text without a byte-order mark") }
        if byte < 0x80 { return ("character \(describe(byte))", "") }
        let length = utf8Length(byte)
        if length > 0, index + length <= bytes.count,
           let text = String(validating: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self) {
            return ("character '\(text)'", "")
        }
        return (describe(byte), "; the file is not UTF-8 text (a binary file, or another encoding?)")
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func literal(_ word: StaticString) throws -> Int {
        let start = position()
        let begin = index
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in letters {
            guard current == expected else { throw fail("unexpected character; expected '\(word)'") }
            index += 1
        }
        return tree.appendScalar(UnsafeBufferPointer(rebasing: bytes[begin..<index]), keyCode: KeyCodes.none, quoted: false, tag: .none,
                                 range: SourceRange(start: start, end: position()))
    }

    @discardableResult
    private mutating func number() throws -> Int {
        let start = position()
        let begin = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
            throw fail("expected a digit in a number")
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = current, next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9") {
                throw fail("a number must not have leading zeros")
            }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw fail("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        return tree.appendScalar(UnsafeBufferPointer(rebasing: bytes[begin..<index]), keyCode: KeyCodes.none, quoted: false, tag: .none,
                                 range: SourceRange(start: start, end: position()))
    }

    @discardableResult
    private mutating func skipDigits() -> Int {
        var count = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            index += 1
            count += 1
        }
        return count
    }

    /// A string, key or value, into the tree; returns its index.
    @discardableResult
    private mutating func string() throws -> Int {
        let start = position()
        index += 1
        let begin = index
        // Fast path: no escapes, valid UTF-8 checked below.
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            index += 1
        }
        if current == UInt8(ascii: "\"") {
            let slice = UnsafeBufferPointer(rebasing: bytes[begin..<index])
            // ASCII needs no validating; the rest is checked without making a string.
            if !Self.isASCII(slice), firstInvalidUTF8(slice) < slice.count {
                index = begin + firstInvalidUTF8(slice)
                throw fail("invalid UTF-8 in a string")
            }
            index += 1
            return tree.appendScalar(slice, keyCode: tree.keys.code(of: slice), quoted: true, tag: .none,
                                     range: SourceRange(start: start, end: position()))
        }
        index = begin
        let text = try escapedString()
        guard current == UInt8(ascii: "\"") else { throw fail("unterminated string") }
        index += 1
        return tree.appendScalar(text, quoted: true, range: SourceRange(start: start, end: position()))
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        return high < 0x80
    }

    private mutating func escapedString() throws -> String {
        var scalars = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while let byte = current, byte != UInt8(ascii: "\"") {
            if byte < 0x20 {
                throw fail(byte == 0x0A || byte == 0x0D ? "a line break inside a string must be written \\n" : "control character \(describe(byte)) inside a string must be escaped")
            }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard let escape = current else { throw fail("unterminated string") }
                index += 1
                var code: UInt32
                switch escape {
                case UInt8(ascii: "\""): code = 0x22
                case UInt8(ascii: "\\"): code = 0x5C
                case UInt8(ascii: "/"): code = 0x2F
                case UInt8(ascii: "b"): code = 0x08
                case UInt8(ascii: "f"): code = 0x0C
                case UInt8(ascii: "n"): code = 0x0A
                case UInt8(ascii: "r"): code = 0x0D
                case UInt8(ascii: "t"): code = 0x09
                case UInt8(ascii: "u"):
                    code = 0
                    for _ in 0..<4 {
                        guard let hex = current, let digit = hexValue(hex) else { throw fail("expected four hex digits after \\u") }
                        code = code << 4 | digit
                        index += 1
                    }
                default:
                    index -= 1
                    throw fail("invalid escape \\\(describe(escape))")
                }
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(code) {
                        code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                    } else {
                        scalars.append("\u{FFFD}")
                    }
                }
                if (0xD800...0xDBFF).contains(code) {
                    pendingHigh = code
                    continue
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                continue
            }
            if pendingHigh != nil {
                pendingHigh = nil
                scalars.append("\u{FFFD}")
            }
            // One UTF-8 sequence.
            let length = utf8Length(byte)
            guard length > 0, index + length <= bytes.count,
                  let decoded = String(validating: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self)
            else { throw fail("invalid UTF-8 in a string") }
            scalars.append(contentsOf: decoded.unicodeScalars)
            index += length
        }
        if pendingHigh != nil { scalars.append("\u{FFFD}") }
        return String(scalars)
    }

    private func utf8Length(_ byte: UInt8) -> Int {
        switch byte {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 0
        }
    }

    private func firstInvalidUTF8(_ slice: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        while offset < slice.count {
            let length = utf8Length(slice[offset])
            guard length > 0, offset + length <= slice.count,
                  String(validating: UnsafeBufferPointer(rebasing: slice[offset..<offset + length]), as: UTF8.self) != nil
            else { return offset }
            offset += length
        }
        return offset
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
