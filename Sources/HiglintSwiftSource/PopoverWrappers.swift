import HiglintCore
import SwiftSyntax

/// A team's own popover wrappers that one file declares: `View` extension methods
/// (`.instantPopover(isPresented:content:)`), `ViewModifier`s and representables whose code presents a
/// popover, directly (`.popover(isPresented:…)`, an `NSPopover`) or through another wrapper.
/// Each use of one is a popover, reported at the use (docs/sources.md, "A team's own wrappers").
struct PopoverWrappers {
    enum Kind: Equatable, Sendable {
        /// A method of `extension View` (or of another type's extension, `extension Button`,
        /// returning a view), used as `.name(…)`.
        case method
        /// A `ViewModifier`, used as `.modifier(Name(…))`.
        case modifier
        /// An `NSViewRepresentable` (or another representable), used as a view `Name(…)`.
        case representable
    }

    /// A declaration that may be a wrapper, with what its code names.
    struct Candidate: Sendable {
        let name: String
        let kind: Kind
        /// Its own code presents a popover.
        let presentsDirectly: Bool
        /// Its code names `NSPopover`: it is read where the run context is macOS.
        let appKit: Bool
        /// The calls and constructions its code writes (`popover`, `modifier`, `InstantPopover`): the
        /// wrappers it may use.
        let names: Set<String>
        let isPrivate: Bool
        /// For a method: the types whose extensions declare it (`View`, `Button`).
        let receivers: Set<String>
    }

    static let representables: Set<String> = ["NSViewRepresentable", "NSViewControllerRepresentable", "UIViewRepresentable",
                                               "UIViewControllerRepresentable"]

    private(set) var candidates: [String: Candidate] = [:]
    /// The candidates of the file that present a popover, by what the file alone says.
    private(set) var presenting: Set<String> = []
    /// The presenting ones that show an `NSPopover`, themselves or through another wrapper.
    private(set) var appKit: Set<String> = []
    /// The presenting ones whose code decides what the popover becomes in a compact width.
    private(set) var compact: Set<String> = []
    /// Methods and modifiers that present nothing but decide what the popover whose content they
    /// modify becomes in a compact width: a team's compatibility helper (`.compactPopover()` whose
    /// code writes `presentationCompactAdaptation(.popover)` under `if #available`). Each use is
    /// read as the code it wraps.
    private(set) var adapting: Set<String> = []

    /// `compactDeciders`: the file's types whose own code decides what a popover becomes in a
    /// compact width; a wrapper that shows one as its popover's content decides it through them.
    init(_ types: DeclaredTypes, compactDeciders: Set<String> = []) {
        // `extension View`, and extensions of SwiftUI's own views (`extension Button`), whose methods
        // that return a view may wrap a popover. An extension of the team's own view type holds that
        // view's helpers (`row(_:)`), called as its code, not as wrappers.
        for type in types.all where type.declarations.allSatisfy({ $0.is(ExtensionDeclSyntax.self) })
            && (type.name == "View" || SwiftUIView.known[type.name] != nil) {
            for function in type.members.compactMap({ $0.as(FunctionDeclSyntax.self) }) where function.body != nil {
                guard type.name == "View" || function.signature.returnClause.map({ DeclaredType.isViewType($0.type) }) == true else { continue }
                add(Self.candidate(function.name.text, .method, [Syntax(function)], isPrivate: Self.isPrivate(function.modifiers),
                                   receiver: type.name))
            }
        }
        for type in types.all where type.name != "View" {
            let kind: Kind
            if type.inherited.contains("ViewModifier"), Self.body(of: type) != nil {
                kind = .modifier
            } else if !type.inherited.isDisjoint(with: Self.representables) {
                kind = .representable
            } else {
                continue
            }
            let isPrivate = type.declarations.contains { Self.isPrivate($0.modifiers) }
            add(Self.candidate(type.name, kind, type.declarations.map { Syntax($0) }, isPrivate: isPrivate))
        }
        (presenting, appKit, compact) = Self.presenting(Array(candidates.values))
        // `popover(isPresented:) { TipContent() }` where `TipContent`'s body writes
        // `presentationCompactAdaptation`: the wrapper decides it, for the run's index too.
        let deciding = presenting.filter { name in
            candidates[name].map { !$0.names.isDisjoint(with: compactDeciders.subtracting([name])) } ?? false
        }
        if !deciding.isEmpty {
            for name in deciding {
                let candidate = candidates[name]!
                candidates[name] = Candidate(name: name, kind: candidate.kind, presentsDirectly: candidate.presentsDirectly,
                                             appKit: candidate.appKit, names: candidate.names.union([Self.compactAdaptationName]),
                                             isPrivate: candidate.isPrivate, receivers: candidate.receivers)
            }
            (presenting, appKit, compact) = Self.presenting(Array(candidates.values))
        }
        adapting = Self.adapting(Array(candidates.values), presenting: presenting)
    }

    /// The methods and modifiers among `candidates` that present nothing and write
    /// `presentationCompactAdaptation`, themselves or through another such one.
    static func adapting(_ candidates: [Candidate], presenting: Set<String>) -> Set<String> {
        let helpers = candidates.filter { $0.kind != .representable && !presenting.contains($0.name) }
        var adapting = Set(helpers.filter { $0.names.contains(compactAdaptationName) }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for helper in helpers where !adapting.contains(helper.name) && !helper.names.isDisjoint(with: adapting) {
                adapting.insert(helper.name)
                changed = true
            }
        }
        return adapting
    }

