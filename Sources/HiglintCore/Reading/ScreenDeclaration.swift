import CLibYAML

/// Whether a YAML or JSON file a folder walk found says it is a screen description
/// (docs/sources.md, "Which files"). A real repository holds thousands of such files that are not
/// screens (asset catalogs' `Contents.json`, package and tool configuration, test fixtures); only
/// files that declare themselves are read, and the rest are passed over and counted.
///
/// A file declares itself when its top level (in YAML, its first document's) is a mapping with a
/// `screen` key, or with both `platform` and `elements` (so a typo in `screen` is still reported),
/// or is a list whose first item is such a mapping, or it names the screen schema: a `$schema`
/// value or a `# yaml-language-server: $schema=` modeline naming `screen.schema.json`.
///
/// Only the top level is looked at: a JSON file is scanned, not parsed, and a YAML file's events
/// are read until its first document's top-level keys are known. Anything that cannot be read
/// (a syntax error before the keys, bytes cut at a size limit) does not declare a screen.
public enum ScreenDeclaration {
    static let schemaName = Array("screen.schema.json".utf8)
    /// How much of a file over the size limit is read to tell: its top-level keys come first.
    public static let bytesLookedAt = 64 << 10

    /// Whether `bytes` (the whole file, or its first bytes) declare a screen description.
    public static func declares(_ bytes: [UInt8], path: String) -> Bool {
        // UTF-16 with a byte-order mark is read as UTF-8, as the readers read it.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard case .success(let utf8) = TextEncoding.utf8(bytes, lineBreaks: .standard) else { return false }
            return declares(utf8, path: path)
        }
        let format = InputFormat.detect(path: path, bytes: bytes)
        // JSON is YAML to libyaml too, but a scan of its top level is cheaper and reads every
        // valid JSON file (libyaml refuses some: long keys, surrogate-pair escapes).
        if format == .json, let answer = JSONTopLevel.declaresScreen(bytes) { return answer }
        return YAMLTopLevel.declaresScreen(bytes)
    }

    /// The decision from a mapping's top-level keys (and the `$schema` value, if any).
    static func declares(keys: Set<[UInt8]>, schema: [UInt8]?) -> Bool {
        if keys.contains(Array("screen".utf8)) { return true }
        if keys.contains(Array("platform".utf8)), keys.contains(Array("elements".utf8)) { return true }
        if let schema, namesScreenSchema(schema) { return true }
        return false
    }

    /// Whether a schema's address names the screen schema: its last path component, a fragment
    /// or query aside, is exactly `screen.schema.json` (`../docs/schema/screen.schema.json`,
    /// `https://…/screen.schema.json#`), not a name that holds it (`home-screen.schema.json`,
    /// `screen.schema.json.bak`).
    static func namesScreenSchema(_ address: [UInt8]) -> Bool {
        let path = address.prefix { $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "?") }
        let name = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? path[...]
        return name.elementsEqual(schemaName)
    }

    /// Where `part` ends in `text`, the first time it is there.
    static func end(of part: [UInt8], in text: [UInt8]) -> Int? {
        ByteSearch.offset(of: part, in: text).map { $0 + part.count }
    }

    static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        end(of: part, in: text) != nil
    }
}

/// A scan of a JSON document's top level: its keys, and the `$schema` value, without a tree.
private struct JSONTopLevel {
    let bytes: [UInt8]
    var index: Int

