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
        return zip(functions, names).compactMap { function, name in
            // Overloads share a name: each is told apart by its line (the reading of a type is kept by name).
            let unique = names.filter { $0 == name }.count == 1 ? name : "\(name) at line \(file.lines.range(of: function.name).start.line)"
            var builder = UIKitScreenBuilder(file: file, context: file.standardContext, controllers: controllers)
            return builder.screen(of: DeclaredType.freeFunction(function, named: unique))
        }
    }

    /// `share(_:from:)`: the name Swift gives the function.
    static func name(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.nodes.map { $0.firstName.text + ":" }
        return function.name.text + "(" + labels.joined() + ")"
    }
}
