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
                reportNoWayOut(popover, attributes, content, in: screen, &context)
            } else if !attributes.multipleSelection, !attributes.multipleSelectionUnknown, !attributes.closesByItselfUnknown, showsAsPopover(attributes, in: screen),
                      !content.contains(where: Self.isInputControl),
                      let button = content.first(where: Self.isClosingButton) {
                let name = button.named(or: button.type?.rawValue ?? "button")
                // Where the width can be compact, such a popover is a sheet there, and the button
                // is how people leave it: the advice is to show it only there.
                // On a Mac people click, where on iOS and iPadOS they tap.
                let (close, noEdits) = becomesSheetInCompactWidth(attributes, in: screen, edition: context.edition)
                    ? ("closeBesideSheet", "noEditsBesideSheet")
                    : screen.platform == .macOS ? ("closeOnMac", "noEditsOnMac") : ("close", "noEdits")
                if button.role == .close {
                    context.report(popover, pointingAt: button, key: .role, close, ["child": name])
                } else {
                    context.report(popover, pointingAt: button, key: .role, noEdits, ["child": name, "role": button.role?.rawValue ?? ""])
                }
            }
        }
    }

    /// Read in a regular width on iOS or iPadOS, the popover would be adapted to a sheet in a
    /// compact one (an iPhone, Split View, Slide Over). Edition `ios-2011` knows no adaptation.
    private func becomesSheetInCompactWidth(_ attributes: PresentationAttributes, in screen: Screen, edition: Edition) -> Bool {
        guard edition != .ios2011, screen.platform == .iOS || screen.platform == .iPadOS, screen.horizontalSizeClass != .compact else { return false }
        return attributes.compactAdaptation != CompactAdaptation.none && attributes.compactAdaptation != .popover
    }

    private func showsAsPopover(_ attributes: PresentationAttributes, in screen: Screen) -> Bool {
        guard screen.horizontalSizeClass == .compact else { return true }
        return attributes.compactAdaptation == CompactAdaptation.none || attributes.compactAdaptation == .popover
    }

    /// Case (b): only when the file lists the popover's `content`, so that a popover whose content
    /// is not described is not said to have no button.
    private func reportNoWayOut(_ popover: Element, _ attributes: PresentationAttributes, _ content: [Element],
                                in screen: Screen, _ context: inout RuleContext) {
        guard popover.writes(.content), !content.contains(where: { $0.type == .button || $0.type == .barButton }) else { return }
        context.report(popover, at: attributes.modal ? ElementKey.modal : .dismissOutsideTap,
                       screen.platform == .macOS ? "noWayOutOnMac" : "noWayOut")
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
