/// tvOS and watchOS have no popovers at all: a design that relies on one there cannot be built
/// as drawn and needs another presentation.
public struct PopoverUnsupportedPlatformRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard let platform = screen.platform, platform == .tvOS || platform == .watchOS else { return }
        for popover in screen.popovers {
            context.report(popover, "platform", ["platform": platform.rawValue])
        }
    }
}
