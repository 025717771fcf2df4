/// For each name a Swift file of an editor's workspace declares (a type, a popover wrapper), the
/// files that write it as a whole word (in code, a comment or a string), kept up to date one file
/// at a time with the index (`SwiftWorkspaceIndex`). Which files may present a controller or use a
/// wrapper is then a look-up rather than a search of every file's bytes each time a file is linted:
/// a change scans the words of the file changed, and the other files only for a name no file
/// declared before it.
struct WorkspaceNamesWritten: Sendable {
    /// One file's new bytes (nil: it is gone) and the names it declares.
    struct Change {
        var path: String
        var bytes: [UInt8]?
        var declares: Set<String>
    }

    /// How many files declare each name.
    private var declarations: [String: Int] = [:]
    /// The names each file declares.
    private var declared: [String: Set<String>] = [:]
    /// For each name declared, the files that write it (a file that declares it among them).
    private var writers: [String: Set<String>] = [:]
    /// For each file, the declared names it writes.
    private var written: [String: Set<String>] = [:]
    /// Hashes of the declared names (and of some no longer declared): a word whose hash it does
    /// not hold is no declared name, and no string is made of it.
    private var filter = WordFilter()
    /// Declared names that are not one word (a name in backticks): searched for as `writesWord` does.
    private var unlikeWords: Set<String> = []

    /// The files that write `name`, when a file declares it.
    func files(writing name: String) -> Set<String> {
        writers[name] ?? []
    }

    /// Takes in `changes`, in order; `others` are the bytes of the files not changed, read only
    /// when a change declares a name no file declared before.
    mutating func update<Others: Sequence>(_ changes: [Change], others: Others) where Others.Element == (path: String, bytes: [UInt8]) {
        // A file named twice is taken in as its last change says.
        var last: [String: Int] = [:]
        for (index, change) in changes.enumerated() { last[change.path] = index }
        let changes = changes.indices.filter { last[changes[$0].path] == $0 }.map { changes[$0] }
        var gone = Set<String>()
        var new = Set<String>()
        for change in changes {
            for name in declared.removeValue(forKey: change.path) ?? [] {
                declarations[name, default: 1] -= 1
                if declarations[name] == 0 {
                    declarations[name] = nil
                    if new.remove(name) == nil { gone.insert(name) }
                }
            }
            for name in written.removeValue(forKey: change.path) ?? [] { writers[name]?.remove(change.path) }
            guard change.bytes != nil, !change.declares.isEmpty else { continue }
            declared[change.path] = change.declares
            for name in change.declares {
                declarations[name, default: 0] += 1
                if declarations[name] == 1, gone.remove(name) == nil { new.insert(name) }
            }
        }
        for name in gone {
            for path in writers.removeValue(forKey: name) ?? [] { written[path]?.remove(name) }
            unlikeWords.remove(name)
        }
        if !new.isEmpty {
            var newFilter = WordFilter()
            for name in new {
                let hash = Self.hash(name)
                filter.insert(hash)
                newFilter.insert(hash)
                writers[name] = []
                if !Self.isWord(name) { unlikeWords.insert(name) }
            }
            let changed = Set(changes.map(\.path))
            let unlike = unlikeWords.intersection(new)
            for (path, bytes) in others where !changed.contains(path) {
                add(path, writing: Self.names(in: bytes, filter: newFilter, unlikeWords: unlike) { new.contains($0) })
            }
        }
        for change in changes {
            guard let bytes = change.bytes else { continue }
            add(change.path, writing: Self.names(in: bytes, filter: filter, unlikeWords: unlikeWords) { declarations[$0] != nil })
        }
    }

    private mutating func add(_ path: String, writing names: Set<String>) {
        guard !names.isEmpty else { return }
        written[path, default: []].formUnion(names)
        for name in names { writers[name, default: []].insert(path) }
    }

    /// The names `bytes` write as whole words, among those `isName` takes (each word's hash is
    /// looked up in `filter` first), and those of `unlikeWords` they write.
    private static func names(in bytes: [UInt8], filter: WordFilter, unlikeWords: Set<String>,
                              isName: (String) -> Bool) -> Set<String> {
        var found = Set<String>()
        TypeNamesWritten.forEachWord(in: bytes) { word in
            guard filter.mayContain(TypeNamesWritten.hash(word)) else { return }
            let name = String(decoding: word, as: UTF8.self)
            if isName(name) { found.insert(name) }
        }
        for name in unlikeWords where WrapperIndex.writesWord(Array(name.utf8), in: bytes) { found.insert(name) }
        return found
    }

    private static func hash(_ name: String) -> UInt64 {
        Array(name.utf8).withUnsafeBufferPointer { TypeNamesWritten.hash($0) }
    }

    /// Whether `name` is one run of word bytes, as `TypeNamesWritten.forEachWord` splits words.
    private static func isWord(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { TypeNamesWritten.isWordByte($0) }
    }
}
