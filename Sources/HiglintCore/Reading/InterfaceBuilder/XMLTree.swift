import Foundation

/// An XML file as the Interface Builder reader needs it: every element with where its start tag's
/// `<` is and where each attribute's name is, in document order, and where each comment is.
/// Values stay bytes of the file until asked for (`value(_:)`), so a storyboard's thousands of
/// constraint and colour attributes cost no strings.
///
/// Made by `XMLTreeParser`, which lets libxml2 decide well-formedness; everything here only reads
/// a document libxml2 accepted.
struct XMLTree: Sendable {
    struct Node: Sendable {
        /// Index into `names`.
        var name: UInt16
        /// Byte offset of the start tag's `<`.
        var start: UInt32
        /// The enclosing element; the root's is itself (0).
        var parent: UInt32
        /// The node's attributes are `attributes[firstAttribute ..< firstAttribute + attributeCount]`.
        var firstAttribute: UInt32
        var attributeCount: UInt32
        /// One past the last of its descendants, which follow it in `nodes`: its first child is
        /// the next node (when `end` is larger), and each child's `end` is the next sibling.
        var end: UInt32
    }

    struct Attribute: Sendable {
        var name: UInt16
        /// Byte offsets: the name's first byte, and the value between its quotes (`valueEnd` is
        /// the closing quote).
        var nameStart: UInt32
        var nameLength: UInt16
        var valueStart: UInt32
        var valueEnd: UInt32
    }

    /// The tree's arrays behind one reference: the reader passes the tree by value through many
    /// small functions, and in the Swift 6 language mode the compiler copies it in 38 places (in
    /// the Swift 5 mode, 2). With seven arrays inline each copy was seven retains and releases,
    /// 3.7% of a storyboard lint (perf, 200 storyboards); behind one reference it is one.
    private final class Storage: Sendable {
        let bytes: [UInt8]
        let names: [String]
        let nameIndex: [String: UInt16]
        let nodes: [Node]
        let attributes: [Attribute]
        let comments: [Range<Int>]
        let lines: LineMap

        init(bytes: [UInt8], names: [String], nameIndex: [String: UInt16], nodes: [Node], attributes: [Attribute],
             comments: [Range<Int>], lines: LineMap) {
            (self.bytes, self.names, self.nameIndex, self.nodes) = (bytes, names, nameIndex, nodes)
            (self.attributes, self.comments, self.lines) = (attributes, comments, lines)
        }
    }

    private let storage: Storage

    init(bytes: [UInt8], names: [String], nameIndex: [String: UInt16], nodes: [Node], attributes: [Attribute],
         comments: [Range<Int>], lines: LineMap) {
        storage = Storage(bytes: bytes, names: names, nameIndex: nameIndex, nodes: nodes, attributes: attributes,
                          comments: comments, lines: lines)
    }

    var bytes: [UInt8] { storage.bytes }
    /// Element and attribute names, each once, and the number each is known by.
    var names: [String] { storage.names }
    var nameIndex: [String: UInt16] { storage.nameIndex }
    var nodes: [Node] { storage.nodes }
    var attributes: [Attribute] { storage.attributes }
    /// Each comment from its `<!--` to just after its `-->`.
    var comments: [Range<Int>] { storage.comments }
    var lines: LineMap { storage.lines }

    // MARK: - Reading the tree

    func name(of node: Int) -> String { names[Int(nodes[node].name)] }

    /// The number standing for `name` in `Node.name` and `Attribute.name`, when the file uses it:
    /// loops over many nodes compare numbers instead of strings.
    func nameID(_ name: String) -> UInt16? { nameIndex[name] }

    func parent(of node: Int) -> Int { Int(nodes[node].parent) }

    /// The element children of `node`, in order.
    func children(of node: Int) -> XMLChildren { XMLChildren(nodes: nodes, parent: node) }

    /// The value of the attribute called `name`, decoded (entity and character references, and
    /// the whitespace XML normalizes in attribute values).
    func attribute(_ name: String, of node: Int) -> String? {
        attributeIndex(name, of: node).map(value)
    }

    func attributeIndex(_ name: String, of node: Int) -> Int? {
        attributeIndex(nameIndex[name], of: node)
    }

    /// The attribute of `node` whose name is known by `name` (`nameID(_:)`): nil when the file
    /// never uses the name.
    func attributeIndex(_ name: UInt16?, of node: Int) -> Int? {
        guard let name else { return nil }
        let record = nodes[node]
        let first = Int(record.firstAttribute)
        for index in first ..< first + Int(record.attributeCount) where attributes[index].name == name {
            return index
        }
        return nil
    }

    /// Where an attribute's name is written.
    func range(ofAttribute index: Int) -> SourceRange {
        let attribute = attributes[index]
        return range(from: Int(attribute.nameStart), length: Int(attribute.nameLength))
    }

