/// Nothing but an alert may show on top of a popover: a sheet, full-screen view, action sheet or
/// panel opened from inside it hides the popover people were working in. A menu is allowed: it is
/// a control's own pull-down or context menu, as Calendar's popovers use. Reported once per such
/// presentation, at its `type`; a popover inside a popover is `popover-nested`'s.
public struct PopoverOverPopoverRule: Rule {
    /// Every presentation but an alert, a menu, and a popover (`popover-nested`'s). Decided from
    /// the type itself: a `Set` of types would hash the type's name for every element of every screen.
    static func covers(_ type: ElementType) -> Bool {
        type.isPresentation && type != .alert && type != .menu && type != .popover
    }

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        // By index, so that only covering presentations are copied (see `Rule`).
        for index in screen.elements.indices {
            guard let type = screen.elements[index].type, Self.covers(type) else { continue }
            let element = screen.elements[index]
            if let popover = screen.ancestors(of: element.index).first(where: { $0.type == .popover }) {
                context.report(element, "over", ["type": type.rawValue, "popover": popover.messageName])
            }
        }
    }
}
