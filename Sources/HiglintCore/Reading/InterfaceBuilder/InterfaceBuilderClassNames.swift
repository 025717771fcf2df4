/// The classes an Interface Builder file names, found without parsing it: which storyboards a
/// Swift file's scene classes join, for the language server's re-lints and `--shard`'s.
public enum InterfaceBuilderClassNames {
    /// The value of every `customClass="…"` (its last dotted part: `MyApp.LibraryViewController`).
    public static func named(in bytes: [UInt8]) -> Set<String> {
        let needle = Array("customClass=\"".utf8)
        var names = Set<String>()
        var index = 0
        while let start = ByteSearch.offset(of: needle, in: bytes, from: index) {
            var end = start + needle.count
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let value = String(decoding: bytes[(start + needle.count)..<end], as: UTF8.self)
            names.insert(String(value.split(separator: ".").last ?? Substring(value)))
            index = end
        }
        return names
    }

    /// The class of each element that has both a `storyboardIdentifier="…"` and a `customClass="…"`
    /// (a scene that code can make with `instantiateViewController(withIdentifier:)`), by identifier.
    public static func byStoryboardIdentifier(in bytes: [UInt8]) -> [String: Set<String>] {
        let needle = Array("storyboardIdentifier=\"".utf8)
        var found: [String: Set<String>] = [:]
        var index = 0
        while let start = ByteSearch.offset(of: needle, in: bytes, from: index) {
            let valueStart = start + needle.count
            guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            index = valueEnd
            // The start tag around it: from its `<` to its `>` (attribute values escape both).
            let tagStart = bytes[..<start].lastIndex(of: UInt8(ascii: "<")) ?? 0
            let tagEnd = bytes[valueEnd...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            let classes = named(in: Array(bytes[tagStart..<tagEnd]))
            guard !classes.isEmpty else { continue }
            found[String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), default: []].formUnion(classes)
        }
        return found
    }
}