    private mutating func add(_ candidate: Candidate) {
        guard let earlier = candidates[candidate.name] else {
            candidates[candidate.name] = candidate
            return
        }
        // Overloads of one method (of one type's extensions or several): a wrapper if any of them is.
        candidates[candidate.name] = Candidate(name: candidate.name, kind: earlier.kind,
                                               presentsDirectly: earlier.presentsDirectly || candidate.presentsDirectly,
                                               appKit: earlier.appKit || candidate.appKit, names: earlier.names.union(candidate.names),
                                               isPrivate: earlier.isPrivate && candidate.isPrivate,
                                               receivers: earlier.receivers.union(candidate.receivers))
    }

    /// The candidates that present a popover, which of them show an `NSPopover`, and which decide
    /// what their popover becomes in a compact width (`.presentationCompactAdaptation`): each that
    /// presents directly, then each that uses one that does, until nothing changes.
    static func presenting(_ candidates: [Candidate]) -> (presenting: Set<String>, appKit: Set<String>, compact: Set<String>) {
        var presenting = Set<String>()
        var appKit = Set<String>()
        var compact = Set<String>()
        for candidate in candidates where candidate.presentsDirectly {
            presenting.insert(candidate.name)
            if candidate.appKit { appKit.insert(candidate.name) }
        }
        var changed = true
        while changed {
            changed = false
            for candidate in candidates where !presenting.contains(candidate.name) && !candidate.names.isDisjoint(with: presenting) {
                presenting.insert(candidate.name)
                if !candidate.names.isDisjoint(with: appKit) { appKit.insert(candidate.name) }
                changed = true
            }
        }
        // A wrapper whose content goes through a helper that decides it (`view().compactPopover()`).
        let helpers = adapting(candidates, presenting: presenting)
        for candidate in candidates where presenting.contains(candidate.name)
            && (candidate.names.contains(Self.compactAdaptationName) || !candidate.names.isDisjoint(with: helpers)) {
            compact.insert(candidate.name)
        }
        changed = true
        while changed {
            changed = false
            for candidate in candidates where presenting.contains(candidate.name) && !compact.contains(candidate.name)
                && !candidate.names.isDisjoint(with: compact) {
                compact.insert(candidate.name)
                changed = true
            }
        }
        return (presenting, appKit, compact)
    }

    static let compactAdaptationName = "presentationCompactAdaptation"

    /// iPadOS (or iOS) in a compact width, when a view uses a wrapper whose own code decides what
    /// its popover becomes there (`.helpPopover(…)` whose code writes `.presentationCompactAdaptation(.popover)`),
    /// as when the view's own code decides it.
    static func compactContext(usedBy view: DeclaredType, in file: SwiftFile, across: SwiftUIReader.Across?) -> RunContext? {
        guard let compact = file.compactContext else { return nil }
        let wrappers = file.popoverWrappers, project = across?.project.popoverWrappers
        var names = wrappers.compact.union(wrappers.adapting).union(project?.compact ?? []).union(project?.adapting ?? [])
        // The file's own wrappers that present a controller of another file deciding it.
        names.formUnion(wrappers.presenting.filter { !wrappers.appKit.contains($0) && wrappers.decidesCompactWidth($0, across: across) })
        return uses(names, view, in: file) ? compact : nil
    }

    /// macOS, when a view uses a wrapper that shows an `NSPopover` (`PopoverAnchor(…)`,
    /// `.hoverPopover(…)`): such code runs on macOS only, whatever else the file says.
    static func macOSContext(usedBy view: DeclaredType, in file: SwiftFile, across: SwiftUIReader.Across?) -> RunContext? {
        let names = file.popoverWrappers.appKit.union(across?.project.popoverWrappers.appKit ?? [])
        return uses(names, view, in: file) ? SwiftFile.macOS : nil
    }

    /// The wrappers of other files of the run that the view's code uses: their code runs in its
    /// screen (`#if os(macOS)` in a modifier's body), so what it singles out is read there too.
    static func wrappersOfOtherFiles(usedBy view: DeclaredType, in file: SwiftFile, across: SwiftUIReader.Across?) -> Set<String> {
        guard let across else { return [] }
        let shared = across.project.popoverWrappers.shared.filter { $0.value.path != across.path && !$0.value.appKit }
        guard !shared.isEmpty else { return [] }
        let capitalised = file.capitalisedNames(of: view)
        // The view's code as text once, where a method may be used (`.helpPopover(`).
        let text = shared.values.contains { $0.kind == .method } ? view.declarations.map(\.description).joined() : ""
        return Set(shared.keys.filter { name in
            capitalised.contains(name) || (shared[name]?.kind == .method && text.contains("." + name + "("))
        })
    }

    /// Whether the view's code writes one of the wrappers `names`: a type's name, or `.method(`.
    private static func uses(_ names: Set<String>, _ view: DeclaredType, in file: SwiftFile) -> Bool {
        guard !names.isEmpty else { return false }
        let capitalised = file.capitalisedNames(of: view)
        return names.contains { name in
            capitalised.contains(name) || view.declarations.contains { $0.description.contains("." + name + "(") }
        }
    }

    /// Whether a type that is not a view may show views as popover content: the `View` extension
    /// holding wrapper methods, a wrapper, or a type that names `NSPopover`.
    static func mayShowViews(_ type: DeclaredType, in file: SwiftFile) -> Bool {
        guard !type.isView else { return false }
        let wrappers = file.popoverWrappers
        if type.name == "View" { return !wrappers.presenting.isEmpty }
        // `extension Button` holding wrapper methods.
        if wrappers.presenting.contains(where: { wrappers.candidates[$0]?.receivers.contains(type.name) == true }) { return true }
        return file.popoverWrappers.candidates[type.name] != nil || file.capitalisedNames(of: type).contains("NSPopover")
    }

