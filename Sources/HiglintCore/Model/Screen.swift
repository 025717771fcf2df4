/// The kinds of file a screen is read from (docs/sources.md). A catalog message may have a wording
/// for each (docs/rule-catalog.md, "Messages in the file's language").
public enum SourceKind: String, CaseIterable, Sendable {
    /// A YAML or JSON screen description (docs/screen-format.md).
    case screenDescription
    /// A storyboard or xib.
    case interfaceBuilder
    /// SwiftUI, UIKit or AppKit code.
    case swift
}

/// One screen of a file, typed and positioned, with its view tree flattened into `elements`
/// in document order. Rules read this; they never see YAML or JSON.
public struct Screen: Sendable {
    public var name: String?
    /// Which kind of file the screen was read from: a finding speaks that file's language (the
    /// key of a screen description, the Attributes inspector's setting, the Swift to write).
    public var sourceKind: SourceKind = .screenDescription
    public var platform: Platform?
    /// The horizontal size class, with the platform's default applied when the file gives none.
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var viewport: Size?
    /// Every element and presentation, parents before children, in the order written.
    public internal(set) var elements: ElementList
    /// Where the popovers are in `elements`: every rule asks for them, so they are found once.
    public internal(set) var popoverIndices: [Int] = []
    /// Set when the file's problem cap was reached before the screen was linted: the place of the
    /// last problem kept. The cap keeps the first problems by place, so no finding placed after it
    /// can be reported, and `Linter.check` does not judge the popovers that start after it.
    var lastReportablePlace: SourcePosition?
    /// Where the screen's mapping starts, for diagnostics about the screen as a whole.
    public var range: SourceRange
    /// 0-based document of the stream, and 0-based screen within that document.
    public var documentIndex: Int
    public var screenIndex: Int

    init(elements: ElementList, range: SourceRange, documentIndex: Int, screenIndex: Int) {
        self.elements = elements
        self.range = range
        self.documentIndex = documentIndex
        self.screenIndex = screenIndex
    }

    /// A screen a reader built element by element (`ElementDraft`), for files that are not YAML
    /// or JSON screen descriptions. `roots` lists the elements at the top of the screen, in order.
    public init(drafts: [ElementDraft], roots: [Int], range: SourceRange, documentIndex: Int = 0, screenIndex: Int = 0) {
        self.init(elements: ElementList(drafts: ElementDrafts(drafts: drafts, roots: roots)), range: range,
                  documentIndex: documentIndex, screenIndex: screenIndex)
        self.popoverIndices = drafts.indices.filter { drafts[$0].type == .popover }
    }

    /// Indices of the elements listed directly under `elements`.
    public var roots: [Int] {
        guard case .records(let store) = elements.storage else { return elements.drafts!.roots }
        var result: [Int] = []
        var index = 0
        while index < store.count {
            result.append(index)
            index = store.end(of: index)
        }
        return result
    }

    public subscript(index: Int) -> Element { elements[index] }

    /// The element that `presents` this presentation (its anchor), if `index` is a presentation.
    public func source(of index: Int) -> Element? {
        let element = elements[index]
        guard element.relation == .presented, let parent = element.parent else { return nil }
        return elements[parent]
    }

    /// Ancestors from the nearest outwards, crossing presentations.
    public func ancestors(of index: Int) -> [Element] {
        var result: [Element] = []
        var current = elements[index].parent
        while let parent = current {
            result.append(elements[parent])
            current = elements[parent].parent
        }
        return result
    }

