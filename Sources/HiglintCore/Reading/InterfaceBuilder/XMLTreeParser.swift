import CLibXML2
import Foundation

/// Bytes → `XMLTree`, or the one failure that makes the file not an XML document higlint reads.
///
/// Why libxml2 directly, not Foundation's `XMLParser`: measured on the project's build machine on
/// a 7.1 MB storyboard (best of five, release build), libxml2's SAX2 parser alone runs at about
/// 400 MB/s; driven from Swift with the start-tag and attribute-name offsets recovered below,
/// about 330 MB/s; `XMLParser` (FoundationXML, the same libxml2 underneath) about 110 MB/s, and it
/// still gives no attribute positions and only the *end* of each start tag. Reaching libxml2
/// through a system-library target costs no build time and one system package (libxml2-dev), the
/// way libyaml is reached (docs/architecture.md).
///
/// Positions: at its start-element callback libxml2's input sits on the `>` (or `/>`) that ends
/// the start tag (`xmlByteConsumed`, an offset into the very bytes given, which are UTF-8 and
/// never re-encoded). An attribute value cannot hold `<`, so the nearest `<` before it is the
/// tag's own; the attribute names are then read forwards from there through the tag, which
/// libxml2 has already found well formed.
///
/// Hostile files:
/// - A document type declaration is refused where it starts (`<!DOCTYPE`): Interface Builder
///   writes none, and without one there are no entities to expand (no "billion laughs") and no
///   external subset or entity to load. The parser runs with `XML_PARSE_NONET` besides, and
///   without `XML_PARSE_NOENT`/`XML_PARSE_DTDLOAD`.
/// - Nesting is stopped at `ParseLimits.maxDepth`, elements at `maxElements`.
/// - The bytes must be UTF-8 without NUL before libxml2 sees them (UTF-16 with a byte-order mark
///   is transcoded first, as for YAML), and the encoding named in the XML declaration is ignored
///   (`XML_PARSE_IGNORE_ENC`), so offsets always count the bytes given.
enum XMLTreeParser {
    /// Elements read from one file at most. A storyboard of 10 MB (the default file-size limit)
    /// holds about 120,000; past this one `invalid-document` says so, instead of a tree of
    /// millions of `<a/>` (about a second per million in a debug build).
    static let maxElements = 500_000

    /// Attributes of one element at most. libxml2 2.9 checks a start tag's attributes for
    /// duplicates pair by pair: 80,000 in one tag took 2.5 s, and a 10 MiB file of them 178 s
    /// (issue #30). Interface Builder writes a dozen or two; past this the file is one
    /// `invalid-document` at the tag, found by a byte scan before libxml2 sees the file.
    static let maxAttributesPerElement = 256

    /// `ignoringAttributesOf` names elements whose attributes the caller never reads (a
    /// storyboard's constraints, colours and fonts, a third of its attributes): they are checked
    /// by libxml2 as any other, and kept without attributes.
    static func parse(_ input: [UInt8], limits: ParseLimits, maxElements: Int = maxElements,
                      ignoringAttributesOf ignored: Set<String> = []) -> Result<XMLTree, ParseFailure> {
        let bytes: [UInt8]
        switch TextEncoding.utf8(input, lineBreaks: .standard) {
        case .success(let utf8): bytes = utf8
        case .failure(let failure): return .failure(failure)
        }
        let (lines, problem) = bytes.withUnsafeBufferPointer { XMLText.scan($0) }
        func failure(_ message: String, at offset: Int) -> Result<XMLTree, ParseFailure> {
            .failure(ParseFailure(message: message, position: bytes.withUnsafeBufferPointer { lines.position(of: offset, in: $0) }))
        }
        if let problem { return failure(problem.message, at: problem.offset) }
        guard !bytes.isEmpty else { return failure("the file is empty", at: 0) }
        guard bytes.count < Int(Int32.max) else { return failure("the file is too large to read as XML", at: 0) }
        if let tag = bytes.withUnsafeBufferPointer({ crowdedTag($0, limit: maxAttributesPerElement) }) {
            return failure("an element with more than \(maxAttributesPerElement) attributes; "
                           + "Interface Builder writes a few dozen at most, and higlint does not read more", at: tag)
        }
        _ = initialized

        let builder = bytes.withUnsafeBufferPointer { buffer in
            let builder = XMLTreeBuilder(bytes: buffer, maxDepth: max(1, limits.maxDepth), maxElements: maxElements, ignoring: ignored)
            run(builder, on: buffer)
            return builder
        }
        if let (offset, message) = builder.failure { return failure(message, at: offset) }
        return .success(XMLTree(bytes: bytes, names: builder.names, nameIndex: builder.nameIndex, nodes: builder.nodes, attributes: builder.attributes,
                                comments: builder.comments, lines: lines))
    }

