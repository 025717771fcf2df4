import SwiftSyntax

/// The function, initializer or accessor code is in: its parameters and the names its body binds,
/// which hide the type's properties of the same name. Read in one walk of the body, so that a
/// reading asks it about many names at the cost of one (`UIKitCode` keeps one per scope).
struct LocalScope {
    /// The function, initializer or accessor.
    let id: SyntaxIdentifier
    private let parameters: Set<String>
    /// Each name bound in the body by `let` or `var`, with its bindings.
    private var bindings: [String: [PatternBindingSyntax]] = [:]
    /// Names bound otherwise: `if let`, `guard let`, `for`, a closure's parameter, a pattern.
    private var otherwiseBound: Set<String> = []

    /// The function, initializer or accessor around `node`, if any.
    static func scope(around node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self) || candidate.is(AccessorDeclSyntax.self) {
                return candidate
            }
            current = candidate.parent
        }
        return nil
    }

    init?(_ scope: Syntax) {
        let body: CodeBlockSyntax?
        if let function = scope.as(FunctionDeclSyntax.self) {
            parameters = Set(function.signature.parameterClause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text })
            body = function.body
        } else if let initializer = scope.as(InitializerDeclSyntax.self) {
            parameters = Set(initializer.signature.parameterClause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text })
            body = initializer.body
        } else if let accessor = scope.as(AccessorDeclSyntax.self) {
            parameters = Set(accessor.parameters.map { [$0.name.text] } ?? ["newValue"])
            body = accessor.body
        } else {
            return nil
        }
        id = scope.id
        guard let body else { return }
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
            if let pattern = parent.as(IdentifierPatternSyntax.self) {
                if let binding = pattern.parent?.as(PatternBindingSyntax.self), binding.parent?.parent?.is(VariableDeclSyntax.self) == true {
                    bindings[name, default: []].append(binding)
                } else {
                    otherwiseBound.insert(name)
                }
            } else if parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self) {
                otherwiseBound.insert(name)
            }
        }
    }

    /// Whether `name` is a parameter, or bound in the body (`let`, `var`, `if let`, a closure's parameter).
    func binds(_ name: String) -> Bool {
        parameters.contains(name) || bindings[name] != nil || otherwiseBound.contains(name)
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
        guard !parameters.contains(name), !otherwiseBound.contains(name), let found = bindings[name], found.count == 1 else { return nil }
        return found[0]
    }
}
