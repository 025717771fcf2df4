/// What a picture of one screen needs: the viewport, every element with a frame, each popover
/// with its frame (given, or computed by `PopoverPlacement`), its arrow and its source, and the
/// places where a popover overlaps its source or an essential element or leaves the viewport.
/// Made from a `Screen` by `ScreenDrawing(screen)`; the HTML report draws it. Geometry only: which
/// of these places a rule reports is the report's business, matched by locator.
public struct ScreenDrawing: Sendable, Equatable {
    /// How a popover's frame is known.
    public enum FrameOrigin: String, Sendable {
        /// Written in the file.
        case given
        /// Computed by the placement from the source, the preferred size and the permitted arrows,
        /// with the whole preferred size fitting: where UIKit puts it.
        case placed
        /// Computed, but no permitted side has room for the preferred size: UIKit shrinks it, and
        /// where it lands then depends on the version, so the picture is only approximate.
        case approximate
    }

    public struct Shape: Sendable, Equatable {
        /// The element's index in the screen.
        public var index: Int
        /// `Screen.locator(of:)`: diagnostics about this element carry it, followed by `.key`.
        public var locator: String
        /// The type as written (`button`), or nil when the file gives no valid type.
        public var type: String?
        public var id: String?
        public var frame: Rect
        public var origin: FrameOrigin
        public var essential: Bool
        public var isPopover: Bool
        /// The edge the arrow is on (`up`: the popover's top edge), when the popover has an arrow
        /// that can point at its source.
        public var arrow: ArrowDirection?
        /// The index of the popover's source among `shapes`' indices, when it has a frame.
        public var source: Int?
    }

