/// A popover's arrow should point as directly as possible at the element that revealed it; that
/// is how people remember where it came from. When no permitted direction can point at the
/// source from where the popover sits, the arrow points somewhere else or nowhere. A popover that
/// overlaps its source is `popover-covers-source`'s alone, and `arrow: none` is
/// `popover-no-arrow`'s: one fact, one finding. Code that gives the source rect as the source
/// view's `frame` (`sourceRect = button.frame`, `sourceView = button`, or a UIPopoverController's
/// `present(from: button.frame, in: button, …)`, an `NSPopover`'s `show(relativeTo: button.frame, of:
/// button, …)`) anchors the arrow beside the view, whatever the layout (`PresentationAttributes.sourceRectBeside`).
public struct PopoverArrowRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popoversShown(in: context.edition) {
            // Code that anchors the arrow beside its source: no frame is needed to know it.
            if let beside = popover.presentation?.sourceRectBeside {
                let source = screen.source(of: popover.index)
                // The view's own `bounds` points the arrow at it, as the code meant: safe. A
                // UIPopoverController is given the rectangle as `present(from:in:…)`'s argument.
                // A system controller's own menu (`presentOptionsMenu(from:in:animated:)`) names its method.
                let method = popover.presentation?.sourceRectMethod
                let api = popover.presentation?.api
                let message = api == .nsPopover ? "frameAsRelativeRect" : method != nil ? "frameAsMethodRect"
                    : api == .uiPopoverController ? "frameAsPresentRect" : "frameAsSourceRect"
                var arguments = ["source": source?.messageName ?? "", "view": source?.id ?? "view"]
                if let method { arguments["method"] = method }
                context.report(at: beside, message, arguments, fixing: popover, fix: .set(.sourceRect, to: .word("bounds"), .safe))
                continue
            }
            guard let attributes = popover.presentation, !attributes.arrowNone, !attributes.arrow.isEmpty,
                  let frame = popover.frame, let source = screen.source(of: popover.index), let sourceFrame = source.frame,
                  !frame.intersects(sourceFrame)
            else { continue }
            let fitting = frame.arrowDirections(pointingAt: sourceFrame)
            guard !fitting.contains(where: attributes.arrow.contains) else { continue }
            // At `arrow` when written (the permitted directions are what is wrong), else `frame`.
            let key = popover.writes(.arrow) ? ElementKey.arrow : .frame
            let permitted = ArrowDirection.allCases.filter(attributes.arrow.contains).map(\.rawValue).joined(separator: ", ")
            if fitting.isEmpty {
                context.report(popover, at: key, "nowhere", ["source": source.messageName, "permitted": permitted])
            } else {
                // Permitting the directions that fit moves the arrow, and may move the popover:
                // a person confirms that (unsafe).
                let fix = popover.writes(.arrow)
                    ? FixRequest.set(.arrow, to: .words(fitting.map(\.rawValue)), .unsafe) : nil
                context.report(popover, at: key, "inconsistent", [
                    "source": source.messageName, "permitted": permitted,
                    "fitting": fitting.map(\.rawValue).joined(separator: ", "),
                ], fix: fix)
            }
        }
    }
}
