import CLibYAML

/// Reads a YAML stream into positioned nodes with libyaml's event parser.
///
/// libyaml's marks are 0-based and count characters, and neither a byte-order mark nor CRLF
/// shifts them, so start and end positions come straight from the events. Aliases are resolved
/// here under a budget (see `ParseLimits`) and merge keys (`<<`) are applied as YAML defines them:
/// keys written in the mapping win over merged ones, earlier merged mappings over later ones.
public enum YAMLReader {
    public static func read(_ bytes: [UInt8], limits: ParseLimits = .default) -> ParsedStream {
        var documents: [Document] = []
        let failure = read(bytes, limits: limits) { documents.append($0) }
        return ParsedStream(documents: documents, failure: failure)
    }

    /// Streams the documents: each is handed over as soon as it is complete and then dropped,
    /// so a long multi-document file never holds more than one document's tree. Returns the
    /// failure that stopped the stream, if any (the documents before it were delivered).
    public static func read(_ original: [UInt8], limits: ParseLimits = .default, each: (Document) -> Void) -> ParseFailure? {
        readTrees(original, limits: limits) { document in
            each(Document(root: document.tree.node(at: document.root), index: document.index))
        }
    }

    /// The same, each document as a compact `SyntaxTree` (what the linter reads), its scalars that
    /// spell one of `keys` read as codes. The tree is reused for the next document when nothing
    /// holds on to it.
    /// `isDone` is asked after each document: true stops the stream there (the caller's report is
    /// settled, and the rest of the file could not change it).
    static func readTrees(_ original: [UInt8], limits: ParseLimits = .default, keys: KeyCodes = .empty,
                          isDone: () -> Bool = { false }, each: (TreeDocument) -> Void) -> ParseFailure? {
        // UTF-16 and UTF-32 with a byte-order mark become UTF-8 first (docs/security.md).
        let bytes: [UInt8]
        switch TextEncoding.utf8(original, lineBreaks: .yaml) {
        case .success(let text): bytes = text
        case .failure(let failure): return failure
        }
        if bytes.isEmpty { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var composer = Composer(limits: limits, tree: SyntaxTree(keys: keys))
            return composer.run(buffer, isDone: isDone, each: each)
        }
    }
}

/// One document of a stream as the linter reads it: a compact tree and the index of its root.
struct TreeDocument {
    let tree: SyntaxTree
    let root: Int
    /// 0-based position of the document in its stream.
    let index: Int
}

/// Builds a `SyntaxTree` from libyaml's events. Open containers are `frames`; a container's
/// record is appended when it opens and finished when it closes, and its children are simply
/// the records appended in between: nothing is moved or copied.
private struct Composer {
    private struct Frame {
        var isMapping: Bool
        var node: Int
        var anchor: String?
        /// Nodes this container stands for, aliases expanded (for the alias budget).
        var count: Int
        /// Whether a plain `<<` key may be among its entries.
        var hasMergeKey: Bool
    }

    let limits: ParseLimits
    private var tree: SyntaxTree
    private var frames: [Frame] = []
    var anchors: [String: (node: Int, count: Int)] = [:]
    var documentCount = 0
    var root: Int?
    var writtenNodes = 0
    var aliasNodes = 0

