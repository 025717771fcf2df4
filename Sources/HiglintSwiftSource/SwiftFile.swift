import HiglintCore
import SwiftSyntax

/// One parsed Swift file and what every part of the reader looks up in it.
struct SwiftFile: Sendable {
    let tree: SourceFileSyntax
    private(set) var lines: SourceLines
    let types: DeclaredTypes
    /// Properties that hold the horizontal size class (`@Environment(\.horizontalSizeClass) var
    /// sizeClass`), so that `if sizeClass == .compact` is understood.
    let sizeClassNames: Set<String>
    /// The context code is read in when nothing in it says where it runs.
    private(set) var standardContext: RunContext

    /// What each type's code names, found in one walk over it (`TypeFacts`).
    private let facts: [String: TypeFacts]
    /// No code of the file's types singles out a run context (`#if os(…)`, an idiom or size-class
    /// check, another file's device check): what it does is the same in every width of a platform.
    var singlesOutNoContext: Bool { singlesOutNoContextAlone && deviceChecks == nil }
    /// The same, as the file says alone.
    private let singlesOutNoContextAlone: Bool
    /// The team's popover wrappers the file declares (PopoverWrappers.swift).
    let popoverWrappers: PopoverWrappers
    /// What its classes set up on themselves, and their code read with no other file's
    /// controllers joined, as read so far (shared by the file's copies).
    private var readingsReference = FileReadings.Reference.strong(FileReadings())
    var readings: FileReadings { readingsReference.readings }
    var ownPopovers: TypeReadingMemo<OwnPopover> { readings.ownPopovers }
    var uiKitCode: TypeReadingMemo<UIKitCode> { readings.uiKitCode }
    /// This file, holding its readings weakly: the copy a reading kept in them holds.
    var holdingReadingsWeakly: SwiftFile {
        var copy = self
        copy.readingsReference = readingsReference.weakened
        return copy
    }
    /// The file spells `UIAlertController` or `UIActivityViewController` (in code, a comment or a
    /// string): what UIKit shows as a popover only where the width is regular.
    let namesSystemPopovers: Bool
    /// Its classes that subclass `UIAlertController` or `UIActivityViewController` (`SystemPopoverBase`).
    let systemPopoverSubclasses: [String: SystemPopoverBase]
    /// The file spells `asPopoverRelativeTo`: an `NSViewController` may present another as a popover.
    let presentsControllersAsPopovers: Bool
    /// The file imports AppKit (or Cocoa) outside any `#if`: it is built for macOS only, whatever
    /// the project or configuration says of the files around it.
    let importsAppKit: Bool
    /// It imports UIKit (not under `#if`): it runs on iOS or iPadOS (a Mac Catalyst app is an iPad
    /// app), never as a Mac app's own file, whatever the project around it says.
    let importsUIKit: Bool
    /// The file imports a user-interface framework other than Apple's that spells its views as
    /// SwiftUI does (SwiftTUI, Tokamak, SwiftCrossUI…), and none of Apple's: its `View`s and
    /// `.popover`s are that framework's, which the guidelines do not judge.
    let usesAnotherViewFramework: Bool
    /// The device checks it declares (`Device.isPad`, `NamedChecks`), its `private` ones among them.
    let declaredChecks: NamedChecks
    /// The device checks its conditions may name (`if UIDevice.current.isPad`): the whole run's,
    /// given for a reading with the index, or the file's own when it is linted alone; nil when it
    /// names none.
    var deviceChecks: NamedChecks?

    static let appleUIFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit"]

    /// Open-source frameworks whose views are declared as SwiftUI's are (`struct V: View`,
    /// `var body`, `.popover(isPresented:)` in some): terminal, web, GTK and cross-platform ones.
    static func isAnotherViewFramework(_ module: String) -> Bool {
        module.hasPrefix("Tokamak") || ["SwiftTUI", "SwiftCrossUI", "Adwaita", "SwiftWebUI", "Ignite"].contains(module)
    }

