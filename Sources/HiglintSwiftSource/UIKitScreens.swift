import HiglintCore
import SwiftSyntax

/// Which UIKit classes are screens: every class of the file whose code makes a popover, in each
/// run context its code singles out. A popover's content is the presented controller's class
/// when the file declares it: what that class presents (alerts, sheets, further popovers) and
/// says about itself (`preferredContentSize`, `isModalInPresentation`).
enum UIKitScreens {
    /// With `controllers`, a controller class another file declares is joined where it is presented.
    static func screens(in file: SwiftFile, controllers: UIKitControllers? = nil, across: SwiftUIReader.Across? = nil) -> [Screen] {
        var screens: [Screen] = []
        let representables = file.popoverWrappers.candidates.isEmpty
            ? [] : file.types.all.filter { UIKitRepresentables.isWrapper($0, in: file) }
        // A SwiftUI view's own code may present a UIKit controller too (a share sheet from a button's
        // action, through the window's root view controller): its popovers are read as a class's.
        for type in file.types.all where (!type.isView || file.mayMakeUIKitPopover(type))
            && (type.declarations.contains(where: { $0.is(ClassDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self)
                    || $0.is(EnumDeclSyntax.self) || $0.is(StructDeclSyntax.self) })
                || representables.contains { $0.name == type.name } || type.isView) {
            // A representable's code (its `Coordinator` too) is read at each use of it, or, used
            // nowhere, as a screen of its own.
            if !representables.isEmpty, UIKitRepresentables.isNested(type, in: file)
                || (representables.contains { $0.name == type.name } && UIKitRepresentables.isUsed(type, in: file, across: across)) {
                continue
            }
            let names = controllers == nil ? [] : file.capitalisedNames(of: type)
            guard file.mayMakeUIKitPopover(type) || controllers?.namesPopoverController(names) == true
                || (type.inherited.contains { $0.hasPrefix("UI") } && controllers.map { file.lines.callsSheetFactory(of: $0.project) } == true) else { continue }
            // What code reads depends on the width only through conditions that single out a
            // context: in a file with none, the code of a platform reads the same in both widths.
            // Not so for action sheets and activity views, which UIKit shows as popovers only where
            // the width is regular.
            var readOnPlatform: [Platform: Screen?] = [:]
            var widthDecides: Bool?
            var contexts = file.contexts(of: type)
            // A controller of another file that decides its own compact adaptation is read in a compact
            // width too, and so is one whose extensions of other files decide it as its delegate.
            if let compact = file.compactContext, !contexts.contains(compact),
               controllers?.namesCompactDecider(names) == true || controllers?.namesCompactDecider([type.name]) == true {
                contexts.append(compact)
            }
            let built = contexts.compactMap { context -> (RunContext, Screen)? in
                if widthDecides == nil, readOnPlatform[context.platform] != nil {
                    widthDecides = file.namesWhatTheWidthDecides(type, controllers: controllers)
                }
                if file.singlesOutNoContext, widthDecides == false, let read = readOnPlatform[context.platform] {
                    return read.map { screen in
                        var screen = screen
                        screen.horizontalSizeClass = context.sizeClass
                        return (context, screen)
                    }
                }
                var builder = UIKitScreenBuilder(file: file, context: context, controllers: controllers)
                if representables.contains(where: { $0.name == type.name }) {
                    builder.delegateOwner = UIKitRepresentables.withNestedTypes(type)
                }
                let screen = builder.screen(of: type)
                readOnPlatform.updateValue(screen, forKey: context.platform)
                return screen.map { (context, $0) }
            }
            for (context, var screen) in built {
                if built.count > 1, context != file.standardContext { screen.name = type.name + " " + context.nameSuffix }
                screens.append(screen)
            }
        }
        return screens + SelfPresentedControllers.screens(in: file, controllers: controllers)
            + FreeFunctionPopovers.screens(in: file, controllers: controllers)
    }
}

