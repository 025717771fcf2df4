/// Where UIKit puts a popover that a file describes by its source, preferred size and permitted
/// arrows only (an Interface Builder segue): the frame the geometry rules then judge.
///
/// The algorithm (docs/sources.md, "Where a popover lands"):
///
/// 1. The popover may use the screen less a margin on every side (UIKit's
///    `popoverLayoutMargins`, 10 points by default).
/// 2. For each permitted direction, the popover sits on that side of its source, `arrowLength`
///    away (the arrow fills the gap): `up` (arrow on the popover's top edge) below the source,
///    `down` above it, `left` to its right, `right` to its left. Along the edge it is centred on the
///    source's centre, then moved as little as needed to stay inside the margins.
/// 3. A direction *fits* when the popover's whole preferred size lies inside the margins there and
///    its arrow can still point at the source's centre (the centre lies on the popover's edge).
///    The first direction that fits, in the order up, down, left, right (the order UIKit is seen
///    to prefer for a popover allowed any direction), is where it lands: `fits`.
/// 4. When no direction fits, UIKit shrinks the popover to the room on the side with the most
///    room (of the permitted ones), placed as in step 2: `shrunk`. Where exactly it lands then
///    depends on UIKit's version and the safe area, so callers that must be sure do not use it.
///
/// Every frame that fits sits clear of its source, inside the screen, with an arrow that points
/// at the source: whichever of several fitting directions UIKit takes, `popover-covers-source`,
/// `popover-offscreen` and `popover-arrow` judge them alike.
public enum PopoverPlacement {
    public enum Outcome: Equatable, Sendable {
        /// The popover keeps its preferred size and lands here, its arrow on this edge.
        case fits(Rect, ArrowDirection)
        /// No permitted direction has room for the preferred size: shrunk to the most room.
        case shrunk(Rect, ArrowDirection)
        /// The source is not on the screen, or no permitted direction has any room.
        case nowhere
    }

    /// The gap the arrow fills between a popover and its source, in points (UIKit's arrow height).
    public static let arrowLength = 13.0
    /// UIKit's default `popoverLayoutMargins`.
    public static let defaultMargin = 10.0
    /// The order directions are tried in when more than one is permitted.
    public static let preference: [ArrowDirection] = [.up, .down, .left, .right]

    public static func place(width: Double, height: Double, from source: Rect, arrows: Set<ArrowDirection>,
                             in screen: Rect, margin: Double = defaultMargin) -> Outcome {
        let area = Rect(x: screen.minX + margin, y: screen.minY + margin,
                        width: screen.width - 2 * margin, height: screen.height - 2 * margin)
        guard width > 0, height > 0, area.width > 0, area.height > 0, screen.contains(source) else { return .nowhere }
        let directions = preference.filter(arrows.contains)
        for direction in directions {
            let frame = frame(width: width, height: height, direction: direction, from: source, in: area)
            if area.contains(frame), pointsAtCentre(frame, direction, source) { return .fits(frame, direction) }
        }
        var best: (frame: Rect, direction: ArrowDirection)?
        for direction in directions {
            let room = self.room(direction, from: source, in: area)
            guard room.width > 0, room.height > 0 else { continue }
            let frame = self.frame(width: min(width, room.width), height: min(height, room.height),
                                   direction: direction, from: source, in: area)
            if best == nil || frame.area > best!.frame.area { best = (frame, direction) }
        }
        return best.map { .shrunk($0.frame, $0.direction) } ?? .nowhere
    }

    /// The frame on `direction`'s side of the source, centred on it along the edge and kept
    /// inside `area` along that edge.
    private static func frame(width: Double, height: Double, direction: ArrowDirection, from source: Rect, in area: Rect) -> Rect {
        switch direction {
        case .up, .down:
            let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
            let y = direction == .up ? source.maxY + arrowLength : source.minY - arrowLength - height
            return Rect(x: x, y: y, width: width, height: height)
        case .left, .right:
            let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
            let x = direction == .left ? source.maxX + arrowLength : source.minX - arrowLength - width
            return Rect(x: x, y: y, width: width, height: height)
        }
    }

    /// The room on one side of the source: the whole area's other extent, and the distance from
    /// the arrow's tip to the margin.
    private static func room(_ direction: ArrowDirection, from source: Rect, in area: Rect) -> (width: Double, height: Double) {
        switch direction {
        case .up: return (area.width, area.maxY - source.maxY - arrowLength)
        case .down: return (area.width, source.minY - arrowLength - area.minY)
        case .left: return (area.maxX - source.maxX - arrowLength, area.height)
        case .right: return (source.minX - arrowLength - area.minX, area.height)
        }
    }

    private static func pointsAtCentre(_ frame: Rect, _ direction: ArrowDirection, _ source: Rect) -> Bool {
        switch direction {
        case .up, .down: return frame.minX <= source.midX && source.midX <= frame.maxX
        case .left, .right: return frame.minY <= source.midY && source.midY <= frame.maxY
        }
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        Swift.max(low, Swift.min(value, high))
    }
}

extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}
