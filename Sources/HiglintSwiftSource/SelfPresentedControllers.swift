import HiglintCore
import SwiftSyntax

/// A view controller class that makes itself a popover (`modalPresentationStyle = .popover` in its
/// own setup) is a popover wherever it is presented; when no code of the linted files may present
/// it (no other type of its file names it, no other file writes its name), it is still a popover,
/// read as a screen of its own file, at its `.popover` (docs/sources.md, "UIKit controllers across files").
enum SelfPresentedControllers {
    static func screens(in file: SwiftFile, controllers: UIKitControllers?) -> [Screen] {
        var screens: [Screen] = []
        for type in file.types.all where type.declarations.contains(where: { $0.is(ClassDeclSyntax.self) })
            && (file.mayMakeUIKitPopover(type) || joinedMakesItselfAPopover(type, controllers))
            && !isPresentedElsewhere(type, in: file, controllers: controllers) {
            let built = contexts(of: type, in: file, controllers: controllers).compactMap { context -> (RunContext, Screen)? in
                guard Conditions.isCompiled(type.declarations[0], in: context) else { return nil }
                // Read with its extensions of other files when the index joins them.
                let own = controllers?.own(of: type.name, context: context) ?? OwnPopover.read(type, in: file, context: context)
                guard own.style != nil else { return nil }
                var builder = UIKitScreenBuilder(file: file, context: context)
                return builder.selfPresentedScreen(of: type, own: own).map { (context, $0) }
            }
            for (context, var screen) in built {
                if built.count > 1, context != file.standardContext { screen.name = type.name + " " + context.nameSuffix }
                screens.append(screen)
            }
        }
        return screens
    }

    /// The class's setup, read with its extensions of other files, makes it a popover (its own
    /// file may not spell it).
    private static func joinedMakesItselfAPopover(_ type: DeclaredType, _ controllers: UIKitControllers?) -> Bool {
        guard let facts = controllers?.project.controllers[type.name], facts.joinsOtherFiles, facts.path == controllers?.path else { return false }
        return facts.makesItselfAPopover
    }

    /// The contexts the class's code singles out, its extensions' with it when the index joins them.
    private static func contexts(of type: DeclaredType, in file: SwiftFile, controllers: UIKitControllers?) -> [RunContext] {
        var contexts = file.contexts(of: type)
        guard let facts = controllers?.project.controllers[type.name], facts.joinsOtherFiles, facts.path == controllers?.path else { return contexts }
        // An extension's delegate method that decides the compact width, as the class's own would.
        if facts.decidesCompactWidth, let compact = file.compactContext, !contexts.contains(compact) { contexts.append(compact) }
        return contexts + facts.perContext.keys.filter { !contexts.contains($0) }.sorted()
    }

    /// Another type of the file names the class, or another file writes its name: that code may
    /// present it, and is where it is read.
    private static func isPresentedElsewhere(_ type: DeclaredType, in file: SwiftFile, controllers: UIKitControllers?) -> Bool {
        let named = file.types.all.contains { $0.name != type.name && file.referencedTypes(of: $0).contains(type.name) }
            || controllers.map { $0.project.isWrittenElsewhere(type.name, declaredIn: $0.path) } == true
        // A controller that presents itself (`host.present(self, animated: true)`) is read here,
        // whoever calls the method that does.
        return named && !type.members.contains { $0.as(FunctionDeclSyntax.self).map(UIKitSetupMembers.presentsItself) ?? false }
    }
}

extension UIKitScreenBuilder {
    /// The screen of a controller that makes itself a popover, presented by code the linted files
    /// do not hold: its popover, anchored where its setup says, or to nothing known.
    mutating func selfPresentedScreen(of type: DeclaredType, own: OwnPopover) -> Screen? {
        guard let style = own.style, let declaration = type.declarations.first else { return nil }
        let screenRange = type.nameToken.map(file.lines.range(of:)) ?? file.lines.range(of: declaration)
        let source = own.source.map { ownSourceElement($0) } ?? addUnknownPresenter(at: screenRange)
        var presentation = UIKitCode.Presentation(type: .popover, typeRange: style, range: style, api: .uiPopoverPresentationController)
        presentation.own = own
        presentation.configuredElsewhere = true
        // Its content is its own view: not followed (what it presents is its own screen's).
        addPresentation(presentation, of: type, presentedBy: source, following: type.name)
        return finish(named: type.name, range: screenRange)
    }
}
