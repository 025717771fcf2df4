/// Never a cascade or hierarchy of popovers: a popover that emerges from inside another popover
/// is reported once, at the inner popover's `type`.
public struct PopoverNestedRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            if let outer = screen.ancestors(of: popover.index).first(where: { $0.type == .popover }) {
                context.report(popover, "nested", ["outer": outer.isDescribed ? outer.named(or: "popover") : outer.messageName])
            }
        }
    }
}
