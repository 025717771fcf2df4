import HiglintCore
import SwiftSyntax

/// One `NSPopover` that a type's code makes and shows (`show(relativeTo:of:preferredEdge:)`), with
/// what the code sets on it. Nodes, not positions: the reader places them in the file it reads.
struct NSPopoverFacts {
    /// `NSPopover` of `NSPopover()`, else the `show` of the call.
    var made: Syntax
    /// The name the code gives it (`infoPopover`).
    var name: String?
    /// The `show(relativeTo:of:preferredEdge:)` call.
    var shown: FunctionCallExprSyntax
    /// `contentViewController`'s value.
    var content: ExprSyntax?
    /// The SwiftUI view the content hosts, through the names that hold it: `NSHostingController(rootView:)`'s
    /// view, or `NSHostingView(rootView:)`'s made the content controller's view
    /// (`popover.contentViewController?.view = NSHostingView(rootView: view)`).
    var hostedView: ExprSyntax?
    var size: (size: Size, node: Syntax)?
    /// `transient`, `semitransient` or `applicationDefined`, and where it is written.
    var behavior: (name: String, node: Syntax)?
    /// The delegate method that lets it detach (`popoverShouldDetach(_:)` returning `true`,
    /// `detachableWindow(for:)`).
    var detachable: Syntax?
    /// `of:`'s view: its name, and the class it is declared with when the code says it.
    var sourceName: String?
    var sourceClass: String?
    var sourceNode: ExprSyntax?
    /// `preferredEdge:`'s edge (`minX`, `maxY`…) and where it is written.
    var edge: (name: String, node: Syntax)?
    /// `relativeTo: anchor.frame` with `of: anchor`: the rectangle is read in `anchor`'s own
    /// coordinates, so the arrow points beside it. The `.frame`, and the call's label and name.
    var frameRect: (frame: MemberAccessExprSyntax, label: String, method: String)?
    /// The type's code closes it (`popover.performClose(nil)` after a delay, `tip?.close()` when
    /// the pointer leaves): people may not need a button to leave it.
    var closedByCode = false
}