/// Builds one UIKit screen: bars and source views as roots, each popover presented by its source.
struct UIKitScreenBuilder {
    let file: SwiftFile
    let context: RunContext
    private var arena = ElementArena.forSwift()
    /// Source elements already made, by the name that refers to them (`shareItem`, `infoButton`).
    private var sources: [String: Int] = [:]
    /// Bar items already made, by the syntax node of the item as written in its bar's list.
    private var barItems: [SyntaxIdentifier: Int] = [:]
    private var controllerView: Int?
    /// Controller classes being read as content, to stop at a controller that presents itself.
    private var following: [String] = []
    private let controllers: UIKitControllers?
    /// The type `self` is in the code read, when not the presenter: a representable's code is
    /// read with its `Coordinator`'s, whose methods a `delegate = self` there names.
    var delegateOwner: DeclaredType?
    /// The uses of a team's wrappers being read when the code is a wrapper's (`.alwaysPopover {
    /// Text("Details") }` around a `ViewModifier` that presents a `UIHostingController`): the view
    /// a hosting controller shows (`rootView: content()`) is what the use passes.
    var wrapperExpansions: [WrapperExpansion] = []

    /// How many controllers deep content is followed (a popover's content presenting a popover…).
    static let maxContentDepth = 8

    init(file: SwiftFile, context: RunContext, controllers: UIKitControllers? = nil) {
        self.file = file
        self.context = context
        self.controllers = controllers
    }

    mutating func screen(of type: DeclaredType) -> Screen? {
        guard let screenRange = readPopovers(of: type) else { return nil }
        return arena.screen(named: type.name, context: context, range: screenRange)
    }

    /// The popovers a type's code makes, each with its source, read into the arena: a
    /// representable's, which are grafted onto each use of it (`SwiftUIReader.readUIKitRepresentable`).
    /// `unnamedSource`: where the source stands of a popover the code anchors to nothing it names.
    mutating func popovers(of type: DeclaredType) -> (arena: ElementArena, unnamedSource: SourceRange)? {
        readPopovers(of: type).map { (arena, $0) }
    }

    /// Reads the popovers of `type` into the arena; nil when it makes none here.
    private mutating func readPopovers(of type: DeclaredType) -> SourceRange? {
        guard let declaration = type.firstDeclaration, Conditions.isCompiled(declaration, in: context) else { return nil }
        let code = UIKitCode.read(type, in: file, context: context, controllers: controllers)
        let popovers = code.presentations.filter { $0.type == .popover }
        guard !popovers.isEmpty else { return nil }
        following = [type.name]
        let screenRange = type.nameToken.map(file.lines.range(of:)) ?? file.lines.range(of: declaration)
        addBars(code)
        for var popover in popovers {
            let source = popover.source == nil && popover.own?.source != nil
                ? ownSourceElement(popover.own!.source!) : sourceElement(popover.source, code: code, fallback: screenRange)
            popover.shownInsideOwnPopover = code.isShownInsidePopover(popover, shownAsContent: isShownAsPopoverContent(type))
            addPresentation(popover, of: type, presentedBy: source)
        }
        return screenRange
    }

    /// Code of another file, or another type of this one, may show the class as a popover's content.
    private func isShownAsPopoverContent(_ type: DeclaredType) -> Bool {
        controllers?.project.shownAsPopoverContent.contains(type.name) == true
            || PopoverContentClasses.isShownInItsOwnFile(type, in: file)
    }

    /// `sourceRect = anchor.frame` with `sourceView = anchor`: the `.frame`. Not a controller's root
    /// `view`, whose frame is its bounds.
    static func rectBesideSource(_ presentation: UIKitCode.Presentation) -> SourceRange? {
        guard let rect = presentation.sourceRectFrame, rect.view != "view", case .view(let view)? = presentation.source,
              UIKitCode.path(of: view) == [rect.view] else { return nil }
        return rect.range
    }

    /// A popover presented by `following`'s own code: its content is not followed into again.
    mutating func addPresentation(_ presentation: UIKitCode.Presentation, of presenter: DeclaredType, presentedBy source: Int,
                                  following name: String) {
        following = [name]
        addPresentation(presentation, of: presenter, presentedBy: source)
    }

    /// A presenter the code does not name: a view standing at `range`.
    mutating func addUnknownPresenter(at range: SourceRange) -> Int {
        arena.add(.view, .root, range: range, typeRange: range)
    }

    func finish(named name: String, range: SourceRange) -> Screen {
        arena.screen(named: name, context: context, range: range)
    }

    // MARK: Sources

