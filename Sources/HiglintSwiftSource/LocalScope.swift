import SwiftSyntax

/// The function, initializer or accessor code is in: its parameters and the names its body binds,
/// which hide the type's properties of the same name.
struct LocalScope {
    let parameters: Set<String>
    let body: CodeBlockSyntax?

    init?(around node: some SyntaxProtocol) {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) {
                parameters = Set(function.signature.parameterClause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text })
                body = function.body
                return
            }
            if let initializer = candidate.as(InitializerDeclSyntax.self) {
                parameters = Set(initializer.signature.parameterClause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text })
                body = initializer.body
                return
            }
            if let accessor = candidate.as(AccessorDeclSyntax.self) {
                parameters = Set(accessor.parameters.map { [$0.name.text] } ?? ["newValue"])
                body = accessor.body
                return
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `name` is a parameter, or bound in the body (`let`, `var`, `if let`, a closure's parameter).
    func binds(_ name: String) -> Bool {
        if parameters.contains(name) { return true }
        return body?.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                || parent.is(ClosureParameterSyntax.self)
        } ?? false
    }

    /// The value of the one `let name = …` of the body, when the name is bound nowhere else in it
    /// and is no parameter.
    func onlyLet(_ name: String) -> ExprSyntax? {
        onlyBinding(name).flatMap { binding in
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : nil
        }
    }

    /// The one binding of `name` in the body (`let` or `var`), when it is bound nowhere else and is no parameter.
    func onlyBinding(_ name: String) -> PatternBindingSyntax? {
        guard !parameters.contains(name), let body else { return nil }
        var bindings: [PatternBindingSyntax] = []
        var others = 0
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let parent = token.parent else { continue }
            if let pattern = parent.as(IdentifierPatternSyntax.self) {
                if let binding = pattern.parent?.as(PatternBindingSyntax.self), binding.parent?.parent?.is(VariableDeclSyntax.self) == true {
                    bindings.append(binding)
                } else {
                    others += 1
                }
            } else if parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self) {
                others += 1
            }
        }
        return bindings.count == 1 && others == 0 ? bindings[0] : nil
    }
}
