/// A tap outside closes a nonmodal popover, often by accident: work in it must be kept.
public struct PopoverSaveOnDismissRule: Rule {
    public static let description = RuleDescription(
        id: "popover-save-on-dismiss", severity: .error, messageKeys: ["discard", "unspecified"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            guard let attributes = popover.presentation, !attributes.modal else { continue }
            guard screen.content(of: popover.index).contains(where: \.isEditable) else { continue }
            switch attributes.outsideTap {
            case .discard?: context.report(popover, at: "dismiss.outsideTap", "discard")
            case nil: context.report(popover, "unspecified")
            case .save?, .prevent?: break
            }
        }
    }
}