    /// Every element below `index` through `children`/`content`, at any depth, without crossing
    /// into a further presentation (rules.md's "editable content").
    public func content(of index: Int) -> [Element] {
        var result: [Element] = []
        var pending = Array(elements[index].children.reversed())
        while let next = pending.popLast() {
            result.append(elements[next])
            pending.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }

    /// Every element below `index`, through content and presentations alike.
    public func descendants(of index: Int) -> [Element] {
        var result: [Element] = []
        var pending = Array(elements[index].presented.reversed()) + elements[index].children.reversed()
        while let next = pending.popLast() {
            result.append(elements[next])
            pending.append(contentsOf: elements[next].presented.reversed())
            pending.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }

    /// The screen's part of a locator: its name, else its place in the stream.
    public var locatorName: String { name ?? "screen[\(documentIndex).\(screenIndex)]" }

    /// A name for an element that survives edits elsewhere in the file: `Screen#id` when it has an
    /// id, else its place in the tree (`Screen/elements[2]/presents[0]/content[1]`).
    public func locator(of index: Int) -> String {
        var places = SiblingPlaces()
        return locator(of: index, places: &places)
    }

    /// `locator(of:)`, remembering where in its list of siblings each element it passes is, so
    /// that a run of locators in document order walks each list once (a list of a million
    /// elements, and a thousand of them reported, would otherwise be walked a thousand times).
    func locator(of index: Int, places: inout SiblingPlaces) -> String {
        var parts: [String] = []
        var current: Int? = index
        while let at = current {
            let element = elements[at]
            if let id = element.id {
                parts.append("#" + id)
                break
            }
            let place = place(of: element, places: &places)
            switch element.relation {
            case .root:
                parts.append("elements[\(place)]")
            case .child:
                let list = elements[element.parent!].hasPresentation ? "content" : "children"
                parts.append("\(list)[\(place)]")
            case .presented:
                parts.append("presents[\(place)]")
            }
            current = element.parent
        }
        return locatorName + "/" + parts.reversed().joined(separator: "/")
    }

    /// Where `element` is in its list of siblings.
    private func place(of element: Element, places: inout SiblingPlaces) -> Int {
        switch elements.storage {
        case .records(let store):
            return places.place(of: element.index, in: store)
        case .drafts(let drafts):
            let siblings: [Int]
            switch element.relation {
            case .root: siblings = drafts.roots
            case .child: siblings = drafts.drafts[element.parent!].children
            case .presented: siblings = drafts.drafts[element.parent!].presented
            }
            return siblings.firstIndex(of: element.index) ?? 0
        }
    }

    /// The popovers of the screen in document order.
    public var popovers: [Element] {
        guard case .records(let store) = elements.storage else { return popoverIndices.map { elements[$0] } }
        return store.elements(at: popoverIndices)
    }
}

/// Where elements are among their siblings (`elements[2]`, `content[1]`), found by walking each
/// list of siblings from the last place asked for in it.
struct SiblingPlaces {
    /// Per list (parent and whether presented; roots under -1): the last element placed and its place.
    private var last: [Int: (element: Int, place: Int)] = [:]

    mutating func place(of index: Int, in store: ElementStore) -> Int {
        let parent = store.parent(of: index) ?? -1
        let presented = store.relation(of: index) == .presented
        let list = parent * 2 + (presented ? 1 : 0)
        // The parent's direct children follow it, each after the last one's descendants.
        var element = parent + 1
        var place = 0
        if let known = last[list], known.element <= index { (element, place) = known }
        while element < index {
            if (store.relation(of: element) == .presented) == presented { place += 1 }
            element = store.end(of: element)
        }
        last[list] = (index, place)
        return place
    }
}

/// Where a screen's elements are kept: in the compact records the YAML and JSON decoder fills
/// from the parse tree, or as the drafts another reader built.
enum ElementStorage: Sendable {
    case records(ElementStore)
    case drafts(ElementDrafts)
}

/// The elements a reader built (`Screen(drafts:roots:range:)`), kept as they are.
final class ElementDrafts: Sendable {
    let drafts: [ElementDraft]
    let roots: [Int]

    init(drafts: [ElementDraft], roots: [Int]) {
        self.drafts = drafts
        self.roots = roots
    }
}

/// All of a screen's elements, as views of one store.
public struct ElementList: RandomAccessCollection, Sendable {
    let storage: ElementStorage

    init(store: ElementStore) { storage = .records(store) }
    init(drafts: ElementDrafts) { storage = .drafts(drafts) }

    var drafts: ElementDrafts? {
        if case .drafts(let drafts) = storage { return drafts }
        return nil
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .records(let store): return store.count
        case .drafts(let drafts): return drafts.drafts.count
        }
    }

    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < endIndex, "element index out of range")
        return Element(storage: storage, index: index)
    }
}