/// Reads the `NSPopover`s one type's code makes (nested types' code included: a representable's
/// `Coordinator`). A popover is a variable that holds `NSPopover()` (a stored property, lazy or
/// not, or a local `let`) and that the code shows; what is set on it through that name is its.
enum NSPopoverCode {
    static func popovers(in type: DeclaredType, file: SwiftFile, context: RunContext) -> [NSPopoverFacts] {
        let walker = NSPopoverWalker(context: context)
        // `final class SettingsPopover: NSPopover` that shows itself: `self` is the popover.
        if type.inherited.contains("NSPopover"), let name = type.nameToken { walker.noteSelf(made: Syntax(name)) }
        // `private func makePopover() -> NSPopover`: what a call of it gives is a popover.
        walker.factories = Set(type.members.compactMap { member in
            guard let function = member.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type,
                  DeclaredTypes.simpleName(of: returned) == "NSPopover" else { return nil }
            return function.name.text
        })
        // A property may be declared after the methods that show it (a representable's `Coordinator`
        // at the bottom of the file): the variables first, then what is set on them and shown.
        for declaration in type.declarations { walker.walk(declaration) }
        walker.findsVariablesOnly = false
        for declaration in type.declarations { walker.walk(declaration) }
        var found: [NSPopoverFacts] = []
        for key in walker.order {
            guard let shown = walker.shows[key] else { continue }
            let presented = walker.presentedControllers.contains(key)
            // A property given a popover a local set up (`self.popover = popover`) is that popover.
            let local = walker.onlyLocal(givenTo: key)
            var facts = NSPopoverFacts(made: walker.made[key] ?? local.flatMap { walker.made[$0] } ?? Syntax(shown.calledExpression),
                                       name: presented || key == NSPopoverWalker.selfKey ? nil : key.split(separator: ":").last.map(String.init), shown: shown)
            let settings = NSPopoverWalker.joined(walker.settings[key] ?? [:], local.flatMap { walker.settings[$0] } ?? [:])
            if let content = settings["contentViewController"] ?? nil {
                facts.content = walker.value(of: content)
                facts.hostedView = walker.hostedView(in: content, by: hostingControllers(in: file))
            }
            if let view = settings[NSPopoverWalker.contentView] ?? nil {
                facts.hostedView = walker.hostedView(in: view, by: ["NSHostingView"])
                if facts.hostedView != nil { facts.content = view }
            }
            if let value = settings["contentSize"] ?? nil, let size = UIKitCode.size(value) {
                facts.size = (size, Syntax(value))
            } else if presented, let controller = shown.arguments.firstNode?.expression, let value = preferredSize(of: controller, before: shown),
                      let size = UIKitCode.size(value) {
                // `legend.preferredContentSize = …` then `present(legend, asPopoverRelativeTo: …)`:
                // AppKit sizes the popover it makes by the controller's preferred size.
                facts.size = (size, Syntax(value))
            }
            if let value = settings["behavior"] ?? nil,
               let name = Literals.enumCase(value, of: ["NSPopover.Behavior", "Behavior"])?.declName.baseName.text,
               ["transient", "semitransient", "applicationDefined"].contains(name) {
                facts.behavior = (name, Syntax(value))
            }
            if let value = settings["delegate"] ?? nil, value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               let owner = enclosingTypeName(value), let delegate = file.types[owner] {
                facts.detachable = detaches(delegate)
            }
            let arguments = CallArguments(shown)
            if let source = arguments.argument("of")?.expression {
                facts.sourceNode = source
                let path = UIKitCode.path(of: source)
                facts.sourceName = path.last
                if path.count == 1 {
                    facts.sourceClass = walker.declaredClass(of: path[0], at: source)
                        ?? (isStatusItemButton(path[0], at: shown) ? "NSStatusBarButton" : nil)
                }
            }
            facts.frameRect = frameAsRect(of: shown, arguments)
            facts.closedByCode = closes(key == NSPopoverWalker.selfKey ? nil : key.split(separator: ":").last.map(String.init), in: type)
            if let edge = arguments.argument("preferredEdge")?.expression {
                if let name = Literals.enumCase(edge, of: ["NSRectEdge"])?.declName.baseName.text {
                    facts.edge = (name, Syntax(edge))
                } else if let reference = edge.as(DeclReferenceExprSyntax.self),
                          let name = ["NSMinXEdge": "minX", "NSMaxXEdge": "maxX", "NSMinYEdge": "minY", "NSMaxYEdge": "maxY"][reference.baseName.text] {
                    facts.edge = (name, Syntax(edge))
                }
            }
            found.append(facts)
        }
        return found
    }

    /// `show(relativeTo: anchor.frame, of: anchor, …)` (or `present(_:asPopoverRelativeTo:of:…)`):
    /// the view's frame, in its superview's coordinates, given as a rectangle AppKit reads in the
    /// view's own. Not a controller's root `view`, whose frame is its bounds.
    private static func frameAsRect(of shown: FunctionCallExprSyntax, _ arguments: CallArguments)
        -> (frame: MemberAccessExprSyntax, label: String, method: String)? {
        let label = arguments.argument("relativeTo") != nil ? "relativeTo" : "asPopoverRelativeTo"
        guard let rect = arguments.argument(label)?.expression.as(MemberAccessExprSyntax.self), rect.declName.baseName.text == "frame",
              let base = rect.base, let view = arguments.argument("of")?.expression else { return nil }
        let path = UIKitCode.path(of: base)
        guard path.count == 1, path != ["view"], UIKitCode.path(of: view) == path, !isStatusItemButton(path[0], at: shown) else { return nil }
        let method = label == "relativeTo" ? "show(relativeTo:of:preferredEdge:)" : "present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)"
        return (rect, label, method)
    }

    /// `NSHostingController` and the file's subclasses of it (`KeyHostingController<Root>:
    /// NSHostingController<Root>`, made to give its window the focus): made with `rootView:`, each
    /// shows that view.
    private static func hostingControllers(in file: SwiftFile) -> Set<String> {
        Set(file.types.all.filter { $0.inherited.contains("NSHostingController") }.map(\.name)).union(["NSHostingController"])
    }

