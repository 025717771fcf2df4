import HiglintCore
import SwiftSyntax

/// The members of a view controller class whose settings on the controller itself are made before
/// it shows (docs/sources.md, "Controllers across files"): its initializers, `awakeFromNib`,
/// `loadView` and `viewDidLoad`, and the class's own methods they call as a statement of their
/// body (`configurePopover()`, `self.configurePopover()`, in the compiled clause of an `#if`), at any depth.
///
/// A call under a condition, in a closure, or after a `guard`, `return` or `throw` may not run
/// before the controller shows: the method it calls is not setup, and what it sets is read as set
/// elsewhere. A name declared twice (overloads) is not followed either.
enum UIKitSetupMembers {
    static func of(_ type: DeclaredType, context: RunContext) -> Set<SyntaxIdentifier> {
        var methods: [String: [FunctionDeclSyntax]] = [:]
        var pending: [DeclSyntax] = []
        for member in type.members where Conditions.isCompiled(member, in: context) {
            if member.is(InitializerDeclSyntax.self) {
                pending.append(member)
            } else if let function = member.as(FunctionDeclSyntax.self) {
                if lifecycle.contains(function.name.text) || presentsItself(function) {
                    pending.append(member)
                } else if !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    methods[function.name.text, default: []].append(function)
                }
            }
        }
        var setup = Set<SyntaxIdentifier>()
        while let member = pending.popLast() {
            guard setup.insert(member.id).inserted else { continue }
            for name in calledMethods(in: member, context: context) {
                guard let candidates = methods[name], candidates.count == 1 else { continue }
                pending.append(DeclSyntax(candidates[0]))
            }
        }
        return setup
    }

    private static let lifecycle: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    /// A method that presents the controller itself (`host.present(self, animated: true)`, a
    /// statement of its body): what it sets on the controller first is set before it shows.
    static func presentsItself(_ function: FunctionDeclSyntax) -> Bool {
        function.body?.statements.contains { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self), UIKitCode.isUIKitPresent(call),
                  call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "present" else { return false }
            return call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        } ?? false
    }

    /// `configure()` and `self.configure()`, statements of the member's own body before any
    /// `guard`, `return` or `throw`, or of the clause of an `#if` there that is compiled in
    /// `context` (`#if os(iOS)`); one whose condition is not decided (`#if DEBUG`) may not be.
    private static func calledMethods(in member: DeclSyntax, context: RunContext) -> [String] {
        let body = member.as(FunctionDeclSyntax.self)?.body ?? member.as(InitializerDeclSyntax.self)?.body
        guard let statements = body?.statements else { return [] }
        var names: [String] = []
        _ = calledMethods(in: statements, context: context, into: &names)
        return names
    }

    /// Adds the calls of `statements` to `names`; false once a statement may end the body.
    private static func calledMethods(in statements: CodeBlockItemListSyntax, context: RunContext, into names: inout [String]) -> Bool {
        for item in statements {
            if item.item.is(GuardStmtSyntax.self) || item.item.is(ReturnStmtSyntax.self) || item.item.is(ThrowStmtSyntax.self) { return false }
            if let block = item.item.as(IfConfigDeclSyntax.self) {
                let decided = block.clauses.map { Conditions.isActive($0, in: context) }
                guard !decided.contains(where: { $0 == nil }) else {
                    // Not followed; a clause that may end the body ends what is known to run.
                    if block.clauses.contains(where: endsBody) { return false }
                    continue
                }
                guard let index = decided.firstIndex(of: true), case .statements(let inner)? = Array(block.clauses)[index].elements else { continue }
                if !calledMethods(in: inner, context: context, into: &names) { return false }
                continue
            }
            guard let call = item.item.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { continue }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                names.append(name.baseName.text)
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                      access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                names.append(access.declName.baseName.text)
            }
        }
        return true
    }

    /// A clause with a `guard`, `return` or `throw` among its statements.
    private static func endsBody(_ clause: IfConfigClauseSyntax) -> Bool {
        guard case .statements(let statements)? = clause.elements else { return false }
        return statements.contains { $0.item.is(GuardStmtSyntax.self) || $0.item.is(ReturnStmtSyntax.self) || $0.item.is(ThrowStmtSyntax.self) }
    }
}
