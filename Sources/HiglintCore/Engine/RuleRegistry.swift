/// Every guideline rule higlint has, in catalog order. A test checks this list against Rules/.
public enum RuleRegistry {
    public static let guidelineRules: [any Rule] = [
        PopoverInCompactRule(),
        PopoverWarningRule(),
        PopoverOversizeRule(),
        PopoverNestedRule(),
        PopoverSaveOnDismissRule(),
    ]

    public static func rule(_ id: String) -> (any Rule)? {
        guidelineRules.first { type(of: $0).description.id == id }
    }

    /// Every rule id people may write: guideline rules and schema rules.
    public static var allIDs: [String] {
        guidelineRules.map { type(of: $0).description.id } + SchemaRule.allCases.map(\.rawValue)
    }
}
