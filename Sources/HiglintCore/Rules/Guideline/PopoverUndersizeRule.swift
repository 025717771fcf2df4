/// The 2011 iOS HIG asks for popovers at least 320 points wide: narrower ones cramp their content.
/// Only the 2011 text gives the number, so the rule is on in edition ios-2011 alone. Uses the
/// preferred size (`size`, else the frame's) and does not apply without a width.
public struct PopoverUndersizeRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        let minWidth = context.option("minWidth")
        for popover in screen.popoversShown(in: context.edition) {
            guard let width = popover.effectiveSize?.width, width < minWidth else { continue }
            context.report(popover, at: popover.sizeKey, "width", ["width": points(width), "minWidth": points(minWidth)])
        }
    }
}
