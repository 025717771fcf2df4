/// Two popovers on screen at once clutter the interface and confuse people about which one a tap
/// outside will close: show one at a time. Each visible popover is reported when a popover that
/// neither holds it nor is held by it is already visible before it in document order (a popover
/// inside another is `popover-nested`'s concern).
public struct PopoverMultipleVisibleRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        var shown: [Element] = []
        for popover in screen.popovers where popover.presentation?.visible == true {
            let holders = Set(screen.ancestors(of: popover.index).map(\.index))
            // Document order puts a holder before what it holds, so only `holders` can relate
            // an earlier popover to this one.
            if let other = shown.first(where: { !holders.contains($0.index) }) {
                context.report(popover, at: .visible, "visible",
                               ["popover": popover.messageName, "other": other.messageName])
            }
            shown.append(popover)
        }
    }
}