    /// Bars holding at least two items are what `popover-single-tap-switch` looks at; every bar
    /// the code fills is made, with its items in the order listed.
    private mutating func addBars(_ code: UIKitCode) {
        for bar in code.bars {
            let index = arena.add(bar.type, .root, range: bar.range, typeRange: bar.range)
            arena[index].id = bar.type == .toolbar ? "toolbar" : "navigationBar"
            for item in bar.items {
                let range = file.lines.range(of: item)
                let element = arena.add(.barButton, .child(of: index), range: range, typeRange: range)
                let path = UIKitCode.path(of: item)
                if path.count == 1 {
                    arena[element].id = path[0]
                    sources[Self.sourceKey(path[0], at: item)] = element
                }
                barItems[item.id] = element
            }
        }
    }

    private mutating func sourceElement(_ source: UIKitCode.Source?, code: UIKitCode, fallback: SourceRange) -> Int {
        switch source {
        case .barButton(let expression)?:
            return barButton(expression, code: code)
        case .view(let expression)?:
            let path = UIKitCode.path(of: expression)
            let key = path.count == 1 ? Self.sourceKey(path[0], at: expression) : nil
            if let key, let known = sources[key] { return known }
            let range = file.lines.range(of: expression)
            let className = path.count == 1 ? declaredClass(path[0], at: expression) : nil
            let index = arena.add(className.map(UIKitViews.type(ofClass:)) ?? .view, .root, range: range, typeRange: range)
            if let key {
                arena[index].id = path[0]
                arena[index].idIsParameter = isParameter(path[0], of: expression)
                sources[key] = index
            }
            return index
        case nil:
            // Anchored to nothing the code names: the controller's own view stands as the source.
            if let controllerView { return controllerView }
            let index = arena.add(.view, .root, range: fallback, typeRange: fallback)
            controllerView = index
            return index
        }
    }

    /// The anchor a presented controller's own setup gives its popover (`sourceView = anchor` in its `init`).
    mutating func ownSourceElement(_ source: OwnPopover.Source) -> Int {
        let index = arena.add(source.isBarButton ? .barButton : .view, .root, range: source.range, typeRange: source.range)
        arena[index].id = source.id
        return index
    }

    /// `shareItem`, `navigationItem.rightBarButtonItem`, or `sender` in the item's action method.
    private mutating func barButton(_ expression: ExprSyntax, code: UIKitCode) -> Int {
        let path = UIKitCode.path(of: expression)
        let key = path.count == 1 ? Self.sourceKey(path[0], at: expression) : nil
        if let key, let known = sources[key] { return known }
        if path.count == 1, let function = expression.enclosingFunctionName,
           isParameter(path[0], of: expression), let item = code.actionItems[function] {
            if let element = barItems[item.id] { return element }
            for (itemID, element) in barItems where itemNames(itemID, item) { return element }
        }
        if path.count == 2, path[0] == "navigationItem",
           let bar = arena.elements.first(where: { $0.type == .navigationBar }), bar.children.count == 1 {
            return bar.children[0]
        }
        let range = file.lines.range(of: expression)
        let index = arena.add(.barButton, .root, range: range, typeRange: range)
        if let key {
            arena[index].id = path[0]
            // A parameter's name (`sender`) is the code's, not the control's: the popover is named
            // by its content instead (sources.md, "Findings speak the file's language").
            arena[index].idIsParameter = isParameter(path[0], of: expression)
            sources[key] = index
        }
        return index
    }

    /// The name a source element is kept under: a property's name across the class, a parameter's
    /// or a local's only within its function, since `sender` in two action methods is two controls.
    static func sourceKey(_ name: String, at expression: some SyntaxProtocol) -> String {
        guard let function = expression.enclosingFunction, function.bindsLocally(name) else { return name }
        return "\(name)@\(function.position.utf8Offset)"
    }

    /// Whether the bar item written at `itemID` is a property whose value is the item `made`.
    private func itemNames(_ itemID: SyntaxIdentifier, _ made: ExprSyntax) -> Bool {
        guard let element = barItems[itemID], let name = arena[element].id else { return false }
        return made.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
            .pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }

