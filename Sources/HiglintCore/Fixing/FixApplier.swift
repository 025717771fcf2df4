/// Applies fixes to a file's bytes: a pure function of the bytes and the fixes.
///
/// Fixes are taken in the order given, each whole or not at all: a fix with an edit that overlaps
/// an edit already taken (or that points where the file has no such place) is left out, and its
/// finding stays. An edit equal to one already taken is the same change (an aliased element
/// reported twice) and counts as done. Nothing outside the edited ranges changes, byte for byte.
public enum FixApplier {
    public struct Outcome: Sendable, Equatable {
        public var bytes: [UInt8]
        /// Indices into the fixes given of those applied.
        public var applied: [Int]
        /// The edits made, in byte offsets of the original, first in the file first.
        public var edits: [ByteEdit]
    }

    /// One edit in byte offsets: the bytes in `range` became `replacement`.
    public struct ByteEdit: Sendable, Equatable {
        public var range: Range<Int>
        public var replacement: [UInt8]

        public init(range: Range<Int>, replacement: [UInt8]) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// `lineBreaks` are the file's reader's, so that the fixes' lines are the file's lines.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8], lineBreaks: LineBreaks) -> Outcome {
        let text = SourceText(bytes, lineBreaks: lineBreaks)
        var taken: [ByteEdit] = []
        var applied: [Int] = []
        for (index, fix) in fixes.enumerated() {
            var edits: [ByteEdit] = []
            var fits = !fix.edits.isEmpty
            for edit in fix.edits {
                guard let range = text.offsets(of: edit.range) else { fits = false; break }
                let replacement = Array(edit.replacement.utf8)
                if taken.contains(where: { $0.range == range && $0.replacement == replacement }) { continue }
                if (taken + edits).contains(where: { conflict($0.range, range) }) { fits = false; break }
                edits.append(ByteEdit(range: range, replacement: replacement))
            }
            guard fits else { continue }
            taken += edits
            applied.append(index)
        }
        taken.sort { $0.range.lowerBound < $1.range.lowerBound }
        return Outcome(bytes: splice(taken, into: bytes), applied: applied, edits: taken)
    }

    /// `bytes` with `edits` (in order, not overlapping) made.
    static func splice(_ edits: [ByteEdit], into bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = bytes.startIndex
        for edit in edits {
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.replacement
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }

    static func splice(_ edits: [ByteEdit], into bytes: [UInt8]) -> [UInt8] { splice(edits, into: bytes[...]) }

    /// Two edits conflict when their ranges share a byte, or both start at one place (two
    /// insertions there, or an insertion where a replacement starts, have no one right order).
    static func conflict(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound == b.lowerBound || (a.lowerBound < b.upperBound && b.lowerBound < a.upperBound)
    }
}
