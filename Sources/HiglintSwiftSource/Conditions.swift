import HiglintCore
import SwiftSyntax

/// Where a screen is assumed to run while its code is read: the platform and horizontal size class
/// that `#if os(…)`, `userInterfaceIdiom` and `horizontalSizeClass` checks are evaluated against.
struct RunContext: Hashable, Comparable {
    var platform: Platform
    var sizeClass: SizeClass

    /// What Swift code says nothing about: an iPad in a regular-width scene (docs/sources.md).
    static let standard = RunContext(platform: .iPadOS, sizeClass: .regular)

    /// A screen name's suffix for a context other than the standard one: `(macOS)`, `(iOS, compact)`.
    var nameSuffix: String {
        sizeClass == platform.defaultHorizontalSizeClass ? "(\(platform.rawValue))" : "(\(platform.rawValue), \(sizeClass.rawValue))"
    }

    /// The same platform in its default width.
    var inDefaultWidth: RunContext { RunContext(platform: platform, sizeClass: platform.defaultHorizontalSizeClass) }

    static func < (lhs: RunContext, rhs: RunContext) -> Bool {
        (lhs.platform.rawValue, lhs.sizeClass.rawValue) < (rhs.platform.rawValue, rhs.sizeClass.rawValue)
    }
}

/// Evaluates the conditions that decide which code runs where. Each answer is true, false, or nil
/// when the condition depends on something else (a `DEBUG` flag, `#available`, app state): code
/// under an undecided condition is read, since it may run.
enum Conditions {
    // MARK: Compile-time (`#if`)

