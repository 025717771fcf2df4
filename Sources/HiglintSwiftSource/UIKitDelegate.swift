import HiglintCore
import SwiftSyntax

/// What a presentation controller delegate's methods decide, read from what they return. A
/// method decides only when every `return` gives the same literal answer: one that answers by a
/// condition (`.none` on iPad, `.formSheet` otherwise) says nothing for sure.
enum UIKitDelegate {
    /// `adaptivePresentationStyle(for:)` or `(for:traitCollection:)`: what the popover becomes in
    /// a compact width, pointed at the returned style (`.none`). UIKit calls
    /// `(for:traitCollection:)` when the delegate has it, and `(for:)` only otherwise, so a class
    /// with both is decided by the first alone. Two compiled methods of that form (in two clauses
    /// of an `#if` higlint does not decide) decide only when they return the same style.
    /// A style the device picks (`userInterfaceIdiom == .phone ? .none : .formSheet`) is the one
    /// `context`'s device gets, unless `byDevice` is false (facts read once for every context).
    static func compactAdaptation(of delegate: DeclaredType, context: RunContext, lines: SourceLines,
                                  byDevice: Bool = true) -> (CompactAdaptation, SourceRange)? {
        let compiled = delegate.functions("adaptivePresentationStyle").filter { Conditions.isCompiled($0, in: context) }
        let withTraits = compiled.filter(takesTraitCollection)
        let called = withTraits.isEmpty ? compiled : withTraits
        var decided: (CompactAdaptation, SourceRange)?
        for function in called {
            guard let written = sameReturn(of: function), let returned = byDevice ? PresentationStyleChoice.chosenByDevice(written, in: context) : written,
                  let member = Literals.enumCase(returned, of: UIKitCode.presentationStyleTypes),
                  let adaptation = adaptation(named: member.declName.baseName.text) else { return nil }
            if let decided, decided.0 != adaptation { return nil }
            if decided == nil { decided = (adaptation, lines.range(of: member)) }
        }
        return decided
    }

    /// Whether the delegate has an `adaptivePresentationStyle` method that compiles here and whose
    /// answer is not sure (it answers by a condition, or returns a style higlint does not map):
    /// what a compact width makes of its popover is then unknown.
    static func answersAdaptationUnsurely(_ delegate: DeclaredType, context: RunContext, lines: SourceLines, byDevice: Bool = true) -> Bool {
        delegate.functions("adaptivePresentationStyle").contains { Conditions.isCompiled($0, in: context) }
            && compactAdaptation(of: delegate, context: context, lines: lines, byDevice: byDevice) == nil
    }

    /// What a presentation style returned in a compact width makes of the popover; `nil` for a
    /// style higlint does not map (`.popover`, `.custom`).
    private static func adaptation(named style: String) -> CompactAdaptation? {
        switch style {
        case "none": return CompactAdaptation.none
        case "formSheet", "pageSheet": return .sheet
        case "fullScreen", "overFullScreen": return .fullScreen
        default: return nil
        }
    }

    /// `adaptivePresentationStyle(for:traitCollection:)`, as opposed to `(for:)`.
    private static func takesTraitCollection(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.nodes.contains { $0.firstName.text == "traitCollection" }
    }

    /// Whether a popover delegate may give the popover its source itself, before it shows:
    /// `prepareForPopoverPresentation(_:)` or
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
    static func preparesPopover(_ delegate: DeclaredType, context: RunContext) -> Bool {
        if delegate.functions("prepareForPopoverPresentation").contains(where: { Conditions.isCompiled($0, in: context) }) { return true }
        return delegate.functions("presentationController").contains { function in
            Conditions.isCompiled(function, in: context)
                && function.signature.parameterClause.parameters.nodes.contains { $0.firstName.text == "willPresentWithAdaptiveStyle" }
        }
    }

    /// A delegate method that refuses every dismissal by a tap outside, pointed at its `false`:
    /// `presentationControllerShouldDismiss(_:)` and `popoverPresentationControllerShouldDismissPopover(_:)`,
    /// or `popoverControllerShouldDismissPopover(_:)` for a `UIPopoverController`.
    static func refusedDismissal(of delegate: DeclaredType, api: PopoverAPI?, context: RunContext, lines: SourceLines) -> SourceRange? {
        let names = api == .uiPopoverController ? ["popoverControllerShouldDismissPopover"]
            : ["presentationControllerShouldDismiss", "popoverPresentationControllerShouldDismissPopover"]
        for name in names {
            for function in delegate.functions(name) where Conditions.isCompiled(function, in: context) {
                guard let returned = sameReturn(of: function),
                      returned.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else { continue }
                return lines.range(of: returned)
            }
        }
        return nil
    }

    /// The value every `return` of the function gives (the first of them), if they all give the
    /// same text; a body of one expression returns it.
    static func sameReturn(of function: FunctionDeclSyntax) -> ExprSyntax? {
        guard let body = function.body else { return nil }
        if body.statements.count == 1, let only = body.statements.firstNode {
            if case .expr(let expression) = only.item, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) {
                return expression
            }
        }
        var returns: [ExprSyntax?] = []
        var pending: [Syntax] = [Syntax(body.statements)]
        while let node = pending.popLast() {
            // A closure's or nested function's `return` is not this function's.
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
            if let statement = node.as(ReturnStmtSyntax.self) {
                returns.append(statement.expression)
                continue
            }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        guard let first = returns.first, let value = first else { return nil }
        let text = value.trimmedDescription
        return returns.allSatisfy({ $0?.trimmedDescription == text }) ? value : nil
    }
}
