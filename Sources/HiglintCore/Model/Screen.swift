/// One screen of a file, typed and positioned, with its view tree flattened into `elements`
/// in document order. Rules read this; they never see YAML or JSON.
public struct Screen: Sendable {
    public var name: String?
    public var platform: Platform?
    /// The horizontal size class, with the platform's default applied when the file gives none.
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    public var viewport: Size?
    /// Every element and presentation, parents before children, in the order written.
    public var elements: [Element] {
        didSet { popoverIndices = elements.indices.filter { elements[$0].type == .popover } }
    }
    /// Where the popovers are in `elements`: every rule asks for them, so they are found once.
    public private(set) var popoverIndices: [Int] = []
    /// Indices of the elements listed directly under `elements`.
    public var roots: [Int]
    /// Where the screen's mapping starts, for diagnostics about the screen as a whole.
    public var range: SourceRange
    /// Where each key of the screen mapping is written.
    public var keyRanges: [String: SourceRange]
    /// 0-based document of the stream, and 0-based screen within that document.
    public var documentIndex: Int
    public var screenIndex: Int

    public init(range: SourceRange, documentIndex: Int, screenIndex: Int) {
        self.elements = []
        self.roots = []
        self.range = range
        self.keyRanges = [:]
        self.documentIndex = documentIndex
        self.screenIndex = screenIndex
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
        let screenName = locatorName
        var parts: [String] = []
        var current: Int? = index
        while let at = current {
            let element = elements[at]
            if let id = element.id {
                parts.append("#" + id)
                break
            }
            switch element.relation {
            case .root:
                parts.append("elements[\(roots.firstIndex(of: at) ?? 0)]")
            case .child:
                let parent = elements[element.parent!]
                let list = parent.presentation != nil ? "content" : "children"
                parts.append("\(list)[\(parent.children.firstIndex(of: at) ?? 0)]")
            case .presented:
                parts.append("presents[\(elements[element.parent!].presented.firstIndex(of: at) ?? 0)]")
            }
            current = element.parent
        }
        return screenName + "/" + parts.reversed().joined(separator: "/")
    }

    /// The popovers of the screen in document order.
    public var popovers: [Element] { popoverIndices.map { elements[$0] } }
}

/// An element or a presentation. Presentations carry `presentation`; their `children` are their
/// `content`.
public struct Element: Sendable {
    public enum Relation: Sendable {
        /// Listed under the screen's `elements`.
        case root
        /// Listed under a parent's `children` (or a presentation's `content`).
        case child
        /// Listed under the parent's `presents`: the parent is its source.
        case presented
    }

    public let index: Int
    public var parent: Int?
    public var relation: Relation
    /// Nil when the file gives no valid type; rules skip such elements.
    public var type: ElementType?
    public var id: String?
    public var frame: Rect?
    public var title: String?
    public var label: String?
    public var text: String?
    public var placeholder: String?
    public var help: String?
    public var role: Role?
    /// The file's `editable`, if given.
    public var editableValue: Bool?
    public var essential: Bool
    public var children: [Int]
    public var presented: [Int]
    public var presentation: PresentationAttributes?
    /// Where the element's mapping starts.
    public var range: SourceRange
    /// The element's mapping as written, and the keys the format allows in it: where each key
    /// is written is looked up there when a rule reports (`range(of:)`), instead of every
    /// element keeping a dictionary of key positions that almost nobody asks for.
    var fieldEntries: [Entry] = []
    var allowedKeys: UInt64 = 0
    /// Where each key is written, for readers whose files are not YAML or JSON mappings (an
    /// Interface Builder attribute, a Swift modifier): by name or dotted path (`dismiss.outsideTap`).
    /// Consulted when the element has no mapping of its own.
    public var keyPositions: [String: SourceRange] = [:]

    /// Where each key is written, by dotted path (`size`, `dismiss.outsideTap`).
    public var keyRanges: [String: SourceRange] {
        var ranges: [String: SourceRange] = [:]
        for key in Key.allCases {
            if let range = keyRange(key.name) { ranges[key.name] = range }
        }
        for path in Self.dottedPaths {
            if let range = keyRange(path) { ranges[path] = range }
        }
        return ranges
    }

    /// The keys inside a presentation's values that rules point at.
    static let dottedPaths = ["dismiss.outsideTap", "dismiss.onSelection", "resize.animated",
                              "detached.background", "detached.size"]

    public init(index: Int, parent: Int?, relation: Relation, range: SourceRange) {
        self.index = index
        self.parent = parent
        self.relation = relation
        self.essential = false
        self.children = []
        self.presented = []
        self.range = range
    }

    /// Holds work people enter: `editable` when given, else true for the types of typed text.
    public var isEditable: Bool { editableValue ?? (type?.holdsTypedText ?? false) }

    /// Whether the file writes `key` (a name or a dotted path) on this element: a key that is
    /// absent and has no stated default is unknown, and rules do not guess it.
    public func writes(_ key: String) -> Bool { keyRange(key) != nil }

    /// The place a diagnostic about `key` points at: that key when written, else the `type` key,
    /// else the start of the element.
    public func range(of key: String) -> SourceRange {
        keyRange(key) ?? keyRange("type") ?? range
    }

    /// Where `key` (or a dotted path of `dottedPaths`) is written: its first occurrence, when the
    /// format allows it here, as the decoder read it.
    func keyRange(_ path: String) -> SourceRange? {
        if fieldEntries.isEmpty { return keyPositions[path] }
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            guard let key = Key.lexicon[path], allowedKeys & 1 << UInt64(key.rawValue) != 0 else { return nil }
            return Self.first(key.name, in: fieldEntries)?.key.range
        }
        guard presentation != nil, Self.dottedPaths.contains(path) else { return nil }
        let outer = String(path[..<dot]), inner = String(path[path.utf8.index(after: dot)...])
        guard let key = Key.lexicon[outer], allowedKeys & 1 << UInt64(key.rawValue) != 0,
              let entries = Self.first(outer, in: fieldEntries)?.value.entries else { return nil }
        return Self.first(inner, in: entries)?.key.range
    }

    private static func first(_ name: String, in entries: [Entry]) -> Entry? {
        entries.first { $0.key.scalar?.text == name }
    }

    /// Copy that people read, with the key it is written under.
    public var copy: [(key: String, text: String)] {
        CopyKey.allCases.compactMap { key in self[copy: key].map { (key.rawValue, $0) } }
    }

    /// One string of `copy`. Rules that read every element's copy ask for each key by index
    /// (`screen.elements[index][copy: key]`), which reads the field in place: building `copy`
    /// allocates a list per element, and a method taking a closure, called on
    /// `screen.elements[index]`, copied the element first (callgrind).
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
    public var dismissOnSelection: Bool?
    public var multipleSelection = false
    public var passthrough: [(id: String, range: SourceRange)] = []
    public var scrolls = false
    public var resize: Size?
    public var resizeAnimated: Bool?
    public var background: RGBColor?
    public var foreground: RGBColor?
    public var detachable = false
    public var detachedBackground: RGBColor?
    public var detachedSize: Size?

    public init() {}
}

extension Element {
    /// The popover's preferred size: `size` when given, else the frame's size.
    public var effectiveSize: Size? {
        if let size = presentation?.size { return size }
        if let frame { return Size(width: frame.width, height: frame.height) }
        return nil
    }

    /// The key a size diagnostic points at: `size` when written, else `frame`.
    public var sizeKey: String { presentation?.size != nil ? "size" : "frame" }
}