    /// Whether `type`'s code calls `performClose(_:)` or `close()` on the popover `name` holds (nil:
    /// on the popover the type is, `performClose(nil)` or `self.close()`).
    private static func closes(_ name: String?, in type: DeclaredType) -> Bool {
        for declaration in type.declarations {
            for token in declaration.tokens(viewMode: .sourceAccurate)
            where token.tokenKind == .identifier("performClose") || token.tokenKind == .identifier("close") {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                let called = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
                guard called.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == called.id else { continue }
                let base = called.as(MemberAccessExprSyntax.self)?.base.map(UIKitCode.path(of:)) ?? []
                if let name, base.last == name { return true }
                if name == nil, base.isEmpty || base == ["self"] { return true }
            }
        }
        return false
    }

    /// The one `controller.preferredContentSize = …` the function that presents `controller` as a
    /// popover (`present(_:asPopoverRelativeTo:…)`) writes before the call.
    private static func preferredSize(of controller: ExprSyntax, before call: FunctionCallExprSyntax) -> ExprSyntax? {
        let name = UIKitCode.path(of: controller)
        guard !name.isEmpty, let scope = LocalScope.scope(around: call) else { return nil }
        var found: [ExprSyntax] = []
        for token in scope.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("preferredContentSize") {
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = access.base,
                  UIKitCode.path(of: base) == name, let (target, value) = access.parent?.parent?.as(SequenceExprSyntax.self)?.assignment,
                  target.id == access.id else { continue }
            found.append(value)
        }
        guard found.count == 1, found[0].position < call.position else { return nil }
        return found[0]
    }

    /// Whether `name`, where `node` is, is bound to a status item's button (`guard let button =
    /// statusItem.button`, `let button = item.button!`): the button fills the status item's window
    /// from its origin, so its frame is its bounds, as a root view's is.
    static func isStatusItemButton(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let scope = LocalScope.scope(around: node) else { return false }
        // `@objc func toggle(_ sender: NSStatusBarButton)`.
        if let parameters = scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters,
           parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name && DeclaredTypes.simpleName(of: $0.type) == "NSStatusBarButton" }) {
            return true
        }
        for token in scope.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            let bound = token.parent?.as(IdentifierPatternSyntax.self)?.parent
            let value: ExprSyntax?
            if let binding = bound?.as(PatternBindingSyntax.self) {
                value = binding.initializer?.value
            } else if let condition = bound?.as(OptionalBindingConditionSyntax.self) ?? token.parent?.as(OptionalBindingConditionSyntax.self) {
                value = condition.initializer?.value
            } else {
                continue
            }
            guard let value else { continue }
            let path = UIKitCode.path(of: value)
            if path.count >= 2, path.last == "button" { return true }
        }
        return false
    }

    /// The arrow of a popover shown from `preferredEdge:`'s edge: beside the view for `minX`
    /// (arrow on its right edge) and `maxX`; above or below it for `minY` and `maxY`, which one
    /// depending on whether the view is flipped, which the code does not say.
    static func arrow(forEdge edge: String) -> Set<ArrowDirection>? {
        switch edge {
        case "minX": return [.right]
        case "maxX": return [.left]
        case "minY", "maxY": return [.up, .down]
        default: return nil
        }
    }

    /// `popoverShouldDetach(_:)` returning `true` on every path (one `return true`), or a
    /// `detachableWindow(for:)` that returns something other than `nil`.
    private static func detaches(_ delegate: DeclaredType) -> Syntax? {
        for function in delegate.functions("popoverShouldDetach") {
            guard let statements = function.body?.statements, statements.count == 1, let only = statements.firstNode else { continue }
            let value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
            if value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { return Syntax(function.name) }
        }
        for function in delegate.functions("detachableWindow") {
            guard let statements = function.body?.statements, let last = Array(statements.nodes).last else { continue }
            let value = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            if let value, !value.is(NilLiteralExprSyntax.self) { return Syntax(function.name) }
        }
        return nil
    }

    static func enclosingTypeName(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let next = current {
            if let declaration = next.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = next.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = next.as(ExtensionDeclSyntax.self) {
                return declaration.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
            }
            current = next.parent
        }
        return nil
    }
}

