/// Popovers cannot be dragged aside, so one that covers content people need while using it
/// leaves them stuck. Its source and whatever it shows itself are not covered by it, and neither is
/// content that is not on screen: inside a presentation that is not `visible: true`.
public struct PopoverCoversEssentialRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        let essentials = screen.elements.filter { $0.essential && $0.frame != nil && screen.isOnScreen($0.index) }
        guard !essentials.isEmpty else { return }
        for popover in screen.popoversShown(in: context.edition) {
            guard let frame = popover.frame else { continue }
            // Its own content, and anything presented from it, is drawn above it, not under it.
            var own = Set(screen.descendants(of: popover.index).map(\.index))
            own.insert(popover.index)
            if let source = screen.source(of: popover.index) { own.insert(source.index) }
            for element in essentials where !own.contains(element.index) {
                guard let overlap = element.frame.flatMap(frame.intersection) else { continue }
                context.report(popover, at: .frame, "essential", [
                    "element": element.messageName, "width": points(overlap.width), "height": points(overlap.height),
                ])
            }
        }
    }
}

extension Screen {
    /// Whether an element is drawn in this snapshot: every presentation it is inside, and itself
    /// if it is one, is `visible: true`. Elements outside presentations always are.
    func isOnScreen(_ index: Int) -> Bool {
        let element = elements[index]
        if element.presentation.map({ !$0.visible }) ?? false { return false }
        return ancestors(of: index).allSatisfy { $0.presentation?.visible ?? true }
    }
}