    /// A controller's root view: `view` or `self.view` where the function binds no `view` of its
    /// own, or another controller's (`rootViewController.view`; views have no `view`).
    private func isRootView(_ expression: ExprSyntax) -> Bool {
        let path = UIKitCode.path(of: expression)
        guard path.last == "view" else { return false }
        return path.count > 1 || !(expression.is(DeclReferenceExprSyntax.self) && expression.enclosingFunction?.bindsLocally("view") == true)
    }

    private func isParameter(_ name: String, of expression: ExprSyntax) -> Bool {
        expression.enclosingFunction?.hasParameter(name) ?? false
    }

    /// The class of the value a name holds: a parameter's written type (`_ sender: UIButton`), none
    /// for another local, else a property's.
    private func declaredClass(_ name: String, at expression: ExprSyntax) -> String? {
        guard let function = expression.enclosingFunction, function.bindsLocally(name) else { return propertyClass(name) }
        return function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
            .map { UIKitCode.className(of: $0.type) }
    }

    /// The class of a property of that name in any type of the file (an outlet, a lazy view).
    private func propertyClass(_ name: String) -> String? {
        for type in file.types.all {
            if let property = type.property(name) {
                if let written = property.binding.typeAnnotation?.type { return UIKitCode.className(of: written) }
                if let value = property.binding.initializer?.value { return UIKitCode.constructedClass(value) }
            }
        }
        return nil
    }

    // MARK: Presentations

