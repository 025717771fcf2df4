import HiglintCore
@_spi(RawSyntax) import SwiftSyntax

/// Reads one SwiftUI view type's `body` into elements, in one run context: views become elements,
/// presentation modifiers (`.popover`, `.alert`, `.sheet`…) become presentations of the view they
/// modify, and modifiers inside a presentation's content (`.presentationCompactAdaptation`,
/// `.interactiveDismissDisabled`, `.frame`) become that presentation's attributes.
struct SwiftUIReader {
    /// The file whose code is being read: the one linted, or another one while a view it declares
    /// is followed (`Across`).
    var file: SwiftFile
    let context: RunContext
    /// Views other files declare, and the lines borrowed from them, when the run has several files.
    let across: Across?
    var arena = ElementArena.forSwift()
    /// The type whose members a bare name (`header`, `row(item)`) refers to.
    var currentType: DeclaredType
    /// View types being followed, outermost first: a view that contains itself is not followed again.
    var following: [String] = []
    /// The views followed into (`follow`), each with how many presentations were open then.
    private var viewsFollowed: [(name: String, presentations: Int)] = []
    /// The views of the file read into the screen (`follow`), for `SwiftUIScreens` to tell which
    /// views another names but no screen shows.
    private(set) var followed = Set<String>()
    /// Presentations whose content is being read, innermost last.
    var presentations: [Int] = []
    /// Presentations whose content holds something the reader cannot see into.
    var unreadContent: Set<Int> = []
    /// Where each presentation's content is written, once read.
    var contentRanges: [Int: SourceRange] = [:]
    var depth = 0
    /// How many row closures of `ForEach` or `List(items) { item in … }` the reading is inside.
    var repeatedRows = 0
    /// The flag each popover is presented by (`isPresented: $shown`), by element.
    var popoverFlags: [Int: String] = [:]
    /// How many `ToolbarItem` or `ToolbarItemGroup` closures the reading is inside.
    var toolbarItems = 0
    /// The constants of the blocks being read (`let form = Form { … }`), innermost last.
    var localViews: [[String: ExprSyntax]] = []
    /// A type's declarations in the files of this reading, by name, once a member of it was read
    /// from another file than the one that declares it (`otherPart(declaring:_:)`): a name the code
    /// of one part uses may be another's (`LibraryView+Info.swift` uses the view's `@State`).
    var typeParts: [String: [(file: SwiftFile, type: DeclaredType)]] = [:]
    /// Uses of a team's popover wrappers being read, outermost first (PopoverWrappers.swift).
    var expansions: [WrapperExpansion] = []
    /// While a method of the current type is read for a call of it, its view parameters bound to
    /// the views the call passes (`withEventHandlers(chrome)` for `func withEventHandlers(_ base: some View)`).
    var passedViews: [[String: ExprSyntax]] = []
    /// The views followed into, innermost last: the view that constructed each and the arguments
    /// the construction gives by label (`ParcelCard(detailsShown: $detailsShown)`), so that a
    /// binding the view sets is known to be the constructing view's `@State` or not.
    var constructions: [(outer: DeclaredType, arguments: [String: ExprSyntax])] = []

    /// How deep views may nest (closures in closures, views followed into views) before the rest
    /// is left unread. The parser's own nesting limit keeps real code far below it.
    static let maxDepth = 150
    /// How many elements one screen may hold. A view shown in several places is read once per
    /// context (SharedViewReadings.swift), but views that show a view in ever new contexts (inside
    /// a new popover at each level) still grow as 2^depth. Real screens hold hundreds; past this
    /// the file is one invalid-document.
    static let maxElements = 10_000
    /// Whether the screen went past `maxElements`: what was read then is not a screen.
    private(set) var overBudget = false
    /// Views' code read once per context and shared by the places that show it (SharedViewReadings.swift).
    var shared = SharedViewReadings()
    /// The deepest `enter()` was asked at, and whether the depth limit refused it, since the
    /// reading of the code being shared began.
    var deepestEntered = 0
    var cutShortByDepth = false
    /// How many popovers shown from the start (`isPresented: .constant(true)`) were read.
    var visiblePopovers = 0
    /// Popovers whose content a hosting controller shows (`NSPopover`'s, UIKit's): SwiftUI's
    /// presentation modifiers in that content do not configure them.
    var hostingPopovers: Set<Int> = []

    /// What a reading of one file may follow into other files: the run's views, where the file read
    /// is, and the numbering of the other files' lines.
    struct Across {
        let project: SwiftProjectIndex
        let path: String
        let borrowed: BorrowedLines

        /// Another file's code numbered for this reading, with the device checks of other files
        /// it may name; nil when numbering it would leave the range positions can hold.
        func file(_ holding: SwiftProjectIndex.HoldingFile, at path: String) -> SwiftFile? {
            guard var file = borrowed.file(holding, at: path) else { return nil }
            file.deviceChecks = project.deviceChecks(for: path, bytes: holding.bytes)
            return file
        }
    }

    init(file: SwiftFile, type: DeclaredType, context: RunContext, across: Across? = nil) {
        self.file = file
        self.currentType = type
        self.context = context
        self.across = across
    }

    /// The screen of `type` in `context`, or nil when the type is not compiled there or has no body.
    /// `overBudget` is set when the screen holds more than `maxElements`, and nil is returned.
    static func screen(of type: DeclaredType, in file: SwiftFile, context: RunContext, name: String, across: Across? = nil,
                       overBudget: inout Bool, followed: inout Set<String>) -> Screen? {
        guard let declaration = type.declarations.first, Conditions.isCompiled(declaration, in: context),
              let body = type.body(in: context) else { return nil }
        var reader = SwiftUIReader(file: file, type: type, context: context, across: across)
        reader.following = [type.name]
        reader.viewsFollowed = [(type.name, 0)]
        reader.readStatements(body.statements, into: .root)
        followed.formUnion(reader.followed)
        guard !reader.overBudget else {
            overBudget = true
            return nil
        }
        reader.markReadContent()
        let range = type.nameToken.map(file.lines.range(of:)) ?? file.lines.range(of: declaration)
        return reader.arena.screen(named: name, context: context, range: range)
    }

    /// A popover whose content was read completely says so (`writes(.content)`): only then may
    /// a rule conclude something from what it does not hold.
    mutating func markReadContent() {
        for (index, range) in contentRanges where !unreadContent.contains(index) {
            arena[index][position: .content] = range
        }
    }

    // MARK: Statements

    mutating func readStatements(_ statements: CodeBlockItemListSyntax, into place: ElementArena.Place, rootOf root: Int? = nil) {
        // Declarations (`let total = …`) are not views; `#if` blocks may hold some.
        // An array, not `CodeBlockItemListSyntax.filter`, which builds a new tree.
        let views: [CodeBlockItemSyntax] = statements.nodes.filter { item in
            if case .decl(let declaration) = item.item { return declaration.is(IfConfigDeclSyntax.self) }
            return true
        }
        // `let form = Form { … }` then `form.frame(…)`: the name stands for the view it is given.
        let locals = Self.localValues(in: statements, count: views.count)
        if !locals.isEmpty { localViews.append(locals) }
        defer { if !locals.isEmpty { localViews.removeLast() } }
        for item in views {
            switch item.item {
            case .expr(let expression):
                readStatement(expression, into: place, rootOf: views.count == 1 ? root : nil)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression
                    ?? statement.as(ReturnStmtSyntax.self)?.expression {
                    readStatement(expression, into: place, rootOf: views.count == 1 ? root : nil)
                }
            case .decl(let declaration):
                guard let block = declaration.as(IfConfigDeclSyntax.self) else { continue }
                for clause in block.clauses.nodes where Conditions.isActive(clause, in: context) != false {
                    if case .statements(let inner)? = clause.elements { readStatements(inner, into: place) }
                }
            }
        }
    }

