/// On macOS a detached popover becomes a panel that should look like the popover people dragged
/// off, so they keep their context: its `detached.background` must be the popover's `background`.
/// Both colours must be written: without `detached.background` the panel keeps the popover's look,
/// and without `background` there is no colour to compare with (screen-format.md invents no
/// defaults), so the rule does not apply.
public struct PopoverDetachedAppearanceRule: Rule {
    public static let description = RuleDescription(
        id: "popover-detached-appearance", severity: .warning, messageKeys: ["background"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard screen.platform == .macOS else { return }
        for popover in screen.popovers {
            guard let attributes = popover.presentation, attributes.detachable,
                  let detached = attributes.detachedBackground, let background = attributes.background,
                  detached != background else { continue }
            context.report(popover, at: "detached.background", "background",
                           ["detached": detached.description, "background": background.description])
        }
    }
}