/// An element as a reader that is not the YAML or JSON decoder builds it (an Interface Builder
/// view, a SwiftUI view): every field set directly, and where each key is written by name or
/// dotted path (`keyPositions`). `Screen(drafts:roots:range:)` makes the screen's elements of them.
public struct ElementDraft: Sendable {
    public let index: Int
    public var parent: Int?
    public var relation: Element.Relation
    public var type: ElementType?
    public var id: String?
    public var frame: Rect?
    public var title: String?
    public var label: String?
    public var text: String?
    public var placeholder: String?
    public var help: String?
    public var role: Role?
    public var editableValue: Bool?
    public var essential = false
    public var children: [Int] = []
    public var presented: [Int] = []
    public var presentation: PresentationAttributes?
    /// What people call it when its copy does not say: the title, identifier or class of the
    /// scene a storyboard popover shows. Messages name elements by it (`Element.messageName`).
    public var name: String?
    /// Where the element starts in the file.
    public var range: SourceRange
    /// Where each key is written (an Interface Builder attribute, a Swift modifier), by name or
    /// dotted path (`dismiss.outsideTap`). A key absent here is one the file does not write.
    public var keyPositions: [String: SourceRange] = [:]
    /// How the code writes a key's value and would write the values a fix may give it, by name
    /// (`compactAdaptation`): what a fix of a Swift finding edits.
    public var writtenValues: [String: WrittenValue] = [:]

    public init(index: Int, parent: Int?, relation: Element.Relation, range: SourceRange) {
        self.index = index
        self.parent = parent
        self.relation = relation
        self.range = range
    }

    /// One string of copy, by the key it is written under.
    public subscript(copy key: CopyKey) -> String? {
        get {
            switch key {
            case .title: return title
            case .label: return label
            case .text: return text
            case .placeholder: return placeholder
            case .help: return help
            }
        }
        set {
            switch key {
            case .title: title = newValue
            case .label: label = newValue
            case .text: text = newValue
            case .placeholder: placeholder = newValue
            case .help: help = newValue
            }
        }
    }
}

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

/// The elements of one screen in a few bytes each: a 16-byte record per element (its mapping in
/// the parse tree, its parent, where its descendants end, and its type, role, relation and flags
/// in one word), frames and presentation attributes only for the elements that have them, and
/// the strings left in the tree. `Element` is a view of one record.
///
/// A file of three million `{}` elements costs 16 bytes each here, 24 in the tree (docs/security.md).
/// Filled by the decoder on one thread, then only read.
final class ElementStore: @unchecked Sendable {
    struct Record: BitwiseCopyable {
        var node: UInt32
        var parent: UInt32
        /// One past the last of its descendants (which follow it, in document order).
        var end: UInt32
        /// Bits 0–5 the type (`ElementType.all` index, 63 none), 6–8 the role (7 none), 9–10 the
        /// relation, 11 essential, 12 `editable` given, 13 its value, 14–19 one bit per
        /// `StringField` the element has a string for, 20 a frame, 21 presentation attributes.
        var info: UInt32

        static let none = UInt32.max
        static let noType: UInt32 = 63
        static let noRole: UInt32 = 7
        static let roleShift: UInt32 = 6
        static let relationShift: UInt32 = 9
        static let essentialBit: UInt32 = 1 << 11
        static let editableGivenBit: UInt32 = 1 << 12
        static let editableBit: UInt32 = 1 << 13
        static let stringShift: UInt32 = 14
        static let frameBit: UInt32 = 1 << 20
        static let presentationBit: UInt32 = 1 << 21
    }

    /// The keys whose values are strings kept in the tree.
    enum StringField: Int {
        case id, title, label, text, placeholder, help

        var key: Key {
            switch self {
            case .id: return .id
            case .title: return .title
            case .label: return .label
            case .text: return .text
            case .placeholder: return .placeholder
            case .help: return .help
            }
        }
    }

