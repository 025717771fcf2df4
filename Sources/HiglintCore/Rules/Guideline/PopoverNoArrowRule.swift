/// The arrow is what makes a popover read as a popover and ties it to where it came from;
/// without one it floats unattached, and people lose track of what revealed it.
public struct PopoverNoArrowRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popoversShown(in: context.edition) where popover.presentation?.arrowNone == true {
            // Anchored to the whole view, an arrow would point at its middle, at nothing: the
            // popover needs the control that revealed it as its source, which no fix can name.
            if popover.presentation?.sourceIsRootView == true {
                context.report(popover, at: .arrow, "noneFromRootView", [:])
                continue
            }
            // Suggest the directions that fit where it sits, when both frames say so.
            var suggestion = "any"
            // Without `arrow` the popover may point any way; where it sits apart from its source
            // with no direction that points at it, that would be `popover-arrow`'s finding, so
            // no fix is offered then. An arrow changes how the popover looks: unsafe.
            var fix: FixRequest? = FixRequest(title: "Remove arrow: none", applicability: .unsafe, changes: [.remove(.arrow)])
            if let frame = popover.frame, let sourceFrame = screen.source(of: popover.index)?.frame {
                let fitting = frame.arrowDirections(pointingAt: sourceFrame).map(\.rawValue)
                if fitting.count == 1 { suggestion = fitting[0] }
                if fitting.count > 1 { suggestion = "[" + fitting.joined(separator: ", ") + "]" }
                if fitting.isEmpty, !frame.intersects(sourceFrame) { fix = nil }
            }
            context.report(popover, at: .arrow, "none", ["suggestion": suggestion], fix: fix)
        }
    }
}
