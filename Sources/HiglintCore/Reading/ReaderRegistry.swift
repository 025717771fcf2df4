/// The readers of a run, registered once: the folder walk reads the files their extensions
/// name, a file's extension picks its reader, and the command line, the language server and the
/// fuzz target all take their readers from here. Adding a reader is writing it and adding one
/// line to `core` (a reader of this module) or to `standard` (HiglintSwiftSource's, which adds
/// the readers that need swift-syntax).
public struct ReaderRegistry: Sendable {
    /// In order; no two share an extension.
    public let readers: [any ScreenReader]
    /// Every reader's extensions, each to its reader's place in `readers`.
    private let byExtension: [String: Int]

    public init(_ readers: [any ScreenReader]) {
        self.readers = readers
        var byExtension: [String: Int] = [:]
        for (index, reader) in readers.enumerated() {
            for ext in reader.extensions where byExtension[ext] == nil { byExtension[ext] = index }
        }
        self.byExtension = byExtension
    }

    /// The readers of HiglintCore: YAML and JSON screen descriptions and Interface Builder files.
    public static let core = ReaderRegistry([
        YAMLScreenReader(),
        JSONScreenReader(),
        InterfaceBuilderReader(),
    ])

    /// These readers in place of the registered ones that share an extension with them, and the
    /// rest as registered: a reader set up otherwise (another platform, a test's stand-in).
    public func with(_ replacements: [any ScreenReader]) -> ReaderRegistry {
        let taken = Set(replacements.flatMap(\.extensions))
        return ReaderRegistry(readers.filter { !$0.extensions.contains(where: taken.contains) } + replacements)
    }

    /// The extensions a folder walk reads (lowercased, without the dot).
    public var extensions: Set<String> { Set(byExtension.keys) }

    /// The extensions as a message names them: `.json, .storyboard, …`, sorted.
    public var extensionList: String { extensions.sorted().map { "." + $0 }.joined(separator: ", ") }

    /// The extensions in the readers' order, as help names them: `.yaml, .yml, …` and, with
    /// `lastJoiner` " or ", `… .xib or .swift`.
    public func extensionNames(lastJoiner: String = ", ") -> String {
        let names = readers.flatMap(\.extensions).map { "." + $0 }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + lastJoiner + last
    }

    /// The reader for `path`, by its extension; nil when no reader has it.
    public func reader(for path: String) -> (any ScreenReader)? {
        guard let ext = Self.pathExtension(path) else { return nil }
        return byExtension[ext].map { readers[$0] }
    }

    /// The reader for `path`: by its extension, else the one that claims the bytes (YAML or JSON
    /// by their content), else the first.
    public func reader(for path: String, bytes: [UInt8]) -> any ScreenReader {
        if let reader = reader(for: path) { return reader }
        return readers.first { $0.claims(unnamed: bytes, path: path) } ?? readers[0]
    }

    /// Whether a walk reads a file of this name.
    public func reads(_ path: String) -> Bool { reader(for: path) != nil }

    /// Whether a walk reads a file of this name only when it declares itself a screen.
    public func readsOnlyWhenDeclared(_ path: String) -> Bool { reader(for: path)?.readsOnlyWhenDeclared ?? false }

    /// The lowercased extension of the last component of `path`, if it has one.
    static func pathExtension(_ path: String) -> String? {
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let suffix = bytes[bytes.index(after: dot)...]
        guard !suffix.contains(UInt8(ascii: "/")) else { return nil }
        return String(decoding: suffix, as: UTF8.self).lowercased()
    }
}