    init(limits: ParseLimits, tree: SyntaxTree) {
        self.limits = limits
        self.tree = tree
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>, isDone: () -> Bool = { false }, each: (TreeDocument) -> Void) -> ParseFailure? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return ParseFailure(message: "could not start the YAML parser", position: SourcePosition(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return Self.failure(of: parser, in: buffer)
            }
            let done = event.type == YAML_STREAM_END_EVENT
            if event.type == YAML_DOCUMENT_END_EVENT {
                yaml_event_delete(&event)
                if let root {
                    self.root = nil
                    each(TreeDocument(tree: tree, root: root, index: documentCount))
                    documentCount += 1
                    if isDone() { return nil }
                }
                continue
            }
            // Scalars are most events: handled without the switch's indirect jump.
            let failure = event.type == YAML_SCALAR_EVENT ? handleScalar(&event) : handle(&event)
            yaml_event_delete(&event)
            if let failure { return failure }
            if done { break }
        }
        return nil
    }

    @inline(__always)
    private static func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func failure(of parser: yaml_parser_t, in buffer: UnsafeBufferPointer<UInt8>) -> ParseFailure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let context = parser.context.map { String(cString: $0) }
        var message = problem
        if let context { message += " (\(context))" }
        guard parser.error == YAML_READER_ERROR else { return ParseFailure(message: message, position: position(parser.problem_mark)) }
        // Reader errors (bad encoding, control characters) carry a byte offset, not a mark. A
        // broken UTF-8 sequence is shown where it starts, not at the byte that broke it.
        var offset = min(Int(parser.problem_offset), buffer.count)
        var value = Int(parser.problem_value)
        if problem.contains("trailing") || problem.contains("incomplete"), !buffer.isEmpty {
            var lead = min(offset, buffer.count - 1)
            while lead > max(0, offset - 3), buffer[lead] & 0xC0 != 0xC0 { lead -= 1 }
            if buffer[lead] & 0xC0 == 0xC0 {
                offset = lead
                value = Int(buffer[lead])
                message = "invalid UTF-8 sequence"
            }
        }
        return ParseFailure(message: readerProblem(message, value: value),
                            position: LineMap.position(ofByteOffset: offset, in: buffer, lineBreaks: .yaml))
    }

    /// libyaml's words for bytes that are not text, made to say which byte and what the file
    /// probably is.
    private static func readerProblem(_ message: String, value: Int) -> String {
        if message.hasPrefix("control characters") {
            if value == 0 { return "a NUL byte; the file is binary, or UTF-16 text without a byte-order mark" }
            return "control character U+" + hex(value, digits: 4) + " is not allowed"
        }
        if message.contains("UTF-8") || message.contains("Unicode") {
            let detail = value >= 0 && value <= 0xFF ? " (byte 0x" + hex(value, digits: 2) + ")" : ""
            return message + detail + "; the file is not UTF-8 text (a binary file, or another encoding?)"
        }
        return message
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private mutating func handleScalar(_ event: inout yaml_event_t) -> ParseFailure? {
        let data = event.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : Int(data.length))
        let keyCode = tree.keys.code(of: bytes)
        // Nearly every scalar has no tag: no `String` is made for those.
        let tag = data.tag.map { Scalar.Tag(String(cString: $0)) } ?? .none
        let start = Self.position(event.start_mark)
        let node = tree.appendScalar(bytes, keyCode: keyCode, quoted: data.style != YAML_PLAIN_SCALAR_STYLE, tag: tag,
                                     range: SourceRange(start: start, end: Self.position(event.end_mark)))
        // A long scalar weighs as one node per 64 bytes in the alias budget, so an alias of a
        // megabyte string cannot be repeated a hundred thousand times (docs/security.md).
        let weight = 1 + Int(data.length) / ParseLimits.bytesPerNode
        writtenNodes += weight
        if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, weight) }
        add(node, count: weight, mayBeMergeKey: tree.isMergeKey(node))
        if tree.count > limits.maxValues { return valuesFailure(at: start) }
        return nil
    }

    private mutating func handle(_ event: inout yaml_event_t) -> ParseFailure? {
        switch event.type {
        case YAML_SCALAR_EVENT:
            return handleScalar(&event)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let start = Self.position(event.start_mark)
            if frames.count >= limits.maxDepth { return depthFailure(at: start) }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            frames.append(Frame(isMapping: isMapping, node: tree.open(mapping: isMapping, at: start),
                                anchor: anchor.map { String(cString: $0) }, count: 0, hasMergeKey: false))
            if tree.count > limits.maxValues { return valuesFailure(at: start) }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = frames.popLast() else { return nil }
            writtenNodes += 1
            let end = Self.position(event.end_mark)
            if frame.isMapping, frame.hasMergeKey { tree.applyMergeKeys(in: frame.node) }
            tree.close(frame.node, at: end)
            if let anchor = frame.anchor { anchors[anchor] = (frame.node, frame.count + 1) }
            add(frame.node, count: frame.count + 1, mayBeMergeKey: false)
            if tree.count > limits.maxValues { return valuesFailure(at: end) }
        case YAML_ALIAS_EVENT:
            let start = Self.position(event.start_mark)
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let anchored = anchors[name] else {
                return ParseFailure(message: "found undefined alias '*\(name)'", position: start)
            }
            aliasNodes += anchored.count
            let budget = max(limits.aliasExpansionFloor, limits.aliasExpansionFactor * writtenNodes)
            if aliasNodes > budget {
                return ParseFailure(
                    message: "aliases expand to more than \(budget) nodes (an alias bomb?); the file is not linted past this point",
                    position: start)
            }
            add(tree.appendAlias(to: anchored.node), count: anchored.count, mayBeMergeKey: tree.isMergeKey(anchored.node))
            if tree.count > limits.maxValues { return valuesFailure(at: start) }
        case YAML_DOCUMENT_START_EVENT:
            anchors.removeAll(keepingCapacity: true)
            frames.removeAll(keepingCapacity: true)
            root = nil
            // The last document's tree is reused unless something still holds it.
            if isKnownUniquelyReferenced(&tree) { tree.removeAll() } else { tree = SyntaxTree(keys: tree.keys) }
        default:
            break
        }
        return nil
    }

    private func depthFailure(at position: SourcePosition) -> ParseFailure {
        ParseFailure(message: "nesting is deeper than \(limits.maxDepth) levels", position: position)
    }

    private func valuesFailure(at position: SourcePosition) -> ParseFailure {
        ParseFailure(message: limits.valuesMessage, position: position)
    }

    /// `mayBeMergeKey`: the value is (or stands for) a plain `<<`.
    private mutating func add(_ node: Int, count: Int, mayBeMergeKey: Bool) {
        guard !frames.isEmpty else {
            root = node
            return
        }
        let top = frames.count - 1
        frames[top].count += count
        if mayBeMergeKey, frames[top].isMapping { frames[top].hasMergeKey = true }
    }
}
