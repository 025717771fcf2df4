/// A unified diff of the edits a fix run would make, as `diff -u` and `ruff --diff` print it:
/// `--- a/path`, `+++ b/path`, then hunks with three lines of context. Made from the edits
/// themselves, so it shows exactly the lines they touch.
public enum UnifiedDiff {
    public static let context = 3

    /// One change: old lines `oldStart..<oldStart+oldCount` (0-based) become `newLines`.
    struct Change {
        var oldStart: Int
        var oldCount: Int
        var newLines: [ArraySlice<UInt8>]
        var oldEnd: Int { oldStart + oldCount }
    }

    /// The diff of `edits` (byte offsets into `original`, in order, not overlapping); empty when none.
    public static func render(path: String, original: [UInt8], edits: [FixApplier.ByteEdit]) -> String {
        render(pathBytes: Array(path.utf8), original: original, edits: edits)
    }

    /// The same, for a file-system path given as bytes (a name that is not UTF-8 keeps its bytes).
    public static func render(pathBytes: [UInt8], original: [UInt8], edits: [FixApplier.ByteEdit]) -> String {
        let lines = splitLines(original[...])
        let changes = self.changes(original: original, lines: lines, edits: edits)
        guard !changes.isEmpty else { return "" }
        var out = "--- \(header("a/", pathBytes))\n+++ \(header("b/", pathBytes))\n"
        var delta = 0
        var index = 0
        while index < changes.count {
            var last = index
            while last + 1 < changes.count, changes[last + 1].oldStart - changes[last].oldEnd <= 2 * context { last += 1 }
            let group = changes[index...last]
            let oldFrom = max(0, group.first!.oldStart - context)
            let oldTo = min(lines.count, group.last!.oldEnd + context)
            var body: [(Character, ArraySlice<UInt8>)] = []
            var at = oldFrom
            var groupDelta = 0
            for change in group {
                body += lines[at..<change.oldStart].map { (" ", $0) }
                body += lines[change.oldStart..<change.oldEnd].map { ("-", $0) }
                body += change.newLines.map { ("+", $0) }
                groupDelta += change.newLines.count - change.oldCount
                at = change.oldEnd
            }
            body += lines[at..<oldTo].map { (" ", $0) }
            let oldCount = oldTo - oldFrom
            let newCount = oldCount + groupDelta
            out += "@@ -\(range(oldFrom, oldCount)) +\(range(oldFrom + delta, newCount)) @@\n"
            for (mark, line) in body {
                out.append(mark)
                out += String(decoding: line, as: UTF8.self)
                if line.last != 0x0A, line.last != 0x0D { out += "\n\\ No newline at end of file\n" }
            }
            delta += groupDelta
            index = last + 1
        }
        return out
    }

    /// A header's name as git writes it, so that `git apply` and `patch -p1` both take it:
    /// `a/` or `b/`, then the path without `./` parts or a leading slash (`a/tmp/x.yaml`), in
    /// double quotes with C escapes (`\n`, `\"`, `\\`, octal for other bytes) when it holds a
    /// control character, a quote, a backslash, a space or a byte that is not ASCII (issue #30:
    /// `a/./x.yaml`, and a name with a line feed broke the whole diff).
    static func header(_ side: String, _ path: [UInt8]) -> String {
        var parts: [ArraySlice<UInt8>] = []
        for part in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) where !part.elementsEqual([UInt8(ascii: ".")]) {
            parts.append(part)
        }
        let name = Array(side.utf8) + Array(parts.joined(separator: [UInt8(ascii: "/")]))
        let plain = name.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if plain { return String(decoding: name, as: UTF8.self) }
        var quoted = "\""
        for byte in name {
            switch byte {
            case 0x07: quoted += "\\a"
            case 0x08: quoted += "\\b"
            case 0x09: quoted += "\\t"
            case 0x0A: quoted += "\\n"
            case 0x0B: quoted += "\\v"
            case 0x0C: quoted += "\\f"
            case 0x0D: quoted += "\\r"
            case UInt8(ascii: "\""): quoted += "\\\""
            case UInt8(ascii: "\\"): quoted += "\\\\"
            case 0x20..<0x7F: quoted.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let octal = String(byte, radix: 8)
                quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return quoted + "\""
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// The file's lines with their line endings (a last line without one included): LF, CR and
    /// CRLF end one (`LineBreaks.standard`), a byte-order mark is part of the first.
    static func splitLines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        let lines = bytes.withUnsafeBufferPointer { LineMap($0, lineBreaks: .standard, skipsByteOrderMark: false) }
        return (1...lines.lineCount).compactMap { line in
            let start = bytes.startIndex + lines.lineStart(line), end = bytes.startIndex + lines.nextLineStart(line)
            return start < end ? bytes[start..<end] : nil
        }
    }

    /// The lines each run of edits touches, before and after, less the lines both share.
    private static func changes(original: [UInt8], lines: [ArraySlice<UInt8>], edits: [FixApplier.ByteEdit]) -> [Change] {
        let starts = lines.map(\.startIndex)
        func line(of offset: Int) -> Int {
            var low = 0, high = max(0, starts.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        var blocks: [(first: Int, last: Int, edits: [FixApplier.ByteEdit])] = []
        for edit in edits {
            let first = line(of: edit.range.lowerBound)
            let last = max(first, line(of: max(edit.range.lowerBound, edit.range.upperBound - 1)))
            if let previous = blocks.last, first <= previous.last {
                blocks[blocks.count - 1].last = max(previous.last, last)
                blocks[blocks.count - 1].edits.append(edit)
            } else {
                blocks.append((first, last, [edit]))
            }
        }
        return blocks.compactMap { block in
            let oldLines = lines.isEmpty ? [] : Array(lines[block.first...block.last])
            let from = lines.isEmpty ? 0 : starts[block.first]
            let to = lines.isEmpty ? 0 : lines[block.last].endIndex
            let shifted = block.edits.map { FixApplier.ByteEdit(range: ($0.range.lowerBound - from)..<($0.range.upperBound - from), replacement: $0.replacement) }
            let newBytes = FixApplier.splice(shifted, into: Array(original[from..<to]))
            var newLines = splitLines(newBytes[...]).map { ArraySlice(Array($0)) }
            var old = oldLines[...]
            while let a = old.first, let b = newLines.first, a.elementsEqual(b) { old.removeFirst(); newLines.removeFirst() }
            while let a = old.last, let b = newLines.last, a.elementsEqual(b) { old.removeLast(); newLines.removeLast() }
            guard !old.isEmpty || !newLines.isEmpty else { return nil }
            let oldStart = block.first + (old.startIndex - oldLines.startIndex)
            return Change(oldStart: oldStart, oldCount: old.count, newLines: newLines)
        }
    }
}
