extension RuleRegistry {
    static let placementRules: [any Rule] = [
    ]
}
