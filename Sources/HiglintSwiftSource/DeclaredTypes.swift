@_spi(RawSyntax) import SwiftSyntax

/// One type the file declares, with its extensions in the same file: what the reader looks up
/// when code names it (a popover's content `DetailsView()`, a view controller's delegate method).
struct DeclaredType {
    var name: String
    /// The `struct`/`class`/`enum`/`actor` declaration and the file's `extension`s of it.
    var declarations: [DeclGroupSyntax] = []
    /// The name token of the primary declaration (else the first extension's type).
    var nameToken: TokenSyntax?
    /// Superclass and protocols, as written in any of the declarations.
    var inherited: Set<String> = []

    /// A SwiftUI view: declared `View`, or with a `body` of `some View`. Decided once all the
    /// file's declarations of the type are in.
    private(set) var isView = false

    mutating func decideWhetherView() {
        body = computedProperty("body")
        bodiesByCondition = members.filter { Self.bindsName($0, "body") }.count > 1
        // A `ToolbarContent`'s or a `Commands`' body is read as a view's is.
        isView = inherited.contains("View") || inherited.contains("ToolbarContent") || inherited.contains("Commands")
            || (body?.type.map(Self.isViewType) ?? false)
    }

    /// The computed property `body`, found once all the file's declarations of the type are in:
    /// every reading of a view asks for it.
    private(set) var body: (type: TypeSyntax?, statements: CodeBlockItemListSyntax)?
    /// `#if os(macOS) var body … #else var body … #endif`: which `body` runs depends on the context.
    private(set) var bodiesByCondition = false

    /// The `body` compiled in `context`.
    func body(in context: RunContext) -> (type: TypeSyntax?, statements: CodeBlockItemListSyntax)? {
        guard bodiesByCondition else { return body }
        return computedProperty("body") { Conditions.isCompiled($0, in: context) }
    }

    /// Every member declaration, in source order, `#if` clauses included (their activity is
    /// decided where the member is read). Kept as declarations are added: it is read often.
    private(set) var members: [DeclSyntax] = []

    /// A function outside any type, read as a type whose only member it is (`FreeFunctionPopovers`),
    /// named `name`: no type's name, and no other function's of the file.
    static func freeFunction(_ function: FunctionDeclSyntax, named name: String) -> DeclaredType {
        var type = DeclaredType(name: name)
        type.nameToken = function.name
        type.members = [DeclSyntax(function)]
        return type
    }

    /// A variable or function declared outside any type, kept as a member of `DeclaredTypes.globals`.
    mutating func addGlobal(_ declaration: DeclSyntax) {
        members.append(declaration)
    }

    /// The first declaration of the type, or the function it stands for.
    var firstDeclaration: Syntax? { declarations.first.map(Syntax.init) ?? members.first.map(Syntax.init) }

    mutating func add(_ declaration: DeclGroupSyntax) {
        declarations.append(declaration)
        Self.collect(declaration.memberBlock.members, into: &members)
    }

