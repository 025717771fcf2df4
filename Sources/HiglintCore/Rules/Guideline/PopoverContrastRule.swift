/// A custom popover background must keep the text on it easy to read: the WCAG 2 contrast ratio of
/// `foreground` (default black) on `background` must reach the threshold. Only when a background is
/// given (the system's own background is legible); the detached panel is
/// `popover-detached-appearance`'s alone. Reported at `foreground` when written, else `background`.
public struct PopoverContrastRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        let minimum = context.option("minContrastRatio")
        for popover in screen.popovers {
            guard let attributes = popover.presentation, let background = attributes.background else { continue }
            let foreground = attributes.foreground ?? .black
            let ratio = foreground.contrastRatio(with: background)
            guard ratio < minimum else { continue }
            // Advise the way that raises the ratio for these two colours: dark text on a lighter
            // background gains from darker text or a lighter background, light text the reverse.
            let messageKey = foreground.relativeLuminance <= background.relativeLuminance ? "darkText" : "lightText"
            context.report(popover, at: attributes.foreground != nil ? ElementKey.foreground : .background, messageKey, [
                "foreground": foreground.description, "background": background.description,
                "ratio": contrastRatioText(ratio), "minRatio": points(minimum),
            ])
        }
    }
}
