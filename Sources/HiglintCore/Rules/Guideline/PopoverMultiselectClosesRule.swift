/// Where people can pick several items, closing after the first pick cuts them off mid-choice:
/// such a popover stays open until they dismiss it or tap outside.
public struct PopoverMultiselectClosesRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            guard let attributes = popover.presentation, attributes.multipleSelection,
                  attributes.dismissOnSelection == true else { continue }
            context.report(popover, at: .dismissOnSelection, "closes")
        }
    }
}
