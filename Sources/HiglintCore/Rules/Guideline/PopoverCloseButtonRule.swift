/// A popover that closes by itself when people tap outside it or choose an item needs no button
/// that only closes it; such a button is noise (case a). A Close, Cancel or Done button earns its
/// place where it says something: beside any input control it confirms or abandons a choice, and a
/// popover that does not close by itself (modal, or a tap outside prevented) needs a button to be
/// left at all; one with no button traps people (case b). One finding per popover.
///
/// Case (a) judges a popover that shows as one: in a compact width a popover the system adapts
/// to a sheet (no `compactAdaptation`, `sheet` or `fullScreen`) is a sheet, where a Cancel or Done
/// button is how people leave, so it is not reported there.
public struct PopoverCloseButtonRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            guard let attributes = popover.presentation else { continue }
            let content = screen.content(of: popover.index)
            if attributes.modal || attributes.outsideTap == .prevent {
                reportNoWayOut(popover, attributes, content, &context)
            } else if !attributes.multipleSelection, !attributes.multipleSelectionUnknown, !attributes.closesByItselfUnknown, showsAsPopover(attributes, in: screen),
                      !content.contains(where: Self.isInputControl),
                      let button = content.first(where: Self.isClosingButton) {
                let name = button.named(or: button.type?.rawValue ?? "button")
                if button.role == .close {
                    context.report(popover, pointingAt: button, key: .role, "close", ["child": name])
                } else {
                    context.report(popover, pointingAt: button, key: .role, "noEdits", ["child": name, "role": button.role?.rawValue ?? ""])
                }
            }
        }
    }

    private func showsAsPopover(_ attributes: PresentationAttributes, in screen: Screen) -> Bool {
        guard screen.horizontalSizeClass == .compact else { return true }
        return attributes.compactAdaptation == CompactAdaptation.none || attributes.compactAdaptation == .popover
    }

    /// Case (b): only when the file lists the popover's `content`, so that a popover whose content
    /// is not described is not said to have no button.
    private func reportNoWayOut(_ popover: Element, _ attributes: PresentationAttributes, _ content: [Element],
                                _ context: inout RuleContext) {
        guard popover.writes(.content), !content.contains(where: { $0.type == .button || $0.type == .barButton }) else { return }
        context.report(popover, at: attributes.modal ? ElementKey.modal : .dismissOutsideTap, "noWayOut")
    }

    private static func isClosingButton(_ element: Element) -> Bool {
        (element.type == .button || element.type == .barButton)
            && (element.role == .close || element.role == .cancel || element.role == .done)
    }

    /// Any input control, typed text or not, and anything marked editable.
    private static func isInputControl(_ element: Element) -> Bool {
        element.type?.isInput == true || element.isEditable
    }
}
