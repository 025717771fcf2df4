/// A popover is shown within the screen's bounds (UIPopoverController fits it onto the screen
/// and may resize it to do so); a frame that reaches past the viewport is cut off or moved away
/// from where it was designed to sit.
public struct PopoverOffscreenRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard let viewport = screen.viewportFrame else { return }
        for popover in screen.popoversShown(in: context.edition) {
            guard let frame = popover.frame, !viewport.contains(frame) else { continue }
            let inside = frame.clamped(into: viewport)
            context.report(popover, at: .frame, "outside", [
                "left": points(frame.minX), "top": points(frame.minY), "right": points(frame.maxX), "bottom": points(frame.maxY),
                "width": points(viewport.width), "height": points(viewport.height),
                "fix": inside.written,
            ], fix: moveFix(popover, from: frame, to: inside, in: screen))
        }
    }
}

extension PopoverOffscreenRule {
    /// The frame moved inside the viewport, when the moved frame stays clear of its source and
    /// keeps an arrow that can point at it (else the fix would trade this finding for
    /// `popover-covers-source`'s or `popover-arrow`'s). Moving a popover changes the design: unsafe.
    func moveFix(_ popover: Element, from frame: Rect, to inside: Rect, in screen: Screen) -> FixRequest? {
        if let sourceFrame = screen.source(of: popover.index)?.frame, let attributes = popover.presentation {
            guard !inside.intersects(sourceFrame) else { return nil }
            let fitting = inside.arrowDirections(pointingAt: sourceFrame)
            guard attributes.arrowNone || fitting.contains(where: attributes.arrow.contains) else { return nil }
        }
        let changes: [FixRequest.Change] = [(ElementKey.frameX, frame.x, inside.x), (.frameY, frame.y, inside.y),
                                            (.frameWidth, frame.width, inside.width), (.frameHeight, frame.height, inside.height)]
            .filter { $0.1 != $0.2 }
            .map { .set($0.0, .number($0.2)) }
        return FixRequest(title: "Move frame inside the viewport: \(inside.written)", applicability: .unsafe, changes: changes)
    }
}
