/// A popover closes by itself when people tap outside it or choose an item, so a button that
/// only closes it is noise. Cancel and Done earn their place only where they say something:
/// whether people's edits are kept or thrown away.
public struct PopoverCloseButtonRule: Rule {
    public static let description = RuleDescription(
        id: "popover-close-button", severity: .warning, messageKeys: ["close", "noEdits"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            let content = screen.content(of: popover.index)
            let hasEdits = content.contains(where: \.isEditable)
            for child in content where child.type == .button || child.type == .barButton {
                let name = child.id ?? child.type?.rawValue ?? "button"
                switch child.role {
                case .close?:
                    context.report(popover, pointingAt: child, "close", ["child": name])
                case .cancel?, .done?:
                    if !hasEdits {
                        context.report(popover, pointingAt: child, "noEdits", ["child": name, "role": child.role?.rawValue ?? ""])
                    }
                default:
                    break
                }
            }
        }
    }
}
