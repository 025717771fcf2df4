/// The elements of one screen, whichever reader read them: a 16-byte record per element (where
/// its fields are, its parent, where its descendants end, and its type, role, relation and flags
/// in one word), and side tables for what only some elements have — frames and presentation
/// attributes, and the fields a reader set directly (`drafts`). `Element` is a view of one
/// record; each of its fields is read by one accessor here, wherever the field is kept.
///
/// The YAML and JSON decoder leaves an element's strings in the parse tree (its record points at
/// its mapping): a file of three million `{}` elements costs 16 bytes each here, 24 in the tree
/// (docs/security.md). Other readers build their elements in an `ElementArena`, which files each
/// one here: a record like the decoder's, its strings, positions and lists of children kept in
/// its draft.
/// Filled on one thread, then only read.
final class ElementStore: @unchecked Sendable {
    struct Record: BitwiseCopyable {
        /// Its mapping in the parse tree; with `directBit`, its place in `drafts`.
        var node: UInt32
        var parent: UInt32
        /// One past the last of its descendants (which follow it, in document order). An element
        /// with `directBit` lists its children instead (its draft's): a reader may add a
        /// child after the descendants of the next, so they need not follow it; its `end` is
        /// its own index plus one.
        var end: UInt32
        /// Bits 0–5 the type (`ElementType.all` index, 63 none), 6–8 the role (7 none), 9–10 the
        /// relation, 11 essential, 12 `editable` given, 13 its value, 14–19 one bit per
        /// `StringField` the element has a string for, 20 a frame, 21 presentation attributes,
        /// 22 its other fields are in `drafts` rather than the parse tree.
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
        static let directBit: UInt32 = 1 << 22
    }

    /// The keys whose values are strings: kept in the tree, or set by a reader.
    enum StringField: Int, CaseIterable {
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
    // Unchecked for the reason `SyntaxTree`'s storage is: filled by one reader, then only read.
    @exclusivity(unchecked) private(set) var records = ChunkedBuffer<Record>()
    /// Frames and presentation attributes of the elements that have them, with those elements'
    /// indices in ascending order (found by binary search).
    @exclusivity(unchecked) private var frameOwners: [UInt32] = []
    @exclusivity(unchecked) private var frames: [Rect] = []
    @exclusivity(unchecked) private var presentationOwners: [UInt32] = []
    @exclusivity(unchecked) private var presentations: [PresentationRecord] = []
    /// What a reader set directly of the elements with `directBit` (each record's `node` says
    /// which): their strings, where they and their keys are written, the values a fix may edit,
    /// their names, presentation attributes and lists of children. Only those are read from here;
    /// type, role, relation, parent, flags and frame from the record, like any element's. The
    /// arena's drafts are kept as they are, shared rather than copied: copying their strings and
    /// dictionaries into a table of their own cost 8% of the time of a storyboard's lint.
    @exclusivity(unchecked) private var drafts: [ElementDraft] = []
    /// The screen's roots as such a reader listed them.
    @exclusivity(unchecked) private var listedRoots: [Int]?

    init(tree: SyntaxTree) {
        self.tree = tree
    }

    /// The tree of a store no decoder filled: it holds nothing.
    private static let noTree = SyntaxTree()