/// One walk over a type's code for `NSPopoverCode`: the variables holding an `NSPopover`, what is
/// set on them, and their `show` calls. A name is looked up in the function that uses it, then
/// among the type's properties.
private final class NSPopoverWalker: SyntaxVisitor {
    let context: RunContext
    /// Variables by key (`f<function>:name` for a local, `:name` for a property), in the order met.
    private(set) var order: [String] = []
    private(set) var made: [String: Syntax] = [:]
    private(set) var shows: [String: FunctionCallExprSyntax] = [:]
    /// What is assigned to each popover's properties; a property set to two different values is
    /// not known (nil).
    private(set) var settings: [String: [String: ExprSyntax?]] = [:]
    /// Every variable's initial value by key, to see what a name holds (`let hosting = NSHostingController(…)`).
    private var values: [String: ExprSyntax] = [:]
    private var declaredTypes: [String: String] = [:]
    /// A local of a property's initializer (`lazy var popover: NSPopover = { let p = NSPopover(); …; return p }()`)
    /// stands for the property.
    private var aliases: [String: String] = [:]
    /// The first walk notes the variables that hold a popover, the second what the code does with them.
    var findsVariablesOnly = true
    /// Properties given a popover that a local holds (`self.popover = popover`): the property's key,
    /// the local's; none when two locals are given to it.
    private var assignedLocals: [String: String?] = [:]
    /// The setting key of the content controller's view (`popover.contentViewController?.view = …`).
    static let contentView = "contentViewController.view"
    /// The type's methods that return an `NSPopover`.
    var factories: Set<String> = []

    /// The key of `self`, in a subclass of `NSPopover`.
    static let selfKey = "self:"
    /// What a subclass of `NSPopover` sets on itself (`behavior = .transient` in its `init`).
    private static let ownProperties: Set<String> = ["behavior", "contentViewController", "contentSize", "animates", "appearance", "delegate"]

    func noteSelf(made node: Syntax) {
        note(Self.selfKey, made: node)
    }

    init(context: RunContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        Conditions.isActive(node, in: context) == false ? .skipChildren : .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let key = Self.scope(of: node) + name
        let written = node.typeAnnotation.map { DeclaredTypes.simpleName(of: $0.type) }
        if let written { declaredTypes[key] = written }
        if let value = node.initializer?.value {
            values[key] = value
            if declaredTypes[key] == nil, let made = UIKitCode.constructedClass(value) { declaredTypes[key] = made }
        }
        let construction = node.initializer.flatMap { UIKitCode.call(in: $0.value) }
        if let construction, ModifierChain.typeName(construction.calledExpression) == "NSPopover" {
            let target = aliases[key] ?? propertyAlias(key, of: node) ?? key
            note(target, made: Syntax(construction.calledExpression))
        } else if written == "NSPopover" || node.initializer.map({ holdsPopover($0.value, at: node) }) == true {
            note(key, made: nil)
        }
        return .visitChildren
    }

    /// A local made inside a property's initializer closure stands for that property.
    /// `makePopover()` of a method that returns one, or `cached ?? makePopover()` with a popover on
    /// either side: a popover, set up where the code does not say here.
    private func holdsPopover(_ value: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
        if let call = value.as(FunctionCallExprSyntax.self), let name = UIKitCode.path(of: call.calledExpression).last,
           UIKitCode.path(of: call.calledExpression).count == 1, factories.contains(name) {
            return true
        }
        if let reference = value.as(DeclReferenceExprSyntax.self) { return popoverKey(reference.baseName.text, at: node) != nil }
        guard let sequence = value.as(SequenceExprSyntax.self) else { return false }
        let parts = Array(sequence.elements.nodes)
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
        return holdsPopover(parts[0], at: node) || holdsPopover(parts[2], at: node)
    }

    private func propertyAlias(_ key: String, of node: PatternBindingSyntax) -> String? {
        guard key.hasPrefix("p") else { return nil }
        let property = key.dropFirst().prefix { $0 != ":" }
        let alias = ":" + property
        aliases[key] = alias
        return alias
    }