    /// The constants a block declares with a value (`let form = Form { … }`), by name; none when
    /// every statement is a view, as most blocks are.
    private static func localValues(in statements: CodeBlockItemListSyntax, count views: Int) -> [String: ExprSyntax] {
        guard statements.count != views else { return [:] }
        var values: [String: ExprSyntax] = [:]
        for item in statements.nodes {
            guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            for binding in variable.bindings.nodes {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                values[name] = value
            }
        }
        return values
    }

    /// The view a constant of an enclosing block was given, read in its place; nil when no
    /// enclosing block declares the name. The name is out of scope while its own value is read.
    private mutating func readLocal(_ name: String, into place: ElementArena.Place, rootOf root: Int?) -> Int? {
        guard let scope = localViews.lastIndex(where: { $0[name] != nil }), let value = localViews[scope][name] else { return nil }
        localViews[scope][name] = nil
        defer { localViews[scope][name] = value }
        return readView(value, into: place, rootOf: root)
    }

    private mutating func readStatement(_ expression: ExprSyntax, into place: ElementArena.Place, rootOf root: Int?) {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            readIf(ifExpression, into: place)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            readSwitch(switchExpression, into: place)
        } else {
            readView(expression, into: place, rootOf: root)
        }
    }

    /// Both branches may show, unless the condition is one the run context decides
    /// (`horizontalSizeClass == .compact`, `userInterfaceIdiom == .phone`, or a `Bool` that holds
    /// such a check: `if isPad`).
    private mutating func readIf(_ ifExpression: IfExprSyntax, into place: ElementArena.Place) {
        guard enter() else {
            unreadable(ifExpression, into: place)
            return
        }
        defer { depth -= 1 }
        var holds = Conditions.runTime(ifExpression.conditions, in: context, sizeClassNames: file.sizeClassNames)
        if holds == nil, NamedConditions.nameABool(ifExpression.conditions) {
            // `if isPad`, with `var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`.
            holds = NamedConditions.holds(ifExpression.conditions, in: context, sizeClassNames: file.sizeClassNames, type: currentType,
                                          scope: LocalScope.scope(around: ifExpression).flatMap(LocalScope.init), globals: file.types.globals,
                                          checks: file.deviceChecks)
        }
        if holds != false { readStatements(ifExpression.body.statements, into: place) }
        guard holds != true, let elseBody = ifExpression.elseBody else { return }
        switch elseBody {
        case .ifExpr(let next): readIf(next, into: place)
        case .codeBlock(let block): readStatements(block.statements, into: place)
        }
    }

    /// Every case may show, unless the switch is on the idiom or size class: then the case the run
    /// context picks (`Conditions.runningCase`).
    private mutating func readSwitch(_ switchExpression: SwitchExprSyntax, into place: ElementArena.Place) {
        let running = Conditions.runningCase(of: switchExpression, in: context, sizeClassNames: file.sizeClassNames)
        for (index, item) in switchExpression.cases.nodes.enumerated() where running == nil || running == index {
            if case .switchCase(let switchCase) = item { readStatements(switchCase.statements, into: place) }
        }
    }

    // MARK: Views

    /// A view expression: the view, then its modifiers from the innermost out. Returns the
    /// element that stands for it.
    @discardableResult
    mutating func readView(_ expression: ExprSyntax, into place: ElementArena.Place, rootOf root: Int? = nil) -> Int {
        guard enter() else { return unreadable(expression, into: place) }
        defer { depth -= 1 }
        let (base, modifiers) = ModifierChain.split(expression)
        var index = readBase(base, into: place, rootOf: root)
        for modifier in modifiers.reversed() {
            index = apply(modifier, to: index, rootOf: root)
        }
        return index
    }

    private mutating func readBase(_ base: ExprSyntax, into place: ElementArena.Place, rootOf root: Int?) -> Int {
        if let reference = base.as(DeclReferenceExprSyntax.self), let passed = passedViews.last?[reference.baseName.text] {
            // The view the call passes, read where the call is written.
            let bound = passedViews.removeLast()
            defer { passedViews.append(bound) }
            return readView(passed, into: place, rootOf: root)
        }
        if !expansions.isEmpty, let index = readInWrapper(base, into: place, rootOf: root) { return index }
        if let call = base.as(FunctionCallExprSyntax.self), let name = ModifierChain.typeName(call.calledExpression) {
            return readConstruction(name, call, into: place, rootOf: root)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self),
           let index = readLocal(reference.baseName.text, into: place, rootOf: root) ?? readMember(reference.baseName.text, base, into: place, rootOf: root) {
            return index
        }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           let index = readMember(member.declName.baseName.text, base, into: place, rootOf: root) {
            return index
        }
        // `Color.clear`, `Color.accentColor`: a color fills space, and holds nothing people edit.
        if let member = base.as(MemberAccessExprSyntax.self), let type = member.base?.as(DeclReferenceExprSyntax.self),
           type.baseName.text == "Color", file.types["Color"] == nil {
            return arena.add(.view, place, range: file.lines.range(of: base), typeRange: file.lines.range(of: base))
        }
        if let ifExpression = base.as(IfExprSyntax.self) {
            let group = arena.add(.view, place, range: file.lines.range(of: base), typeRange: file.lines.range(of: ifExpression.ifKeyword))
            readIf(ifExpression, into: .child(of: group))
            return group
        }
        return unreadable(base, into: place)
    }

    /// `Text("…")`, `Button(role: .cancel) { … }`, `DetailsView(item: item)`.
    private mutating func readConstruction(_ name: String, _ call: FunctionCallExprSyntax, into place: ElementArena.Place,
                                           rootOf root: Int?) -> Int {
        if name == "ModifiedContent", let index = readModifiedContent(call, into: place, rootOf: root) { return index }
        // `AnyView(content)`: the view it erases.
        if name == "AnyView", call.arguments.count == 1, let only = call.arguments.firstNode, only.label == nil, call.trailingClosure == nil {
            return readView(only.expression, into: place, rootOf: root)
        }
        if let view = SwiftUIView.known[name] {
            return readKnown(view, call, into: place)
        }
        if let type = file.types[name], type.isView, !following.contains(name) || followsAgainInPopover(name), type.body != nil {
            return follow(type, call, into: place, rootOf: root)
        }
        if let index = readMember(name, ExprSyntax(call), into: place, rootOf: root) {
            return index
        }
        if let index = readWrapperView(name, call, into: place) { return index }
        if let index = followElsewhere(name, at: ExprSyntax(call), named: call.calledExpression, closures: call.closures, into: place, rootOf: root) {
            return index
        }
        // A view higlint cannot see into (declared in another file, or not a view at all): it may
        // hold anything, so its closures are still read for presentations.
        let index = unreadable(call, into: place)
        for (_, closure) in call.closures { readStatements(closure.statements, into: .child(of: index)) }
        return index
    }

    private mutating func readKnown(_ view: SwiftUIView, _ call: FunctionCallExprSyntax, into place: ElementArena.Place) -> Int {
        guard let type = view.type else {
            for (label, closure) in call.closures where !view.actions.contains(label ?? "") {
                readRows(of: call, closure) { $0.readStatements(closure.statements, into: place) }
            }
            return place.parent ?? unreadable(call, into: place)
        }
        let inBar = place.parent.map { arena[$0].type == .toolbar } ?? false || toolbarItems > 0
        let index = arena.add(type == .button && inBar ? .barButton : type, place, range: file.lines.range(of: call),
                              typeRange: file.lines.range(of: call.calledExpression))
        let arguments = CallArguments(call)
        readCopy(of: view, arguments, into: index)
        let labelClosure = view.trailingClosureIsAction ? Self.labelClosure(arguments) : nil
        let titledByLabel = labelClosure.map { readTextLabel($0.closure, into: index) } ?? false
        if type == .button { readRole(arguments, into: index) }
        if type == .list || type == .table, let selection = arguments.argument("selection") { readSelection(selection) }
        var menu: Int?
        for (label, closure) in arguments.closures {
            if view.actions.contains(label ?? "") { continue }
            if titledByLabel, label == labelClosure?.label { continue }
            if label == nil, view.trailingClosureIsAction, arguments.argument("action") == nil { continue }
            if type == .menuButton, label == nil || label == "content" {
                // A menu's items are its own presentation, not the content around the menu button.
                let presentation = menu ?? arena.add(.menu, .presented(by: index), range: file.lines.range(of: closure),
                                                     typeRange: file.lines.range(of: call.calledExpression))
                menu = presentation
                readContent(closure, of: presentation)
                continue
            }
            readRows(of: call, closure) { $0.readStatements(closure.statements, into: .child(of: index)) }
        }
        if view.trailingClosureIsAction { noteRowChoice(arguments) }
        if type == .button, arena[index].role == nil { readIconCloseButton(arguments, into: index) }
        for label in view.viewArguments {
            if let argument = arguments.argument(label), !argument.expression.is(ClosureExprSyntax.self),
               !argument.expression.is(StringLiteralExprSyntax.self) {
                readView(argument.expression, into: .child(of: index))
            }
        }
        return index
    }

    private mutating func readCopy(of view: SwiftUIView, _ arguments: CallArguments, into index: Int) {
        if let key = view.copy, let argument = arguments.copy {
            if let text = Literals.copy(argument.expression) {
                arena.setCopy(key, text, at: file.lines.range(of: argument.expression), on: index)
            } else if let passed = passedOn(argument), passed.expression.id != argument.expression.id,
                      let text = Literals.copy(passed.expression) {
                // `Text(text)` in a wrapper's code, the use passing `text: "Drag to reorder"`: the use's copy.
                arena.setCopy(key, text, at: passed.lines.range(of: passed.expression), on: index)
            }
        }
        if let prompt = arguments.argument("prompt"),
           let promptText = prompt.expression.as(FunctionCallExprSyntax.self)?.arguments.firstNode?.expression,
           let text = Literals.copy(promptText), arena[index].placeholder == nil {
            arena.setCopy(.placeholder, text, at: file.lines.range(of: promptText), on: index)
        }
    }

    /// A button's label closure: `label:`, or the trailing closure after `action:`.
    private static func labelClosure(_ arguments: CallArguments) -> (label: String?, closure: ClosureExprSyntax)? {
        if let labelled = arguments.closures.first(where: { $0.label == "label" }) { return labelled }
        guard arguments.argument("action") != nil else { return nil }
        return arguments.closures.first { $0.label == nil }
    }

    /// `Button { … } label: { Text("Done") }` is `Button("Done") { … }`: a label of one `Text` of
    /// literal copy (modifiers aside) is the button's title. Returns whether it was.
    private mutating func readTextLabel(_ label: ClosureExprSyntax, into index: Int) -> Bool {
        guard arena[index].title == nil,
              label.statements.count == 1, let only = label.statements.firstNode?.item.as(ExprSyntax.self),
              let text = ModifierChain.split(only).base.as(FunctionCallExprSyntax.self),
              ["Text", "Label"].contains(ModifierChain.typeName(text.calledExpression)),
              let argument = CallArguments(text).copy,
              let copy = Literals.copy(argument.expression) else { return false }
        arena.setCopy(.title, copy, at: file.lines.range(of: argument.expression), on: index)
        return true
    }

    /// `role: .cancel`, pointed at from `role`; else a title of Cancel, Done or Close. Not where the
    /// action shows it does something else and does not close (`uploader.abort()`): such a button
    /// stops work, and no rule may call it a way to close the popover.
    private mutating func readRole(_ arguments: CallArguments, into index: Int) {
        let doesOtherWork = Self.actionClosure(arguments).map { !$0.statements.isEmpty && !mayClose($0) } ?? false
        if let argument = arguments.argument("role"), let label = argument.label,
           let value = Literals.implicitMember(argument.expression), let role = SwiftUIView.role(value.declName.baseName.text),
           !(doesOtherWork && [.close, .cancel, .done].contains(role)) {
            arena[index].role = role
            arena[index][position: .role] = file.lines.range(from: label, to: argument.expression)
        } else if doesOtherWork {
            return
        } else if let title = arena[index].title, let role = Role(buttonTitle: title) {
            arena[index].role = role
            arena[index][position: .role] = arena[index][position: .copy(.title)]
        } else if let title = arena[index].title, Self.isClosingTitle(title),
                  let action = arguments.closures.first(where: { $0.label == nil || $0.label == "action" })?.closure,
                  onlyCloses(action.statements, shown: openPopoverFlag) {
            // "Dismiss" or a × glyph says close only where the action closes what shows it: a
            // row's Dismiss may remove a notification.
            arena[index].role = .close
            arena[index][position: .role] = arena[index][position: .copy(.title)]
        }
    }

    /// Titles that close what shows them when the button's action does.
    static let closingTitles: Set<String> = ["dismiss", "×", "✕", "✖", "✖️", "⨯", "x"]

    /// Dismiss, ×, in any case, spaces around aside. Most titles fail at their first character,
    /// told by its first scalar: "✖️" is one character with the emoji's variation selector.
    private static func isClosingTitle(_ title: String) -> Bool {
        guard title.utf8.count <= 12, let first = title.unicodeScalars.first(where: { $0 != " " }),
              "dDxX×✕✖⨯".unicodeScalars.contains(first) else { return false }
        let start = title.firstIndex { $0 != " " } ?? title.startIndex
        let end = title.lastIndex { $0 != " " }.map { title.index(after: $0) } ?? title.endIndex
        return closingTitles.contains(title[start..<end].lowercased())
    }

    /// Reads `closure` of `call`, counted as a row when it is `ForEach`'s or a `List`'s row
    /// closure (one that takes the item).
    private mutating func readRows(of call: FunctionCallExprSyntax, _ closure: ClosureExprSyntax, _ read: (inout SwiftUIReader) -> Void) {
        let name = ModifierChain.typeName(call.calledExpression) ?? ""
        let isRow = closure.signature != nil && ["ForEach", "List"].contains(name)
        // A toolbar item's views are in a bar, whether `.toolbar { … }` or a `ToolbarContent`'s body holds it.
        let isToolbarItem = name == "ToolbarItem" || name == "ToolbarItemGroup"
        if isRow { repeatedRows += 1 }
        if isToolbarItem { toolbarItems += 1 }
        read(&self)
        if isRow { repeatedRows -= 1 }
        if isToolbarItem { toolbarItems -= 1 }
    }

    /// `.onTapGesture { picked.insert(genre) }` in a popover's content: a tap that changes
    /// something without closing the popover (rows that pick several items, stars that rate), so a
    /// Done button may be how people finish. Whether they can pick several is not known: rules
    /// that need it do not fire.
    private mutating func noteTapChoice(_ call: FunctionCallExprSyntax) {
        guard let popover = presentations.last, arena[popover].type == .popover,
              let action = CallArguments(call).closures.last?.closure, !action.statements.isEmpty,
              !mayClose(action) else { return }
        arena.present(popover) { $0.multipleSelectionUnknown = true }
    }

    /// Whether an action may close what shows it: it sets something to `false` or `nil`, calls
    /// `toggle()` or something named to dismiss, close or hide (`dismiss()`, `onDismiss?()`,
    /// `NSApp.keyWindow?.close()`), or calls a method of the view whose body does.
    private func mayClose(_ action: ClosureExprSyntax) -> Bool {
        // Each token's raw kind and text: a `String` made for each (`text`, `tokenKind`) was most of
        // this look, 1.8% of a run over the Swift benchmark's files (perf, 2026-11-30).
        func closes(_ node: some SyntaxProtocol, following: Bool) -> Bool {
            node.tokens(viewMode: .sourceAccurate).contains { token in
                let kind = token.rawTokenKind, text = token.rawText
                if kind == .keyword, text == "false" || text == "nil" { return true }
                guard kind == .identifier else { return false }
                if text == "toggle" || Self.namesClosing(text) { return true }
                // `close()`, `self.finish()`: a method of the view, its body read once.
                guard following,
                      let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let name = UIKitCode.path(of: call.calledExpression).last, name == String(syntaxText: text) else { return false }
                return currentType.functions(name).contains { function in function.body.map { closes($0, following: false) } ?? false }
            }
        }
        return closes(action, following: true)
    }

    /// A button's action written as a closure: `action: { … }`, else the unlabelled trailing
    /// closure. `Button(action: close) { Text("Done") }` gives none: its trailing closure is the
    /// label, and the action a function this does not follow.
    private static func actionClosure(_ arguments: CallArguments) -> ClosureExprSyntax? {
        arguments.argument("action").map { $0.expression.as(ClosureExprSyntax.self) }
            ?? arguments.closures.first(where: { $0.label == nil })?.closure
    }

    /// `dismiss`, `onClose`, `hidePanel`: a name that says it closes something (in any ASCII case).
    private static func namesClosing(_ name: SyntaxText) -> Bool {
        closingWords.contains { word in
            name.count >= word.count && (0 ... name.count - word.count).contains { start in
                // Setting bit 5 lowercases an ASCII letter; the words are lowercase letters.
                word.indices.allSatisfy { name[start + $0] | 0x20 == word[$0] }
            }
        }
    }

    private static let closingWords: [[UInt8]] = ["dismiss", "close", "hide"].map { Array($0.utf8) }

    /// A button in a popover's rows whose action does not close the popover (`tags.append(tag)`):
    /// choosing an item leaves the popover open, so people may choose several, and a Done button
    /// may be how they finish. Whether they can is not known: rules that need it do not fire.
    private mutating func noteRowChoice(_ arguments: CallArguments) {
        guard repeatedRows > 0, let popover = presentations.last, arena[popover].type == .popover else { return }
        // `Button(action: choose) { … }` names a function this does not follow: it may close or not.
        let action = Self.actionClosure(arguments)
        let mayClose = action?.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.false) || token.text == "dismiss"
        } ?? false
        if !mayClose { arena.present(popover) { $0.multipleSelectionUnknown = true } }
    }

    /// `Button { isShown = false } label: { Image(systemName: "xmark") }`: a button shown as the
    /// close mark (`xmark`, `xmark.circle`, `xmark.circle.fill`), or labelled `Label("Close",
    /// systemImage:)`, whose action only closes (sets a `Bool` to `false`, or calls `dismiss()`),
    /// is a Close button. The mark alone is not: it also removes a row or clears a field.
    private mutating func readIconCloseButton(_ arguments: CallArguments, into index: Int) {
        let closures = arguments.closures
        guard let label = Self.labelClosure(arguments)?.closure,
              let action = closures.first(where: { ($0.label == nil || $0.label == "action") && $0.closure.id != label.id })?.closure
                ?? arguments.argument("action").flatMap({ $0.expression.as(ClosureExprSyntax.self) }),
              onlyCloses(action.statements, shown: openPopoverFlag), label.statements.count == 1, let only = label.statements.firstNode?.item.as(ExprSyntax.self),
              let call = ModifierChain.split(only).base.as(FunctionCallExprSyntax.self) else { return }
        let labelArguments = CallArguments(call)
        switch ModifierChain.typeName(call.calledExpression) {
        case "Image"?:
            guard let symbol = labelArguments.argument("systemName")?.expression,
                  let name = Literals.string(symbol), Self.closeMarks.contains(name) else { return }
            arena[index].role = .close
            arena[index][position: .role] = file.lines.range(of: symbol)
            // What a finding calls it: the mark people see.
            if arena[index].id == nil { arena[index].id = name }
        case "Label"?:
            guard let title = labelArguments.argument(nil)?.expression, let text = Literals.copy(title),
                  let role = Role(buttonTitle: text) else { return }
            arena[index].role = role
            arena[index][position: .role] = file.lines.range(of: title)
            if arena[index].id == nil { arena[index].id = text }
        default:
            return
        }
    }

    static let closeMarks: Set<String> = ["xmark", "xmark.circle", "xmark.circle.fill"]

    /// An action of one statement that closes what shows it: `isShown = false`, `dismiss()`,
    /// `presentationMode.wrappedValue.dismiss()`, or `isShown.toggle()` where `isShown` is the
    /// flag that presents the popover (`shown`).
    private func onlyCloses(_ statements: CodeBlockItemListSyntax, shown: String? = nil) -> Bool {
        guard statements.count == 1, let expression = statements.firstNode?.item.as(ExprSyntax.self) else { return false }
        if let sequence = expression.as(SequenceExprSyntax.self), let (target, value) = sequence.assignment {
            guard value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else { return false }
            // `banner = false` hides part of the content when `banner` is another `@State` of the
            // view than the flag presenting the popover; a binding may be that flag, passed on.
            let path = UIKitCode.path(of: target)
            guard path.count == 1, path[0] != shown else { return true }
            return !isState(path[0]) && !isOtherStateOfConstructor(path[0], shown: shown)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        // `withAnimation { isShown = false }`, with an animation or not: the same, animated.
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation", call.arguments.count <= 1,
           let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
            return onlyCloses(closure.statements, shown: shown)
        }
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        let path = UIKitCode.path(of: call.calledExpression)
        if let shown, path == [shown, "toggle"] { return true }
        return path.last == "dismiss"
    }

    /// A binding of the view read that the view constructing it gives as one of its own `@State`
    /// properties other than the popover's flag (`ParcelCard(detailsShown: $detailsShown)` in the
    /// view whose `$cardShown` presents the popover): setting it hides part of the content.
    private func isOtherStateOfConstructor(_ name: String, shown: String?) -> Bool {
        guard let construction = constructions.last, let given = construction.arguments[name],
              let reference = given.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return false }
        let outerName = String(reference.baseName.text.dropFirst())
        return outerName != shown && isState(outerName, of: construction.outer)
    }

    /// A `@State` property of the view read (`@State private var banner = true`), in any part of it read.
    private func isState(_ name: String, of type: DeclaredType? = nil) -> Bool {
        let type = type ?? currentType
        return ([type] + (typeParts[type.name] ?? []).map(\.type)).contains { type in
            type.property(name)?.declaration.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State"
            } ?? false
        }
    }

    /// The flag that presents the innermost open popover (`shown` in `isPresented: $shown`).
    private var openPopoverFlag: String? {
        guard let popover = presentations.last else { return nil }
        return popoverFlags[popover]
    }

    /// `List(…, selection: $chosen)` in a popover's content: a `Set` lets people pick several items,
    /// so the popover stays open for them and a Done button ends the choice. A binding whose type
    /// the reader cannot see leaves that unknown, and rules that need it do not fire.
    private mutating func readSelection(_ argument: LabeledExprSyntax) {
        guard let popover = presentations.last, arena[popover].type == .popover else { return }
        switch SelectionBinding.kind(of: argument.expression, in: currentType) {
        case .multiple?:
            arena.present(popover) { $0.multipleSelection = true }
            arena[popover][position: .multipleSelection] = file.lines.range(of: argument)
        case .single?:
            break
        case nil:
            arena.present(popover) { $0.multipleSelectionUnknown = true }
        }
    }

    /// A view type of this file: an element whose children are that type's `body`, read with the
    /// type's own members in scope.
    /// `readingFrom` is the file that declares the type when it is not the one read: the body's
    /// positions are then that file's (numbered after the file read).
    mutating func follow(_ type: DeclaredType, _ call: FunctionCallExprSyntax, into place: ElementArena.Place,
                                 rootOf root: Int?, readingFrom other: SwiftFile? = nil) -> Int {
        follow(type, at: ExprSyntax(call), named: call.calledExpression, closures: call.closures, into: place, rootOf: root, readingFrom: other)
    }

    /// `type`'s body read as the view made at `node` (a construction, or `Panel.init` given as
    /// content), whose name is `name`, with the closures the construction passes.
    mutating func follow(_ type: DeclaredType, at node: ExprSyntax, named name: ExprSyntax, closures: [(label: String?, closure: ClosureExprSyntax)],
                         into place: ElementArena.Place, rootOf root: Int?, readingFrom other: SwiftFile? = nil) -> Int {
        let index = arena.add(.view, place, range: file.lines.range(of: node), typeRange: file.lines.range(of: name))
        for (label, closure) in closures where !Self.isAction(label, of: type) { readStatements(closure.statements, into: .child(of: index)) }
        guard let body = type.body(in: context) else { return index }
        if let other { file = other } else { followed.insert(type.name) }
        let outer = currentType
        currentType = type
        following.append(type.name)
        viewsFollowed.append((type.name, presentations.count))
        var given: [String: ExprSyntax] = [:]
        for argument in node.as(FunctionCallExprSyntax.self)?.arguments ?? [] {
            if let label = argument.label?.text { given[label] = argument.expression }
        }
        constructions.append((outer, given))
        defer {
            viewsFollowed.removeLast()
            constructions.removeLast()
        }
        // Another view's code is not the wrapper's: its names are its own.
        let wrappers = expansions
        expansions = []
        readOnce(body.statements, rootOf: root) { $0.readStatements(body.statements, into: .child(of: index), rootOf: root) }
        expansions = wrappers
        following.removeLast()
        currentType = outer
        return index
    }

    /// A view is read once inside itself where it shows itself in a popover's content: a folder
    /// button whose popover lists folder buttons shows a popover from inside its own, a hierarchy
    /// of popovers. Once only, and only through a popover.
    private func followsAgainInPopover(_ name: String) -> Bool {
        let times = viewsFollowed.filter { $0.name == name }
        guard times.count == 1, following.filter({ $0 == name }).count == 1, let open = presentations.last,
              arena[open].type == .popover else { return false }
        return times[0].presentations < presentations.count
    }

    /// Whether the closure a use of `type` passes as `label` is code it runs, not a view: the
    /// stored property it is given to is a function returning `Void` (`let onDismiss: () -> Void`,
    /// `var onSave: ((Note) -> Void)?`). An unlabelled trailing closure is given to the last stored
    /// property of function type, as the memberwise initializer orders them.
    static func isAction(_ label: String?, of type: DeclaredType) -> Bool {
        let functions = type.members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.nodes.contains { $0.name.tokenKind == .keyword(.static) } }
            .flatMap { variable in variable.bindings.nodes.compactMap { binding -> (name: String, type: FunctionTypeSyntax)? in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let annotation = binding.typeAnnotation?.type, let function = functionType(annotation) else { return nil }
                return (name, function)
            } }
        guard let function = label.map({ label in functions.last { $0.name == label } }) ?? functions.last else { return false }
        let returned = function.type.returnClause.type.trimmedDescription
        return returned == "Void" || returned == "()"
    }

    /// `() -> Void`, also written `@escaping`, `@MainActor`, in parentheses or optional.
    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return functionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return functionType(unwrapped.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.firstNode { return functionType(only.type) }
        return nil
    }

    /// `header` or `self.header`: a view property or function of the current type, in the file
    /// read or in another part of the type (`typeParts`).
    private mutating func readMember(_ name: String, _ expression: ExprSyntax, into place: ElementArena.Place, rootOf root: Int?) -> Int? {
        let key = currentType.name + "." + name
        guard !following.contains(key) else { return nil }
        let range = file.lines.range(of: expression)
        var part: (SwiftFile, DeclaredType)?
        guard let (statements, passed) = Self.viewMember(name, of: currentType, expression) ?? {
            part = otherPart(declaring: name, expression)
            return part.flatMap { Self.viewMember(name, of: $0.1, expression) }
        }() else { return nil }
        // The views a call passes are written in this file, the method's code in the other.
        if part != nil, !passed.isEmpty { return nil }
        let index = arena.add(.view, place, range: range, typeRange: range)
        following.append(key)
        passedViews.append(passed)
        let here = (file, currentType)
        if let part { (file, currentType) = part }
        if passed.isEmpty {
            readOnce(statements, rootOf: root) { $0.readStatements(statements, into: .child(of: index), rootOf: root) }
        } else {
            // What the method makes depends on what this call passes: read for this call.
            readStatements(statements, into: .child(of: index), rootOf: root)
        }
        (file, currentType) = here
        passedViews.removeLast()
        following.removeLast()
        return index
    }

    /// The statements of `type`'s view property or method `name`, and the views `expression`, a
    /// call of the method, passes to its view parameters.
    private static func viewMember(_ name: String, of type: DeclaredType, _ expression: ExprSyntax)
        -> (statements: CodeBlockItemListSyntax, passed: [String: ExprSyntax])? {
        if let property = type.computedProperty(name), property.type.map(DeclaredType.isViewType) ?? true {
            return (property.statements, [:])
        }
        guard let function = type.functions(name).first(where: { $0.signature.returnClause.map { DeclaredType.isViewType($0.type) } ?? false }),
              let body = function.body else { return nil }
        return (body.statements, expression.as(FunctionCallExprSyntax.self).map { Self.viewsPassed(by: $0, to: function) } ?? [:])
    }

    /// The part of the current type that declares the view member `name`, when the file read does
    /// not: one read before (`typeParts`), or the extension of another file the index joins to the
    /// view's own file (`SwiftProjectIndex.extensionMembers`), numbered for this reading.
    private mutating func otherPart(declaring name: String, _ expression: ExprSyntax) -> (SwiftFile, DeclaredType)? {
        let current = currentType.declarations.first?.id
        var parts = typeParts[currentType.name] ?? []
        if let part = parts.first(where: { $0.type.declarations.first?.id != current && Self.viewMember(name, of: $0.type, expression) != nil }) {
            return part
        }
        guard let across, let member = across.project.extensionMembers[currentType.name + "." + name], member.path != across.path,
              let holding = across.project.files[member.path], let other = across.file(holding, at: member.path) else { return nil }
        if !parts.contains(where: { $0.type.declarations.first?.id == current }) { parts.append((file, currentType)) }
        parts.append((other, member.type))
        typeParts[currentType.name] = parts
        return (other, member.type)
    }

    /// The views a call of a method passes to its view parameters (`some View`, `AnyView`, or a
    /// generic parameter that is a `View`), by parameter name, matched in order by label.
    static func viewsPassed(by call: FunctionCallExprSyntax, to function: FunctionDeclSyntax) -> [String: ExprSyntax] {
        let generics = Set(function.genericParameterClause?.parameters.nodes.filter { parameter in
            parameter.inheritedType.map { ["View", "SwiftUI.View"].contains($0.trimmedDescription) } ?? false
        }.map(\.name.text) ?? [])
        var passed: [String: ExprSyntax] = [:]
        let arguments = Array(call.arguments.nodes)
        for (parameter, argument) in zip(function.signature.parameterClause.parameters.nodes, arguments) {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            guard argument.label?.text == label else { break }
            let type = parameter.type.trimmedDescription
            guard DeclaredType.isViewType(parameter.type) || type == "AnyView" || generics.contains(type) else { continue }
            passed[(parameter.secondName ?? parameter.firstName).text] = argument.expression
        }
        return passed
    }

    /// A view the reader cannot see into. It stands for whatever it may hold: an element of no
    /// known type that might hold work, so no rule concludes that its popover holds nothing.
    @discardableResult
    mutating func unreadable(_ node: some SyntaxProtocol, into place: ElementArena.Place) -> Int {
        let range = file.lines.range(of: node)
        let index = arena.add(nil, place, range: range, typeRange: range)
        arena[index].editableValue = true
        unreadContent.formUnion(presentations)
        return index
    }

    mutating func enter() -> Bool {
        deepestEntered = max(deepestEntered, depth)
        guard depth < Self.maxDepth else {
            cutShortByDepth = true
            return false
        }
        guard !overBudget else { return false }
        guard arena.elements.count < Self.maxElements else {
            overBudget = true
            return false
        }
        depth += 1
        return true
    }

    // MARK: Modifiers

    private mutating func apply(_ modifier: ModifierChain.Modifier, to index: Int, rootOf root: Int?) -> Int {
        switch modifier {
        case .call(let call, let member):
            applyCall(call, member, to: index, rootOf: root)
        case .conditional(let block):
            for clause in block.clauses.nodes where Conditions.isActive(clause, in: context) != false {
                guard case .postfixExpression(let expression)? = clause.elements else { continue }
                for inner in ModifierChain.split(expression).modifiers.reversed() {
                    _ = apply(inner, to: index, rootOf: root)
                }
            }
        }
        return index
    }

    mutating func applyCall(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, to index: Int, rootOf root: Int?) {
        let name = member.declName.baseName.text
        // Only a presentation's signature is told apart by its labels: most modifiers need none.
        var labels: [String] { call.labels }
        if name != "modifier", Self.presentationModifiers.contains(name), neverPresented(call) { return }
        switch name {
        case "popover" where Self.isApplePopover(labels):
            let popover = addPresentation(.popover, call, member, to: index, contentLabels: ["content"])
            readPopoverArguments(call, into: popover)
        case "alert" where labels.contains("isPresented") || labels.contains("item"):
            let alert = addPresentation(.alert, call, member, to: index, contentLabels: ["actions", "message", "content"])
            if let title = call.arguments.argument(nil), let text = Literals.copy(title.expression) {
                arena.setCopy(.title, text, at: file.lines.range(of: title.expression), on: alert)
            }
        case "confirmationDialog" where labels.contains("isPresented"):
            // On a Mac a confirmation dialog is an alert, which may show over a popover.
            let dialog = addPresentation(context.platform == .macOS ? .alert : .actionSheet, call, member, to: index,
                                         contentLabels: ["actions", "message"])
            if let title = call.arguments.argument(nil), let text = Literals.copy(title.expression) {
                arena.setCopy(.title, text, at: file.lines.range(of: title.expression), on: dialog)
            }
        case "actionSheet" where labels.contains("isPresented") || labels.contains("item"):
            // The older API (iOS 13 to 15): its content makes an `ActionSheet`, not views.
            addPresentation(.actionSheet, call, member, to: index, contentLabels: [])
        case "fileImporter" where labels.contains("isPresented"), "fileExporter" where labels.contains("isPresented"),
             "fileMover" where labels.contains("isPresented"):
            // A document browser in a sheet on iOS and iPadOS; an open or save panel on a Mac.
            addPresentation(context.platform == .macOS ? .panel : .sheet, call, member, to: index, contentLabels: [])
        case "sheet" where labels.contains("isPresented") || labels.contains("item"):
            addPresentation(.sheet, call, member, to: index, contentLabels: ["content"])
        case "fullScreenCover" where labels.contains("isPresented") || labels.contains("item"):
            addPresentation(.fullScreen, call, member, to: index, contentLabels: ["content"])
        case "contextMenu":
            addPresentation(.menu, call, member, to: index, contentLabels: ["menuItems"])
        case "onTapGesture":
            noteTapChoice(call)
        case "modifier":
            expandModifier(call, useRange: file.lines.range(from: member.period, to: call), useTypeRange: file.lines.range(ofModifier: member),
                           to: index)
        case "presentationCompactAdaptation":
            readCompactAdaptation(call)
        case "interactiveDismissDisabled":
            readDismissDisabled(call, member)
        case "frame":
            if let root, root == presentations.last { readFrame(call, member, into: root) }
        case "help":
            if let argument = call.arguments.firstNode.map({ Self.textArgument($0.expression) }), let text = Literals.copy(argument) {
                arena.setCopy(.help, text, at: file.lines.range(of: argument), on: index)
            }
        case "navigationTitle":
            if let argument = call.arguments.firstNode.map({ Self.textArgument($0.expression) }), let text = Literals.copy(argument) {
                let bar = arena.add(.navigationBar, .child(of: index), range: file.lines.range(from: member.period, to: call),
                                    typeRange: file.lines.range(ofModifier: member))
                arena.setCopy(.title, text, at: file.lines.range(of: argument), on: bar)
            }
        case "environment":
            readEditMode(call, on: index)
        case "pickerStyle":
            // `.segmented`, or the style's type made (`SegmentedPickerStyle()`).
            let style = call.arguments.firstNode?.expression
            if arena[index].type == .picker, Literals.implicitMember(style)?.declName.baseName.text == "segmented"
                || style.flatMap(UIKitCode.call(in:)).flatMap({ ModifierChain.typeName($0.calledExpression) }) == "SegmentedPickerStyle" {
                arena[index].type = .segmentedControl
            }
        case "searchable":
            let field = arena.add(.searchField, .child(of: index), range: file.lines.range(from: member.period, to: call),
                                  typeRange: file.lines.range(ofModifier: member))
            if let prompt = call.arguments.argument("prompt"), let text = Literals.copy(prompt.expression) {
                arena.setCopy(.placeholder, text, at: file.lines.range(of: prompt.expression), on: field)
            }
        case "toolbar":
            let bar = arena.add(.toolbar, .child(of: index), range: file.lines.range(from: member.period, to: call),
                                typeRange: file.lines.range(ofModifier: member))
            for (_, closure) in call.closures { readStatements(closure.statements, into: .child(of: bar)) }
        case "overlay", "background", "safeAreaInset", "navigationDestination", "tabItem", "swipeActions", "mask", "inspector":
            for (label, closure) in call.closures where !SwiftUIView.actionLabels.contains(label ?? "") {
                readStatements(closure.statements, into: .child(of: index))
            }
            if name == "overlay" || name == "background", let argument = call.arguments.firstNode,
               argument.label == nil, argument.expression.is(FunctionCallExprSyntax.self) {
                readView(argument.expression, into: .child(of: index))
            }
        default:
            if mayBeWrapper(name), file.popoverWrappers.expands(name) || across?.project.wrapperExpands(name) == true {
                expandMethod(name, call, calledOn: receiverType(of: member.base), useRange: file.lines.range(from: member.period, to: call),
                             useTypeRange: file.lines.range(ofModifier: member), to: index)
            } else if !applyTransform(call, to: index, rootOf: root) {
                // `.navigationBarContent { Button(…).popover(…) }`: a team's method that places the
                // views of a closure it takes beside the view (as `.overlay` does) holds those
                // popovers. Only a closure of no parameters that presents one, or that shows the
                // view's own members (`{ dateNavigation }`), is read.
                for (_, closure) in call.closures where closure.signature == nil
                    && (Self.presentsSomething(closure, in: file) || showsOnlyOwnViewMembers(closure)) {
                    readStatements(closure.statements, into: .child(of: index))
                }
            }
        }
    }

    /// `{ dateNavigation }`, `{ header(for: day) }`: each statement is a view property or method of
    /// the type read, modified or not.
    private func showsOnlyOwnViewMembers(_ closure: ClosureExprSyntax) -> Bool {
        !closure.statements.isEmpty && closure.statements.allSatisfy { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            var base = ModifierChain.split(expression).base
            if let call = base.as(FunctionCallExprSyntax.self) { base = call.calledExpression }
            guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return currentType.computedProperty(name).map { $0.type.map(DeclaredType.isViewType) ?? false } == true
                || currentType.functions(name).contains { $0.signature.returnClause.map { DeclaredType.isViewType($0.type) } ?? false }
        }
    }

    /// `Text("Library")` given where a string may be (`.navigationTitle(Text("Library"))`): its copy.
    private static func textArgument(_ expression: ExprSyntax) -> ExprSyntax {
        guard let call = expression.as(FunctionCallExprSyntax.self), ModifierChain.typeName(call.calledExpression) == "Text",
              call.arguments.count == 1, let only = call.arguments.firstNode, only.label == nil else { return expression }
        return only.expression
    }

    /// Whether the closure's code writes a presentation modifier (`.popover(`, `.sheet(`…).
    private static func presentsSomething(_ closure: ClosureExprSyntax, in file: SwiftFile) -> Bool {
        file.lines.text(of: closure, contains: ".popover(") || file.lines.text(of: closure, contains: ".sheet(")
            || file.lines.text(of: closure, contains: ".fullScreenCover(") || file.lines.text(of: closure, contains: ".confirmationDialog(")
    }

    /// Apple's signatures: `popover(isPresented:attachmentAnchor:arrowEdge:content:)` and the same
    /// with `item:`, the last three optional in that order, content as an argument or a trailing
    /// closure. Another library's `.popover(present:)` is not Apple's popover.
    static func isApplePopover(_ labels: [String]) -> Bool {
        guard let first = labels.first, first == "isPresented" || first == "item" else { return false }
        let order = ["attachmentAnchor", "arrowEdge", "content"]
        var position = -1
        var hasContent = false
        for label in labels.dropFirst() {
            let name = label == "{}" ? "content" : label
            guard let at = order.firstIndex(of: name), at > position else { return false }
            position = at
            hasContent = hasContent || name == "content"
        }
        return hasContent
    }

    /// A presentation of the modified view; its content closures are read into it.
    @discardableResult
    private mutating func addPresentation(_ type: ElementType, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax,
                                          to index: Int, contentLabels: Set<String>) -> Int {
        addPresentation(type, call, range: file.lines.range(from: member.period, to: call), typeRange: file.lines.range(ofModifier: member),
                        to: index, contentLabels: contentLabels)
    }

    /// A presentation made inside a wrapper's code is written at the wrapper's use, where it is reported.
    @discardableResult
    mutating func addPresentation(_ type: ElementType, _ call: FunctionCallExprSyntax, range: SourceRange, typeRange: SourceRange,
                                  to index: Int, contentLabels: Set<String>) -> Int {
        let use = outermostUse
        let presentation = arena.add(type, .presented(by: index), range: use?.range ?? range, typeRange: use?.typeRange ?? typeRange)
        // `isPresented: $shown`: the flag a close mark in the content may toggle.
        if let flag = call.arguments.argument("isPresented")?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           flag.hasPrefix("$"), flag.count > 1 {
            popoverFlags[presentation] = String(flag.dropFirst())
        }
        for (label, closure) in call.closures where label == nil || contentLabels.contains(label!) {
            readContent(closure, of: presentation)
        }
        if let content = call.arguments.argument("content"), !content.expression.is(ClosureExprSyntax.self),
           !readPassedOn(content.expression, asContentOf: presentation), !readInitializerContent(content.expression, of: presentation) {
            // `content: makeContent` names a function: content the reader does not see.
            presentations.append(presentation)
            unreadable(content.expression, into: .child(of: presentation))
            presentations.removeLast()
        }
        return presentation
    }

    /// `content: SignInPanel.init`: the content is the view the initializer makes, a view type of
    /// this file (or another's, with the index) that takes nothing.
    private mutating func readInitializerContent(_ expression: ExprSyntax, of presentation: Int) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              member.declName.argumentNames == nil, let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        let name = base.baseName.text
        presentations.append(presentation)
        defer { presentations.removeLast() }
        if let type = file.types[name], type.isView, !following.contains(name), type.body != nil {
            _ = follow(type, at: expression, named: ExprSyntax(base), closures: [], into: .child(of: presentation), rootOf: nil)
            return true
        }
        return followElsewhere(name, at: expression, named: ExprSyntax(base), closures: [], into: .child(of: presentation), rootOf: nil) != nil
    }

    /// The view `name` that another file declares (with the index), followed into its `body` as
    /// the view made at `node`; nil where no other file declares it, or it is being followed.
    private mutating func followElsewhere(_ name: String, at node: ExprSyntax, named written: ExprSyntax,
                                          closures: [(label: String?, closure: ClosureExprSyntax)],
                                          into place: ElementArena.Place, rootOf root: Int?) -> Int? {
        guard file.types[name] == nil, !following.contains(name), let across, let (view, holding) = across.project.view(named: name, from: across.path),
              let other = across.file(holding, at: view.path) else { return nil }
        let here = file
        defer { file = here }
        return follow(view.type, at: node, named: written, closures: closures, into: place, rootOf: root, readingFrom: other)
    }

    mutating func readContent(_ closure: ClosureExprSyntax, of presentation: Int) {
        presentations.append(presentation)
        // What a toolbar item presents is not in the bar: its buttons are no bar buttons.
        let inToolbarItems = toolbarItems
        toolbarItems = 0
        readStatements(closure.statements, into: .child(of: presentation), rootOf: presentation)
        toolbarItems = inToolbarItems
        presentations.removeLast()
        let range = file.lines.range(of: closure)
        if let earlier = contentRanges[presentation], earlier.start <= range.end {
            contentRanges[presentation] = SourceRange(start: earlier.start, end: range.end)
        } else {
            contentRanges[presentation] = range
        }
    }

    /// `isPresented: .constant(false)` or `item: .constant(nil)`: a presentation that never shows
    /// (a preview's, or one left switched off), so nothing in it is judged.
    func neverPresented(_ call: FunctionCallExprSyntax) -> Bool {
        for label in ["isPresented", "item"] {
            guard let value = call.arguments.argument(label).flatMap(passedOn).flatMap({ Self.constantValue($0.expression) }) else { continue }
            let off = label == "item" ? value.is(NilLiteralExprSyntax.self)
                : value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            if off { return true }
        }
        return false
    }

    /// `value` in `.constant(value)`, a binding that never changes.
    static func constantValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let constant = expression.as(FunctionCallExprSyntax.self),
              Literals.implicitMember(constant.calledExpression)?.declName.baseName.text == "constant" else { return nil }
        return constant.arguments.firstNode?.expression
    }

    mutating func readPopoverArguments(_ call: FunctionCallExprSyntax, into popover: Int) {
        arena.present(popover) { $0.api = .swiftUIPopover }
        arena[popover][position: .api] = arena[popover][position: .type]
        if let edge = call.arguments.argument("arrowEdge").flatMap(passedOn), let label = edge.label,
           let name = Literals.implicitMember(edge.expression)?.declName.baseName.text,
           let arrow = SwiftUIView.arrow(forEdge: name) {
            arena.present(popover) { $0.arrow = [arrow] }
            arena[popover][position: .arrow] = edge.lines.range(from: label, to: edge.expression)
        }
        // `isPresented: .constant(true)`: shown in this snapshot of the screen.
        if let shown = call.arguments.argument("isPresented").flatMap(passedOn), let label = shown.label,
           Self.constantValue(shown.expression)?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
            arena.present(popover) { $0.visible = true }
            visiblePopovers += 1
            arena[popover][position: .visible] = shown.lines.range(from: label, to: shown.expression)
        }
    }

    /// `.presentationCompactAdaptation(.none)` inside a popover's content: what that popover becomes
    /// in a compact width. `(horizontal:vertical:)` is read for its horizontal value.
    mutating func readCompactAdaptation(_ call: FunctionCallExprSyntax) {
        guard let popover = presentations.last, arena[popover].type == .popover, !hostingPopovers.contains(popover),
              arena[popover][position: .compactAdaptation] == nil else { return }
        let argument = call.arguments.argument(nil) ?? call.arguments.argument("horizontal")
        guard let value = Literals.enumCase(argument?.expression, of: Self.adaptationTypes) else {
            // An adaptation held in a variable, or chosen by a condition, is not read.
            if argument != nil { arena.present(popover) { $0.compactAdaptationUnknown = true } }
            return
        }
        let adaptation: CompactAdaptation?
        switch value.declName.baseName.text {
        case "none": adaptation = CompactAdaptation.none
        case "popover": adaptation = .popover
        case "sheet": adaptation = .sheet
        case "fullScreenCover": adaptation = .fullScreen
        default: adaptation = nil
        }
        guard let adaptation else { return }
        arena.present(popover) { $0.compactAdaptation = adaptation }
        arena[popover][position: .compactAdaptation] = file.lines.range(of: value)
        // The case's name alone is what another adaptation changes: `.none`, `PresentationAdaptation.none`.
        let name = value.declName.baseName
        arena[popover].writtenValues[.compactAdaptation] = WrittenValue(range: file.lines.range(of: name), written: name.text,
                                                                        expression: file.lines.range(of: value), values: Self.adaptationNames)
    }

    /// `PresentationAdaptation.none` is `.none` written in full.
    static let adaptationTypes: Set<String> = ["PresentationAdaptation", "SwiftUI.PresentationAdaptation"]

    /// How each compact adaptation is written as a `PresentationAdaptation` case.
    static let adaptationNames: [FixValue: String] = [
        .word(CompactAdaptation.none.rawValue): "none", .word(CompactAdaptation.popover.rawValue): "popover",
        .word(CompactAdaptation.sheet.rawValue): "sheet", .word(CompactAdaptation.fullScreen.rawValue): "fullScreenCover",
    ]

    /// `.interactiveDismissDisabled()` or `(true)` inside a popover's content: a tap outside does
    /// not close it. `(isUploading)` may keep it open while people's work runs: whether it closes
    /// by itself is not said, so its Cancel or Done button is not called noise.
    private mutating func readDismissDisabled(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) {
        guard let popover = presentations.last, arena[popover].type == .popover else { return }
        // In a hosting controller's content it may or may not reach the controller's presentation.
        if hostingPopovers.contains(popover) {
            arena.present(popover) { $0.closesByItselfUnknown = true }
            return
        }
        if let argument = call.arguments.firstNode {
            guard let literal = argument.expression.as(BooleanLiteralExprSyntax.self) else {
                arena.present(popover) { $0.closesByItselfUnknown = true }
                return
            }
            guard literal.literal.tokenKind == .keyword(.true) else { return }
        }
        arena.present(popover) { $0.outsideTap = .prevent }
        arena[popover][position: .dismissOutsideTap] = file.lines.range(ofModifier: member)
    }

    /// `.environment(\.editMode, …)`: unless it is `.constant(.inactive)`, people edit the view
    /// (delete, move or pick rows), work a Done button confirms.
    private mutating func readEditMode(_ call: FunctionCallExprSyntax, on index: Int) {
        let arguments = Array(call.arguments.nodes)
        guard arguments.count == 2, let path = arguments[0].expression.as(KeyPathExprSyntax.self),
              path.components.trimmedDescription == ".editMode" else { return }
        if Literals.implicitMember(Self.constantValue(arguments[1].expression))?.declName.baseName.text == "inactive" {
            return
        }
        arena[index].editableValue = true
    }

    /// `.frame(width:height:)` (or `idealWidth:`/`idealHeight:`) on the view that is a popover's
    /// whole content: the popover's size. Only literal numbers count.
    private mutating func readFrame(_ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, into popover: Int) {
        guard arena[popover].type == .popover else { return }
        let width = Literals.number(call.arguments.argument("width")?.expression)
            ?? Literals.number(call.arguments.argument("idealWidth")?.expression)
        let height = Literals.number(call.arguments.argument("height")?.expression)
            ?? Literals.number(call.arguments.argument("idealHeight")?.expression)
        guard width != nil || height != nil else { return }
        arena.present(popover) { $0.size = Size(width: width, height: height) }
        arena[popover][position: .size] = file.lines.range(ofModifier: member)
    }
}

