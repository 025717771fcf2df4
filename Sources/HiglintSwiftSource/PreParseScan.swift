/// What swift-syntax 603's parser recurses on without its nesting limit, and how deep higlint lets
/// it go. Each level is a call (a dozen frames, 4–9 KB of stack in a debug build), so a few
/// kilobytes of such code ran any stack out (issue 30: `a<` 3,000 times, 6 KB, was a SIGSEGV):
/// - `<` nested in a generic argument list, in a type or in the look-ahead that tells
///   `a<b>(c)` from `a < b` (which follows `a < b, c < d, …` as deeply), and the parentheses and
///   brackets inside such a list, which the look-ahead follows without counting;
/// - `->` in a row, which the function type after it parses again (`(A) -> (A) -> …`);
/// - `try`, `await` and the other prefix keywords in a row (`try try try …`);
/// - `#if` inside `#if`; `else if` after `else if`;
/// - string interpolation inside string interpolation, which the lexer re-reads at each level
///   (memory that grows with the square of the depth: 10,000 levels took 4.6 GB).
/// The limits are far past real code and far below what the parse thread's stack holds
/// (`ParserStack`, measured in docs/security.md).
enum ParserRecursion {
    /// `<`, `->`, and `(` or `[` inside a generic argument list, open at once.
    static let maxTypeDepth = 64
    /// `try`, `await`, `consume`, `some`, … in a row.
    static let maxPrefixKeywords = 64
    /// `#if` inside `#if`.
    static let maxConditionalDepth = 64
    /// `else if` in one file (each chain is a call deeper per link; the count is the file's).
    static let maxElseIfs = 2_000
    /// String interpolation inside string interpolation.
    static let maxInterpolationDepth = 16
    /// The parser reads a nest again at each of its levels (`a<` 64 deep, 1 MiB of it, took 75 s
    /// in a debug build), so each level past the first costs its depth, and a file may spend this
    /// much in all: 124 nests 64 deep, or 250,000 `A<B<C>>`. `#if` and string
    /// interpolation cost four times as much (the first takes longest; the second's memory grows the same way).
    static let budget = 250_000
}

/// One pass over a Swift file's bytes before the parser sees them: `[` in a row (`BracketRuns`)
/// and the recursion of `ParserRecursion`. Comments are skipped; string literals are skipped
/// except the code in their interpolations, which is code like any other.
struct PreParseScan {
    private let bytes: [UInt8]
    private var index = 0

    // `[` in a row.
    private var run = 0
    private var runStart = 0
    private var spent = 0

    /// The generic-like nesting: what is open (`<`, `(`, `[`) and the `->` at each level.
    private struct Level {
        var opener: UInt8
        var arrows = 0
        /// `(` or `[` with a `<` below it: the look-ahead follows it without a nesting limit.
        var counted = false
    }
    private var levels: [Level] = []
    private var baseArrows = 0
    private var angles = 0
    private var depth = 0
    private var lastWasWord = false
    private var lastWordIsTypePrefix = false
    private var lastWordIsElse = false

    private var spentOnNesting = 0
    private var prefixKeywords = 0
    private var conditionalDepth = 0
    private var elseIfs = 0

