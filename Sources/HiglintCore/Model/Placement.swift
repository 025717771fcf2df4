/// Where a popover sits: against its source (arrow sides), against other frames (overlap) and
/// against the viewport. Shared by the placement rules, so that each states its condition in
/// one line and all of them agree that touching edges are not an overlap.
extension Rect {
    /// Whether a popover with this frame can show its arrow on the `direction` edge and point at
    /// `source` (rules.md, `popover-arrow`): `up` (arrow on the popover's top edge) needs the
    /// popover's top at or below the source's bottom, `down` its bottom at or above the source's
    /// top, `left` its left edge at or right of the source's right edge, `right` its right edge at
    /// or left of the source's left edge; and in every case the two spans along that edge must
    /// overlap, because the arrow sits on the popover's edge within the source's extent. Edges that
    /// touch are consistent, and so are spans that meet at one point: when unsure, no finding.
    public func arrow(_ direction: ArrowDirection, pointsAt source: Rect) -> Bool {
        switch direction {
        case .up: return minY >= source.maxY && horizontalSpanMeets(source)
        case .down: return maxY <= source.minY && horizontalSpanMeets(source)
        case .left: return minX >= source.maxX && verticalSpanMeets(source)
        case .right: return maxX <= source.minX && verticalSpanMeets(source)
        }
    }

    private func horizontalSpanMeets(_ other: Rect) -> Bool { minX <= other.maxX && other.minX <= maxX }
    private func verticalSpanMeets(_ other: Rect) -> Bool { minY <= other.maxY && other.minY <= maxY }

    /// The arrow directions consistent with where this frame sits next to `source`, in
    /// `ArrowDirection.allCases` order. Empty when the two frames intersect, and when the popover
    /// sits diagonally off the source, with neither span overlapping.
    public func arrowDirections(pointingAt source: Rect) -> [ArrowDirection] {
        ArrowDirection.allCases.filter { arrow($0, pointsAt: source) }
    }

    /// The shared area of two frames, or nil when they do not intersect (touching edges included).
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x = Swift.max(minX, other.minX)
        let y = Swift.max(minY, other.minY)
        return Rect(x: x, y: y, width: Swift.min(maxX, other.maxX) - x, height: Swift.min(maxY, other.maxY) - y)
    }

    /// This frame moved (and, when it is larger, shrunk) as little as possible to lie wholly
    /// inside `container`.
    public func clamped(into container: Rect) -> Rect {
        let width = Swift.min(width, container.width)
        let height = Swift.min(height, container.height)
        let x = Swift.min(Swift.max(minX, container.minX), container.maxX - width)
        let y = Swift.min(Swift.max(minY, container.minY), container.maxY - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The frame as a file writes it: `{x: 10, y: 20, width: 300, height: 200}`.
    public var written: String {
        "{x: \(points(x)), y: \(points(y)), width: \(points(width)), height: \(points(height))}"
    }
}

extension Screen {
    /// The viewport as a frame at the origin, when the file gives its width and height.
    public var viewportFrame: Rect? { viewport?.frameAtOrigin }
}

extension Size {
    /// A frame of this size at the origin, when both width and height are known.
    public var frameAtOrigin: Rect? {
        guard let width, let height else { return nil }
        return Rect(x: 0, y: 0, width: width, height: height)
    }
}

extension Element {
    /// How a message names an element. In a screen description, its id, else its type and where
    /// that is written (`popover (12:9)`), words that read the same in every language. In a
    /// storyboard, a xib or Swift, what people see (`named(or:)`).
    public var messageName: String {
        if isDescribed {
            if let id { return id }
            let start = range(of: .type).start
            return "\(type?.rawValue ?? "element") (\(start.line):\(start.column))"
        }
        return named(or: "\(type?.rawValue ?? "element") at line \(range.start.line)")
    }

    /// How a message names an element, with `fallback` for one that has no name. In a screen
    /// description, its id (the name its author gave it). In a storyboard, a xib or Swift
    /// (sources.md, "Findings speak the file's language"), what people see: its scene's name or its
    /// copy (title, label, text, placeholder); for a presentation with none, its source's, else its
    /// content's first; else an id written in code, never an Interface Builder object id
    /// (`vXZ-lx-hvc`).
    public func named(or fallback: String) -> String {
        if isDescribed { return id ?? fallback }
        if let seen = seenName { return seen }
        if relation == .presented, let parent {
            let source = Element(store: store, index: parent)
            if let seen = source.seenName { return seen }
            // A controller's own view (`sourceView = view`) is the whole screen: its name says
            // nothing of what revealed the popover, and the content's copy says more.
            // Nor does a parameter's name (`sender`): the content names the popover instead.
            if let id = source.id, !Self.isObjectID(id), presentation?.sourceIsRootView != true, !source.idIsParameter { return id }
        }
        if type?.isPresentation == true {
            for child in children {
                if let seen = Element(store: store, index: child).seenName { return seen }
            }
            // Content that starts with views that only hold others (`VStack { Text("Filters") … }`):
            // the copy it starts with, what people read first.
            var first = children.first.map { Element(store: store, index: $0) }
            while let element = first, element.seenName == nil, let inner = element.children.first {
                let next = Element(store: store, index: inner)
                if let seen = next.seenName { return seen }
                first = next
            }
        }
        if let id, !Self.isObjectID(id) { return id }
        return fallback
    }

    /// The name a drawing labels the element with: its id in a screen description; what people
    /// see in a storyboard, a xib or Swift (`named(or:)`), never an object id.
    public var shownName: String? {
        if isDescribed { return id }
        let name = named(or: "")
        return name.isEmpty ? nil : name
    }

    /// Whether the element is one of a YAML or JSON screen description's.
    public var isDescribed: Bool {
        store.isDecoded(index)
    }

    /// What people see it called: a scene's name, else its copy.
    private var seenName: String? {
        [draftName, title, label, text, placeholder].lazy.compactMap { $0 }.first { !$0.isEmpty }
    }

    /// An id Interface Builder made (`vXZ-lx-hvc`: three, two and three letters or digits), which
    /// means nothing to the people who read the finding.
    static func isObjectID(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
