/// A popover may be as tall as a long list needs, but one that carries a task or an action
/// sheet should fit at a glance: scrolling hides the fields or buttons people must act on.
public struct PopoverTaskScrollsRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            guard let attributes = popover.presentation, attributes.scrolls,
                  let purpose = attributes.purpose, purpose == .task || purpose == .actionSheet else { continue }
            context.report(popover, at: .scrolls, "scrolls", ["purpose": purpose.rawValue])
        }
    }
}
