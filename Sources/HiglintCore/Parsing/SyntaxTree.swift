#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The parse tree the linter works on: every value of one document as a 24-byte record in one
/// arena, in document order (a container first, then everything inside it), and the text of
/// scalars in one byte buffer. Nothing is allocated per value, nothing is reference-counted per
/// value, and dropping a tree frees a handful of blocks.
///
/// A value is addressed by its index in the arena. A container's record holds the index just
/// past its last descendant, so its children are found by walking forward (`next`), and an alias
/// is a record that names the value it stands for (`resolved`): an aliased subtree is shared,
/// never copied. Merge keys (`<<`) hide their entry and add alias records for the merged ones.
///
/// Why: the tree of `Node`s (enums holding arrays) cost 40 bytes a value plus an allocation per
/// container, held twice while a container was open; a 10 MiB list of `{}` peaked at 1.8 GB with
/// the model (docs/security.md). Here a value costs 24 bytes, once, plus its text.
///
/// Built by one reader on one thread, then only read: it is shared by the screens decoded from it
/// (their elements point into it), which is why it is a class. `@unchecked Sendable` for the
/// same reason: a lock would guard nothing once it is built, and would cost every read.
final class SyntaxTree: @unchecked Sendable {
    enum Kind: UInt32 {
        case scalar = 0, mapping = 1, sequence = 2, alias = 3
    }

    // Unchecked: a class's stored `var` is otherwise guarded at run time against overlapping
    // access on every read (swift_beginAccess): 155 M of 1,741 M instructions over the benchmark
    // stream (callgrind). The tree is built by one reader on one thread and only read after.
    @exclusivity(unchecked) private var nodes = ChunkedBuffer<RawNode>()
    @exclusivity(unchecked) private var text = ByteBuffer()
    /// The words read as codes rather than kept as text (the screen format's keys, for the linter).
    let keys: KeyCodes

    init(keys: KeyCodes = .empty) {
        self.keys = keys
    }

    deinit {
        nodes.deallocate()
        text.deallocate()
    }

    /// Values (records) in the tree.
    var count: Int { nodes.count }

    /// Bytes the tree holds in its buffers: what `ParseLimits.maxValues` bounds.
    var allocatedBytes: Int { nodes.allocatedBytes + text.capacity }

    /// Empties the tree for the next document, keeping its first blocks.
    func removeAll() {
        nodes.removeAll()
        text.removeAll()
    }

    // MARK: - Building

