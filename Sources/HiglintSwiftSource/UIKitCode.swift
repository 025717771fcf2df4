import HiglintCore
import SwiftSyntax

/// What one view controller's code does about presentations, in one run context: the popovers it
/// configures (`modalPresentationStyle = .popover` and its `popoverPresentationController`, or a
/// `UIPopoverController`), the other presentations it makes, its bar button items, and what it
/// says about itself when it is the presented one (`preferredContentSize`, `isModalInPresentation`).
struct UIKitCode: Sendable {
    /// A popover or another presentation made in code, keyed by the variable that holds the
    /// presented controller.
    struct Presentation {
        var type: ElementType
        /// The token that makes it: `.popover` of `modalPresentationStyle = .popover`,
        /// `UIPopoverController`, `.actionSheet` of an alert controller's style.
        var typeRange: SourceRange
        var range: SourceRange
        var api: PopoverAPI?
        /// The class of the presented view controller, when the code names it.
        var contentClass: String?
        var source: Source?
        var arrow: ArrowSetting?
        var size: (size: Size, range: SourceRange)?
        /// `passthroughViews = […]`, and whether it is set once the popover is presented. Before
        /// presentation UIKit adds a bar button item's siblings to the list; after, the list set
        /// is the whole list.
        var passthrough: (ids: [(id: String, range: SourceRange)], range: SourceRange, afterPresent: Bool)?
        var modal: SourceRange?
        var delegateIsSelf = false
        var title: (text: String, range: SourceRange)?
        /// The variable that holds the presented controller, if any.
        var variable: String?
        /// An alert controller counts once it is presented (`present(alert, …)`).
        var awaitsPresent = false
        /// `actionSheet` for an alert controller's action sheet shown as a popover.
        var purpose: Purpose?
        /// An action sheet or activity view UIKit makes a popover of where the width is regular.
        var isSystemSheet = false
        /// A `UIActivityViewController` read as a sheet (the width is compact): the popover style
        /// set on it makes it a popover there too.
        var isActivityView = false
        /// Presented by this controller itself (`present(sheet, animated:)`, `self.present`), not
        /// by another object (`navigationController?.present`).
        var presentedBySelf = false
        /// Presented by a controller that makes itself a popover, from its own content, with no
        /// word about its own popover presentation controller: UIKit shows it inside that popover,
        /// where the width is compact (`popover-no-source` does not fire; docs/sources.md).
        var shownInsideOwnPopover = false
        /// An action sheet's actions (`addAction(UIAlertAction(title:style:))`), in the order added.
        var actions: [Action] = []
        /// The `present` name of `present(controller, animated:)`, the first time it is called.
        var presentRange: SourceRange?
        /// The first call that presents it: `present(controller, animated:)`, or a
        /// `UIPopoverController`'s `present(from:…)`.
        var presentCall: FunctionCallExprSyntax?
        /// Code this reading does not see may configure the popover: the controller comes from
        /// another function or a property, is handed to another function, makes itself a popover,
        /// or has a delegate other than `self` (docs/sources.md, "A popover with no source").
        var configuredElsewhere = false
        /// A delegate other than `self` is set.
        var otherDelegate = false
        /// The class of that other delegate, when sure (`OtherPopoverDelegate`): its methods decide.
        var delegateClass: String?
        /// The other delegate is the presented controller itself (`picker.popoverPresentationController?.delegate
        /// = picker`): its class's methods decide (`own`'s `asDelegate`).
        var delegateIsPresented = false
        /// What the methods of that other delegate decide, when its class is another file's
        /// (`DelegateFacts`), numbered for this reading.
        var delegateAnswers: OwnPopover.DelegateAnswers?
        /// `sourceRect = anchor.frame`: the view whose frame it is (a name), and the `.frame`.
        var sourceRectFrame: (view: String, range: SourceRange, written: WrittenValue)?
        /// The system controller's method whose `from:` rectangle that is (`UIKitSystemMenus`).
        var sourceRectMethod: String?
        /// What the presented controller's class sets up on itself, joined to what this code sets.
        var own: OwnPopover?
        /// The stored properties a `UIPopoverController` is kept in, when the class's other methods
        /// read them as this one popover (`StoredPopoverControllers`).
        var storedIn: [String] = []
        /// Made by a lazy property's initializer (`lazy var filterPopover = UIPopoverController(…)`):
        /// made only once a method uses it, so not at all where no method presents it.
        var madeLazily = false
        /// The controller is a parameter of the function that makes it a popover (`configure(_ nav:
        /// …)`): its caller presents it, and may give it a delegate first.
        var givenByCaller = false
        /// The SwiftUI view a `UIHostingController(rootView:)` presented as the popover shows: its
        /// content, read as SwiftUI content is.
        var hostedView: ExprSyntax?
        /// The block of the `modalPresentationStyle = …` that made it: a style set again in that
        /// block before `present` replaces this one (the controller shows with the last).
        var styleBlock: SyntaxIdentifier?

        init(type: ElementType, typeRange: SourceRange, range: SourceRange, api: PopoverAPI? = nil) {
            self.type = type
            self.typeRange = typeRange
            self.range = range
            self.api = api
        }

        /// Whether a style set in `block` replaces this one: both set in one block, nothing
        /// presented yet, and this one made by a style (not an action sheet, an activity view or a
        /// `UIPopoverController`). A style set under a condition (another block) does not.
        func restyles(in block: SyntaxIdentifier?) -> Bool {
            block != nil && styleBlock == block && presentRange == nil && !isSystemSheet && !isActivityView && api != .uiPopoverController
        }

        /// The controller given another style before it is presented: what was set up for a
        /// popover's anchor means nothing once it is not a popover.
        mutating func restyle(as newType: ElementType, at newRange: SourceRange) {
            if type == .popover, newType != .popover {
                source = nil
                arrow = nil
                passthrough = nil
                sourceRectFrame = nil
            }
            type = newType
            typeRange = newRange
            api = newType == .popover ? .uiPopoverPresentationController : nil
        }
    }

    /// One `UIAlertAction` of an action sheet: its title when a literal, and whether it is the
    /// `.cancel` action (which UIKit leaves out of an action sheet shown as a popover).
    struct Action {
        var title: (text: String, range: SourceRange)?
        var range: SourceRange
        var isCancel: Bool
    }

    /// What a popover is anchored to.
    enum Source {
        /// `barButtonItem = …`, `sourceItem = …` or `present(from: item…)`: the item's expression.
        case barButton(ExprSyntax)
        case view(ExprSyntax)

        var isBarButton: Bool {
            if case .barButton = self { return true }
            return false
        }
    }

    /// Bar button items in the navigation bar or toolbar, each as written in the bar's list.
    struct Bar {
        var type: ElementType
        var range: SourceRange
        var items: [ExprSyntax]
    }

    private(set) var presentations: [Presentation] = []
    private(set) var bars: [Bar] = []
    /// `preferredContentSize = …` and `isModalInPresentation = true` on the controller itself.
    private(set) var ownSize: (size: Size, range: SourceRange)?
    private(set) var ownModal: SourceRange?
    /// What the controller sets up about its own popover in its `init`, `viewDidLoad` or `loadView`.
    private(set) var ownSetup = OwnSetup()

    struct OwnSetup {
        /// `modalPresentationStyle = .popover` on itself.
        var style: SourceRange?
        var source: OwnPopover.Source?
        var arrow: ArrowSetting?
        var delegateIsSelf = false
        var otherDelegate = false
        /// The class of that other delegate, when sure (`OtherPopoverDelegate`): its methods decide.
        var delegateClass: String?
        /// Another method sets its own popover up: which of them runs first is not known.
        var setElsewhere = false
    }
    /// The item each `@objc` action method belongs to: `UIBarButtonItem(…, action: #selector(share(_:)))`.
    private(set) var actionItems: [String: ExprSyntax] = [:]

    let file: SwiftFile
    let context: RunContext
    /// Per member being read: variable → presentation index, alias of a popover presentation
    /// controller → presentation index, and variables' classes.
    private var byVariable: [String: Int] = [:]
    private var controllerAliases: [String: Int] = [:]
    private(set) var classes: [String: String] = [:]
    /// `let host = UIHostingController(rootView: FilterPanel())`: the root view each variable's
    /// hosting controller shows.
    private var hostedViews: [String: ExprSyntax] = [:]
    /// Each local's value in the member read (`let panel = FilterPanel()`), for the view a hosting
    /// controller is given through a name.
    private var localValues: [String: ExprSyntax] = [:]
    /// `picker.preferredContentSize = …` before `picker.modalPresentationStyle = .popover`, by the
    /// variable: the popover made then has that size.
    private var sizesBeforeStyle: [String: (size: Size, range: SourceRange)] = [:]
    private var presented: Set<String> = []
    /// `let cancel = UIAlertAction(…)`, added later with `addAction(cancel)`.
    private var actionVariables: [String: Action] = [:]
    /// Names bound to `self`: `guard let strongSelf = self`.
    private var selfAliases: Set<String> = []
    /// Names bound to a controller's root view (`let anchor = uiViewController.view`).
    private var rootViewAliases: Set<String> = []
    /// Names bound to the controller that presented this one (`let presenter =
    /// presentingViewController`, `guard let presenter = presentingViewController as? EditorViewController`).
    private var presenterAliases: Set<String> = []
    /// UIKit's `presentingViewController`, unless the type declares a property of that name (a
    /// coordinator's `weak var presentingViewController`, which is the one it presents from).
    private var presenterProperty: String? = "presentingViewController"
    /// Variables this member binds to a controller it makes (`let picker = PickerViewController()`):
    /// the only ones whose configuration it can read whole.
    private var madeHere: Set<String> = []
    /// Controllers made here that were handed to a function, or had a method called, before a
    /// popover of them was known: such a popover is not read whole.
    private var handedOn: Set<String> = []
    /// In `prepare(for:sender:)`, its segue parameter, and the names bound to the segue's
    /// destination: a storyboard segue's presentation, which a storyboard describes (its own
    /// `.popover` set again there is that segue's popover, docs/sources.md "One popover, one finding").
    private var segueName: String?
    private var segueDestinations: Set<String> = []
    /// Whether the member being read is the controller's setup (`UIKitSetupMembers`).
    private var readsSetup = false
    /// Names bound to the controller's own `popoverPresentationController`.
    private var ownControllerAliases: Set<String> = []
    /// The classes presented controllers are of, in this file or another (nil: only this file's).
    let controllers: UIKitControllers?
    /// Read with no index, a call of another type's method of this file that makes a sheet
    /// (`ShareSheet.make(…)`) is that sheet, as the index makes it across files.
    private let followsFileFactories: Bool
    /// The class whose code this is.
    private let typeName: String
    /// The type read is a SwiftUI representable: `context.coordinator` in its code is its
    /// `Coordinator`, read with it (`UIKitRepresentables.withNestedTypes`) as `self` is.
    private var isRepresentable = false
    /// The UIKit classes the type inherits from (`UIViewController`, `UITableViewController`):
    /// the app's extensions of them give it their methods.
    private let inheritedUIKitClasses: [String]
    private var ownPopovers: [String: OwnPopover?] = [:]
    /// `AnchoringPresenters` of the run (or of this file alone), found when a `present` is first read.
    private var anchoringPresenters: [AnchoringPresenters]?
    /// The names each function read binds (`LocalScope`), by the function.
    private var localScopes: [SyntaxIdentifier: LocalScope?] = [:]

