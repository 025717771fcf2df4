import HiglintCore
import SwiftSyntax

/// `modalPresentationStyle = isPad ? .popover : .fullScreen`: a presentation style the device
/// picks. Where the run context decides the condition (the idiom, the horizontal size class), the
/// style is the branch it picks; anywhere else it is not known (docs/sources.md, "UIKit").
enum PresentationStyleChoice {
    /// The style a value written after `=` gives in `context`: the value itself when it picks
    /// nothing, the branch a decided condition picks, nil when the condition is not decided
    /// (an unknown `Bool`, a function call).
    ///
    /// `conditionValue` gives the value of a name the condition is written with (`isPad`,
    /// `self.isPad`): a `Bool` the code sets once to an idiom or size-class check.
    static func chosen(_ elements: [ExprSyntax], in context: RunContext, sizeClassNames: Set<String>,
                       conditionValue: (ExprSyntax) -> ExprSyntax?) -> ExprSyntax? {
        // Unfolded as swift-syntax leaves it: a condition, `? then :`, and the rest, which may pick
        // again (`a ? x : b ? y : z`); nothing binds looser than `?:` but assignment. A loop, not
        // recursion: a chain of any length is one flat sequence.
        var rest = elements[...]
        while rest.count > 1 {
            guard let mark = rest.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), mark > rest.startIndex,
                  let ternary = rest[mark].as(UnresolvedTernaryExprSyntax.self), mark + 1 < rest.endIndex else { return nil }
            let conditionElements = rest[..<mark]
            let condition = conditionElements.count == 1
                ? conditionElements[conditionElements.startIndex]
                : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(conditionElements.map { $0.detached })))
            guard let holds = decided(condition, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) else { return nil }
            if holds { return single(ternary.thenExpression, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) }
            rest = rest[(mark + 1)...]
        }
        return rest.first.flatMap { single($0, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) }
    }

    /// One expression: a style, or a choice in parentheses.
    private static func single(_ expression: ExprSyntax, in context: RunContext, sizeClassNames: Set<String>,
                               conditionValue: (ExprSyntax) -> ExprSyntax?) -> ExprSyntax? {
        // `(isPad ? .popover : .fullScreen)`
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.firstNode?.expression {
            return single(inner, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return chosen(Array(sequence.elements.nodes), in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let holds = decided(ternary.condition, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) else { return nil }
            return single(holds ? ternary.thenExpression : ternary.elseExpression, in: context, sizeClassNames: sizeClassNames,
                          conditionValue: conditionValue)
        }
        return expression
    }

    /// A condition on the idiom or the size class, written out or through a name that holds one
    /// (`isPad`, `!isPad`, `self.isPad`).
    private static func decided(_ condition: ExprSyntax, in context: RunContext, sizeClassNames: Set<String>,
                                conditionValue: (ExprSyntax) -> ExprSyntax?) -> Bool? {
        if let written = Conditions.runTime(condition, in: context, sizeClassNames: sizeClassNames) { return written }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return decided(prefix.expression, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue).map(!)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.firstNode?.expression {
            return decided(only, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue)
        }
        guard let value = conditionValue(condition) else { return nil }
        return Conditions.runTime(value, in: context, sizeClassNames: sizeClassNames)
    }

    /// The check a name of a `Bool` holds, when the code says it once and sure: a local `let` of
    /// the function the condition is in (`let isPad = UIDevice.current.userInterfaceIdiom == .pad`),
    /// else a property of `type` that is not a parameter's or a local's name (a computed
    /// `var isPad: Bool { … == .pad }` of one expression, or a `let` given one). A `var` may change.
    static func boolValue(of condition: ExprSyntax, in type: DeclaredType?, scope: LocalScope?) -> ExprSyntax? {
        let path = UIKitCode.path(of: condition)
        guard path.count == 1, let name = path.first else { return nil }
        let writtenWithSelf = condition.is(MemberAccessExprSyntax.self)
        if !writtenWithSelf, let scope, scope.binds(name) {
            return scope.onlyLet(name)
        }
        guard let property = type?.property(name) else { return nil }
        if let getter = property.binding.accessorBlock {
            guard case .getter(let statements) = getter.accessors, statements.count == 1, let only = statements.firstNode else { return nil }
            if case .expr(let expression) = only.item { return expression }
            if let returned = only.item.as(ReturnStmtSyntax.self) { return returned.expression }
            return nil
        }
        guard property.declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return property.binding.initializer?.value
    }
}