    /// The offset of the first start tag with more than `limit` attributes: one pass over the
    /// bytes that counts the `=` of each start tag outside quoted values, skipping comments,
    /// CDATA sections, processing instructions, declarations and end tags. Whatever it makes of
    /// a malformed file, libxml2 then refuses that file.
    static func crowdedTag(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        let count = bytes.count
        func starts(_ prefix: StaticString, at offset: Int) -> Bool {
            let length = prefix.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            for position in 0..<length where bytes[offset + position] != prefix.utf8Start[position] { return false }
            return true
        }
        func skip(past terminator: StaticString, from start: Int) -> Int {
            var cursor = start
            while cursor < count {
                if starts(terminator, at: cursor) { return cursor + terminator.utf8CodeUnitCount }
                cursor += 1
            }
            return count
        }
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let tag = index
            if starts("<!--", at: index) { index = skip(past: "-->", from: index + 4); continue }
            if starts("<![CDATA[", at: index) { index = skip(past: "]]>", from: index + 9); continue }
            if starts("<?", at: index) { index = skip(past: "?>", from: index + 2); continue }
            if starts("<!", at: index) || starts("</", at: index) { index = skip(past: ">", from: index + 2); continue }
            var attributes = 0
            var quote: UInt8?
            index += 1
            scan: while index < count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                    case UInt8(ascii: "="):
                        attributes += 1
                        if attributes > limit { return tag }
                    case UInt8(ascii: ">"): index += 1; break scan
                    case UInt8(ascii: "<"): break scan
                    default: break
                    }
                }
                index += 1
            }
        }
        return nil
    }

    private static let initialized: Void = { xmlInitParser() }()

    private static func run(_ builder: XMLTreeBuilder, on buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let context = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            xmlCreateMemoryParserCtxt($0, Int32(buffer.count))
        }
        guard let context else {
            builder.fail("libxml2 could not start (out of memory)", at: 0)
            return
        }
        let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        xmlCtxtUseOptions(context, options)
        var handler = XMLTreeBuilder.handler
        let original = context.pointee.sax
        withUnsafeMutablePointer(to: &handler) { handler in
            context.pointee.sax = handler
            context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
            xmlParseDocument(context)
            context.pointee.sax = original
        }
        if builder.failure == nil, context.pointee.wellFormed == 0 {
            builder.fail("the file is not well-formed XML", at: Int(xmlByteConsumed(context)))
        }
        if builder.failure == nil, builder.nodes.isEmpty {
            builder.fail("the file holds no element", at: 0)
        }
        xmlFreeParserCtxt(context)
    }
}

/// What libxml2's callbacks build; reached from the parser context's `_private`.
final class XMLTreeBuilder {
    let base: UnsafePointer<UInt8>
    let count: Int
    let maxDepth: Int
    let maxElements: Int
    // Filled by one parse on one thread, from libxml2's callbacks only: the run-time exclusivity
    // checks of a class's properties cost more than the filling (perf) and guard nothing here.
    @exclusivity(unchecked) var names: [String] = []
    @exclusivity(unchecked) var nodes: [XMLTree.Node] = []
    @exclusivity(unchecked) var attributes: [XMLTree.Attribute] = []
    @exclusivity(unchecked) var comments: [Range<Int>] = []
    var failure: (offset: Int, message: String)?
    @exclusivity(unchecked) private var open: [Int] = []
    /// libxml2 keeps each name once in its dictionary for the whole parse, so a name's pointer
    /// identifies it: names are interned without hashing their bytes.
    @exclusivity(unchecked) private var nameIDs = PointerTable()
    private(set) var nameIndex: [String: UInt16] = [:]

