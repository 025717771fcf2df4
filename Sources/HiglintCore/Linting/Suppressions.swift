import CLibYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Inline suppression comments in YAML files (JSON has none; its exceptions go in `overrides` or a
/// baseline):
///
///     # higlint-disable-next-line popover-oversize, popover-arrow -- the designer's call
///     size: {width: 700, height: 300}   # higlint-disable-line popover-oversize
///     # higlint-disable popover-nested … # higlint-enable popover-nested
///     # higlint-disable-file popover-word-in-copy
///
/// `all` (or no rule at all) stands for every rule. A suppression that suppresses nothing, or
/// names a rule that does not exist, is reported as `unused-suppression`.
public struct SuppressionDirective: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case nextLine = "higlint-disable-next-line"
        case line = "higlint-disable-line"
        case file = "higlint-disable-file"
        case disable = "higlint-disable"
        case enable = "higlint-enable"

        /// Each kind by the UTF-8 of its name.
        static let byName: [[UInt8]: Kind] = Dictionary(uniqueKeysWithValues: [Kind.nextLine, .line, .file, .disable, .enable].map {
            (Array($0.rawValue.utf8), $0)
        })
    }

    public var kind: Kind
    /// Rule ids as written, each with where it stands in the comment.
    public var rules: [(id: String, range: SourceRange)]
    /// The comment from its `#` to the end of the line.
    public var range: SourceRange

    public static func == (lhs: SuppressionDirective, rhs: SuppressionDirective) -> Bool {
        lhs.kind == rhs.kind && lhs.range == rhs.range && lhs.rules.map(\.id) == rhs.rules.map(\.id)
    }
}

public enum Suppressions {
    public static let ruleID = "unused-suppression"

    /// What the rule reports, for `higlint rules`.
    public static let summary = LocalizedText(
        en: "A # higlint-disable… comment suppresses nothing, or names a rule that does not exist.",
        ko: "# higlint-disable… 주석이 아무것도 억제하지 않거나, 없는 규칙을 가리킵니다.")

    static let messages: [String: (en: String, ko: String)] = [
        "unused": ("This suppression of '{rule}' suppresses nothing; remove it.",
                   "'{rule}'에 대한 이 억제 주석은 아무것도 억제하지 않습니다. 삭제하십시오."),
        "unknown": ("'{rule}' is not a rule; did you mean '{suggestion}'?",
                    "'{rule}'{은} 규칙이 아닙니다. '{suggestion}'{을} 의도하셨나요?"),
    ]

    /// Finds every `# higlint-…` comment. Only real YAML comments count: a `#` at the start of
    /// a line or after white space that libyaml's scanner (the one that reads the file) passes
    /// over as a comment. Text inside a scalar never counts, however it looks: a block scalar
    /// (`help: |`) holding `# higlint-disable-file all` is help text, not a suppression.
    public static func directives(in bytes: [UInt8]) -> [SuppressionDirective] {
        comments(in: bytes).directives
    }

    /// The comments that concern suppressions: the directives, and the lines that hold nothing
    /// but a comment (which `disable-next-line` skips).
    struct Comments {
        var directives: [SuppressionDirective] = []
        var commentOnlyLines = Set<Int>()
    }