    /// The class's methods that make and return an action sheet or a share sheet (`func
    /// makeSortMenu() -> UIAlertController`), by name, with what they set up on it: a controller a
    /// method gets from one starts from that.
    private var factories: [String: Presentation] = [:]
    /// `lazy var sortMenu: UIAlertController = { … }()`: the one sheet each such property holds,
    /// by its name, with what its initializer sets up.
    private var lazySheets: [String: Presentation] = [:]
    /// The names of `lazySheets` that more than one member uses: what one sets up on the sheet
    /// another does not see.
    private var lazySheetsSharedByMembers: Set<String> = []

    /// The stored properties that hold one `UIPopoverController` made in one place of the class:
    /// every method reads that name as that popover (docs/sources.md, "UIKit").
    private var stored = StoredPopoverControllers()

    /// The code of `type` read in `context`. Read with no other file's controllers joined, it is
    /// read once per file, context and numbering: a class's own setup, its screen and a popover's
    /// content each ask for it.
    /// The view types the type's popovers show through `UIHostingController(rootView:)`: another
    /// file's view read as their content is read there, not as a screen of its own.
    static func viewsHostedInPopovers(by type: DeclaredType, in file: SwiftFile) -> Set<String> {
        guard !type.isView, file.capitalisedNames(of: type).contains("UIHostingController") else { return [] }
        var names = Set<String>()
        for presentation in read(type, in: file, context: file.standardContext).presentations where presentation.type == .popover {
            if let name = presentation.hostedView.flatMap(ModifierChain.constructedTypeName) { names.insert(name) }
        }
        return names
    }

    static func read(_ type: DeclaredType, in file: SwiftFile, context: RunContext, controllers: UIKitControllers? = nil) -> UIKitCode {
        if let controllers { return UIKitCode(of: type, in: file, context: context, controllers: controllers) }
        return file.uiKitCode.value(of: type.name, in: file, context: context) {
            UIKitCode(of: type, in: file.holdingReadingsWeakly, context: context)
        }
    }

    private init(of type: DeclaredType, in file: SwiftFile, context: RunContext, controllers: UIKitControllers? = nil,
                 followsFileFactories: Bool = true) {
        let first = UIKitCode(reading: type, in: file, context: context, controllers: controllers, joining: [:],
                              followsFileFactories: followsFileFactories)
        let joined = first.stored.joinable.isEmpty ? [:] : StoredPopoverControllers.givenNoOtherValue(first.stored.joinable, in: type.members)
        // Read again only when a popover kept in a property is made in one place: its methods are
        // then read with the method that makes it first, so the others find it.
        self = joined.isEmpty ? first : UIKitCode(reading: type, in: file, context: context, controllers: controllers, joining: joined,
                                                  followsFileFactories: followsFileFactories)
    }

    /// The code of `type` read to learn the sheets its type methods make for another type's code
    /// of the file read with no index (`sheetMade(by:)`): it does not follow other types' such
    /// methods in turn, so two types that call each other's are read once each.
    static func readForFactories(_ type: DeclaredType, in file: SwiftFile) -> UIKitCode {
        UIKitCode(of: type, in: file, context: .standard, followsFileFactories: false)
    }

    private init(reading type: DeclaredType, in file: SwiftFile, context: RunContext, controllers: UIKitControllers?,
                 joining joined: [String: SyntaxIdentifier], followsFileFactories: Bool) {
        self.file = file
        self.followsFileFactories = followsFileFactories
        self.context = context
        self.controllers = controllers
        self.typeName = type.name
        isRepresentable = !type.inherited.isDisjoint(with: PopoverWrappers.representables)
        inheritedUIKitClasses = type.inherited.filter(Self.isUIKitControllerClass)
        let properties = propertyClasses(of: type)
        let setup = UIKitSetupMembers.of(type, context: context)
        stored = StoredPopoverControllers(properties: Self.propertyNames(of: type), joined: joined)
        if type.property("presentingViewController") != nil { presenterProperty = nil }
        let makers = Set(joined.values)
        var members = makers.isEmpty ? type.members : type.members.filter { makers.contains($0.id) } + type.members.filter { !makers.contains($0.id) }
        let subclassedHere = file.types.all.contains { $0.name != type.name && $0.inherited.contains(type.name) }
        // Methods that make a system sheet for others are read before the methods that call them.
        if members.contains(where: Self.mayBeFactory) {
            members = members.filter(Self.mayBeFactory) + members.filter { !Self.mayBeFactory($0) }
        }
        for member in members where Conditions.isCompiled(member, in: context) {
            // A member that names nothing the reading acts on leaves nothing behind it.
            guard RawTypeFacts.names(Self.namesActedOn, lengths: Self.lengthsActedOn, in: member) else { continue }
            // Variables live within one method; stored properties are visible in all of them, and a
            // parameter of the same name hides one.
            stored.enter(member)
            byVariable = stored.indices.filter { !stored.locals.contains($0.key) }
            controllerAliases = [:]
            classes = properties
            hostedViews = [:]
            localValues = [:]
            sizesBeforeStyle = [:]
            presented = []
            actionVariables = [:]
            selfAliases = []
            rootViewAliases = []
            presenterAliases = []
            madeHere = []
            ownControllerAliases = []
            handedOn = []
            segueName = Self.segueParameter(of: member)
            segueDestinations = []
            readsSetup = setup.contains(member.id)
            let before = presentations.count
            holdLazySheets(in: member)
            read(Syntax(member))
            if subclassedHere {
                // A subclass may override the method or the property: what it makes is not sure.
            } else if let (name, returned) = Self.factoryReturn(of: member), let made = factoryPresentation(returned, madeSince: before) {
                factories[name] = made
            } else if let (name, returned) = Self.lazySheetInitializer(of: member), let made = factoryPresentation(returned, madeSince: before) {
                lazySheets[name] = made
                if Self.isUsedByMoreThanOneMember(name, of: type, besides: member) { lazySheetsSharedByMembers.insert(name) }
            }
            // An alert controller that is made but never presented shows nothing.
            let made = presentations[before...].filter { !$0.awaitsPresent || presented.contains($0.variable ?? "") }
            presentations.replaceSubrange(before..., with: made)
            stored.index(presentations)
        }
        // `if idiom == .pad { filterPopover.present(from: …) }`, read for an iPhone: the lazy
        // property's popover controller is never made there (made, it would raise an exception).
        presentations.removeAll { $0.madeLazily && $0.presentCall == nil }
    }

