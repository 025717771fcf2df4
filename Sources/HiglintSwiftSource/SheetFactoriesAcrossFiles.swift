import HiglintCore
import SwiftSyntax

/// A type's `static` (or `class`) method that makes and returns an action sheet or a share sheet
/// (`Alert.makeActionSheet(title:actions:)`, `extension UIAlertController { static func sortMenu() }`),
/// or a method an extension of a UIKit controller class gives every such controller
/// (`extension UIViewController { func makeActionSheet(…) -> UIAlertController }`),
/// as apps keep such helpers in a file of their own. The index keeps what each makes as values (no
/// tree), so that code that calls one and presents what it returns reads one popover, at the call
/// (docs/sources.md, "Action sheets and share sheets made by a helper").
struct SheetFactory: Sendable {
    enum Kind: Sendable {
        /// `UIAlertController(…, preferredStyle: .actionSheet)`, the style a literal.
        case actionSheet
        /// `UIActivityViewController(activityItems:applicationActivities:)`.
        case activityView
    }

    let kind: Kind
    /// The method anchors the sheet itself (a `sourceView` parameter), gives it a delegate, or does
    /// something with it this reading does not follow: what it returns may be anchored.
    let mayBeAnchored: Bool

    /// The factories the file declares, by `Type.method`: methods declared once in their type,
    /// whose every `return` gives the sheet one construction makes.
    static func factories(in file: SwiftFile) -> [String: SheetFactory] {
        guard file.namesSystemPopovers else { return [:] }
        var found: [String: SheetFactory] = [:]
        for type in file.types.all {
            found.merge(factories(of: type, in: file) { type, file in UIKitCode.read(type, in: file, context: .standard) }) { first, _ in first }
        }
        return found
    }

    /// The factories `type` declares, its code read by `reading`.
    static func factories(of type: DeclaredType, in file: SwiftFile, reading: (DeclaredType, SwiftFile) -> UIKitCode) -> [String: SheetFactory] {
        guard file.namesSystemPopovers else { return [:] }
        // An extension of a UIKit controller class gives its instance methods to every
        // controller of that class (`extension UIViewController { func makeSortMenu() … }`).
        let givesControllers = UIKitCode.isUIKitControllerClass(type.name) && type.declarations.allSatisfy { $0.is(ExtensionDeclSyntax.self) }
        let methods = type.members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { givesControllers || isTypeMethod($0) }
        guard !methods.isEmpty else { return [:] }
        let code = reading(type, file)
        var found: [String: SheetFactory] = [:]
        for method in methods where type.functions(method.name.text).count == 1 {
            guard let made = code.sheetReturned(by: method.name.text), made.type == .popover else { continue }
            let mayBeAnchored = made.source != nil || made.configuredElsewhere || made.otherDelegate || made.delegateIsSelf
                || made.delegateClass != nil || made.delegateAnswers != nil
            found[type.name + "." + method.name.text] = SheetFactory(kind: made.purpose == .actionSheet ? .actionSheet : .activityView,
                                                                      mayBeAnchored: mayBeAnchored)
        }
        return found
    }

    /// `static func` or `class func`: called on the type (`Alert.makeActionSheet(…)`).
    private static func isTypeMethod(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }
}