    /// What the code of the wrapper `name` names, and that of the file's wrappers it uses, through
    /// any number of them (a `private` modifier behind a `View` method).
    func namesReached(from name: String) -> Set<String> {
        var names = Set<String>()
        var pending = [name]
        var seen: Set<String> = [name]
        while let next = pending.popLast() {
            guard let candidate = candidates[next] else { continue }
            names.formUnion(candidate.names)
            for used in candidate.names where candidates[used] != nil && seen.insert(used).inserted { pending.append(used) }
        }
        return names
    }

    /// Whether the wrapper `name` decides what its popover becomes in a compact width: its code
    /// does, or a controller or delegate class of another file its code (or a wrapper of the file
    /// it uses) names does (`SwiftProjectIndex.compactDeciders`).
    func decidesCompactWidth(_ name: String, across: SwiftUIReader.Across?) -> Bool {
        if compact.contains(name) || across?.project.popoverWrappers.compact.contains(name) == true { return true }
        guard let deciders = across?.project.compactDeciders, !deciders.isEmpty else { return false }
        return !namesReached(from: name).isDisjoint(with: deciders)
    }

    /// Whether a use of `name` is read as the code it wraps: it presents a popover, or decides what
    /// one becomes in a compact width.
    func expands(_ name: String) -> Bool { presenting.contains(name) || adapting.contains(name) }