    private mutating func addPresentation(_ presentation: UIKitCode.Presentation, of presenter: DeclaredType, presentedBy source: Int) {
        let index = arena.add(presentation.type, .presented(by: source), range: presentation.range, typeRange: presentation.typeRange)
        if let title = presentation.title { arena.setCopy(.title, title.text, at: title.range, on: index) }
        // What the content is, where no copy names the popover: the SwiftUI view a hosting controller
        // shows (`rootView: SettingsView()`), else the app's own controller class.
        let hostedType = presentation.hostedView.flatMap(ModifierChain.constructedTypeName).flatMap { $0.first?.isUppercase == true ? $0 : nil }
        if let content = hostedType ?? presentation.contentClass, content.first?.isUppercase == true, !content.hasPrefix("UI") {
            arena[index].id = content
        }
        addActions(presentation, to: index)
        guard presentation.type == .popover else { return }
        arena.present(index) { $0.api = presentation.api }
        if let purpose = presentation.purpose {
            arena.present(index) { $0.purpose = purpose }
            arena[index][position: .purpose] = presentation.typeRange
        }
        arena[index][position: .api] = presentation.typeRange
        let own = presentation.own
        if let arrow = presentation.arrow ?? own?.arrow, arrow.unknown {
            arena.present(index) { $0.arrowUnknown = true }
        } else if let arrow = presentation.arrow ?? own?.arrow {
            arena.present(index) {
                $0.arrow = arrow.directions
                $0.arrowNone = arrow.directions.isEmpty
            }
            arena[index][position: .arrow] = arrow.range
            if let written = arrow.written { arena[index].writtenValues[.arrow] = written }
        }
        if case .view(let view)? = presentation.source, isRootView(view) { arena.present(index) { $0.sourceIsRootView = true } }
        if let beside = Self.rectBesideSource(presentation), let frame = presentation.sourceRectFrame {
            arena.present(index) {
                $0.sourceRectBeside = beside
                $0.sourceRectMethod = presentation.sourceRectMethod
            }
            arena[index].writtenValues[.sourceRect] = frame.written
        }
        // Set before presentation on a popover from a bar button item, the list is not the whole
        // list: UIKit adds the item's siblings to it, which is what no `passthrough` says.
        if let passthrough = presentation.passthrough, passthrough.afterPresent || arena[source].type != .barButton {
            arena.present(index) { $0.passthrough = passthrough.ids }
            arena[index][position: .passthrough] = passthrough.range
        }
        let otherDelegate = presentation.delegateClass.flatMap { file.types[$0] }
        // The presented controller as its own delegate, its class read by the index (another file's).
        let presentedDelegate = presentation.delegateIsPresented && otherDelegate == nil ? own?.asDelegate : nil
        // An object of a delegate class of another file (`AlwaysPopoverDelegate.shared`).
        let answersElsewhere = otherDelegate == nil && presentedDelegate == nil ? presentation.delegateAnswers : nil
        // The presenter's own methods, with those its extensions of other files add.
        let selfAcrossFiles = presentation.delegateIsSelf ? delegateAcrossFiles(delegateOwner ?? presenter) : nil
        if let joined = selfAcrossFiles?.joined {
            addDelegateAnswers(joined, into: index)
        } else if presentation.delegateIsSelf {
            readDelegate(delegateOwner ?? presenter, into: index)
        } else if let otherDelegate {
            // Another object of a class the file declares (the presented controller, a coordinator).
            readDelegate(otherDelegate, into: index)
        } else if let answersElsewhere {
            addDelegateAnswers(answersElsewhere, into: index)
        } else if let presentedDelegate {
            addDelegateAnswers(presentedDelegate, into: index)
        } else if !presentation.otherDelegate, let own, own.delegateIsSelf || own.otherDelegateIsRead {
            // The delegate the presented controller's setup gives it, itself or another object of a
            // class read (the presenter's, set later, wins).
            addOwnDelegate(own, into: index)
        }
        let delegateRead = otherDelegate != nil || presentedDelegate != nil || answersElsewhere != nil
        let ownDelegateIsOther = own?.otherDelegate == true && own?.otherDelegateIsRead != true && !presentation.delegateIsSelf && !delegateRead
        if presentation.api == .uiPopoverPresentationController, arena[index].presentation?.compactAdaptation == nil {
            let delegate = presentation.delegateIsSelf ? delegateOwner ?? presenter : otherDelegate
            let undecided = selfAcrossFiles.map { $0.joined?.adaptsUnsurely ?? true }
                ?? delegate.map { UIKitDelegate.answersAdaptationUnsurely($0, context: context, lines: file.lines) }
                ?? (answersElsewhere ?? presentedDelegate)?.adaptsUnsurely
                ?? ((presentation.otherDelegate && !delegateRead) || ownDelegateIsOther
                    // Set up here and presented by other code (`configure(_:from:)` returning it),
                    // which may give it a delegate first.
                    || (presentation.presentRange == nil && presentation.givenByCaller))
            if undecided { arena.present(index) { $0.compactAdaptationUnknown = true } }
        }
        if let present = presentation.presentRange, presentation.source == nil, own?.source == nil,
           presentation.api == .uiPopoverPresentationController, !presentation.shownInsideOwnPopover,
           !presentation.configuredElsewhere, !(presentation.otherDelegate && !delegateRead), !ownDelegateIsOther,
           !(presentation.delegateIsSelf && UIKitDelegate.preparesPopover(delegateOwner ?? presenter, context: context)),
           selfAcrossFiles.map({ $0.joined?.preparesPopover == false }) ?? true,
           !(otherDelegate.map { UIKitDelegate.preparesPopover($0, context: context) } ?? false), presentedDelegate?.preparesPopover != true,
           answersElsewhere?.preparesPopover != true {
            arena.present(index) { $0.presentedWithoutSource = present }
        } else if presentation.source == nil, own?.source == nil {
            // Code read elsewhere may anchor it: the stand-in view is no source to list.
            arena.present(index) { $0.sourceUnknown = true }
        }
        let content = presentation.contentClass.flatMap { file.types[$0] }
        let contentCode = content.map { UIKitCode.read($0, in: file, context: context) }
        if let size = presentation.size ?? contentCode?.ownSize ?? own?.size {
            arena.present(index) { $0.size = size.size }
            arena[index][position: .size] = size.range
        }
        if let modal = presentation.modal ?? contentCode?.ownModal ?? own?.modal {
            arena.present(index) { $0.modal = true }
            arena[index][position: .modal] = modal
        }
        if let content, let contentCode, !following.contains(content.name), following.count < Self.maxContentDepth {
            // A subclass of `UIHostingController` of the file that presents nothing itself shows the
            // view its initializer gives `super.init(rootView:)`.
            if contentCode.presentations.isEmpty, presentation.hostedView != nil {
                // `ContentViewController(rootView: panel())`: the view the construction gives, below.
            } else if contentCode.presentations.isEmpty, let hosted = Self.hostedRootView(of: content) {
                following.append(content.name)
                addHostedContent(hosted, of: content, into: index)
                following.removeLast()
            } else {
                addContent(content, contentCode, into: index)
            }
        }
        if let hosted = presentation.hostedView { addHostedContent(hosted, of: presenter, into: index) }
    }