    /// A method declared to return an action sheet's or a share sheet's controller, or a lazy
    /// property, or a constant one, declared to hold one (`let photoMenu = UIAlertController(…)`
    /// is made with the controller and is the same sheet each time).
    private static func mayBeFactory(_ member: DeclSyntax) -> Bool {
        if let type = member.as(FunctionDeclSyntax.self)?.signature.returnClause?.type { return systemSheetClasses.contains(className(of: type)) }
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) || variable.bindingSpecifier.tokenKind == .keyword(.let),
              let binding = variable.bindings.first, binding.accessorBlock == nil else { return false }
        if let type = binding.typeAnnotation?.type { return systemSheetClasses.contains(className(of: type)) }
        // `lazy var filterMenu = UIAlertController(…)`.
        guard let value = binding.initializer?.value, let call = Self.call(in: value),
              let made = ModifierChain.typeName(call.calledExpression) else { return false }
        return systemSheetClasses.contains(made)
    }

    /// `lazy var sortMenu: UIAlertController = { let menu = …; return menu }()` (or `= UIAlertController(…)`):
    /// the property's name, and what its initializer returns.
    private static func lazySheetInitializer(of member: DeclSyntax) -> (name: String, returned: ExprSyntax)? {
        guard mayBeFactory(member), let binding = member.as(VariableDeclSyntax.self)?.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value else { return nil }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return (name, value) }
        guard let returned = returnedValue(of: Syntax(closure), statements: closure.statements) else { return nil }
        return (name, returned)
    }

    /// The value every `return` of the body returns (not those of closures or functions nested in
    /// it), or the body's one expression; nil when they differ or there are none.
    private static func returnedValue(of body: Syntax, statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        var returned: [ExprSyntax] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.return) {
            guard let statement = token.parent?.as(ReturnStmtSyntax.self), let value = statement.expression else { return nil }
            var node = statement.parent
            while let current = node, current.id != body.id {
                if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(AccessorBlockSyntax.self) { break }
                node = current.parent
            }
            if node?.id == body.id { returned.append(value) }
        }
        if returned.isEmpty, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { returned = [only] }
        guard let first = returned.first, returned.allSatisfy({ $0.trimmedDescription == first.trimmedDescription }) else { return nil }
        return first
    }

    /// Whether more than one member of the type other than `declaration` names `name`.
    private static func isUsedByMoreThanOneMember(_ name: String, of type: DeclaredType, besides declaration: DeclSyntax) -> Bool {
        let names: Set<String> = [name]
        let lengths = NameLengths(names)
        return type.members.lazy.filter { $0.id != declaration.id && RawTypeFacts.names(names, lengths: lengths, in: $0) }.dropFirst().first != nil
    }

    /// The sheets of the class's lazy properties, as the member about to be read finds them: each
    /// unless a parameter hides it. One another member also sets up is not read whole.
    private mutating func holdLazySheets(in member: DeclSyntax) {
        for (name, sheet) in lazySheets where !stored.locals.contains(name) {
            var held = sheet
            held.variable = name
            held.awaitsPresent = true
            held.presentRange = nil
            held.presentCall = nil
            if lazySheetsSharedByMembers.contains(name) { held.configuredElsewhere = true }
            presentations.append(held)
            byVariable[name] = presentations.count - 1
        }
    }

    private static let systemSheetClasses: Set<String> = ["UIAlertController", "UIActivityViewController"]

    /// A method that returns a system sheet it makes: its name, and what every `return` of its own
    /// returns (the same local name, or a construction), or its one expression.
    private static func factoryReturn(of member: DeclSyntax) -> (name: String, returned: ExprSyntax)? {
        guard mayBeFactory(member), let function = member.as(FunctionDeclSyntax.self), let body = function.body,
              let returned = returnedValue(of: Syntax(body), statements: body.statements) else { return nil }
        return (function.name.text, returned)
    }

    /// What a factory method sets up on the sheet it returns: the one held by the returned name,
    /// or the one its `return` makes.
    private mutating func factoryPresentation(_ returned: ExprSyntax, madeSince start: Int) -> Presentation? {
        let path = Self.path(of: returned)
        if path.count == 1 {
            guard let index = byVariable[path[0]], index >= start, presentations[index].awaitsPresent, !presented.contains(path[0]) else { return nil }
            return presentations[index]
        }
        guard let made = Self.call(in: returned), let className = ModifierChain.typeName(made.calledExpression) else { return nil }
        switch className {
        case "UIAlertController": return alert(made, at: returned)
        case "UIActivityViewController": return activityView(made, at: returned)
        default: return nil
        }
    }

    /// What the type's method `name` sets up on the sheet it makes and returns, as read for the
    /// index (`SheetFactory`); nil when it is no such method.
    func sheetReturned(by name: String) -> Presentation? { factories[name] }

    /// The sheet a call of one of the class's factory methods returns (`makeSortMenu()`,
    /// `self.makeSortMenu()`, a static one as `Self.make()` or `SortMenu.make()` in `SortMenu`), or
    /// of another type's (`Alert.makeActionSheet(…)`, `SheetFactory`), fresh: not yet presented,
    /// held by no name, and made at the call (each call makes a popover of its own).
    private func sheetMade(by call: FunctionCallExprSyntax) -> Presentation? {
        let path = Self.path(of: call.calledExpression)
        let ownType = path.count == 2 && (path[0] == typeName || path[0] == "Self")
        if path.count == 2, !ownType, let factory = controllers?.project.sheetFactories[path[0] + "." + path[1]] {
            return sheetMade(by: factory, at: call)
        }
        if controllers == nil, followsFileFactories, let factory = fileFactory(called: path) {
            return sheetMade(by: factory, at: call)
        }
        // `makeSortMenu()`, a method the app's `extension UIViewController` gives every controller.
        if path.count == 1, factories[path[0]] == nil, let project = controllers?.project,
           let factory = (["UIViewController"] + inheritedUIKitClasses).lazy.compactMap({ project.sheetFactories[$0 + "." + path[0]] }).first {
            return sheetMade(by: factory, at: call)
        }
        guard !factories.isEmpty else { return nil }
        guard path.count == 1 || ownType, var made = factories[path[path.count - 1]] else { return nil }
        made.typeRange = nameRange(of: call)
        made.variable = nil
        made.awaitsPresent = false
        made.presentRange = nil
        made.presentCall = nil
        return made
    }

    /// Read with no index, the factory of another type of this file that `path` calls: a type
    /// method (`ShareSheet.make`), or a method the file's extension of a UIKit controller class
    /// gives every such controller (`makeSortMenu()`).
    private func fileFactory(called path: [String]) -> SheetFactory? {
        let candidates: [(type: String, method: String)]
        if path.count == 2, path[0] != typeName, path[0] != "Self" {
            candidates = [(path[0], path[1])]
        } else if path.count == 1, factories[path[0]] == nil {
            candidates = (["UIViewController"] + inheritedUIKitClasses).map { ($0, path[0]) }
        } else {
            return nil
        }
        for (typeName, method) in candidates {
            guard let type = file.types[typeName] else { continue }
            if let factory = SheetFactory.factories(of: type, in: file, reading: UIKitCode.readForFactories)[typeName + "." + method] {
                return factory
            }
        }
        return nil
    }

    /// Where a call names what it calls (`makeSortMenu` in `self.makeSortMenu()`): where the
    /// popover a factory method makes is reported.
    private func nameRange(of call: FunctionCallExprSyntax) -> SourceRange {
        file.lines.range(of: Self.nameToken(of: call.calledExpression) ?? call.calledExpression.firstToken(viewMode: .sourceAccurate)!)
    }

    /// The sheet another type's factory method makes, at the call: a popover where the width is
    /// regular (pointed at the method's name), a sheet elsewhere; what the method sets up on it is
    /// not read, only whether it may anchor it.
    private func sheetMade(by factory: SheetFactory, at call: FunctionCallExprSyntax) -> Presentation {
        let typeRange = nameRange(of: call)
        var made: Presentation
        if systemPopoversArePopovers {
            made = Presentation(type: .popover, typeRange: typeRange, range: file.lines.range(of: call), api: .uiPopoverPresentationController)
            if factory.kind == .actionSheet { made.purpose = .actionSheet }
        } else {
            made = Presentation(type: factory.kind == .actionSheet ? .actionSheet : .sheet, typeRange: typeRange, range: file.lines.range(of: call))
        }
        made.configuredElsewhere = factory.mayBeAnchored
        return made
    }

    /// Every property name the type declares (stored or computed, in its extensions too).
    private static func propertyNames(of type: DeclaredType) -> Set<String> {
        var names = Set<String>()
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings.nodes {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// `segue.destination` of `segue.destination as? SortViewController` (folded or not).
    private static func castOperand(_ value: ExprSyntax) -> ExprSyntax {
        if let cast = value.as(AsExprSyntax.self) { return cast.expression }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
            return first
        }
        return value
    }

    /// `segue` of `override func prepare(for segue: UIStoryboardSegue, sender: Any?)`.
    private static func segueParameter(of member: DeclSyntax) -> String? {
        guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "prepare",
              let first = function.signature.parameterClause.parameters.first, first.firstName.text == "for" else { return nil }
        return (first.secondName ?? first.firstName).text
    }

    /// `segue.destination`, or a name bound to it, in `prepare(for:sender:)`.
    private func isSegueDestination(_ key: String) -> Bool {
        guard let segueName else { return false }
        return key == segueName + ".destination" || segueDestinations.contains(key)
    }

    private func propertyClasses(of type: DeclaredType) -> [String: String] {
        var result: [String: String] = [:]
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings.nodes {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let written = binding.typeAnnotation?.type {
                    result[name] = Self.className(of: written)
                } else if let value = binding.initializer?.value, let className = Self.constructedClass(value) {
                    result[name] = className
                }
            }
        }
        return result
    }

    // MARK: Reading statements

    /// The member's code in source order, skipping what the run context rules out: inactive `#if`
    /// clauses, `if` branches whose condition it decides, and the rest of a block after a `guard`
    /// that fails in it.
    private mutating func read(_ root: Syntax) {
        var walker = UIKitCodeWalker(code: self)
        walker.walk(root)
        self = walker.code
    }

    fileprivate mutating func visit(_ node: Syntax) {
        if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            stored.declare(name, at: binding)
            if let value = binding.initializer?.value {
                bind(name, to: value, at: binding)
            } else if stored.indices[name] != nil {
                byVariable[name] = nil
            }
        } else if let sequence = node.as(SequenceExprSyntax.self), let (target, value) = sequence.assignment {
            assign(value, to: target, statement: sequence)
        } else if let sequence = node.as(SequenceExprSyntax.self), sequence.computedAssignment != nil,
                  let (target, style) = chosenStyle(sequence) {
            // `modalPresentationStyle = isPad ? .popover : .fullScreen`: the branch this context picks.
            assign(style, to: target, statement: sequence)
        } else if let sequence = node.as(SequenceExprSyntax.self), let (target, operand) = sequence.computedAssignment,
                  let property = Self.lastName(of: target), Self.sourceProperties.contains(property) {
            // `barButtonItem = sender as? UIBarButtonItem`, `sourceView = anchor ?? view`: the
            // popover is given a source, whichever the code picks (for a cast, the value cast).
            assign(operand ?? ExprSyntax(sequence), to: target, statement: sequence)
        } else if let sequence = node.as(SequenceExprSyntax.self), let (target, operand) = sequence.computedAssignment,
                  Self.lastName(of: target) == "delegate" {
            // `delegate = parent as? UIPopoverPresentationControllerDelegate`: the object cast, or,
            // computed otherwise (`a ?? b`), another object whose methods are not read.
            assign(operand ?? ExprSyntax(sequence), to: target, statement: sequence)
        } else if let sequence = node.as(SequenceExprSyntax.self), let (target, _) = sequence.computedAssignment,
                  Self.lastName(of: target) == "permittedArrowDirections" {
            // `permittedArrowDirections = isDial ? [.right] : [.up, .down]`: set, to directions not known.
            assign(ExprSyntax(sequence), to: target, statement: sequence)
        } else if let call = node.as(FunctionCallExprSyntax.self) {
            noteHandedOn(call)
            readCall(call)
        }
    }

    /// A presentation's controller passed to a function (`configure(sheet)`), or one of its own
    /// methods this reading does not know called (`sheet.anchor(to: button)`, an extension that may
    /// set its source), may be configured there: its popover is no longer read whole. `present`'s
    /// own first argument, and `addAction`, are not.
    private mutating func noteHandedOn(_ call: FunctionCallExprSyntax) {
        guard !byVariable.isEmpty || !controllerAliases.isEmpty || !madeHere.isEmpty else { return }
        // `UINavigationController(rootViewController: picker)`: the navigation controller is what
        // is presented, so the popover style set on `picker` shows only if `picker` itself is.
        if let root = call.arguments.argument("rootViewController"), ModifierChain.typeName(call.calledExpression) == "UINavigationController",
           let name = root.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let held = byVariable[name],
           presentations[held].variable == name {
            presentations[held].awaitsPresent = true
        }
        let method = Self.lastName(of: call.calledExpression)
        let isPresent = method == "present"
        for (offset, argument) in call.arguments.enumerated() where !(isPresent && offset == 0) {
            // A controller that makes itself a popover becomes one only when presented, later.
            for name in Self.controllersHandedOn(argument.expression) { noteConfiguredElsewhere(name) }
        }
        let receiver = scopedPath(of: call.calledExpression).dropLast()
        guard let first = receiver.first else { return }
        if Self.methodsThatLeaveTheSource.contains(method ?? ""), !(method == "setValue" && Self.mayGiveSourceByKey(call)) { return }
        noteConfiguredElsewhere(first)
    }

    /// The variable an argument hands on with its popover: the controller itself (`configure(sheet)`)
    /// or its presentation controller (`anchor(sheet.popoverPresentationController)`), where the
    /// function may set the source.
    private static func controllersHandedOn(_ argument: ExprSyntax) -> [String] {
        let expression = argument.unparenthesized
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return [name] }
        // `anchor([sheet, share])`, `anchor((sheet, 1))`, `anchor(sheet as UIViewController)`, `anchor(&sheet)`.
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { controllersHandedOn($0.expression) } }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.flatMap { controllersHandedOn($0.expression) } }
        if let inOut = expression.as(InOutExprSyntax.self) { return controllersHandedOn(inOut.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return controllersHandedOn(first)
        }
        let path = path(of: expression)
        guard path.count == 2, ["popoverPresentationController", "presentationController"].contains(path[1]) else { return [] }
        return [path[0]]
    }

    /// Stands for a receiver written as an expression with no path (a call, a closure's result):
    /// no variable has this name.
    private static let unnamedReceiver = "(expression)"

    /// Methods of a presented controller that do not give its popover a source.
    private static let methodsThatLeaveTheSource: Set<String> = ["addAction", "addTextField", "setValue", "loadViewIfNeeded"]

    /// `setValue(anchor, forKey: "sourceView")` (key-value coding on the popover presentation
    /// controller), or a key that is not a literal: it may give the popover its source.
    private static func mayGiveSourceByKey(_ call: FunctionCallExprSyntax) -> Bool {
        guard let key = call.arguments.argument("forKey") ?? call.arguments.argument("forKeyPath") else { return false }
        guard let literal = Literals.string(key.expression) else { return true }
        return literal.split(separator: ".").last.map { sourceProperties.contains(String($0)) } ?? false
    }

    /// `target = condition ? style : other` assigned to a `modalPresentationStyle`, with the style
    /// the run context picks; nil when it is another assignment or the condition is not decided.
    private mutating func chosenStyle(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, style: ExprSyntax)? {
        let elements = Array(sequence.elements.nodes)
        guard elements.count > 3, Self.lastName(of: elements[0]) == "modalPresentationStyle" else { return nil }
        let scope = localScope(around: sequence)
        let type = file.types[typeName], globals = file.types.globals, checks = file.deviceChecks
        guard let style = PresentationStyleChoice.chosen(Array(elements[2...]), in: context, sizeClassNames: file.sizeClassNames,
                                                         conditionValue: { NamedConditions.boolValue(of: $0, in: type, scope: scope, globals: globals,
                                                                                               checks: checks, context: context) })
        else { return nil }
        return (elements[0], style)
    }

    /// The style a value written alone after `=` gives here (`(isPad ? .popover : .fullScreen)`).
    private mutating func chosenStyle(_ value: ExprSyntax) -> ExprSyntax? {
        // A style written as it is needs no scope.
        if value.is(MemberAccessExprSyntax.self) { return value }
        let scope = localScope(around: value)
        let type = file.types[typeName], globals = file.types.globals, checks = file.deviceChecks
        return PresentationStyleChoice.chosen([value], in: context, sizeClassNames: file.sizeClassNames,
                                              conditionValue: { NamedConditions.boolValue(of: $0, in: type, scope: scope, globals: globals,
                                                                                               checks: checks, context: context) })
    }

    /// The names the function around `node` binds, read once per function.
    private mutating func localScope(around node: some SyntaxProtocol) -> LocalScope? {
        guard let scope = LocalScope.scope(around: node) else { return nil }
        if let known = localScopes[scope.id] { return known }
        let read = LocalScope(scope)
        localScopes[scope.id] = read
        return read
    }

    /// What the methods of a popover delegate that is an object of another file's class decide
    /// here (`AlwaysPopoverDelegate.shared`), when the class is sure and the index reads it.
    private mutating func delegateAnswersElsewhere(_ value: ExprSyntax) -> OwnPopover.DelegateAnswers? {
        guard let controllers, let name = OtherPopoverDelegate.delegateClassElsewhere(
            of: value, presenter: file.types[typeName], in: file, scope: localScope(around: value), controllers: controllers) else { return nil }
        return controllers.delegateAnswers(of: name, context: context)
    }

    /// The class of a popover delegate that is another object than `self`, when sure and read
    /// whole in this file: a class the index joins to other files' code is not.
    private mutating func otherDelegateClass(_ value: ExprSyntax) -> String? {
        guard let type = OtherPopoverDelegate.delegateClass(of: value, presenter: file.types[typeName], in: file, scope: localScope(around: value))
        else { return nil }
        if controllers?.declares(type.name) == true || controllers?.isExtendedElsewhere(type.name) == true { return nil }
        return type.name
    }

    /// Whether the run context rules out code: nil when it cannot tell. A condition may name a
    /// `Bool` that holds a check (`if isPad`, `NamedConditions`).
    fileprivate mutating func holds(_ conditions: ConditionElementListSyntax) -> Bool? {
        let written = Conditions.runTime(conditions, in: context, sizeClassNames: file.sizeClassNames)
        guard written == nil, NamedConditions.nameABool(conditions) else { return written }
        return NamedConditions.holds(conditions, in: context, sizeClassNames: file.sizeClassNames, type: file.types[typeName],
                                     scope: localScope(around: conditions), globals: file.types.globals, checks: file.deviceChecks)
    }

    fileprivate func isActive(_ clause: IfConfigClauseSyntax) -> Bool? { Conditions.isActive(clause, in: context) }

    /// The case of a switch on the idiom or size class that runs here (`Conditions.runningCase`).
    fileprivate func runningCase(of node: SwitchExprSyntax) -> Int? {
        Conditions.runningCase(of: node, in: context, sizeClassNames: file.sizeClassNames)
    }

    /// The properties that give a popover its source.
    static let sourceProperties: Set<String> = ["sourceView", "barButtonItem", "sourceItem"]

    /// `if let popover = controller.popoverPresentationController`.
    fileprivate mutating func readBindings(_ conditions: ConditionElementListSyntax) {
        for element in conditions.nodes {
            guard case .optionalBinding(let binding) = element.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `if let pc { … }` unwraps the property itself: the name still stands for it.
            guard let value = binding.initializer?.value else { continue }
            stored.declare(name, at: binding)
            bind(name, to: value, at: binding)
        }
    }

    /// `let options = OptionsViewController()`, `let popover = options.popoverPresentationController`,
    /// `let old = UIPopoverController(contentViewController: options)`, `let alert = UIAlertController(…)`.
    private mutating func bind(_ name: String, to value: ExprSyntax, at node: some SyntaxProtocol) {
        localValues[name] = value
        // A local of a lazy sheet property's name is not that sheet, which this member then
        // cannot present.
        if lazySheets[name] != nil, let held = byVariable.removeValue(forKey: name), presentations[held].variable == name {
            presentations[held].variable = nil
        }
        if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            if name != "self" { selfAliases.insert(name) }
            return
        }
        let path = scopedPath(of: value)
        ownControllerAliases.remove(name)
        segueDestinations.remove(name)
        // `let anchor = host.view`: a controller's root view, whose frame is its bounds; so is a
        // cell's content view's (`let content = cell.contentView`), at the cell's origin.
        if path.last == "view" || (path.count >= 2 && path.last == "contentView") { rootViewAliases.insert(name) } else { rootViewAliases.remove(name) }
        if let presenterProperty, scopedPath(of: Self.castOperand(value)) == [presenterProperty] {
            presenterAliases.insert(name)
        } else {
            presenterAliases.remove(name)
        }
        // A local name hides a property's popover; bound to a popover controller
        // (`if let popover = legacyPopover`, `guard let pc = self.pc`), it is that one.
        let aliased = path.count == 1 ? byVariable[path[0]].flatMap { presentations[$0].api == .uiPopoverController ? $0 : nil } : nil
        if stored.indices[name] != nil { byVariable[name] = nil }
        if let aliased {
            byVariable[name] = aliased
            return
        }
        // `let same = sheet`: another name for a controller this member sets up, whose settings
        // through that name are not followed.
        if path.count == 1, path[0] != name, madeHere.contains(path[0]) || byVariable[path[0]] != nil {
            noteConfiguredElsewhere(path[0])
        }
        let uncast = Self.castOperand(value)
        if let segueName, Self.path(of: uncast) == [segueName, "destination"] {
            segueDestinations.insert(name)
            return
        }
        // A popover's presentation controller is its popover presentation controller: `let pc =
        // controller.presentationController as! UIPopoverPresentationController` is the same object.
        var popoverPath = scopedPath(of: uncast)
        if popoverPath.last == "presentationController" { popoverPath[popoverPath.count - 1] = "popoverPresentationController" }
        if popoverPath == ["popoverPresentationController"] {
            ownControllerAliases.insert(name)
            return
        }
        if popoverPath.count >= 2, popoverPath.last == "popoverPresentationController",
           let index = popover(for: popoverPath.dropLast().joined(separator: ".")) {
            controllerAliases[name] = index
            return
        }
        // `let printer = UIPrintInteractionController.shared`, `if let controller = documentController`.
        if let menuClass = systemMenuClass(of: path) {
            classes[name] = menuClass
            return
        }
        if let call = Self.call(in: value), var made = sheetMade(by: call) {
            // `let menu = makeSortMenu()`: the sheet that method sets up, set up further here.
            made.variable = name
            made.awaitsPresent = true
            made.range = file.lines.range(of: node)
            presentations.append(made)
            byVariable[name] = presentations.count - 1
            return
        }
        guard let call = Self.call(in: value), let className = ModifierChain.typeName(call.calledExpression) else {
            if let className = Self.storyboardClass(value, declaredAs: Self.typeAnnotation(of: node)) {
                classes[name] = className
                if controllers?.project.storyboardMakesExactly(className) == true { madeHere.insert(name) }
            } else if let className = Self.constructedClass(value) {
                classes[name] = className
            }
            return
        }
        switch className {
        case "UIPopoverController":
            addPopoverController(call, heldBy: name, at: node)
            // `private let legacyPopover = UIPopoverController(…)`: the property is made here.
            if stored.isProperty(node) {
                stored.made(name, at: presentations.count - 1, in: &presentations)
                let declaration = Syntax(node).parent?.parent?.as(VariableDeclSyntax.self)
                presentations[presentations.count - 1].madeLazily = declaration?.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } == true
            }
        case "UIAlertController", "UIActivityViewController":
            if var presentation = className == "UIAlertController" ? alert(call, at: node) : activityView(call, at: node) {
                presentation.variable = name
                presentation.awaitsPresent = true
                presentations.append(presentation)
                byVariable[name] = presentations.count - 1
            }
        case "UIAlertAction":
            actionVariables[name] = action(call)
        default:
            // `let sheet = ShareSheet(url: url)`: a subclass of an activity view or alert controller.
            if var presentation = systemSubclassPresentation(call, className: className, at: node) {
                presentation.variable = name
                presentation.awaitsPresent = true
                presentations.append(presentation)
                byVariable[name] = presentations.count - 1
                return
            }
            classes[name] = Self.constructedClass(value) ?? className
            hostedViews[name] = classes[name].map(isHostingController) == true ? call.arguments.argument("rootView").map { root in
                root.expression.as(DeclReferenceExprSyntax.self).flatMap { localValues[$0.baseName.text] } ?? root.expression
            } : nil
            if className.first?.isUppercase == true { madeHere.insert(name) } else { madeHere.remove(name) }
        }
    }

    /// `UIHostingController`, or a subclass of it the file or the run declares (`ContentViewController<V>:
    /// UIHostingController<V>`): constructed with `rootView:`, it shows that view.
    private func isHostingController(_ name: String) -> Bool {
        name == "UIHostingController" || file.types[name]?.inherited.contains("UIHostingController") == true
            || controllers?.project.controllers[name]?.hostsSwiftUI == true
    }

    /// The class a controller a storyboard makes is cast to or declared as
    /// (`storyboard.instantiateViewController(withIdentifier: "Picker") as! PickerViewController`,
    /// `let picker: PickerViewController = storyboard.instantiateViewController(identifier: "Picker")`).
    /// It is made here, as `PickerViewController()` is, when the index says the storyboard's scene
    /// can be of no other class (`SwiftProjectIndex.storyboardMakesExactly(_:)`); otherwise its class
    /// may be a subclass that sets its popover up itself, and what it is stays unknown.
    private static func storyboardClass(_ value: ExprSyntax, declaredAs annotation: TypeSyntax?) -> String? {
        let made = castOperand(value)
        guard let call = call(in: made), storyboardMakers.contains(lastName(of: call.calledExpression) ?? "") else { return nil }
        return made.id != value.id ? constructedClass(value) : annotation.map(className(of:))
    }

    /// The type a binding is declared with: `let picker: PickerViewController = …`, `guard let
    /// picker: PickerViewController = …`.
    private static func typeAnnotation(of node: some SyntaxProtocol) -> TypeSyntax? {
        if let binding = node.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
        return node.as(OptionalBindingConditionSyntax.self)?.typeAnnotation?.type
    }

    private static let storyboardMakers: Set<String> = ["instantiateViewController", "instantiateInitialViewController"]

    /// `UIPopoverController(contentViewController: options)`, held by a local name or a stored
    /// property (`self.legacyPopover = …`, then `legacyPopover?.present(from:…)`).
    private mutating func addPopoverController(_ call: FunctionCallExprSyntax, heldBy name: String, at node: some SyntaxProtocol) {
        let range = file.lines.range(of: call.calledExpression)
        var presentation = Presentation(type: .popover, typeRange: range, range: file.lines.range(of: node), api: .uiPopoverController)
        presentation.contentClass = call.arguments.argument("contentViewController").flatMap { classOf($0.expression) }
        presentation.variable = name
        presentations.append(presentation)
        byVariable[name] = presentations.count - 1
    }

    /// Whether UIKit shows an action sheet or an activity view as a popover in this run context:
    /// where the width is regular (an iPad); elsewhere it is a sheet (docs/sources.md).
    var systemPopoversArePopovers: Bool { context.sizeClass == .regular && context.platform != .macOS }

    /// `UIAlertController(title:message:preferredStyle:)`: an alert, or an action sheet pointed at
    /// its `.actionSheet` — a popover where the width is regular, a sheet elsewhere. A style that is
    /// not a literal (`isPad ? .alert : .actionSheet`) is not known: nothing is read.
    /// A controller this member made that code it does not follow may set up: its popover, if
    /// any, is not read whole.
    private mutating func noteConfiguredElsewhere(_ name: String) {
        if madeHere.contains(name) { handedOn.insert(name) }
        if let held = byVariable[name] ?? controllerAliases[name] { presentations[held].configuredElsewhere = true }
    }

    /// `sheet.anchorView = sender`, `sheet.sourceView = sender` on an action sheet, a share sheet
    /// or another UIKit controller: a property UIKit's class does not have, which the app's
    /// extension declares, and may anchor the popover with.
    private mutating func noteAppProperty(_ property: String, of name: String) {
        guard let held = byVariable[name], presentations[held].variable == name, !Self.uiKitControllerProperties.contains(property) else { return }
        let presentation = presentations[held]
        guard presentation.isSystemSheet || presentation.isActivityView || presentation.purpose == .actionSheet
            || presentation.contentClass.map(Self.isUIKitControllerClass) == true else { return }
        presentations[held].configuredElsewhere = true
    }

    /// Properties of UIKit's view controllers (and of its alert and activity view controllers)
    /// that code sets and that anchor no popover.
    private static let uiKitControllerProperties: Set<String> = [
        "title", "message", "preferredAction", "view", "modalPresentationStyle", "modalTransitionStyle", "preferredContentSize",
        "isModalInPresentation", "overrideUserInterfaceStyle", "transitioningDelegate", "restorationIdentifier", "restorationClass",
        "definesPresentationContext", "providesPresentationContextTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
        "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "hidesBottomBarWhenPushed", "additionalSafeAreaInsets",
        "accessibilityLabel", "accessibilityIdentifier", "accessibilityViewIsModal", "completionWithItemsHandler",
        "excludedActivityTypes", "allowsProminentActivity", "isEditing", "tabBarItem", "tintColor", "severity",
    ]

    /// UIKit's initializers of an alert controller and an activity view controller, by their
    /// labels: another label list is the app's own convenience initializer, which may anchor it.
    private static func isUIKitInitializer(_ call: FunctionCallExprSyntax, of className: String) -> Bool {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch className {
        case "UIAlertController": return labels == ["title", "message", "preferredStyle"]
        case "UIActivityViewController": return labels == ["activityItems", "applicationActivities"] || labels == ["activityItemsConfiguration"]
        default: return true
        }
    }

    func alert(_ call: FunctionCallExprSyntax, at node: some SyntaxProtocol) -> Presentation? {
        guard let style = Literals.enumCase(call.arguments.argument("preferredStyle")?.expression, of: Self.alertStyleTypes) else { return nil }
        let isSheet = style.declName.baseName.text == "actionSheet"
        guard isSheet || style.declName.baseName.text == "alert" else { return nil }
        let typeRange = isSheet ? file.lines.range(of: style) : file.lines.range(of: call.calledExpression)
        var presentation: Presentation
        if isSheet, systemPopoversArePopovers {
            presentation = Presentation(type: .popover, typeRange: typeRange, range: file.lines.range(of: node), api: .uiPopoverPresentationController)
            presentation.purpose = .actionSheet
            presentation.isSystemSheet = true
        } else {
            presentation = Presentation(type: isSheet ? .actionSheet : .alert, typeRange: typeRange, range: file.lines.range(of: node))
        }
        if let title = call.arguments.argument("title"), let text = Literals.copy(title.expression) {
            presentation.title = (text, file.lines.range(of: title.expression))
        }
        if !Self.isUIKitInitializer(call, of: "UIAlertController") { presentation.configuredElsewhere = true }
        return presentation
    }

    /// `UIActivityViewController(activityItems:applicationActivities:)`: the share sheet, a popover
    /// where the width is regular and a sheet elsewhere. What it shows is the system's (unknown).
    func activityView(_ call: FunctionCallExprSyntax, at node: some SyntaxProtocol) -> Presentation? {
        let typeRange = file.lines.range(of: call.calledExpression)
        guard systemPopoversArePopovers else {
            var sheet = Presentation(type: .sheet, typeRange: typeRange, range: file.lines.range(of: node))
            sheet.isActivityView = true
            return sheet
        }
        var presentation = Presentation(type: .popover, typeRange: typeRange, range: file.lines.range(of: node), api: .uiPopoverPresentationController)
        presentation.isSystemSheet = true
        if !Self.isUIKitInitializer(call, of: "UIActivityViewController") { presentation.configuredElsewhere = true }
        return presentation
    }

    /// `UIAlertAction(title: "PDF", style: .default) { … }`.
    private func action(_ call: FunctionCallExprSyntax) -> Action {
        let title = call.arguments.argument("title").flatMap { argument in
            Literals.copy(argument.expression).map { ($0, file.lines.range(of: argument.expression)) }
        }
        let style = Literals.enumCase(call.arguments.argument("style")?.expression, of: ["UIAlertAction.Style", "UIAlertActionStyle"])
        return Action(title: title, range: file.lines.range(of: call), isCancel: style?.declName.baseName.text == "cancel")
    }

    private static let alertStyleTypes: Set<String> = ["UIAlertController.Style", "UIAlertControllerStyle"]

    /// The properties `assign` reads: an assignment to any other is passed over before its path is built.
    private static let propertiesRead: Set<String> = [
        "modalPresentationStyle", "preferredContentSize", "popoverContentSize", "isModalInPresentation", "sourceView", "sourceRect",
        "barButtonItem", "sourceItem", "permittedArrowDirections", "passthroughViews", "delegate", "rightBarButtonItem",
        "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems", "toolbarItems", "items",
    ]

    /// The methods `readCall` reads.
    private static let methodsRead = Set([
        "present", "presentPopover", "setRightBarButtonItems", "setLeftBarButtonItems", "setToolbarItems", "setItems",
        "setRightBarButton", "setLeftBarButton", "UIBarButtonItem", "addAction",
    ]).union(systemMenuMethodNames)

    /// What `assign`, `readCall` and `bind` act on: a member that names none of these is not read.
    private static let namesActedOn = propertiesRead.union(methodsRead).union(["UIPopoverController", "UIAlertController", "UIActivityViewController", "popoverPresentationController"])
        .union(systemMenuClasses)
    private static let lengthsActedOn = NameLengths(namesActedOn)

    private mutating func assign(_ value: ExprSyntax, to target: ExprSyntax, statement: SequenceExprSyntax) {
        guard let last = Self.lastName(of: target) else { return }
        if !Self.propertiesRead.contains(last) {
            // `legacyPopover = UIPopoverController(…)` (or `self.legacyPopover`): a stored property holds it.
            let held = scopedPath(of: target)
            if held.count == 2 { noteAppProperty(held[1], of: held[0]) }
            guard held.count == 1 else { return }
            let property = stored.property(held[0], writtenWithSelf: target.as(DeclReferenceExprSyntax.self) == nil)
            if property == nil, let old = byVariable[held[0]] {
                // `alert = UIAlertController(…, preferredStyle: .alert)` on an iPad: the local now
                // holds another controller, and what it held, not presented yet, never is.
                if presentations[old].presentRange == nil { presentations[old].variable = nil }
                byVariable[held[0]] = nil
                bind(held[0], to: value, at: statement)
                return
            }
            if property == nil, stored.locals.contains(held[0]), let call = Self.call(in: value),
               Self.systemSheetClasses.contains(ModifierChain.typeName(call.calledExpression) ?? "") || sheetMade(by: call) != nil {
                // `let alert: UIAlertController` given its value later (`alert = UIAlertController(…)`,
                // in each branch of an `if`): made where it is given that value. A later branch's
                // value replaces an earlier one's, which is then not listed.
                bind(held[0], to: value, at: statement)
                return
            }
            if let property, let call = Self.call(in: value), Self.systemSheetClasses.contains(ModifierChain.typeName(call.calledExpression) ?? ""),
               let type = file.types[typeName], let declaration = type.property(property)?.declaration {
                // `activity = UIActivityViewController(…)` into a stored property, then set up and
                // presented through it (`guard let activity = activity`): made here. Another method
                // that names the property may set it up too.
                bind(property, to: value, at: statement)
                if let made = byVariable[property], Self.isUsedByMoreThanOneMember(property, of: type, besides: DeclSyntax(declaration)) {
                    presentations[made].configuredElsewhere = true
                }
                return
            }
            if let call = Self.call(in: value), ModifierChain.typeName(call.calledExpression) == "UIPopoverController" {
                addPopoverController(call, heldBy: held[0], at: statement)
                if let property { stored.made(property, at: presentations.count - 1, in: &presentations) }
            } else if let property, case let source = Self.path(of: value), source.count == 1,
                      let index = byVariable[source[0]], presentations[index].api == .uiPopoverController {
                // `self.legacyPopover = popover`: the popover made here is kept in the property.
                byVariable[property] = index
                stored.made(property, at: index, in: &presentations)
            }
            return
        }
        let path = scopedPath(of: target)
        guard let property = path.last else { return }
        let receiver = path.dropLast()
        let statementRange = file.lines.range(of: statement)
        let valueRange = file.lines.range(from: target.lastToken(viewMode: .sourceAccurate)!, to: value)
        switch property {
        case "modalPresentationStyle":
            guard let style = Literals.enumCase(chosenStyle(value), of: Self.presentationStyleTypes), let type = Self.presentationType(style.declName.baseName.text)
            else { return }
            let key = receiver.joined(separator: ".")
            if key.isEmpty {
                if type == .popover, readsSetup { ownSetup.style = file.lines.range(of: style) } else { ownSetup.setElsewhere = true }
                return
            }
            // The segue's presentation: read with the storyboard that describes it.
            if isSegueDestination(key) { return }
            // An action sheet or activity view already read as a popover is that one popover.
            if type == .popover, let held = byVariable[key], presentations[held].type == .popover { return }
            // Where the width is compact, an activity view given the popover style is that popover.
            if type == .popover, let held = byVariable[key], presentations[held].isActivityView {
                presentations[held].type = .popover
                presentations[held].api = .uiPopoverPresentationController
                presentations[held].isSystemSheet = true
                return
            }
            // An activity view given a sheet style is that sheet where the width is regular too.
            if type != .popover, let held = byVariable[key], presentations[held].presentRange == nil,
               presentations[held].isActivityView || (presentations[held].isSystemSheet && presentations[held].purpose != .actionSheet) {
                presentations[held].restyle(as: type, at: file.lines.range(of: style))
                presentations[held].isSystemSheet = false
                return
            }
            let block = Self.enclosingBlock(of: statement)
            if let held = byVariable[key], presentations[held].restyles(in: block) {
                presentations[held].restyle(as: type, at: file.lines.range(of: style))
                return
            }
            var presentation = Presentation(type: type, typeRange: file.lines.range(of: style), range: statementRange)
            presentation.styleBlock = block
            if type == .popover { presentation.api = .uiPopoverPresentationController }
            presentation.contentClass = classes[key]
            if classes[key].map(isHostingController) == true { presentation.hostedView = hostedViews[key] }
            presentation.own = classes[key].flatMap { ownPopover(of: $0) }
            presentation.configuredElsewhere = !madeHere.contains(key) || !configuresNoPopover(classes[key])
            presentation.givenByCaller = receiver.count == 1 && Syntax(statement).enclosingFunction?.hasParameter(key) == true
            presentation.variable = key
            presentation.size = sizesBeforeStyle[key]
            presentations.append(presentation)
            byVariable[key] = presentations.count - 1
        case "preferredContentSize", "popoverContentSize":
            guard let size = Self.size(value) else { return }
            if receiver.isEmpty {
                ownSize = (size, valueRange)
            } else if popover(for: receiver.joined(separator: ".")) != nil {
                update(receiver) { $0.size = (size, valueRange) }
            } else {
                sizesBeforeStyle[receiver.joined(separator: ".")] = (size, valueRange)
            }
        case "isModalInPresentation":
            guard value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return }
            if receiver.isEmpty { ownModal = valueRange } else { update(receiver) { $0.modal = valueRange } }
        case "sourceView", "barButtonItem", "sourceItem":
            // `sheet.sourceView = sender`: UIKit's controllers have no such property; the app's does.
            if receiver.count == 1 { noteAppProperty(property, of: receiver[receiver.startIndex]) }
            let source: Source = property == "sourceView" || (property == "sourceItem" && !isBarButtonItem(value)) ? .view(value) : .barButton(value)
            if isOwnController(receiver) {
                let path = Self.path(of: value)
                let own = OwnPopover.Source(isBarButton: source.isBarButton, id: path.count == 1 ? path[0] : nil,
                                            range: file.lines.range(of: value))
                setOwn { $0.source = own }
                return
            }
            updateController(receiver) { $0.source = source }
        case "sourceRect":
            let frame = namedFrame(value)
            updateController(receiver) { $0.sourceRectFrame = frame }
        case "permittedArrowDirections":
            // A value that is not a literal (`isDial ? [.right] : [.up, .down]`) leaves them unknown.
            let directions = Self.arrows(value)
            let arrow = ArrowSetting(directions: directions ?? Set(ArrowDirection.allCases), range: valueRange,
                                     written: directions == nil ? nil : noDirections(value), unknown: directions == nil)
            if isOwnController(receiver) { return setOwn { $0.arrow = arrow } }
            updateController(receiver) { $0.arrow = arrow }
        case "passthroughViews":
            guard let list = value.as(ArrayExprSyntax.self) else { return }
            let ids = list.elements.compactMap { element in
                Self.path(of: element.expression).last.map { ($0, file.lines.range(of: element.expression)) }
            }
            updateController(receiver) { presentation in
                let afterPresent = presentation.presentCall.map { Self.runs(statement, after: $0) } ?? false
                presentation.passthrough = (ids, valueRange, afterPresent)
            }
        case "delegate":
            let reference = value.as(DeclReferenceExprSyntax.self)
            let isSelf = reference?.baseName.tokenKind == .keyword(.self) || reference.map { selfAliases.contains($0.baseName.text) } == true
                || (isRepresentable && Self.path(of: value) == ["context", "coordinator"])
            // `presentationController?.delegate` of a popover is its popover presentation
            // controller's delegate: the same object.
            // (Unless a local of that name holds one: `let presentationController = vc.presentationController
            // as! UIPopoverPresentationController`.)
            let localAlias = receiver.count == 1 && controllerAliases[receiver[receiver.startIndex]] != nil
            let controller = receiver.last == "presentationController" && !localAlias
                ? ArraySlice(receiver.dropLast() + ["popoverPresentationController"]) : receiver
            let otherClass = isSelf ? nil : otherDelegateClass(value)
            if isOwnController(controller) {
                return setOwn {
                    $0.delegateIsSelf = isSelf
                    $0.otherDelegate = !isSelf
                    $0.delegateClass = otherClass
                }
            }
            let named = isSelf || otherClass != nil ? nil : reference.map(\.baseName.text)
            let answers = isSelf || otherClass != nil ? nil : delegateAnswersElsewhere(value)
            updateController(controller) {
                $0.delegateIsSelf = isSelf
                $0.otherDelegate = !isSelf
                $0.delegateClass = otherClass
                $0.delegateIsPresented = named != nil && $0.variable == named
                // Its methods are read as a `UIPopoverPresentationController`'s delegate's.
                $0.delegateAnswers = $0.api == .uiPopoverController ? nil : answers
            }
        case "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems", "toolbarItems", "items":
            addBar(property, receiver: Array(receiver), items: value, at: target)
        default:
            break
        }
    }

    private mutating func readCall(_ call: FunctionCallExprSyntax) {
        guard let last = Self.lastName(of: call.calledExpression), Self.methodsRead.contains(last) else { return }
        var path = scopedPath(of: call.calledExpression)
        // Another controller found by an expression with no path (`viewControllers.first { $0 is
        // ListViewController }?.present(sheet, animated: true)`): it presents as
        // `navigationController?.present(…)` does. Nothing else is read of such a receiver.
        if path.isEmpty, last == "present", call.calledExpression.is(MemberAccessExprSyntax.self) {
            path = [Self.unnamedReceiver, last]
        }
        guard let method = path.last else { return }
        let receiver = path.dropLast()
        if let menu = systemMenu(call, method: method, receiver: receiver) {
            presentations.append(menu)
            return
        }
        switch method {
        case "present" where receiver.isEmpty || call.arguments.firstNode?.label == nil:
            // `present(alert, animated: true)`, or a controller made right in the call; also from
            // another controller (`navigationController?.present(sheet, animated: true)`), which
            // UIPopoverController's `present(from:…)` is not.
            guard let first = call.arguments.firstNode?.expression else { return }
            // The controller that presented this one presents it (`presentingViewController?.present(…)`,
            // mostly once this one is dismissed): it is not shown from this controller's content,
            // and where it is shown is the presenter's code, which this reading does not know.
            if let receiverName = receiver.first, receiver.count == 1,
               receiverName == presenterProperty || presenterAliases.contains(receiverName) { return }
            let presentRange = nameRange(of: call)
            // `present(share, animated: true, completion: nil, sender: sender)`, `present(share)`: the
            // app's own method, which presents the controller after code this reading does not see.
            let byOwnMethod = (!Self.isUIKitPresent(call) && !ownMethodOnlyPresents(call)) || presentMayAnchor(receiver)
            if let name = Self.path(of: first).last, Self.path(of: first).count == 1 {
                presented.insert(name)
                if let index = popover(for: name), presentations[index].presentRange == nil {
                    presentations[index].presentRange = presentRange
                    presentations[index].presentCall = call
                    presentations[index].presentedBySelf = receiver.isEmpty
                    if byOwnMethod { presentations[index].configuredElsewhere = true }
                }
            } else if let made = Self.call(in: first), var presentation = sheetMade(by: made) {
                // `present(makeSortMenu(), animated: true)`.
                presentation.presentRange = presentRange
                presentation.presentedBySelf = receiver.isEmpty
                if byOwnMethod { presentation.configuredElsewhere = true }
                presentations.append(presentation)
            } else if let made = Self.call(in: first), let className = ModifierChain.typeName(made.calledExpression),
                      var presentation = className == "UIAlertController" ? alert(made, at: first)
                        : className == "UIActivityViewController" ? activityView(made, at: first)
                        : systemSubclassPresentation(made, className: className, at: first) ?? ownPopoverPresentation(of: Self.constructedClass(first)) {
                presentation.presentRange = presentRange
                presentation.presentedBySelf = receiver.isEmpty
                if byOwnMethod { presentation.configuredElsewhere = true }
                presentations.append(presentation)
            }
        case "addAction":
            // `sheet.addAction(UIAlertAction(…))`, or an action held by a variable.
            guard receiver.count == 1, let held = byVariable[receiver[receiver.startIndex]],
                  let argument = call.arguments.firstNode?.expression else { return }
            if let made = Self.call(in: argument), ModifierChain.typeName(made.calledExpression) == "UIAlertAction" {
                presentations[held].actions.append(action(made))
            } else if Self.path(of: argument).count == 1, let name = Self.path(of: argument).first, let known = actionVariables[name] {
                presentations[held].actions.append(known)
            }
        case "present", "presentPopover":
            // UIPopoverController's `present(from: item, permittedArrowDirections:, animated:)` and
            // `present(from: rect, in: view, …)`.
            guard let index = popover(for: receiver.joined(separator: ".")), let from = call.arguments.argument("from") else { return }
            // A popover kept in a property and presented by several methods is read as the first
            // presents it (in the order read: the method that makes it first, then the class's order).
            if !presentations[index].storedIn.isEmpty, presentations[index].presentCall != nil { return }
            let source: Source = call.arguments.argument("in").map { .view($0.expression) } ?? .barButton(from.expression)
            presentations[index].source = source
            // `from: anchor.frame, in: anchor`: the rectangle is read in `in:`'s coordinates, as a `sourceRect` is.
            presentations[index].sourceRectFrame = call.arguments.argument("in") == nil ? nil : namedFrame(from.expression)
            if presentations[index].presentCall == nil { presentations[index].presentCall = call }
            if let arrows = call.arguments.argument("permittedArrowDirections"), let directions = Self.arrows(arrows.expression) {
                presentations[index].arrow = ArrowSetting(directions: directions, range: file.lines.range(of: arrows),
                                                          written: noDirections(arrows.expression))
            }
        case "setRightBarButtonItems", "setLeftBarButtonItems", "setToolbarItems", "setItems", "setRightBarButton", "setLeftBarButton":
            guard let items = call.arguments.firstNode?.expression else { return }
            addBar(method, receiver: Array(receiver), items: items, at: call.calledExpression)
        case "UIBarButtonItem":
            if let action = call.arguments.argument("action")?.expression.as(MacroExpansionExprSyntax.self),
               action.macroName.text == "selector", let selector = action.arguments.firstNode?.expression {
                let name = Self.path(of: selector).last ?? selector.trimmedDescription
                actionItems[String(name.prefix { $0 != "(" })] = ExprSyntax(call)
            }
        default:
            break
        }
    }

    /// UIKit's labels, but perhaps the app's method that anchors the popover (`AnchoringPresenters`):
    /// this class's own `present` or one it inherits, or, from another object (`router.present(sheet,
    /// animated: true)`), any such method of the run.
    private mutating func presentMayAnchor(_ receiver: ArraySlice<String>) -> Bool {
        // This file's own classes count as it declares them, whatever other files declare of the
        // same names.
        if anchoringPresenters == nil { anchoringPresenters = [AnchoringPresenters(in: file)] + [controllers?.project.anchoringPresenters].compactMap { $0 } }
        return anchoringPresenters?.contains { $0.mayAnchor(Array(receiver), in: typeName) } ?? false
    }

    /// `present(sheet, from: controller)` calling a method of the type itself whose only use of its
    /// first parameter is to present it with UIKit's `present(_:animated:completion:)`: it anchors
    /// nothing, so the popover is presented as by UIKit's own method.
    private func ownMethodOnlyPresents(_ call: FunctionCallExprSyntax) -> Bool {
        guard let type = file.types[typeName] else { return false }
        let arguments = CallArguments(call)
        let candidates = type.functions("present").filter { $0.body != nil && SwiftUIReader.bindings(of: $0.signature.parameterClause, arguments) != nil }
        guard candidates.count == 1, let function = candidates.first, let body = function.body,
              let first = function.signature.parameterClause.parameters.first else { return false }
        let name = (first.secondName ?? first.firstName).text
        var presents = false
        for token in body.tokens(viewMode: SyntaxTreeViewMode.sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
                  let inner = list.parent?.as(FunctionCallExprSyntax.self), Self.isUIKitPresent(inner),
                  Self.lastName(of: inner.calledExpression) == "present" else { return false }
            presents = true
        }
        return presents
    }

    /// UIKit's `present(_:animated:completion:)`: `animated:` given, and nothing but `completion:`
    /// (or a trailing closure) after it. Other labels call a method of the app's own.
    static func isUIKitPresent(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        return labels == [nil, "animated"] || (labels == [nil, "animated", "completion"] && call.trailingClosure == nil)
    }

    /// `anchor.frame` (or `self.anchor.frame`): a name's frame, in its superview's coordinates, with
    /// the `.frame` and the token a fix replaces by `bounds` (the same view's own rectangle). Nil for
    /// any other rectangle, and for a controller's root view (`let anchor = host.view`), whose frame
    /// is its bounds.
    func namedFrame(_ value: ExprSyntax) -> (view: String, range: SourceRange, written: WrittenValue)? {
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "frame", let base = member.base
        else { return nil }
        let viewPath = Self.path(of: base)
        guard viewPath.count == 1, !rootViewAliases.contains(viewPath[0]) else { return nil }
        let name = member.declName.baseName
        let written = WrittenValue(range: file.lines.range(of: name), written: name.text, expression: file.lines.range(of: member),
                                   values: [.word("bounds"): "bounds"])
        return (viewPath[0], file.lines.range(ofModifier: member), written)
    }

    private mutating func addBar(_ property: String, receiver: [String], items: ExprSyntax, at node: some SyntaxProtocol) {
        let isToolbar = property.lowercased().contains("toolbar") || receiver.last == "toolbar"
            || (property.hasSuffix("tems") && receiver.last?.lowercased().hasSuffix("toolbar") == true)
        let isNavigation = receiver.last == "navigationItem"
        guard isToolbar || isNavigation else { return }
        let list = items.as(ArrayExprSyntax.self).map { $0.elements.nodes.map { $0.expression } } ?? [items]
        let type: ElementType = isToolbar ? .toolbar : .navigationBar
        if let existing = bars.firstIndex(where: { $0.type == type }) {
            bars[existing].items += list
        } else {
            bars.append(Bar(type: type, range: file.lines.range(of: node), items: list))
        }
    }

    // MARK: Lookups

    /// A property of the presented controller itself (`preferredContentSize`, `isModalInPresentation`).
    private mutating func update(_ receiver: ArraySlice<String>, _ change: (inout Presentation) -> Void) {
        if let index = popover(for: receiver.joined(separator: ".")) { change(&presentations[index]) }
    }

    /// A property of the popover's controller: its `popoverPresentationController` (directly or
    /// through a variable that holds it), or the `UIPopoverController` itself. A presented view
    /// controller's own `delegate` is not the popover's.
    private mutating func updateController(_ receiver: ArraySlice<String>, _ change: (inout Presentation) -> Void) {
        let key = receiver.joined(separator: ".")
        let index: Int?
        // A local name shadows the property: `if let popoverPresentationController =
        // vc.popoverPresentationController { popoverPresentationController.delegate = self }`.
        if let alias = controllerAliases[key] {
            index = alias
        } else if receiver.last == "popoverPresentationController" {
            index = popover(for: receiver.dropLast().joined(separator: "."))
        } else if let held = byVariable[key], presentations[held].api == .uiPopoverController {
            index = held
        } else {
            index = nil
        }
        if let index { change(&presentations[index]) }
    }

    /// The popover held by a variable: configured here, or a controller whose class makes
    /// itself a popover.
    private mutating func popover(for variable: String) -> Int? {
        if let index = byVariable[variable] { return presentations[index].type == .popover ? index : nil }
        guard !isSegueDestination(variable), var presentation = ownPopoverPresentation(of: classes[variable]) else { return nil }
        presentation.variable = variable
        // Made elsewhere, it may have been set up there too.
        if !madeHere.contains(variable) || handedOn.contains(variable) { presentation.configuredElsewhere = true }
        presentations.append(presentation)
        byVariable[variable] = presentations.count - 1
        return presentations.count - 1
    }

    /// Whether the presentation is an action sheet or activity view that this class, as a
    /// popover's content, presents from that content (`present(sheet, animated:)` on itself)
    /// without touching the sheet's own popover presentation controller. UIKit then shows the sheet
    /// inside the popover (a popover's content has a compact width) rather than as a popover of its
    /// own, and needs no source for it; reading that controller (to set arrows or a delegate) makes
    /// the sheet a popover on the popover. The class is a popover's content when it makes itself a
    /// popover, or, `shownAsContent`, when other code may show it as one (`PopoverContentClasses`).
    func isShownInsidePopover(_ presentation: Presentation, shownAsContent: Bool) -> Bool {
        (ownSetup.style != nil || shownAsContent) && presentation.isSystemSheet && presentation.presentedBySelf && presentation.source == nil
            && presentation.arrow == nil && !presentation.delegateIsSelf && !presentation.otherDelegate
            && presentation.delegateClass == nil && presentation.passthrough == nil
    }

    /// A popover of a controller class that makes itself one (`modalPresentationStyle = .popover`
    /// in its own setup), at that `.popover`, with the rest of its setup joined.
    private mutating func ownPopoverPresentation(of className: String?) -> Presentation? {
        guard let className, let own = ownPopover(of: className), let range = own.style else { return nil }
        var presentation = Presentation(type: .popover, typeRange: range, range: range, api: .uiPopoverPresentationController)
        presentation.contentClass = className
        presentation.own = own
        presentation.configuredElsewhere = own.configuredElsewhere
        return presentation
    }

    /// What a controller class of this file, or of another file of the run, sets up on itself.
    private mutating func ownPopover(of className: String) -> OwnPopover? {
        if let known = ownPopovers[className] { return known }
        // A class that presents another of its own kind: its own setup is what this reading is
        // finding out, and asking for it here would read this code again without end.
        var found = controllers?.own(of: className, context: context)
            ?? (className == typeName ? nil : file.types[className]).flatMap { type in
                type.declarations.contains { $0.is(ClassDeclSyntax.self) } ? OwnPopover.read(type, in: file, context: context) : nil
            }
        if controllers?.isExtendedElsewhere(className) == true {
            found?.configuredElsewhere = true
            found?.asDelegate = nil
        }
        ownPopovers[className] = .some(found)
        return found
    }

    /// The controller's own `popoverPresentationController`, directly or through a name bound to it.
    private func isOwnController(_ receiver: ArraySlice<String>) -> Bool {
        // A local name shadows the property (`if let popoverPresentationController = vc.popoverPresentationController`).
        if receiver.count == 1, controllerAliases[receiver[receiver.startIndex]] != nil { return false }
        return receiver.elementsEqual(["popoverPresentationController"]) || (receiver.count == 1 && ownControllerAliases.contains(receiver[receiver.startIndex]))
    }

    /// A setting of the controller's own popover: read in its setup; elsewhere, it may or may not
    /// run before the popover shows.
    private mutating func setOwn(_ change: (inout OwnSetup) -> Void) {
        if readsSetup { change(&ownSetup) } else { ownSetup.setElsewhere = true }
    }

    private func classOf(_ expression: ExprSyntax) -> String? {
        let path = Self.path(of: expression)
        if path.count == 1, let known = classes[path[0]] { return known }
        return Self.constructedClass(expression)
    }

    private func isBarButtonItem(_ expression: ExprSyntax) -> Bool {
        let path = Self.path(of: expression)
        if path.last?.hasSuffix("BarButtonItem") == true || path.last?.hasSuffix("BarButtonItems") == true { return true }
        if let name = path.last, classes[name] == "UIBarButtonItem" { return true }
        return Self.constructedClass(expression) == "UIBarButtonItem"
    }

    /// Whether the class of a controller made here leaves its popover to the code that presents
    /// it: a UIKit class, or one this file declares whose code names no popover setting. A class
    /// declared elsewhere may set its own source.
    private mutating func configuresNoPopover(_ className: String?) -> Bool {
        guard let className else { return false }
        if controllers?.isExtendedElsewhere(className) == true { return false }
        if controllers?.declares(className) == true, let own = ownPopover(of: className) { return !own.configuredElsewhere }
        guard let type = file.types[className] else { return className.hasPrefix("UI") }
        return !type.declarations.contains { declaration in
            let text = declaration.description
            return Self.ownPopoverSettings.contains { text.contains($0) }
        }
    }

    private static let ownPopoverSettings = ["popoverPresentationController", "presentationController", "sourceView", "sourceItem", "barButtonItem"]

    /// The name token of a call's callee: `present` in `self?.present`.
    /// The statement list a statement is in.
    static func enclosingBlock(of statement: some SyntaxProtocol) -> SyntaxIdentifier? {
        var node = statement.parent
        while let current = node, !current.is(CodeBlockItemListSyntax.self) { node = current.parent }
        return node?.id
    }

    static func nameToken(of expression: ExprSyntax) -> TokenSyntax? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// Whether `node` surely runs once `present` has presented: in the call's completion closure
    /// (trailing, or its `completion:` argument), or in a later statement of the block that holds
    /// the call. Anything else (the call inside a closure that may run later, or in a branch) is
    /// not known to come first.
    static func runs(_ node: some SyntaxProtocol, after present: FunctionCallExprSyntax) -> Bool {
        let completions: [Syntax] = [present.trailingClosure.map(Syntax.init), present.arguments.argument("completion").map { Syntax($0.expression) }]
            .compactMap { $0 } + present.additionalTrailingClosures.map { Syntax($0.closure) }
        if completions.contains(where: { node.position >= $0.position && node.endPosition <= $0.endPosition }) { return true }
        var current = present.parent
        while let candidate = current, !candidate.is(CodeBlockItemSyntax.self) { current = candidate.parent }
        guard let statement = current, let block = statement.parent else { return false }
        return node.position >= statement.endPosition && node.endPosition <= block.endPosition
    }

    // MARK: Scopes

    /// `path(of:)` with a name bound to `self` left out, as `self` is: `strongSelf.present(…)`.
    private func scopedPath(of expression: ExprSyntax) -> [String] {
        let path = Self.path(of: expression)
        guard let first = path.first, selfAliases.contains(first) else { return path }
        return Array(path.dropFirst())
    }

    /// What a closure's parameters shadow, taken out of scope while its body is read: a parameter
    /// named as a variable outside is not that variable (`{ picker in picker.sourceView = … }`).
    fileprivate mutating func enterClosure(_ closure: ClosureExprSyntax) -> Scope {
        var names: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.nodes.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.nodes.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        // `vc.popoverPresentationController.map { $0.sourceView = anchor }`: its one parameter is
        // that popover's presentation controller.
        let popoverOwner = Self.popoverControllerMapped(by: closure)
        let parameter = popoverOwner == nil ? nil : names.count == 1 ? names[0] : names.isEmpty ? "$0" : nil
        if let parameter, names.isEmpty { names = [parameter] }
        var saved = Scope()
        for name in names {
            saved.variables[name] = byVariable.removeValue(forKey: name)
            saved.aliases[name] = controllerAliases.removeValue(forKey: name)
            saved.classes[name] = classes.removeValue(forKey: name)
            saved.hostedViews[name] = hostedViews.removeValue(forKey: name)
            saved.actions[name] = actionVariables.removeValue(forKey: name)
            if selfAliases.remove(name) != nil { saved.selfAliases.insert(name) }
            if ownControllerAliases.remove(name) != nil { saved.ownAliases.insert(name) }
            if presenterAliases.remove(name) != nil { saved.presenterAliases.insert(name) }
        }
        saved.names = names
        if let parameter, let owner = popoverOwner {
            if owner.isEmpty || (owner.count == 1 && selfAliases.contains(owner[0])) {
                ownControllerAliases.insert(parameter)
            } else if let index = popover(for: owner.joined(separator: ".")) {
                controllerAliases[parameter] = index
            }
        }
        return saved
    }

    /// The controller whose popover presentation controller `closure` is given as the trailing
    /// closure of `.map` (`picker.popoverPresentationController.map { … }`: `["picker"]`, `[]` for
    /// the class's own); nil for any other closure.
    private static func popoverControllerMapped(by closure: ClosureExprSyntax) -> [String]? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              call.arguments.isEmpty else { return nil }
        let path = path(of: call.calledExpression)
        guard path.count >= 2, ["map", "flatMap"].contains(path[path.count - 1]),
              path[path.count - 2] == "popoverPresentationController" else { return nil }
        return Array(path.dropLast(2))
    }

    /// Puts back what a closure's parameters shadowed.
    fileprivate mutating func leaveClosure(_ saved: Scope) {
        for name in saved.names {
            byVariable[name] = saved.variables[name] ?? nil
            controllerAliases[name] = saved.aliases[name] ?? nil
            classes[name] = saved.classes[name] ?? nil
            hostedViews[name] = saved.hostedViews[name] ?? nil
            actionVariables[name] = saved.actions[name] ?? nil
            if saved.selfAliases.contains(name) { selfAliases.insert(name) } else { selfAliases.remove(name) }
            if saved.ownAliases.contains(name) { ownControllerAliases.insert(name) } else { ownControllerAliases.remove(name) }
            if saved.presenterAliases.contains(name) { presenterAliases.insert(name) } else { presenterAliases.remove(name) }
        }
    }

    /// The bindings a closure's parameters hid.
    struct Scope {
        var names: [String] = []
        var variables: [String: Int?] = [:]
        var aliases: [String: Int?] = [:]
        var classes: [String: String?] = [:]
        var hostedViews: [String: ExprSyntax?] = [:]
        var actions: [String: Action?] = [:]
        var selfAliases: Set<String> = []
        var ownAliases: Set<String> = []
        var presenterAliases: Set<String> = []
    }

    // MARK: Syntax helpers

    /// `self.options.popoverPresentationController?.sourceView` → options, popoverPresentationController,
    /// sourceView: member names with `self`, `?` and `!` left out. Empty for anything else.
    /// The last name of `path(of:)` when it has one, without building the path: `sourceView` in
    /// `options.popoverPresentationController?.sourceView` (and a name for some expressions that
    /// have no path, such as `make().sourceView`).
    static func lastName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.tokenKind == .keyword(.self) ? nil : reference.baseName.text
            } else {
                return nil
            }
        }
    }

    static func path(of expression: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = expression
        // `(vc.presentationController as? UIPopoverPresentationController)?.sourceView`: a popover's
        // presentation controller is its popover presentation controller.
        var castToPopover: Int?
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                var name = member.declName.baseName.text
                if castToPopover == names.count, name == "presentationController" { name = "popoverPresentationController" }
                names.append(name)
                current = member.base
            } else if let parenthesized = node.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
                      let only = parenthesized.elements.first, only.label == nil {
                current = only.expression
            } else if let cast = node.as(AsExprSyntax.self), className(of: cast.type) == "UIPopoverPresentationController" {
                castToPopover = names.count
                current = cast.expression
            } else if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
                      let type = Array(sequence.elements)[2].as(TypeExprSyntax.self), className(of: type.type) == "UIPopoverPresentationController" {
                // Unfolded, as the parser leaves it: `vc.presentationController`, `as?`, the type.
                castToPopover = names.count
                current = sequence.elements.first
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind != .keyword(.self) { names.append(reference.baseName.text) }
                current = nil
            } else {
                return []
            }
        }
        return names.reversed()
    }

    /// The call in `Foo()`, `Foo()!`, `try Foo()`, `Foo() as! Bar`.
    static func call(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return call }
        if let tried = expression.as(TryExprSyntax.self) { return call(in: tried.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return call(in: forced.expression) }
        return nil
    }

    /// The class an expression makes: `OptionsViewController()`, `… as! OptionsViewController`,
    /// or the root of `UINavigationController(rootViewController: OptionsViewController())`.
    static func constructedClass(_ expression: ExprSyntax) -> String? {
        if let cast = expression.as(AsExprSyntax.self) { return className(of: cast.type) }
        if let sequence = expression.as(SequenceExprSyntax.self), let type = Array(sequence.elements.nodes).last?.as(TypeExprSyntax.self) {
            return className(of: type.type)
        }
        guard let call = call(in: expression), let name = ModifierChain.typeName(call.calledExpression) else { return nil }
        if name == "UINavigationController", let root = call.arguments.argument("rootViewController") {
            return constructedClass(root.expression) ?? name
        }
        return name.first?.isUppercase == true ? name : nil
    }

    static func className(of type: TypeSyntax) -> String { DeclaredTypes.simpleName(of: type) }

    /// `UIModalPresentationStyle.popover` is `.popover` written in full.
    static let presentationStyleTypes: Set<String> = ["UIModalPresentationStyle"]

    static func presentationType(_ style: String) -> ElementType? {
        switch style {
        case "popover": return .popover
        case "formSheet", "pageSheet": return .sheet
        case "fullScreen", "overFullScreen": return .fullScreen
        default: return nil
        }
    }

    /// `.up`, `[.up, .down]`, `.any`; `[]` permits none.
    static func arrows(_ expression: ExprSyntax) -> Set<ArrowDirection>? {
        // `UIPopoverArrowDirection(rawValue: 0)`, `UIPopoverArrowDirection()` (or `.init(rawValue: 0)`,
        // `.init()`): the empty option set, no direction, as `[]`.
        // Any other raw value is its bits: up 1, down 2, left 4, right 8 (`rawValue: 3`, up and down).
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           ModifierChain.typeName(call.calledExpression) == "UIPopoverArrowDirection"
            || Literals.implicitMember(call.calledExpression)?.declName.baseName.tokenKind == .keyword(.`init`) {
            if call.arguments.isEmpty { return [] }
            guard call.arguments.count == 1, let literal = call.arguments.argument("rawValue")?.expression.as(IntegerLiteralExprSyntax.self),
                  let bits = UInt(literal.literal.text) else { return nil }
            let directions: [(UInt, ArrowDirection)] = [(1, .up), (2, .down), (4, .left), (8, .right)]
            return Set(directions.filter { bits & $0.0 != 0 }.map(\.1))
        }
        let members: [ExprSyntax]
        if let list = expression.as(ArrayExprSyntax.self) { members = list.elements.nodes.map { $0.expression } } else { members = [expression] }
        var result = Set<ArrowDirection>()
        for member in members {
            guard let name = Literals.enumCase(member, of: ["UIPopoverArrowDirection"])?.declName.baseName.text else { return nil }
            if name == "any" || name == "unknown" { return Set(ArrowDirection.allCases) }
            guard let direction = ArrowDirection(rawValue: name) else { return nil }
            result.insert(direction)
        }
        return result
    }

    /// `[]` (no direction), as written, and what stands for not setting the directions at all:
    /// `.any`, UIKit's default.
    private func noDirections(_ expression: ExprSyntax) -> WrittenValue? {
        guard let list = expression.as(ArrayExprSyntax.self), list.elements.isEmpty else { return nil }
        let range = file.lines.range(of: list)
        return WrittenValue(range: range, written: list.trimmedDescription, expression: range, removal: ".any")
    }

    /// `CGSize(width: 320, height: 400)`.
    /// `CGSize(width: 320, height: 240)` (or `NSSize`), and, where a size is set, `.init(width:height:)`
    /// and `CGSize.init(width:height:)`.
    static func size(_ expression: ExprSyntax) -> Size? {
        guard let call = expression.as(FunctionCallExprSyntax.self), Self.makesSize(call.calledExpression),
              let width = Literals.number(call.arguments.argument("width")?.expression),
              let height = Literals.number(call.arguments.argument("height")?.expression) else { return nil }
        return Size(width: width, height: height)
    }

    /// `UIViewController`, `UITableViewController`: a UIKit class whose extensions give every
    /// controller of it their methods.
    static func isUIKitControllerClass(_ name: String) -> Bool {
        name.hasPrefix("UI") && name.hasSuffix("Controller")
    }

    private static func makesSize(_ called: ExprSyntax) -> Bool {
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            guard let base = member.base else { return true }
            return ["CGSize", "NSSize"].contains(base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
        }
        return ["CGSize", "NSSize"].contains(ModifierChain.typeName(called) ?? "")
    }
}

