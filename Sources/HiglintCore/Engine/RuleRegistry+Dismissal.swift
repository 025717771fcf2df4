extension RuleRegistry {
    static let dismissalRules: [any Rule] = [
        PopoverCloseButtonRule(),
        PopoverMenuStaysOpenRule(),
        PopoverMultiselectClosesRule(),
        PopoverUnsupportedPlatformRule(),
        PopoverResizeAnimationRule(),
        PopoverSingleTapSwitchRule(),
        PopoverTaskScrollsRule(),
    ]
}