    /// `bytes` is not empty.
    /// Element names whose attributes are not kept, and, by name number, whether a name is one.
    private let ignoredNames: Set<String>
    @exclusivity(unchecked) private var ignoresAttributes: [Bool] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, maxElements: Int, ignoring ignoredNames: Set<String> = []) {
        self.ignoredNames = ignoredNames
        self.base = bytes.baseAddress!
        self.count = bytes.count
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        nodes.reserveCapacity(count / 80)
        attributes.reserveCapacity(count / 40)
    }

    func fail(_ message: String, at offset: Int) {
        if failure == nil { failure = (min(max(0, offset), count), message) }
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> (XMLTreeBuilder, xmlParserCtxtPtr)? {
        guard let context else { return nil }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let state = parser.pointee._private else { return nil }
        return (Unmanaged<XMLTreeBuilder>.fromOpaque(state).takeUnretainedValue(), parser)
    }

    static var handler: xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, libxmlAttributes in
            guard let (builder, parser) = XMLTreeBuilder.from(context), let localName else { return }
            builder.start(localName, prefix: prefix, attributeCount: Int(attributeCount), libxmlAttributes, parser)
        }
        handler.endElementNs = { context, _, _, _ in
            guard let (builder, _) = XMLTreeBuilder.from(context), let node = builder.open.popLast() else { return }
            builder.nodes[node].end = UInt32(builder.nodes.count)
        }
        handler.comment = { context, _ in
            guard let (builder, parser) = XMLTreeBuilder.from(context) else { return }
            builder.comment(endingAt: Int(xmlByteConsumed(parser)))
        }
        handler.internalSubset = { context, _, _, _ in
            guard let (builder, parser) = XMLTreeBuilder.from(context) else { return }
            let offset = builder.lastIndex(of: UInt8(ascii: "<"), before: Int(xmlByteConsumed(parser))) ?? 0
            builder.fail("a document type declaration (<!DOCTYPE …>); Interface Builder files have none, and higlint reads no DTD", at: offset)
            xmlStopParser(parser)
        }
        handler.serror = { context, error in
            guard let (builder, parser) = XMLTreeBuilder.from(context), let error, error.pointee.level == XML_ERR_FATAL else { return }
            let text = error.pointee.message.map { String(cString: $0) } ?? "not well-formed"
            builder.fail(XMLTreeBuilder.sentence(text), at: Int(xmlByteConsumed(parser)))
            xmlStopParser(parser)
        }
        return handler
    }

    /// libxml2's message as part of ours: no line break, no capital, no full stop.
    static func sentence(_ text: String) -> String {
        var words = text.trimmingCharacters(in: .whitespacesAndNewlines)
        while words.hasSuffix(".") { words.removeLast() }
        guard let first = words.first else { return "not well-formed" }
        return first.lowercased() + words.dropFirst()
    }

    func lastIndex(of byte: UInt8, before offset: Int) -> Int? {
        var index = min(offset, count)
        // Eight bytes at a time while none of them is `byte` (a start tag is often long).
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(base)
        while index >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self) ^ pattern
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
            index -= 8
        }
        while index > 0 {
            index -= 1
            if base[index] == byte { return index }
        }
        return nil
    }

    private func start(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
                       _ libxmlAttributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ parser: xmlParserCtxtPtr) {
        guard failure == nil else { return }
        let tagEnd = Int(xmlByteConsumed(parser))
        guard let tagStart = lastIndex(of: UInt8(ascii: "<"), before: tagEnd) else {
            fail("a start tag higlint cannot place", at: tagEnd)
            xmlStopParser(parser)
            return
        }
        if open.count >= maxDepth || nodes.count >= maxElements {
            fail(open.count >= maxDepth ? "elements nested deeper than \(maxDepth) levels" : "more than \(maxElements) elements", at: tagStart)
            xmlStopParser(parser)
            return
        }
        guard let name = intern(localName, prefix: prefix) else {
            xmlStopParser(parser)
            return
        }
        let firstAttribute = attributes.count
        if !ignoresAttributes[Int(name)] {
            scanAttributes(from: tagStart + 1, to: tagEnd, libxmlAttributes, count: attributeCount)
        }
        if failure != nil {
            xmlStopParser(parser)
            return
        }
        let parent = UInt32(open.last ?? 0)
        open.append(nodes.count)
        nodes.append(XMLTree.Node(name: name, start: UInt32(tagStart), parent: parent, firstAttribute: UInt32(firstAttribute),
                                  attributeCount: UInt32(attributes.count - firstAttribute), end: UInt32(nodes.count + 1)))
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Reads the attribute names and value spans of the start tag `[from, to)` (after its `<`),
    /// pairing them in order with libxml2's list, which leaves out namespace declarations.
    private func scanAttributes(from: Int, to tagEnd: Int, _ libxmlAttributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int) {
        // libxml2's offset is within the bytes it was given; clamped all the same, so that no
        // surprise of its can make this read past them.
        let end = min(tagEnd, self.count)
        var index = from
        while index < end, !isSpace(base[index]), base[index] != UInt8(ascii: "/"), base[index] != UInt8(ascii: ">") { index += 1 }
        var paired = 0
        while true {
            while index < end, isSpace(base[index]) { index += 1 }
            guard index < end, base[index] != UInt8(ascii: "/"), base[index] != UInt8(ascii: ">") else { break }
            let nameStart = index
            while index < end, base[index] != UInt8(ascii: "="), !isSpace(base[index]) { index += 1 }
            let nameLength = index - nameStart
            while index < end, base[index] != UInt8(ascii: "\"") && base[index] != UInt8(ascii: "'") { index += 1 }
            guard index < end else { break }
            let quote = base[index]
            let valueStart = index + 1
            index = valueStart
            while index < end, base[index] != quote { index += 1 }
            let valueEnd = index
            index += 1
            if isNamespaceDeclaration(nameStart, nameLength) { continue }
            guard paired < count, let libxmlAttributes, let localName = libxmlAttributes[paired * 5],
                  let name = intern(localName, prefix: libxmlAttributes[paired * 5 + 1]) else {
                fail("attributes higlint cannot place", at: nameStart)
                return
            }
            paired += 1
            attributes.append(XMLTree.Attribute(name: name, nameStart: UInt32(nameStart), nameLength: UInt16(clamping: nameLength),
                                                valueStart: UInt32(valueStart), valueEnd: UInt32(valueEnd)))
        }
        if paired != count { fail("attributes higlint cannot place", at: from - 1) }
    }

    private func isNamespaceDeclaration(_ start: Int, _ length: Int) -> Bool {
        guard length >= 5, base[start] == UInt8(ascii: "x"), base[start + 1] == UInt8(ascii: "m"), base[start + 2] == UInt8(ascii: "l"),
              base[start + 3] == UInt8(ascii: "n"), base[start + 4] == UInt8(ascii: "s") else { return false }
        return length == 5 || base[start + 5] == UInt8(ascii: ":")
    }

    private func intern(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> UInt16? {
        if prefix == nil, let known = nameIDs[UnsafeRawPointer(localName)] { return known }
        let text = prefix.map { String(cString: $0) + ":" } ?? ""
        let name = text + String(cString: localName)
        if let known = nameIndex[name] {
            if prefix == nil { nameIDs[UnsafeRawPointer(localName)] = known }
            return known
        }
        guard names.count < Int(UInt16.max) else {
            fail("more than \(UInt16.max) different element and attribute names", at: 0)
            return nil
        }
        let id = UInt16(names.count)
        names.append(name)
        ignoresAttributes.append(ignoredNames.contains(name))
        nameIndex[name] = id
        if prefix == nil { nameIDs[UnsafeRawPointer(localName)] = id }
        return id
    }

    /// A comment that ends (after its `-->`) at `end`. A comment cannot hold `--`, so the last
    /// `<!--` before its end is its own start.
    private func comment(endingAt end: Int) {
        guard failure == nil, end >= 7, end <= count else { return }
        var index = end - 7
        while index >= 0 {
            if base[index] == UInt8(ascii: "<"), base[index + 1] == UInt8(ascii: "!"),
               base[index + 2] == UInt8(ascii: "-"), base[index + 3] == UInt8(ascii: "-") {
                comments.append(index ..< end)
                return
            }
            index -= 1
        }
    }
}

/// Name numbers by libxml2's name pointers: open addressing over the pointer's bits, which are
/// already spread (a storyboard has a few hundred names; `Dictionary` hashed each with SipHash).
struct PointerTable {
    private var keys = [UInt](repeating: 0, count: 1024)
    private var values = [UInt16](repeating: 0, count: 1024)
    private var count = 0

    subscript(pointer: UnsafeRawPointer) -> UInt16? {
        get {
            let key = UInt(bitPattern: pointer)
            let mask = keys.count - 1
            var slot = Int(truncatingIfNeeded: key >> 4) & mask
            while keys[slot] != 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            insert(UInt(bitPattern: pointer), newValue)
        }
    }

    private mutating func insert(_ key: UInt, _ value: UInt16) {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key >> 4) & mask
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & mask }
        if keys[slot] == 0 { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != 0 }
        keys = [UInt](repeating: 0, count: keys.count * 2)
        values = [UInt16](repeating: 0, count: values.count * 2)
        count = 0
        for (key, value) in old { insert(key, value) }
    }
}
