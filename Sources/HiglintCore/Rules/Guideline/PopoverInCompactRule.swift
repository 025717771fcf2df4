/// Popovers belong to wide views. In a compact width UIKit and SwiftUI adapt a popover to a sheet
/// unless the app keeps it a popover (`compactAdaptation: none` or `popover`), so only that is
/// reported; giving no adaptation is fine. `UIPopoverController` raises an exception off iPad, so on
/// iOS it is wrong whatever the adaptation. tvOS and watchOS have no popovers at all, which is
/// `popover-unsupported-platform`'s finding, not this rule's.
public struct PopoverInCompactRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard let platform = screen.platform, platform != .tvOS, platform != .watchOS else { return }
        for popover in screen.popovers {
            let attributes = popover.presentation ?? PresentationAttributes()
            let staysPopover = attributes.compactAdaptation == CompactAdaptation.none || attributes.compactAdaptation == .popover
            if platform == .iOS, attributes.api == .uiPopoverController {
                context.report(popover, at: .api, "uiPopoverController")
            } else if screen.horizontalSizeClass == .compact, staysPopover {
                // A UIKit popover's delegate decides what it becomes, and the code to change is there.
                let key = attributes.api == .uiPopoverPresentationController ? "compactUIKit" : "compact"
                context.report(popover, at: .compactAdaptation, key, ["adaptation": attributes.compactAdaptation?.rawValue ?? ""],
                               fix: .set(.compactAdaptation, to: .word(CompactAdaptation.sheet.rawValue), .safe))
            } else if context.edition == .ios2017, platform == .iOS, screen.horizontalSizeClass == .regular {
                // "Avoid displaying popovers on iPhones": an iPhone scene of regular width (a Max in
                // landscape) shows it as a popover whatever it would become in a compact one.
                context.report(popover, "iPhone")
            }
        }
    }
}