    /// Appends a scalar. `keyCode` is `keys.code(of:)` of its text; a key's text is not stored
    /// (it is the key's name).
    @discardableResult
    func appendScalar(_ bytes: UnsafeBufferPointer<UInt8>, keyCode: UInt8, quoted: Bool, tag: Scalar.Tag,
                      range: SourceRange) -> Int {
        var payload = RawNode.noText
        if keyCode == KeyCodes.none, !bytes.isEmpty { payload = text.append(bytes) }
        var info = RawNode.info(kind: .scalar, keyCode: keyCode) | (quoted ? RawNode.quotedBit : 0)
            | UInt32(tag.rawValue) << RawNode.tagShift
        if !quoted, bytes.count == 2, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "<") { info |= RawNode.mergeKeyBit }
        nodes.append(RawNode(range: range, payload: payload, info: info))
        return nodes.count - 1
    }

    @discardableResult
    func appendScalar(_ string: String, quoted: Bool, tag: Scalar.Tag = .none, range: SourceRange) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            appendScalar(bytes, keyCode: keys.code(of: bytes), quoted: quoted, tag: tag, range: range)
        }
    }

    /// Appends a mapping or sequence whose end is not known yet: its children follow it, and
    /// `close` finishes it.
    func open(mapping: Bool, at start: SourcePosition) -> Int {
        nodes.append(RawNode(range: SourceRange(start: start, end: start), payload: 0,
                             info: RawNode.info(kind: mapping ? .mapping : .sequence, keyCode: KeyCodes.none)))
        return nodes.count - 1
    }

    /// Ends the container at `index`: everything appended since `open` is inside it.
    func close(_ index: Int, at end: SourcePosition) {
        nodes[index].endLine = UInt32(truncatingIfNeeded: end.line)
        nodes[index].endColumn = UInt32(truncatingIfNeeded: end.column)
        nodes[index].payload = UInt32(truncatingIfNeeded: nodes.count)
    }

    /// Appends a value that stands for the value at `target` (resolved first: never an alias).
    @discardableResult
    func appendAlias(to target: Int) -> Int {
        let resolvedTarget = resolved(target)
        nodes.append(RawNode(range: range(resolvedTarget), payload: UInt32(truncatingIfNeeded: resolvedTarget),
                             info: RawNode.info(kind: .alias, keyCode: KeyCodes.none)))
        return nodes.count - 1
    }

    /// Leaves the entry whose key is at `keySlot` out of its mapping (a merge key, once merged).
    func hideEntry(keySlot: Int) {
        nodes[keySlot].info |= RawNode.hiddenBit
    }

    // MARK: - Reading

    @inline(__always)
    func kind(_ index: Int) -> Kind {
        Kind(rawValue: nodes[index].info & 3)!
    }

    /// The value an alias stands for; any other value itself.
    @inline(__always)
    func resolved(_ index: Int) -> Int {
        let node = nodes[index]
        return node.info & 3 == Kind.alias.rawValue ? Int(node.payload) : index
    }

    /// The index just past the value at `index` and everything inside it: its next sibling.
    @inline(__always)
    func next(_ index: Int) -> Int {
        let node = nodes[index]
        let kind = node.info & 3
        return kind == Kind.mapping.rawValue || kind == Kind.sequence.rawValue ? Int(node.payload) : index + 1
    }

    @inline(__always)
    func range(_ index: Int) -> SourceRange {
        nodes[index].range
    }

    @inline(__always)
    func keyCode(_ index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: nodes[index].info >> RawNode.keyCodeShift)
    }

    @inline(__always)
    func isHidden(_ index: Int) -> Bool { nodes[index].info & RawNode.hiddenBit != 0 }

    @inline(__always)
    func isMergeKey(_ index: Int) -> Bool { nodes[index].info & RawNode.mergeKeyBit != 0 }

    @inline(__always)
    func isMapping(_ index: Int) -> Bool { kind(index) == .mapping }

    @inline(__always)
    func isSequence(_ index: Int) -> Bool { kind(index) == .sequence }

    @inline(__always)
    func isScalar(_ index: Int) -> Bool { kind(index) == .scalar }

    func style(_ index: Int) -> Scalar.Style { nodes[index].info & RawNode.quotedBit != 0 ? .quoted : .plain }

    func tag(_ index: Int) -> Scalar.Tag {
        Scalar.Tag(rawValue: UInt8(truncatingIfNeeded: nodes[index].info >> RawNode.tagShift & 7)) ?? .other
    }

    /// The UTF-8 bytes of the scalar at `index` (a key's name for a key).
    @inline(__always)
    func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[index]
        let code = UInt8(truncatingIfNeeded: node.info >> RawNode.keyCodeShift)
        if code != KeyCodes.none { return keys.utf8Names[Int(code)].withUnsafeBufferPointer(body) }
        if node.payload == RawNode.noText { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return text.withBytes(at: Int(node.payload), body)
    }

    /// The text of the scalar at `index`.
    func text(_ index: Int) -> String {
        let code = keyCode(index)
        if code != KeyCodes.none { return keys.names[Int(code)] }
        return withBytes(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The scalar at `index` as the public `Scalar`.
    func scalar(_ index: Int) -> Scalar {
        Scalar(text(index), style: style(index), tag: tag(index))
    }

    func isNull(_ index: Int) -> Bool {
        let info = nodes[index].info
        guard info & 3 == Kind.scalar.rawValue else { return false }
        return withBytes(index) { ScalarText.isNull($0, quoted: info & RawNode.quotedBit != 0, tag: tag(index)) }
    }

    func bool(_ index: Int) -> Bool? {
        let info = nodes[index].info
        guard info & 3 == Kind.scalar.rawValue else { return nil }
        return withBytes(index) { ScalarText.bool($0, quoted: info & RawNode.quotedBit != 0, tag: tag(index)) }
    }

    func number(_ index: Int) -> Double? {
        let info = nodes[index].info
        guard info & 3 == Kind.scalar.rawValue else { return nil }
        return withBytes(index) { ScalarText.number($0, quoted: info & RawNode.quotedBit != 0, tag: tag(index)) }
    }

    /// Whether the scalar at `index` spells `word` exactly.
    func scalar(_ index: Int, is word: StaticString) -> Bool {
        guard isScalar(index) else { return false }
        return withBytes(index) { bytes in
            bytes.count == word.utf8CodeUnitCount
                && (bytes.isEmpty || memcmp(bytes.baseAddress!, word.utf8Start, bytes.count) == 0)
        }
    }

    /// What a person calls this kind of value, for messages ("expected a number, found a list").
    func kindName(_ index: Int) -> String {
        let index = resolved(index)
        switch kind(index) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar, .alias:
            if isNull(index) { return "nothing (null)" }
            if bool(index) != nil { return "a boolean" }
            if number(index) != nil { return "a number" }
            return "a string"
        }
    }

    /// The entries of the mapping at `index` in order, merged ones after written ones, each key
    /// and value resolved.
    @inline(__always)
    func entries(of index: Int) -> Entries { Entries(tree: self, position: index + 1, end: next(index)) }

    /// The items of the sequence at `index`, each resolved.
    @inline(__always)
    func items(of index: Int) -> Items { Items(tree: self, position: index + 1, end: next(index)) }

    struct Entries: Sequence, IteratorProtocol {
        let tree: SyntaxTree
        var position: Int
        let end: Int

        /// The key's slot (where a merge key is hidden), the key and the value.
        @inline(__always)
        mutating func next() -> (slot: Int, key: Int, value: Int)? {
            while position < end {
                let slot = position
                let value = tree.next(slot)
                position = value < end ? tree.next(value) : end
                guard value < end else { return nil }
                if tree.isHidden(slot) { continue }
                return (slot, tree.resolved(slot), tree.resolved(value))
            }
            return nil
        }
    }

    struct Items: Sequence, IteratorProtocol {
        let tree: SyntaxTree
        var position: Int
        let end: Int

        @inline(__always)
        mutating func next() -> Int? {
            guard position < end else { return nil }
            let item = position
            position = tree.next(item)
            return tree.resolved(item)
        }
    }

    /// The first entry of the mapping at `index`, if it has one.
    func firstEntry(of index: Int) -> (key: Int, value: Int)? {
        var entries = entries(of: index)
        return entries.next().map { ($0.key, $0.value) }
    }

    // MARK: - Merge keys

    /// `<<: *a` or `<<: [*a, *b]` in the mapping at `index`, which is still open (its children
    /// are the last values of the arena): merged keys come after the written ones and never
    /// replace them, earlier merged mappings win over later ones. The merge entries are hidden
    /// and the merged entries appended as aliases, so nothing is copied.
    func applyMergeKeys(in index: Int) {
        let end = nodes.count
        var written: [(slot: Int, key: Int, value: Int, sources: [Int]?)] = []
        var slot = index + 1
        while slot < end {
            let value = next(slot)
            guard value < end else { break }
            let key = resolved(slot)
            let isMerge = isScalar(key) && isMergeKey(key)
            written.append((slot, key, resolved(value), isMerge ? mergeSources(resolved(value)) : nil))
            slot = next(value)
        }
        guard written.contains(where: { $0.sources != nil }) else { return }
        var present = Set<String>()
        for entry in written where entry.sources == nil && isScalar(entry.key) { present.insert(text(entry.key)) }
        for entry in written {
            guard let sources = entry.sources else { continue }
            hideEntry(keySlot: entry.slot)
            for source in sources {
                for merged in entries(of: source) {
                    let name = isScalar(merged.key) ? text(merged.key) : nil
                    guard !present.contains(name ?? "") else { continue }
                    if let name { present.insert(name) }
                    appendAlias(to: merged.key)
                    appendAlias(to: merged.value)
                }
            }
        }
    }

    /// The mappings a merge key names, or nil when its value is not mergeable (then the entry
    /// stays, and the model reports it as an unknown key).
    private func mergeSources(_ value: Int) -> [Int]? {
        switch kind(value) {
        case .mapping: return [value]
        case .sequence:
            var maps: [Int] = []
            for item in items(of: value) {
                guard isMapping(item) else { return nil }
                maps.append(item)
            }
            return maps
        case .scalar, .alias: return nil
        }
    }

    // MARK: - The public tree

    /// The value at `index` as a `Node` tree (for configuration files, the catalog and tests).
    /// Aliased containers are converted once and shared, as the reader used to share them.
    func node(at index: Int) -> Node {
        var shared: [Int: Node] = [:]
        return node(at: index, shared: &shared)
    }

    private func node(at slot: Int, shared: inout [Int: Node]) -> Node {
        let index = resolved(slot)
        let isAliased = index != slot
        if isAliased, let node = shared[index] { return node }
        let node: Node
        switch kind(index) {
        case .scalar, .alias:
            node = Node(.scalar(scalar(index)), range: range(index))
        case .mapping:
            var entries: [Entry] = []
            var cursor = self.entries(of: index)
            while let (keySlot, _, _) = cursor.next() {
                entries.append(Entry(key: self.node(at: keySlot, shared: &shared),
                                     value: self.node(at: self.next(keySlot), shared: &shared)))
            }
            node = Node(.mapping(entries), range: range(index))
        case .sequence:
            var items: [Node] = []
            var position = index + 1
            let end = next(index)
            while position < end {
                items.append(self.node(at: position, shared: &shared))
                position = next(position)
            }
            node = Node(.sequence(items), range: range(index))
        }
        if isAliased { shared[index] = node }
        return node
    }

    /// A tree holding `node` (for a `Document` made of `Node`s), and the index of its root.
    static func converting(_ node: Node, keys: KeyCodes) -> (tree: SyntaxTree, root: Int) {
        let tree = SyntaxTree(keys: keys)
        let root = tree.append(node)
        return (tree, root)
    }

    private func append(_ node: Node) -> Int {
        switch node.kind {
        case .scalar(let scalar):
            var text = scalar.text
            return text.withUTF8 { bytes in
                appendScalar(bytes, keyCode: keys.code(of: bytes), quoted: scalar.style == .quoted, tag: scalar.tag, range: node.range)
            }
        case .mapping(let entries):
            let index = open(mapping: true, at: node.range.start)
            for entry in entries {
                _ = append(entry.key)
                _ = append(entry.value)
            }
            close(index, at: node.range.end)
            return index
        case .sequence(let items):
            let index = open(mapping: false, at: node.range.start)
            for item in items { _ = append(item) }
            close(index, at: node.range.end)
            return index
        }
    }
}

