#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Word → value lookups for the screen format's closed vocabularies (keys, types, enumerations),
/// without hashing the word and without comparing it against every candidate in turn: a word
/// goes to a bucket by its length and first and last bytes, and is compared with the one or
/// two candidates there. The decoder looks up every key and many values of every element, so
/// this is one of its hottest paths.
struct Lexicon<Value>: Sendable where Value: Sendable {
    private var buckets: [[(word: String, value: Value)]]
    /// The same words as UTF-8, in the same buckets, for lookups straight from the parse tree's
    /// bytes (no string is made for them). The vocabularies are ASCII, where comparing bytes and
    /// comparing strings agree.
    private var byteBuckets: [[(word: [UInt8], value: Value)]]

    init(_ pairs: [(String, Value)]) {
        buckets = Array(repeating: [], count: 256)
        byteBuckets = Array(repeating: [], count: 256)
        for (word, value) in pairs {
            buckets[Self.bucket(of: word)].append((word, value))
            byteBuckets[Self.bucket(of: word)].append((Array(word.utf8), value))
        }
    }

    subscript(bytes bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let first = bytes.first, let last = bytes.last else { return self[""] }
        let bucket = (bytes.count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 255
        for candidate in byteBuckets[bucket] where candidate.word.count == bytes.count {
            if candidate.word.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) }) == 0 {
                return candidate.value
            }
        }
        return nil
    }

    @inline(__always)
    private static func bucket(of word: String) -> Int {
        let utf8 = word.utf8
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        return (utf8.count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 255
    }

    subscript(word: String) -> Value? {
        for candidate in buckets[Self.bucket(of: word)] where candidate.word == word {
            return candidate.value
        }
        return nil
    }
}

extension Lexicon where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// Every case of a string enumeration, by its raw value.
    init() {
        self.init(Value.allCases.map { ($0.rawValue, $0) })
    }
}

/// Every key the screen format defines, in any mapping, plus the dotted paths of keys inside a
/// presentation's `dismiss`, `resize` and `detached` that rules point at.
enum Key: Int, CaseIterable, Sendable {
    // Screen
    case screen, platform, sizeClass, viewport, elements
    // Element
    case id, type, frame, title, label, text, placeholder, help, role, editable, essential, children, presents
    // Presentation
    case content, visible, modal, purpose, api, arrow, size, compactAdaptation, dismiss, multipleSelection,
         passthrough, scrolls, resize, background, foreground, detachable, detached
    // Inside values
    case horizontal, vertical, x, y, width, height, outsideTap, onSelection, animated

    var name: String { Self.names[rawValue] }

    /// The code of a scalar that is no key.
    static let none = KeyCodes.none

    /// The keys as the readers recognise them: a scalar spelling a key is read as its code.
    static let codes = KeyCodes(names: names)

    /// Each key's name, as the case is spelled (a test holds the two together): written out, since
    /// `"\(key)"` reflects on the enumeration, about 50,000 instructions a case at every start.
    static let names: [String] = [
        "screen", "platform", "sizeClass", "viewport", "elements",
        "id", "type", "frame", "title", "label", "text", "placeholder", "help", "role", "editable", "essential", "children", "presents",
        "content", "visible", "modal", "purpose", "api", "arrow", "size", "compactAdaptation", "dismiss", "multipleSelection",
        "passthrough", "scrolls", "resize", "background", "foreground", "detachable", "detached",
        "horizontal", "vertical", "x", "y", "width", "height", "outsideTap", "onSelection", "animated",
    ]
    static let lexicon = Lexicon<Key>(Array(zip(names, allCases)))
}

/// A set of keys, as a bit mask: which keys a kind of mapping allows.
struct KeySet: Sendable {
    var bits: UInt64
    /// The keys in the order the format lists them (for suggestions and messages).
    let ordered: [Key]

    init(_ keys: [Key]) {
        ordered = keys
        bits = keys.reduce(0) { $0 | 1 << UInt64($1.rawValue) }
    }

    @inline(__always)
    func contains(_ key: Key) -> Bool { bits & 1 << UInt64(key.rawValue) != 0 }

    var names: [String] { ordered.map(\.name) }
}

/// The first entry of each allowed key of one mapping, by key: what `[String: Entry]` was, with
/// no hashing and no allocation (the slots live inline): key and value index, packed.
/// A tuple read and written through its bytes: `InlineArray` needs macOS 26 on a Mac (the package
/// supports macOS 15), and a `SIMD64` indexed by a variable cost the decoder 2.7 times the
/// instructions here (its vector is spilled to be indexed); this costs 1.1 times.
struct Fields {
    typealias Slots = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64
    )
    private var slots: Slots

    init() {
        let none = UInt64.max
        slots = (
            none, none, none, none, none, none, none, none, none, none, none, none, none, none,
            none, none, none, none, none, none, none, none, none, none, none, none, none, none,
            none, none, none, none, none, none, none, none, none, none, none, none, none, none,
            none, none, none, none, none, none
        )
    }

    @inline(__always)
    subscript(key: Key) -> TreeEntry? {
        let slot = self.slot(key)
        return slot == UInt64.max ? nil : TreeEntry(key: Int(slot >> 32), value: Int(slot & 0xFFFF_FFFF))
    }

    @inline(__always)
    func contains(_ key: Key) -> Bool { slot(key) != UInt64.max }

    mutating func set(_ key: Key, _ entry: TreeEntry) {
        let slot = UInt64(truncatingIfNeeded: entry.key) << 32 | UInt64(truncatingIfNeeded: entry.value) & 0xFFFF_FFFF
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: slot, toByteOffset: Self.offset(key), as: UInt64.self) }
    }

    @inline(__always)
    private func slot(_ key: Key) -> UInt64 {
        withUnsafeBytes(of: slots) { $0.load(fromByteOffset: Self.offset(key), as: UInt64.self) }
    }

    /// Where a key's slot is; a key past the 48th would be a programming error (ModelSeamTests
    /// holds the number of keys below it).
    @inline(__always)
    private static func offset(_ key: Key) -> Int {
        precondition(key.rawValue < 48)
        return key.rawValue &* MemoryLayout<UInt64>.stride
    }
}
