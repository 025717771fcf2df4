/// `UIPopoverController` is the deprecated, iPad-only way to build a popover (it raises an exception
/// on other devices); `UIPopoverPresentationController` replaces it on every platform. Reported at
/// `api` whatever the platform: `popover-in-compact` adds the crash on iOS.
public struct PopoverDeprecatedAPIRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        for popover in screen.popovers where popover.presentation?.api == .uiPopoverController {
            context.report(popover, at: .api, "deprecated")
        }
    }
}