/// One value of a `SyntaxTree`: 24 bytes.
struct RawNode: BitwiseCopyable {
    var startLine: UInt32
    var startColumn: UInt32
    var endLine: UInt32
    var endColumn: UInt32
    /// A scalar: where its text is in the tree's byte buffer (`noText` for an empty one or a
    /// key). A container: the index just past its last descendant. An alias: its target.
    var payload: UInt32
    /// Bits 0–1 the kind, 2 quoted, 3–5 the tag, 6 hidden (a merged merge key), 7 a plain `<<`,
    /// 8–15 the key code.
    var info: UInt32

    static let noText = UInt32.max
    static let quotedBit: UInt32 = 1 << 2
    static let tagShift: UInt32 = 3
    static let hiddenBit: UInt32 = 1 << 6
    static let mergeKeyBit: UInt32 = 1 << 7
    static let keyCodeShift: UInt32 = 8

    @inline(__always)
    static func info(kind: SyntaxTree.Kind, keyCode: UInt8) -> UInt32 {
        kind.rawValue | UInt32(keyCode) << keyCodeShift
    }

    @inline(__always)
    init(range: SourceRange, payload: UInt32, info: UInt32) {
        startLine = UInt32(truncatingIfNeeded: range.start.line)
        startColumn = UInt32(truncatingIfNeeded: range.start.column)
        endLine = UInt32(truncatingIfNeeded: range.end.line)
        endColumn = UInt32(truncatingIfNeeded: range.end.column)
        self.payload = payload
        self.info = info
    }