    let tree: SyntaxTree
    // Unchecked for the reason `SyntaxTree`'s storage is: filled by one decoder, then only read.
    @exclusivity(unchecked) private(set) var records = ChunkedBuffer<Record>()
    /// Frames and presentation attributes of the elements that have them, with those elements'
    /// indices in ascending order (found by binary search).
    @exclusivity(unchecked) private var frameOwners: [UInt32] = []
    @exclusivity(unchecked) private var frames: [Rect] = []
    @exclusivity(unchecked) private var presentationOwners: [UInt32] = []
    @exclusivity(unchecked) private var presentations: [PresentationRecord] = []

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    deinit {
        records.deallocate()
    }

    var count: Int { records.count }

    // MARK: - Filling (the decoder)

    func append(node: Int, parent: Int?, relation: Element.Relation) -> Int {
        let info = Record.noType | Record.noRole << Record.roleShift | UInt32(relation.rawValue) << Record.relationShift
        records.append(Record(node: UInt32(truncatingIfNeeded: node), parent: parent.map { UInt32(truncatingIfNeeded: $0) } ?? Record.none,
                              end: UInt32(truncatingIfNeeded: records.count + 1), info: info))
        return records.count - 1
    }

    func setType(_ type: ElementType?, of index: Int) {
        let code = type.flatMap { ElementType.codes[$0.rawValue] }.map(UInt32.init) ?? Record.noType
        records[index].info = records[index].info & ~Record.noType | code
    }

    func setRole(_ role: Role?, of index: Int) {
        let code = role.flatMap { Role.codes[$0.rawValue] }.map(UInt32.init) ?? Record.noRole
        records[index].info = records[index].info & ~(Record.noRole << Record.roleShift) | code << Record.roleShift
    }

    func setEssential(_ essential: Bool, of index: Int) {
        if essential { records[index].info |= Record.essentialBit } else { records[index].info &= ~Record.essentialBit }
    }

    func setEditable(_ editable: Bool?, of index: Int) {
        records[index].info &= ~(Record.editableGivenBit | Record.editableBit)
        if let editable { records[index].info |= Record.editableGivenBit | (editable ? Record.editableBit : 0) }
    }

    func setHasString(_ field: StringField, of index: Int) {
        records[index].info |= 1 << (Record.stringShift + UInt32(field.rawValue))
    }

    /// Elements get their frames and attributes in ascending order (the decoder's).
    func setFrame(_ frame: Rect, of index: Int) {
        records[index].info |= Record.frameBit
        frameOwners.append(UInt32(truncatingIfNeeded: index))
        frames.append(frame)
    }

    func setPresentation(_ presentation: PresentationRecord, of index: Int) {
        records[index].info |= Record.presentationBit
        presentationOwners.append(UInt32(truncatingIfNeeded: index))
        presentations.append(presentation)
    }

    /// Ends the element at `index`: every element stored since is its descendant.
    func finish(_ index: Int) {
        records[index].end = UInt32(truncatingIfNeeded: records.count)
    }

    // MARK: - Reading

    @inline(__always)
    func node(of index: Int) -> Int { Int(records[index].node) }

    @inline(__always)
    func end(of index: Int) -> Int { Int(records[index].end) }

    @inline(__always)
    func parent(of index: Int) -> Int? {
        let parent = records[index].parent
        return parent == Record.none ? nil : Int(parent)
    }

    @inline(__always)
    func relation(of index: Int) -> Element.Relation {
        Element.Relation(rawValue: UInt8(truncatingIfNeeded: records[index].info >> Record.relationShift & 3))!
    }

    @inline(__always)
    func type(of index: Int) -> ElementType? {
        let code = records[index].info & Record.noType
        return code == Record.noType ? nil : ElementType.all[Int(code)]
    }

    func role(of index: Int) -> Role? {
        let code = records[index].info >> Record.roleShift & Record.noRole
        return code == Record.noRole ? nil : Role.all[Int(code)]
    }

    func essential(of index: Int) -> Bool { records[index].info & Record.essentialBit != 0 }

    func editable(of index: Int) -> Bool? {
        let info = records[index].info
        return info & Record.editableGivenBit == 0 ? nil : info & Record.editableBit != 0
    }

