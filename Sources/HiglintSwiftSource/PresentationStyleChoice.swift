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
    /// `self.isPad`): a `Bool` the code sets once to an idiom or size-class check (`NamedConditions`).
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
            guard let holds = NamedConditions.decided(condition, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) else { return nil }
            if holds { return single(ternary.thenExpression, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) }
            rest = rest[(mark + 1)...]
        }
        return rest.first.flatMap { single($0, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) }
    }

    /// A style a delegate returns, picked by the device (`userInterfaceIdiom == .phone ? .none :
    /// .formSheet`): the one `context`'s device gets. A choice by the size class is not decided:
    /// the delegate is asked about the traits it adapts to, which its code may read otherwise.
    static func chosenByDevice(_ value: ExprSyntax, in context: RunContext) -> ExprSyntax? {
        let unwrapped = value.unparenthesized
        guard let sequence = unwrapped.as(SequenceExprSyntax.self) else { return unwrapped }
        if unwrapped.trimmedDescription.contains("SizeClass") { return nil }
        return chosen(Array(sequence.elements.nodes), in: context, sizeClassNames: [], conditionValue: { _ in nil })
    }

    /// One expression: a style, or a choice in parentheses.
    private static func single(_ expression: ExprSyntax, in context: RunContext, sizeClassNames: Set<String>,
                               conditionValue: (ExprSyntax) -> ExprSyntax?) -> ExprSyntax? {
        // `(isPad ? .popover : .fullScreen)`
        let expression = expression.unparenthesized
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return chosen(Array(sequence.elements.nodes), in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let holds = NamedConditions.decided(ternary.condition, in: context, sizeClassNames: sizeClassNames, conditionValue: conditionValue) else { return nil }
            return single(holds ? ternary.thenExpression : ternary.elseExpression, in: context, sizeClassNames: sizeClassNames,
                          conditionValue: conditionValue)
        }
        return expression
    }
}