    @inline(__always)
    var range: SourceRange {
        SourceRange(start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
                    end: SourcePosition(line: Int(endLine), column: Int(endColumn)))
    }
}

/// How plain scalars read as null, booleans and numbers (YAML 1.2 core schema), from their bytes.
enum ScalarText {
    /// `~`, `null`, `Null`, `NULL` or nothing at all, unquoted; or tagged `!!null`.
    @inline(__always)
    static func isNull(_ bytes: UnsafeBufferPointer<UInt8>, quoted: Bool, tag: Scalar.Tag) -> Bool {
        if tag == .null { return true }
        guard !quoted, tag == .none else { return false }
        switch bytes.count {
        case 0: return true
        case 1: return bytes[0] == UInt8(ascii: "~")
        case 4:
            return equals(bytes, "null") || equals(bytes, "Null") || equals(bytes, "NULL")
        default: return false
        }
    }

    /// `true`/`false` in three spellings each; `yes`/`no` stay strings (YAML 1.2).
    @inline(__always)
    static func bool(_ bytes: UnsafeBufferPointer<UInt8>, quoted: Bool, tag: Scalar.Tag) -> Bool? {
        guard (!quoted && tag == .none) || tag == .bool else { return nil }
        switch bytes.count {
        case 4:
            return equals(bytes, "true") || equals(bytes, "True") || equals(bytes, "TRUE") ? true : nil
        case 5:
            return equals(bytes, "false") || equals(bytes, "False") || equals(bytes, "FALSE") ? false : nil
        default: return nil
        }
    }

