import HiglintCore
import SwiftSyntax

/// Popovers that functions outside any type present: a share sheet a helper makes and presents on
/// the controller it is given (`func share(_ url: URL, from controller: UIViewController, anchor:
/// UIView)`), or on the window's root controller from SwiftUI code. Each such function is read as
/// a class's method is, with nothing around it: no properties, no setup, `self` naming nothing.
/// It is read in the file's standard context only (an iPad, unless configuration or the project
/// says otherwise), where UIKit's action sheets and share sheets are popovers; its screen is named
/// after the function (docs/sources.md, "Functions outside any type").
enum FreeFunctionPopovers {
    static func screens(in file: SwiftFile, controllers: UIKitControllers?) -> [Screen] {
        guard !file.types.freeFunctions.isEmpty else { return [] }
        let popoverNames = TypeFacts.uiKitPopoverNames.union(file.systemPopoverSubclasses.keys)
        let lengths = NameLengths(popoverNames)
        return file.types.freeFunctions.compactMap { function in
            guard RawTypeFacts.names(popoverNames, lengths: lengths, in: function) else { return nil }
            var builder = UIKitScreenBuilder(file: file, context: file.standardContext, controllers: controllers)
            return builder.screen(of: DeclaredType.freeFunction(function))
        }
    }
}