    static let unknownSlot = UInt32.max

    func frame(of index: Int, slot: UInt32 = unknownSlot) -> Rect? {
        guard records[index].info & Record.frameBit != 0 else { return nil }
        return frames[slot != Self.unknownSlot ? Int(slot) : Self.position(of: index, in: frameOwners)]
    }

    @inline(__always)
    func hasPresentation(_ index: Int) -> Bool { records[index].info & Record.presentationBit != 0 }

    func presentation(of index: Int, slot: UInt32 = unknownSlot) -> PresentationAttributes? {
        guard hasPresentation(index) else { return nil }
        return presentations[slot != Self.unknownSlot ? Int(slot) : Self.position(of: index, in: presentationOwners)].attributes(in: tree)
    }

    /// The elements at `indices` (ascending), each knowing where its frame and attributes are.
    func elements(at indices: [Int]) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(indices.count)
        var frame = 0, presentation = 0
        for index in indices {
            let target = UInt32(truncatingIfNeeded: index)
            while frame < frameOwners.count, frameOwners[frame] < target { frame += 1 }
            while presentation < presentationOwners.count, presentationOwners[presentation] < target { presentation += 1 }
            let frameSlot = frame < frameOwners.count && frameOwners[frame] == target ? UInt32(frame) : Self.unknownSlot
            let presentationSlot = presentation < presentationOwners.count && presentationOwners[presentation] == target
                ? UInt32(presentation) : Self.unknownSlot
            result.append(Element(store: self, index: index, frameSlot: frameSlot, presentationSlot: presentationSlot))
        }
        return result
    }

    /// The `passthrough` ids of a presentation, with where each is written.
    func passthrough(of index: Int) -> [(id: String, range: SourceRange)] {
        guard hasPresentation(index) else { return [] }
        return presentations[Self.position(of: index, in: presentationOwners)].passthrough(in: tree)
    }

    /// Where `index` is in `owners` (which holds it, in ascending order).
    private static func position(of index: Int, in owners: [UInt32]) -> Int {
        let target = UInt32(truncatingIfNeeded: index)
        var low = 0, high = owners.count - 1
        while low < high {
            let middle = (low + high) / 2
            if owners[middle] < target { low = middle + 1 } else { high = middle }
        }
        precondition(owners[low] == target, "an element's frame or attributes are missing")
        return low
    }

    /// The string the element has for `field`: the first such key of its mapping, as decoded.
    func string(_ field: StringField, of index: Int) -> String? {
        guard records[index].info & 1 << (Record.stringShift + UInt32(field.rawValue)) != 0,
              let entry = firstEntry(field.key, in: node(of: index)) else { return nil }
        return tree.text(entry.value)
    }

    /// Where the element's mapping starts: its first key, or the mapping itself when empty.
    func range(of index: Int) -> SourceRange {
        let node = node(of: index)
        return tree.firstEntry(of: node).map { tree.range($0.key) } ?? tree.range(node)
    }

    /// The keys the format allows in this element's mapping.
    func allowedKeys(of index: Int) -> UInt64 {
        guard let type = type(of: index) else { return ScreenDecoder.anyElementKeys.bits }
        return type.isPresentation ? ScreenDecoder.presentationKeys.bits : ScreenDecoder.elementKeys.bits
    }

    /// The first entry of the mapping at `node` whose key is `key`.
    func firstEntry(_ key: Key, in node: Int) -> (key: Int, value: Int)? {
        let code = UInt8(key.rawValue)
        for entry in tree.entries(of: node) where tree.keyCode(entry.key) == code { return (entry.key, entry.value) }
        return nil
    }

    /// The element's children (`presented: false`) or presentations, in document order.
    func children(of index: Int, presented: Bool) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        let end = end(of: index)
        while child < end {
            if (relation(of: child) == .presented) == presented { result.append(child) }
            child = self.end(of: child)
        }
        return result
    }
}

