/// A popover should not hide the element that revealed it: people need to see what they tapped
/// to remember where the popover came from and what it is about.
public struct PopoverCoversSourceRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popoversShown(in: context.edition) {
            guard let frame = popover.frame, let source = screen.source(of: popover.index),
                  let sourceFrame = source.frame, let overlap = frame.intersection(sourceFrame) else { continue }
            context.report(popover, at: .frame, "overlap", [
                "source": source.messageName, "width": points(overlap.width), "height": points(overlap.height),
                "fix": Self.nearestClearPlace(of: frame, from: sourceFrame, arrow: popover.presentation?.arrow ?? []),
            ])
        }
    }

    /// The smallest move that puts the popover beside its source on a permitted arrow side
    /// (any side when none is permitted), preferring places that stay at non-negative
    /// coordinates: `y: 140`, say.
    static func nearestClearPlace(of frame: Rect, from source: Rect, arrow: Set<ArrowDirection>) -> String {
        let sides = arrow.isEmpty ? ArrowDirection.allCases : ArrowDirection.allCases.filter(arrow.contains)
        let moves: [(key: String, value: Double, distance: Double)] = sides.map { side in
            switch side {
            case .up: return ("y", source.maxY, source.maxY - frame.minY)
            case .down: return ("y", source.minY - frame.height, frame.maxY - source.minY)
            case .left: return ("x", source.maxX, source.maxX - frame.minX)
            case .right: return ("x", source.minX - frame.width, frame.maxX - source.minX)
            }
        }
        let onScreen = moves.filter { $0.value >= 0 }
        let best = (onScreen.isEmpty ? moves : onScreen).min { $0.distance < $1.distance }!
        return "\(best.key): \(points(best.value))"
    }
}
