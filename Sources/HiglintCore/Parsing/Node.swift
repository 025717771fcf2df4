/// A parse tree of values, for whoever wants one to walk (configuration files, the rule
/// catalog, tests): YAML and JSON become the same positioned nodes. Both readers build a compact
/// `SyntaxTree` first, which is what the linter reads; `YAMLReader.read` and `JSONReader.read`
/// make `Node`s from it, sharing aliased subtrees as the tree does.
public struct Node: Sendable {
    public enum Kind: Sendable {
        case scalar(Scalar)
        case mapping([Entry])
        case sequence([Node])
    }

    public var kind: Kind
    /// From the first character of the node to just after its last.
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    public var entries: [Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    public var items: [Node]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// What a person calls this kind of value, for messages ("expected a number, found a list").
    public var kindName: String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            if scalar.isNull { return "nothing (null)" }
            if scalar.bool != nil { return "a boolean" }
            if scalar.number != nil { return "a number" }
            return "a string"
        }
    }
}

/// One `key: value` pair of a mapping, in the order written.
public struct Entry: Sendable {
    public var key: Node
    public var value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }

    /// The key as text when it is a scalar (every key of the screen format is).
    public var name: String? { key.scalar?.text }
}

/// A scalar as written, typed lazily: parsing never resolves tags, so a value is only
/// interpreted as a boolean or number where the screen format expects one.
public struct Scalar: Sendable {
    public enum Style: Sendable {
        /// Unquoted YAML, or a JSON number, `true`, `false` or `null`.
        case plain
        /// Any quoted or block YAML scalar, or a JSON string: always a string.
        case quoted
    }

    /// An explicit YAML tag, as far as it decides how a scalar is read. Only the core schema's
    /// tags change that, so only they are told apart (and a scalar stays small: a tree holds
    /// one per value).
    public enum Tag: UInt8, Sendable {
        case none
        case null, bool, int, float
        /// `!!str`, the non-specific `!` (which YAML 1.2 resolves to a string for a scalar), or
        /// any other tag: the scalar is not read as a null, boolean or number.
        case other

        /// The tag as libyaml reports it: resolved, so `!!int` arrives as `tag:yaml.org,2002:int`.
        public init(_ name: String?) {
            switch name {
            case nil: self = .none
            case "tag:yaml.org,2002:null": self = .null
            case "tag:yaml.org,2002:bool": self = .bool
            case "tag:yaml.org,2002:int": self = .int
            case "tag:yaml.org,2002:float": self = .float
            default: self = .other
            }
        }
    }

    public var text: String
    public var style: Style
    public var tag: Tag

    public init(_ text: String, style: Style, tag: Tag = .none) {
        self.text = text
        self.style = style
        self.tag = tag
    }

    private var isPlainUntagged: Bool { style == .plain && tag == .none }

