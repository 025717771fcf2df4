import SwiftSyntax

/// A team's conditional modifier: `.if(isPad) { $0.popover(…) }`, `.apply { view in view.sheet(…) }`.
/// Such a method hands the view to its closure and shows what the closure returns, so the
/// presentations the closure applies to its parameter are the view's, read as an `if` is: under a
/// condition the run context decides (`.if(idiom == .pad)`), only where it holds.
extension SwiftUIReader {
    /// The modifiers a conditional-modifier call's closure applies to its parameter, applied to
    /// the view at `index`. False when the call is not one: its only closure must return its
    /// parameter modified (`$0.popover(…)`), by a presentation or a team's wrapper among them.
    mutating func applyTransform(_ call: FunctionCallExprSyntax, to index: Int, rootOf root: Int?) -> Bool {
        // Most modifiers (`.padding()`, `.font(.title)`) pass no closure: nothing more is looked at.
        guard call.trailingClosure != nil || call.arguments.nodes.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else { return false }
        let closures = call.closures
        guard closures.count == 1, let closure = closures.first?.closure,
              let parameter = Self.onlyParameter(of: closure),
              let expression = Self.onlyExpression(closure.statements) else { return false }
        let (base, modifiers) = ModifierChain.split(expression)
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter, !modifiers.isEmpty,
              modifiers.contains(where: isPresentationOrWrapper) else { return false }
        // `.if(idiom == .phone) { … }` on an iPad applies nothing.
        if let condition = call.arguments.firstNode, condition.label == nil, !condition.expression.is(ClosureExprSyntax.self),
           Conditions.runTime(condition.expression, in: context, sizeClassNames: file.sizeClassNames) == false {
            return true
        }
        guard enter() else { return true }
        defer { depth -= 1 }
        for modifier in modifiers.reversed() {
            if case .call(let inner, let member) = modifier { applyCall(inner, member, to: index, rootOf: root) }
        }
        return true
    }

    private func isPresentationOrWrapper(_ modifier: ModifierChain.Modifier) -> Bool {
        guard case .call(_, let member) = modifier else { return false }
        let name = member.declName.baseName.text
        return Self.presentationModifiers.contains(name) || mayBeWrapper(name)
    }

    static let presentationModifiers: Set<String> = [
        "popover", "sheet", "fullScreenCover", "alert", "confirmationDialog", "actionSheet", "fileImporter", "fileExporter", "fileMover", "modifier",
    ]

    /// `$0`, `view in`, `(view) in`, `(view: Self) in`: the name the closure's one parameter goes by.
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        guard let signature = closure.signature else { return "$0" }
        switch signature.parameterClause {
        case .simpleInput(let names)?:
            return names.count == 1 ? names.firstNode?.name.text : nil
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let only = clause.parameters.firstNode else { return nil }
            return (only.secondName ?? only.firstName).text
        case nil:
            return nil
        }
    }

    /// The closure's one statement, an expression or what it returns.
    private static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.firstNode else { return nil }
        if let expression = only.item.as(ExprSyntax.self) { return expression }
        if let statement = only.item.as(StmtSyntax.self) {
            return statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
        }
        return nil
    }
}