    private func note(_ key: String, made node: Syntax?) {
        if settings[key] == nil {
            settings[key] = [:]
            order.append(key)
        }
        if let node, made[key] == nil { made[key] = node }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements.nodes)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let path = UIKitCode.path(of: parts[0])
        let value = parts[2]
        if !findsVariablesOnly, let property = assignedProperty(parts[0], at: node),
           let local = value.as(DeclReferenceExprSyntax.self).flatMap({ popoverKey($0.baseName.text, at: node) }), local.hasPrefix("f") {
            if let earlier = assignedLocals[property], earlier != local {
                assignedLocals[property] = .some(nil)
            } else {
                assignedLocals[property] = local
            }
        } else if !findsVariablesOnly, path.count >= 3, path[path.count - 2] == "contentViewController", path[path.count - 1] == "view",
                  let key = popoverKey(path[path.count - 3], at: node, member: path.count > 3) {
            set(Self.contentView, of: key, to: value)
        } else if path.count == 1, let key = popoverKey(path[0], at: node) {
            // `popover = NSPopover()` in an initializer.
            if let construction = UIKitCode.call(in: value), ModifierChain.typeName(construction.calledExpression) == "NSPopover" {
                note(key, made: Syntax(construction.calledExpression))
            }
        } else if !findsVariablesOnly, path.count >= 2, let key = popoverKey(path[path.count - 2], at: node, member: path.count > 2) {
            set(path[path.count - 1], of: key, to: value)
        } else if !findsVariablesOnly, settings[Self.selfKey] != nil, path.count == 1, Self.ownProperties.contains(path[0]),
                  values[Self.scope(of: node) + path[0]] == nil {
            // `behavior = .transient`, `self.contentSize = …` in a subclass of `NSPopover`.
            set(path[0], of: Self.selfKey, to: value)
        }
        return .visitChildren
    }

    /// The one local whose popover a property holds: none when the property may hold another
    /// (a second local, or a popover it makes itself), as which one is shown is not known.
    func onlyLocal(givenTo property: String) -> String? {
        guard made[property] == nil, let local = assignedLocals[property] else { return nil }
        return local
    }

    /// A property set to two different values is not known.
    private func set(_ property: String, of key: String, to value: ExprSyntax) {
        if let earlier = settings[key]?[property] {
            if earlier?.trimmedDescription != value.trimmedDescription { settings[key]?[property] = .some(nil) }
        } else {
            settings[key]?[property] = value
        }
    }

    /// A popover property an assignment gives a value: `self.popover`, or a bare name no local of
    /// the function shadows.
    private func assignedProperty(_ target: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        let name: String
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self), settings[Self.scope(of: node) + reference.baseName.text] == nil {
            name = reference.baseName.text
        } else {
            return nil
        }
        return settings[":" + name] != nil ? ":" + name : nil
    }

    /// One popover's settings through two names (a property and the local it was given): a
    /// property set to two different values is not known.
    static func joined(_ own: [String: ExprSyntax?], _ other: [String: ExprSyntax?]) -> [String: ExprSyntax?] {
        own.merging(other) { first, second in
            first?.trimmedDescription == second?.trimmedDescription ? first : ExprSyntax?.none
        }
    }

    /// Keys of the popovers a view controller presents itself
    /// (`present(info, asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .maxY, behavior: .transient)`).
    private(set) var presentedControllers = Set<String>()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !findsVariablesOnly, notePresentedController(node) { return .visitChildren }
        guard !findsVariablesOnly, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "show",
              let base = member.base, Array(node.labels.prefix(3)) == ["relativeTo", "of", "preferredEdge"] else { return .visitChildren }
        let path = UIKitCode.path(of: base)
        if let last = path.last, let key = popoverKey(last, at: node, member: path.count > 1), shows[key] == nil {
            shows[key] = node
        }
        return .visitChildren
    }

    /// `show(relativeTo:of:preferredEdge:)` written bare (or on `self`) in a subclass of `NSPopover`:
    /// it shows itself.
    override func visitPost(_ node: FunctionCallExprSyntax) {
        guard !findsVariablesOnly, settings[Self.selfKey] != nil, shows[Self.selfKey] == nil,
              Array(node.labels.prefix(3)) == ["relativeTo", "of", "preferredEdge"] else { return }
        let called = node.calledExpression
        let bare = called.as(DeclReferenceExprSyntax.self)?.baseName.text == "show"
        let onSelf = called.as(MemberAccessExprSyntax.self).map {
            $0.declName.baseName.text == "show" && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        } ?? false
        if bare || onSelf { shows[Self.selfKey] = node }
    }

    /// `present(_:asPopoverRelativeTo:of:preferredEdge:behavior:)` of an `NSViewController` (on
    /// `self`, or bare): AppKit makes an `NSPopover` of the controller and shows it; the call gives
    /// its content, source, edge and behavior.
    private func notePresentedController(_ node: FunctionCallExprSyntax) -> Bool {
        guard Array(node.labels.prefix(5)) == ["_", "asPopoverRelativeTo", "of", "preferredEdge", "behavior"] else { return false }
        // `presentViewController(_:asPopoverRelativeTo:…)` is the name Swift 3 and earlier gave it.
        let names: Set<String> = ["present", "presentViewController"]
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            guard names.contains(member.declName.baseName.text),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
        } else {
            guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) else { return false }
        }
        guard let controller = node.arguments.firstNode?.expression, let behavior = node.arguments.argument("behavior")?.expression else { return false }
        let key = "c\(node.id.hashValue):"
        note(key, made: nil)
        presentedControllers.insert(key)
        shows[key] = node
        settings[key] = ["contentViewController": controller, "behavior": behavior]
        return true
    }

    /// The popover variable a name refers to where it is used: a local of the function, else a
    /// property (`member`: reached through another value, `coordinator.popover`).
    private func popoverKey(_ name: String, at node: some SyntaxProtocol, member: Bool = false) -> String? {
        if !member {
            let local = Self.scope(of: node) + name
            if let alias = aliases[local], settings[alias] != nil { return alias }
            if settings[local] != nil { return local }
        }
        return settings[":" + name] != nil ? ":" + name : nil
    }

    /// The SwiftUI view `hosting` (`NSHostingController` or `NSHostingView`) shows, when `expression`
    /// makes one, itself or through a name (`let hosting = NSHostingController(rootView: contentView)`,
    /// `let contentView = ContentView()`).
    func hostedView(in expression: ExprSyntax, by hosting: Set<String>) -> ExprSyntax? {
        guard let call = UIKitCode.call(in: value(of: expression)), let made = ModifierChain.typeName(call.calledExpression), hosting.contains(made),
              let root = call.arguments.argument("rootView")?.expression else { return nil }
        return value(of: root)
    }

    /// The value a name holds, when the code says it (`popover.contentViewController = hosting`).
    func value(of expression: ExprSyntax) -> ExprSyntax {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return expression }
        let name = reference.baseName.text
        return values[Self.scope(of: expression) + name] ?? values[":" + name] ?? expression
    }

    /// The class a view is declared with: a parameter's type (`_ sender: NSButton`), a local's or a
    /// property's.
    func declaredClass(of name: String, at node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) {
                for parameter in function.signature.parameterClause.parameters.nodes where (parameter.secondName ?? parameter.firstName).text == name {
                    return DeclaredTypes.simpleName(of: parameter.type)
                }
                break
            }
            current = next.parent
        }
        return declaredTypes[Self.scope(of: node) + name] ?? declaredTypes[":" + name]
    }

    /// `f<id>:` for code in a function, initializer or accessor; `p<property>:` for code in a
    /// property's initial value; `:` for the type's own members.
    static func scope(of node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let next = current {
            switch next.kind {
            case .functionDecl, .initializerDecl, .accessorDecl, .deinitializerDecl:
                return "f\(next.id.hashValue):"
            case .patternBinding:
                if let binding = next.as(PatternBindingSyntax.self), binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   node.position != binding.pattern.position {
                    return "p\(name):"
                }
            case .memberBlockItem:
                return ":"
            default:
                break
            }
            current = next.parent
        }
        return ":"
    }
}

