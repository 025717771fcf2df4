/// Words a reader recognises among the scalars it reads, each given a small code (its place in
/// `names`), so that whoever reads the tree compares codes, not text. Parsing has no vocabulary of
/// its own: the model passes its keys in (`Key.codes`).
struct KeyCodes: Sendable {
    /// The code of a scalar that is none of the words.
    static let none: UInt8 = 255
    /// No words: every scalar keeps its text.
    static let empty = KeyCodes(names: [])

    let names: [String]
    let utf8Names: [[UInt8]]
    /// Each word's slot, by length and first and last byte; no two words may share one (checked
    /// when the table is made, for the few dozen words of one vocabulary).
    private let byteTable: [UInt8]

    init(names: [String]) {
        precondition(names.count < Int(Self.none), "KeyCodes: at most 254 words")
        self.names = names
        utf8Names = names.map { Array($0.utf8) }
        var table = [UInt8](repeating: Self.none, count: 512)
        for (code, bytes) in utf8Names.enumerated() {
            precondition(!bytes.isEmpty && bytes.count <= Self.maxLength, "KeyCodes: a word of 1 to 24 bytes")
            let slot = Self.slot(count: bytes.count, first: bytes[0], last: bytes[bytes.count - 1])
            precondition(table[slot] == Self.none, "KeyCodes: two words share a slot")
            table[slot] = UInt8(code)
        }
        byteTable = table
    }

    private static let maxLength = 24

    @inline(__always)
    private static func slot(count: Int, first: UInt8, last: UInt8) -> Int {
        (count &+ Int(first) &* 4 &+ Int(last) &* 13) & 511
    }

    /// The word these UTF-8 bytes spell, as its code, or `none`: a table lookup, then one byte
    /// comparison. Readers call it for every scalar.
    @inline(__always)
    func code(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let count = bytes.count
        guard count > 0, count <= Self.maxLength else { return Self.none }
        let code = byteTable[Self.slot(count: count, first: bytes[0], last: bytes[count - 1])]
        guard code != Self.none else { return Self.none }
        return utf8Names[Int(code)].withUnsafeBufferPointer { name in
            guard name.count == count else { return Self.none }
            // A few bytes: compared here, not through a call to `memcmp` for every scalar.
            for index in 0..<count where name[index] != bytes[index] { return Self.none }
            return code
        }
    }
}
