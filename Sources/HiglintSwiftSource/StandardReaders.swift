import HiglintCore

extension ReaderRegistry {
    /// Every reader: HiglintCore's and the Swift reader. What the command line, the language
    /// server and the fuzz target read with.
    public static let standard = ReaderRegistry(ReaderRegistry.core.readers + [
        SwiftSourceReader(),
    ])
}