/// `UIKitCode.read`'s walk: the code in source order, entering only the code the run context
/// leaves in. A plain recursion rather than a `SyntaxVisitor`, which dispatches every token
/// (about half the nodes) through two dynamic calls: no token is read here.
private struct UIKitCodeWalker {
    var code: UIKitCode

    mutating func walk(_ node: some SyntaxProtocol) {
        let node = Syntax(node)
        switch node.kind {
        case .token:
            return
        case .ifConfigClause:
            if code.isActive(node.cast(IfConfigClauseSyntax.self)) == false { return }
        case .ifExpr:
            return walkIf(node.cast(IfExprSyntax.self))
        case .switchExpr:
            let switchExpr = node.cast(SwitchExprSyntax.self)
            if let running = code.runningCase(of: switchExpr) {
                walk(switchExpr.subject)
                for (index, item) in switchExpr.cases.nodes.enumerated() where index == running { walk(item) }
                return
            }
        case .guardStmt:
            code.readBindings(node.cast(GuardStmtSyntax.self).conditions)
        case .codeBlockItemList:
            for item in node.cast(CodeBlockItemListSyntax.self).nodes {
                walk(item)
                if let guardStatement = item.item.as(GuardStmtSyntax.self), code.holds(guardStatement.conditions) == false { break }
            }
            return
        case .patternBinding, .sequenceExpr, .functionCallExpr:
            code.visit(node)
        case .closureExpr:
            let closure = node.cast(ClosureExprSyntax.self)
            let saved = code.enterClosure(closure)
            walk(closure.statements)
            code.leaveClosure(saved)
            return
        default:
            break
        }
        for child in node.children(viewMode: .sourceAccurate) where child.kind != .token { walk(child) }
    }

    private mutating func walkIf(_ node: IfExprSyntax) {
        let holds = code.holds(node.conditions)
        code.readBindings(node.conditions)
        // A call whose result is the condition: `if !picker.present(from: rect, in: view, animated: true)`.
        for element in node.conditions.nodes where element.condition.is(ExprSyntax.self) { walk(element) }
        if holds != false { walk(node.body) }
        if let elseBody = node.elseBody, holds != true { walk(elseBody) }
    }
}
