/// A value of an old-style (NeXTSTEP) property list, the format of an Xcode project's
/// `project.pbxproj`: strings, arrays and dictionaries. Data (`<0fbd7a>`) reads as its hex text:
/// a project file holds none that matters here.
indirect enum OldStylePropertyList: Sendable, Equatable {
    case string(String)
    case array([OldStylePropertyList])
    case dictionary([String: OldStylePropertyList])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OldStylePropertyList]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var dictionary: [String: OldStylePropertyList]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The value under `key` of a dictionary; nil for anything else.
    subscript(key: String) -> OldStylePropertyList? {
        dictionary?[key]
    }

    /// The strings of an array value (its other members passed over); empty for anything else.
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }

    /// What is wrong with a property list's text, and where (1-based line and column, in bytes).
    struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var reason: String
        public var description: String { "\(line):\(column): \(reason)" }
    }

    /// How deeply arrays and dictionaries may nest: a project file nests five deep; the bound
    /// keeps hostile input from exhausting a worker thread's stack.
    static let maxDepth = 32

    /// Reads the one value `bytes` holds (after an optional `// !$*UTF8*$!` comment line).
    /// Throws a `SyntaxError` for anything that is not a whole, well-formed property list.
    static func parse(_ bytes: [UInt8]) throws -> OldStylePropertyList {
        var parser = OldStylePropertyListParser(bytes: bytes)
        return try parser.document()
    }
}

/// A recursive-descent reader over the bytes, one pass, no backtracking.
private struct OldStylePropertyListParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func document() throws -> OldStylePropertyList {
        skipBlanks()
        let value = try value(depth: 0)
        skipBlanks()
        guard index == bytes.count else { throw error("text after the property list's value") }
        return value
    }

    private mutating func value(depth: Int) throws -> OldStylePropertyList {
        guard depth < OldStylePropertyList.maxDepth else { throw error("nested more than \(OldStylePropertyList.maxDepth) deep") }
        guard index < bytes.count else { throw error("the text ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        default: return .string(try string())
        }
    }

    private mutating func dictionary(depth: Int) throws -> OldStylePropertyList {
        var entries: [String: OldStylePropertyList] = [:]
        try members(closedBy: "}", unclosed: "a dictionary is not closed with '}'") { parser in
            let key = try parser.string()
            try parser.expect("=", "after the key '\(key)'")
            parser.skipBlanks()
            entries[key] = try parser.value(depth: depth + 1)
            try parser.expect(";", "after the value of '\(key)'")
        }
        return .dictionary(entries)
    }

    private mutating func array(depth: Int) throws -> OldStylePropertyList {
        var values: [OldStylePropertyList] = []
        try members(closedBy: ")", unclosed: "an array is not closed with ')'") { parser in
            values.append(try parser.value(depth: depth + 1))
            parser.skipBlanks()
            guard parser.index < parser.bytes.count else { throw parser.error("an array is not closed with ')'") }
            if parser.bytes[parser.index] == UInt8(ascii: ",") {
                parser.index += 1
            } else if parser.bytes[parser.index] != UInt8(ascii: ")") {
                throw parser.error("expected ',' or ')' in an array")
            }
        }
        return .array(values)
    }

    /// Reads the members of a dictionary or an array, one `member` at a time, from after its
    /// opening bracket to just after `close`.
    private mutating func members(closedBy close: Unicode.Scalar, unclosed: String,
                                  _ member: (inout Self) throws -> Void) throws {
        index += 1
        while true {
            skipBlanks()
            guard index < bytes.count else { throw error(unclosed) }
            if bytes[index] == UInt8(ascii: close) {
                index += 1
                return
            }
            try member(&self)
        }
    }

    private mutating func data() throws -> OldStylePropertyList {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        guard index < bytes.count else { throw at(start, "data is not closed with '>'") }
        index += 1
        return .string(String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self))
    }

    /// A quoted string (`"…"` or `'…'`, with backslash escapes) or a bare word (`PBXGroup`,
    /// `com.apple.product-type.application`, `Sources/App.swift`).
    private mutating func string() throws -> String {
        guard index < bytes.count else { throw error("the text ends where a string was expected") }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
        let start = index
        while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else { throw error("unexpected '\(Character(Unicode.Scalar(first)))'") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted(_ quote: UInt8) throws -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        var runStart = index
        while index < bytes.count, bytes[index] != quote {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            text += bytes[runStart..<index]
            index += 1
            guard index < bytes.count else { break }
            try escape(into: &text)
            runStart = index
        }
        guard index < bytes.count else { throw at(start, "a quoted string is not closed") }
        defer { index += 1 }
        // Most strings hold no escape: read straight from the bytes.
        guard !text.isEmpty || runStart != start + 1 else { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
        text += bytes[runStart..<index]
        return String(decoding: text, as: UTF8.self)
    }

    /// The escape after a backslash: `\n`, `\t`, `\"`, `\\`, `\U00e9`, `\101` (octal), or the
    /// character itself for any other.
    private mutating func escape(into text: inout [UInt8]) throws {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                scalar = scalar * 16 + digit
                index += 1
                digits += 1
            }
            append(scalar, to: &text)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var scalar = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                scalar = scalar * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            append(scalar, to: &text)
        default: text.append(byte)
        }
    }

    private func append(_ scalar: UInt32, to text: inout [UInt8]) {
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        text += Array(String(Character(character)).utf8)
    }

    private mutating func expect(_ character: Unicode.Scalar, _ context: String) throws {
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw error("expected '\(character)' \(context)") }
        index += 1
    }

    /// White space, `// line` and `/* block */` comments (an unclosed block runs to the end).
    private mutating func skipBlanks() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            } else {
                return
            }
        }
    }

    /// The bytes of a bare word: anything but white space, quotes and the list's punctuation
    /// (a bare `/` in a path is a word byte; a comment only starts where a value would).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00...0x20, 0x7F, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"),
             UInt8(ascii: "<"), UInt8(ascii: ">"):
            return false
        default:
            return true
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func error(_ reason: String) -> OldStylePropertyList.SyntaxError {
        at(index, reason)
    }

    /// The line and column of byte `offset`: counted only when an error is thrown.
    private func at(_ offset: Int, _ reason: String) -> OldStylePropertyList.SyntaxError {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return OldStylePropertyList.SyntaxError(line: line, column: end - lineStart + 1, reason: reason)
    }
}
