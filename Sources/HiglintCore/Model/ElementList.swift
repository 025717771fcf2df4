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