    /// The string literals open around the scan, innermost last; with `interpolationParens` the
    /// parentheses open in each one's interpolation (the scan is in code when it is not empty).
    private struct OpenString {
        var quotes: Int
        var hashes: Int
        var parens = 0
    }
    private var strings: [OpenString] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    static func problem(in bytes: [UInt8]) -> SyntaxProblem? {
        var scan = PreParseScan(bytes: bytes)
        return scan.firstProblem()
    }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "`"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    mutating func firstProblem() -> SyntaxProblem? {
        while index < bytes.count {
            if !strings.isEmpty, strings[strings.count - 1].parens == 0 {
                if let problem = scanString() { return problem }
                continue
            }
            let current = bytes[index]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "["):
                if run == 0 { runStart = index }
                run += 1
                prefixKeywords = 0
                lastWasWord = false
                if let problem = open(current) { return problem }
                index += 1
                continue
            default:
                break
            }
            if run > 0, let problem = endRun() { return problem }
            if let problem = token(current) { return problem }
        }
        return endRun()
    }

    /// The token at `index`, which is past it afterwards.
    private mutating func token(_ current: UInt8) -> SyntaxProblem? {
        let start = index
        var wasWord = false
        var typePrefix = false
        var isElse = false
        defer {
            lastWasWord = wasWord
            lastWordIsTypePrefix = typePrefix
            lastWordIsElse = isElse
        }
        if Self.isWordByte(current) {
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            // Every keyword looked for is 2 to 9 lowercase letters or `_`: most names are not looked up.
            let mayBeKeyword = (2...9).contains(index - start) && (current == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(current))
            let keyword = mayBeKeyword ? Keyword(bytes, start..<index) : nil
            if keyword?.isPrefix == true {
                prefixKeywords += 1
                if prefixKeywords > ParserRecursion.maxPrefixKeywords {
                    return tooDeep("more than \(ParserRecursion.maxPrefixKeywords) of 'try', 'await' and the like in a row", at: start)
                }
                if let problem = spend(prefixKeywords - 1, at: start) { return problem }
            } else {
                prefixKeywords = 0
            }
            if lastWordIsElse, keyword?.isIf == true {
                elseIfs += 1
                if elseIfs > ParserRecursion.maxElseIfs {
                    return tooDeep("more than \(ParserRecursion.maxElseIfs) 'else if' in one file", at: start)
                }
            }
            isElse = keyword?.isElse == true
            // A name after a name ends a type (`a < b` then `x = …` on the next line), except after
            // `some`, `any` and the like, or inside parentheses (`(a b: T)`).
            if lastWasWord, !lastWordIsTypePrefix, levels.last?.opener != UInt8(ascii: "(") { resetTypes() }
            wasWord = true
            typePrefix = keyword?.isTypePrefix == true
            return nil
        }
        prefixKeywords = 0
        switch current {
        case UInt8(ascii: "\""):
            resetTypes()
            return openString(hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if byte(at: index + hashes) == UInt8(ascii: "\"") {
                resetTypes()
                index += hashes
                return openString(hashes: hashes)
            }
            index += 1
            let wordStart = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            let word = bytes[wordStart..<index]
            if word.elementsEqual("if".utf8) {
                resetTypes()
                conditionalDepth += 1
                if conditionalDepth > ParserRecursion.maxConditionalDepth {
                    return tooDeep("'#if' nested more than \(ParserRecursion.maxConditionalDepth) deep", at: start)
                }
                if let problem = spend(4 * (conditionalDepth - 1), at: start) { return problem }
            } else if word.elementsEqual("endif".utf8) {
                resetTypes()
                conditionalDepth = max(0, conditionalDepth - 1)
            }
            return nil
        case UInt8(ascii: "("):
            if let open = strings.indices.last { strings[open].parens += 1 }
            index += 1
            return open(current, at: start)
        case UInt8(ascii: ")"):
            index += 1
            if let open = strings.indices.last {
                strings[open].parens -= 1
                // The interpolation ends: back in the string, whose literal text ends any type.
                if strings[open].parens == 0 {
                    resetTypes()
                    return nil
                }
            }
            close(UInt8(ascii: "("))
            return nil
        case UInt8(ascii: "]"):
            index += 1
            close(UInt8(ascii: "["))
            return nil
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
            index += 1
            resetTypes()
            return nil
        case UInt8(ascii: ","):
            index += 1
            if levels.isEmpty {
                depth -= baseArrows
                baseArrows = 0
            } else {
                depth -= levels[levels.count - 1].arrows
                levels[levels.count - 1].arrows = 0
            }
            return nil
        default:
            break
        }
        guard Self.isOperatorByte(current) else {
            index += 1
            return nil
        }
        while index < bytes.count, Self.isOperatorByte(bytes[index]) {
            // `//` and `/*` start comments even right after an operator.
            if bytes[index] == UInt8(ascii: "/"), index > start,
               byte(at: index + 1) == UInt8(ascii: "/") || byte(at: index + 1) == UInt8(ascii: "*") { break }
            index += 1
        }
        return operatorToken(bytes[start..<index], at: start)
    }

    /// An operator: `<` opens and `>` closes a generic argument list, `->` is an arrow, `?`, `!`,
    /// `&`, `~`, `.` and `-` may be part of a type; any other ends it, except inside parentheses
    /// (a tuple type's element may have a default value).
    private mutating func operatorToken(_ text: ArraySlice<UInt8>, at start: Int) -> SyntaxProblem? {
        if text.elementsEqual("->".utf8) {
            if levels.isEmpty { baseArrows += 1 } else { levels[levels.count - 1].arrows += 1 }
            depth += 1
            return depth > ParserRecursion.maxTypeDepth ? typesTooDeep(at: start) : spend(depth - 1, at: start)
        }
        let mayBeInAType = text.allSatisfy { Self.typeOperatorBytes.contains($0) } && !text.elementsEqual("&&".utf8)
            && !text.starts(with: "..".utf8) || text.elementsEqual("...".utf8)
        if mayBeInAType {
            // The parser splits `>>` and `<-` (`a<-1, …`: a generic argument may be a negative number).
            for (offset, character) in zip(text.indices, text) {
                if character == UInt8(ascii: "<") {
                    if let problem = open(character, at: offset) { return problem }
                } else if character == UInt8(ascii: ">"), offset == text.startIndex || text[offset - 1] != UInt8(ascii: "-") {
                    close(UInt8(ascii: "<"))
                }
            }
            return nil
        }
        if text.first == UInt8(ascii: "<") {
            // `<=`: the look-ahead takes its `<` and fails at once.
            if let problem = open(UInt8(ascii: "<"), at: start) { return problem }
        }
        if levels.last?.opener != UInt8(ascii: "(") { resetTypes() }
        return nil
    }

    private mutating func open(_ opener: UInt8, at offset: Int? = nil) -> SyntaxProblem? {
        var level = Level(opener: opener)
        if opener == UInt8(ascii: "<") {
            angles += 1
            depth += 1
        } else if angles > 0 {
            level.counted = true
            depth += 1
        }
        levels.append(level)
        guard depth <= ParserRecursion.maxTypeDepth else { return typesTooDeep(at: offset ?? index) }
        return level.counted || opener == UInt8(ascii: "<") ? spend(depth - 1, at: offset ?? index) : nil
    }

    /// Closes the innermost `opener` and what is open inside it; a `>` with no `<` open is an operator.
    private mutating func close(_ opener: UInt8) {
        guard let match = levels.lastIndex(where: { $0.opener == opener }) else {
            if opener != UInt8(ascii: "<") { resetTypes() }
            return
        }
        if opener == UInt8(ascii: "<"), levels.count - 1 != match { return }
        while levels.count > match {
            let level = levels.removeLast()
            depth -= level.arrows + (level.opener == UInt8(ascii: "<") || level.counted ? 1 : 0)
            if level.opener == UInt8(ascii: "<") { angles -= 1 }
        }
    }

    private mutating func resetTypes() {
        levels.removeAll(keepingCapacity: true)
        baseArrows = 0
        angles = 0
        depth = 0
    }

    private func typesTooDeep(at offset: Int) -> SyntaxProblem {
        tooDeep("generic arguments, function types and the brackets inside them nested more than \(ParserRecursion.maxTypeDepth) deep",
                at: offset)
    }

    private mutating func spend(_ units: Int, at offset: Int) -> SyntaxProblem? {
        spentOnNesting += units
        guard spentOnNesting > ParserRecursion.budget else { return nil }
        return SyntaxProblem(message: "too much nesting in one file (generic arguments, function types, 'try' in a row, '#if' "
                             + "or string interpolation), which swift-syntax's parser reads again at each level (the limit is "
                             + "124 nests 64 deep, or 250,000 two deep)", offset: offset, messageKey: "notRead")
    }

    private func tooDeep(_ what: String, at offset: Int) -> SyntaxProblem {
        SyntaxProblem(message: what + ", which swift-syntax's parser follows by recursion with no limit of its own (code "
                      + "nested too deep for the parser)", offset: offset, messageKey: "notRead")
    }

    static let typeOperatorBytes: [UInt8] = ["<", ">", "?", "!", "&", "~", ".", "-"].map { UInt8(ascii: $0) }
    static let prefixKeywords: [[UInt8]] = ["try", "await", "consume", "copy", "_move", "_borrow", "each", "repeat", "some",
                                            "any", "inout", "borrowing", "consuming", "sending", "unsafe", "discard"].map { Array($0.utf8) }
    /// Words a type may follow (`some P`, `inout T`, `throws -> T`).
    static let typePrefixes: [[UInt8]] = ["some", "any", "each", "repeat", "inout", "borrowing", "consuming", "sending",
                                          "isolated", "throws", "rethrows", "async", "__owned", "__shared", "_const"].map { Array($0.utf8) }

    /// A word of 2 to 9 bytes that is one of the keywords the scan looks for, told by its bytes
    /// packed into two numbers and compared with each keyword's: comparing each word's bytes with
    /// every keyword's was 4% of a run over the Swift benchmark's files (callgrind, 2026-11-29),
    /// as most words of Swift code are lowercase.
    struct Keyword {
        let isPrefix: Bool
        let isTypePrefix: Bool
        let isIf: Bool
        let isElse: Bool

        private struct Key: Equatable {
            var first8: UInt64 = 0
            var rest: UInt64 = 0
        }

        /// Nil when the word is none of them.
        init?(_ bytes: [UInt8], _ range: Range<Int>) {
            let key = Self.key(bytes[range])
            guard let found = Self.table.first(where: { $0.key == key }) else { return nil }
            (isPrefix, isTypePrefix, isIf, isElse) = (found.prefix, found.typePrefix, key == Self.ifWord, key == Self.elseWord)
        }

        private static func key(_ word: some Collection<UInt8>) -> Key {
            var key = Key()
            for (offset, byte) in word.enumerated() {
                let shifted = UInt64(byte) << UInt64(8 * (offset % 8))
                if offset < 8 { key.first8 |= shifted } else { key.rest |= shifted }
            }
            return key
        }

        private static let ifWord = key(Array("if".utf8))
        private static let elseWord = key(Array("else".utf8))
        private static let table: [(key: Key, prefix: Bool, typePrefix: Bool)] = {
            let words = PreParseScan.prefixKeywords + PreParseScan.typePrefixes + [Array("if".utf8), Array("else".utf8)]
            var table: [(key: Key, prefix: Bool, typePrefix: Bool)] = []
            for word in words where !table.contains(where: { $0.key == key(word) }) {
                table.append((key(word), PreParseScan.prefixKeywords.contains(word), PreParseScan.typePrefixes.contains(word)))
            }
            return table
        }()
    }

    // MARK: - Strings

    private mutating func openString(hashes: Int) -> SyntaxProblem? {
        let quotes = bytes[index..<min(bytes.count, index + 3)].elementsEqual([34, 34, 34]) ? 3 : 1
        index += quotes
        strings.append(OpenString(quotes: quotes, hashes: hashes))
        if strings.count > ParserRecursion.maxInterpolationDepth + 1 {
            return tooDeep("string interpolation nested more than \(ParserRecursion.maxInterpolationDepth) deep", at: index - quotes - hashes)
        }
        return spend(4 * (strings.count - 1), at: index - quotes - hashes)
    }

    /// The innermost string from `index` to its close or to an interpolation, which is then
    /// scanned as code until its `)`.
    private mutating func scanString() -> SyntaxProblem? {
        let string = strings[strings.count - 1]
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") {
                var hashes = 0
                while byte(at: index + 1 + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if hashes == string.hashes, byte(at: index + 1 + hashes) == UInt8(ascii: "(") {
                    index += 2 + hashes
                    strings[strings.count - 1].parens = 1
                    resetTypes()
                    lastWasWord = false
                    return nil
                }
                index += hashes == string.hashes ? 2 + hashes : 1
            } else if current == UInt8(ascii: "\n"), string.quotes == 1 {
                strings.removeLast()
                return nil
            } else if current == UInt8(ascii: "\""), closes(quotes: string.quotes, hashes: string.hashes) {
                index += string.quotes + string.hashes
                strings.removeLast()
                lastWasWord = false
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    private func closes(quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<(quotes + hashes) {
            let expected = offset < quotes ? UInt8(ascii: "\"") : UInt8(ascii: "#")
            if byte(at: index + offset) != expected { return false }
        }
        return true
    }

    /// Swift's block comments nest.
    private mutating func skipBlockComment() {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else {
                index += 1
            }
        }
    }

    // MARK: - `[` in a row

    /// Comments are trivia to the parser: a run goes on across them.
    private mutating func endRun() -> SyntaxProblem? {
        defer { run = 0 }
        if run > BracketRuns.maxRun {
            return SyntaxProblem(message: "\(run) '[' in a row, and swift-syntax's parser takes time that doubles with "
                                 + "each (the limit is \(BracketRuns.maxRun) in a row)", offset: runStart, messageKey: "notRead")
        }
        guard run >= BracketRuns.smallestCounted else { return nil }
        spent += 1 << run
        guard spent > BracketRuns.budget else { return nil }
        return SyntaxProblem(message: "too many runs of '[' in a row (\(run) here), and swift-syntax's parser takes time "
                             + "that doubles with each (the limit is 256 runs of 10, or 16,384 of 4)",
                             offset: runStart, messageKey: "notRead")
    }
}
