import HiglintCore
import SwiftSyntax

/// For which of a scene's segues a statement of `prepare(for:sender:)` runs: on every call, only
/// for the segues whose `identifier` is one of a few string literals (`if segue.identifier ==
/// "sort"`, `case "sort":` of `switch segue.identifier`, `guard segue.identifier == "sort" else
/// { return }`), or under some other condition, which is not read.
enum SegueCondition: Equatable {
    case every
    case identifiers(Set<String>)
    case unsure

    /// Both hold: the segues of both.
    func and(_ other: Set<String>) -> SegueCondition {
        switch self {
        case .every: return .identifiers(other)
        case .identifiers(let own): return .identifiers(own.intersection(other))
        case .unsure: return .unsure
        }
    }
}

/// A class's `prepare(for:sender:)`, and which segues its statements run for.
struct PrepareForSegue {
    let body: CodeBlockSyntax
    /// `segue` in `prepare(for segue: UIStoryboardSegue, sender: Any?)`.
    let segue: String

    init?(of type: DeclaredType) {
        for function in type.functions("prepare") {
            guard let body = function.body, let first = function.signature.parameterClause.parameters.first,
                  first.firstName.text == "for" else { continue }
            self.body = body
            segue = (first.secondName ?? first.firstName).text
            return
        }
        return nil
    }

    /// The segues `node` runs for, from the conditions around it and the statements before it.
    func condition(of node: some SyntaxProtocol) -> SegueCondition {
        var condition = SegueCondition.every
        var current = Syntax(node)
        while let parent = current.parent, current.id != body.id {
            defer { current = parent }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                // A statement before it in its block that may leave the block, unless it is a
                // `guard` on the identifier.
                for earlier in list {
                    if earlier.id == item.id { break }
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self), let names = identifiers(in: guardStatement.conditions) {
                        condition = condition.and(names)
                    } else if Self.mayLeave(earlier) {
                        return .unsure
                    }
                }
            } else if let block = current.as(CodeBlockSyntax.self), let ifExpression = parent.as(IfExprSyntax.self) {
                guard block.id == ifExpression.body.id, let names = identifiers(in: ifExpression.conditions) else { return .unsure }
                condition = condition.and(names)
            } else if let switchCase = current.as(SwitchCaseSyntax.self) {
                guard let names = identifiers(in: switchCase) else { return .unsure }
                condition = condition.and(names)
            } else if current.is(ClosureExprSyntax.self) || current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self)
                        || current.is(RepeatStmtSyntax.self) || current.is(GuardStmtSyntax.self) || current.is(DoStmtSyntax.self)
                        || current.is(IfConfigClauseSyntax.self) {
                return .unsure
            }
        }
        return condition
    }

    /// `segue.identifier == "sort"`, or several joined by `||`: the literals; nil for anything else.
    private func identifiers(in conditions: ConditionElementListSyntax) -> Set<String>? {
        guard conditions.count == 1, case .expression(let expression) = conditions.first?.condition,
              let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        var names = Set<String>()
        var start = 0
        while start < elements.count {
            guard start + 3 <= elements.count, elements[start + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
            let (left, right) = (elements[start], elements[start + 2])
            guard let name = isIdentifier(left) ? Literals.string(right) : isIdentifier(right) ? Literals.string(left) : nil else { return nil }
            names.insert(name)
            start += 3
            if start < elements.count {
                guard elements[start].as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return nil }
                start += 1
            }
        }
        return names
    }

    /// `case "sort", "filter":` of `switch segue.identifier` (also `segue.identifier ?? ""`).
    private func identifiers(in switchCase: SwitchCaseSyntax) -> Set<String>? {
        guard case .case(let label) = switchCase.label, let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else { return nil }
        var subject = switchExpression.subject
        if let sequence = subject.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??", let first = sequence.elements.first {
            subject = first
        }
        guard isIdentifier(subject) else { return nil }
        var names = Set<String>()
        for item in label.caseItems {
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                  let name = Literals.string(pattern.expression) else { return nil }
            names.insert(name)
        }
        return names
    }

    private func isIdentifier(_ expression: ExprSyntax) -> Bool {
        UIKitCode.path(of: expression) == [segue, "identifier"]
    }

    /// A statement that may end the block early: `return`, `throw`, `break`, `continue`, a
    /// `guard`, anywhere in it.
    private static func mayLeave(_ item: CodeBlockItemSyntax) -> Bool {
        item.tokens(viewMode: .sourceAccurate).contains { token in
            [.keyword(.return), .keyword(.throw), .keyword(.guard), .keyword(.break), .keyword(.continue)].contains(token.tokenKind)
        }
    }
}