    /// Where an element's start tag begins: its `<` up to the end of its name.
    func range(ofStartTag node: Int) -> SourceRange {
        range(from: Int(nodes[node].start), length: 1 + names[Int(nodes[node].name)].utf8.count)
    }

    func position(ofByteOffset offset: Int) -> SourcePosition {
        bytes.withUnsafeBufferPointer { lines.position(of: offset, in: $0) }
    }

    /// A name's range: it holds no line break, so its end is its start plus its characters.
    private func range(from offset: Int, length: Int) -> SourceRange {
        bytes.withUnsafeBufferPointer { buffer in
            let start = lines.position(of: offset, in: buffer)
            let characters = LineMap.scalarCount(in: buffer, from: offset, to: min(offset + length, buffer.count))
            return SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + characters))
        }
    }

    /// Whether an attribute's value is exactly `text` as written (no references): compared as
    /// bytes, for the keys and kinds the reader looks for in every element.
    func value(_ index: Int?, is text: StaticString) -> Bool {
        guard let index else { return false }
        let attribute = attributes[index]
        let length = Int(attribute.valueEnd - attribute.valueStart)
        guard length == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memcmp(buffer.baseAddress! + Int(attribute.valueStart), text.utf8Start, length) == 0
        }
    }

    /// An attribute's value read as a number, as Interface Builder writes them (`0.0`, `393`,
    /// `-2.1126760563380285`); nil when it is not a finite number.
    func number(_ index: Int) -> Double? {
        let attribute = attributes[index]
        let raw = bytes[Int(attribute.valueStart) ..< Int(attribute.valueEnd)]
        // Up to 15 significant digits and no exponent: the digits as an integer over a power of
        // ten, both exact in a Double, divide to the correctly rounded value (as strtod gives).
        var mantissa: Int64 = 0, digits = 0, fraction = -1
        var negative = false
        for (offset, byte) in zip(raw.indices, raw) {
            if byte == UInt8(ascii: "-"), offset == raw.startIndex {
                negative = true
            } else if byte == UInt8(ascii: "."), fraction < 0 {
                fraction = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else {
                return Double(value(index)).flatMap { $0.isFinite ? $0 : nil }
            }
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / Self.powersOfTen[max(0, fraction)]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = (0 ... 15).map { exponent in (0 ..< exponent).reduce(1.0) { value, _ in value * 10 } }

    /// An attribute's value as XML defines it: references replaced, and each tab, line feed and
    /// carriage return (a CRLF counting once) read as a space.
    func value(_ index: Int) -> String {
        let attribute = attributes[index]
        let raw = bytes[Int(attribute.valueStart) ..< Int(attribute.valueEnd)]
        guard raw.contains(where: { $0 == UInt8(ascii: "&") || $0 < 0x20 }) else {
            return String(decoding: raw, as: UTF8.self)
        }
        return Self.decode(raw)
    }

    private static func decode(_ raw: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == 0x0D {
                output.append(0x20)
                index += raw.index(after: index) < raw.endIndex && raw[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0x0A || byte == 0x09 {
                output.append(0x20)
                index += 1
            } else if byte == UInt8(ascii: "&"), let semicolon = raw[index...].firstIndex(of: UInt8(ascii: ";")) {
                appendReference(raw[(index + 1) ..< semicolon], to: &output)
                index = semicolon + 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The five predefined entities and character references: the only references left in a
    /// document without a document type, which is all this reader accepts.
    private static func appendReference(_ name: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let text = String(decoding: name, as: UTF8.self)
        let predefined: [String: UInt8] = ["amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27]
        if let byte = predefined[text] {
            output.append(byte)
            return
        }
        var scalarValue: UInt32?
        if text.hasPrefix("#x") {
            scalarValue = UInt32(text.dropFirst(2), radix: 16)
        } else if text.hasPrefix("#") {
            scalarValue = UInt32(text.dropFirst(), radix: 10)
        }
        if let scalarValue, let scalar = Unicode.Scalar(scalarValue) {
            UTF8.encode(scalar) { output.append($0) }
        }
    }
}

/// The element children of one node, walked by skipping each child's descendants.
struct XMLChildren: Sequence, IteratorProtocol {
    let nodes: [XMLTree.Node]
    private var upcoming: Int
    private let end: Int

    init(nodes: [XMLTree.Node], parent: Int) {
        self.nodes = nodes
        self.upcoming = parent + 1
        self.end = Int(nodes[parent].end)
    }

    mutating func next() -> Int? {
        guard upcoming < end else { return nil }
        defer { upcoming = Int(nodes[upcoming].end) }
        return upcoming
    }
}
