/// A tap outside closes a nonmodal popover, often by accident: work in it must be kept. Work is
/// text people type (and anything marked `editable: true`), not a search query or a control that
/// applies at once. The message names the first editable element, so people know what is lost.
public struct PopoverSaveOnDismissRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers {
            guard let attributes = popover.presentation, !attributes.modal,
                  let work = screen.content(of: popover.index).first(where: \.isEditable) else { continue }
            let arguments = ["element": work.named(or: work.type?.rawValue ?? "element")]
            let save = FixRequest.set(.dismissOutsideTap, to: .word(OutsideTap.save.rawValue), .safe)
            switch attributes.outsideTap {
            case .discard?: context.report(popover, at: .dismissOutsideTap, "discard", arguments, fix: save)
            case nil where !attributes.outsideTapUnknown: context.report(popover, "unspecified", arguments, fix: save)
            case nil: break
            case .save?, .prevent?: break
            }
        }
    }
}