    private static func collect(_ members: MemberBlockItemListSyntax, into result: inout [DeclSyntax]) {
        for member in members.nodes {
            if let block = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses.nodes {
                    if case .decls(let inner)? = clause.elements { collect(inner, into: &result) }
                }
            } else {
                result.append(member.decl)
            }
        }
    }

    /// A computed property (`var body: some View { … }`): its type and the statements of its getter.
    func computedProperty(_ name: String, where compiled: (DeclSyntax) -> Bool = { _ in true }) -> (type: TypeSyntax?, statements: CodeBlockItemListSyntax)? {
        for member in members {
            guard Self.bindsName(member, name), compiled(member), let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings.nodes where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let statements = Self.getter(of: binding) { return (binding.typeAnnotation?.type, statements) }
            }
        }
        return nil
    }

    /// The statements of a computed property's getter: `{ … }`, or `get { … }`.
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?: return accessors.nodes.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// Whether the member is a variable declaration with a binding of this name (`var body`),
    /// told on the raw tree: most members are not the one, and making their `Syntax` nodes to
    /// tell was most of a look-up by name (callgrind, 2026-11-29).
    private static func bindsName(_ member: DeclSyntax, _ name: String) -> Bool {
        guard let variable = RawVariableDeclSyntax(member.raw) else { return false }
        return variable.bindings.elements.contains { binding in
            guard let text = RawIdentifierPatternSyntax(binding.pattern)?.identifier.tokenText else { return false }
            return text.count == name.utf8.count && text.elementsEqual(name.utf8)
        }
    }

    /// The functions of this name, in source order.
    func functions(_ name: String) -> [FunctionDeclSyntax] {
        members.filter { member in
            guard let text = RawFunctionDeclSyntax(member.raw)?.name.tokenText else { return false }
            return text.count == name.utf8.count && text.elementsEqual(name.utf8)
        }.compactMap { $0.as(FunctionDeclSyntax.self) }
    }

    /// The one function of this name that takes nothing and returns a `Bool` (`func isPad() ->
    /// Bool`); nil when the name is overloaded or the function is another.
    func checkFunction(_ name: String) -> FunctionDeclSyntax? {
        let named = functions(name)
        guard named.count == 1, let function = named.first, Self.takesNothingAndReturnsBool(function) else { return nil }
        return function
    }

    /// `func isPad() -> Bool`: no parameters, no generics, neither `async` nor `throws`.
    static func takesNothingAndReturnsBool(_ function: FunctionDeclSyntax) -> Bool {
        function.genericParameterClause == nil && function.signature.parameterClause.parameters.isEmpty
            && function.signature.effectSpecifiers == nil && function.signature.returnClause?.type.trimmedDescription == "Bool"
    }

    /// A stored or computed property's declaration by name.
    func property(_ name: String) -> (declaration: VariableDeclSyntax, binding: PatternBindingSyntax)? {
        for member in members {
            guard Self.bindsName(member, name), let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings.nodes where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return (variable, binding)
            }
        }
        return nil
    }

    /// `some View`, `any View`, `View`, `SwiftUI.View`.
    static func isViewType(_ type: TypeSyntax) -> Bool {
        let text = type.trimmedDescription
        return ["some View", "any View", "View", "some SwiftUI.View", "SwiftUI.View", "some ToolbarContent", "some Commands"].contains(text)
    }
}

/// The types of one file by name, in the order first declared.
struct DeclaredTypes {
    private(set) var byName: [String: DeclaredType] = [:]
    private(set) var order: [String] = []

    /// Functions declared outside any type (`func share(_ url: URL, from controller: UIViewController)`),
    /// under a top-level `#if` or not, in source order.
    private(set) var freeFunctions: [FunctionDeclSyntax] = []
    /// Variables and functions declared outside any type (`let isPad = UIDevice.current.userInterfaceIdiom
    /// == .pad`, `func isPad() -> Bool`), as the members of no type, for `property(_:)` and `checkFunction(_:)`.
    private(set) var globals = DeclaredType(name: "")

    init(_ file: SourceFileSyntax) {
        var pending: [Syntax] = [Syntax(file.statements)]
        // An explicit work list rather than recursion: `#if` blocks and nested types can be deep.
        while let node = pending.popLast() {
            if let statements = node.as(CodeBlockItemListSyntax.self) {
                for item in Array(statements.nodes).reversed() {
                    if case .decl(let declaration) = item.item { pending.append(Syntax(declaration)) }
                }
            } else if let members = node.as(MemberBlockItemListSyntax.self) {
                for member in Array(members.nodes).reversed() { pending.append(Syntax(member.decl)) }
            } else if let block = node.as(IfConfigDeclSyntax.self) {
                for clause in Array(block.clauses.nodes).reversed() {
                    switch clause.elements {
                    case .statements(let statements)?: pending.append(Syntax(statements))
                    case .decls(let members)?: pending.append(Syntax(members))
                    default: break
                    }
                }
            } else if let group = Self.group(node) {
                add(group)
                // A view declared inside a preview provider runs only in Xcode's canvas, as the
                // provider's own `previews` do: its types are not the app's.
                if !Self.isPreviewProvider(group) { pending.append(Syntax(group.memberBlock.members)) }
            } else if node.kind == .functionDecl, node.parent?.kind == .codeBlockItem, let function = node.as(FunctionDeclSyntax.self) {
                // A statement of the file (or of a top-level `#if`): a type's methods are members.
                freeFunctions.append(function)
                globals.addGlobal(DeclSyntax(function))
            } else if node.kind == .variableDecl, node.parent?.kind == .codeBlockItem, let variable = node.as(VariableDeclSyntax.self) {
                globals.addGlobal(DeclSyntax(variable))
            }
        }
        for name in order { byName[name]!.decideWhetherView() }
        all = order.compactMap { byName[$0] }
    }

