import SwiftSyntax

/// Types whose own `present(_:animated:completion:)` gives a popover its source before it presents
/// it: a view controller that overrides UIKit's method (`popover.sourceView = view`, then
/// `super.present`), and the classes that inherit it, or an app's router whose method has UIKit's
/// labels. A controller presented through one is configured by code that is not the presenting
/// code's (docs/sources.md, "A popover with no source").
enum AnchoringPresenters {
    /// The types of `file` that declare such a method, and its classes that inherit one of them.
    static func declared(in file: SwiftFile) -> Set<String> {
        let found = Set(file.types.all.filter { $0.functions("present").contains(where: anchors) }.map(\.name))
        guard !found.isEmpty else { return [] }
        return withSubclasses(found, superclasses: superclasses(in: file))
    }

    /// The class each class of `file` inherits from (its inheritance clause's first type).
    static func superclasses(in file: SwiftFile) -> [String: String] {
        var found: [String: String] = [:]
        for type in file.types.all {
            for declaration in type.declarations {
                if let first = declaration.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first {
                    found[type.name] = DeclaredTypes.simpleName(of: first.type)
                }
            }
        }
        return found
    }

    /// `types` and every class that inherits from one of them, at any depth.
    static func withSubclasses(_ types: Set<String>, superclasses: [String: String]) -> Set<String> {
        var found = types
        var changed = true
        while changed {
            changed = false
            for (name, superclass) in superclasses where found.contains(superclass) && found.insert(name).inserted { changed = true }
        }
        return found
    }

    /// `present(_ controller: UIViewController, animated: Bool, completion: …)`, UIKit's labels (a
    /// call with them can call nothing else), whose body sets a popover's `sourceView`,
    /// `sourceItem` or `barButtonItem`.
    private static func anchors(_ function: FunctionDeclSyntax) -> Bool {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        guard labels == ["_", "animated"] || labels == ["_", "animated", "completion"], let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return UIKitCode.sourceProperties.contains(name) }
            return false
        }
    }
}
