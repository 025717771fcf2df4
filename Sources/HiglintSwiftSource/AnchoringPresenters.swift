import SwiftSyntax

/// Types whose own `present(_:animated:completion:)` may give a popover its source before it
/// presents it: a view controller that overrides UIKit's method (`popover.sourceView = view`, then
/// `super.present`), and the classes that inherit it, or an app's router whose method has UIKit's
/// labels. A controller presented through one is configured by code that is not the presenting
/// code's (docs/sources.md, "A popover with no source").
struct AnchoringPresenters: Sendable {
    /// The types, with the classes that inherit one of them.
    var types: Set<String> = []
    /// The UIKit classes the controller types among them descend from (`UIViewController`,
    /// `UINavigationController`), for a `present` on `navigationController` and the like.
    var uiKitRoots: Set<String> = []
    /// Some of them are no view controller (a router): any object's `present` may be theirs.
    var includesOtherObjects = false

    var isEmpty: Bool { types.isEmpty }

    init() {}

    /// `declared`, with the classes that inherit them (`superclasses`: each class's superclass).
    init(declared: Set<String>, superclasses: [String: String]) {
        guard !declared.isEmpty else { return }
        var found = declared
        var changed = true
        while changed {
            changed = false
            for (name, superclass) in superclasses where found.contains(superclass) && found.insert(name).inserted { changed = true }
        }
        types = found
        for name in declared {
            var root = name
            var seen: Set<String> = [name]
            while let superclass = superclasses[root], seen.insert(superclass).inserted { root = superclass }
            if UIKitCode.isUIKitControllerClass(root) {
                uiKitRoots.insert(root)
            } else {
                includesOtherObjects = true
            }
        }
    }

    /// The types of `file` that declare such a method, and its classes that inherit one of them.
    init(in file: SwiftFile) {
        self.init(declared: Self.declared(in: file),
                  superclasses: Dictionary(file.types.classInheritance, uniquingKeysWith: { _, last in last }))
    }

    /// Whether `present(…, animated:)` on `receiver` (empty or `self`: the class `typeName`
    /// itself) may call one of these methods.
    func mayAnchor(_ receiver: [String], in typeName: String) -> Bool {
        guard !types.isEmpty else { return false }
        if receiver.isEmpty || receiver == ["self"] { return types.contains(typeName) }
        if includesOtherObjects { return true }
        // UIKit's own containers are of their UIKit class, or of a subclass of it.
        if let container = Self.containers[receiver.last ?? ""] { return uiKitRoots.contains(container) }
        return true
    }

    private static let containers = ["navigationController": "UINavigationController", "tabBarController": "UITabBarController",
                                     "splitViewController": "UISplitViewController"]

    /// The types of `file` that declare `present(_:animated:…)` with UIKit's labels whose code
    /// may set a popover up (`mayConfigure`).
    static func declared(in file: SwiftFile) -> Set<String> {
        Set(file.types.all.filter { type in
            type.functions("present").contains { hasUIKitLabels($0) && mayConfigure($0, of: type, following: true) }
        }.map(\.name))
    }

    /// `present(_ controller: UIViewController, animated: Bool, completion: …)`: a call with UIKit's
    /// labels can call nothing else.
    private static func hasUIKitLabels(_ function: FunctionDeclSyntax) -> Bool {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        return labels == ["_", "animated"] || labels == ["_", "animated", "completion"]
    }

    /// The function's body names a popover's setup (`sourceView`, `sourceItem`, `barButtonItem`,
    /// `popoverPresentationController`, `delegate`), or calls a method of the same type that does
    /// (`configurePopover(for: controller)`): one that only logs and passes the controller on does not.
    private static func mayConfigure(_ function: FunctionDeclSyntax, of type: DeclaredType, following: Bool) -> Bool {
        guard let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            if setupWords.contains(name) { return true }
            guard following, name != "present", token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                    || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true else { return false }
            return type.functions(name).contains { mayConfigure($0, of: type, following: false) }
        }
    }

    private static let setupWords: Set<String> = UIKitCode.sourceProperties.union(["popoverPresentationController", "delegate"])
}