extension SwiftUIReader {
    /// An `NSPopover` the code shows, presented by `source`: `api: NSPopover`, its size, what a click
    /// outside does, whether it detaches, its arrow, and its content (`NSHostingController(rootView:)`
    /// read as SwiftUI content is; a controller is content the reader cannot see into).
    mutating func addNSPopover(_ facts: NSPopoverFacts, presentedBy source: Int) {
        let use = outermostUse
        let range = file.lines.range(of: facts.made), callRange = file.lines.range(of: facts.shown)
        let popover = arena.add(.popover, .presented(by: source), range: use?.range ?? SourceRange(start: range.start, end: callRange.end),
                                typeRange: use?.typeRange ?? range)
        // `popover` says nothing people would know it by: its content names it then.
        if let name = facts.name, name.lowercased() != "popover" { arena[popover].id = name }
        arena.present(popover) { $0.api = .nsPopover }
        arena[popover][position: .api] = arena[popover][position: .type]
        if let (size, node) = facts.size {
            arena.present(popover) { $0.size = size }
            arena[popover][position: .size] = file.lines.range(of: node)
        }
        // An app that watches the mouse (`NSEvent.addGlobalMonitorForEvents(matching: .leftMouseDown)`)
        // may close an application-defined popover at a click outside it, as menu bar apps do.
        // So may one the app's own code closes (`performClose(_:)` after a delay, when the pointer
        // leaves): people may not need a button to leave it.
        let watchesClicks = file.lines.contains("addGlobalMonitorForEvents") || file.lines.contains("addLocalMonitorForEvents")
            || facts.closedByCode
        if let (name, node) = facts.behavior, name == "applicationDefined", !watchesClicks {
            // Transient and semitransient popovers close on a click outside; what that does to work
            // people typed stays unknown.
            arena.present(popover) { $0.outsideTap = .prevent }
            arena[popover][position: .dismissOutsideTap] = file.lines.range(of: node)
        } else if facts.behavior == nil || facts.behavior?.name == "applicationDefined" {
            // Not set, set to a value that is not a literal, or closed by the app's own code:
            // whether it closes by itself is not said.
            arena.present(popover) { $0.closesByItselfUnknown = true }
        }
        if let node = facts.detachable {
            arena.present(popover) { $0.detachable = true }
            arena[popover][position: .detachable] = file.lines.range(of: node)
        }
        if let (frame, _, method) = facts.frameRect {
            let name = frame.declName.baseName
            arena.present(popover) {
                $0.sourceRectBeside = file.lines.range(ofModifier: frame)
                $0.sourceRectMethod = method
            }
            arena[popover].writtenValues[.sourceRect] = WrittenValue(range: file.lines.range(of: name), written: name.text,
                                                                     expression: file.lines.range(of: frame), values: [.word("bounds"): "bounds"])
        }
        if let (name, node) = facts.edge, let arrow = NSPopoverCode.arrow(forEdge: name) {
            arena.present(popover) { $0.arrow = arrow }
            arena[popover][position: .arrow] = file.lines.range(of: node)
        } else if facts.edge == nil, CallArguments(facts.shown).argument("preferredEdge") != nil {
            // An edge the code computes (`edge(for: placement)`): one edge, which is not known.
            arena.present(popover) { $0.arrowUnknown = true }
        }
        guard let content = facts.content else { return }
        presentations.append(popover)
        if let hosting = facts.hostedView {
            presentations.removeLast()
            readHostedView(hosting, asContentOf: popover, sizesPopover: true)
        } else {
            // A controller's views come from code, a storyboard or a nib the reader does not follow.
            unreadable(content, into: .child(of: popover))
            presentations.removeLast()
        }
    }
}