    /// A decimal number (integer or float, optional sign and exponent). Hex, octal, `.inf`
    /// and `.nan` are not sizes anyone means, so they are not numbers here.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, quoted: Bool, tag: Scalar.Tag) -> Double? {
        guard (!quoted && tag == .none) || tag == .int || tag == .float else { return nil }
        // Plain integers (the usual size or coordinate) without going through strtod.
        var integer = 0
        var digits = 0
        var negative = false
        var simple = true
        for byte in bytes {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                integer = integer * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else if byte == UInt8(ascii: "-"), digits == 0, !negative {
                negative = true
            } else {
                simple = false
                break
            }
        }
        if simple, digits > 0 { return negative ? -Double(integer) : Double(integer) }
        var sawDigit = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"): continue
            default: return nil
            }
        }
        guard sawDigit, let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    @inline(__always)
    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && memcmp(bytes.baseAddress!, word.utf8Start, bytes.count) == 0
    }
}

/// A growable array of plain values in fixed-size blocks: growing never copies what is there,
/// and what is allocated is at most one block more than what is used. The first block starts
/// small and doubles up to the block size, so a small file's tree costs a few kilobytes.
///
/// Unsafe (memory the code manages itself) because it was measured: with Swift arrays for the
/// tree's records, its text and the elements' records instead, a file of 3.5 million `{}` at the
/// size limit peaked at 208 MB against 170 MB (an array doubles by copying, and the elements'
/// array doubles while the whole tree is held), over the 200 MB of check-limits; and the
/// benchmark stream took 1,421 M instructions against 1,400 M. Arrays for the tree's records
/// alone: 181 MB.
struct ChunkedBuffer<Element: BitwiseCopyable> {
    /// 2^15 values a block (768 KB of 24-byte records).
    private static var shift: Int { 15 }
    private static var blockCapacity: Int { 1 << shift }
    private static var mask: Int { blockCapacity - 1 }

