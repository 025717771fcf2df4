import HiglintCore
import SwiftSyntax

/// The team's popover wrappers of every Swift file of the run: which present a popover (also
/// through a wrapper of another file), which one file declares (only those are followed into from
/// another file), and which files use them (read with the index, and never passed over).
struct WrapperIndex: Sendable {
    struct Shared: Sendable {
        let path: String
        let kind: PopoverWrappers.Kind
        let appKit: Bool
        /// For a method: the types whose extensions declare it.
        let receivers: Set<String>
    }

    /// Wrappers that present a popover, by name, whichever file declares them.
    private(set) var presenting: Set<String> = []
    private(set) var appKit: Set<String> = []
    /// Those whose code decides what their popover becomes in a compact width.
    private(set) var compact: Set<String> = []
    /// Helpers that present nothing but decide what a popover becomes in a compact width
    /// (`PopoverWrappers.adapting`).
    private(set) var adapting: Set<String> = []
    /// Those declared in exactly one file and used from another.
    private(set) var shared: [String: Shared] = [:]
    /// The numbers of the files that write a shared wrapper's name (other than its own file).
    private(set) var usingFiles = Set<Int>()
    /// For each wrapper method's name, the types whose extensions declare it in any file: a call
    /// on a value of unknown type is read only when one type does (`SwiftUIReader.wrapperReceiver`).
    private(set) var methodReceivers: [String: Set<String>] = [:]
    /// What each presenting wrapper's code names (`PopoverWrappers.Candidate.names`), for
    /// `noteCompactDeciders(_:)`.
    private var namesByWrapper: [String: Set<String>] = [:]

