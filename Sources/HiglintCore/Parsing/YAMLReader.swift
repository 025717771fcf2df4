import CLibYAML

/// Reads a YAML stream into positioned nodes with libyaml's event parser.
///
/// libyaml's marks are 0-based and count characters, and neither a byte-order mark nor CRLF
/// shifts them, so start and end positions come straight from the events. Aliases are resolved
/// here under a budget (see `ParseLimits`) and merge keys (`<<`) are applied as YAML defines them:
/// keys written in the mapping win over merged ones, earlier merged mappings over later ones.
public enum YAMLReader {
    public static func read(_ original: [UInt8], limits: ParseLimits = .default) -> ParsedStream {
        let bytes: [UInt8]
        switch TextEncoding.utf8(original) {
        case .success(let text): bytes = text
        case .failure(let failure): return ParsedStream(documents: [], failure: failure)
        }
        if bytes.isEmpty { return ParsedStream(documents: [], failure: nil) }
        return bytes.withUnsafeBufferPointer { buffer in
            var composer = Composer(limits: limits)
            return composer.run(buffer)
        }
    }
}

private struct Composer {
    private enum Frame {
        case sequence(start: SourcePosition, anchor: String?, items: [Node], count: Int)
        case mapping(start: SourcePosition, anchor: String?, entries: [Entry], pendingKey: Node?, count: Int)
    }

    let limits: ParseLimits
    private var frames: [Frame] = []
    var anchors: [String: (node: Node, count: Int)] = [:]
    var documents: [Document] = []
    var root: Node?
    var writtenNodes = 0
    var aliasNodes = 0

    init(limits: ParseLimits) {
        self.limits = limits
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> ParsedStream {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return ParsedStream(documents: [], failure: ParseFailure(message: "could not start the YAML parser", position: SourcePosition(line: 1, column: 1)))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)

        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return ParsedStream(documents: documents, failure: Self.failure(of: parser, in: buffer))
            }
            let failure = handle(event)
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            if let failure { return ParsedStream(documents: documents, failure: failure) }
            if done { break }
        }
        return ParsedStream(documents: documents, failure: nil)
    }

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
                            position: TextPositions.position(ofByteOffset: offset, in: buffer))
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

    private mutating func handle(_ event: yaml_event_t) -> ParseFailure? {
        let start = Self.position(event.start_mark)
        let end = Self.position(event.end_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            anchors.removeAll(keepingCapacity: true)
            frames.removeAll(keepingCapacity: true)
            root = nil
        case YAML_DOCUMENT_END_EVENT:
            if let root { documents.append(Document(root: root, index: documents.count)) }
            root = nil
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: Int(data.length)), as: UTF8.self)
            } ?? ""
            let tag = data.tag.map { String(cString: $0) }
            let style: Scalar.Style = data.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quoted
            let node = Node(.scalar(Scalar(text, style: style, tag: tag)), range: SourceRange(start: start, end: end))
            // A long scalar weighs as one node per 64 bytes in the alias budget, so an alias of a
            // megabyte string cannot be repeated a hundred thousand times (docs/security.md).
            let weight = 1 + Int(data.length) / ParseLimits.bytesPerNode
            writtenNodes += weight
            remember(anchor: data.anchor, node: node, count: weight)
            return add(node, count: weight)
        case YAML_SEQUENCE_START_EVENT:
            if frames.count >= limits.maxDepth { return depthFailure(at: start) }
            frames.append(.sequence(start: start, anchor: Self.string(event.data.sequence_start.anchor), items: [], count: 0))
        case YAML_MAPPING_START_EVENT:
            if frames.count >= limits.maxDepth { return depthFailure(at: start) }
            frames.append(.mapping(start: start, anchor: Self.string(event.data.mapping_start.anchor), entries: [], pendingKey: nil, count: 0))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = frames.popLast() else { return nil }
            writtenNodes += 1
            switch frame {
            case .sequence(let frameStart, let anchor, let items, let count):
                let node = Node(.sequence(items), range: SourceRange(start: frameStart, end: end))
                if let anchor { anchors[anchor] = (node, count + 1) }
                return add(node, count: count + 1)
            case .mapping(let frameStart, let anchor, let entries, _, let count):
                let node = Node(.mapping(Self.applyingMergeKeys(entries)), range: SourceRange(start: frameStart, end: end))
                if let anchor { anchors[anchor] = (node, count + 1) }
                return add(node, count: count + 1)
            }
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
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
            return add(anchored.node, count: anchored.count)
        default:
            break
        }
        return nil
    }

    private func depthFailure(at position: SourcePosition) -> ParseFailure {
        ParseFailure(message: "nesting is deeper than \(limits.maxDepth) levels", position: position)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private mutating func remember(anchor: UnsafeMutablePointer<yaml_char_t>?, node: Node, count: Int) {
        if let name = Self.string(anchor) { anchors[name] = (node, count) }
    }

    private mutating func add(_ node: Node, count: Int) -> ParseFailure? {
        guard let top = frames.popLast() else {
            root = node
            return nil
        }
        switch consume top {
        case .sequence(let start, let anchor, var items, let total):
            items.append(node)
            frames.append(.sequence(start: start, anchor: anchor, items: items, count: total + count))
        case .mapping(let start, let anchor, var entries, let pendingKey, let total):
            if let key = pendingKey {
                entries.append(Entry(key: key, value: node))
                frames.append(.mapping(start: start, anchor: anchor, entries: entries, pendingKey: nil, count: total + count))
            } else {
                frames.append(.mapping(start: start, anchor: anchor, entries: entries, pendingKey: node, count: total + count))
            }
        }
        return nil
    }

    /// `<<: *a` or `<<: [*a, *b]`: merged keys come after the written ones and never replace them.
    static func applyingMergeKeys(_ entries: [Entry]) -> [Entry] {
        guard entries.contains(where: isMergeKey) else { return entries }
        var result = entries.filter { !isMergeKey($0) || mergeSources($0.value) == nil }
        var present = Set(result.compactMap(\.name))
        for entry in entries where isMergeKey(entry) {
            for source in mergeSources(entry.value) ?? [] {
                for merged in source where !present.contains(merged.name ?? "") {
                    if let name = merged.name { present.insert(name) }
                    result.append(merged)
                }
            }
        }
        return result
    }

    private static func isMergeKey(_ entry: Entry) -> Bool {
        guard let scalar = entry.key.scalar else { return false }
        return scalar.text == "<<" && scalar.style == .plain
    }

    /// The mappings a merge key names, or nil when its value is not mergeable (then the entry
    /// stays, and the model reports it as an unknown key).
    private static func mergeSources(_ value: Node) -> [[Entry]]? {
        switch value.kind {
        case .mapping(let entries): return [entries]
        case .sequence(let items):
            let maps = items.compactMap(\.entries)
            return maps.count == items.count ? maps : nil
        case .scalar: return nil
        }
    }
}
