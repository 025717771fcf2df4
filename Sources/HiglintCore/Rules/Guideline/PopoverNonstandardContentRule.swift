/// Popovers look best and are easiest to understand with standard controls and views; a `custom`
/// view in a popover's content (at any depth, not inside a further presentation) is flagged once per
/// popover, at the first such child's `type`. Opt-in: custom views are often legitimate.
public struct PopoverNonstandardContentRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            if let child = screen.content(of: popover.index).first(where: { $0.type == .custom }) {
                context.report(popover, pointingAt: child, "custom", ["child": child.named(or: "custom")])
            }
        }
    }
}
