import HiglintCore
import SwiftSyntax

/// Turns swift-syntax's UTF-8 byte offsets into the positions higlint reports: 1-based lines and
/// 1-based columns counted in Unicode scalars, as for YAML and JSON. swift-syntax's own
/// `SourceLocationConverter` counts columns in bytes, which puts every finding after a `é` or an
/// emoji on the wrong column. CRLF and a lone CR end one line each.
struct SourceLines {
    private let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// No byte past 0x7F: a column is then the byte distance from the line's start.
    let isASCII: Bool
    /// No NUL byte. With `isASCII`, the bytes are UTF-8 text (`SyntaxProblems.encodingProblem`).
    let hasNoNUL: Bool
    /// Added to every line: another file's code read into this file's screens is numbered past
    /// this file's last line (`OtherFileLines`).
    var lineOffset = 0

    var lineCount: Int { lineStarts.count }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        var anyByte: UInt8 = 0
        var leastByte: UInt8 = 0xFF
        while index < bytes.count {
            let byte = bytes[index]
            anyByte |= byte
            leastByte = min(leastByte, byte)
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index + 1) }
            index += 1
        }
        lineStarts = starts
        isASCII = anyByte < 0x80
        hasNoNUL = leastByte > 0
    }

    /// The position of a byte offset (clamped into the file).
    func position(at offset: Int) -> SourcePosition {
        let offset = min(max(0, offset), bytes.count)
        // The last line starting at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        if isASCII { return SourcePosition(line: low + 1 + lineOffset, column: 1 + offset - start) }
        // A UTF-8 continuation byte (10xxxxxx) belongs to the scalar before it.
        let continuations = bytes.withUnsafeBufferPointer { buffer in
            buffer[start..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 1 : 0) }
        }
        return SourcePosition(line: low + 1 + lineOffset, column: 1 + offset - start - continuations)
    }

    func position(_ absolute: AbsolutePosition) -> SourcePosition { position(at: absolute.utf8Offset) }

    /// From the node's first character to the end of its last, trivia (spaces, comments) left out.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(node.positionAfterSkippingLeadingTrivia),
                    end: position(node.endPositionBeforeTrailingTrivia))
    }

    /// From the start of `first` to the end of `last`.
    func range(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(first.positionAfterSkippingLeadingTrivia),
                    end: position(last.endPositionBeforeTrailingTrivia))
    }

    /// `.popover` in `Button("Info").popover(…)`: the dot and the name, not the view before them.
    func range(ofModifier member: MemberAccessExprSyntax) -> SourceRange {
        range(from: member.period, to: member.declName)
    }

    /// The 1-based line of a byte offset.
    func line(at offset: Int) -> Int { position(at: offset).line }
}

/// SwiftSyntax has a `SourceRange` of its own (in byte columns); here the name means higlint's.
typealias SourceRange = HiglintCore.SourceRange
typealias SourcePosition = HiglintCore.SourcePosition
