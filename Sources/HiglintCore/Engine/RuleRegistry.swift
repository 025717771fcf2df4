/// Every rule higlint has. The guideline rules, their order and their descriptions are generated
/// from the catalog (`RuleRegistry+Generated.swift`, by scripts/embed-catalog.py): adding a rule is
/// one catalog file, one Swift file with its `check`, and its fixtures (docs/rule-catalog.md).
public enum RuleRegistry {
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