    /// The SwiftUI view a `UIHostingController(rootView:)` shows as the popover's content, read as
    /// SwiftUI content is (another file's view followed with the index). Its size stays the
    /// controller's `preferredContentSize`: a hosting controller does not take it from the view.
    private mutating func addHostedContent(_ hosted: ExprSyntax, of presenter: DeclaredType, into popover: Int) {
        var reader = SwiftUIReader(file: file, type: presenter, context: context, across: controllers?.across)
        reader.arena = arena
        reader.following = following
        reader.expansions = wrapperExpansions
        reader.readHostedView(hosted, asContentOf: popover, sizesPopover: false)
        // Past the element budget, the content is not known whole: the popover keeps what it had.
        guard !reader.overBudget else { return }
        reader.markReadContent()
        arena = reader.arena
    }

    /// `super.init(rootView: FilterPanel())` (or a local given first, `let panel = FilterPanel()`) in
    /// the initializers of a subclass of `UIHostingController`: the view it shows; nil when two
    /// initializers give different views, or none gives one.
    static func hostedRootView(of type: DeclaredType) -> ExprSyntax? {
        guard type.inherited.contains("UIHostingController") else { return nil }
        var found: ExprSyntax?
        for member in type.members {
            guard let statements = member.as(InitializerDeclSyntax.self)?.body?.statements else { continue }
            var locals: [String: ExprSyntax] = [:]
            for item in statements {
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                            locals[name] = value
                        }
                    }
                }
                guard let call = item.item.as(FunctionCallExprSyntax.self), let called = call.calledExpression.as(MemberAccessExprSyntax.self),
                      called.base?.is(SuperExprSyntax.self) == true, called.declName.baseName.tokenKind == .keyword(.`init`),
                      let root = call.arguments.argument("rootView")?.expression else { continue }
                let value = root.as(DeclReferenceExprSyntax.self).flatMap { locals[$0.baseName.text] } ?? root
                if let earlier = found, earlier.trimmedDescription != value.trimmedDescription { return nil }
                found = value
            }
        }
        return found
    }

    /// An action sheet's actions, as its buttons. Shown as a popover, an action sheet has no
    /// Cancel button (UIKit drops the `.cancel` action: a tap outside cancels); as a sheet it has.
    private mutating func addActions(_ presentation: UIKitCode.Presentation, to index: Int) {
        for action in presentation.actions {
            if action.isCancel, presentation.type == .popover { continue }
            let button = arena.add(.button, .child(of: index), range: action.range, typeRange: action.range)
            if let title = action.title { arena.setCopy(.title, title.text, at: title.range, on: button) }
            if action.isCancel { arena[button].role = .cancel }
        }
    }

    /// The presented controller's view, which the reader cannot see into (its views come from
    /// code, a storyboard or a nib), and what the controller presents from it.
    private mutating func addContent(_ content: DeclaredType, _ code: UIKitCode, into popover: Int) {
        let range = content.nameToken.map(file.lines.range(of:)) ?? arena[popover].range
        let view = arena.add(nil, .child(of: popover), range: range, typeRange: range)
        arena[view].editableValue = true
        following.append(content.name)
        let insidePopover = arena[popover].type == .popover
        // An action sheet or share sheet it shows from its own content, its popover presentation
        // controller untouched, is shown inside the popover: no popover of its own.
        for presentation in code.presentations where !(insidePopover && code.isShownInsidePopover(presentation, shownAsContent: true)) {
            addPresentation(presentation, of: content, presentedBy: view)
        }
        following.removeLast()
    }

    /// The presented controller's own delegate methods, when it is its popover's delegate.
    mutating func addOwnDelegate(_ own: OwnPopover, into popover: Int) {
        addDelegateDecisions(compactAdaptation: own.compactAdaptation, refusedOutsideTap: own.refusedOutsideTap, into: popover)
    }

    /// What a delegate class of this file decides with its extensions of other files
    /// (`extension LibraryViewController: UIPopoverPresentationControllerDelegate` in a file of its
    /// own): joined when the index reads them with the class, unread when an extension of another
    /// file may answer in code it does not join. Nil when no other file extends it.
    private func delegateAcrossFiles(_ delegate: DeclaredType) -> DelegateAcrossFiles? {
        if inheritsDelegateMethods(delegate) { return .unread }
        guard let controllers else { return nil }
        if controllers.isExtendedElsewhere(delegate.name) { return .unread }
        guard let facts = controllers.project.controllers[delegate.name], facts.path == controllers.path, facts.joinsOtherFiles else { return nil }
        return .joined(controllers.own(of: delegate.name, context: context)?.asDelegate ?? OwnPopover.DelegateAnswers())
    }

    /// Whether a UIKit class the delegate inherits from has a popover delegate's methods from an
    /// extension of the run (`extension UIViewController: UIPopoverPresentationControllerDelegate`)
    /// while the delegate's own code implements none: they may answer for it, which this reading
    /// does not follow.
    private func inheritsDelegateMethods(_ delegate: DeclaredType) -> Bool {
        guard !DelegateFacts.implementsDelegateMethod(delegate) else { return false }
        let given = controllers?.project.classesGivenDelegateMethods
            ?? Set(file.types.all.filter { $0.name.hasPrefix("UI") && DelegateFacts.implementsDelegateMethod($0) }.map(\.name))
        guard !given.isEmpty else { return false }
        let superclass = delegate.declarations.lazy.compactMap { $0.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first }
            .first.map { DeclaredTypes.simpleName(of: $0.type) }
        return given.contains("UIViewController") || given.contains("UIResponder") || superclass.map(given.contains) == true
    }

    private enum DelegateAcrossFiles {
        case joined(OwnPopover.DelegateAnswers)
        case unread

        var joined: OwnPopover.DelegateAnswers? {
            if case .joined(let answers) = self { return answers }
            return nil
        }
    }

    /// What the presented controller's delegate methods decide, when its presenter makes it its
    /// popover's delegate.
    private mutating func addDelegateAnswers(_ answers: OwnPopover.DelegateAnswers, into popover: Int) {
        addDelegateDecisions(compactAdaptation: answers.compactAdaptation, refusedOutsideTap: answers.refusedOutsideTap, into: popover)
    }

    /// A delegate's decisions, where its methods make them: the adaptation it gives a compact width,
    /// and a tap outside it refuses.
    private mutating func addDelegateDecisions(compactAdaptation: (CompactAdaptation, SourceRange)?, refusedOutsideTap: SourceRange?,
                                               into popover: Int) {
        if let (adaptation, range) = compactAdaptation {
            arena.present(popover) { $0.compactAdaptation = adaptation }
            arena[popover][position: .compactAdaptation] = range
        }
        if let range = refusedOutsideTap {
            arena.present(popover) { $0.outsideTap = .prevent }
            arena[popover][position: .dismissOutsideTap] = range
        }
    }

    /// The presenter's `UIAdaptivePresentationControllerDelegate` methods, when it is the popover's
    /// delegate: `adaptivePresentationStyle(for:)` returning `.none` keeps the popover a popover in
    /// a compact width; `presentationControllerShouldDismiss(_:)` returning `false` stops a tap outside.
    private mutating func readDelegate(_ delegate: DeclaredType, into popover: Int) {
        addDelegateDecisions(
            compactAdaptation: UIKitDelegate.compactAdaptation(of: delegate, context: context, lines: file.lines),
            refusedOutsideTap: UIKitDelegate.refusedDismissal(of: delegate, api: arena[popover].presentation?.api, context: context,
                                                              lines: file.lines),
            into: popover)
    }
}

extension SyntaxProtocol {
    /// The name of the function this code is in.
    var enclosingFunctionName: String? { enclosingFunction?.name.text }
}

extension SyntaxProtocol {
    /// The function whose body this node is in, if any.
    var enclosingFunction: FunctionDeclSyntax? {
        var node = parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function }
            node = current.parent
        }
        return nil
    }
}

extension FunctionDeclSyntax {
    func hasParameter(_ name: String) -> Bool {
        signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    /// Whether `name` is one of the function's parameters or is bound in its body (`let`, `if let`,
    /// `guard let`, a closure's parameter): then it names a value of this call, not a property.
    func bindsLocally(_ name: String) -> Bool {
        if hasParameter(name) { return true }
        return body?.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self)
                || parent.is(ClosureParameterSyntax.self)
        } ?? false
    }
}
