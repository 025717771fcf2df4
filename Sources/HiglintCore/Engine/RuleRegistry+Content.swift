extension RuleRegistry {
    static let contentRules: [any Rule] = [
    ]
}
