/// On macOS a detached popover becomes a panel that should look like the popover people dragged
/// off, so they keep their context: "minimal appearance changes". A slight tint is minimal; a
/// panel whose `detached.background` differs from the popover's `background` by more than a CIE76
/// ΔE*ab of `maxColorDifference` (10) is not. Both colours must be written: without
/// `detached.background` the panel keeps the popover's look, and without `background` there is
/// no colour to compare with (no default is stated), so the rule does not apply.
public struct PopoverDetachedAppearanceRule: Rule {
    public static let description = RuleDescription(
        id: "popover-detached-appearance", severity: .warning,
        options: [
            RuleOption("maxColorDifference", default: 10, "Largest CIE76 colour difference (ΔE*ab) allowed between a detached panel's background and the popover's: about 2.3 is just noticeable, 10 a slight tint.", ko: "분리된 패널의 배경과 팝오버 배경 사이에 허용하는 가장 큰 CIE76 색차(ΔE*ab). 약 2.3은 겨우 알아챌 정도, 10은 약간의 색조입니다."),
        ],
        messageKeys: ["background"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        guard screen.platform == .macOS else { return }
        let maximum = context.option("maxColorDifference")
        for popover in screen.popovers {
            guard let attributes = popover.presentation, attributes.detachable,
                  let detached = attributes.detachedBackground, let background = attributes.background else { continue }
            let difference = detached.colorDifference(to: background)
            guard difference > maximum else { continue }
            context.report(popover, at: "detached", "background", [
                "detached": detached.description, "background": background.description,
                "difference": points((difference * 10).rounded() / 10), "maxDifference": points(maximum),
            ])
        }
    }
}