    /// The node as a declaration with members, by its kind: `asProtocol` is a dynamic cast, and
    /// most nodes are not one.
    private static func group(_ node: Syntax) -> DeclGroupSyntax? {
        switch node.kind {
        case .structDecl: return node.as(StructDeclSyntax.self)
        case .classDecl: return node.as(ClassDeclSyntax.self)
        case .enumDecl: return node.as(EnumDeclSyntax.self)
        case .actorDecl: return node.as(ActorDeclSyntax.self)
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)
        case .extensionDecl: return node.as(ExtensionDeclSyntax.self)
        default: return nil  // swift-syntax has no other `DeclGroupSyntax`
        }
    }

    /// `struct Tip_Previews: PreviewProvider`.
    private static func isPreviewProvider(_ group: DeclGroupSyntax) -> Bool {
        group.inheritanceClause?.inheritedTypes.contains { simpleName(of: $0.type) == "PreviewProvider" } == true
    }

    /// The name a type declaration gives (none for an extension).
    static func name(of group: DeclGroupSyntax) -> String? { nameToken(of: group)?.text }

    private static func nameToken(of group: DeclGroupSyntax) -> TokenSyntax? {
        if let declaration = group.as(StructDeclSyntax.self) { return declaration.name }
        if let declaration = group.as(ClassDeclSyntax.self) { return declaration.name }
        if let declaration = group.as(EnumDeclSyntax.self) { return declaration.name }
        if let declaration = group.as(ActorDeclSyntax.self) { return declaration.name }
        return group.as(ProtocolDeclSyntax.self)?.name
    }

    private mutating func add(_ group: DeclGroupSyntax) {
        let name: String, token: TokenSyntax?
        if !group.is(ExtensionDeclSyntax.self), let named = Self.nameToken(of: group) {
            (name, token) = (named.text, named)
        } else if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
            // `extension Outer.Inner` extends `Inner`; types are looked up by their simple name.
            let written = extensionDecl.extendedType.trimmedDescription
            (name, token) = (String(written.split(separator: ".").last ?? Substring(written)), nil)
        } else {
            return
        }
        if byName[name] == nil {
            byName[name] = DeclaredType(name: name)
            order.append(name)
        }
        byName[name]!.add(group)
        if byName[name]!.nameToken == nil || (token != nil && group.is(ExtensionDeclSyntax.self) == false) {
            byName[name]!.nameToken = token ?? byName[name]!.nameToken
        }
        for inherited in group.inheritanceClause.map({ Array($0.inheritedTypes.nodes) }) ?? [] {
            byName[name]!.inherited.insert(Self.simpleName(of: inherited.type))
        }
    }

    /// Each class declaration's name with the type its inheritance clause names first (its
    /// superclass, when it has one), in the file's order.
    var classInheritance: [(name: String, superclass: String)] {
        all.flatMap { type in
            type.declarations.compactMap { declaration in
                declaration.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first.map { (type.name, Self.simpleName(of: $0.type)) }
            }
        }
    }

    /// `UIButton` for `UIButton`, `UIButton!`, `UIButton?` and `UIKit.UIButton`.
    static func simpleName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return simpleName(of: unwrapped.wrappedType) }
        return type.trimmedDescription
    }

    subscript(name: String) -> DeclaredType? { byName[name] }

    /// Every type, in the order first declared: made once, as the readers ask for it thousands of
    /// times a run.
    private(set) var all: [DeclaredType] = []
}
