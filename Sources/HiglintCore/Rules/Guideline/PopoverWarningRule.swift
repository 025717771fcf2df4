/// People can miss a popover or close it by accident, so a warning belongs in an alert.
public struct PopoverWarningRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            if popover.presentation?.purpose == .warning {
                context.report(popover, at: .purpose, "purpose")
            } else if let child = screen.content(of: popover.index).first(where: { $0.role == .warning }) {
                context.report(popover, pointingAt: child, key: .role, "content", ["child": child.named(or: child.type?.rawValue ?? "element")])
            }
        }
    }
}
