/// An element or a presentation. Presentations carry `presentation`; their `children` are their
/// `content`.
///
/// A view of one record of its screen's store: copying it is one retain, and the strings of an
/// element the YAML and JSON decoder made are read from the parse tree when asked for.
public struct Element: Sendable {
    public enum Relation: UInt8, Sendable {
        /// Listed under the screen's `elements`.
        case root
        /// Listed under a parent's `children` (or a presentation's `content`).
        case child
        /// Listed under the parent's `presents`: the parent is its source.
        case presented
    }

    let storage: ElementStorage
    private let storedIndex: UInt32
    /// Where its frame and presentation attributes are in the store, when known (`unknown`: found
    /// by binary search when asked for). `Screen.popovers` knows them: the rules read every
    /// popover's attributes, and the search was 15% of a file of bare popovers.
    let frameSlot: UInt32
    let presentationSlot: UInt32

    init(store: ElementStore, index: Int, frameSlot: UInt32 = ElementStore.unknownSlot,
         presentationSlot: UInt32 = ElementStore.unknownSlot) {
        self.init(storage: .records(store), index: index, frameSlot: frameSlot, presentationSlot: presentationSlot)
    }

    init(storage: ElementStorage, index: Int, frameSlot: UInt32 = ElementStore.unknownSlot,
         presentationSlot: UInt32 = ElementStore.unknownSlot) {
        self.storage = storage
        self.storedIndex = UInt32(truncatingIfNeeded: index)
        self.frameSlot = frameSlot
        self.presentationSlot = presentationSlot
    }

    /// One field, from whichever store holds the element.
    @inline(__always)
    private func read<Value>(_ record: (ElementStore, Int) -> Value, _ draft: (borrowing ElementDraft) -> Value) -> Value {
        switch storage {
        case .records(let store): return record(store, index)
        case .drafts(let drafts): return draft(drafts.drafts[index])
        }
    }

    public var index: Int { Int(storedIndex) }

    // The accessors every rule reads for every element switch on the store themselves: through
    // `read`, a presentation's attributes were copied by their value witness (perf).
    public var parent: Int? {
        switch storage {
        case .records(let store): return store.parent(of: index)
        case .drafts(let drafts): return drafts.drafts[index].parent
        }
    }
    public var relation: Relation {
        switch storage {
        case .records(let store): return store.relation(of: index)
        case .drafts(let drafts): return drafts.drafts[index].relation
        }
    }
    /// Nil when the file gives no valid type; rules skip such elements.
    public var type: ElementType? {
        switch storage {
        case .records(let store): return store.type(of: index)
        case .drafts(let drafts): return drafts.drafts[index].type
        }
    }
    public var id: String? { read({ $0.string(.id, of: $1) }, { $0.id }) }
    public var frame: Rect? {
        switch storage {
        case .records(let store): return store.frame(of: index, slot: frameSlot)
        case .drafts(let drafts): return drafts.drafts[index].frame
        }
    }
    public var title: String? { read({ $0.string(.title, of: $1) }, { $0.title }) }
    public var label: String? { read({ $0.string(.label, of: $1) }, { $0.label }) }
    public var text: String? { read({ $0.string(.text, of: $1) }, { $0.text }) }
    public var placeholder: String? { read({ $0.string(.placeholder, of: $1) }, { $0.placeholder }) }
    public var help: String? { read({ $0.string(.help, of: $1) }, { $0.help }) }
    /// `ElementDraft.name`; nil for an element of a screen description.
    public var draftName: String? { read({ _, _ in nil }, { $0.name }) }
    public var role: Role? { read({ $0.role(of: $1) }, { $0.role }) }
    /// The file's `editable`, if given.
    public var editableValue: Bool? { read({ $0.editable(of: $1) }, { $0.editableValue }) }
    public var essential: Bool { read({ $0.essential(of: $1) }, { $0.essential }) }
    public var children: [Int] { read({ $0.children(of: $1, presented: false) }, { $0.children }) }
    public var presented: [Int] { read({ $0.children(of: $1, presented: true) }, { $0.presented }) }
    public var presentation: PresentationAttributes? {
        switch storage {
        case .records(let store): return store.presentation(of: index, slot: presentationSlot)
        case .drafts(let drafts): return drafts.drafts[index].presentation
        }
    }
    /// Whether it is a presentation (has `presentation`), without making its attributes.
    var hasPresentation: Bool {
        switch storage {
        case .records(let store): return store.hasPresentation(index)
        case .drafts(let drafts): return drafts.drafts[index].presentation != nil
        }
    }
    /// Where the element's mapping starts.
    public var range: SourceRange { read({ $0.range(of: $1) }, { $0.range }) }