    /// Whether the clause of an `#if` is compiled in `context`: its own condition holds and no
    /// earlier clause's does.
    static func isActive(_ clause: IfConfigClauseSyntax, in context: RunContext) -> Bool? {
        var undecided = false
        if let block = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in block {
                if earlier.id == clause.id { break }
                switch earlier.condition.map({ compileTime($0, in: context) }) ?? true {
                case true?: return false
                case nil: undecided = true
                case false?: break
                }
            }
        }
        let own = clause.condition.map { compileTime($0, in: context) } ?? true
        if own == false { return false }
        return undecided || own == nil ? nil : true
    }

    /// Whether every `#if` clause around `node` may be compiled in `context`, and neither `node` nor
    /// a declaration around it is marked unavailable there (`@available(iOS, unavailable)`).
    static func isCompiled(_ node: some SyntaxProtocol, in context: RunContext) -> Bool {
        if unavailablePlatforms(of: Syntax(node)).contains(context.platform) { return false }
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), isActive(clause, in: context) == false { return false }
            if unavailablePlatforms(of: parent).contains(context.platform) { return false }
            current = parent.parent
        }
        return true
    }

    // MARK: Availability (`@available`)

    /// The platforms a declaration's own `@available(iOS, unavailable)` (or `*`) rules out. An
    /// `@available(macOS 14, *)` rules out none: it only names the oldest version.
    static func unavailablePlatforms(of node: Syntax) -> Set<Platform> {
        var platforms = Set<Platform>()
        for arguments in availabilityArguments(of: node) {
            guard arguments.count >= 2, case .token(let name) = arguments[0].argument,
                  arguments.dropFirst().contains(where: { argument in
                      if case .token(let word) = argument.argument { return word.text == "unavailable" }
                      return false
                  }) else { continue }
            if name.text == "*" { return Set(Platform.allCases) }
            platforms.formUnion(operatingSystem(name.text) ?? [])
        }
        return platforms
    }

    /// The platforms a declaration's `@available` names with a version (`@available(macOS 14, *)`).
    static func versionedPlatforms(of node: Syntax) -> Set<Platform> {
        var platforms = Set<Platform>()
        for arguments in availabilityArguments(of: node) {
            for argument in arguments {
                if case .availabilityVersionRestriction(let version) = argument.argument {
                    platforms.formUnion(operatingSystem(version.platform.text) ?? [])
                }
            }
        }
        return platforms
    }

    private static func availabilityArguments(of node: Syntax) -> [[AvailabilityArgumentSyntax]] {
        // Called for every node around every element read: no text is made for an attribute that
        // is not `@available` (`trimmedDescription` was 2% of a Swift run).
        guard let attributes = declarationAttributes(of: node), !attributes.isEmpty else { return [] }
        return attributes.nodes.compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self),
                  attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available",
                  case .availability(let list)? = attribute.arguments else { return nil }
            return Array(list.nodes)
        }
    }

    /// The attributes of a declaration that `@available` may mark, by the node's kind: a dynamic
    /// cast to `WithAttributesSyntax` looks the conformance up in the runtime for each kind of node
    /// met (with swift-syntax's thousands of conformances, 3% of a Swift run).
    private static func declarationAttributes(of node: Syntax) -> AttributeListSyntax? {
        switch node.kind {
        case .structDecl: return node.as(StructDeclSyntax.self)?.attributes
        case .classDecl: return node.as(ClassDeclSyntax.self)?.attributes
        case .enumDecl: return node.as(EnumDeclSyntax.self)?.attributes
        case .actorDecl: return node.as(ActorDeclSyntax.self)?.attributes
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self)?.attributes
        case .extensionDecl: return node.as(ExtensionDeclSyntax.self)?.attributes
        case .functionDecl: return node.as(FunctionDeclSyntax.self)?.attributes
        case .initializerDecl: return node.as(InitializerDeclSyntax.self)?.attributes
        case .deinitializerDecl: return node.as(DeinitializerDeclSyntax.self)?.attributes
        case .variableDecl: return node.as(VariableDeclSyntax.self)?.attributes
        case .subscriptDecl: return node.as(SubscriptDeclSyntax.self)?.attributes
        case .typeAliasDecl: return node.as(TypeAliasDeclSyntax.self)?.attributes
        case .enumCaseDecl: return node.as(EnumCaseDeclSyntax.self)?.attributes
        case .accessorDecl: return node.as(AccessorDeclSyntax.self)?.attributes
        case .macroDecl: return node.as(MacroDeclSyntax.self)?.attributes
        case .associatedTypeDecl: return node.as(AssociatedTypeDeclSyntax.self)?.attributes
        default: return nil  // other nodes with attributes (closures, parameters, types) take no `@available`
        }
    }

    /// The contexts a type is read in when its `@available` rules out the standard one: the
    /// platforms it names with a version that it does not rule out (`@available(macOS 14, *)` with
    /// `@available(iOS, unavailable)` is a macOS view).
    static func availabilityContexts(of declaration: Syntax, standard: RunContext) -> [RunContext] {
        let unavailable = unavailablePlatforms(of: declaration)
        guard unavailable.contains(standard.platform) else { return [] }
        return versionedPlatforms(of: declaration).subtracting(unavailable).sorted { $0.rawValue < $1.rawValue }
            .map { RunContext(platform: $0, sizeClass: $0.defaultHorizontalSizeClass) }
    }

    static func compileTime(_ condition: ExprSyntax, in context: RunContext) -> Bool? {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return logical(Array(sequence.elements.nodes), in: context) { compileTime($0, in: context) }
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return compileTime(prefix.expression, in: context).map(!)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.firstNode {
            return compileTime(only.expression, in: context)
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        guard let call = condition.as(FunctionCallExprSyntax.self),
              let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.firstNode?.expression else { return nil }
        let word = argument.trimmedDescription
        switch function {
        case "os": return operatingSystem(word).map { $0.contains(context.platform) } ?? false
        case "canImport": return framework(word).map { $0.contains(context.platform) }
        case "targetEnvironment": return word == "macCatalyst" ? false : nil
        case "swift", "compiler": return word.hasPrefix(">=") ? true : (word.hasPrefix("<") ? false : nil)
        default: return nil
        }
    }

    /// The platforms `os(name)` is true on; `iOS` is true on iPhone and iPad alike. Nil for an
    /// operating system higlint does not lint (Linux, Windows).
    static func operatingSystem(_ name: String) -> Set<Platform>? {
        switch name {
        case "iOS": return [.iOS, .iPadOS]
        case "macOS", "OSX": return [.macOS]
        case "visionOS", "xrOS": return [.visionOS]
        case "tvOS": return [.tvOS]
        case "watchOS": return [.watchOS]
        default: return nil
        }
    }

    private static func framework(_ name: String) -> Set<Platform>? {
        switch name {
        case "UIKit": return [.iOS, .iPadOS, .visionOS, .tvOS]
        case "AppKit", "Cocoa": return [.macOS]
        case "WatchKit": return [.watchOS]
        default: return nil
        }
    }

    // MARK: Run time (`if` in code)

    /// Whether the conditions of an `if` hold in `context`. Only the device idiom
    /// (`UIDevice.current.userInterfaceIdiom == .phone`) and the horizontal size class
    /// (`horizontalSizeClass == .compact`, also through a property that holds it) decide anything.
    static func runTime(_ conditions: ConditionElementListSyntax, in context: RunContext, sizeClassNames: Set<String>) -> Bool? {
        all(conditions) { runTime($0, in: context, sizeClassNames: sizeClassNames) }
    }

    /// Whether all the conditions of an `if` or a `guard` hold, each expression decided by
    /// `evaluate`: false when one does not, nil when one cannot be told (a binding never can).
    static func all(_ conditions: ConditionElementListSyntax, _ evaluate: (ExprSyntax) -> Bool?) -> Bool? {
        var result: Bool? = true
        for element in conditions.nodes {
            guard case .expression(let expression) = element.condition else { result = result == false ? false : nil; continue }
            switch evaluate(expression) {
            case false?: return false
            case nil: result = nil
            case true?: break
            }
        }
        return result
    }

    static func runTime(_ expression: ExprSyntax, in context: RunContext, sizeClassNames: Set<String>) -> Bool? {
        // `false`, as a check's `#else` clause gives it.
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return runTime(prefix.expression, in: context, sizeClassNames: sizeClassNames).map(!)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.firstNode {
            return runTime(only.expression, in: context, sizeClassNames: sizeClassNames)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements.nodes)
        if let (condition, holdsWhen) = booleanTernary(elements) {
            return runTime(condition, in: context, sizeClassNames: sizeClassNames).map { $0 == holdsWhen }
        }
        if elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
           ["==", "!="].contains(comparison.operator.text) {
            let equal = comparison.operator.text == "=="
            return check(elements[0], elements[2], in: context, sizeClassNames: sizeClassNames).map { $0 == equal }
        }
        return logical(elements, in: context) { runTime($0, in: context, sizeClassNames: sizeClassNames) }
    }

    /// `check ? true : false` (or `? false : true`), as some write a check's getter: the check, and
    /// what the ternary gives when it holds.
    private static func booleanTernary(_ elements: [ExprSyntax]) -> (ExprSyntax, Bool)? {
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              let then = ternary.thenExpression.as(BooleanLiteralExprSyntax.self),
              let otherwise = elements[elements.count - 1].as(BooleanLiteralExprSyntax.self),
              then.literal.tokenKind != otherwise.literal.tokenKind else { return nil }
        let condition = elements.count == 3 ? elements[0]
            : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropLast(2).map { $0.detached })))
        return (condition, then.literal.tokenKind == .keyword(.true))
    }

    /// The case of `switch UIDevice.current.userInterfaceIdiom { … }` (or of the horizontal size
    /// class) that runs in `context`, by its index among the switch's cases: the one that names the
    /// context's value (`case .pad:`, `case .pad, .mac:`, spelt in full or not), else `default`.
    /// Nil when the switch is on something else, or a case may match otherwise (a binding, a
    /// `where`, a value that is not a plain case): every case may then run.
    static func runningCase(of switchExpression: SwitchExprSyntax, in context: RunContext, sizeClassNames: Set<String>) -> Int? {
        guard let kind = Subject(switchExpression.subject, sizeClassNames: sizeClassNames) else { return nil }
        var defaultCase: Int?
        var matched: Int?
        for (index, item) in switchExpression.cases.nodes.enumerated() {
            guard case .switchCase(let switchCase) = item else { return nil }
            switch switchCase.label {
            case .default:
                defaultCase = index
            case .case(let label):
                for caseItem in label.caseItems.nodes {
                    guard caseItem.whereClause == nil, let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self),
                          let name = kind.caseName(pattern.expression) else { return nil }
                    // `.unspecified` and `.carPlay` are no context this reading reads; any other
                    // case it does not know may be the context's: not decided.
                    let holds: Bool? = switch kind {
                    case .idiom: idiom(name).map { $0 == context.platform } ?? (["unspecified", "carPlay"].contains(name) ? false : nil)
                    case .sizeClass: SizeClass(rawValue: name).map { $0 == context.sizeClass } ?? (name == "unspecified" ? false : nil)
                    }
                    guard let holds else { return nil }
                    if holds, matched == nil { matched = index }
                }
            }
        }
        return matched ?? defaultCase ?? -1
    }

    /// The contexts the cases of a switch on the idiom or size class single out (`case .phone:`):
    /// an iPhone's, an iPad's and the widths. A switch must name every case it does not leave to
    /// `default`, so `.tv` or `.mac` in one says nothing of where the app runs.
    static func namedContexts(of switchExpression: SwitchExprSyntax, sizeClassNames: Set<String>) -> [RunContext] {
        guard let kind = Subject(switchExpression.subject, sizeClassNames: sizeClassNames) else { return [] }
        var found: [RunContext] = []
        for item in switchExpression.cases.nodes {
            guard case .switchCase(let switchCase) = item, case .case(let label) = switchCase.label else { continue }
            for caseItem in label.caseItems.nodes {
                guard let expression = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression,
                      let name = kind.caseName(expression) else { continue }
                switch kind {
                case .idiom:
                    if let platform = idiom(name), [.iOS, .iPadOS].contains(platform) {
                        found.append(RunContext(platform: platform, sizeClass: platform.defaultHorizontalSizeClass))
                    }
                case .sizeClass:
                    if let sizeClass = SizeClass(rawValue: name) { found.append(RunContext(platform: RunContext.standard.platform, sizeClass: sizeClass)) }
                }
            }
        }
        return found
    }

    /// `idiom == .phone` or `.phone == idiom`, and the same for the size class.
    private static func check(_ left: ExprSyntax, _ right: ExprSyntax, in context: RunContext, sizeClassNames: Set<String>) -> Bool? {
        for (subject, value) in [(left, right), (right, left)] {
            guard let kind = Subject(subject, sizeClassNames: sizeClassNames), let name = kind.caseName(value) else { continue }
            switch kind {
            case .idiom: return idiom(name).map { $0 == context.platform }
            case .sizeClass: return SizeClass(rawValue: name).map { $0 == context.sizeClass }
            }
        }
        return nil
    }

    /// The names `namedContexts` reads a context from, besides properties that hold the size class:
    /// code that names none of them singles out no context (`RawTypeFacts` relies on it).
    static let contextNames: Set<String> = ["os", "userInterfaceIdiom", "horizontalSizeClass", "UI_USER_INTERFACE_IDIOM"]

    /// The contexts a condition singles out, so that a screen is read once in each of them.
    static func namedContexts(in expression: ExprSyntax, sizeClassNames: Set<String>) -> [RunContext] {
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
           let name = call.arguments.firstNode?.expression.trimmedDescription,
           let platforms = operatingSystem(name) {
            return platforms.contains(.iPadOS) ? [.standard] : platforms.map { RunContext(platform: $0, sizeClass: $0.defaultHorizontalSizeClass) }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements.nodes)
        var found: [RunContext] = []
        for index in elements.indices where elements[index].is(BinaryOperatorExprSyntax.self) && index > 0 && index + 1 < elements.count {
            for (subject, value) in [(elements[index - 1], elements[index + 1]), (elements[index + 1], elements[index - 1])] {
                guard let kind = Subject(subject, sizeClassNames: sizeClassNames), let name = kind.caseName(value) else { continue }
                switch kind {
                case .idiom:
                    if let platform = idiom(name) { found.append(RunContext(platform: platform, sizeClass: platform.defaultHorizontalSizeClass)) }
                case .sizeClass:
                    if let sizeClass = SizeClass(rawValue: name) { found.append(RunContext(platform: RunContext.standard.platform, sizeClass: sizeClass)) }
                }
            }
        }
        return found
    }

    private enum Subject {
        case idiom, sizeClass

        init?(_ expression: ExprSyntax, sizeClassNames: Set<String>) {
            // `UI_USER_INTERFACE_IDIOM()`, the function older code asks (deprecated in iOS 13).
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UI_USER_INTERFACE_IDIOM" {
                self = .idiom
                return
            }
            let last = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            switch last {
            case "userInterfaceIdiom"?: self = .idiom
            case "horizontalSizeClass"?: self = .sizeClass
            case let name? where sizeClassNames.contains(name): self = .sizeClass
            default: return nil
            }
        }

        /// The case `value` names: `.pad`, or spelt in full, `UIUserInterfaceIdiom.pad`.
        func caseName(_ value: ExprSyntax) -> String? {
            let type: Set<String> = self == .idiom ? ["UIUserInterfaceIdiom"] : ["UIUserInterfaceSizeClass"]
            return Literals.enumCase(value, of: type)?.declName.baseName.text
        }
    }

    private static func idiom(_ name: String) -> Platform? {
        switch name {
        case "phone": return .iOS
        case "pad": return .iPadOS
        case "mac": return .macOS
        case "vision": return .visionOS
        case "tv": return .tvOS
        default: return nil
        }
    }

    /// `a || b && c`, unfolded as swift-syntax leaves it: `&&` binds tighter than `||`.
    private static func logical(_ elements: [ExprSyntax], in context: RunContext, _ evaluate: (ExprSyntax) -> Bool?) -> Bool? {
        var anyOf: [Bool?] = []
        var allOf: [Bool?] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if let operation = element.as(BinaryOperatorExprSyntax.self) {
                switch operation.operator.text {
                case "||":
                    anyOf.append(conjunction(allOf))
                    allOf = []
                case "&&":
                    break
                default:
                    return nil
                }
            } else {
                allOf.append(evaluate(element))
            }
            index += 1
        }
        anyOf.append(conjunction(allOf))
        if anyOf.contains(true) { return true }
        return anyOf.contains(where: { $0 == nil }) ? nil : false
    }

    private static func conjunction(_ values: [Bool?]) -> Bool? {
        if values.contains(false) { return false }
        return values.contains(where: { $0 == nil }) ? nil : true
    }
}
