/// An element or a presentation. Presentations carry `presentation`; their `children` are their
/// `content`.
///
/// A view of one record of its screen's store (`ElementStore`, whichever reader filled it):
/// copying it is one retain, and the strings of an element the YAML and JSON decoder made are
/// read from the parse tree when asked for.
public struct Element: Sendable {
    public enum Relation: UInt8, Sendable {
        /// Listed under the screen's `elements`.
        case root
        /// Listed under a parent's `children` (or a presentation's `content`).
        case child
        /// Listed under the parent's `presents`: the parent is its source.
        case presented
    }

    let store: ElementStore
    private let storedIndex: UInt32
    /// Where its frame and presentation attributes are in the store, when known (`unknown`: found
    /// by binary search when asked for). `Screen.popovers` knows them: the rules read every
    /// popover's attributes, and the search was 15% of a file of bare popovers.
    let frameSlot: UInt32
    let presentationSlot: UInt32

    init(store: ElementStore, index: Int, frameSlot: UInt32 = ElementStore.unknownSlot,
         presentationSlot: UInt32 = ElementStore.unknownSlot) {
        self.store = store
        self.storedIndex = UInt32(truncatingIfNeeded: index)
        self.frameSlot = frameSlot
        self.presentationSlot = presentationSlot
    }

    public var index: Int { Int(storedIndex) }

    public var parent: Int? { store.parent(of: index) }
    public var relation: Relation { store.relation(of: index) }
    /// Nil when the file gives no valid type; rules skip such elements.
    public var type: ElementType? { store.type(of: index) }
    public var id: String? { store.string(.id, of: index) }
    public var frame: Rect? { store.frame(of: index, slot: frameSlot) }
    public var title: String? { store.string(.title, of: index) }
    public var label: String? { store.string(.label, of: index) }
    public var text: String? { store.string(.text, of: index) }
    public var placeholder: String? { store.string(.placeholder, of: index) }
    public var help: String? { store.string(.help, of: index) }
    /// `ElementDraft.name`; nil for an element of a screen description.
    public var draftName: String? { store.name(of: index) }
    /// Its id is a parameter's name (`sender`), which names no popover it presents.
    public var idIsParameter: Bool { store.idIsParameter(of: index) }
    public var role: Role? { store.role(of: index) }
    /// The file's `editable`, if given.
    public var editableValue: Bool? { store.editable(of: index) }
    public var essential: Bool { store.essential(of: index) }
    public var children: [Int] { store.children(of: index, presented: false) }
    public var presented: [Int] { store.children(of: index, presented: true) }
    public var presentation: PresentationAttributes? { store.presentation(of: index, slot: presentationSlot) }
    /// Whether it is a presentation (has `presentation`), without making its attributes.
    var hasPresentation: Bool { store.hasPresentation(index) }
    /// Where the element starts: its mapping's first key, or where the reader that built it said.
    public var range: SourceRange { store.range(of: index) }

    /// Where each key is written, by name or dotted path (`size`, `dismiss.outsideTap`).
    public var keyPositions: [String: SourceRange] { store.keyPositions(of: index) }

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
    /// format allows it here, as the decoder read it; where the reader that built it said.
    func keyRange(_ path: String) -> SourceRange? { store.keyRange(path, of: index) }

    /// How the code writes each key a fix may edit (`ElementDraft.writtenValues`); empty for an
    /// element of a screen description.
    var writtenValues: [ElementKey: WrittenValue] { store.writtenValues(of: index) }

    /// The element's mapping as written, as `Node`s with their positions (for edits that fixes
    /// make): made from the tree when asked, for the few elements that need it. Empty for the
    /// elements of other readers, which have no mapping.
    var writtenEntries: [Entry] { store.writtenEntries(of: index) }

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