/// A view expression taken apart: `Text("a").font(.title).popover(…)` is the view `Text("a")` and
/// the modifiers `font`, `popover`, outermost first. Unwound in a loop, not by recursion, so a
/// chain of any length costs no stack.
enum ModifierChain {
    enum Modifier {
        case call(FunctionCallExprSyntax, MemberAccessExprSyntax)
        /// `#if os(macOS) .popover(…) #else … #endif` after a view.
        case conditional(IfConfigDeclSyntax)
    }

    static func split(_ expression: ExprSyntax) -> (base: ExprSyntax, modifiers: [Modifier]) {
        var modifiers: [Modifier] = []
        var current = expression
        while true {
            // Most views have no modifier: a call whose called expression is no member access is
            // told on the raw tree, without making the call's nodes twice to tell (callgrind, 2026-11-29).
            if let call = RawFunctionCallExprSyntax(current.raw), call.calledExpression.raw.kind != .memberAccessExpr {
                return (current, modifiers)
            }
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, !isTypeName(base) {
                modifiers.append(.call(call, member))
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.base == nil {
                // The chain inside a `#if` clause starts with a bare `.modifier(…)`.
                modifiers.append(.call(call, member))
                return (current, modifiers)
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                modifiers.append(.conditional(postfix.config))
                current = base
            } else {
                return (current, modifiers)
            }
        }
    }

    /// `FilterPanel(…).environmentObject(model)`: the type the view is made of, modifiers aside.
    static func constructedTypeName(_ view: ExprSyntax) -> String? {
        UIKitCode.call(in: split(view).base).flatMap { typeName($0.calledExpression) }
    }

    /// `Text`, `SwiftUI.Text`, `Picker<…>`: the name of the type a call constructs.
    static func typeName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let generic = called.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" { return member.declName.baseName.text }
        // `UIActivityViewController.init(activityItems:applicationActivities:)` makes one as
        // `UIActivityViewController(…)` does.
        if member.declName.baseName.tokenKind == .keyword(.`init`), member.declName.argumentNames == nil,
           let name = typeName(base), name.first?.isUppercase == true {
            return name
        }
        return nil
    }

    /// `SwiftUI` in `SwiftUI.Text(…)` is a module, not a view being modified.
    private static func isTypeName(_ base: ExprSyntax) -> Bool {
        base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    }
}
