/// The check that an XML file is UTF-8 text without NUL (what libxml2 is then given), which
/// finds its lines in the same pass and hands them over as the file's `LineMap`
/// (`LineBreaks.standard`: CRLF and a lone CR each end one line), so a storyboard is walked once
/// before parsing.
enum XMLText {
    /// The first byte that is not UTF-8 text, when there is one, with what is wrong with it.
    struct Problem: Equatable {
        var offset: Int
        var message: String
    }

    /// The lines of `bytes`, and the first NUL byte or invalid UTF-8 sequence, if any: the lines
    /// then end there.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (lines: LineMap, problem: Problem?) {
        var starts: [Int] = []
        starts.reserveCapacity(bytes.count / 48 + 1)
        var index = LineMap.hasByteOrderMark(bytes) ? 3 : 0
        starts.append(index)
        var problem: Problem?
        var isASCII = true
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            // Eight printable ASCII bytes at a time: most of a storyboard between line breaks.
            if let base, index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                // No byte with its top bit set, and none below 0x20 (a control character or line break).
                if word & high == 0 && (word &- 0x2020_2020_2020_2020) & ~word & high == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 {
                index += 1
            } else if byte == 0x0A || byte == 0x0D {
                index += LineBreaks.standard.length(at: index, in: bytes)
                starts.append(index)
            } else if byte < 0x20 {
                if byte == 0 {
                    problem = Problem(offset: index, message: "a NUL byte; the file is binary, or UTF-16 text without a byte-order mark")
                    break
                }
                index += 1
            } else {
                isASCII = false
                let length = sequenceLength(bytes, at: index)
                if length == 0 {
                    let hex = String(byte, radix: 16, uppercase: true)
                    problem = Problem(offset: index, message: "a byte that is not UTF-8 text (0x\(hex)): a binary file, or another encoding?")
                    // Nothing past it is read: the lines cover the file up to the problem.
                    break
                } else {
                    index += length
                }
            }
        }
        // Past a problem nothing is known of the bytes: not ASCII, so columns are counted.
        return (LineMap(lineStarts: starts, in: bytes, lineBreaks: .standard, isASCII: isASCII && problem == nil), problem)
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 (RFC 3629: no
    /// overlong forms, no surrogates, nothing past U+10FFFF).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
