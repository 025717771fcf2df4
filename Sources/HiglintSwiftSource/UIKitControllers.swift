import HiglintCore
import SwiftSyntax

/// What a view controller class declared once among the linted files sets up on itself
/// (`OwnPopover`), kept by the index as values (no tree), so that a presenter in another file
/// joins it (docs/sources.md, "UIKit controllers across files").
struct ControllerFacts: Sendable {
    /// The file that declares the class.
    let path: String
    /// Its lines, suppressions and comment lines, kept only when the class sets something up
    /// (positions to number): most classes set nothing.
    let file: OtherFileLines?
    /// Its setup in every context, when its code singles out none; else per context read.
    let anyContext: OwnPopover?
    let perContext: [RunContext: OwnPopover]
    /// Another file writes the class's name: it may present it, so a class that makes itself a
    /// popover is not read as a screen of its own in its file.
    var writtenElsewhere: Bool
    /// Another file extends the class in code the index does not join to it (an extension that
    /// may not be its own): code this reading does not see may set its popover up
    /// (docs/sources.md, "A popover with no source").
    var extendedElsewhere = false
    /// Read with its extensions of other files as one code (`ExtensionsAcrossFiles`): each file's
    /// lines, numbered one after the other as its ranges are; empty when read from its own file.
    var segments: [OtherFileLines] = []
    /// Its superclass, when it is not UIKit's (`BasePopoverController`), and whether its own code
    /// names nothing about a presentation: such a class makes itself the popover its superclass
    /// makes (`inheriting(from:)`).
    var superclass: String?
    var namesNoPresentation = false
    /// The UIKit controller it subclasses that UIKit shows as a popover only where the width is
    /// regular, when its own code leaves its presentation to that class (`SystemPopoverBase`).
    var systemBase: SystemPopoverBase?
    /// It subclasses `UIHostingController`: constructed with `rootView:`, it shows that view.
    var hostsSwiftUI = false

    static func read(_ type: DeclaredType, in file: SwiftFile, otherFile: OtherFileLines, writtenElsewhere: Bool) -> ControllerFacts {
        var facts = readOwn(type, in: file, otherFile: otherFile, writtenElsewhere: writtenElsewhere)
        facts.systemBase = SystemPopoverBase.presentedAs(type, in: file)
        facts.hostsSwiftUI = superclassName(of: type) == "UIHostingController"
        if let first = superclassName(of: type), !first.hasPrefix("UI") {
            facts.superclass = first
            facts.namesNoPresentation = !type.declarations.contains { RawTypeFacts.names(presentationNames, lengths: presentationNameLengths, in: $0) }
        }
        return facts
    }

    private static func readOwn(_ type: DeclaredType, in file: SwiftFile, otherFile: OtherFileLines, writtenElsewhere: Bool) -> ControllerFacts {
        if file.singlesOutNoContext(type) {
            let own = OwnPopover.read(type, in: file, context: file.standardContext)
            return ControllerFacts(path: otherFile.path, file: own.setsNothing ? nil : otherFile, anyContext: own, perContext: [:],
                                   writtenElsewhere: writtenElsewhere)
        }
        var perContext: [RunContext: OwnPopover] = [:]
        for context in file.contexts(of: type) { perContext[context] = OwnPopover.read(type, in: file, context: context) }
        let setsNothing = perContext.values.allSatisfy(\.setsNothing)
        return ControllerFacts(path: otherFile.path, file: setsNothing ? nil : otherFile, anyContext: nil, perContext: perContext,
                               writtenElsewhere: writtenElsewhere)
    }

    /// What a class that names nothing about a presentation makes of itself: its superclass's
    /// setup (whose initializer and `viewDidLoad` its own run), read in the superclass's file.
    func inheriting(from base: ControllerFacts) -> ControllerFacts? {
        guard namesNoPresentation, base.makesItselfAPopover else { return nil }
        var inherited = base
        inherited.extendedElsewhere = base.extendedElsewhere || extendedElsewhere
        inherited.superclass = superclass
        inherited.namesNoPresentation = namesNoPresentation
        return inherited
    }

