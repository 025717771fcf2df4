/// A custom popover background must keep the text on it easy to read: the WCAG 2 contrast ratio of
/// `foreground` (default black) on `background` must reach the threshold. Only when a background is
/// given (the system's own background is legible); the detached panel is
/// `popover-detached-appearance`'s alone. Reported at `foreground` when written, else `background`.
public struct PopoverContrastRule: Rule {
    public static let description = RuleDescription(
        id: "popover-contrast", severity: .warning,
        options: [
            RuleOption("minContrastRatio", default: 4.5, "Lowest WCAG 2 contrast ratio allowed between a popover's text colour and its custom background (1–21).", ko: "팝오버 텍스트 색상과 커스텀 배경 사이에 허용하는 가장 낮은 WCAG 2 명암비(1–21)."),
        ],
        messageKeys: ["darkText", "lightText"])

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
            context.report(popover, at: attributes.foreground != nil ? "foreground" : "background", messageKey, [
                "foreground": foreground.description, "background": background.description,
                "ratio": contrastRatioText(ratio), "minRatio": points(minimum),
            ])
        }
    }
}
