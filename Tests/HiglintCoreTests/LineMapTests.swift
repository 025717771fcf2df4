import XCTest
@testable import HiglintCore

/// The one line map: every byte offset's position agrees with counting from the file's start,
/// and every position goes back to its offset, whatever the breaks, the characters and the
/// length of the lines (past a checkpoint's spacing), and when a reader hands over the lines.
final class LineMapTests: XCTestCase {
    /// Pieces a text is made of: ASCII, two-, three- and four-byte characters, every break.
    static let pieces = ["a", "popover ", "é", "팝", "😀", "\t", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]

    private func text(seed: UInt64, pieces count: Int, longLines: Bool) -> [UInt8] {
        var state = seed
        var text = ""
        for _ in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let index = Int(state >> 33) % Self.pieces.count
            // Long lines: breaks are rare, so lines pass the checkpoint spacing.
            if longLines, index >= 6, state & 0xFF != 0 { text += "x"; continue }
            text += Self.pieces[index]
        }
        return Array(text.utf8)
    }

    /// Each place a character starts (not inside a byte-order mark or a line break): its position
    /// is the one counted from the start, and goes back to it.
    private func assertAgreesWithCountingFromTheStart(_ bytes: [UInt8], _ map: LineMap, _ context: String) {
        bytes.withUnsafeBufferPointer { buffer in
            var counted = SourcePosition(line: 1, column: 1)
            var offset = map.lineStart(1)
            while true {
                let position = map.position(of: offset, in: buffer)
                if position != counted { return XCTFail("\(context) offset \(offset): \(position), counted \(counted)") }
                if map.offset(of: position, in: bytes) != offset { return XCTFail("\(context) offset \(offset) not back from \(position)") }
                guard offset < bytes.count else { return }
                let breakLength = map.lineBreaks.length(at: offset, in: buffer)
                if breakLength > 0 {
                    offset += breakLength
                    counted = SourcePosition(line: counted.line + 1, column: 1)
                } else {
                    offset += 1
                    while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                    counted.column += 1
                }
            }
        }
    }

    func testPositionsAgreeWithCountingFromTheStart() {
        for seed in 1...6 as ClosedRange<UInt64> {
            for longLines in [false, true] {
                let bytes = text(seed: seed, pieces: longLines ? 6_000 : 600, longLines: longLines)
                for lineBreaks in [LineBreaks.standard, .yaml] {
                    let context = "seed \(seed) long \(longLines) \(lineBreaks)"
                    assertAgreesWithCountingFromTheStart(bytes, LineMap(bytes, lineBreaks: lineBreaks), context)
                    assertAgreesWithCountingFromTheStart([0xEF, 0xBB, 0xBF] + bytes, LineMap([0xEF, 0xBB, 0xBF] + bytes, lineBreaks: lineBreaks),
                                                         context + " BOM")
                }
            }
        }
    }

    /// A reader's own pass found the lines (the storyboard reader's UTF-8 check): the same map.
    func testLinesHandedOverMakeTheSameMap() {
        for seed in 1...6 as ClosedRange<UInt64> {
            let bytes = text(seed: seed, pieces: 3_000, longLines: seed.isMultiple(of: 2))
            let scanned = LineMap(bytes, lineBreaks: .standard)
            let handedOver = bytes.withUnsafeBufferPointer {
                LineMap(lineStarts: scanned.lineStarts, in: $0, lineBreaks: .standard, isASCII: scanned.isASCII)
            }
            for line in 1...scanned.lineCount {
                XCTAssertEqual(handedOver.lineContentEnd(line), scanned.lineContentEnd(line), "seed \(seed) line \(line)")
            }
            assertAgreesWithCountingFromTheStart(bytes, handedOver, "seed \(seed) handed over")
        }
    }

    /// An ASCII file's columns are byte distances; a column past a line's end is no place, and
    /// clamped it is the line's end.
    func testAnASCIIFilesColumnsAndPlacesPastALinesEnd() {
        let bytes = Array("ab\r\ncd\n".utf8)
        let map = LineMap(bytes, lineBreaks: .standard)
        XCTAssertTrue(map.isASCII)
        XCTAssertEqual(map.position(of: 5, in: bytes), SourcePosition(line: 2, column: 2))
        XCTAssertEqual(map.offset(of: SourcePosition(line: 1, column: 3), in: bytes), 2)
        XCTAssertNil(map.offset(of: SourcePosition(line: 1, column: 4), in: bytes))
        XCTAssertEqual(map.clampedOffset(of: SourcePosition(line: 1, column: 9), in: bytes), 2)
        XCTAssertEqual(map.clampedOffset(of: SourcePosition(line: 9, column: 1), in: bytes), bytes.count)
        XCTAssertEqual(map.position(of: 99, in: bytes), SourcePosition(line: 3, column: 1), "held inside the file")
    }
}