    /// YAML 1.2 core schema null: `~`, `null`, `Null`, `NULL` or nothing at all.
    public var isNull: Bool {
        if tag == .null { return true }
        guard isPlainUntagged else { return false }
        // Most scalars are longer than four bytes or start with another letter: decide those at once.
        let utf8 = text.utf8
        if utf8.count > 4 { return false }
        if let first = utf8.first, first != UInt8(ascii: "~"), first != UInt8(ascii: "n"), first != UInt8(ascii: "N") { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// YAML 1.2 core schema booleans. `yes`/`no` are strings in YAML 1.2 and stay so here.
    public var bool: Bool? {
        guard isPlainUntagged || tag == .bool else { return nil }
        let utf8 = text.utf8
        guard utf8.count == 4 || utf8.count == 5, let first = utf8.first,
              first | 0x20 == UInt8(ascii: "t") || first | 0x20 == UInt8(ascii: "f") else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A decimal number (integer or float, optional sign and exponent), read as the syntax tree
    /// reads it (`ScalarText.number`).
    public var number: Double? {
        var text = self.text
        return text.withUTF8 { ScalarText.number($0, quoted: style != .plain, tag: tag) }
    }
}

/// One document of a stream: a YAML document, or the whole of a JSON file.
public struct Document: Sendable {
    public var root: Node
    /// 0-based position of the document in its stream.
    public var index: Int

    public init(root: Node, index: Int) {
        self.root = root
        self.index = index
    }
}

/// Why a file could not be read to the end. The documents before it are still linted.
public struct ParseFailure: Error, Sendable, Equatable {
    public var message: String
    public var position: SourcePosition

    public init(message: String, position: SourcePosition) {
        self.message = message
        self.position = position
    }
}

/// What a reader made of one file: the documents it completed, and the failure that stopped it.
public struct ParsedStream: Sendable {
    public var documents: [Document]
    public var failure: ParseFailure?

    public init(documents: [Document], failure: ParseFailure?) {
        self.documents = documents
        self.failure = failure
    }
}

/// Limits that keep a hostile file from exhausting time, memory or the stack (docs/security.md).
public struct ParseLimits: Sendable {
    /// Deepest nesting of mappings and sequences; the model and rules recurse with it.
    public var maxDepth: Int
    /// Nodes that aliases and merge keys may add beyond the ones written out in the file:
    /// the larger of this floor and `aliasExpansionFactor` times the written ones. A scalar
    /// weighs one node per `bytesPerNode` bytes of its text, so long strings count as several.
    public var aliasExpansionFloor: Int
    public var aliasExpansionFactor: Int
    /// Files larger than this many bytes are not parsed: one `invalid-document` says so
    /// (`lint --max-file-size`).
    public var maxFileSize: Int
    /// The size limit of Swift files when none is set (`--max-file-size` and configuration set one
    /// limit for every kind of file): swift-syntax's tree costs about 0.7 s of CPU and 130 MB for
    /// each megabyte of plain code, and the promise for any file is 2 s and 200 MB.
    public var maxSwiftFileSize: Int
    /// Problems reported for one file at most; past it one `invalid-document` says that more were
    /// left out. Each problem costs about a kilobyte and twenty microseconds, so without a cap a
    /// file of nothing but a long list of wrong values (a megabyte of `[1,1,1,…]`) took seconds
    /// and half a gigabyte, and one at the size limit would take gigabytes.
    public var maxProblemsPerFile: Int
    /// Values (scalars, mappings, sequences, aliases) one document may hold. Each costs 24 bytes
    /// of tree and, for an element, about as much again of model; past it one `invalid-document`
    /// says so. A hand-written screen holds hundreds; a file of nothing but `{a, b, c, …}` at the
    /// size limit would hold ten million, a quarter of a gigabyte of tree.
    public var maxValues: Int

    public static let bytesPerNode = 64
    public static let defaultMaxFileSize = 10 * 1024 * 1024
    public static let defaultMaxSwiftFileSize = 1 << 20

    /// The size limit of the file at `path`.
    public func maxFileSize(for path: String) -> Int {
        path.utf8.count > 6 && path.lowercased().hasSuffix(".swift") ? maxSwiftFileSize : maxFileSize
    }

    /// One size limit for every kind of file (`--max-file-size`, configuration's `max-file-size`).
    public mutating func setMaxFileSize(_ bytes: Int) {
        maxFileSize = bytes
        maxSwiftFileSize = bytes
    }

    public init(maxDepth: Int = 256, aliasExpansionFloor: Int = 100_000, aliasExpansionFactor: Int = 2,
                maxFileSize: Int = ParseLimits.defaultMaxFileSize, maxProblemsPerFile: Int = 1_000,
                maxValues: Int = 4_000_000, maxSwiftFileSize: Int = ParseLimits.defaultMaxSwiftFileSize) {
        self.maxDepth = maxDepth
        self.aliasExpansionFloor = aliasExpansionFloor
        self.aliasExpansionFactor = aliasExpansionFactor
        self.maxFileSize = maxFileSize
        self.maxSwiftFileSize = maxSwiftFileSize
        self.maxProblemsPerFile = maxProblemsPerFile
        self.maxValues = maxValues
    }

    /// What a reader says when a document holds more than `maxValues` values.
    var valuesMessage: String {
        "more than \(maxValues) values in one document (a screen holds hundreds); the file is not linted past this point"
    }

    public static let `default` = ParseLimits()
}