/// A presentation's attributes in 48 bytes: flags as bits, enumerations and colours as they are,
/// and sizes and `passthrough` as the places of their values in the parse tree, read
/// again when asked for. `PresentationAttributes` (144 bytes, a set and an array) is made from it
/// on each `Element.presentation`: a file of 650,000 bare popovers held 94 MB of them.
struct PresentationRecord {
    var flags: UInt16 = 0
    /// One bit per `ArrowDirection.allCases` direction permitted.
    var arrow: UInt8 = 0b1111
    var purpose: Purpose?
    var api: PopoverAPI?
    var compactAdaptation: CompactAdaptation?
    var outsideTap: OutsideTap?
    var background: RGBColor?
    var foreground: RGBColor?
    var detachedBackground: RGBColor?
    /// The number values of `size`, `resize` and `detached.size` (`none`: no valid number).
    var sizeWidth = PresentationRecord.none
    var sizeHeight = PresentationRecord.none
    var resizeWidth = PresentationRecord.none
    var resizeHeight = PresentationRecord.none
    var detachedWidth = PresentationRecord.none
    var detachedHeight = PresentationRecord.none
    /// The `passthrough` list.
    var passthroughList = PresentationRecord.none

    static let none = UInt32.max

    enum Flag: UInt16 {
        case visible = 1, modal = 2, arrowNone = 4, multipleSelection = 8, scrolls = 16, detachable = 32
        case dismissOnSelectionGiven = 64, dismissOnSelection = 128, resizeAnimatedGiven = 256, resizeAnimated = 512
        case sizeGiven = 1024, resizeGiven = 2048, detachedSizeGiven = 4096
    }

    subscript(flag: Flag) -> Bool {
        get { flags & flag.rawValue != 0 }
        set { if newValue { flags |= flag.rawValue } else { flags &= ~flag.rawValue } }
    }

    /// The four directions' sets, by mask, made once: reading `arrow` allocates nothing.
    static let arrowSets: [Set<ArrowDirection>] = (0..<16).map { mask in
        Set(ArrowDirection.allCases.enumerated().filter { mask & 1 << $0.offset != 0 }.map(\.element))
    }

    static func mask(_ arrows: Set<ArrowDirection>) -> UInt8 {
        var mask: UInt8 = 0
        for (offset, direction) in ArrowDirection.allCases.enumerated() where arrows.contains(direction) { mask |= 1 << offset }
        return mask
    }

    func attributes(in tree: SyntaxTree) -> PresentationAttributes {
        func number(_ node: UInt32) -> Double? { node == Self.none ? nil : tree.number(Int(node)) }
        return PresentationAttributes(
            visible: self[.visible], modal: self[.modal],
            purpose: purpose, api: api,
            arrow: Self.arrowSets[Int(arrow & 15)], arrowNone: self[.arrowNone],
            size: self[.sizeGiven] ? Size(width: number(sizeWidth), height: number(sizeHeight)) : nil,
            compactAdaptation: compactAdaptation, outsideTap: outsideTap,
            dismissOnSelection: self[.dismissOnSelectionGiven] ? self[.dismissOnSelection] : nil,
            multipleSelection: self[.multipleSelection],
            passthrough: passthroughList != Self.none ? passthrough(in: tree) : [],
            scrolls: self[.scrolls],
            resize: self[.resizeGiven] ? Size(width: number(resizeWidth), height: number(resizeHeight)) : nil,
            resizeAnimated: self[.resizeAnimatedGiven] ? self[.resizeAnimated] : nil,
            background: background, foreground: foreground, detachable: self[.detachable],
            detachedBackground: detachedBackground,
            detachedSize: self[.detachedSizeGiven] ? Size(width: number(detachedWidth), height: number(detachedHeight)) : nil)
    }

    /// The ids of the `passthrough` list that are ids (the decoder reported the rest).
    func passthrough(in tree: SyntaxTree) -> [(id: String, range: SourceRange)] {
        guard passthroughList != Self.none else { return [] }
        var result: [(id: String, range: SourceRange)] = []
        for item in tree.items(of: Int(passthroughList)) where tree.isScalar(item) && !tree.isNull(item) {
            result.append((tree.text(item), tree.range(item)))
        }
        return result
    }
}

