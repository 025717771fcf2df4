/// Every guideline rule higlint has. Each family of rules is listed in its own file
/// (RuleRegistry+*.swift); this file orders them as rules.md does. A test checks the set
/// against the catalog in Rules/.
public enum RuleRegistry {
    /// rules.md's order, which `higlint rules` and the docs follow.
    public static let catalogOrder = [
        "popover-in-compact", "popover-warning", "popover-oversize", "popover-nested", "popover-save-on-dismiss",
        "popover-multiple-visible", "popover-over-popover", "popover-covers-source", "popover-covers-essential",
        "popover-arrow", "popover-no-arrow", "popover-offscreen", "popover-close-button", "popover-menu-stays-open",
        "popover-multiselect-closes", "popover-unsupported-platform", "popover-resize-animation",
        "popover-word-in-copy", "popover-single-tap-switch", "popover-task-scrolls", "popover-deprecated-api",
        "popover-contrast", "popover-detached-appearance", "popover-undersize", "popover-nonstandard-content",
    ]

    static let coreRules: [any Rule] = [
        PopoverInCompactRule(),
        PopoverWarningRule(),
        PopoverOversizeRule(),
        PopoverNestedRule(),
        PopoverSaveOnDismissRule(),
    ]

    public static let guidelineRules: [any Rule] = (coreRules + placementRules + dismissalRules + contentRules)
        .sorted { (catalogOrder.firstIndex(of: type(of: $0).description.id) ?? .max) < (catalogOrder.firstIndex(of: type(of: $1).description.id) ?? .max) }

    public static func rule(_ id: String) -> (any Rule)? {
        guidelineRules.first { type(of: $0).description.id == id }
    }

    /// Rules about higlint's own comments rather than about screens.
    public static let metaRuleIDs = [Suppressions.ruleID]

    /// Every rule id people may write: guideline rules, schema rules and meta rules.
    public static var allIDs: [String] {
        guidelineRules.map { type(of: $0).description.id } + SchemaRule.allCases.map(\.rawValue) + metaRuleIDs
    }
}