    private static func superclassName(of type: DeclaredType) -> String? {
        for declaration in type.declarations {
            guard let declared = declaration.as(ClassDeclSyntax.self), let first = declared.inheritanceClause?.inheritedTypes.first else { continue }
            return DeclaredTypes.simpleName(of: first.type)
        }
        return nil
    }

    /// Names whose presence in a subclass's code may change the popover its superclass sets up.
    static let presentationNames: Set<String> = [
        "modalPresentationStyle", "preferredContentSize", "isModalInPresentation", "popoverPresentationController",
        "presentationController", "adaptivePresentationStyle", "prepareForPopoverPresentation", "sourceView", "sourceItem",
        "barButtonItem", "permittedArrowDirections", "popoverPresentationControllerShouldDismissPopover",
        "presentationControllerShouldDismiss", "viewDidLoad", "loadView", "awakeFromNib",
    ]
    static let presentationNameLengths = NameLengths(presentationNames)

    func own(in context: RunContext) -> OwnPopover? {
        guard var own = anyContext ?? perContext[context] else { return nil }
        if extendedElsewhere {
            own.configuredElsewhere = true
            own.asDelegate = nil
        }
        return own
    }

    /// A class whose superclass is a view controller by its name (`UIViewController`,
    /// `UITableViewController`, the app's `BaseViewController`): only those are presented.
    static func isController(_ type: DeclaredType) -> Bool {
        for declaration in type.declarations {
            guard let declared = declaration.as(ClassDeclSyntax.self), let first = declared.inheritanceClause?.inheritedTypes.first else { continue }
            return DeclaredTypes.simpleName(of: first.type).hasSuffix("Controller")
        }
        return false
    }

    /// It makes itself a popover in some context.
    var makesItselfAPopover: Bool { (anyContext.map { [$0] } ?? Array(perContext.values)).contains { $0.style != nil } }

    /// Its setup decides what its popover becomes in a compact width.
    var decidesCompactWidth: Bool {
        (anyContext.map { [$0] } ?? Array(perContext.values)).contains { $0.compactAdaptation != nil || $0.asDelegate?.compactAdaptation != nil }
    }

    /// The places of its own file its popovers report at.
    var places: [SourceRange] { (anyContext.map { [$0] } ?? Array(perContext.values)).flatMap(\.places) }
}

/// The controller classes a reading's presenters may present from other files of the run, with
/// their lines numbered after the file read (`BorrowedLines`).
struct UIKitControllers {
    let project: SwiftProjectIndex
    let path: String
    let borrowed: BorrowedLines

    init(_ across: SwiftUIReader.Across) {
        project = across.project
        path = across.path
        borrowed = across.borrowed
    }

    /// The same run, for reading SwiftUI code from UIKit code (a hosting controller's view).
    var across: SwiftUIReader.Across { SwiftUIReader.Across(project: project, path: path, borrowed: borrowed) }

    /// Whether the index reads the class's code: another file declares it once, or this file
    /// does and other files extend it (`ExtensionsAcrossFiles`).
    func declares(_ className: String) -> Bool {
        guard let facts = project.controllers[className] else { return false }
        return facts.path != path || facts.joinsOtherFiles
    }

    /// What the class of another file, or of this one joined with its extensions of other files,
    /// sets up on itself in `context`; nil when the index does not read it, or its code is not
    /// read in that context.
    func own(of className: String, context: RunContext) -> OwnPopover? {
        guard let facts = project.controllers[className], facts.path != path || facts.joinsOtherFiles else { return nil }
        guard let own = facts.own(in: context) else {
            // Its own file alone does not say what its extensions set: nothing is read of it.
            guard facts.path == path else { return nil }
            var unread = OwnPopover()
            unread.configuredElsewhere = true
            return unread
        }
        if facts.joinsOtherFiles { return joined(own, of: facts) }
        guard let file = facts.file else { return own }
        guard let lines = borrowed.lines(of: file) else { return nil }
        return own.numbered(lines)
    }

