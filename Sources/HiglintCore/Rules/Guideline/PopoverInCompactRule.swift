/// Popovers belong to wide views; in a compact width they must adapt to a sheet or full screen.
/// `UIPopoverController` raises an exception off iPad, so on iOS it is wrong whatever the adaptation.
public struct PopoverInCompactRule: Rule {
    public static let description = RuleDescription(
        id: "popover-in-compact", severity: .error,
        messageKeys: ["compact", "compactUnset", "uiPopoverController", "iPhone"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            let attributes = popover.presentation ?? PresentationAttributes()
            let adapts = attributes.compactAdaptation == .sheet || attributes.compactAdaptation == .fullScreen
            if screen.platform == .iOS, attributes.api == .uiPopoverController {
                context.report(popover, at: "api", "uiPopoverController")
            } else if screen.horizontalSizeClass == .compact, !adapts {
                if let adaptation = attributes.compactAdaptation {
                    context.report(popover, at: "compactAdaptation", "compact", ["adaptation": adaptation.rawValue])
                } else {
                    // Its own message, not a filler word in the other: "none given" would read as a
                    // value, and would stay English in a Korean report.
                    context.report(popover, at: "compactAdaptation", "compactUnset")
                }
            } else if context.edition == .ios2017, screen.platform == .iOS {
                context.report(popover, "iPhone")
            }
        }
    }
}
