/// How a client counts `character` in a position (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// UTF-16 unless the client offers UTF-8 (no conversion at all for the server), else UTF-32
    /// (scalars: what reports count) if it offers that. Clients that say nothing get UTF-16, as
    /// the protocol requires.
    public static func negotiate(offered: [String]?) -> PositionEncoding {
        guard let offered else { return .utf16 }
        if offered.contains(utf8.rawValue) { return .utf8 }
        if offered.contains(utf32.rawValue) { return .utf32 }
        return .utf16
    }

    /// How many code units of this encoding the scalar whose UTF-8 sequence is `length` bytes
    /// long takes.
    func units(forUTF8Length length: Int) -> Int {
        switch self {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// An LSP position: zero-based line, and character in the negotiated encoding.
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONValue { ["line": .int(line), "character": .int(character)] }
}

public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    init?(_ value: JSONValue?) {
        guard let start = LSPPosition(value?["start"]), let end = LSPPosition(value?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }
}
