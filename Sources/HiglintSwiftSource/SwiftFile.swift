import HiglintCore
import SwiftSyntax

/// One parsed Swift file and what every part of the reader looks up in it.
struct SwiftFile {
    let tree: SourceFileSyntax
    private(set) var lines: SourceLines
    let types: DeclaredTypes
    /// Properties that hold the horizontal size class (`@Environment(\.horizontalSizeClass) var
    /// sizeClass`), so that `if sizeClass == .compact` is understood.
    let sizeClassNames: Set<String>
    /// The context code is read in when nothing in it says where it runs.
    private(set) var standardContext: RunContext

    /// What each type's code names, found in one walk over it (`TypeFacts`).
    private let facts: [String: TypeFacts]

    init(tree: SourceFileSyntax, lines: SourceLines, standardContext: RunContext = .standard) {
        self.tree = tree
        self.lines = lines
        self.types = DeclaredTypes(tree)
        self.standardContext = standardContext
        var names = Set<String>()
        for type in types.all {
            for member in type.members {
                // `@Environment(\.horizontalSizeClass) var sizeClass`
                guard let variable = member.as(VariableDeclSyntax.self), variable.attributes.contains(where: { attribute in
                    attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Environment"
                        && attribute.trimmedDescription.contains("horizontalSizeClass")
                }) else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
        }
        sizeClassNames = names
        var facts: [String: TypeFacts] = [:]
        for type in types.all {
            facts[type.name] = TypeFacts(type, types: types, sizeClassNames: names)
        }
        self.facts = facts
    }

    /// The file read in another standard context (configuration's), without walking it again.
    func read(in context: RunContext) -> SwiftFile {
        var copy = self
        copy.standardContext = context
        return copy
    }

    /// The file with its lines numbered from `offset + 1`, for reading it into another file's screens.
    func numbered(after offset: Int) -> SwiftFile {
        var copy = self
        copy.lines.lineOffset = offset
        return copy
    }

    /// The types of the file that `type` names (views it shows, controllers it presents).
    func referencedTypes(of type: DeclaredType) -> Set<String> { facts[type.name]?.references ?? [] }

    /// Whether the type's code, or that of a type it names, configures a UIKit popover: only
    /// such classes can be UIKit screens.
    func mayMakeUIKitPopover(_ type: DeclaredType) -> Bool {
        guard let own = facts[type.name] else { return false }
        return own.namesUIKitPopoverCode || own.references.contains { facts[$0]?.namesUIKitPopoverCode == true }
    }

    /// The run contexts a type's code singles out — `#if os(macOS)` around or inside it, a check of
    /// the idiom or size class, code that decides the compact-width adaptation — beside the
    /// standard one, in a stable order. Types it names (views it shows, controllers it presents)
    /// count too, since their code runs in its screen.
    func contexts(of type: DeclaredType) -> [RunContext] {
        var found: Set<RunContext> = [standardContext]
        var seen: Set<String> = [type.name]
        var pending = [type.name]
        while let next = pending.popLast() {
            guard let typeFacts = facts[next] else { continue }
            // `#if os(iOS)` code is read in the standard context when that is an iPhone's or an
            // iPad's (configuration may make it iOS, compact); else in its own, the file's word.
            found.formUnion(typeFacts.contexts.map { $0 == .standard && standardRunsIOS ? standardContext : $0 })
            if typeFacts.decidesCompactWidth, let compact = compactContext { found.insert(compact) }
            for name in typeFacts.references where seen.insert(name).inserted { pending.append(name) }
        }
        return found.sorted { ($0 == standardContext ? 0 : 1, $0) < ($1 == standardContext ? 0 : 1, $1) }
    }

    private var standardRunsIOS: Bool { [.iOS, .iPadOS].contains(standardContext.platform) }

    /// The standard context in a compact width, on platforms that have one.
    private var compactContext: RunContext? {
        [.iOS, .iPadOS].contains(standardContext.platform) ? RunContext(platform: standardContext.platform, sizeClass: .compact) : nil
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

/// What one type's code names, from one walk over its declarations: the file's types it refers
/// to, the run contexts its conditions single out, and whether it decides what a popover becomes
/// in a compact width.
struct TypeFacts {
    var references = Set<String>()
    var contexts = Set<RunContext>()
    var decidesCompactWidth = false
    /// Names UIKit code that makes a popover: `modalPresentationStyle`, `popoverPresentationController`
    /// or `UIPopoverController`.
    var namesUIKitPopoverCode = false

    static let uiKitPopoverNames: Set<String> = ["modalPresentationStyle", "popoverPresentationController", "UIPopoverController"]

    init(_ type: DeclaredType, types: DeclaredTypes, sizeClassNames: Set<String>) {
        for declaration in type.declarations {
            var ancestor = declaration.parent
            while let node = ancestor {
                if let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition {
                    read(Syntax(condition), sizeClassNames: sizeClassNames)
                }
                ancestor = node.parent
            }
            var pending = [Syntax(declaration)]
            while let node = pending.popLast() {
                if let reference = node.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    if name != type.name, types[name] != nil { references.insert(name) }
                    if Self.uiKitPopoverNames.contains(name) { namesUIKitPopoverCode = true }
                    continue
                }
                visit(node, sizeClassNames: sizeClassNames)
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
        }
    }

    private mutating func read(_ root: Syntax, sizeClassNames: Set<String>) {
        var pending = [root]
        while let node = pending.popLast() {
            visit(node, sizeClassNames: sizeClassNames)
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
    }

    private mutating func visit(_ node: Syntax, sizeClassNames: Set<String>) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os" {
                contexts.formUnion(Conditions.namedContexts(in: ExprSyntax(call), sizeClassNames: sizeClassNames))
            } else if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "presentationCompactAdaptation" {
                // Code that decides what a popover becomes in a compact width runs in one.
                decidesCompactWidth = true
            }
        } else if let sequence = node.as(SequenceExprSyntax.self) {
            contexts.formUnion(Conditions.namedContexts(in: ExprSyntax(sequence), sizeClassNames: sizeClassNames))
        } else if node.as(FunctionDeclSyntax.self)?.name.text == "adaptivePresentationStyle" {
            decidesCompactWidth = true
        }
    }
}
