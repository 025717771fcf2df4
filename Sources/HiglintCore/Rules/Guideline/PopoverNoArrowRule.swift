/// The arrow is what makes a popover read as a popover and ties it to where it came from;
/// without one it floats unattached, and people lose track of what revealed it.
public struct PopoverNoArrowRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers where popover.presentation?.arrowNone == true {
            // Suggest the directions that fit where it sits, when both frames say so.
            var suggestion = "any"
            if let frame = popover.frame, let sourceFrame = screen.source(of: popover.index)?.frame {
                let fitting = frame.arrowDirections(pointingAt: sourceFrame).map(\.rawValue)
                if fitting.count == 1 { suggestion = fitting[0] }
                if fitting.count > 1 { suggestion = "[" + fitting.joined(separator: ", ") + "]" }
            }
            context.report(popover, at: .arrow, "none", ["suggestion": suggestion])
        }
    }
}
