import HiglintCore
import SwiftSyntax

/// Popovers that functions outside any type present: a share sheet a helper makes and presents on
/// the controller it is given (`func share(_ url: URL, from controller: UIViewController, anchor:
/// UIView)`), or on the window's root controller from SwiftUI code. Each such function is read as
/// a class's method is, with nothing around it: no properties, no setup, `self` naming nothing.
/// It is read in the file's standard context only (an iPad, unless configuration or the project
/// says otherwise), where UIKit's action sheets and share sheets are popovers; its screen is named
/// after the function, `share(_:from:anchor:)` (docs/sources.md, "Which types are screens").
enum FreeFunctionPopovers {
    static func screens(in file: SwiftFile, controllers: UIKitControllers?) -> [Screen] {
        guard !file.types.freeFunctions.isEmpty else { return [] }
        let popoverNames = TypeFacts.uiKitPopoverNames.union(file.systemPopoverSubclasses.keys)
        let lengths = NameLengths(popoverNames)
        let functions = file.types.freeFunctions.filter { RawTypeFacts.names(popoverNames, lengths: lengths, in: $0) }
        let names = functions.map(name(of:))
        return zip(functions, names).flatMap { function, name in
            // Overloads share a name: each is told apart by its line (the reading of a type is kept by name).
            let unique = names.filter { $0 == name }.count == 1 ? name : "\(name) at line \(file.lines.range(of: function.name).start.line)"
            let contexts = contexts(of: function, in: file)
            return contexts.compactMap { context -> Screen? in
                var builder = UIKitScreenBuilder(file: file, context: context, controllers: controllers)
                guard var screen = builder.screen(of: DeclaredType.freeFunction(function, named: unique)) else { return nil }
                if context != file.standardContext { screen.name = unique + " " + context.nameSuffix }
                return screen
            }
        }
    }

    /// The standard context, and those the file's types the function names single out: a controller
    /// it presents that decides its own compact adaptation is read in a compact width too.
    private static func contexts(of function: FunctionDeclSyntax, in file: SwiftFile) -> [RunContext] {
        var found = [file.standardContext]
        var named = Set<String>()
        for token in function.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true, named.insert(text).inserted,
                  let type = file.types[text] else { continue }
            for context in file.contexts(of: type) where !found.contains(context) { found.append(context) }
        }
        return found
    }

    /// `share(_:from:)`: the name Swift gives the function.
    static func name(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.nodes.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }
}