extension ElementType {
    /// Every type by its index in `allCases`, and that index by name: what an element record stores.
    static let all = allCases
    static let codes = Lexicon<UInt8>(allCases.enumerated().map { ($1.rawValue, UInt8($0)) })
}

extension Role {
    static let all = allCases
    static let codes = Lexicon<UInt8>(allCases.enumerated().map { ($1.rawValue, UInt8($0)) })
}

/// The keys copy that people read is written under, in the order `Element.copy` lists them.
public enum CopyKey: String, CaseIterable, Sendable {
    case title, label, text, placeholder, help
}

/// The keys only presentations take.
public struct PresentationAttributes: Sendable {
    /// Made once and shared: every presentation starts with all four directions.
    static let allArrows = Set(ArrowDirection.allCases)

    public var visible = false
    public var modal = false
    public var purpose: Purpose?
    public var api: PopoverAPI?
    /// Permitted arrow directions; all four when the file says `any` or nothing. Empty for `none`.
    public var arrow: Set<ArrowDirection> = Self.allArrows
    public var arrowNone = false
    public var size: Size?
    public var compactAdaptation: CompactAdaptation?
    public var outsideTap: OutsideTap?
    /// The source cannot say what a tap outside does to work (a storyboard segue): with no
    /// `outsideTap`, rules that need it do not fire, instead of reading "not given".
    public var outsideTapUnknown = false
    /// Whether a tap outside closes it at all is not known (an `NSPopover` whose code does not set
    /// its `behavior`): rules that judge a popover that closes by itself do not fire.
    public var closesByItselfUnknown = false
    public var dismissOnSelection: Bool?
    public var multipleSelection = false
    /// The source cannot say whether people may pick several items (a Swift `selection:` binding
    /// whose type is not written where the reader looks): rules that need it do not fire.
    public var multipleSelectionUnknown = false
    public var passthrough: [(id: String, range: SourceRange)] = []
    public var scrolls = false
    public var resize: Size?
    public var resizeAnimated: Bool?
    public var background: RGBColor?
    public var foreground: RGBColor?
    public var detachable = false
    public var detachedBackground: RGBColor?
    public var detachedSize: Size?
    /// Where code presents this popover with nothing giving it a source (no `sourceView`,
    /// `sourceItem` or `barButtonItem`), when everything that configures it was read: the
    /// `present` call. Only Swift sets it; a screen file's popover always has a source.
    public var presentedWithoutSource: SourceRange?
    /// Where code gives the popover's `sourceRect` as its source view's `frame` (`sourceRect =
    /// button.frame` with `sourceView = button`): a rect in the superview's coordinates read in the
    /// view's own, so the arrow points beside the view. The `.frame`; only Swift sets it.
    public var sourceRectBeside: SourceRange?

    public init() {}

    /// Every attribute at once (the store makes one per `Element.presentation`; setting each on a
    /// default value retained and released the default arrow set once more).
    init(visible: Bool, modal: Bool, purpose: Purpose?, api: PopoverAPI?, arrow: Set<ArrowDirection>, arrowNone: Bool,
         size: Size?, compactAdaptation: CompactAdaptation?, outsideTap: OutsideTap?, dismissOnSelection: Bool?,
         multipleSelection: Bool, passthrough: [(id: String, range: SourceRange)], scrolls: Bool, resize: Size?,
         resizeAnimated: Bool?, background: RGBColor?, foreground: RGBColor?, detachable: Bool,
         detachedBackground: RGBColor?, detachedSize: Size?) {
        self.visible = visible
        self.modal = modal
        self.purpose = purpose
        self.api = api
        self.arrow = arrow
        self.arrowNone = arrowNone
        self.size = size
        self.compactAdaptation = compactAdaptation
        self.outsideTap = outsideTap
        self.dismissOnSelection = dismissOnSelection
        self.multipleSelection = multipleSelection
        self.passthrough = passthrough
        self.scrolls = scrolls
        self.resize = resize
        self.resizeAnimated = resizeAnimated
        self.background = background
        self.foreground = foreground
        self.detachable = detachable
        self.detachedBackground = detachedBackground
        self.detachedSize = detachedSize
    }
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
