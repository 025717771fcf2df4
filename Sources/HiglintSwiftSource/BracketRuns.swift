import Foundation

/// swift-syntax 603's parser takes time that doubles with each `[` in a row (only whitespace,
/// newlines or comments between them), in type and expression position alike: it looks ahead
/// past each one to tell an array from a dictionary or a type. 18 in a row took over a minute,
/// so the bytes are checked before they reach the parser.
enum BracketRuns {
    /// The longest run read. Real code rarely has more than 4 (`[[[[Int]]]]`); a matrix literal
    /// `[[1, 2], [3, 4]]` starts with 2.
    static let maxRun = 10
    /// The runs of 4 or more in one file cost at most this many 2^run units together: 256 runs of
    /// 10 or 16,384 runs of 4. A unit is about 0.3 µs of a release build's parse.
    static let budget = 1 << 18
    static let smallestCounted = 4

    /// The first run of `[` past `maxRun`, or the run that takes the file past `budget`. Brackets
    /// inside comments and string literals are not code and do not count.
    static func problem(in bytes: [UInt8]) -> SyntaxProblem? {
        guard mayHoldARun(bytes) else { return nil }
        var scanner = Scanner(bytes: bytes)
        return scanner.firstProblem()
    }

    /// Whether some `[` is followed, past spaces and line breaks, by another `[` or by a `/` that
    /// may start a comment: without one there is no run of two, and the scan above is not needed.
    /// Most files have none; this look takes a third of the scan's time.
    private static func mayHoldARun(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "[") {
                index += 1
                while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index]) {
                    index += 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "/") { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var run = 0
        var runStart = 0
        var spent = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func firstProblem() -> SyntaxProblem? {
            while index < bytes.count {
                let current = bytes[index]
                switch current {
                case UInt8(ascii: "["):
                    if run == 0 { runStart = index }
                    run += 1
                    index += 1
                    continue
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                    continue
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                    skipLineComment()
                    continue
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                default:
                    break
                }
                if run > 0, let problem = endRun() { return problem }
                if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") {
                    skipString()
                } else {
                    index += 1
                }
            }
            return endRun()
        }

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

        private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        private mutating func skipLineComment() {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }

        /// Swift's block comments nest.
        private mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// A string literal from its opening `"`, `"""` or `#…"` to its close, roughly: an
        /// interpolation's own strings end it early, which only makes the check count less.
        private mutating func skipString() {
            var hashes = 0
            while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard byte(at: index + hashes) == UInt8(ascii: "\"") else {
                index += max(1, hashes)
                return
            }
            index += hashes
            let quotes = bytes[index..<min(bytes.count, index + 3)].elementsEqual([34, 34, 34]) ? 3 : 1
            index += quotes
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\\"), hashes == 0 {
                    index += 2
                } else if current == UInt8(ascii: "\n"), quotes == 1 {
                    return
                } else if current == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                    index += quotes + hashes
                    return
                } else {
                    index += 1
                }
            }
        }

        private func closes(quotes: Int, hashes: Int) -> Bool {
            for offset in 0..<(quotes + hashes) {
                let expected = offset < quotes ? UInt8(ascii: "\"") : UInt8(ascii: "#")
                if byte(at: index + offset) != expected { return false }
            }
            return true
        }
    }
}