    /// A `ViewModifier`'s `body(content:)`.
    static func body(of type: DeclaredType) -> FunctionDeclSyntax? {
        type.functions("body").first { $0.signature.parameterClause.parameters.count == 1 && $0.body != nil }
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.nodes.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    private static func candidate(_ name: String, _ kind: Kind, _ code: [Syntax], isPrivate: Bool, receiver: String? = nil) -> Candidate {
        let walker = WrapperCodeWalker()
        for node in code { walker.walk(node) }
        // A representable's or a modifier's UIKit code presents what a controller does
        // (`present(share, animated:)`); whether it makes a popover is read at each use (`UIKitCode`).
        let presents = walker.presents || (kind != .method && walker.namesUIKitPresentation)
        return Candidate(name: name, kind: kind, presentsDirectly: presents, appKit: walker.appKit, names: walker.names,
                         isPrivate: isPrivate, receivers: receiver.map { [$0] } ?? [])
    }

    /// The name a call is made by: `popover` in `.popover(…)` and `popover(…)`, `InstantPopover` in
    /// `InstantPopover<C>(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        var called = call.calledExpression
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        if let member = called.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

/// One walk over a wrapper candidate's code: whether it presents a popover itself, and what it calls.
private final class WrapperCodeWalker: SyntaxVisitor {
    var presents = false
    var appKit = false
    var names = Set<String>()
    /// It names what UIKit makes popovers of: a style, an action sheet, a share sheet.
    var namesUIKitPresentation = false

    static let uiKitPresentationNames: Set<String> = ["modalPresentationStyle", "actionSheet", "UIActivityViewController",
                                                      "UIPopoverController"]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = PopoverWrappers.calledName(node) else { return .visitChildren }
        if name == "popover", SwiftUIReader.isApplePopover(node.labels) {
            presents = true
        } else {
            names.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "NSPopover" {
            presents = true
            appKit = true
        } else if Self.uiKitPresentationNames.contains(node.baseName.text) {
            namesUIKitPresentation = true
        }
        return .skipChildren
    }
}

/// One use of a wrapper being read: the wrapper's code is read with what the use passes it.
struct WrapperExpansion {
    /// Where the use is written, from its `.` (or the view's name) to its end; the popover the
    /// outermost use makes is reported there.
    /// Nil for a wrapper read on its own (no linted file uses it): its code's own positions then.
    let useRange: SourceRange?
    let useTypeRange: SourceRange?
    /// The element the wrapper modifies: `content` in `body(content:)`, `self` in an extension.
    let modified: Int
    /// The name of `body(content:)`'s parameter; nil where `self` is the modified view.
    let contentName: String?
    /// The wrapper's parameters and stored properties, bound to what the use passes (written in the
    /// code around the use).
    let bindings: [String: (expression: ExprSyntax, label: TokenSyntax?)]
    /// The code around the use: what it passes is read there.
    let callerFile: SwiftFile
    let callerType: DeclaredType
    /// How many presentations' content was being read when the wrapper's code began: a bare call
    /// at that level is a modifier of the view the wrapper modifies, not content.
    var presentationDepth = 0
}

/// An argument as the wrapper's use passes it on: the expression, its label, and the lines it is
/// written in (the use's file when it comes from there).
struct PassedOn {
    let expression: ExprSyntax
    let label: TokenSyntax?
    let lines: SourceLines
}

extension SwiftUIReader {
    /// How many wrappers deep a use is followed (a wrapper that uses a wrapper that uses one…).
    static let maxWrapperDepth = 8

    /// Where the outermost use of the wrappers being read is written: what they present is
    /// reported there.
    var outermostUse: (range: SourceRange, typeRange: SourceRange)? {
        for expansion in expansions {
            if let range = expansion.useRange, let typeRange = expansion.useTypeRange { return (range, typeRange) }
        }
        return nil
    }

    // MARK: Finding a wrapper

    /// The wrapper `name` of `kind` as seen from the file read: its own (or the one being read), else
    /// the one another file of the run declares once, with that file numbered for borrowing. For a
    /// method, the extension of `receiver` that declares it.
    private func wrapper(_ name: String, _ kind: PopoverWrappers.Kind, receiver: String = "View")
        -> (file: SwiftFile, type: DeclaredType?, appKit: Bool)? {
        let wrappers = file.popoverWrappers
        if let candidate = wrappers.candidates[name], candidate.kind == kind, kind != .method || candidate.receivers.contains(receiver) {
            guard wrappers.expands(name) || across.map({ $0.project.wrapperExpands(name) }) == true else { return nil }
            let appKit = wrappers.appKit.contains(name) || across.map { $0.project.wrapperIsAppKit(name) } == true
            return (file, file.types[kind == .method ? receiver : name], appKit)
        }
        guard let across, let (shared, holding) = across.project.wrapper(named: name, kind: kind, from: across.path),
              kind != .method || shared.receivers.contains(receiver),
              let other = across.file(holding, at: shared.path) else { return nil }
        return (other, other.types[kind == .method ? receiver : name], shared.appKit)
    }

    /// The type whose extension declares the wrapper method `name` that a call on a value of
    /// `receiver` runs (nil: the code does not say the value's type). The receiver's own
    /// extension when it declares one; else the only type of the run whose extensions declare
    /// the name (`View`, or `Button` alone). Where several do and the value's type does not
    /// choose one, which runs is not known: nil, and nothing is read.
    func wrapperReceiver(of name: String, calledOn receiver: String?) -> String? {
        var receivers = file.popoverWrappers.candidates[name].map { $0.kind == .method ? $0.receivers : [] } ?? []
        receivers.formUnion(across?.project.popoverWrappers.methodReceivers[name] ?? [])
        if let receiver, receivers.contains(receiver) { return receiver }
        return receivers.count == 1 ? receivers.first : nil
    }

    /// The type of the value a modifier is called on, when the code says it: a construction
    /// (`Button("Help") { … }`, `Image(systemName: "info")`), or `self` inside an extension
    /// method of a type other than `View`.
    func receiverType(of base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            guard let expansion = expansions.last, expansion.contentName == nil, currentType.name != "View" else { return nil }
            return currentType.name
        }
        guard let call = base.as(FunctionCallExprSyntax.self), let name = ModifierChain.typeName(call.calledExpression),
              name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Whether `name` may be a wrapper's, before anything of the call is looked at: most modifiers
    /// (`.font`, `.padding`) are not.
    func mayBeWrapper(_ name: String) -> Bool {
        file.popoverWrappers.candidates[name] != nil || across?.project.popoverWrappers.shared[name] != nil
    }

    /// Whether a wrapper is read in this run context: one that shows an `NSPopover` only on macOS.
    private func readsHere(appKit: Bool) -> Bool { !appKit || context.platform == .macOS }

    // MARK: Uses

    /// `.instantPopover(isPresented: $shown) { HistoryView() }` on the view at `index`: the method's
    /// body, with its parameters bound to the arguments, `self` being the view. `receiver`: the
    /// type of the value it is called on, when the code says it (`Button(…).helpPopover(…)`).
    mutating func expandMethod(_ name: String, _ call: FunctionCallExprSyntax, calledOn receiver: String?, useRange: SourceRange,
                               useTypeRange: SourceRange, to index: Int) {
        guard expansions.count < Self.maxWrapperDepth, let extended = wrapperReceiver(of: name, calledOn: receiver),
              let (wrapperFile, view, appKit) = wrapper(name, .method, receiver: extended),
              readsHere(appKit: appKit), let view else { return }
        let arguments = CallArguments(call)
        // A wrapper declared once per platform (`#if os(iOS) … #else …`): the one compiled here.
        var overloads = view.functions(name).filter {
            $0.body != nil && Self.bindings(of: $0.signature.parameterClause, arguments) != nil && Conditions.isCompiled($0, in: context)
        }
        // Overloads of the same labels (`info(_ title: String, …)` forwarding to `info(_ title: Text, …)`):
        // the one whose parameters take what the call passes (a string literal, a `Text`).
        if overloads.count > 1 { overloads = overloads.filter { Self.takes(arguments, $0.signature.parameterClause) } }
        // Which of several overloads is meant is not said: nothing is read.
        guard overloads.count == 1, let function = overloads.first, let body = function.body,
              let bindings = Self.bindings(of: function.signature.parameterClause, arguments) else { return }
        // Each overload is its own code: one may use another of its name.
        let key = extended + "." + name + (view.functions(name).count > 1 ? "@\(function.position.utf8Offset)" : "")
        guard !following.contains(key) else { return }
        read(body.statements, of: view, in: wrapperFile, key: key, bindings: bindings, contentName: nil, modified: index,
             useRange: useRange, useTypeRange: useTypeRange)
    }

    /// Whether no argument the call passes is of another kind than its parameter takes: a string
    /// literal a `String`, `LocalizedStringKey` or generic parameter; a `Text(…)` a `Text` or generic
    /// one. Other arguments say nothing.
    private static func takes(_ arguments: CallArguments, _ parameters: FunctionParameterClauseSyntax) -> Bool {
        let list = Array(parameters.parameters.nodes)
        var next = 0
        for (label, argument) in arguments.all {
            while next < list.count, list[next].firstName.text != (label ?? "_") { next += 1 }
            guard next < list.count else { return false }
            let type = list[next].type.trimmedDescription
            next += 1
            let generic = type.count <= 2 || type.hasPrefix("some ")
            if argument.expression.is(StringLiteralExprSyntax.self), !generic, !["String", "LocalizedStringKey", "Substring"].contains(type) {
                return false
            }
            if let made = argument.expression.as(FunctionCallExprSyntax.self), ModifierChain.typeName(made.calledExpression) == "Text",
               !generic, type != "Text" {
                return false
            }
        }
        return true
    }

    /// `.modifier(InstantPopover(isPresented: $shown) { HistoryView() })` on the view at `index`:
    /// the modifier's `body(content:)`, its stored properties bound to the arguments.
    mutating func expandModifier(_ call: FunctionCallExprSyntax, useRange: SourceRange, useTypeRange: SourceRange, to index: Int) {
        guard let argument = call.arguments.firstNode, argument.label == nil else { return }
        expandModifier(constructedBy: argument.expression, useRange: useRange, useTypeRange: useTypeRange, to: index)
    }

    /// `ModifiedContent(content: Text("Help"), modifier: HelpPopover(isShown: $shown))`: the content
    /// read as the view, then the modifier applied to it as `.modifier(HelpPopover(…))` is, the use
    /// being the `ModifiedContent(…)` construction. Nil when the call does not pass both.
    mutating func readModifiedContent(_ call: FunctionCallExprSyntax, into place: ElementArena.Place, rootOf root: Int?) -> Int? {
        guard let content = call.arguments.argument("content"), let modifier = call.arguments.argument("modifier") else { return nil }
        let index = readView(content.expression, into: place, rootOf: root)
        expandModifier(constructedBy: modifier.expression, useRange: file.lines.range(of: call),
                       useTypeRange: file.lines.range(of: call.calledExpression), to: index)
        return index
    }

    private mutating func expandModifier(constructedBy expression: ExprSyntax, useRange: SourceRange, useTypeRange: SourceRange, to index: Int) {
        guard expansions.count < Self.maxWrapperDepth,
              let construction = UIKitCode.call(in: expression),
              let name = ModifierChain.typeName(construction.calledExpression),
              let (wrapperFile, type, appKit) = wrapper(name, .modifier), readsHere(appKit: appKit), let type,
              let function = PopoverWrappers.body(of: type), let body = function.body, !following.contains(name),
              let bindings = Self.bindings(constructing: type, CallArguments(construction)),
              let parameter = function.signature.parameterClause.parameters.firstNode else { return }
        read(body.statements, of: type, in: wrapperFile, key: name, bindings: bindings,
             contentName: (parameter.secondName ?? parameter.firstName).text, modified: index, useRange: useRange, useTypeRange: useTypeRange,
             readingUIKit: !appKit && wrapperFile.mayMakeUIKitPopover(type))
    }

    /// A representable of the team's that shows an `NSPopover` (`PopoverAnchor(isShown: $shown)`):
    /// a view the reader cannot see into, presenting the popovers its code shows.
    mutating func readWrapperView(_ name: String, _ call: FunctionCallExprSyntax, into place: ElementArena.Place) -> Int? {
        guard expansions.count < Self.maxWrapperDepth, !following.contains(name), let (wrapperFile, type, appKit) = wrapper(name, .representable),
              readsHere(appKit: appKit), let type, let bindings = Self.bindings(constructing: type, CallArguments(call)) else { return nil }
        let index = unreadable(call, into: place)
        if !appKit {
            let range = outermostUse?.range ?? file.lines.range(of: call), typeRange = outermostUse?.typeRange ?? file.lines.range(of: call.calledExpression)
            // Read with what the use passes: the view a hosting controller of its code shows
            // (`rootView: content`, a stored property the construction gives `content()`).
            expansions.append(WrapperExpansion(useRange: range, useTypeRange: typeRange, modified: index, contentName: nil,
                                               bindings: bindings, callerFile: file, callerType: currentType))
            following.append(name)
            readUIKitRepresentable(type, in: wrapperFile, presentedBy: index, range: range, typeRange: typeRange)
            following.removeLast()
            expansions.removeLast()
            return index
        }
        let popovers = NSPopoverCode.popovers(in: type, file: wrapperFile, context: context)
        guard !popovers.isEmpty else { return index }
        let saved = (file, currentType)
        expansions.append(WrapperExpansion(useRange: outermostUse?.range ?? file.lines.range(of: call),
                                           useTypeRange: outermostUse?.typeRange ?? file.lines.range(of: call.calledExpression),
                                           modified: index, contentName: nil, bindings: bindings, callerFile: file, callerType: currentType))
        following.append(name)
        file = wrapperFile
        currentType = type
        for popover in popovers { addNSPopover(popover, presentedBy: index) }
        (file, currentType) = saved
        following.removeLast()
        expansions.removeLast()
        return index
    }

    private mutating func read(_ statements: CodeBlockItemListSyntax, of type: DeclaredType, in wrapperFile: SwiftFile, key: String,
                               bindings: [String: (expression: ExprSyntax, label: TokenSyntax?)], contentName: String?, modified: Int,
                               useRange: SourceRange?, useTypeRange: SourceRange?, readingUIKit: Bool = false) {
        guard enter() else { return }
        defer { depth -= 1 }
        let saved = (file, currentType)
        expansions.append(WrapperExpansion(useRange: outermostUse?.range ?? useRange,
                                           useTypeRange: outermostUse?.typeRange ?? useTypeRange, modified: modified,
                                           contentName: contentName, bindings: bindings, callerFile: file, callerType: currentType,
                                           presentationDepth: presentations.count))
        following.append(key)
        file = wrapperFile
        currentType = type
        readStatements(statements, into: .child(of: modified))
        // A modifier whose own code presents a UIKit popover (`presentPopover()` from its body).
        if readingUIKit { readUIKitModifier(type, in: wrapperFile, modifying: modified) }
        (file, currentType) = saved
        following.removeLast()
        expansions.removeLast()
    }

    // MARK: Inside a wrapper

    /// The wrapper's code names the view it modifies (`content`, `self`), calls a modifier on it
    /// bare (`popover(isPresented:…)`, `modifier(…)` in an extension), or shows what the use passed
    /// (`content()`, `self.label`).
    mutating func readInWrapper(_ base: ExprSyntax, into place: ElementArena.Place, rootOf root: Int?) -> Int? {
        guard let expansion = expansions.last else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self), expansion.contentName == nil { return expansion.modified }
            if let contentName = expansion.contentName, reference.baseName.text == contentName { return expansion.modified }
        }
        if let call = base.as(FunctionCallExprSyntax.self), expansion.contentName == nil,
           let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let range = file.lines.range(of: call), typeRange = file.lines.range(of: call.calledExpression)
            if name == "popover", Self.isApplePopover(call.labels) {
                if neverPresented(call) { return expansion.modified }
                let popover = addPresentation(.popover, call, range: range, typeRange: typeRange, to: expansion.modified, contentLabels: ["content"])
                readPopoverArguments(call, into: popover)
                return expansion.modified
            }
            if name == "modifier" {
                expandModifier(call, useRange: range, useTypeRange: typeRange, to: expansion.modified)
                return expansion.modified
            }
            // `presentationCompactAdaptation(.popover)` on `self`, written bare.
            if name == PopoverWrappers.compactAdaptationName {
                readCompactAdaptation(call)
                return expansion.modified
            }
            // A bare call of a method on `self`: of the type whose extension is being read.
            let receiver = currentType.name == "View" ? nil : currentType.name
            if let extended = wrapperReceiver(of: name, calledOn: receiver), wrapper(name, .method, receiver: extended) != nil {
                expandMethod(name, call, calledOn: receiver, useRange: range, useTypeRange: typeRange, to: expansion.modified)
                return expansion.modified
            }
        }
        // `content()`, `content`, `self.label`: what the use passed, read where it is written.
        var passed = base
        if let call = base.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            passed = call.calledExpression
        }
        guard let resolved = resolve(passed), resolved.depth < expansions.count else {
            guard let call = base.as(FunctionCallExprSyntax.self), expansion.contentName == nil,
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
            // `content()` that no use binds is content the reader cannot see into, not a modifier; so
            // is a call inside a presentation's content.
            if currentType.functions(name).isEmpty, name.first?.isLowercase == true, presentations.count == expansion.presentationDepth,
               !call.arguments.isEmpty || !call.closures.isEmpty {
                // Another modifier of `self` (`background(PopoverAnchor(…))`, `padding()`): the views
                // it is given are read beside the view.
                for argument in call.arguments.nodes where argument.label == nil && argument.expression.is(FunctionCallExprSyntax.self) {
                    readView(argument.expression, into: .child(of: expansion.modified))
                }
                for (label, closure) in call.closures where !SwiftUIView.actionLabels.contains(label ?? "") {
                    readStatements(closure.statements, into: .child(of: expansion.modified))
                }
                return expansion.modified
            }
            return nil
        }
        let group = arena.add(.view, place, range: file.lines.range(of: base), typeRange: file.lines.range(of: base))
        let saved = enterCaller(at: resolved.depth)
        if let closure = resolved.expression.as(ClosureExprSyntax.self) {
            readStatements(closure.statements, into: .child(of: group), rootOf: root)
        } else {
            readView(resolved.expression, into: .child(of: group), rootOf: root)
        }
        leaveCaller(saved)
        return group
    }

    /// A popover's `content:` argument that names what the use passed (`content: self.content`):
    /// that closure or view is the popover's content. False when it names nothing passed.
    mutating func readPassedOn(_ expression: ExprSyntax, asContentOf presentation: Int) -> Bool {
        guard !expansions.isEmpty, let resolved = resolve(expression), resolved.depth < expansions.count else { return false }
        let saved = enterCaller(at: resolved.depth)
        if let closure = resolved.expression.as(ClosureExprSyntax.self) {
            readContent(closure, of: presentation)
        } else {
            presentations.append(presentation)
            readView(resolved.expression, into: .child(of: presentation), rootOf: presentation)
            presentations.removeLast()
        }
        leaveCaller(saved)
        return true
    }

    /// An argument of a presentation inside a wrapper, as the use passes it on (`arrowEdge: edge`
    /// with `.instantPopover(arrowEdge: .top)`); outside a wrapper, as written.
    func passedOn(_ argument: LabeledExprSyntax) -> PassedOn? {
        guard !expansions.isEmpty, let resolved = resolve(argument.expression), resolved.depth < expansions.count else {
            return PassedOn(expression: argument.expression, label: argument.label, lines: file.lines)
        }
        return PassedOn(expression: resolved.expression, label: resolved.label, lines: expansions[resolved.depth].callerFile.lines)
    }

    /// What a name in a wrapper's code stands for: the argument a use bound it to, followed out
    /// through the uses around it (a wrapper passing its parameter on to another). `depth` says
    /// where the result is written: inside the first `depth` expansions.
    func resolve(_ expression: ExprSyntax) -> (expression: ExprSyntax, label: TokenSyntax?, depth: Int)? {
        var current = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            current = call.calledExpression
        }
        var label: TokenSyntax?
        var depth = expansions.count
        // `body(content:)`'s parameter hides a stored property of that name in the body alone: in
        // another method of the modifier (`present()`, which a UIKit modifier's body calls),
        // `content()` is the closure the use passes.
        func contentName(at depth: Int) -> String? {
            current.enclosingFunction?.name.text == "body" ? expansions[depth - 1].contentName : nil
        }
        while depth > 0, let name = Self.boundName(current, contentName: contentName(at: depth)),
              let bound = expansions[depth - 1].bindings[name] {
            current = bound.expression
            label = bound.label
            depth -= 1
            // `Presenter(content: content())`: the closure the call runs, where a use bound it.
            if depth > 0, let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let called = Self.boundName(call.calledExpression, contentName: nil), expansions[depth - 1].bindings[called] != nil {
                current = call.calledExpression
            }
        }
        return depth == expansions.count ? nil : (current, label, depth)
    }

    /// `content`, `self.content`, `$isPresented`, `_isPresented`: the stored property or parameter
    /// named, but not the view `body(content:)` is given.
    private static func boundName(_ expression: ExprSyntax, contentName: String?) -> String? {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
            name = reference.baseName.text
            if name == contentName { return nil }
        } else if let reference = expression.as(DeclReferenceExprSyntax.self), case .dollarIdentifier = reference.baseName.tokenKind {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        }
        guard var name else { return nil }
        if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
        return name
    }

    private struct CallerState {
        let expansions: [WrapperExpansion]
        let file: SwiftFile
        let currentType: DeclaredType
    }

    /// Reads on in the code around the use of expansion `depth`, where what it passes is written.
    private mutating func enterCaller(at depth: Int) -> CallerState {
        let saved = CallerState(expansions: expansions, file: file, currentType: currentType)
        file = expansions[depth].callerFile
        currentType = expansions[depth].callerType
        expansions.removeLast(expansions.count - depth)
        return saved
    }

    private mutating func leaveCaller(_ saved: CallerState) {
        expansions = saved.expansions
        file = saved.file
        currentType = saved.currentType
    }

    // MARK: Binding arguments

    /// A method's parameters bound to a call's arguments by label, in order (parameters with a
    /// default may be left out); the trailing closures bind to the parameters left, in order. Nil
    /// when the arguments do not fit the parameters.
    static func bindings(of parameters: FunctionParameterClauseSyntax, _ arguments: CallArguments)
        -> [String: (expression: ExprSyntax, label: TokenSyntax?)]? {
        let list = Array(parameters.parameters.nodes)
        var bindings: [String: (expression: ExprSyntax, label: TokenSyntax?)] = [:]
        var next = 0
        for (label, argument) in arguments.all {
            while next < list.count, list[next].firstName.text != (label ?? "_") {
                guard list[next].defaultValue != nil else { return nil }
                next += 1
            }
            guard next < list.count else { return nil }
            bindings[(list[next].secondName ?? list[next].firstName).text] = (argument.expression, argument.label)
            next += 1
        }
        let trailing = arguments.closures.filter { closure in !arguments.all.contains { $0.argument.expression.id == closure.closure.id } }
        for (label, closure) in trailing {
            // The unlabelled trailing closure goes to the first parameter left that takes a function.
            while next < list.count, label.map({ list[next].firstName.text != $0 }) ?? !Self.takesFunction(list[next]) {
                guard list[next].defaultValue != nil else { return nil }
                next += 1
            }
            guard next < list.count else { return nil }
            bindings[(list[next].secondName ?? list[next].firstName).text] = (ExprSyntax(closure), nil)
            next += 1
        }
        guard list[next...].allSatisfy({ $0.defaultValue != nil }) else { return nil }
        // A parameter left out has its default value, written in the wrapper.
        for parameter in list {
            let name = (parameter.secondName ?? parameter.firstName).text
            if bindings[name] == nil, let value = parameter.defaultValue?.value { bindings[name] = (value, parameter.firstName) }
        }
        return bindings
    }

    private static func takesFunction(_ parameter: FunctionParameterSyntax) -> Bool {
        var type = parameter.type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        return type.is(FunctionTypeSyntax.self)
    }

    /// A type's construction: its `init` when it declares one (what the init stores, `self.content =
    /// content`, is bound to its property), else the memberwise one, its stored properties in order.
    static func bindings(constructing type: DeclaredType, _ arguments: CallArguments) -> [String: (expression: ExprSyntax, label: TokenSyntax?)]? {
        let initializers = type.members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            for initializer in initializers {
                guard var bound = bindings(of: initializer.signature.parameterClause, arguments) else { continue }
                for statement in Array(initializer.body?.statements.nodes ?? CodeBlockItemListSyntax([]).nodes) {
                    guard let sequence = statement.item.as(SequenceExprSyntax.self) else { continue }
                    let parts = Array(sequence.elements.nodes)
                    guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
                          let property = boundName(parts[0], contentName: nil), let parameter = boundName(parts[2], contentName: nil),
                          let value = bound[parameter] else { continue }
                    bound[property] = value
                }
                return bound
            }
            return nil
        }
        var stored: [(name: String, hasDefault: Bool, takesFunction: Bool)] = []
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.nodes.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.lazy) })
            else { continue }
            for binding in variable.bindings.nodes where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // `@State var shown = false` and `let id = UUID()` are not the construction's to set.
                let hasDefault = binding.initializer != nil
                if hasDefault, variable.bindingSpecifier.tokenKind == .keyword(.let) { continue }
                if variable.attributes.nodes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }) { continue }
                var written = binding.typeAnnotation?.type
                if let attributed = written?.as(AttributedTypeSyntax.self) { written = attributed.baseType }
                stored.append((name, hasDefault, written?.is(FunctionTypeSyntax.self) == true))
            }
        }
        var bindings: [String: (expression: ExprSyntax, label: TokenSyntax?)] = [:]
        var next = 0
        for (label, argument) in arguments.all {
            guard let label else { return nil }
            while next < stored.count, stored[next].name != label {
                guard stored[next].hasDefault else { return nil }
                next += 1
            }
            guard next < stored.count else { return nil }
            bindings[label] = (argument.expression, argument.label)
            next += 1
        }
        let trailing = arguments.closures.filter { closure in !arguments.all.contains { $0.argument.expression.id == closure.closure.id } }
        for (label, closure) in trailing {
            while next < stored.count, label.map({ stored[next].name != $0 }) ?? !stored[next].takesFunction {
                next += 1
            }
            guard next < stored.count else { return nil }
            bindings[stored[next].name] = (ExprSyntax(closure), nil)
            next += 1
        }
        return bindings
    }
}

