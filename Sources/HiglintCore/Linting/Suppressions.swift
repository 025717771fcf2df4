#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether `higlint-` occurs anywhere. It looks for the marker's `g` with `memchr`, which
    /// skips through the bytes a vector at a time (`g` is rare in screen files), and compares
    /// the marker only around each one: every file is scanned, so this is a whole-corpus cost.
    public static func mentionsDirective(_ bytes: [UInt8]) -> Bool {
        let g = UInt8(ascii: "g"), offsetOfG = 2
        return bytes.withUnsafeBufferPointer { buffer in
            let marker = SuppressionDirective.marker
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
