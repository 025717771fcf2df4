import HiglintCore
import SwiftSyntax

/// Conditions written through the name of a `Bool` the code sets once to an idiom or size-class
/// check (`if isPad`, `!self.isPad`, with `var isPad: Bool { UIDevice.current.userInterfaceIdiom
/// == .pad }` or `let isPad = …` in the function): decided where the check they name is, as if it
/// were written out. A name the code may set otherwise (a `var`, a parameter) decides nothing.
enum NamedConditions {
    /// Whether the conditions of an `if` or a `guard` hold in `context`, their names looked up in
    /// `scope` (the function they are in), then among `type`'s properties: nil when it cannot tell.
    static func holds(_ conditions: ConditionElementListSyntax, in context: RunContext, sizeClassNames: Set<String>,
                      type: DeclaredType?, scope: LocalScope?, globals: DeclaredType?, checks: NamedChecks?) -> Bool? {
        Conditions.all(conditions) { expression in
            decided(expression, in: context, sizeClassNames: sizeClassNames,
                    conditionValue: { boolValue(of: $0, in: type, scope: scope, globals: globals, checks: checks, context: context) })
        }
    }

    /// Whether a condition is a name (`isPad`, `!isPad`, `(isPad)`, `self.isPad`): the only
    /// conditions worth looking names up for.
    static func nameABool(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.nodes.contains { element in
            guard case .expression(var expression) = element.condition else { return false }
            while true {
                if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                    expression = prefix.expression
                } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.firstNode {
                    expression = only.expression
                } else {
                    break
                }
            }
            if let callee = calledName(expression) { expression = callee }
            if expression.is(DeclReferenceExprSyntax.self) { return true }
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            // `self.isPad`, or another file's `Device.isPad`, `UIDevice.isPad`, `UIDevice.current.isPad`.
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName {
                return name.tokenKind == .keyword(.self) || name.text.first?.isUppercase == true
            }
            return base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIDevice"
        }
    }

    /// The function a condition calls with nothing (`isPad()`, `UIDevice.isPad()`): its name as
    /// written, else nil.
    static func calledName(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty else { return nil }
        return call.calledExpression
    }

    /// A condition on the idiom or the size class, written out or through a name that holds one
    /// (`isPad`, `!isPad`, `self.isPad`).
    static func decided(_ condition: ExprSyntax, in context: RunContext, sizeClassNames: Set<String>,
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
    /// `var isPad: Bool { … == .pad }` of one expression, or a `let` given one), else such a
    /// variable of the file outside any type (`globals`; not for `self.isPad`). A `var` may change.
    /// Else, with `checks`, such a name another file declares (`NamedChecks`).
    /// A getter whose one statement is under `#if` (`#if os(iOS) … #else false #endif`) gives the
    /// clause `context` compiles.
    /// A call of a function that takes nothing and returns a `Bool` (`isPad()`, `self.isPad()`) is
    /// looked up alike among functions: the one function of the name, its body one statement.
    static func boolValue(of condition: ExprSyntax, in type: DeclaredType?, scope: LocalScope?, globals: DeclaredType? = nil,
                          checks: NamedChecks? = nil, context: RunContext? = nil) -> ExprSyntax? {
        if let callee = calledName(condition) {
            return returnedValue(calling: callee, in: type, scope: scope, globals: globals, checks: checks, context: context)
        }
        let path = UIKitCode.path(of: condition)
        guard path.count == 1, let name = path.first else { return checks?.check(writtenAs: condition) }
        let writtenWithSelf = condition.is(MemberAccessExprSyntax.self)
        if !writtenWithSelf, let scope, scope.binds(name) {
            return scope.onlyLet(name)
        }
        guard let property = type?.property(name) ?? (writtenWithSelf ? nil : globals?.property(name)) else {
            return writtenWithSelf ? checks?.inheritedCheck(name, called: false) : checks?.check(writtenAs: condition)
        }
        return checkValue(of: property, in: context)
    }

    private static func returnedValue(calling callee: ExprSyntax, in type: DeclaredType?, scope: LocalScope?, globals: DeclaredType?,
                                      checks: NamedChecks?, context: RunContext?) -> ExprSyntax? {
        let path = UIKitCode.path(of: callee)
        guard path.count == 1, let name = path.first else { return checks?.check(calling: callee) }
        let writtenWithSelf = callee.is(MemberAccessExprSyntax.self)
        // A local closure of the name, or one of its parameters.
        if !writtenWithSelf, let scope, scope.binds(name) { return nil }
        if let type, !type.functions(name).isEmpty { return type.checkFunction(name).flatMap { checkValue(of: $0, in: context) } }
        if !writtenWithSelf, let globals, !globals.functions(name).isEmpty {
            return globals.checkFunction(name).flatMap { checkValue(of: $0, in: context) }
        }
        return writtenWithSelf ? checks?.inheritedCheck(name, called: true) : checks?.check(calling: callee)
    }

    /// The check a function returns once and sure: the one statement of its body.
    static func checkValue(of function: FunctionDeclSyntax, in context: RunContext? = nil) -> ExprSyntax? {
        function.body.flatMap { onlyValue(of: $0.statements, in: context) }
    }

    /// The check a property is set to once and sure: the one expression of a computed property's
    /// getter, or a `let`'s initial value. A `var` may change.
    static func checkValue(of property: (declaration: VariableDeclSyntax, binding: PatternBindingSyntax),
                           in context: RunContext? = nil) -> ExprSyntax? {
        if let getter = property.binding.accessorBlock {
            guard case .getter(let statements) = getter.accessors else { return nil }
            return onlyValue(of: statements, in: context)
        }
        guard property.declaration.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
        return property.binding.initializer?.value
    }

    /// The value of a getter of one statement (`expr` or `return expr`); under `#if`, with a
    /// `context`, the clause it compiles, when that is decided.
    private static func onlyValue(of statements: CodeBlockItemListSyntax, in context: RunContext?) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.firstNode else { return nil }
        if case .expr(let expression) = only.item { return expression }
        if let returned = only.item.as(ReturnStmtSyntax.self) { return returned.expression }
        guard let context, let block = only.item.as(IfConfigDeclSyntax.self) else { return nil }
        for clause in block.clauses.nodes {
            switch Conditions.isActive(clause, in: context) {
            case true?:
                guard case .statements(let inner)? = clause.elements else { return nil }
                return onlyValue(of: inner, in: context)
            case false?:
                continue
            case nil:
                return nil
            }
        }
        return nil
    }
}