/// A wrapper that no linted file uses is read on its own, as a view that no other view shows is:
/// a screen named after it, its popover presented by the view it would modify (one the reader
/// cannot see into), with what a use would pass left unknown. A wrapper that is used is read at
/// each use only.
enum WrapperScreens {
    static func screens(in file: SwiftFile, across: SwiftUIReader.Across?) -> [Screen] {
        let wrappers = file.popoverWrappers
        // A wrapper presents through one of another file too (`.alwaysPopover` applying a modifier
        // declared elsewhere): the run's index says so.
        let presenting = wrappers.presenting.union(wrappers.candidates.keys.filter { across?.project.wrapperPresents($0) == true })
        guard !presenting.isEmpty else { return [] }
        let source = file.tree.description
        var found: [(position: Int, screens: [Screen])] = []
        for name in presenting {
            guard let candidate = wrappers.candidates[name], candidate.kind != .representable,
                  !isUsed(name, candidate.kind, in: file, source: source),
                  across.map({ $0.project.isWrapperUsedElsewhere(name, in: $0.path) }) != true else { continue }
            // A method of several types' extensions (`View`, `Button`) is read once for each.
            let declarations: [(type: DeclaredType?, body: FunctionDeclSyntax?, key: String)] = candidate.kind == .method
                ? candidate.receivers.sorted().map { receiver in
                    let type = file.types[receiver]
                    return (type, type?.functions(name).first { $0.body != nil }, receiver + "." + name)
                }
                : [(file.types[name], file.types[name].flatMap(PopoverWrappers.body(of:)), name)]
            for (type, body, key) in declarations {
                guard let type, let body, let statements = body.body?.statements else { continue }
                let contentName = candidate.kind == .modifier
                    ? body.signature.parameterClause.parameters.firstNode.map { ($0.secondName ?? $0.firstName).text } : nil
                var contexts = wrappers.appKit.contains(name)
                    ? [SwiftFile.macOS]
                    : candidate.kind == .modifier ? file.contexts(of: type) : [file.standardContext]
                // Its code decides what the popover becomes in a compact width, or a controller of
                // another file it presents does.
                if !wrappers.appKit.contains(name), wrappers.decidesCompactWidth(name, across: across), let compact = file.compactContext,
                   !contexts.contains(compact) {
                    contexts.append(compact)
                }
                var built: [Screen] = []
                for context in contexts where Conditions.isCompiled(body, in: context) {
                    var reader = SwiftUIReader(file: file, type: type, context: context, across: across)
                    reader.following = [key]
                    let range = file.lines.range(of: body.name)
                    let modified = reader.arena.add(nil, .root, range: range, typeRange: range)
                    reader.arena[modified].editableValue = true
                    reader.expansions = [WrapperExpansion(useRange: nil, useTypeRange: nil, modified: modified, contentName: contentName,
                                                          bindings: [:], callerFile: file, callerType: type)]
                    reader.readStatements(statements, into: .child(of: modified))
                    guard !reader.overBudget, reader.arena.elements.contains(where: { $0.type == .popover }) else { continue }
                    reader.markReadContent()
                    let screenRange = candidate.kind == .method ? range : type.nameToken.map(file.lines.range(of:)) ?? range
                    var screen = reader.arena.screen(named: name, context: context, range: screenRange)
                    if contexts.count > 1, context != file.standardContext { screen.name = name + " " + context.nameSuffix }
                    built.append(screen)
                }
                found.append((body.position.utf8Offset, built))
            }
        }
        return found.sorted { $0.position < $1.position }.flatMap(\.screens)
    }

    /// Whether the file uses the wrapper: a modifier's name written by another type's code, a
    /// method's name called (`.name(`, `name(`) other than where it is declared. A use in a
    /// comment counts too: the wrapper is then read at its uses only, and reads nothing there.
    private static func isUsed(_ name: String, _ kind: PopoverWrappers.Kind, in file: SwiftFile, source: String) -> Bool {
        if kind == .modifier {
            return file.types.all.contains { $0.name != name && file.capitalisedNames(of: $0).contains(name) }
        }
        func count(in text: String) -> Int {
            text.components(separatedBy: name + "(").count - 1 + text.components(separatedBy: name + "<").count - 1
        }
        let calls = count(in: source)
        let declarations = source.components(separatedBy: "func " + name + "(").count - 1
            + source.components(separatedBy: "func " + name + "<").count - 1
        // An overload that forwards to another (`introPopover(_ text:…)` calling
        // `introPopover(isPresented:content:)`) uses the wrapper from inside it: no use.
        let forwarding = file.types.all.flatMap { $0.functions(name) }.reduce(0) { sum, function in
            sum + (function.body.map { count(in: $0.description) } ?? 0)
        }
        return calls - forwarding > declarations
    }
}
