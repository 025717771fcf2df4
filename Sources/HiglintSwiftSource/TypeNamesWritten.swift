/// The type names the run's Swift files write, found by a scan of their words before any file is
/// parsed: it may count a word in a comment or a string, but misses no type name as code writes
/// it. The index uses it to keep a file's tree only when another file may need it.
struct TypeNamesWritten {
    /// Each word written right after `struct`, `class`, `enum` or `actor` in some file, with the
    /// numbers of the files that write it anywhere, in order.
    private var writers: [String: [Int]] = [:]

    init(_ files: [[UInt8]]) {
        for bytes in files {
            var afterKeyword = false
            Self.forEachWord(in: bytes) { word in
                if afterKeyword { writers[String(decoding: word, as: UTF8.self)] = [] }
                afterKeyword = Self.introducesType(word)
            }
        }
        guard !writers.isEmpty else { return }
        // A word is made a string only when its hash has a bit set by a name's: most words have not.
        var filter = WordFilter()
        for name in writers.keys { Array(name.utf8).withUnsafeBufferPointer { filter.insert(Self.hash($0)) } }
        for (number, bytes) in files.enumerated() {
            var written = Set<String>()
            Self.forEachWord(in: bytes) { word in
                guard filter.mayContain(Self.hash(word)) else { return }
                let name = String(decoding: word, as: UTF8.self)
                if writers[name] != nil { written.insert(name) }
            }
            for name in written { writers[name]!.append(number) }
        }
    }

    /// Whether some file writes `name` right after `struct`, `class`, `enum` or `actor`.
    func isDeclared(_ name: String) -> Bool {
        writers[name] != nil
    }

    /// Whether a file besides the one that declares `name` writes it.
    func isWrittenElsewhere(_ name: String) -> Bool {
        (writers[name]?.count ?? 0) > 1
    }

    /// The numbers of the files that write `name`, when some file declares it.
    func files(writing name: String) -> [Int] {
        writers[name] ?? []
    }

    private static let typeKeywords: [[UInt8]] = [Array("struct".utf8), Array("class".utf8), Array("enum".utf8), Array("actor".utf8)]

    /// `struct`, `class`, `enum` or `actor`; the length and first byte are checked first.
    private static func introducesType(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (4...6).contains(word.count), let first = word.first,
              first == UInt8(ascii: "s") || first == UInt8(ascii: "c") || first == UInt8(ascii: "e") || first == UInt8(ascii: "a") else {
            return false
        }
        return typeKeywords.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    /// FNV-1a: the same bytes always give the same hash, which is all a filter needs.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Each run of identifier bytes (letters, digits, `_`, anything outside ASCII), in order.
    /// Words are views of the bytes, not copies: a file's scan makes no string but for a name.
    @inline(__always)
    static func forEachWord(in bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        wordBytes.withUnsafeBufferPointer { isWordByte in
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < buffer.count {
                    guard isWordByte[Int(buffer[index])] else { index += 1; continue }
                    let start = index
                    index += 1
                    while index < buffer.count, isWordByte[Int(buffer[index])] { index += 1 }
                    body(UnsafeBufferPointer(rebasing: buffer[start..<index]))
                }
            }
        }
    }

    /// Whether `byte` is part of a word.
    static func isWordByte(_ byte: UInt8) -> Bool { wordBytes[Int(byte)] }

    /// For each byte, whether it is part of a word: a table, as every byte of every file is looked up.
    private static let wordBytes: [Bool] = (0...255).map { byte in
        byte >= 0x80 || byte == Int(UInt8(ascii: "_")) || (byte | 0x20 >= Int(UInt8(ascii: "a")) && byte | 0x20 <= Int(UInt8(ascii: "z")))
            || (byte >= Int(UInt8(ascii: "0")) && byte <= Int(UInt8(ascii: "9")))
    }
}

/// A set of hashes that may answer yes for one not in it, but never no for one that is: a bit per
/// hash's low 16 bits, looked up without hashing again.
struct WordFilter: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1024)

    mutating func insert(_ hash: UInt64) {
        bits[Int(hash >> 6 & 1023)] |= 1 << (hash & 63)
    }

    func mayContain(_ hash: UInt64) -> Bool {
        bits[Int(hash >> 6 & 1023)] & 1 << (hash & 63) != 0
    }
}