    /// A place worth seeing: an overlap or a part off the screen.
    public struct Highlight: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case coversSource = "covers-source"
            case coversEssential = "covers-essential"
            case offscreen
        }

        public var kind: Kind
        public var rect: Rect
        /// The popover's element index.
        public var popover: Int
        /// The element covered, for overlaps.
        public var other: Int?
    }

    /// The screen's name, when the file gives one.
    public var name: String?
    /// `Screen.locatorName`: how diagnostics about the screen as a whole name it.
    public var locatorName: String
    public var viewport: Rect?
    /// Elements first, popovers after them (drawn on top), each in document order.
    public var shapes: [Shape]
    public var highlights: [Highlight]

    /// The drawing of `screen`; nil when there is nothing to draw (no viewport and no frame).
    public init?(_ screen: Screen) {
        // Drawn in layers: the screen's elements, then each popover above them with its content,
        // a nested popover above that; within a layer, in document order.
        var layered: [(layer: Int, shape: Shape)] = []
        for index in screen.elements.indices {
            let element = screen[index]
            let layer = screen.ancestors(of: index).filter { $0.type == .popover }.count + (element.type == .popover ? 1 : 0)
            if element.type == .popover {
                if let popover = Self.popover(index, in: screen) { layered.append((layer, popover)) }
            } else if let frame = element.frame {
                layered.append((layer, Shape(index: index, locator: screen.locator(of: index), type: element.type?.rawValue,
                                             id: element.shownName, frame: frame, origin: .given, essential: element.essential,
                                             isPopover: false)))
            }
        }
        guard screen.viewportFrame != nil || !layered.isEmpty else { return nil }
        name = screen.name
        locatorName = screen.locatorName
        viewport = screen.viewportFrame
        shapes = layered.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element.shape)
        highlights = shapes.filter(\.isPopover).flatMap { Self.highlights(of: $0, in: screen, viewport: screen.viewportFrame) }
    }

    /// Every point drawn: the viewport and every frame.
    public var bounds: Rect? {
        let rects = (viewport.map { [$0] } ?? []) + shapes.map(\.frame)
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { union, rect in
            let minX = min(union.minX, rect.minX), minY = min(union.minY, rect.minY)
            return Rect(x: minX, y: minY, width: max(union.maxX, rect.maxX) - minX, height: max(union.maxY, rect.maxY) - minY)
        }
    }

    private static func popover(_ index: Int, in screen: Screen) -> Shape? {
        let element = screen[index]
        let attributes = element.presentation
        let sourceFrame = screen.source(of: index)?.frame
        let permitted = attributes.map { $0.arrowNone ? [] : $0.arrow } ?? PresentationAttributes.allArrows
        var frame = element.frame
        var origin = FrameOrigin.given
        var arrow: ArrowDirection?
        if frame != nil, element.writtenFrameWasPlaced { origin = .placed }
        if frame == nil, let source = sourceFrame, let viewport = screen.viewportFrame,
           let width = element.effectiveSize?.width, let height = element.effectiveSize?.height, !permitted.isEmpty {
            switch PopoverPlacement.place(width: width, height: height, from: source, arrows: permitted, in: viewport) {
            case .fits(let placed, let direction): (frame, origin, arrow) = (placed, .placed, direction)
            case .shrunk(let placed, let direction): (frame, origin, arrow) = (placed, .approximate, direction)
            case .nowhere: break
            }
        }
        guard let frame else { return nil }
        if arrow == nil, let source = sourceFrame {
            arrow = PopoverPlacement.preference.first { permitted.contains($0) && frame.arrow($0, pointsAt: source) }
        }
        let source = element.parent.flatMap { parent in screen[parent].frame != nil && element.relation == .presented ? parent : nil }
        return Shape(index: index, locator: screen.locator(of: index), type: element.type?.rawValue, id: element.shownName,
                     frame: frame, origin: origin, essential: element.essential, isPopover: true, arrow: arrow, source: source)
    }

    private static func highlights(of popover: Shape, in screen: Screen, viewport: Rect?) -> [Highlight] {
        var result: [Highlight] = []
        if let source = popover.source, let overlap = screen[source].frame.flatMap(popover.frame.intersection) {
            result.append(Highlight(kind: .coversSource, rect: overlap, popover: popover.index, other: source))
        }
        // The popover's own content and the views it is presented from are not covered by it.
        let inside = Set(screen.descendants(of: popover.index).map(\.index))
        let outside = Set(screen.ancestors(of: popover.index).map(\.index))
        for element in screen.elements where element.essential && !inside.contains(element.index) && !outside.contains(element.index) {
            if let overlap = element.frame.flatMap(popover.frame.intersection) {
                result.append(Highlight(kind: .coversEssential, rect: overlap, popover: popover.index, other: element.index))
            }
        }
        if let viewport {
            result += popover.frame.parts(outside: viewport).map { Highlight(kind: .offscreen, rect: $0, popover: popover.index) }
        }
        return result
    }
}

extension Rect {
    /// The parts of this frame outside `container`, as up to four rectangles that do not overlap:
    /// the strips above and below it, then those left and right of it between them.
    func parts(outside container: Rect) -> [Rect] {
        guard width > 0, height > 0 else { return [] }
        guard intersects(container) else { return [self] }
        var parts: [Rect] = []
        if minY < container.minY { parts.append(Rect(x: minX, y: minY, width: width, height: container.minY - minY)) }
        if maxY > container.maxY { parts.append(Rect(x: minX, y: container.maxY, width: width, height: maxY - container.maxY)) }
        let top = Swift.max(minY, container.minY), bottom = Swift.min(maxY, container.maxY)
        if minX < container.minX { parts.append(Rect(x: minX, y: top, width: container.minX - minX, height: bottom - top)) }
        if maxX > container.maxX { parts.append(Rect(x: container.maxX, y: top, width: maxX - container.maxX, height: bottom - top)) }
        return parts
    }
}

extension Element {
    /// Readers that place a popover themselves (Interface Builder, docs/sources.md "Where a
    /// popover lands") point its `frame` key at the popover's own start, since no file writes it.
    /// (YAML and JSON elements keep no `keyPositions`: their keys are found in the mapping.)
    var writtenFrameWasPlaced: Bool {
        keyRange(ElementKey.frame.name) == range
    }
}
