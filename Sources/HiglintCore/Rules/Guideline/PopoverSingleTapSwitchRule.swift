/// When several bar buttons each open a popover, people should get from one to the next with a
/// single tap, not a tap to close and another to open. That takes the other buttons being in the
/// open popover's passthrough views, so the tap reaches them instead of only dismissing it.
///
/// Only on iOS and iPadOS: an NSPopover has no passthrough views. A bar (`toolbar`,
/// `navigationBar`, `tabBar`) with two or more direct children that each present a popover is
/// checked; each of those popovers whose passthrough leaves out such a sibling is reported once,
/// at its `passthrough` key when written (the list is what is wrong), else at its `type`.
/// UIKit adds the bar itself to the passthrough views of a popover presented from a bar button
/// item, so a `barButton` in a `toolbar` or `navigationBar` whose popover gives no `passthrough`
/// passes. A `passthrough` that is written is the whole list, and an id in it covers that element
/// and everything inside it (a bar's id covers its buttons). A sibling without an `id` cannot be
/// listed, so a written list always leaves it out. A popover that a compact width shows as a
/// sheet (`Screen.showsAsPopover`) has no passthrough there and is not judged.
public struct PopoverSingleTapSwitchRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard screen.platform == .iOS || screen.platform == .iPadOS else { return }
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
                    // A popover a compact width shows as a sheet has no passthrough there.
                    guard screen.showsAsPopover(popover, in: context.edition) else { continue }
                    guard !getsTheBarFromUIKit(popover, from: presenter, in: bar) else { continue }
                    let listed = Set((popover.presentation?.passthrough ?? []).map(\.id))
                    let omitted = presenters.first { sibling in
                        sibling.index != presenter.index && !covers(listed, sibling, in: screen)
                    }
                    guard let omitted else { continue }
                    let arguments = ["sibling": omitted.named(or: omitted.type?.rawValue ?? "element"), "bar": bar.type?.rawValue ?? "bar"]
                    context.report(popover, at: .passthrough, omitted.id == nil ? "unnamed" : "omits", arguments)
                }
            }
        }
    }

    /// A popover presented from a bar button item of a toolbar or navigation bar, with no
    /// passthrough of its own, has the whole bar as passthrough (UIKit adds it).
    private func getsTheBarFromUIKit(_ popover: Element, from source: Element, in bar: Element) -> Bool {
        source.type == .barButton && (bar.type == .toolbar || bar.type == .navigationBar) && !popover.writes(.passthrough)
    }

    /// Whether the passthrough ids name `element` or a view that contains it.
    private func covers(_ listed: Set<String>, _ element: Element, in screen: Screen) -> Bool {
        if let id = element.id, listed.contains(id) { return true }
        return screen.ancestors(of: element.index).contains { $0.id.map(listed.contains) ?? false }
    }
}
