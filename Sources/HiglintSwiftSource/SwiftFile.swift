import HiglintCore
import SwiftSyntax

/// One parsed Swift file and what every part of the reader looks up in it.
struct SwiftFile {
    let tree: SourceFileSyntax
    let lines: SourceLines
    let types: DeclaredTypes
    /// Properties that hold the horizontal size class (`@Environment(\.horizontalSizeClass) var
    /// sizeClass`), so that `if sizeClass == .compact` is understood.
    let sizeClassNames: Set<String>
    /// The context code is read in when nothing in it says where it runs.
    let standardContext: RunContext

    init(tree: SourceFileSyntax, lines: SourceLines, standardContext: RunContext = .standard) {
        self.tree = tree
        self.lines = lines
        self.types = DeclaredTypes(tree)
        self.standardContext = standardContext
        var names = Set<String>()
        for type in types.all {
            for member in type.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      variable.attributes.trimmedDescription.contains("\\.horizontalSizeClass") else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
        }
        sizeClassNames = names
    }

    /// The run contexts a type's code singles out — `#if os(macOS)` around or inside it, a check of
    /// the idiom or size class — beside the standard one, in a stable order. Types it names (views
    /// it shows, controllers it presents) count too, since their code runs in its screen.
    func contexts(of type: DeclaredType) -> [RunContext] {
        var found: Set<RunContext> = [standardContext]
        var seen: Set<String> = [type.name]
        var pending = [type]
        while let next = pending.popLast() {
            for declaration in next.declarations {
                var ancestor = declaration.parent
                while let node = ancestor {
                    if let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                        found.formUnion(namedContexts(in: Syntax(condition)))
                    }
                    ancestor = node.parent
                }
                found.formUnion(namedContexts(in: Syntax(declaration)))
                forEachNode(in: Syntax(declaration)) { node in
                    if let reference = node.as(DeclReferenceExprSyntax.self), let named = types[reference.baseName.text],
                       seen.insert(named.name).inserted {
                        pending.append(named)
                    }
                    if saysWhatHappensInCompactWidth(node), let compact = compactContext { found.insert(compact) }
                }
            }
        }
        return found.sorted { ($0 == standardContext ? 0 : 1, $0) < ($1 == standardContext ? 0 : 1, $1) }
    }

    /// The standard context in a compact width, on platforms that have one.
    private var compactContext: RunContext? {
        [.iOS, .iPadOS].contains(standardContext.platform) ? RunContext(platform: standardContext.platform, sizeClass: .compact) : nil
    }

    /// `.presentationCompactAdaptation(…)` or a delegate's `adaptivePresentationStyle(for:)`: code
    /// that decides what a popover becomes in a compact width runs in one, so the screen is read
    /// there too.
    private func saysWhatHappensInCompactWidth(_ node: Syntax) -> Bool {
        if let member = node.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "presentationCompactAdaptation" && member.parent?.is(FunctionCallExprSyntax.self) == true
        }
        return node.as(FunctionDeclSyntax.self)?.name.text == "adaptivePresentationStyle"
    }

    private func namedContexts(in node: Syntax) -> Set<RunContext> {
        var found = Set<RunContext>()
        forEachNode(in: node) { node in
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os" {
                found.formUnion(Conditions.namedContexts(in: ExprSyntax(call), sizeClassNames: sizeClassNames)
                    .map { $0 == .standard ? standardContext : $0 })
            } else if let sequence = node.as(SequenceExprSyntax.self) {
                found.formUnion(Conditions.namedContexts(in: ExprSyntax(sequence), sizeClassNames: sizeClassNames))
            }
        }
        return found
    }

    /// Every node under `root`, in source order, without recursion.
    func forEachNode(in root: Syntax, _ body: (Syntax) -> Void) {
        var pending = [root]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
    }
}
