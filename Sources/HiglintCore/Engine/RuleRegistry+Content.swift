extension RuleRegistry {
    static let contentRules: [any Rule] = [
        PopoverWordInCopyRule(),
        PopoverDeprecatedAPIRule(),
        PopoverContrastRule(),
        PopoverDetachedAppearanceRule(),
        PopoverUndersizeRule(),
        PopoverNonstandardContentRule(),
    ]
}
