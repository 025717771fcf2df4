import HiglintCore
import SwiftSyntax

/// A popover delegate that is another object than `self`: the presented controller itself
/// (`picker.popoverPresentationController?.delegate = picker`), a property
/// (`= coordinator`, `= self.popoverDelegate`), a local (`let delegate = PopoverDelegate()`) or a
/// shared instance (`= PopoverDelegate.shared`). Its methods decide for the popover as a `self`
/// delegate's do, when the object's class is sure: a class of the file, declared once, whose
/// superclass is `NSObject` or UIKit's and which no class of the file inherits from. A
/// parameter, a value a function returns, a protocol-typed property or a cast leave it unknown.
enum OtherPopoverDelegate {
    /// The class of the object `value` names, read in the code of `presenter`; nil when not sure.
    static func delegateClass(of value: ExprSyntax, presenter: DeclaredType?, in file: SwiftFile, scope: LocalScope?) -> DeclaredType? {
        guard let name = writtenClass(of: value, presenter: presenter, in: file, scope: scope), let type = file.types[name] else { return nil }
        let classes = type.declarations.compactMap { $0.as(ClassDeclSyntax.self) }
        guard classes.count == 1, let declared = classes.first,
              let superclass = declared.inheritanceClause?.inheritedTypes.first.map({ DeclaredTypes.simpleName(of: $0.type) }),
              superclass == "NSObject" || superclass.hasPrefix("UI") else { return nil }
        // A subclass may override the methods read.
        if file.types.all.contains(where: { $0.name != name && $0.inherited.contains(name) }) { return nil }
        return type
    }

    /// The class the object `value` names when this file does not declare it, and the static
    /// property it is read from (`KeepsPopovers.shared`), for the index to look up once every file
    /// is read (a storyboard scene's class, `SceneClasses`); nil when the code names no class.
    static func classWrittenElsewhere(of value: ExprSyntax, presenter: DeclaredType?, in file: SwiftFile, scope: LocalScope?)
        -> (name: String, sharedInstance: String?)? {
        var sharedInstance: String?
        guard let name = writtenClass(of: value, presenter: presenter, in: file, scope: scope,
                                      sharedElsewhere: { _, property in sharedInstance = property; return true }),
              file.types[name] == nil else { return nil }
        return (name, sharedInstance)
    }

    /// The class of the object `value` names when another file declares it: a delegate class the
    /// index reads (`DelegateFacts`); nil when not sure.
    static func delegateClassElsewhere(of value: ExprSyntax, presenter: DeclaredType?, in file: SwiftFile, scope: LocalScope?,
                                       controllers: UIKitControllers) -> String? {
        guard let name = writtenClass(of: value, presenter: presenter, in: file, scope: scope, sharedElsewhere: controllers.isSharedDelegate),
              file.types[name] == nil, controllers.project.delegates[name] != nil else { return nil }
        return name
    }

    /// The class name the code gives the object, before it is looked up. `sharedElsewhere` says
    /// whether a class of another file has a static property holding one of it.
    private static func writtenClass(of value: ExprSyntax, presenter: DeclaredType?, in file: SwiftFile, scope: LocalScope?,
                                     sharedElsewhere: (String, String) -> Bool = { _, _ in false }) -> String? {
        let path = UIKitCode.path(of: value)
        // `PopoverDelegate.shared`: a static property of the class holding one of it.
        if path.count == 2, let type = file.types[path[0]], let shared = type.property(path[1]),
           shared.declaration.modifiers.nodes.contains(where: { $0.name.tokenKind == .keyword(.static) }),
           propertyClass(shared) == path[0] {
            return path[0]
        }
        if path.count == 2, file.types[path[0]] == nil, sharedElsewhere(path[0], path[1]) { return path[0] }
        guard path.count == 1, let name = path.first else { return nil }
        let writtenWithSelf = value.is(MemberAccessExprSyntax.self)
        if !writtenWithSelf, let scope, scope.binds(name) {
            // A local made right there: `let delegate = PopoverDelegate()`, `let picker = PickerViewController()`.
            guard let binding = scope.onlyBinding(name), let made = binding.initializer?.value else { return nil }
            return constructed(made)
        }
        guard let property = presenter?.property(name), property.binding.accessorBlock == nil else { return nil }
        return propertyClass(property)
    }

    /// A stored property's class: the one its value constructs, else the one its type names.
    private static func propertyClass(_ property: (declaration: VariableDeclSyntax, binding: PatternBindingSyntax)) -> String? {
        if let value = property.binding.initializer?.value { return constructed(value) }
        return property.binding.typeAnnotation.map { DeclaredTypes.simpleName(of: $0.type) }
    }

    /// `PopoverDelegate()`, `PopoverDelegate(owner: self)`: the class a call constructs.
    private static func constructed(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true else { return nil }
        return name
    }
}
