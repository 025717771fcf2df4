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

extension ElementType {
    /// Every type by its index in `allCases`, and that index by name: what an element record stores.
    static let all = allCases
    static let codes = Lexicon<UInt8>(allCases.enumerated().map { ($1.rawValue, UInt8($0)) })
}

extension Role {
    static let all = allCases
    static let codes = Lexicon<UInt8>(allCases.enumerated().map { ($1.rawValue, UInt8($0)) })
}
