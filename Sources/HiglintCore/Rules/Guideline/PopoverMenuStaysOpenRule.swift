/// A popover that only offers a choice (a menu, an action sheet, a single-choice selection) works
/// like a menu: once people choose, its job is done and it should close. Only a popover where
/// several items can be picked stays open; an inspector may stay open too (003).
public struct PopoverMenuStaysOpenRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            guard let attributes = popover.presentation, !attributes.multipleSelection, !attributes.multipleSelectionUnknown,
                  let purpose = attributes.purpose, purpose == .menu || purpose == .actionSheet || purpose == .selection,
                  attributes.dismissOnSelection == false else { continue }
            context.report(popover, at: .dismissOnSelection, "staysOpen", ["purpose": purpose.rawValue])
        }
    }
}