    private var blocks: [UnsafeMutablePointer<Element>] = []
    /// Capacity of the first block while it is the only one and still growing.
    private var firstCapacity = 0
    private(set) var count = 0

    var allocatedBytes: Int {
        (blocks.count <= 1 ? firstCapacity : blocks.count * Self.blockCapacity) * MemoryLayout<Element>.stride
    }

    mutating func deallocate() {
        for block in blocks { free(block) }
        blocks = []
        count = 0
        firstCapacity = 0
    }

    /// Keeps the first block only.
    mutating func removeAll() {
        for block in blocks.dropFirst() { free(block) }
        if blocks.count > 1 { blocks.removeSubrange(1...) }
        count = 0
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow() }
        blocks[count >> Self.shift][count & Self.mask] = value
        count += 1
    }

    private var capacity: Int { blocks.count <= 1 ? firstCapacity : blocks.count * Self.blockCapacity }

    private mutating func grow() {
        let stride = MemoryLayout<Element>.stride
        if blocks.isEmpty {
            firstCapacity = 64
            blocks.append(Self.allocate(bytes: firstCapacity * stride))
        } else if blocks.count == 1, firstCapacity < Self.blockCapacity {
            firstCapacity *= 2
            guard let moved = realloc(blocks[0], firstCapacity * stride) else { fatalError("out of memory") }
            blocks[0] = moved.bindMemory(to: Element.self, capacity: firstCapacity)
        } else {
            blocks.append(Self.allocate(bytes: Self.blockCapacity * stride))
        }
    }

    private static func allocate(bytes: Int) -> UnsafeMutablePointer<Element> {
        guard let raw = malloc(bytes) else { fatalError("out of memory") }
        return raw.bindMemory(to: Element.self, capacity: bytes / MemoryLayout<Element>.stride)
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return blocks[index >> Self.shift][index & Self.mask]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            blocks[index >> Self.shift][index & Self.mask] = newValue
        }
    }
}

/// The scalars' text, each as a 4-byte length and its UTF-8 bytes, in one block grown with
/// `realloc` (a scalar's bytes must be contiguous). It holds at most about as many bytes as the
/// file. Unsafe for the reason `ChunkedBuffer` is (measured together with it).
struct ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>?
    private(set) var count = 0
    private(set) var capacity = 0

    mutating func deallocate() {
        free(base)
        base = nil
        count = 0
        capacity = 0
    }

    mutating func removeAll() { count = 0 }

    /// Appends `bytes` with their length; returns where they were put.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let needed = count + 4 + bytes.count
        if needed > capacity {
            var grown = max(capacity, 256)
            while grown < needed { grown *= 2 }
            guard let moved = realloc(base, grown) else { fatalError("out of memory") }
            base = moved.bindMemory(to: UInt8.self, capacity: grown)
            capacity = grown
        }
        let start = count
        var length = UInt32(truncatingIfNeeded: bytes.count)
        withUnsafeBytes(of: &length) { UnsafeMutableRawPointer(base! + start).copyMemory(from: $0.baseAddress!, byteCount: 4) }
        if !bytes.isEmpty { (base! + start + 4).update(from: bytes.baseAddress!, count: bytes.count) }
        count = needed
        return UInt32(truncatingIfNeeded: start)
    }

    @inline(__always)
    func withBytes<R>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        precondition(offset >= 0 && offset + 4 <= count, "text offset out of range")
        let length = Int(UnsafeRawPointer(base! + offset).loadUnaligned(as: UInt32.self))
        precondition(offset + 4 + length <= count, "text length out of range")
        return body(UnsafeBufferPointer(start: base! + offset + 4, count: length))
    }
}
