import HiglintCore
@_spi(RawSyntax) import SwiftSyntax

/// The view members of a type that the file only extends (`extension LibraryView { var toolbar: some
/// ToolbarContent { … } }` in `LibraryView+Toolbar.swift`, the view declared in another file): no
/// screen of the run reads them, since a view's body is followed into members of its own file only.
/// Each such member that presents a popover is a screen of its own, named `LibraryView.toolbar`,
/// read in the contexts the type's code here singles out. What surrounds its use in the body (a
/// popover it sits in, `#if os(…)` around it) is not known there.
///
/// A member the view's own file uses (`.popover { infoContent }` in `LibraryView.swift`) is read
/// there instead, where it is used, when the run holds both files (`SwiftProjectIndex`,
/// `extensionMembers`): it is then no screen of its own here.
enum ExtensionViewMembers {
    static func screens(in file: SwiftFile, across: SwiftUIReader.Across?) -> [Screen] {
        var screens: [Screen] = []
        for type in file.types.all where !type.isView && type.name != "View" && type.declarations.allSatisfy({ $0.is(ExtensionDeclSyntax.self) })
            && type.declarations.contains(where: { file.lines.text(of: $0, contains: "opover") }) {
            for member in type.members {
                // A wrapper (`extension View { func helpPopover(…) }`) is read at each use.
                guard let (name, statements) = viewMember(member), file.lines.text(of: member, contains: "opover"),
                      file.popoverWrappers.candidates[name]?.receivers.contains(type.name) != true,
                      Conditions.isCompiled(member, in: file.standardContext),
                      across.map({ !$0.project.readsExtensionMemberElsewhere(type.name + "." + name, declaredIn: $0.path) }) ?? true
                else { continue }
                for context in file.contexts(of: type) {
                    guard Conditions.isCompiled(member, in: context) else { continue }
                    var reader = SwiftUIReader(file: file, type: type, context: context, across: across)
                    reader.following = [type.name, type.name + "." + name]
                    reader.readStatements(statements, into: .root)
                    guard !reader.overBudget, reader.arena.elements.contains(where: { $0.type == .popover }) else { continue }
                    reader.markReadContent()
                    let range = file.lines.range(of: member)
                    var screen = reader.arena.screen(named: type.name + "." + name, context: context, range: range)
                    if context != file.standardContext { screen.name = type.name + "." + name + " " + context.nameSuffix }
                    screens.append(screen)
                }
            }
        }
        return screens
    }

    /// The view members of each type the file extends without declaring it, by type and name, in
    /// extensions that are surely that type's (`ExtensionsAcrossFiles.surelyExtends`) and members
    /// other files may use (not `private`): what the index joins to the view's own file. Each with
    /// the capitalised names its code writes: the views of other files it may show.
    static func declared(in file: SwiftFile, declaring declared: Set<String>) -> [String: [String: Set<String>]] {
        var found: [String: [String: Set<String>]] = [:]
        for type in file.types.all where !declared.contains(type.name) && type.name != "View" {
            var members: [String: Set<String>] = [:]
            for declaration in type.declarations {
                guard let extension_ = declaration.as(ExtensionDeclSyntax.self), ExtensionsAcrossFiles.surelyExtends(extension_) else { continue }
                for item in extension_.memberBlock.members.nodes {
                    guard let (name, _) = viewMember(item.decl), !isPrivate(item.decl) else { continue }
                    members[name, default: []].formUnion(capitalisedNames(in: item.decl))
                }
            }
            if !members.isEmpty { found[type.name] = members }
        }
        return found
    }

    /// The identifiers that start with a capital letter under `node` (`NameEditPopover` in
    /// `NameEditPopover(name: $name)`), told on the raw tree.
    private static func capitalisedNames(in node: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        var pending = [node.raw]
        while let next = pending.popLast() {
            if let token = next.tokenView {
                if case .identifier = token.rawKind, let first = token.rawText.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    names.insert(String(syntaxText: token.rawText))
                }
                continue
            }
            guard let layout = next.layoutView else { continue }
            for case let child? in layout.children { pending.append(child) }
        }
        return names
    }

    private static func isPrivate(_ member: DeclSyntax) -> Bool {
        let modifiers = member.as(VariableDeclSyntax.self)?.modifiers ?? member.as(FunctionDeclSyntax.self)?.modifiers
        return modifiers.map(PopoverWrappers.isPrivate) ?? false
    }

    /// A computed property or a function whose type is a view (`some View`, `some ToolbarContent`),
    /// with the statements that make it.
    static func viewMember(_ member: DeclSyntax) -> (name: String, statements: CodeBlockItemListSyntax)? {
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let type = binding.typeAnnotation?.type, DeclaredType.isViewType(type) {
            return DeclaredType.getter(of: binding).map { (name, $0) }
        }
        if let function = member.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type,
           DeclaredType.isViewType(returned), let body = function.body {
            return (function.name.text, body.statements)
        }
        return nil
    }
}
