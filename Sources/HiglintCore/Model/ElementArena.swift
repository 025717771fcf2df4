/// The elements of one screen as a reader that is not the YAML and JSON decoder reads them
/// (a storyboard's views, Swift's views), parents before children, in the order read, as drafts
/// the reader may still change; once complete, `screen(range:)` files them in an `ElementStore`,
/// the store the decoder fills too. Adding an element files it in its parent's list, so readers
/// never keep `children`, `presented` and the screen's roots by hand.
public struct ElementArena: Sendable {
    public private(set) var elements: [ElementDraft] = []
    public private(set) var roots: [Int] = []
    /// What a new presentation's attributes start as: a reader whose source cannot say something
    /// (what a tap outside does, for Swift) marks it unknown here once.
    private let newPresentation: PresentationAttributes

    public init(newPresentation: PresentationAttributes = PresentationAttributes()) {
        self.newPresentation = newPresentation
    }

    /// Where a new element goes: at the top of the screen, inside a parent, or presented by it.
    public enum Place: Sendable {
        case root
        case child(of: Int)
        case presented(by: Int)

        public var parent: Int? {
            switch self {
            case .root: return nil
            case .child(let parent), .presented(let parent): return parent
            }
        }

        /// The place `relation` and `parent` describe (a nil parent is the top of the screen).
        public init(_ relation: Element.Relation, parent: Int?) {
            switch (relation, parent) {
            case (_, nil), (.root, _): self = .root
            case (.child, let parent?): self = .child(of: parent)
            case (.presented, let parent?): self = .presented(by: parent)
            }
        }
    }

    /// Adds an element whose `type` is written at `typeRange` (the token or tag that makes it:
    /// `Toggle`, `.popover`, `<button>`). A nil type is a view that cannot be read (yet).
    @discardableResult
    public mutating func add(_ type: ElementType?, _ place: Place, range: SourceRange, typeRange: SourceRange) -> Int {
        let index = elements.count
        let relation: Element.Relation
        switch place {
        case .root: relation = .root
        case .child: relation = .child
        case .presented: relation = .presented
        }
        var element = ElementDraft(index: index, parent: place.parent, relation: relation, range: range)
        // Room for the keys most elements get (type, a piece of copy, a role), made once.
        element.keyPositions = Dictionary(minimumCapacity: 4)
        element.type = type
        element[position: .type] = typeRange
        if type?.isPresentation == true { element.presentation = newPresentation }
        elements.append(element)
        switch place {
        case .root: roots.append(index)
        case .child(let parent): elements[parent].children.append(index)
        case .presented(let parent): elements[parent].presented.append(index)
        }
        return index
    }

    public subscript(index: Int) -> ElementDraft {
        get { elements[index] }
        // In place: with a setter, `arena[i].keyPositions[k] = r` would change a copy of the
        // element, and copy its dictionaries (shared with the stored element) to do it.
        _modify { yield &elements[index] }
    }

    /// Sets a piece of copy and where it is written.
    public mutating func setCopy(_ key: CopyKey, _ text: String, at range: SourceRange, on index: Int) {
        elements[index][copy: key] = text
        elements[index][position: .copy(key)] = range
    }

    /// Changes a presentation's attributes.
    public mutating func present(_ index: Int, _ change: (inout PresentationAttributes) -> Void) {
        var attributes = elements[index].presentation ?? PresentationAttributes()
        change(&attributes)
        elements[index].presentation = attributes
    }

    /// The screen of the elements added.
    public func screen(range: SourceRange, documentIndex: Int = 0, screenIndex: Int = 0) -> Screen {
        Screen(drafts: elements, roots: roots, range: range, documentIndex: documentIndex, screenIndex: screenIndex)
    }
}
