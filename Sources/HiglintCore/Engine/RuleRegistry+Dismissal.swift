extension RuleRegistry {
    static let dismissalRules: [any Rule] = [
    ]
}
