import SwiftSyntax

/// The `Bool`s one file declares for other files to test the device with: a variable outside any
/// type (`let isPad = UIDevice.current.userInterfaceIdiom == .pad`), a property of an extension of
/// `UIDevice` (`var isPad: Bool { userInterfaceIdiom == .pad }`, tested as `UIDevice.current.isPad`,
/// or `static var` as `UIDevice.isPad`), and a `static` property of a type (`Device.isPad`); and
/// functions alike that take nothing and return a `Bool` (`func isPad() -> Bool`, `class func
/// isPad()` of a `UIDevice` extension, `static func isPad()` of a type), called `isPad()`. Each
/// holds the check it is set to once and sure (`NamedConditions.checkValue`), detached from its
/// file's tree so that the index keeps it without the tree. Another file's condition written with
/// the name is decided as if the check were written there (docs/sources.md, "Conditions through a name").
struct NamedChecks: Sendable {
    /// Where a name is declared, which decides how a condition writes it.
    private enum Owner: Hashable, Sendable {
        /// Outside any type: `isPad`.
        case global
        /// `UIDevice.current.isPad` (`isStatic` false) or `UIDevice.isPad`.
        case device(isStatic: Bool)
        /// `Device.isPad`: a static property of `Device`.
        case type(String)
        /// `isPad` in a view controller, a view or a SwiftUI view: an instance property of an
        /// extension of a class or protocol they all inherit (`extension UIViewController`).
        case inherited
    }

    /// The classes and protocols whose extensions' instance members a subclass or a view names
    /// bare (`if isPad` in a view controller, with `extension UIViewController { var isPad: Bool
    /// { … } }`). A subclass cannot declare a member of the same name again, so the name is that one.
    private static let inheritedOwners: Set<String> = ["UIViewController", "UIView", "UIResponder", "NSObject", "View"]

    private struct Key: Hashable, Sendable {
        var owner: Owner
        var name: String
        /// A function that takes nothing (`isPad()`), not a property.
        var called = false
    }

    private var checks: [Key: ExprSyntax] = [:]
    /// Names declared twice with different checks: they decide nothing.
    private var ambiguous: Set<Key> = []
    /// Those of `checks` declared `private` or `fileprivate`: their own file's only.
    private var privateKeys: Set<Key> = []

    var isEmpty: Bool { checks.isEmpty }
    /// The names a condition may write, for finding the files that may use one.
    var names: Set<String> { Set(checks.keys.map(\.name)) }

    init() {}

    /// What a file's `types` declare, set to a check the standard context decides; those declared
    /// `private` or `fileprivate` (or in such a type or extension) are the file's own
    /// (`visibleElsewhere`).
    init(declaredIn types: DeclaredTypes, sizeClassNames: Set<String>) {
        func add(_ owner: Owner, _ members: [DeclSyntax], staticOnly: Bool, inPrivateScope: Bool) {
            for member in members {
                let modifiers: DeclModifierListSyntax
                var named: [(name: String, called: Bool, value: ExprSyntax?)] = []
                if let variable = member.as(VariableDeclSyntax.self) {
                    modifiers = variable.modifiers
                    for binding in variable.bindings.nodes {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        named.append((name, false, NamedConditions.checkValue(of: (variable, binding))))
                    }
                } else if let function = member.as(FunctionDeclSyntax.self) {
                    modifiers = function.modifiers
                    // Overloads are told apart by what they take, and a check takes nothing.
                    let value = DeclaredType.takesNothingAndReturnsBool(function) ? NamedConditions.checkValue(of: function) : nil
                    named.append((function.name.text, true, value))
                } else {
                    continue
                }
                let isPrivate = inPrivateScope || Self.isPrivate(modifiers)
                let isStatic = modifiers.nodes.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                if staticOnly && !isStatic { continue }
                if owner == .inherited && isStatic { continue }
                for (name, called, value) in named {
                    guard let value, Conditions.runTime(value, in: .standard, sizeClassNames: sizeClassNames) != nil else { continue }
                    let keyOwner: Owner = if case .device = owner { .device(isStatic: isStatic) } else { owner }
                    let key = Key(owner: keyOwner, name: name, called: called)
                    record(key, value.detached)
                    if isPrivate { privateKeys.insert(key) }
                }
            }
        }
        add(.global, types.globals.members, staticOnly: false, inPrivateScope: false)
        for type in types.all {
            let inPrivateScope = type.declarations.contains { Self.isPrivate($0.modifiers) }
            if type.name == "UIDevice" {
                add(.device(isStatic: false), type.members, staticOnly: false, inPrivateScope: inPrivateScope)
            } else if Self.inheritedOwners.contains(type.name), type.declarations.allSatisfy({ $0.is(ExtensionDeclSyntax.self) }) {
                add(.inherited, type.members, staticOnly: false, inPrivateScope: inPrivateScope)
            } else {
                add(.type(type.name), type.members, staticOnly: true, inPrivateScope: inPrivateScope)
            }
        }
    }

