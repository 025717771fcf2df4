/// When several bar buttons each open a popover, people should get from one to the next with a
/// single tap, not a tap to close and another to open. That takes the other buttons being in the
/// open popover's passthrough views, so the tap reaches them instead of only dismissing it.
///
/// A bar (`toolbar`, `navigationBar`, `tabBar`) with two or more direct children that each present
/// a popover is checked; each of those popovers whose `passthrough` leaves out such a sibling is
/// reported once, at its `passthrough` key when written (the list is what is wrong), else at its
/// `type` (the list is missing). A passthrough id that names the sibling or any view containing it
/// (the bar itself, say) covers it: passthrough views keep their subviews interactive, and UIKit
/// itself puts the bar there for a popover presented from a bar button. A sibling without an `id`
/// cannot be listed, so it is always left out.
public struct PopoverSingleTapSwitchRule: Rule {
    public static let description = RuleDescription(
        id: "popover-single-tap-switch", severity: .warning, messageKeys: ["omits", "unnamed"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        // By index, so that only bars are copied (see `Rule`).
        for index in screen.elements.indices where screen.elements[index].type?.isBar == true {
            let bar = screen.elements[index]
            let presenters = bar.children.map { screen[$0] }.filter { child in
                child.presented.contains { screen[$0].type == .popover }
            }
            guard presenters.count >= 2 else { continue }
            for presenter in presenters {
                for index in presenter.presented where screen[index].type == .popover {
                    let popover = screen[index]
                    let listed = Set((popover.presentation?.passthrough ?? []).map(\.id))
                    let omitted = presenters.first { sibling in
                        sibling.index != presenter.index && !covers(listed, sibling, in: screen)
                    }
                    guard let omitted else { continue }
                    let arguments = ["sibling": omitted.id ?? omitted.type?.rawValue ?? "element", "bar": bar.type?.rawValue ?? "bar"]
                    context.report(popover, at: "passthrough", omitted.id == nil ? "unnamed" : "omits", arguments)
                }
            }
        }
    }

    /// Whether the passthrough ids name `element` or a view that contains it.
    private func covers(_ listed: Set<String>, _ element: Element, in screen: Screen) -> Bool {
        if let id = element.id, listed.contains(id) { return true }
        return screen.ancestors(of: element.index).contains { $0.id.map(listed.contains) ?? false }
    }
}