extension SwiftUIReader {
    /// The SwiftUI view a hosting controller shows (`NSHostingController(rootView:)`,
    /// `UIHostingController(rootView:)`), read as the popover's whole content. `sizesPopover`: the
    /// content's `.frame` is the popover's size, as an `NSHostingController` makes it; a
    /// `UIHostingController` sizes a popover only from its `preferredContentSize`.
    mutating func readHostedView(_ hosted: ExprSyntax, asContentOf popover: Int, sizesPopover: Bool) {
        hostingPopovers.insert(popover)
        if !readPassedOn(hosted, asContentOf: popover) {
            presentations.append(popover)
            readView(hosted, into: .child(of: popover), rootOf: sizesPopover ? popover : nil)
            presentations.removeLast()
        }
        if contentRanges[popover] == nil { contentRanges[popover] = file.lines.range(of: hosted) }
    }
}

/// Which AppKit types are screens: every type of the file, a SwiftUI view too (nested types' code
/// read with the type around them), whose code shows an `NSPopover`, read for macOS — but a representable that a view
/// of the run uses, whose popovers are read at each use.
enum AppKitScreens {
    static func screens(in file: SwiftFile, across: SwiftUIReader.Across?) -> [Screen] {
        var screens: [Screen] = []
        let context = SwiftFile.macOS
        // `let popover: NSPopover = Popover()` names the class only as a type, which the names a
        // type's code refers to leave out: its tokens are searched where the file spells it.
        let spellsNSPopover = file.lines.contains("NSPopover")
        // A SwiftUI view's own code may show an `NSPopover` too (from a button's action).
        for type in file.types.all where type.name != "View" && type.declarations.allSatisfy(isTopLevel)
            && file.popoverWrappers.candidates[type.name]?.kind != .modifier {
            // Most types never name `NSPopover`: their code is not walked.
            guard file.capitalisedNames(of: type).contains("NSPopover") || file.presentsControllersAsPopovers
                    || (spellsNSPopover && type.declarations.contains { RawTypeFacts.names(nsPopover, lengths: nsPopoverLength, in: $0) }),
                  let declaration = type.declarations.first,
                  Conditions.isCompiled(declaration, in: context), !isUsedWrapper(type, in: file, across: across) else { continue }
            let popovers = NSPopoverCode.popovers(in: type, file: file, context: context)
            guard !popovers.isEmpty else { continue }
            var reader = SwiftUIReader(file: file, type: type, context: context, across: across)
            reader.following = [type.name]
            var sources: [String: Int] = [:]
            let screenRange = type.nameToken.map(file.lines.range(of:)) ?? file.lines.range(of: declaration)
            for popover in popovers {
                let source: Int
                // A parameter (`sender`) is another view in each function.
                let key = popover.sourceName.map { $0 + "@" + (popover.shown.enclosingFunctionName ?? "") }
                if let key, let known = sources[key] {
                    source = known
                } else {
                    let range = popover.sourceNode.map(file.lines.range(of:)) ?? screenRange
                    source = reader.arena.add(popover.sourceClass.map(UIKitViews.type(ofClass:)) ?? .view, .root, range: range, typeRange: range)
                    if let name = popover.sourceName {
                        reader.arena[source].id = name
                        // A parameter's name (`sender`) is the code's: the content names the popover.
                        reader.arena[source].idIsParameter = popover.sourceNode?.enclosingFunction?.hasParameter(name) == true
                        sources[key!] = source
                    }
                }
                reader.addNSPopover(popover, presentedBy: source)
            }
            guard !reader.overBudget else { continue }
            reader.markReadContent()
            screens.append(reader.arena.screen(named: type.name, context: context, range: screenRange))
        }
        return screens
    }