    /// Some are its file's own (`private`, `fileprivate`).
    var holdsFilePrivate: Bool { !privateKeys.isEmpty }

    /// Those other files may name: not `private` or `fileprivate`.
    var visibleElsewhere: NamedChecks {
        var visible = self
        for key in privateKeys { visible.checks[key] = nil }
        visible.privateKeys = []
        return visible
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.nodes.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    private mutating func record(_ key: Key, _ value: ExprSyntax) {
        guard !ambiguous.contains(key) else { return }
        if let known = checks[key] {
            guard known.trimmedDescription != value.trimmedDescription else { return }
            checks[key] = nil
            ambiguous.insert(key)
            return
        }
        checks[key] = value
    }

    /// The checks of all the files (or a file's own beside them); a name set to two different
    /// checks decides nothing.
    mutating func merge(_ other: NamedChecks) {
        for key in other.ambiguous {
            checks[key] = nil
            ambiguous.insert(key)
        }
        for (key, value) in other.checks { record(key, value) }
    }

    /// Those of the checks `bytes` may use: the names it writes as words, else nil.
    func used(in bytes: [UInt8]) -> NamedChecks? {
        var used = NamedChecks()
        var words: [String: Bool] = [:]
        for (key, value) in checks {
            let written = words[key.name] ?? {
                let found = ExtensionsAcrossFiles.wordCount(Array(key.name.utf8), in: bytes) > 0
                words[key.name] = found
                return found
            }()
            if written { used.checks[key] = value }
        }
        return used.isEmpty ? nil : used
    }

    /// The contexts the checks that `declaration`'s code names single out (`idiom == .phone`: an
    /// iPhone's), so that it is read in each of them too.
    func contexts(singledOutIn declaration: some SyntaxProtocol, sizeClassNames: Set<String>) -> [RunContext] {
        let text = Array(declaration.trimmedDescription.utf8)
        var found: [RunContext] = []
        for (key, value) in checks where ExtensionsAcrossFiles.wordCount(Array(key.name.utf8), in: text) > 0 {
            found += Conditions.namedContexts(in: value, sizeClassNames: sizeClassNames)
        }
        return found
    }

    /// The check `condition` names, when it is written as another file's name is: `isPad`,
    /// `UIDevice.current.isPad`, `UIDevice.isPad`, `Device.isPad`. A bare name is looked up here
    /// only once the file's own scopes, type and globals do not declare it.
    func check(writtenAs condition: ExprSyntax) -> ExprSyntax? {
        check(condition, called: false)
    }

    /// The check a function returns, called as another file's is: `isPad()`, `UIDevice.current.isPad()`,
    /// `UIDevice.isPad()`, `Device.isPad()` (`callee` is the call without its parentheses).
    func check(calling callee: ExprSyntax) -> ExprSyntax? {
        check(callee, called: true)
    }

    /// The check an instance member of an extension of `UIViewController`, `UIView` or SwiftUI's
    /// `View` holds, written `self.isPad` (or `self.isPad()`, with `called`).
    func inheritedCheck(_ name: String, called: Bool) -> ExprSyntax? {
        checks[Key(owner: .inherited, name: name, called: called)]
    }

    private func check(_ condition: ExprSyntax, called: Bool) -> ExprSyntax? {
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return checks[Key(owner: .global, name: name, called: called)] ?? checks[Key(owner: .inherited, name: name, called: called)]
        }
        guard let member = condition.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let owner: Owner = typeName == "UIDevice" ? .device(isStatic: true) : .type(typeName)
            return checks[Key(owner: owner, name: name, called: called)]
        }
        // `UIDevice.current.isPad`.
        guard let current = base.as(MemberAccessExprSyntax.self), current.declName.baseName.text == "current",
              current.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIDevice" else { return nil }
        return checks[Key(owner: .device(isStatic: false), name: name, called: called)]
    }
}
