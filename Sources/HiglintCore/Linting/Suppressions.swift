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

    /// Finds every `# higlint-…` comment, skipping `#` inside quoted scalars and in plain
    /// scalars (`a#b`), as YAML does: a comment starts at a `#` at the start of a line or after a space.
    public static func directives(in bytes: [UInt8]) -> [SuppressionDirective] {
        // Most files have no directive: find that out with one byte search, before any String.
        guard mentionsDirective(bytes) else { return [] }
        var result: [SuppressionDirective] = []
        let text = String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        var quote: Character?
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var previous: Character = " "
            var column = 0
            var index = line.startIndex
            while index < line.endIndex {
                let character = line[index]
                column += character.unicodeScalars.count
                if let open = quote {
                    if character == open {
                        quote = nil
                    } else if character == "\\" && open == "\"" {
                        let next = line.index(after: index)
                        if next < line.endIndex {
                            index = next
                            column += line[next].unicodeScalars.count
                        }
                    }
                } else if (character == "\"" || character == "'") && " \t[{,:-".contains(previous) {
                    quote = character
                } else if character == "#" && (previous == " " || previous == "\t") {
                    if let directive = parse(line[index...], line: lineNumber, column: column) { result.append(directive) }
                    break
                }
                previous = character
                index = line.index(after: index)
            }
        }
        return result
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

    /// Drops the diagnostics the directives cover, and adds an `unused-suppression` finding for
    /// each rule of a directive that covered nothing or names no rule.
    static func apply(_ directives: [SuppressionDirective], to diagnostics: [Diagnostic], commentOnlyLines: Set<Int>,
                      knownRules: Set<String>) -> (kept: [Diagnostic], problems: [Finding]) {
        struct Cover {
            var directive: Int
            var rule: Int
            var id: String
            var lines: ClosedRange<Int>
        }
        var covers: [Cover] = []
        var open: [String: (directive: Int, rule: Int, line: Int)] = [:]
        var problems: [Finding] = []
        for (index, directive) in directives.enumerated() {
            let line = directive.range.start.line
            let rules = directive.rules.isEmpty ? [("all", directive.range)] : directive.rules
            for (ruleIndex, rule) in rules.enumerated() {
                if rule.0 != "all", !knownRules.contains(rule.0) {
                    problems.append(Finding(ruleID: ruleID, range: rule.1, messageKey: "unknown",
                                            arguments: ["rule": rule.0, "suggestion": Suggestions.nearest(to: rule.0, in: Array(knownRules).sorted()) ?? ""]))
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

        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let line = diagnostic.range.start.line
            let matching = covers.indices.filter { covers[$0].lines.contains(line) && (covers[$0].id == "all" || covers[$0].id == diagnostic.ruleID) }
            if matching.isEmpty {
                kept.append(diagnostic)
            } else {
                used.formUnion(matching)
            }
        }
        for (index, cover) in covers.enumerated() where !used.contains(index) {
            let directive = directives[cover.directive]
            let range = directive.rules.isEmpty ? directive.range : directive.rules[cover.rule].range
            problems.append(Finding(ruleID: ruleID, range: range, messageKey: "unused", arguments: ["rule": cover.id]))
        }
        return (kept, problems)
    }

    /// Lines whose first non-blank character is `#`: `disable-next-line` skips them, so several
    /// suppressions can stand one above the other.
    static func commentOnlyLines(in bytes: [UInt8]) -> Set<Int> {
        var result = Set<Int>()
        var line = 1
        var atStart = true
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                atStart = true
            } else if atStart, byte == UInt8(ascii: "#") {
                result.insert(line)
                atStart = false
            } else if byte != 0x20 && byte != 0x09 {
                atStart = false
            }
            index += 1
        }
        return result
    }
}