    static func comments(in bytes: [UInt8]) -> Comments {
        // Most files have no directive: find that out with one byte search, before any String.
        guard mentionsDirective(bytes) else { return Comments() }
        let scanned = ScannedYAML(bytes)
        // The text as the scanner reads it: no byte-order mark, and each invalid sequence one
        // U+FFFD, so that its UTF-8 is valid and a character is a byte that continues none.
        // Lines are read as bytes: 10 MiB of comments took 1.4–2.2 s read as `Character`s.
        var text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...], as: UTF8.self)
        var result = Comments()
        text.withUTF8 { utf8 in
            var lines = YAMLLines(utf8)
            while let line = lines.next() {
                readComment(on: line, of: utf8, scanned: scanned, into: &result)
            }
        }
        return result
    }

    /// The line's comment, if it has one: the first `#` after white space (or at the start) that
    /// the scanner passed over as a comment.
    private static func readComment(on line: YAMLLines.Line, of utf8: UnsafeBufferPointer<UInt8>,
                                    scanned: ScannedYAML, into result: inout Comments) {
        var previousIsBlank = true
        var onlyBlanksBefore = true
        var column = 0
        for index in line.bytes where utf8[index] & 0xC0 != 0x80 {
            let byte = utf8[index]
            column += 1
            let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            defer {
                previousIsBlank = isBlank
                onlyBlanksBefore = onlyBlanksBefore && isBlank
            }
            guard byte == UInt8(ascii: "#"), previousIsBlank,
                  scanned.isComment(atCharacter: line.firstCharacter + column - 1, line: line.number) else { continue }
            if onlyBlanksBefore { result.commentOnlyLines.insert(line.number) }
            let comment = UnsafeBufferPointer(rebasing: utf8[index..<line.bytes.upperBound])
            if let directive = parse(comment, line: line.number, column: column) { result.directives.append(directive) }
            return
        }
    }

    /// `parse` of a comment's UTF-8, read byte by byte when it is ASCII (every directive the
    /// linter knows is), else as characters.
    static func parse(_ comment: UnsafeBufferPointer<UInt8>, line: Int, column: Int) -> SuppressionDirective? {
        guard comment.allSatisfy({ $0 < 0x80 }) else {
            return parse(Substring(String(decoding: comment, as: UTF8.self)), line: line, column: column)
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        // The white space of `Character.isWhitespace` in ASCII, less the line breaks a line cannot hold.
        func isWhitespace(_ byte: UInt8) -> Bool { isBlank(byte) || byte == 0x0B || byte == 0x0C }
        func isSeparator(_ byte: UInt8) -> Bool { isBlank(byte) || byte == UInt8(ascii: ",") }
        var index = 1
        while index < comment.count, isBlank(comment[index]) { index += 1 }
        let wordStart = index
        while index < comment.count, !isWhitespace(comment[index]) { index += 1 }
        let word = UnsafeBufferPointer(rebasing: comment[wordStart..<index])
        guard word.starts(with: marker), let kind = SuppressionDirective.Kind.byName[Array(word)] else { return nil }
        var rules: [(String, SourceRange)] = []
        while true {
            while index < comment.count, isSeparator(comment[index]) { index += 1 }
            if index == comment.count || comment[index...].starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) { break }
            let idStart = index
            while index < comment.count, !isSeparator(comment[index]) { index += 1 }
            rules.append((String(decoding: UnsafeBufferPointer(rebasing: comment[idStart..<index]), as: UTF8.self),
                          SourceRange(line: line, column: column + idStart, endLine: line, endColumn: column + index)))
        }
        return SuppressionDirective(kind: kind, rules: rules,
                                    range: SourceRange(line: line, column: column, endLine: line, endColumn: column + comment.count))
    }

    private static let marker = Array("higlint-".utf8)

    /// Whether `higlint-` occurs anywhere. It looks for the marker's `g` with `memchr`, which
    /// skips through the bytes a vector at a time (`g` is rare in screen files), and compares
    /// the marker only around each one: every file is scanned, so this is a whole-corpus cost.
    static func mentionsDirective(_ bytes: [UInt8]) -> Bool {
        let g = UInt8(ascii: "g"), offsetOfG = 2
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= marker.count else { return false }
            var from = offsetOfG
            // The last `g` that could still be the marker's has the rest of the marker after it.
            let lastG = buffer.count - marker.count + offsetOfG
            while from <= lastG {
                guard let found = memchr(base + from, Int32(g), lastG - from + 1) else { return false }
                let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - offsetOfG
                if memcmp(base + start, marker, marker.count) == 0 { return true }
                from = start + offsetOfG + 1
            }
            return false
        }
    }

    static func parse(_ comment: Substring, line: Int, column: Int) -> SuppressionDirective? {
        let body = comment.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("higlint-") else { return nil }
        let word = body.prefix { !$0.isWhitespace }
        // Longest names first: "higlint-disable" is a prefix of the others.
        guard let kind = [SuppressionDirective.Kind.nextLine, .line, .file, .disable, .enable].first(where: { $0.rawValue == word }) else {
            return nil
        }
        let end = SourcePosition(line: line, column: column + comment.unicodeScalars.count)
        var rules: [(String, SourceRange)] = []
        var rest = body.dropFirst(word.count)
        var offset = column + (comment.unicodeScalars.count - rest.unicodeScalars.count)
        while !rest.isEmpty {
            let skipped = rest.prefix { $0 == " " || $0 == "\t" || $0 == "," }
            offset += skipped.unicodeScalars.count
            rest = rest.dropFirst(skipped.count)
            if rest.hasPrefix("--") || rest.isEmpty { break }
            let id = rest.prefix { $0 != " " && $0 != "\t" && $0 != "," }
            rules.append((String(id), SourceRange(line: line, column: offset, endLine: line, endColumn: offset + id.unicodeScalars.count)))
            offset += id.unicodeScalars.count
            rest = rest.dropFirst(id.count)
        }
        return SuppressionDirective(kind: kind, rules: rules, range: SourceRange(start: SourcePosition(line: line, column: column), end: end))
    }

    /// A suppression that suppresses nothing (`unused`) or names no rule (`unknown`), before it
    /// has words: `finding(for:knownRules:)` words it, and only for what is reported.
    struct Problem {
        var range: SourceRange
        var messageKey: String
        var rule: String
    }

    /// The finding for a problem (with a suggestion for a rule that does not exist).
    static func finding(for problem: Problem, knownRules: Set<String>) -> Finding {
        var arguments = ["rule": problem.rule]
        if problem.messageKey == "unknown" {
            arguments["suggestion"] = Suggestions.nearest(to: problem.rule, in: Array(knownRules).sorted()) ?? ""
        }
        return Finding(ruleID: ruleID, range: problem.range, messageKey: problem.messageKey, arguments: arguments)
    }

    /// Drops the diagnostics the directives cover, and lists a problem for each rule of a
    /// directive that covered nothing or names no rule.
    ///
    /// Linear in the directives and diagnostics (each diagnostic looks its line up; each
    /// directive that spans lines is checked against the sorted lines of the diagnostics): a file
    /// of 260,000 suppression comments compared every diagnostic with every comment.
    static func apply(_ directives: [SuppressionDirective], to diagnostics: [Diagnostic], commentOnlyLines: Set<Int>,
                      knownRules: Set<String>) -> (kept: [Diagnostic], problems: [Problem]) {
        struct Cover {
            var directive: Int
            var rule: Int
            var id: String
            var lines: ClosedRange<Int>
        }
        var covers: [Cover] = []
        var open: [String: (directive: Int, rule: Int, line: Int)] = [:]
        var problems: [Problem] = []
        for (index, directive) in directives.enumerated() {
            let line = directive.range.start.line
            let rules = directive.rules.isEmpty ? [("all", directive.range)] : directive.rules
            for (ruleIndex, rule) in rules.enumerated() {
                if rule.0 != "all", !knownRules.contains(rule.0) {
                    problems.append(Problem(range: rule.1, messageKey: "unknown", rule: rule.0))
                    continue
                }
                switch directive.kind {
                case .line:
                    covers.append(Cover(directive: index, rule: ruleIndex, id: rule.0, lines: line...line))
                case .nextLine:
                    var target = line + 1
                    while commentOnlyLines.contains(target) { target += 1 }
                    covers.append(Cover(directive: index, rule: ruleIndex, id: rule.0, lines: target...target))
                case .file:
                    covers.append(Cover(directive: index, rule: ruleIndex, id: rule.0, lines: 1...Int.max))
                case .disable:
                    open[rule.0] = (index, ruleIndex, line)
                case .enable:
                    let closing = rule.0 == "all" ? Array(open.keys) : [rule.0]
                    for id in closing {
                        if let start = open.removeValue(forKey: id) {
                            covers.append(Cover(directive: start.directive, rule: start.rule, id: id, lines: start.line...line))
                        }
                    }
                }
            }
        }
        for (id, start) in open { covers.append(Cover(directive: start.directive, rule: start.rule, id: id, lines: start.line...Int.max)) }

        // One-line covers by line; the others by rule, as sorted, merged spans.
        var oneLine: [Int: [Int]] = [:]
        var spans: [String: [ClosedRange<Int>]] = [:]
        for (index, cover) in covers.enumerated() {
            if cover.lines.count == 1 { oneLine[cover.lines.lowerBound, default: []].append(index) } else { spans[cover.id, default: []].append(cover.lines) }
        }
        for (id, list) in spans { spans[id] = merged(list) }

        var used = [Bool](repeating: false, count: covers.count)
        var kept: [Diagnostic] = []
        // Lines of the diagnostics, per rule and for all: a cover that spans lines is used when one
        // of its rule's diagnostics is on one of them.
        var linesByRule: [String: [Int]] = [:]
        var allLines: [Int] = []
        for diagnostic in diagnostics {
            let line = diagnostic.range.start.line
            var covered = false
            for index in oneLine[line] ?? [] where covers[index].id == "all" || covers[index].id == diagnostic.ruleID {
                used[index] = true
                covered = true
            }
            if !covered {
                covered = contains(spans["all"], line) || contains(spans[diagnostic.ruleID], line)
            }
            if !covered { kept.append(diagnostic) }
            linesByRule[diagnostic.ruleID, default: []].append(line)
            allLines.append(line)
        }
        allLines.sort()
        for key in linesByRule.keys { linesByRule[key]!.sort() }
        for (index, cover) in covers.enumerated() where cover.lines.count != 1 {
            used[index] = hasLine(in: cover.lines, cover.id == "all" ? allLines : linesByRule[cover.id] ?? [])
        }
        for (index, cover) in covers.enumerated() where !used[index] {
            let directive = directives[cover.directive]
            let range = directive.rules.isEmpty ? directive.range : directive.rules[cover.rule].range
            problems.append(Problem(range: range, messageKey: "unused", rule: cover.id))
        }
        return (kept, problems)
    }

    /// Sorted, overlapping and touching spans joined.
    private static func merged(_ spans: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, span.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// Whether a span of the sorted, disjoint `spans` holds `line`.
    private static func contains(_ spans: [ClosedRange<Int>]?, _ line: Int) -> Bool {
        guard let spans, !spans.isEmpty else { return false }
        // The last span starting at or before `line`.
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        return low > 0 && spans[low - 1].contains(line)
    }

    /// Whether the sorted `lines` hold one in `span`.
    private static func hasLine(in span: ClosedRange<Int>, _ lines: [Int]) -> Bool {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < span.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low] <= span.upperBound
    }
}

