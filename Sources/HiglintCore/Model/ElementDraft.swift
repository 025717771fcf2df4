/// An element as a reader that is not the YAML or JSON decoder builds it (an Interface Builder
/// view, a SwiftUI view): every field set directly, and where each key is written by name or
/// dotted path (`keyPositions`). The reader's working copy while it reads (`ElementArena`):
/// `Screen(drafts:roots:range:)` files the finished drafts in the screen's `ElementStore`, the
/// one store every reader's elements are read from.
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
    /// Its `id` is the code's name for a value, not a control's: a parameter of the method that
    /// presents (`sender`). Messages about code use it; it names no popover the element presents.
    public var idIsParameter = false
    /// Where the element starts in the file.
    public var range: SourceRange
    /// Where each key is written (an Interface Builder attribute, a Swift modifier), by name or
    /// dotted path (`dismiss.outsideTap`). A key absent here is one the file does not write.
    /// Readers set it by `ElementKey` (`self[position:]`), so a misspelled key does not compile.
    public var keyPositions: [String: SourceRange] = [:]
    /// How the code writes a key's value and would write the values a fix may give it, by key
    /// (`.compactAdaptation`): what a fix of a Swift finding edits.
    public var writtenValues: [ElementKey: WrittenValue] = [:]

    public init(index: Int, parent: Int?, relation: Element.Relation, range: SourceRange) {
        self.index = index
        self.parent = parent
        self.relation = relation
        self.range = range
    }

    /// Where `key` is written: its entry in `keyPositions`.
    public subscript(position key: ElementKey) -> SourceRange? {
        get { keyPositions[key.name] }
        set { keyPositions[key.name] = newValue }
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
