import HiglintCore
import SwiftSyntax

/// The menus three UIKit controllers present themselves, with no view controller of the app's
/// (docs/sources.md, "UIKit"): `UIDocumentInteractionController`'s options and Open In menus,
/// `UIPrintInteractionController`'s printing options and `UIPrinterPickerController`'s printers. Where the width is regular each is a popover
/// UIKit anchors at the rectangle of the `in:` view (`presentOptionsMenu(from: rect, in: view,
/// animated:)`) or at the bar button item (`presentOptionsMenu(from: item, animated:)`); elsewhere
/// a sheet. What they show is the system's. `presentPreview(animated:)` (a full-screen preview) and
/// the print controllers' `present(animated:completionHandler:)` (a sheet, documented for iPhone;
/// what an iPad makes of it is not documented) are no popovers.
extension UIKitCode {
    /// The classes whose own methods present a popover.
    static let systemMenuClasses: Set<String> = ["UIDocumentInteractionController", "UIPrintInteractionController", "UIPrinterPickerController"]

    /// Their methods that present a popover when given a `from:` anchor, by class.
    private static let systemMenuMethods: [String: Set<String>] = [
        "UIDocumentInteractionController": ["presentOptionsMenu", "presentOpenInMenu"],
        "UIPrintInteractionController": ["present"],
        "UIPrinterPickerController": ["present"],
    ]

    /// The names `readCall` reads for these menus, beside `present`.
    static let systemMenuMethodNames: Set<String> = ["presentOptionsMenu", "presentOpenInMenu"]

    /// Words that name these menus in code: a file or a type that spells none presents none.
    static let systemMenuWords: [StaticString] = [
        "UIDocumentInteractionController", "UIPrintInteractionController", "UIPrinterPickerController", "presentOptionsMenu", "presentOpenInMenu",
    ]

    /// The menu controller class of a value written as `path`: the print controller's `shared`
    /// instance, or a name (a property, a local, a name an `if let` binds) of one of the classes.
    func systemMenuClass(of path: some Collection<String>) -> String? {
        if path.elementsEqual(["UIPrintInteractionController", "shared"]) { return "UIPrintInteractionController" }
        guard path.count == 1, let name = path.first, let className = classes[name],
              Self.systemMenuClasses.contains(className) else { return nil }
        return className
    }

    /// `documentController.presentOptionsMenu(from: button.bounds, in: button, animated: true)`,
    /// `printController.present(from: item, animated: true, completionHandler: nil)`: a popover
    /// where the width is regular, with its anchor, pointed at the method's name; a sheet elsewhere.
    /// Nil for any other call.
    func systemMenu(_ call: FunctionCallExprSyntax, method: String, receiver: ArraySlice<String>) -> Presentation? {
        guard let className = systemMenuClass(of: receiver), Self.systemMenuMethods[className]?.contains(method) == true,
              let from = call.arguments.argument("from"), let name = Self.nameToken(of: call.calledExpression) else { return nil }
        let typeRange = file.lines.range(of: name)
        let range = file.lines.range(of: call)
        guard systemPopoversArePopovers else { return Presentation(type: .sheet, typeRange: typeRange, range: range) }
        var presentation = Presentation(type: .popover, typeRange: typeRange, range: range, api: .uiPopoverPresentationController)
        if let view = call.arguments.argument("in") {
            presentation.source = .view(view.expression)
            // `from: anchor.frame, in: anchor`: the rectangle is read in `in:`'s coordinates.
            presentation.sourceRectFrame = namedFrame(from.expression)
            presentation.sourceRectMethod = method + "(from:in:animated:" + (className == "UIDocumentInteractionController" ? ")" : "completionHandler:)")
        } else {
            presentation.source = .barButton(from.expression)
        }
        // Every such call gives its anchor: `popover-no-source` has nothing to say of it.
        presentation.configuredElsewhere = true
        return presentation
    }
}