/// A file's text split into lines where libyaml splits them (LF, CR, CRLF, and NEL, U+2028 and
/// U+2029, which YAML 1.1 counts as line breaks too), so lines and character offsets agree
/// with the scanner's marks and the diagnostics' lines. Reads valid UTF-8.
struct YAMLLines {
    struct Line {
        var number: Int
        /// The offset, in characters from the start of the file, of the line's first character.
        var firstCharacter: Int
        /// Where its bytes are, without the break.
        var bytes: Range<Int>
    }

    private let utf8: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var number = 0
    private var offset = 0
    private var done = false

    init(_ utf8: UnsafeBufferPointer<UInt8>) {
        self.utf8 = utf8
    }

    mutating func next() -> Line? {
        guard !done else { return nil }
        let start = index
        let startOffset = offset
        var breakLength = 0
        while index < utf8.count {
            breakLength = LineBreaks.yaml.length(at: index, in: utf8)
            if breakLength > 0 { break }
            if utf8[index] & 0xC0 != 0x80 { offset += 1 }
            index += 1
        }
        number += 1
        let line = Line(number: number, firstCharacter: startOffset, bytes: start..<index)
        if index == utf8.count {
            done = true
        } else {
            // CRLF is one break of two characters; every other break is one character.
            offset += breakLength == 2 && utf8[index] == 0x0D ? 2 : 1
            index += breakLength
        }
        return line
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
