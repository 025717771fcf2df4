/// A key of an element that a rule points at: one of its mapping (`frame`), or one inside a
/// presentation's value (`dismiss.onSelection`). Rules name keys with these, never with strings,
/// so a misspelled key does not compile (a misspelled string fell back to `type` in silence).
public struct ElementKey: Hashable, Sendable {
    /// As written in a screen file, dotted for a key inside a value (`dismiss.outsideTap`): the
    /// name `Element.keyPositions` and locators use.
    public let name: String

    init(_ key: Key) { name = key.name }
    init(_ outer: Key, _ inner: Key) { name = outer.name + "." + inner.name }
    /// A key only code writes, with no place in a screen file (`sourceRect`): what a Swift
    /// reader records for a fix of it.
    private init(code name: String) { self.name = name }

    /// The key's path from the element's mapping (`["dismiss", "outsideTap"]`).
    public var path: [String] { name.split(separator: ".").map(String.init) }

    public static let type = ElementKey(.type)
    public static let frame = ElementKey(.frame)
    public static let role = ElementKey(.role)
    public static let editable = ElementKey(.editable)
    public static let content = ElementKey(.content)
    public static let visible = ElementKey(.visible)
    public static let modal = ElementKey(.modal)
    public static let purpose = ElementKey(.purpose)
    public static let api = ElementKey(.api)
    public static let arrow = ElementKey(.arrow)
    public static let size = ElementKey(.size)
    public static let compactAdaptation = ElementKey(.compactAdaptation)
    public static let multipleSelection = ElementKey(.multipleSelection)
    public static let passthrough = ElementKey(.passthrough)
    public static let scrolls = ElementKey(.scrolls)
    public static let resize = ElementKey(.resize)
    public static let background = ElementKey(.background)
    public static let foreground = ElementKey(.foreground)
    public static let detachable = ElementKey(.detachable)
    public static let detached = ElementKey(.detached)
    public static let dismissOutsideTap = ElementKey(.dismiss, .outsideTap)
    public static let dismissOnSelection = ElementKey(.dismiss, .onSelection)
    public static let resizeAnimated = ElementKey(.resize, .animated)
    public static let frameX = ElementKey(.frame, .x)
    public static let frameY = ElementKey(.frame, .y)
    public static let frameWidth = ElementKey(.frame, .width)
    public static let frameHeight = ElementKey(.frame, .height)
    /// UIKit's `sourceRect` (and a `UIPopoverController`'s `present(from:in:)` rectangle): a
    /// popover's anchor inside its source view, which Swift code writes and a screen file does not.
    public static let sourceRect = ElementKey(code: "sourceRect")

    /// The key a piece of copy is written under.
    public static func copy(_ key: CopyKey) -> ElementKey {
        switch key {
        case .title: return ElementKey(.title)
        case .label: return ElementKey(.label)
        case .text: return ElementKey(.text)
        case .placeholder: return ElementKey(.placeholder)
        case .help: return ElementKey(.help)
        }
    }
}

extension Element {
    /// Whether the file writes `key` on this element: a key that is absent and has no stated
    /// default is unknown, and rules do not guess it.
    public func writes(_ key: ElementKey) -> Bool { keyRange(key.name) != nil }

    /// The place a diagnostic about `key` points at: that key when written, else the `type` key,
    /// else the start of the element.
    public func range(of key: ElementKey) -> SourceRange { range(of: key.name) }
}
