/// What both readers do with a file's bytes before parsing, so YAML and JSON files in the same
/// encoding get the same outcome (docs/security.md, "Encodings").
///
/// - UTF-8, with or without a byte-order mark: read as is.
/// - UTF-16 with a byte-order mark (what Windows tools such as PowerShell's `>` write): transcoded
///   to UTF-8 first, so positions (lines, columns in Unicode scalars) are the same as in the UTF-8
///   copy of the file. libyaml reads UTF-16 on its own and our JSON reader does not; transcoding
///   here makes both accept it and both count positions the same way.
/// - UTF-32 with a byte-order mark: one failure at 1:1 naming the encoding.
/// - Anything else is left to the readers, which report invalid UTF-8 and NUL bytes at their
///   position.
enum TextEncoding {
    static func utf8(_ bytes: [UInt8], lineBreaks: LineBreaks) -> Result<[UInt8], ParseFailure> {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return .failure(ParseFailure(message: "the file is UTF-32 text; save it as UTF-8",
                                         position: SourcePosition(line: 1, column: 1)))
        }
        if bytes.starts(with: [0xFF, 0xFE]) { return transcodeUTF16(bytes, bigEndian: false, lineBreaks: lineBreaks) }
        if bytes.starts(with: [0xFE, 0xFF]) { return transcodeUTF16(bytes, bigEndian: true, lineBreaks: lineBreaks) }
        return .success(bytes)
    }

    private static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool, lineBreaks: LineBreaks) -> Result<[UInt8], ParseFailure> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
        func failure(_ problem: String) -> Result<[UInt8], ParseFailure> {
            let position = output.withUnsafeBufferPointer { LineMap.position(ofByteOffset: $0.count, in: $0, lineBreaks: lineBreaks) }
            return .failure(ParseFailure(message: "\(problem) in \(name) text", position: position))
        }
        var index = 2
        func unit(at offset: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
                      : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        while index + 1 < bytes.count {
            var code = unit(at: index)
            index += 2
            if (0xD800...0xDBFF).contains(code) {
                guard index + 1 < bytes.count else { return failure("a truncated surrogate pair") }
                let low = unit(at: index)
                guard (0xDC00...0xDFFF).contains(low) else { return failure("an unpaired surrogate") }
                index += 2
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                return failure("an unpaired surrogate")
            }
            UTF8.encode(Unicode.Scalar(code)!) { output.append($0) }
        }
        if index < bytes.count { return failure("an odd number of bytes") }
        return .success(output)
    }
}