    /// A setup read from the class and its extensions, each range numbered after its own file
    /// for this reading (this file's own lines as they are).
    private func joined(_ own: OwnPopover, of facts: ControllerFacts) -> OwnPopover? {
        var numbered = own.numbered { range in
            guard let (file, inFile) = facts.segment(of: range) else { return nil }
            if file.path == path { return inFile }
            return borrowed.lines(of: file).map { $0.numbered(inFile) }
        }
        // This file's own text is its to fix.
        if let arrow = own.arrow, facts.segment(of: arrow.range)?.file.path == path { numbered?.arrow?.written = arrow.written }
        return numbered
    }

    /// Whether another file than the one read extends the class `className`, declared in the one
    /// read, in code the index does not join to it.
    func isExtendedElsewhere(_ className: String) -> Bool {
        guard let facts = project.controllers[className] else { return false }
        return facts.path == path && facts.extendedElsewhere
    }

    /// What the methods of `className`, a delegate class of another file, decide in `context`,
    /// numbered for this reading; nil when the index does not read it there.
    func delegateAnswers(of className: String, context: RunContext) -> OwnPopover.DelegateAnswers? {
        guard let facts = project.delegates[className], facts.path != path, let lines = borrowed.lines(of: facts.file) else { return nil }
        return facts.answers(in: context, numberedWith: lines)
    }

    /// Whether `property` is a static property of the delegate class `className` of another file
    /// that holds one of it (`AlwaysPopoverDelegate.shared`).
    func isSharedDelegate(_ className: String, _ property: String) -> Bool {
        guard let facts = project.delegates[className], facts.path != path else { return false }
        return facts.sharedInstances.contains(property)
    }

    /// Whether one of `names` is a class of another file that makes itself a popover.
    func namesPopoverController(_ names: Set<String>) -> Bool {
        names.contains { name in
            (declares(name) && (project.controllers[name]?.makesItselfAPopover == true || project.controllers[name]?.systemBase != nil))
                || project.sheetFactoryTypes.contains(name)
        }
    }

    /// Whether one of `names` is a class of another file whose setup decides its compact adaptation,
    /// or a delegate class of another file whose methods decide one.
    func namesCompactDecider(_ names: Set<String>) -> Bool {
        names.contains { name in
            (declares(name) && project.controllers[name]?.decidesCompactWidth == true)
                || (project.delegates[name].map { $0.path != path && $0.decidesCompactWidth } ?? false)
        }
    }
}

extension SwiftProjectIndex {
    /// The files whose reading may join another file's controller class: those that write its
    /// name and may make a popover (they spell "popover"), and, for a class that makes itself a
    /// popover, every file that writes its name (`presenting`: presenting it makes one).
    static func presenters(of controllers: [String: ControllerFacts], inputs: [IndexedFile],
                           typeNames: TypeNamesWritten, onlyExtending: [String: Set<String>] = [:]) -> (joining: Set<Int>, presenting: Set<Int>) {
        var joining = Set<Int>()
        var presenting = Set<Int>()
        var mayMakePopovers: [Int: Bool] = [:]
        for (name, facts) in controllers {
            // Presenting a subclass of an activity view makes a popover whatever the presenter spells.
            let makesItself = facts.makesItselfAPopover || facts.systemBase != nil
            let extending = onlyExtending[name] ?? []
            for index in typeNames.files(writing: name) where inputs[index].path != facts.path && !extending.contains(inputs[index].path) {
                if makesItself {
                    presenting.insert(index)
                    joining.insert(index)
                    continue
                }
                let may = mayMakePopovers[index] ?? SwiftSourceReader.mayHoldFindings(inputs[index].bytes)
                mayMakePopovers[index] = may
                if may { joining.insert(index) }
            }
        }
        return (joining, presenting)
    }
}