    init(tree: SourceFileSyntax, lines: SourceLines, standardContext: RunContext = .standard) {
        self.tree = tree
        self.lines = lines
        self.types = DeclaredTypes(tree)
        let imported = tree.statements.nodes.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        importsAppKit = imported.contains { $0 == "AppKit" || $0 == "Cocoa" }
        importsUIKit = imported.contains("UIKit")
        usesAnotherViewFramework = imported.contains(where: Self.isAnotherViewFramework) && !imported.contains(where: Self.appleUIFrameworks.contains)
        self.standardContext = Self.ownContext(standardContext, appKit: importsAppKit, uiKit: importsUIKit)
        var names = Set<String>()
        for type in types.all {
            for member in type.members {
                // `@Environment(\.horizontalSizeClass) var sizeClass`
                guard let variable = member.as(VariableDeclSyntax.self), variable.attributes.nodes.contains(where: Self.readsSizeClass) else { continue }
                for binding in variable.bindings.nodes {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
        }
        sizeClassNames = names
        var facts: [String: TypeFacts] = [:]
        for type in types.all {
            facts[type.name] = TypeFacts(type, types: types, sizeClassNames: names)
        }
        self.facts = facts
        singlesOutNoContextAlone = facts.values.allSatisfy { $0.contexts.isEmpty }
        popoverWrappers = PopoverWrappers(types, compactDeciders: Set(facts.filter { $0.value.decidesCompactWidth }.keys))
        systemPopoverSubclasses = SystemPopoverBase.subclasses(in: types)
        namesSystemPopovers = lines.contains("UIAlertController") || lines.contains("UIActivityViewController")
            || UIKitCode.systemMenuWords.contains { lines.contains($0) }
        presentsControllersAsPopovers = lines.contains("asPopoverRelativeTo")
        // A check is written with one of these, so a file that spells neither declares none.
        declaredChecks = lines.contains("userInterfaceIdiom") || lines.contains("horizontalSizeClass") || lines.contains("UI_USER_INTERFACE_IDIOM")
            ? NamedChecks(declaredIn: types, sizeClassNames: names) : NamedChecks()
    }

    /// Whether its code reads the same in both widths of a platform: nothing in it singles out a
    /// context (the width is then decided by no condition), and nothing it makes is a popover in
    /// one width and a sheet in the other (an action sheet, an activity view).
    var readsAlikeInEveryWidth: Bool { singlesOutNoContext && !namesSystemPopovers }

    /// `@Environment(\.horizontalSizeClass)`; the attribute's text is built only for `@Environment`.
    private static func readsSizeClass(_ element: AttributeListSyntax.Element) -> Bool {
        guard let attribute = element.as(AttributeSyntax.self), let name = attribute.attributeName.as(IdentifierTypeSyntax.self),
              name.name.text == "Environment", name.genericArgumentClause == nil else { return false }
        return attribute.trimmedDescription.contains("horizontalSizeClass")
    }

    /// The file read in another standard context (configuration's), without walking it again.
    func read(in context: RunContext) -> SwiftFile {
        var copy = self
        copy.standardContext = Self.ownContext(context, appKit: importsAppKit, uiKit: importsUIKit)
        return copy
    }

    /// The standard context as the file's imports decide it: AppKit's, a Mac's; UIKit's, never a
    /// Mac's own (iPadOS in a regular width where `context` says macOS).
    private static func ownContext(_ context: RunContext, appKit: Bool, uiKit: Bool) -> RunContext {
        if appKit { return macOS }
        if uiKit, context.platform == .macOS { return RunContext(platform: .iPadOS, sizeClass: Platform.iPadOS.defaultHorizontalSizeClass) }
        return context
    }

    /// The file with its lines numbered from `offset + 1`, for reading it into another file's screens.
    func numbered(after offset: Int) -> SwiftFile {
        var copy = self
        copy.lines.lineOffset = offset
        return copy
    }

    /// The types of the file that `type` names (views it shows, controllers it presents).
    func referencedTypes(of type: DeclaredType) -> Set<String> { facts[type.name]?.references ?? [] }

    /// `DetailsView` in `DetailsView(item: item)`: the names a type's code refers to that may be
    /// types, whether the file declares them or not.
    func capitalisedNames(of type: DeclaredType) -> Set<String> { facts[type.name]?.capitalisedNames ?? [] }

    /// Those used other than to qualify a type's name (`TypeFacts.capitalisedUses`).
    func capitalisedUses(of type: DeclaredType) -> Set<String> { facts[type.name]?.capitalisedUses ?? [] }

    /// Whether the type's own code singles out no run context (reads the same in every one).
    func singlesOutNoContext(_ type: DeclaredType) -> Bool { (facts[type.name]?.contexts.isEmpty ?? true) && deviceChecks == nil }

    /// Whether the type's code (nested types' included) names `isModalInPresentation`.
    func namesModalInPresentation(_ type: DeclaredType) -> Bool { facts[type.name]?.namesModalInPresentation ?? false }

    /// Whether the type's code names `preferredContentSize` or `permittedArrowDirections`.
    func namesSizeOrArrows(_ type: DeclaredType) -> Bool { facts[type.name]?.namesSizeOrArrows ?? false }

    /// Whether it names them on itself (`preferredContentSize`, `self.permittedArrowDirections`…).
    func namesOwnSizeOrArrows(_ type: DeclaredType) -> Bool { facts[type.name]?.namesOwnSizeOrArrows ?? false }

    /// Whether the type's code, or that of a type it names, configures a UIKit popover: only
    /// such classes can be UIKit screens.
    func mayMakeUIKitPopover(_ type: DeclaredType) -> Bool {
        guard let own = facts[type.name] else { return false }
        return own.namesUIKitPopoverCode || own.references.contains { facts[$0]?.namesUIKitPopoverCode == true || systemPopoverSubclasses[$0] != nil }
    }

    /// The run contexts a type's code singles out — `#if os(macOS)` around or inside it, a check of
    /// the idiom or size class, code that decides the compact-width adaptation — beside the
    /// standard one, in a stable order. Types it names (views it shows, controllers it presents)
    /// count too, since their code runs in its screen.
    func contexts(of type: DeclaredType) -> [RunContext] {
        // `#if os(iOS)` in a file that imports AppKit is never built.
        if importsAppKit { return [standardContext] }
        var found: Set<RunContext> = [standardContext]
        var seen: Set<String> = [type.name]
        var pending = [type.name]
        while let next = pending.popLast() {
            guard let typeFacts = facts[next] else { continue }
            // `#if os(iOS)` code is read in the standard context when that is an iPhone's or an
            // iPad's (configuration may make it iOS, compact); else in its own, the file's word.
            found.formUnion(typeFacts.contexts.map { $0 == .standard && standardRunsIOS ? standardContext : $0 })
            if typeFacts.decidesCompactWidth, let compact = compactContext { found.insert(compact) }
            // `if UIDevice.current.isPhone`, the check declared in another file.
            if let deviceChecks, let declared = types[next] {
                let named = declared.declarations.flatMap { deviceChecks.contexts(singledOutIn: $0, sizeClassNames: sizeClassNames) }
                found.formUnion(named.map { $0 == .standard && standardRunsIOS ? standardContext : $0 })
            }
            for name in typeFacts.references where seen.insert(name).inserted { pending.append(name) }
        }
        // `@available(iOS, unavailable)` with `@available(macOS 14, *)`: a macOS type.
        for declaration in type.declarations {
            found.formUnion(Conditions.availabilityContexts(of: Syntax(declaration), standard: standardContext))
        }
        return found.sorted { ($0 == standardContext ? 0 : 1, $0) < ($1 == standardContext ? 0 : 1, $1) }
    }

    static let macOS = RunContext(platform: .macOS, sizeClass: Platform.macOS.defaultHorizontalSizeClass)

    private var standardRunsIOS: Bool { [.iOS, .iPadOS].contains(standardContext.platform) }

    /// The standard context in a compact width, on platforms that have one.
    var compactContext: RunContext? {
        [.iOS, .iPadOS].contains(standardContext.platform) ? RunContext(platform: standardContext.platform, sizeClass: .compact) : nil
    }

    /// Every node under `root`, in source order, without recursion.
    func forEachNode(in root: Syntax, _ body: (Syntax) -> Void) {
        var pending = [root]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
    }
}

/// What one type's code names, from one walk over its declarations: the file's types it refers
/// to, the run contexts its conditions single out, and whether it decides what a popover becomes
/// in a compact width.
struct TypeFacts: Equatable {
    var references = Set<String>()
    /// Every name the code refers to that starts with a capital letter (`references` are those
    /// the file declares).
    var capitalisedNames = Set<String>()
    /// Those of them used once at least other than to qualify a type's name: `Outer` and
    /// `Editor` in `Outer.Editor.Field.formatter` only name where `Field` is declared, and show no
    /// view (a view that names its presenter so would otherwise seem to show it).
    var capitalisedUses = Set<String>()
    var contexts = Set<RunContext>()
    var decidesCompactWidth = false
    /// Names UIKit code that makes a popover: `modalPresentationStyle`, `popoverPresentationController`,
    /// `UIPopoverController`, or a controller UIKit shows as a popover on iPad (`UIAlertController`,
    /// `UIActivityViewController`).
    var namesUIKitPopoverCode = false

    static let uiKitPopoverNames: Set<String> = [
        "modalPresentationStyle", "popoverPresentationController", "UIPopoverController", "UIAlertController", "UIActivityViewController",
        "UIDocumentInteractionController", "UIPrintInteractionController", "UIPrinterPickerController", "presentOptionsMenu", "presentOpenInMenu",
    ]

    /// Names `isModalInPresentation`: only then can the type's UIKit code make itself modal.
    var namesModalInPresentation = false
    /// Names `preferredContentSize` or `permittedArrowDirections`: only then can the type's code
    /// change the size or arrows of a storyboard's popover.
    var namesSizeOrArrows = false
    /// Names them on itself (`preferredContentSize`, `self.preferredContentSize`): only then can
    /// its code change them as a popover's content.
    var namesOwnSizeOrArrows = false

    init(_ type: DeclaredType, types: DeclaredTypes, sizeClassNames: Set<String>) {
        if let facts = RawTypeFacts.facts(of: type, types: types, sizeClassNames: sizeClassNames) {
            self = facts
            return
        }
        self = Self.visited(type, types: types, sizeClassNames: sizeClassNames)
    }

    /// The facts as `TypeFactsVisitor` finds them, whatever the code names (`RawTypeFacts` is held
    /// to them by TypeFactsDifferentialTests).
    static func visited(_ type: DeclaredType, types: DeclaredTypes, sizeClassNames: Set<String>) -> TypeFacts {
        let visitor = TypeFactsVisitor(typeName: type.name, types: types, sizeClassNames: sizeClassNames)
        for declaration in type.declarations {
            // The `#if` conditions around the declaration single out its contexts too; names in
            // them are not references.
            visitor.collectsReferences = false
            var ancestor = declaration.parent
            while let node = ancestor {
                if let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition { visitor.walk(condition) }
                ancestor = node.parent
            }
            visitor.collectsReferences = true
            visitor.walk(declaration)
        }
        return visitor.facts
    }

    init() {}
}

/// One walk over a type's code for `TypeFacts`: a `SyntaxVisitor`, which visits only the kinds
/// of node it overrides and builds no array of children.
private final class TypeFactsVisitor: SyntaxVisitor {
    var facts = TypeFacts()
    var collectsReferences = true
    private let typeName: String
    private let types: DeclaredTypes
    private let sizeClassNames: Set<String>

    init(typeName: String, types: DeclaredTypes, sizeClassNames: Set<String>) {
        self.typeName = typeName
        self.types = types
        self.sizeClassNames = sizeClassNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard collectsReferences else { return .skipChildren }
        guard case .identifier = node.baseName.tokenKind else {
            if TypeFacts.uiKitPopoverNames.contains(node.baseName.text) { facts.namesUIKitPopoverCode = true }
            return .skipChildren
        }
        let name = node.baseName.text
        if name == "isModalInPresentation" { facts.namesModalInPresentation = true }
        if name == "preferredContentSize" || name == "permittedArrowDirections" {
            facts.namesSizeOrArrows = true
            facts.namesOwnSizeOrArrows = true  // not told apart here: the reader then looks
        }
        if Self.startsUppercase(name) {
            facts.capitalisedNames.insert(name)
            if !Self.qualifiesATypeName(node) { facts.capitalisedUses.insert(name) }
        }
        if name != typeName, types[name] != nil { facts.references.insert(name) }
        if TypeFacts.uiKitPopoverNames.contains(name) { facts.namesUIKitPopoverCode = true }
        return .skipChildren
    }

    /// The name is the last of the base of a member access whose member starts with a capital
    /// letter: `Outer` in `Outer.Editor`, `Editor` in `Outer.Editor.Field`.
    private static func qualifiesATypeName(_ node: DeclReferenceExprSyntax) -> Bool {
        var base = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { base = Syntax(member) }
        guard let access = base.parent?.as(MemberAccessExprSyntax.self), access.base?.id == base.id else { return false }
        return startsUppercase(access.declName.baseName.text)
    }

    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os" {
            facts.contexts.formUnion(Conditions.namedContexts(in: ExprSyntax(node), sizeClassNames: sizeClassNames))
        } else if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "presentationCompactAdaptation" {
            // Code that decides what a popover becomes in a compact width runs in one.
            facts.decidesCompactWidth = true
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        facts.contexts.formUnion(Conditions.namedContexts(in: ExprSyntax(node), sizeClassNames: sizeClassNames))
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        facts.contexts.formUnion(Conditions.namedContexts(of: node, sizeClassNames: sizeClassNames))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "adaptivePresentationStyle" { facts.decidesCompactWidth = true }
        return .visitChildren
    }
}