    /// The view types the type's `NSPopover`s show through a hosting controller or view: another
    /// file's view read as their content is read there, not as a screen of its own.
    static func viewsHostedInPopovers(by type: DeclaredType, in file: SwiftFile) -> Set<String> {
        let names = file.capitalisedNames(of: type)
        guard !type.isView, names.contains("NSHostingController") || names.contains("NSHostingView") else { return [] }
        var hosted = Set<String>()
        for popover in NSPopoverCode.popovers(in: type, file: file, context: SwiftFile.macOS) {
            if let name = popover.hostedView.flatMap(ModifierChain.constructedTypeName) { hosted.insert(name) }
        }
        return hosted
    }

    private static let nsPopover: Set<String> = ["NSPopover"]
    private static let nsPopoverLength = NameLengths(nsPopover)

    private static func isTopLevel(_ declaration: DeclGroupSyntax) -> Bool {
        var current = declaration.parent
        while let next = current {
            if next.is(MemberBlockSyntax.self) { return false }
            current = next.parent
        }
        return true
    }

    /// A representable that a view of this file constructs, or that another file of the run uses.
    private static func isUsedWrapper(_ type: DeclaredType, in file: SwiftFile, across: SwiftUIReader.Across?) -> Bool {
        guard file.popoverWrappers.candidates[type.name]?.kind == .representable else { return false }
        if let across, across.project.isWrapperUsedElsewhere(type.name, in: across.path) { return true }
        return file.types.all.contains { other in other.name != type.name && file.capitalisedNames(of: other).contains(type.name) }
    }
}
