/// The classes an Interface Builder file names, found without parsing it: which storyboards a
/// Swift file's scene classes join, for the language server's re-lints and `--shard`'s.
public enum InterfaceBuilderClassNames {
    /// The value of every `customClass="…"` (its last dotted part: `MyApp.LibraryViewController`).
    public static func named(in bytes: [UInt8]) -> Set<String> {
        let needle = Array("customClass=\"".utf8)
        var names = Set<String>()
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) else {
                index += 1
                continue
            }
            var end = index + needle.count
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let value = String(decoding: bytes[(index + needle.count)..<end], as: UTF8.self)
            names.insert(String(value.split(separator: ".").last ?? Substring(value)))
            index = end
        }
        return names
    }
}
