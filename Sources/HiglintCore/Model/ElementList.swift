/// All of a screen's elements, as views of one store.
public struct ElementList: RandomAccessCollection, Sendable {
    let store: ElementStore

    init(store: ElementStore) { self.store = store }

    public var startIndex: Int { 0 }
    public var endIndex: Int { store.count }

    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < endIndex, "element index out of range")
        return Element(store: store, index: index)
    }
}
