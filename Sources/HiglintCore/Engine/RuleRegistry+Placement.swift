extension RuleRegistry {
    static let placementRules: [any Rule] = [
        PopoverMultipleVisibleRule(),
        PopoverOverPopoverRule(),
        PopoverCoversSourceRule(),
        PopoverCoversEssentialRule(),
        PopoverArrowRule(),
        PopoverNoArrowRule(),
        PopoverOffscreenRule(),
    ]
}
