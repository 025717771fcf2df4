/// A popover that jumps to a new size reads as a new popover replacing the old one; animating
/// the change keeps people's sense that it is the same view, condensed or expanded.
public struct PopoverResizeAnimationRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers where popover.presentation?.resizeAnimated == false {
            context.report(popover, at: .resize, "notAnimated", fix: .set(.resizeAnimated, to: .boolean(true), .safe))
        }
    }
}