    /// `namesWritten`, when a workspace keeps it, says which of `inputs` write a wrapper's name.
    init(_ files: [(path: String, wrappers: [PopoverWrappers.Candidate])], inputs: [IndexedFile],
         namesWritten: WorkspaceNamesWritten? = nil) {
        var declaring: [String: Set<String>] = [:]
        var all: [PopoverWrappers.Candidate] = []
        var kinds: [String: PopoverWrappers.Kind] = [:]
        var receivers: [String: Set<String>] = [:]
        for (path, wrappers) in files {
            for wrapper in wrappers {
                declaring[wrapper.name, default: []].insert(path)
                kinds[wrapper.name] = wrapper.kind
                receivers[wrapper.name, default: []].formUnion(wrapper.receivers)
                if wrapper.kind == .method { methodReceivers[wrapper.name, default: []].formUnion(wrapper.receivers) }
                all.append(wrapper)
            }
        }
        guard !all.isEmpty else { return }
        (presenting, appKit, compact) = PopoverWrappers.presenting(all)
        adapting = PopoverWrappers.adapting(all, presenting: presenting)
        for wrapper in all where presenting.contains(wrapper.name) && !appKit.contains(wrapper.name) {
            namesByWrapper[wrapper.name, default: []].formUnion(wrapper.names)
        }
        var once: [String: String] = [:]
        for name in presenting.union(adapting) {
            if let paths = declaring[name], paths.count == 1, let path = paths.first { once[name] = path }
        }
        guard !once.isEmpty else { return }
        // The files that write each name: a wrapper's use writes its name (`.instantPopover(`,
        // `InstantPopover(`); a name in a comment only costs a second reading. A workspace keeps
        // them as its files change; a run searches the bytes.
        let needles = once.map { (name: $0.key, path: $0.value, bytes: Array($0.key.utf8)) }
        var writers: [(number: Int, name: String)] = []
        if let namesWritten {
            let numbers = Dictionary(inputs.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            for needle in needles {
                for path in namesWritten.files(writing: needle.name) where path != needle.path {
                    if let number = numbers[path] { writers.append((number, needle.name)) }
                }
            }
        } else {
            for (number, input) in inputs.enumerated() {
                for needle in needles where needle.path != input.path && Self.writesWord(needle.bytes, in: input.bytes) {
                    writers.append((number, needle.name))
                }
            }
        }
        for (number, name) in writers {
            usingFiles.insert(number)
            if shared[name] == nil {
                shared[name] = Shared(path: once[name]!, kind: kinds[name] ?? .method, appKit: appKit.contains(name),
                                      receivers: receivers[name] ?? [])
            }
        }
    }

    /// Marks as deciding what their popover becomes in a compact width the wrappers whose code
    /// names one of `deciders` — the run's controller and delegate classes that decide it, declared
    /// in other files (`PopoverController`, whose delegate method returns `.none`) — or a wrapper
    /// that does, so a view using one is read in a compact width too.
    mutating func noteCompactDeciders(_ deciders: Set<String>) {
        guard !deciders.isEmpty, !namesByWrapper.isEmpty else { return }
        var changed = true
        while changed {
            changed = false
            for (name, names) in namesByWrapper where !compact.contains(name)
                && (!names.isDisjoint(with: deciders) || !names.isDisjoint(with: compact)) {
                compact.insert(name)
                changed = true
            }
        }
    }

    /// The files whose wrappers other files use: their trees are held for the run.
    var declaringPaths: Set<String> { Set(shared.values.map(\.path)) }

    /// A file whose tree could not be held: its wrappers are not followed into from other files.
    mutating func drop(_ path: String) {
        shared = shared.filter { $0.value.path != path }
    }

    /// Whether `word` is written in `bytes` as a whole word.
    static func writesWord(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var start = 0
        while start <= bytes.count - word.count {
            if bytes[start] == first, (start == 0 || !isWordByte(bytes[start - 1])) {
                var offset = 1
                while offset < word.count, bytes[start + offset] == word[offset] { offset += 1 }
                if offset == word.count, start + offset == bytes.count || !isWordByte(bytes[start + offset]) { return true }
            }
            start += 1
        }
        return false
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

extension SwiftProjectIndex {
    /// The wrapper `name` declared in another file of the run, with that file.
    func wrapper(named name: String, kind: PopoverWrappers.Kind, from path: String) -> (WrapperIndex.Shared, HoldingFile)? {
        guard let shared = popoverWrappers.shared[name], shared.kind == kind, shared.path != path,
              let holding = files[shared.path] else { return nil }
        return (shared, holding)
    }

    /// Whether the wrapper `name` presents a popover, counting wrappers of every file it uses.
    func wrapperPresents(_ name: String) -> Bool { popoverWrappers.presenting.contains(name) }

    /// Whether a use of the wrapper `name` is read as the code it wraps (`PopoverWrappers.expands`).
    func wrapperExpands(_ name: String) -> Bool { popoverWrappers.presenting.contains(name) || popoverWrappers.adapting.contains(name) }

    func wrapperIsAppKit(_ name: String) -> Bool { popoverWrappers.appKit.contains(name) }

    /// The lines of the file at `path` that hold wrappers other files use: findings there are found
    /// while those files are linted.
    func wrapperLines(in path: String) -> [ClosedRange<Int>] {
        guard let holding = files[path] else { return [] }
        let file = holding.file
        var lines: [ClosedRange<Int>] = []
        for (name, shared) in popoverWrappers.shared where shared.path == path {
            let declarations: [Syntax] = shared.kind == .method
                ? shared.receivers.sorted().flatMap { file.types[$0]?.functions(name).map { Syntax($0) } ?? [] }
                : (file.types[name]?.declarations.map { Syntax($0) } ?? [])
            for declaration in declarations {
                lines.append(file.lines.line(at: declaration.position.utf8Offset)...file.lines.line(at: declaration.endPosition.utf8Offset))
            }
        }
        return lines
    }

    /// Whether the wrapper `name` that the file at `path` declares is used from another file.
    func isWrapperUsedElsewhere(_ name: String, in path: String) -> Bool {
        popoverWrappers.shared[name]?.path == path
    }
}
