/// A popover points at the element that revealed it, and UIKit will not present one that has
/// nothing to point at: with no `sourceView`, `sourceItem` or `barButtonItem` it raises an
/// exception (on iPad, for an action sheet or a share sheet too). Only code can leave the source
/// out, so only a reader of code says so (`PresentationAttributes.presentedWithoutSource`), and
/// only where it read everything that configures the popover. Reported at the `present` call,
/// where the popover shows as a popover (`Screen.showsAsPopover`): a sheet needs no source.
public struct PopoverNoSourceRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popoversShown(in: context.edition) {
            guard let present = popover.presentation?.presentedWithoutSource else { continue }
            context.report(at: present, "noSource")
        }
    }
}
