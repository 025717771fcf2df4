/// A popover is shown within the screen's bounds (UIPopoverController fits it onto the screen
/// and may resize it to do so); a frame that reaches past the viewport is cut off or moved away
/// from where it was designed to sit.
public struct PopoverOffscreenRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard let viewport = screen.viewportFrame else { return }
        for popover in screen.popovers {
            guard let frame = popover.frame, !viewport.contains(frame) else { continue }
            context.report(popover, at: .frame, "outside", [
                "left": points(frame.minX), "top": points(frame.minY), "right": points(frame.maxX), "bottom": points(frame.maxY),
                "width": points(viewport.width), "height": points(viewport.height),
                "fix": frame.clamped(into: viewport).written,
            ])
        }
    }
}
