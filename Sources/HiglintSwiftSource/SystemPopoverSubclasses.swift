import HiglintCore
import SwiftSyntax

/// The UIKit controller a class of the file subclasses, among those UIKit shows as a popover only
/// where the width is regular (docs/sources.md, "UIKit"): `final class ShareSheet:
/// UIActivityViewController`, `class ActionMenu: UIAlertController`, or a subclass of such a class
/// of the same file.
enum SystemPopoverBase: Sendable {
    case alert, activity

    /// The file's classes that subclass one, by name.
    static func subclasses(in types: DeclaredTypes) -> [String: SystemPopoverBase] {
        var result: [String: SystemPopoverBase] = [:]
        for type in types.all {
            if let base = base(of: type.name, in: types, depth: 0) { result[type.name] = base }
        }
        return result
    }

    /// Classes of the file are followed this deep towards UIKit's.
    private static let maxDepth = 8

    private static func base(of name: String, in types: DeclaredTypes, depth: Int) -> SystemPopoverBase? {
        guard depth < maxDepth, let superclass = types[name].flatMap(superclassName) else { return nil }
        switch superclass {
        case "UIAlertController": return .alert
        case "UIActivityViewController": return .activity
        default: return superclass == name ? nil : base(of: superclass, in: types, depth: depth + 1)
        }
    }

    /// The first type a class's declaration inherits from (its superclass, when it has one).
    private static func superclassName(_ type: DeclaredType) -> String? {
        for declaration in type.declarations {
            guard let declared = declaration.as(ClassDeclSyntax.self) else { continue }
            return declared.inheritanceClause?.inheritedTypes.first.map { DeclaredTypes.simpleName(of: $0.type) }
        }
        return nil
    }

    /// Whether the subclass's own code changes how it is presented in ways the reading of its
    /// setup (`OwnPopover`) does not follow: its presentation style, an alert's style, a
    /// presentation controller or transitioning delegate of its own. Such a subclass is not read
    /// as its base class is: what it shows is not known.
    static func changesItsPresentation(_ type: DeclaredType) -> Bool {
        type.declarations.contains { RawTypeFacts.names(presentationChanges, lengths: presentationChangeLengths, in: $0) }
            || type.members.contains(where: overridesItsPopover)
    }

    /// `override var popoverPresentationController: UIPopoverPresentationController? { … }`: the
    /// popover UIKit shows is whatever it returns.
    private static func overridesItsPopover(_ member: DeclSyntax) -> Bool {
        guard let variable = member.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "popoverPresentationController" }
    }

    /// How a presenter in another file reads the class: as its base class, unless its own code
    /// changes its presentation.
    static func presentedAs(_ type: DeclaredType, in file: SwiftFile) -> SystemPopoverBase? {
        guard let base = file.systemPopoverSubclasses[type.name], !changesItsPresentation(type) else { return nil }
        return base
    }

    private static let presentationChanges: Set<String> = [
        "modalPresentationStyle", "preferredStyle", "presentationController", "transitioningDelegate",
        "adaptivePresentationStyle", "overrideTraitCollection",
    ]
    private static let presentationChangeLengths = NameLengths(presentationChanges)
}

extension UIKitCode {
    /// `ShareSheet(url: url)` or `ActionMenu(title: nil, message: nil, preferredStyle: .actionSheet)`
    /// of a subclass the file declares: read as its base class is (a popover where the width is
    /// regular; for an alert controller, only with the literal `.actionSheet` style), with what
    /// the subclass sets up on its own popover in its setup (`sourceView`, arrows, delegate) joined.
    /// A subclass that sets its popover up elsewhere (`viewWillAppear`) may anchor itself: it is
    /// then not said to have no source. Nil for another class, and for a subclass that changes its
    /// presentation otherwise (`SystemPopoverBase.changesItsPresentation`).
    func systemSubclassPresentation(_ call: FunctionCallExprSyntax, className: String, at node: some SyntaxProtocol) -> Presentation? {
        if file.types[className] == nil, let controllers { return systemSubclassPresentation(call, of: className, declaredIn: controllers, at: node) }
        guard let type = file.types[className], let base = SystemPopoverBase.presentedAs(type, in: file),
              var presentation = base == .alert ? alert(call, at: node) : activityView(call, at: node) else { return nil }
        guard presentation.type == .popover else { return presentation }
        let own = controllers?.own(of: className, context: context) ?? OwnPopover.read(type, in: file, context: context)
        presentation.own = own
        presentation.configuredElsewhere = own.configuredElsewhere || own.style != nil
            || controllers?.isExtendedElsewhere(className) == true
        return presentation
    }

    /// The same for a subclass another linted file declares once, with the setup the index read
    /// of it (numbered after this file's lines); nil when the index does not read that setup here.
    private func systemSubclassPresentation(_ call: FunctionCallExprSyntax, of className: String, declaredIn controllers: UIKitControllers,
                                            at node: some SyntaxProtocol) -> Presentation? {
        guard controllers.declares(className), let base = controllers.project.controllers[className]?.systemBase,
              var presentation = base == .alert ? alert(call, at: node) : activityView(call, at: node) else { return nil }
        guard presentation.type == .popover else { return presentation }
        guard let own = controllers.own(of: className, context: context) else { return nil }
        presentation.own = own
        presentation.configuredElsewhere = own.configuredElsewhere || own.style != nil
        return presentation
    }
}

extension SwiftFile {
    /// Whether what the type's code presents may be a popover in a regular width and a sheet in a
    /// compact one: it names an action sheet's or an activity view's class, one of UIKit's own
    /// menus, or a subclass of the file of the first two.
    func namesWhatTheWidthDecides(_ type: DeclaredType) -> Bool {
        type.declarations.contains { declaration in
            lines.text(of: declaration, contains: "UIAlertController") || lines.text(of: declaration, contains: "UIActivityViewController")
                || UIKitCode.systemMenuWords.contains { lines.text(of: declaration, contains: $0) }
        } || referencedTypes(of: type).contains { systemPopoverSubclasses[$0] != nil }
    }

    /// The same, with the subclasses other files declare that `controllers` reads.
    func namesWhatTheWidthDecides(_ type: DeclaredType, controllers: UIKitControllers?) -> Bool {
        namesWhatTheWidthDecides(type) || (controllers.map { controllers in
            capitalisedNames(of: type).contains { name in
                (controllers.declares(name) && controllers.project.controllers[name]?.systemBase != nil)
                    || controllers.project.sheetFactoryTypes.contains(name)
            }
        } ?? false)
    }
}
