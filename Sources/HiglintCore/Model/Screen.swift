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
    /// or JSON screen descriptions, its elements filed in an `ElementStore` as the decoder's are.
    /// `drafts[i].index` is `i`; `roots` lists the elements at the top of the screen, in order.
    public init(drafts: [ElementDraft], roots: [Int], range: SourceRange, documentIndex: Int = 0, screenIndex: Int = 0) {
        self.init(elements: ElementList(store: ElementStore(drafts: drafts, roots: roots)), range: range,
                  documentIndex: documentIndex, screenIndex: screenIndex)
        self.popoverIndices = drafts.indices.filter { drafts[$0].type == .popover }
    }

    /// Indices of the elements listed directly under `elements`.
    public var roots: [Int] { elements.store.roots }

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
        places.place(of: element.index, in: elements.store)
    }

    /// The popovers of the screen in document order.
    public var popovers: [Element] { elements.store.elements(at: popoverIndices) }
}

/// Where elements are among their siblings (`elements[2]`, `content[1]`): in the list a reader
/// made, or found by walking each list of siblings the decoder stored from the last place asked
/// for in it.
struct SiblingPlaces {
    /// Per list (parent and whether presented; roots under -1): the last element placed and its place.
    private var last: [Int: (element: Int, place: Int)] = [:]

    mutating func place(of index: Int, in store: ElementStore) -> Int {
        if let siblings = store.listedSiblings(of: index) { return siblings.firstIndex(of: index) ?? 0 }
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
