import SwiftSyntax

/// What a `List(…, selection:)` or `Table(…, selection:)` binding lets people pick, read from the
/// declared type of the property it binds: a `Set` is several items, an optional one item. Only a
/// property of the current type, bound as `$name` or `self.$name`, with its type written (or made
/// by `Set(…)`), is read; anything else (a model's property, a type alias, `Binding(get:set:)`)
/// is nil: not known.
enum SelectionBinding {
    enum Kind {
        case single, multiple
    }

    static func kind(of expression: ExprSyntax, in type: DeclaredType) -> Kind? {
        guard let name = boundProperty(expression), let (_, binding) = type.property(name) else { return nil }
        if let written = binding.typeAnnotation?.type { return kind(ofType: written) }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           ModifierChain.typeName(call.calledExpression) == "Set" {
            return .multiple
        }
        return nil
    }

    /// `$chosen` or `self.$chosen`: the property `chosen`.
    private static func boundProperty(_ expression: ExprSyntax) -> String? {
        let token: TokenSyntax
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            token = reference.baseName
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            token = member.declName.baseName
        } else {
            return nil
        }
        let text = token.text
        guard text.hasPrefix("$"), text.count > 1 else { return nil }
        return String(text.dropFirst())
    }

    /// `Set<Tag.ID>` (also `Swift.Set`) is several items; `Tag.ID?` or `Optional<…>` one. Another
    /// name may be a type alias of either: not known.
    private static func kind(ofType type: TypeSyntax) -> Kind? {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .single }
        let name: String
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
        } else if let member = type.as(MemberTypeSyntax.self), member.baseType.trimmedDescription == "Swift" {
            name = member.name.text
        } else {
            return nil
        }
        switch name {
        case "Set": return .multiple
        case "Optional": return .single
        default: return nil
        }
    }
}