    /// Where each key is written, by name or dotted path (`size`, `dismiss.outsideTap`).
    public var keyPositions: [String: SourceRange] {
        if case .drafts(let drafts) = storage { return drafts.drafts[index].keyPositions }
        var positions: [String: SourceRange] = [:]
        for key in Key.allCases {
            if let range = keyRange(key.name) { positions[key.name] = range }
        }
        for path in Self.dottedPaths {
            if let range = keyRange(path) { positions[path] = range }
        }
        return positions
    }

    /// The keys inside a presentation's values that rules point at.
    static let dottedPaths = ["dismiss.outsideTap", "dismiss.onSelection", "resize.animated",
                              "detached.background", "detached.size"]

    /// Holds work people enter: `editable` when given, else true for the types of typed text.
    public var isEditable: Bool { editableValue ?? (type?.holdsTypedText ?? false) }

    /// `range(of:)` by name or dotted path, as `keyPositions` holds them.
    func range(of key: String) -> SourceRange {
        keyRange(key) ?? keyRange("type") ?? range
    }

    /// Where `key` (or a dotted path of `dottedPaths`) is written: its first occurrence, when the
    /// format allows it here, as the decoder read it.
    func keyRange(_ path: String) -> SourceRange? {
        switch storage {
        case .drafts(let drafts): return drafts.drafts[index].keyPositions[path]
        case .records(let store): return Self.keyRange(path, of: index, in: store)
        }
    }

    private static func keyRange(_ path: String, of index: Int, in store: ElementStore) -> SourceRange? {
        let tree = store.tree
        let allowedKeys = store.allowedKeys(of: index)
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            guard let key = Key.lexicon[path], allowedKeys & 1 << UInt64(key.rawValue) != 0,
                  let entry = store.firstEntry(key, in: store.node(of: index)) else { return nil }
            return tree.range(entry.key)
        }
        guard store.hasPresentation(index), Self.dottedPaths.contains(path) else { return nil }
        let outer = String(path[..<dot]), inner = String(path[path.utf8.index(after: dot)...])
        guard let key = Key.lexicon[outer], allowedKeys & 1 << UInt64(key.rawValue) != 0,
              let entry = store.firstEntry(key, in: store.node(of: index)), tree.isMapping(entry.value),
              let innerKey = Key.lexicon[inner], let innerEntry = store.firstEntry(innerKey, in: entry.value) else { return nil }
        return tree.range(innerEntry.key)
    }

    /// How the code writes each key a fix may edit (`ElementDraft.writtenValues`); empty for an
    /// element of a screen description.
    var writtenValues: [String: WrittenValue] {
        guard case .drafts(let drafts) = storage else { return [:] }
        return drafts.drafts[index].writtenValues
    }

    /// The element's mapping as written, as `Node`s with their positions (for edits that fixes
    /// make): made from the tree when asked, for the few elements that need it. Empty for the
    /// elements of other readers, which have no mapping.
    var writtenEntries: [Entry] {
        guard case .records(let store) = storage else { return [] }
        return store.tree.node(at: store.node(of: index)).entries ?? []
    }

    /// Copy that people read, with the key it is written under.
    public var copy: [(key: String, text: String)] {
        CopyKey.allCases.compactMap { key in self[copy: key].map { (key.rawValue, $0) } }
    }

    /// One string of `copy`, read from the parse tree.
    public subscript(copy key: CopyKey) -> String? {
        switch key {
        case .title: return title
        case .label: return label
        case .text: return text
        case .placeholder: return placeholder
        case .help: return help
        }
    }
}

/// The keys copy that people read is written under, in the order `Element.copy` lists them.
public enum CopyKey: String, CaseIterable, Sendable {
    case title, label, text, placeholder, help
}

extension Element {
    /// The popover's preferred size: `size` when given, else the frame's size.
    public var effectiveSize: Size? {
        if let size = presentation?.size { return size }
        if let frame { return Size(width: frame.width, height: frame.height) }
        return nil
    }

    /// The key a size diagnostic points at: `size` when written, else `frame`.
    public var sizeKey: ElementKey { presentation?.size != nil ? .size : .frame }
}