    /// The elements a reader built (`ElementArena`), at their indices: `drafts[i].index == i`,
    /// parents before children, each listing its children and presentations; `roots` lists
    /// those at the top of the screen, in order.
    convenience init(drafts: [ElementDraft], roots: [Int]) {
        self.init(tree: Self.noTree)
        self.drafts = drafts
        for index in drafts.indices { appendDraft(at: index) }
        listedRoots = roots
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

    // MARK: - Filling (a reader's arena)

    /// The record of `drafts[index]`, read field by field (a draft is never copied whole).
    private func appendDraft(at index: Int) {
        let record = append(node: index, parent: drafts[index].parent, relation: drafts[index].relation)
        records[record].info |= Record.directBit
        setType(drafts[index].type, of: record)
        setRole(drafts[index].role, of: record)
        setEssential(drafts[index].essential, of: record)
        setEditable(drafts[index].editableValue, of: record)
        for field in StringField.allCases where draftString(field, at: index) != nil { setHasString(field, of: record) }
        if let frame = drafts[index].frame { setFrame(frame, of: record) }
        if drafts[index].presentation != nil { records[record].info |= Record.presentationBit }
    }

    private func draftString(_ field: StringField, at slot: Int) -> String? {
        switch field {
        case .id: return drafts[slot].id
        case .title: return drafts[slot].title
        case .label: return drafts[slot].label
        case .text: return drafts[slot].text
        case .placeholder: return drafts[slot].placeholder
        case .help: return drafts[slot].help
        }
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
        if let slot = directSlot(of: index) { return drafts[slot].presentation }
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
        if let slot = directSlot(of: index) { return drafts[slot].presentation?.passthrough ?? [] }
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

    /// Where in `drafts` the fields a reader set are, for an element that has them (a place
    /// rather than the draft: each accessor reads the one field it needs, copying nothing else).
    @inline(__always)
    private func directSlot(of index: Int) -> Int? {
        let record = records[index]
        return record.info & Record.directBit != 0 ? Int(record.node) : nil
    }

    /// Whether the decoder read the element from a screen description (its fields in the tree).
    func isDecoded(_ index: Int) -> Bool { records[index].info & Record.directBit == 0 }

    /// The string the element has for `field`: the one a reader set, or the first such key of
    /// its mapping, as decoded.
    func string(_ field: StringField, of index: Int) -> String? {
        let info = records[index].info
        guard info & 1 << (Record.stringShift + UInt32(field.rawValue)) != 0 else { return nil }
        if info & Record.directBit != 0 { return draftString(field, at: Int(records[index].node)) }
        guard let entry = firstEntry(field.key, in: node(of: index)) else { return nil }
        return tree.text(entry.value)
    }

    /// What people call the element when its copy does not say (`ElementDraft.name`); nil for
    /// an element of a screen description.
    func name(of index: Int) -> String? { directSlot(of: index).flatMap { drafts[$0].name } }

    /// Whether its id is a parameter's name (`ElementDraft.idIsParameter`).
    func idIsParameter(of index: Int) -> Bool { directSlot(of: index).map { drafts[$0].idIsParameter } ?? false }

    /// Where the element starts: where a reader said, or its mapping's first key (the mapping
    /// itself when empty).
    func range(of index: Int) -> SourceRange {
        if let slot = directSlot(of: index) { return drafts[slot].range }
        let node = node(of: index)
        return tree.firstEntry(of: node).map { tree.range($0.key) } ?? tree.range(node)
    }

    /// Where `path` (a key, or a dotted path of `Element.dottedPaths`) is written: where a reader
    /// said, or its first occurrence when the format allows it here, as the decoder read it.
    func keyRange(_ path: String, of index: Int) -> SourceRange? {
        if let slot = directSlot(of: index) { return drafts[slot].keyPositions[path] }
        let allowedKeys = allowedKeys(of: index)
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            guard let key = Key.lexicon[path], allowedKeys & 1 << UInt64(key.rawValue) != 0,
                  let entry = firstEntry(key, in: node(of: index)) else { return nil }
            return tree.range(entry.key)
        }
        guard hasPresentation(index), Element.dottedPaths.contains(path) else { return nil }
        let outer = String(path[..<dot]), inner = String(path[path.utf8.index(after: dot)...])
        guard let key = Key.lexicon[outer], allowedKeys & 1 << UInt64(key.rawValue) != 0,
              let entry = firstEntry(key, in: node(of: index)), tree.isMapping(entry.value),
              let innerKey = Key.lexicon[inner], let innerEntry = firstEntry(innerKey, in: entry.value) else { return nil }
        return tree.range(innerEntry.key)
    }

    /// Where each key is written, by name or dotted path.
    func keyPositions(of index: Int) -> [String: SourceRange] {
        if let slot = directSlot(of: index) { return drafts[slot].keyPositions }
        var positions: [String: SourceRange] = [:]
        for key in Key.allCases {
            if let range = keyRange(key.name, of: index) { positions[key.name] = range }
        }
        for path in Element.dottedPaths {
            if let range = keyRange(path, of: index) { positions[path] = range }
        }
        return positions
    }

    /// How the code writes each key a fix may edit; none for an element of a screen description.
    func writtenValues(of index: Int) -> [ElementKey: WrittenValue] { directSlot(of: index).map { drafts[$0].writtenValues } ?? [:] }

    /// The element's mapping as written, with positions; none for an element a reader set directly.
    func writtenEntries(of index: Int) -> [Entry] {
        guard isDecoded(index) else { return [] }
        return tree.node(at: node(of: index)).entries ?? []
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

    /// The element's children (`presented: false`) or presentations, in the order written.
    func children(of index: Int, presented: Bool) -> [Int] {
        if let slot = directSlot(of: index) { return presented ? drafts[slot].presented : drafts[slot].children }
        var result: [Int] = []
        var child = index + 1
        let end = end(of: index)
        while child < end {
            if (relation(of: child) == .presented) == presented { result.append(child) }
            child = self.end(of: child)
        }
        return result
    }

    /// The elements at the top of the screen, in order.
    var roots: [Int] {
        if let listedRoots { return listedRoots }
        var result: [Int] = []
        var index = 0
        while index < count {
            result.append(index)
            index = end(of: index)
        }
        return result
    }

    /// The list of siblings the element is in, for an element a reader listed in one (the
    /// screen's roots, or its parent's children or presentations); nil for one whose siblings
    /// are found by walking its parent's descendants.
    func listedSiblings(of index: Int) -> [Int]? {
        switch relation(of: index) {
        case .root: return listedRoots
        case .child: return parent(of: index).flatMap { directSlot(of: $0).map { drafts[$0].children } }
        case .presented: return parent(of: index).flatMap { directSlot(of: $0).map { drafts[$0].presented } }
        }
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
