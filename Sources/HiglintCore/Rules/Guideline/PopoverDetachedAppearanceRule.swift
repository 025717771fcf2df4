/// On macOS a detached popover becomes a panel that should look like the popover people dragged
/// off, so they keep their context: "minimal appearance changes". A slight tint is minimal; a
/// panel whose `detached.background` differs from the popover's `background` by more than a CIE76
/// ΔE*ab of `maxColorDifference` (10) is not. Both colours must be written: without
/// `detached.background` the panel keeps the popover's look, and without `background` there is
/// no colour to compare with (no default is stated), so the rule does not apply.
public struct PopoverDetachedAppearanceRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard screen.platform == .macOS else { return }
        let maximum = context.option("maxColorDifference")
        for popover in screen.popovers {
            guard let attributes = popover.presentation, attributes.detachable,
                  let detached = attributes.detachedBackground, let background = attributes.background else { continue }
            let difference = detached.colorDifference(to: background)
            guard difference > maximum else { continue }
            context.report(popover, at: .detached, "background", [
                "detached": detached.description, "background": background.description,
                "difference": points((difference * 10).rounded() / 10), "maxDifference": points(maximum),
            ])
        }
    }
}