    /// Nil when the bytes are not a JSON object or array at the top (then YAML's reading decides).
    static func declaresScreen(_ bytes: [UInt8]) -> Bool? {
        var scan = JSONTopLevel(bytes: bytes, index: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        scan.skipSpace()
        guard scan.index < bytes.count else { return nil }
        if bytes[scan.index] == UInt8(ascii: "[") {
            scan.index += 1
            scan.skipSpace()
        }
        guard scan.index < bytes.count, bytes[scan.index] == UInt8(ascii: "{") else {
            return scan.index < bytes.count && bytes[scan.index] != UInt8(ascii: "[") ? false : nil
        }
        return scan.objectDeclaresScreen()
    }

    mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// At `{`: reads the keys at this level, skipping every value but `$schema`'s.
    mutating func objectDeclaresScreen() -> Bool {
        index += 1
        var keys = Set<[UInt8]>()
        var schema: [UInt8]?
        while true {
            skipSpace()
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "}") { break }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "\""), let key = string() else { break }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
            index += 1
            skipSpace()
            if key == Array("$schema".utf8), index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                schema = string()
            } else if !skipValue() {
                break
            }
            keys.insert(key)
            if ScreenDeclaration.declares(keys: keys, schema: schema) { return true }
        }
        return ScreenDeclaration.declares(keys: keys, schema: schema)
    }

    /// At `"`: the string's raw bytes (escapes left as written), the index past its closing quote.
    mutating func string() -> [UInt8]? {
        let start = index + 1
        index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return Array(bytes[start..<(index - 1)])
            default: index += 1
            }
        }
        return nil
    }

    /// Skips one value (any depth, counted, not recursed); false when the bytes end first.
    mutating func skipValue() -> Bool {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }  // the end of the enclosing object: nothing to skip
                depth -= 1
                if depth == 0 {
                    index += 1
                    return true
                }
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            default:
                break
            }
            index += 1
        }
        return depth == 0
    }
}

/// The first YAML document's top-level keys, from libyaml's events.
private enum YAMLTopLevel {
    static func declaresScreen(_ bytes: [UInt8]) -> Bool {
        if modelineNamesSchema(bytes) { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return false }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            // Depth of collections open; the mapping whose keys count is at depth 1, or at depth 2
            // inside a top-level list's first item.
            var depth = 0
            var keyDepth: Int?
            var expectingKey = false
            var pendingKey: [UInt8]?
            var keys = Set<[UInt8]>()
            var schema: [UInt8]?
            var events = 0
            while events < 1_000_000 {
                events += 1
                guard yaml_parser_parse(&parser, &event) == 1 else { return false }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                    return ScreenDeclaration.declares(keys: keys, schema: schema)
                case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                    // Past the readers' nesting limit no file is read as a screen: libyaml's cost
                    // grows with the square of the depth (40,000 `[` took 12 s).
                    guard depth < ParseLimits.default.maxDepth else { return false }
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    if keyDepth == nil {
                        // The top level, or the first item of a top-level list.
                        if isMapping, depth <= 1 {
                            keyDepth = depth + 1
                            expectingKey = true
                        } else if depth >= 1 {
                            return false
                        }
                    } else if depth == keyDepth {
                        expectingKey = true
                        pendingKey = nil
                    }
                    depth += 1
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    depth -= 1
                    if let keyDepth, depth < keyDepth { return ScreenDeclaration.declares(keys: keys, schema: schema) }
                    if depth == keyDepth { expectingKey = true }
                case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
                    // A document that is one scalar, or a list whose first item is one.
                    guard let keyDepth else { return false }
                    guard depth == keyDepth else { continue }
                    if expectingKey {
                        let scalar = event.type == YAML_SCALAR_EVENT ? event.data.scalar : nil
                        let key = scalar.map { Array(UnsafeBufferPointer(start: $0.value, count: $0.value == nil ? 0 : Int($0.length))) } ?? []
                        keys.insert(key)
                        pendingKey = key
                        if ScreenDeclaration.declares(keys: keys, schema: schema) { return true }
                    } else if pendingKey == Array("$schema".utf8), event.type == YAML_SCALAR_EVENT {
                        let scalar = event.data.scalar
                        schema = Array(UnsafeBufferPointer(start: scalar.value, count: scalar.value == nil ? 0 : Int(scalar.length)))
                        if ScreenDeclaration.declares(keys: keys, schema: schema) { return true }
                    }
                    expectingKey.toggle()
                default:
                    continue
                }
            }
            return false
        }
    }

    /// A `# yaml-language-server: $schema=…screen.schema.json` comment among the file's first
    /// lines (editors' YAML extension reads it from any line; higlint looks before the content).
    static func modelineNamesSchema(_ bytes: [UInt8]) -> Bool {
        var lines = 0
        for line in bytes.prefix(8192).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            lines += 1
            if lines > 32 { break }
            let text = Array(line)
            guard text.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "#") else { continue }
            guard ScreenDeclaration.contains(text, Array("yaml-language-server:".utf8)),
                  let start = ScreenDeclaration.end(of: Array("$schema=".utf8), in: text) else { continue }
            let address = text[start...].prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
            if ScreenDeclaration.namesScreenSchema(Array(address)) { return true }
        }
        return false
    }
}
