import Dispatch
import Foundation
import Synchronization
import HiglintCore
import SwiftParser
import SwiftSyntax

/// The SwiftUI views every Swift file of the run declares, found before any file is linted, so
/// that a popover's content `DetailsView()` is followed into `DetailsView.body` when another file
/// declares it (docs/sources.md, "Across files"). Immutable once built, shared by every worker.
///
/// Only a name that the linted files declare exactly once, and not `private` or `fileprivate`, is
/// followed: two declarations (or a type and a same-named one elsewhere) leave the join undecided,
/// and the view stays one higlint cannot see into, as before.
///
/// It also holds, per class declared once, what its UIKit code says about the popovers of a
/// storyboard scene whose `customClass` it is (`SceneClassIndex`).
///
/// Each file is parsed once, here. As it is indexed it is also read as if no other file were
/// linted, and that reading is kept for its linting (`KeptReadings`). A file whose reading another
/// file may change keeps its tree instead and is read from it when linted: one that may show
/// another file's view, or that declares a view another file may show. Both are guessed from the
/// words of every file before any is parsed, so that the trees of the other files are let go as
/// soon as they are read. A kept reading is used only for the same bytes, nesting limit and context.
public struct SwiftProjectIndex: SceneClassIndex, Sendable {
    /// Where a view shown from another file is declared, while the index is made.
    private struct ShownView {
        let path: String
    }

    /// A view declared in one file and shown from another.
    struct SharedView {
        let type: DeclaredType
        let path: String
    }

    /// One file that holds a shared view: its code (lines numbered from 1) and its comments, also
    /// read again as the file itself is linted.
    struct HoldingFile {
        let parsed: ParsedSwift
        /// The bytes and the nesting limit it was parsed from and with.
        let bytes: [UInt8]
        let nesting: Int

        var file: SwiftFile { parsed.file }
        var suppressions: [SuppressionDirective] { parsed.comments.directives }
        var commentOnlyLines: Set<Int> { parsed.comments.commentOnlyLines }
    }

    let views: [String: SharedView]
    /// View members an extension in one file declares (`LibraryView.infoContent` in
    /// `LibraryView+Info.swift`) that the view's own file uses, by `Type.member`: read there, where
    /// they are used, from the extension's file (held in `files`), and no screen of their own.
    let extensionMembers: [String: SharedView]
    let files: [String: HoldingFile]
    /// Files with a view that shows a shared view of another file: read even when they never
    /// spell "popover", since what they show may.
    let showingFiles: Set<String>
    /// Classes declared once whose code says something about a storyboard scene's popovers.
    let classes: [String: SceneClassFacts]
    /// The team's popover wrappers of the run (PopoverIndex.swift).
    let popoverWrappers: WrapperIndex
    /// The controller and delegate classes of the run, declared once, whose code decides what a
    /// popover becomes in a compact width: a wrapper that names one decides it through it.
    let compactDeciders: Set<String>
    /// The readings made while indexing, of the files no other file changes the reading of.
    private let kept: KeptReadings
    /// The device checks the files declare for each other (`Device.isPad`).
    private let namedChecks: NamedChecks
    /// Classes declared once, subclassed nowhere, that may be a popover's delegate (`DelegateFacts`).
    let delegates: [String: DelegateFacts]
    /// The methods of the run that make and return a system sheet, by `Type.method`, each declared
    /// in one file (`SheetFactory`), and the names of those methods and types as bytes: a file that
    /// writes one calls it, and is read with the index whatever else it spells.
    let sheetFactories: [String: SheetFactory]
    private let sheetFactoryMethods: [[UInt8]]
    let sheetFactoryTypes: Set<String>
    /// UIKit classes the run's extensions give a popover delegate's methods
    /// (`extension UIViewController: UIPopoverPresentationControllerDelegate { … }`).
    let classesGivenDelegateMethods: Set<String>
    private static let popoverControllerWord = Array("popoverPresentationController".utf8)
    private static let presentWord = Array("present".utf8)
    /// The run's types whose own `present(_:animated:…)` anchors a popover, with the classes that
    /// inherit one (`AnchoringPresenters`).
    let anchoringPresenters: AnchoringPresenters

    /// Whether the file's bytes write the name of a method that makes a system sheet (`SheetFactory`).
    func callsSheetFactory(_ bytes: [UInt8]) -> Bool {
        sheetFactoryMethods.contains { WrapperIndex.writesWord($0, in: bytes) }
    }

    /// The files whose device checks are not all visible elsewhere: all each declares.
    private let ownChecks: [String: NamedChecks]

    /// The device checks of the run that the file at `path`, of `bytes`, may name (its own
    /// `private` ones too); nil when it names none.
    func deviceChecks(for path: String, bytes: [UInt8]) -> NamedChecks? {
        var checks = namedChecks.isEmpty ? nil : namedChecks.used(in: bytes)
        if let own = ownChecks[path] {
            var merged = checks ?? NamedChecks()
            merged.merge(own)
            checks = merged
        }
        return checks
    }
    /// View controller classes declared once, with what each sets up on itself (`ControllerFacts`).
    let controllers: [String: ControllerFacts]
    /// The controller classes whose name a file other than their own writes beside the `.popover`
    /// style, when their own file presents a system sheet (`PopoverContentClasses`).
    let shownAsPopoverContent: Set<String>
    /// Files that write the name of another file's controller that makes itself a popover: read
    /// even when they never spell "popover", since presenting it makes one.
    let presentingFiles: Set<String>
    /// Without the names each file writes (a workspace's index), the controllers of the run that
    /// make themselves a popover, by the file that declares each: a file that writes one's name is
    /// read when it is linted, as `presentingFiles` are (`presentsSelfPopoverController(_:_:)`).
    private let selfPopoverControllers: [(name: [UInt8], path: String)]
    /// Without the names each file writes as a run knows them (a workspace's index), the files
    /// that write each declared name, kept by the workspace as its files change, when some
    /// controller makes itself a popover: whether a controller's name is written elsewhere is
    /// looked up there when its own file is read (`isWrittenElsewhere(_:declaredIn:)`).
    private let namesWritten: WorkspaceNamesWritten?
    /// For each controller class, the files that write its name only to extend it.
    private let onlyExtending: [String: Set<String>]
    /// The files that declare a controller read with its extensions of other files.
    private let joiningFiles: Set<String>
    /// The run's paths by their number, the files that write each declared type name, and the
    /// files that use another file's popover wrapper: what `filesReadingCode(of:)` looks up.
    private let paths: [String]
    private let typeNames: TypeNamesWritten?
    private let wrapperUsers: Set<String>

    /// Whether a file other than `path` writes the name of the controller `name` (declared once, in
    /// `path`): it may present it. Known from the names each file writes, as a run or a
    /// workspace's index keeps them.
    func isWrittenElsewhere(_ name: String, declaredIn path: String) -> Bool {
        guard let facts = controllers[name], facts.path == path else { return false }
        guard let namesWritten else { return facts.writtenElsewhere }
        let extending = onlyExtending[name] ?? []
        return namesWritten.files(writing: name).contains { $0 != path && !extending.contains($0) }
    }

    /// Whether the file at `path`, of `bytes`, presents (writes the name of) another file's
    /// controller that makes itself a popover: presenting it makes one, whatever else it spells.
    /// So does a file that declares a controller whose extensions of other files the index joins:
    /// they may make the popover its own code does not spell.
    func presentsSelfPopoverController(_ path: String, _ bytes: [UInt8]) -> Bool {
        presentingFiles.contains(path) || joiningFiles.contains(path)
            || selfPopoverControllers.contains { $0.path != path && WrapperIndex.writesWord($0.name, in: bytes) }
    }

    /// Classes declared more than once whose code (one declaration's, at least) may decide what a
    /// compact width makes of a storyboard scene's popovers (`compactAdaptationIsUndecided(forClass:)`).
    private let classesUndecidingAdaptation: Set<String>

    /// Classes the linted files declare once and subclass nowhere (`storyboardMakesExactly(_:)`).
    private let classesWithoutSubclasses: Set<String>

    /// Whether a controller a storyboard makes, cast to `className`
    /// (`instantiateViewController(withIdentifier: "Picker") as! PickerViewController`), is surely of
    /// that class: the linted files declare it once and no class of theirs inherits from it, so the
    /// scene's class can be no other.
    func storyboardMakesExactly(_ className: String) -> Bool {
        classesWithoutSubclasses.contains(className)
    }

    public func compactAdaptationIsUndecided(forClass name: String, module: String?) -> Bool {
        let name = Self.className(name)
        return classesUndecidingAdaptation.contains(name) && declaration(of: name, inModule: module) == nil
    }

    public func facts(forClass name: String, module: String?) -> SceneClassFacts? {
        let name = Self.className(name)
        return classes[name] ?? declaration(of: name, inModule: module)?.facts
    }

    /// Of the classes named `name` that several files declare, the one in module `module`: the
    /// one declaration whose file sits in a folder of the module's name (`AppThree/ViewController.swift`
    /// for `customModule="AppThree"`, as Xcode's templates lay a target's files out), with what its
    /// own file's code says (nil: nothing); nil when none or several do.
    private func declaration(of name: String, inModule module: String?) -> (path: String, facts: SceneClassFacts?)? {
        guard let module, let declarations = classesDeclaredInSeveralFiles[name] else { return nil }
        let inModule = declarations.filter { declaration in
            declaration.path.split(separator: "/").dropLast().contains { Self.moduleName(ofFolder: $0) == module }
        }
        return inModule.count == 1 ? inModule[0] : nil
    }

    /// The module name Xcode derives from a target's (and so its folder's) name: characters an
    /// identifier cannot hold become `_` (`My App` is `My_App`).
    private static func moduleName(ofFolder folder: Substring) -> String {
        String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// Classes that several files declare, by name: each declaring file with what its class says
    /// about a storyboard scene's popovers (nil: nothing).
    private let classesDeclaredInSeveralFiles: [String: [(path: String, facts: SceneClassFacts?)]]

    /// `MyApp.LibraryViewController` in a customModule-qualified name is the class `LibraryViewController`.
    private static func className(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// What the index kept of the file at `path` for its reading, once: the reading itself, or
    /// the parsed file (it shows another file's view); nil when the index kept nothing, or kept
    /// it of other bytes, with another nesting limit or in another context.
    func takeKept(of path: String, bytes: [UInt8], nesting: Int, context: ReadingContext) -> KeptReadings.Kept? {
        kept.take(path, as: KeptReadings.Key(bytes: bytes, nesting: nesting, context: context))
    }

    /// The parsed file at `path` when the index kept it (it holds a view another file shows) and
    /// it was parsed from these bytes with this nesting limit.
    func heldFile(at path: String, bytes: [UInt8], nesting: Int) -> ParsedSwift.Outcome? {
        guard let holding = files[path], holding.nesting == nesting, holding.bytes == bytes else {
            return nil
        }
        return .parsed(holding.parsed)
    }

    /// The shared view `name` as seen from the file at `path`: nil when that file declares it
    /// itself or no other file declares it once.
    func view(named name: String, from path: String) -> (SharedView, HoldingFile)? {
        guard let view = views[name], view.path != path, let file = files[view.path] else { return nil }
        return (view, file)
    }

    /// The run contexts the code of other files' views that a view shows singles out, beside the
    /// standard one, as the screen of that view is read: another platform (`#if os(macOS)`, an
    /// iPhone idiom check) as it is, another width of the standard platform in this screen's
    /// standard one. `names` are the capitalised names the view's code refers to; the code of the
    /// members of `extending` that extensions of other files declare and its file uses
    /// (`extensionMembers`) counts too, and so does the code of the other files' `wrappers` it uses.
    func contexts(shownBy names: Set<String>, extending: String? = nil, wrappers: Set<String> = [], from path: String,
                  standard: RunContext) -> [RunContext] {
        let hasWidths = [.iOS, .iPadOS].contains(standard.platform)
        var found: [RunContext] = []
        var parts = names.sorted().compactMap { self.view(named: $0, from: path) }.map { (type: $0.0.type, holding: $0.1) }
        // The wrappers of other files it uses (`.modifier(HelpPopover(…))`, `.helpPopover(…)`): the
        // modifier's or representable's type, or the extension that declares the method.
        for name in wrappers.sorted() {
            guard let shared = popoverWrappers.shared[name], shared.path != path, let holding = files[shared.path] else { continue }
            let typeNames = shared.kind == .method ? shared.receivers.sorted() : [name]
            for typeName in typeNames {
                if let type = holding.file.types[typeName] { parts.append((type, holding)) }
            }
        }
        if let extending {
            let extensionPaths = Set(extensionMembers.filter { $0.key.hasPrefix(extending + ".") && $0.value.path != path }.values.map(\.path))
            for extensionPath in extensionPaths.sorted() {
                guard let holding = files[extensionPath], let type = holding.file.types[extending] else { continue }
                parts.append((type, holding))
            }
        }
        for (type, holding) in parts {
            let theirs = holding.file.standardContext
            for context in holding.file.contexts(of: type) where context != theirs {
                var seen = context
                if context.platform == theirs.platform {
                    guard hasWidths else { continue }
                    seen.platform = standard.platform
                }
                if seen != standard, !found.contains(seen) { found.append(seen) }
            }
        }
        return found.sorted()
    }

    /// For each file of `wanted`, the other files of the run whose reading may read its code, and
    /// so place findings in it: the files that write the name of a view, controller, popover
    /// delegate or scene class it declares (or extends, for a controller read with its
    /// extensions), and, when it declares a popover wrapper other files use, those files. A file
    /// named may place nothing there; a file that places findings there without writing one of
    /// those names is not named. Empty for a workspace's index (it does not know the names each
    /// file writes as a run does).
    public func filesReadingCode(of wanted: Set<String>) -> [String: Set<String>] {
        guard let typeNames else { return [:] }
        var names: [String: Set<String>] = [:]
        func add(_ name: String, declaredIn path: String) {
            if wanted.contains(path) { names[path, default: []].insert(name) }
        }
        for (name, view) in views { add(name, declaredIn: view.path) }
        for (key, member) in extensionMembers { add(String(key.prefix { $0 != "." }), declaredIn: member.path) }
        for (name, facts) in controllers {
            add(name, declaredIn: facts.path)
            for segment in facts.segments { add(name, declaredIn: segment.path) }
        }
        for (name, facts) in delegates { add(name, declaredIn: facts.path) }
        for (path, classes) in sceneClasses(in: wanted) { for name in classes { add(name, declaredIn: path) } }
        var declaringWrappers = Set<String>()
        for (name, wrapper) in popoverWrappers.shared where wanted.contains(wrapper.path) {
            add(name, declaredIn: wrapper.path)
            declaringWrappers.insert(wrapper.path)
        }
        var readers: [String: Set<String>] = [:]
        let sharedWrapperPaths = Set(popoverWrappers.shared.values.map(\.path))
        for (path, declared) in names {
            var found = declaringWrappers.contains(path) ? wrapperUsers : []
            for name in declared {
                for number in typeNames.files(writing: name) { found.insert(paths[number]) }
            }
            // A wrapper of another file that writes the name (the controller an "always popover"
            // modifier presents) reads its code wherever the wrapper is used.
            if !found.isDisjoint(with: sharedWrapperPaths) { found.formUnion(wrapperUsers) }
            found.remove(path)
            if !found.isEmpty { readers[path] = found }
        }
        return readers
    }

    public func sceneClasses(in wanted: Set<String>) -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        for (name, facts) in classes {
            for path in facts.paths where wanted.contains(path) { found[path, default: []].insert(name) }
        }
        for (name, declarations) in classesDeclaredInSeveralFiles {
            for declaration in declarations where declaration.facts != nil && wanted.contains(declaration.path) {
                found[declaration.path, default: []].insert(name)
            }
        }
        return found
    }

    /// Whether a view type of the file at `path` is shown by a view of another file, and so read
    /// there rather than as a screen of its own.
    func isShownElsewhere(_ name: String, in path: String) -> Bool {
        views[name]?.path == path
    }

    /// Whether the view member `key` (`LibraryView.infoContent`) that the file at `path` declares in
    /// an extension is read where the view's own file uses it (`extensionMembers`).
    func readsExtensionMemberElsewhere(_ key: String, declaredIn path: String) -> Bool {
        extensionMembers[key]?.path == path
    }

    /// The places of each file that the facts of a class another file presents, delegates to or
    /// joins to a storyboard scene come from (lines before them included, where a suppression
    /// comment sits), made once as the index is: each file's linting asks, and walking every
    /// class's facts for each file was 1.6% of a run over the benchmark's 400 files.
    private let placesReadElsewhere: [String: [ClosedRange<Int>]]

    private static func placesReadElsewhere(controllers: [String: ControllerFacts], delegates: [String: DelegateFacts],
                                            classes: [SceneClassFacts]) -> [String: [ClosedRange<Int>]] {
        var places: [String: [ClosedRange<Int>]] = [:]
        for facts in controllers.values {
            for place in facts.placesByFile { places[place.path, default: []].append(max(1, place.range.start.line - 1)...place.range.end.line) }
        }
        for facts in delegates.values {
            places[facts.path, default: []] += facts.places.map { max(1, $0.start.line - 1)...$0.end.line }
        }
        for facts in classes {
            // A comment suppressing a finding at a joined place sits on the line before it, or on it.
            let joined = [facts.compactAdaptation?.1, facts.refusedOutsideTap, facts.modal, facts.contentSize?.range,
                          facts.contentArrows?.range, facts.preparedSize?.range, facts.preparedArrows?.range, facts.preparedPopover?.range]
            for range in joined.compactMap({ $0 }) {
                guard let (file, own) = facts.own(range), facts.paths.contains(file) else { continue }
                places[file, default: []].append(max(1, own.start.line - 1)...own.end.line)
            }
        }
        return places
    }

    /// The lines of the file at `path` that other files' screens read: views shown from another
    /// file, and the places of class facts a storyboard may join.
    func linesReadElsewhere(in path: String) -> [ClosedRange<Int>] {
        var lines: [ClosedRange<Int>] = []
        if let holding = files[path] {
            func linesOf(_ node: Syntax) -> ClosedRange<Int> {
                holding.file.lines.line(at: node.position.utf8Offset)...holding.file.lines.line(at: node.endPosition.utf8Offset)
            }
            lines += views.values.filter { $0.path == path }.flatMap { $0.type.declarations.map { linesOf(Syntax($0)) } }
            for (key, member) in extensionMembers where member.path == path {
                let name = String(key.drop { $0 != "." }.dropFirst())
                lines += member.type.members.filter { ExtensionViewMembers.viewMember($0)?.name == name }.map { linesOf(Syntax($0)) }
            }
        }
        lines += wrapperLines(in: path)
        lines += placesReadElsewhere[path] ?? []
        return lines.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// What one file declares and names, from one parse. A class, so that the join's many loops
    /// over every summary read the fields they need in place: as a struct in an array, each
    /// `summaries[index]?.field` copied the whole summary out (a retain per field), 2% of a
    /// run over the benchmark's 400 files (perf, 2026-11-29). Only the thread that makes a
    /// summary writes it, before handing it on; from then on it is read only.
    final class FileSummary: @unchecked Sendable {
        var path: String
        /// Kept only when the file declares a view another file may show, until the file is linted
        /// (or for the whole run when another file shows the view): the trees of the rest are let
        /// go as soon as they are summarised.
        var parsed: ParsedSwift?
        /// Types with a declaration of their own (not only extensions), by name.
        var declared: Set<String>
        /// The names of the views another file may show (not private, with a body, their name
        /// written in another file). Only names: a type would hold the file's tree.
        var showable: Set<String>
        /// For each view type, the capitalised names its code refers to.
        var viewReferences: [String: Set<String>]
        /// What each class's code says about a storyboard scene's popovers.
        var classFacts: [String: SceneClassFacts]
        /// The classes it declares whose code a storyboard scene may join (not `private`).
        var sceneClassNames: Set<String> = []
        /// What each class sets up on itself as a presented controller.
        var controllerFacts: [String: ControllerFacts] = [:]
        /// Types the file extends (`extension PickerViewController`).
        var extended: Set<String> = []
        /// How its extensions of each type may join the type's own code (`ExtensionsAcrossFiles`).
        var extensions = ExtensionsAcrossFiles.FileExtensions()
        /// The file's views that another view of the file shows (`SwiftUIScreens.shownViews`), and
        /// which of the file's views each view shows.
        var shownInFile: Set<String> = []
        var showsInFile: [String: Set<String>] = [:]
        /// The file's reading as if no other file were linted; kept for its linting when no other
        /// file changes it. Not made when a tree is kept (`parsed`, `showingTree`).
        var reading: ScreenReading?
        /// Kept when the file may show a view another file declares, for reading it when it is
        /// linted, with the whole index.
        var showingTree: ParsedSwift?
        /// The popover wrappers it declares that other files can use.
        var wrappers: [PopoverWrappers.Candidate] = []
        /// The device checks it declares for other files (`if UIDevice.current.isPad`).
        var namedChecks = NamedChecks()
        /// All it declares, when some are its own only (`private extension UIDevice`).
        var ownChecks: NamedChecks?
        /// Its classes that may be a popover's delegate, and what their methods decide.
        var delegates: [String: DelegateFacts] = [:]
        /// The superclass each of its classes names first: a delegate class subclassed anywhere is not joined.
        var superclasses: Set<String> = []
        /// It writes `instantiate`, as a controller made by a storyboard is: its reading needs the
        /// index, which knows whether the class it is cast to has subclasses (`storyboardMakesExactly(_:)`).
        var instantiatesFromStoryboard = false
        /// Its types' methods that make and return a system sheet (`SheetFactory`), by `Type.method`.
        var sheetFactories: [String: SheetFactory] = [:]
        /// The view members of the types it extends without declaring them, by type and name, with
        /// the capitalised names each writes (`ExtensionViewMembers.declared`).
        var extensionViewMembers: [String: [String: Set<String>]] = [:]
        /// Its types whose own `present(_:animated:…)` anchors a popover (`AnchoringPresenters`),
        /// and the class each of its classes inherits from.
        var anchoringPresenters: Set<String> = []
        var superclassOf: [String: String] = [:]

        init(path: String, parsed: ParsedSwift?, declared: Set<String>, showable: Set<String>, viewReferences: [String: Set<String>],
             classFacts: [String: SceneClassFacts], reading: ScreenReading?, showingTree: ParsedSwift?) {
            self.path = path
            self.parsed = parsed
            self.declared = declared
            self.showable = showable
            self.viewReferences = viewReferences
            self.classFacts = classFacts
            self.reading = reading
            self.showingTree = showingTree
        }
    }

    /// What the trees kept for files that may show another file's view (`FileSummary.showingTree`)
    /// may cost in all, at about 130 bytes of tree per byte of code (SyntaxProblems): past it,
    /// such a file is parsed again when it is linted.
    static let showingTreeBudget = 128 << 20
    /// What the trees kept while indexing for files whose views another file may show
    /// (`FileSummary.parsed`) may cost in all: past it such a file is parsed again when it is
    /// linted, or, if another file shows its view, once the index is whole. Without it, 60 files
    /// of 1 MiB whose view names other files write (in a comment is enough) held 5.85 GB.
    static let declaringTreeBudget = 128 << 20
    /// What the trees of files whose views other files show (`HoldingFile`), kept for the whole
    /// run, may cost in all. Files are taken in the run's order, so which views are shared does not
    /// depend on `--jobs`; past it a file's views are not followed into from other files (their
    /// content there is unknown: no finding) and are read as screens of their own. Real apps'
    /// shared views cost far less (a 5 KB view file: about 0.7 MB of tree).
    /// A test lowers it for a moment, hence a variable.
    static var holdingTreeBudget: Int {
        get { holdingTreeBytes.load(ordering: .relaxed) }
        set { holdingTreeBytes.store(newValue, ordering: .relaxed) }
    }
    private static let holdingTreeBytes = Atomic(384 << 20)
    /// The cost of a tree as the budgets count it: bytes of code times 130 (SyntaxProblems).
    static func treeCost(_ bytes: [UInt8]) -> Int { bytes.count.multipliedReportingOverflow(by: 130).partialValue }

    init(_ files: [IndexedFile], limits: ParseLimits, jobs: Int, reader: SwiftSourceReader) {
        let interfaceBuilder = files.filter { PopoverContentClasses.isInterfaceBuilder($0.path) }
        let inputs = interfaceBuilder.isEmpty ? files : files.filter { !PopoverContentClasses.isInterfaceBuilder($0.path) }
        let nesting = SwiftSourceReader.nesting(limits)
        let slots = Slots<FileSummary>(count: inputs.count)
        let typeNames = TypeNamesWritten(inputs.map(\.bytes))
        let budget = Budget(bytes: Self.showingTreeBudget)
        let declaringBudget = Budget(bytes: Self.declaringTreeBudget)
        Self.forEach(inputs.count, jobs: jobs) { index in
            slots[index] = ParserStack.run {
                Self.summary(of: inputs[index], nesting: nesting, reader: reader, typeNames: typeNames, budget: budget,
                             declaringBudget: declaringBudget)
            }
        }
        self.init(joining: slots.values, inputs: inputs, nesting: nesting, typeNames: typeNames, reusing: [:],
                  storyboardPopoverContent: PopoverContentClasses.inPopoverScenes(of: interfaceBuilder.map(\.bytes)))
    }

    /// The summaries of `inputs` (each alone, as `summary(of:…)` makes them), in `inputs`' order,
    /// joined into the index. `typeNames` is nil for summaries made without knowing the other files
    /// (`SwiftWorkspaceIndex`): they keep no tree and no reading; `namesWritten` is then which
    /// files write each name the files declare, as the workspace keeps it. A holding file of
    /// `previous` whose bytes are the same is not parsed again.
    init(joining summaries: [FileSummary?], inputs: [IndexedFile], nesting: Int, typeNames: TypeNamesWritten?,
         namesWritten: WorkspaceNamesWritten? = nil, reusing previous: [String: HoldingFile],
         storyboardPopoverContent: StoryboardPopoverContent = StoryboardPopoverContent()) {
        // The loops over every summary read only the fields they need, where the array holds them:
        // a copy of each whole summary per loop is much of a workspace's join, made on every edit.
        var declarations: [String: Int] = [:]
        for index in summaries.indices {
            for name in summaries[index]?.declared ?? [] { declarations[name, default: 0] += 1 }
        }
        // Views by name, with the file that declares them (their types come from the file's tree,
        // once it is known which files keep theirs).
        var candidates: [String: ShownView] = [:]
        for index in summaries.indices {
            guard let showable = summaries[index]?.showable, !showable.isEmpty, let path = summaries[index]?.path else { continue }
            for name in showable where declarations[name] == 1 {
                candidates[name] = ShownView(path: path)
            }
        }
        var shown: [String: ShownView] = [:]
        var showing = Set<String>()
        // View members of one file's extension that the view's own file uses: the extension's file
        // is held, and the view's file read with it, following into the views of third files the
        // members show (`NameEditPopover()` in `LibraryView+Panels.swift`).
        let memberPaths = Self.extensionMembersUsed(summaries, candidates: candidates, inputs: inputs, nesting: nesting)
        var shownByMembers: [(from: (path: String, name: String), to: (path: String, name: String))] = []
        for (key, member) in memberPaths {
            guard let home = candidates[member.type]?.path else { continue }
            showing.insert(home)
            let name = String(key.dropFirst(member.type.count + 1))
            let memberPath = member.path
            guard let declaring = summaries.first(where: { $0?.path == memberPath }) ?? nil,
                  let references = declaring.extensionViewMembers[member.type]?[name] else { continue }
            for reference in references {
                guard let view = candidates[reference], view.path != member.path, view.path != home else { continue }
                shown[reference] = view
                shownByMembers.append((from: (home, member.type), to: (view.path, reference)))
            }
        }
        for index in summaries.indices {
            guard let references = summaries[index]?.viewReferences, !references.isEmpty,
                  let path = summaries[index]?.path, let declared = summaries[index]?.declared else { continue }
            for names in references.values {
                for name in names where !declared.contains(name) {
                    guard let view = candidates[name], view.path != path else { continue }
                    shown[name] = view
                    showing.insert(path)
                }
            }
        }
        // Views that show each other across files (`A` shows `B`, `B` shows `A`) would each be read
        // only inside the other, so nowhere: the first of such a cycle that no screen reaches is a
        // screen of its own, and the cycle is read once from it.
        for name in Self.cycleScreens(summaries, shown: shown, shownByMembers: shownByMembers) { shown[name] = nil }
        // Wrappers used from another file: their files are held, and the files that use them read
        // with the index.
        var wrapperIndex = WrapperIndex(summaries.compactMap { $0.map { ($0.path, $0.wrappers) } }, inputs: inputs,
                                        namesWritten: namesWritten)
        // The trees of the files whose views are shown, in the run's order, within the budget.
        var files: [String: HoldingFile] = [:]
        var holdingLeft = Self.holdingTreeBudget
        let holdingPaths = Set(shown.values.map(\.path)).union(wrapperIndex.declaringPaths).union(memberPaths.values.map(\.path))
        for index in summaries.indices {
            guard let path = summaries[index]?.path, holdingPaths.contains(path), let summary = summaries[index] else { continue }
            let cost = Self.treeCost(inputs[index].bytes)
            var tree = summary.parsed
            if tree == nil, let held = previous[summary.path], held.nesting == nesting, held.bytes == inputs[index].bytes {
                tree = held.parsed
            }
            if cost <= holdingLeft, tree == nil, case .parsed(let parsed) = ParsedSwift.parse(inputs[index].bytes, nesting: nesting) {
                tree = parsed
            }
            guard cost <= holdingLeft, let tree else {
                for (name, view) in shown where view.path == summary.path { shown[name] = nil }
                wrapperIndex.drop(summary.path)
                continue
            }
            holdingLeft -= cost
            files[summary.path] = HoldingFile(parsed: tree, bytes: inputs[index].bytes, nesting: nesting)
        }
        var sharedViews: [String: SharedView] = [:]
        for (name, view) in shown {
            guard let type = files[view.path]?.file.types[name] else {
                shown[name] = nil
                continue
            }
            sharedViews[name] = SharedView(type: type, path: view.path)
        }
        var sharedMembers: [String: SharedView] = [:]
        for (key, member) in memberPaths {
            guard let type = files[member.path]?.file.types[String(key.prefix { $0 != "." })] else { continue }
            sharedMembers[key] = SharedView(type: type, path: member.path)
        }
        extensionMembers = sharedMembers
        let holding = Set(files.keys)
        // A file that writes the name of a view another file declares and a third shows may follow
        // into that view (a bare name, as in `DetailsView()`, is all it takes), so the reading made
        // without the index is not kept. Comments and strings count too, which only costs a
        // second reading.
        var naming = wrapperIndex.usingFiles
        showing.formUnion(naming.map { inputs[$0].path })
        for (name, view) in shown {
            naming.formUnion(typeNames?.files(writing: name).filter { inputs[$0].path != view.path } ?? [])
        }
        // A file that writes the name of another file's controller class may present it: its
        // reading joins that class's setup (`presenters(of:inputs:typeNames:)`).
        var controllers: [String: ControllerFacts] = [:]
        var extensions: [String: Set<String>] = [:]
        for index in summaries.indices {
            guard let extended = summaries[index]?.extended, !extended.isEmpty, let path = summaries[index]?.path else { continue }
            for name in extended { extensions[name, default: []].insert(path) }
        }
        for index in summaries.indices {
            guard let controllerFacts = summaries[index]?.controllerFacts, !controllerFacts.isEmpty,
                  let path = summaries[index]?.path else { continue }
            for (name, var facts) in controllerFacts where declarations[name] == 1 {
                // An extension in another file may set its popover up: joined to it below, or else
                // not read whole; in its own file's reading too (made again, not kept).
                facts.extendedElsewhere = extensions[name]?.contains { $0 != path } == true
                if facts.extendedElsewhere { naming.insert(index) }
                controllers[name] = facts
            }
        }
        // Its extensions in other files are read with its own code, where they surely are its.
        ExtensionsAcrossFiles.join(&controllers, summaries: summaries, inputs: inputs, nesting: nesting)
        // A file that writes a class's name only to extend it does not present it.
        var onlyExtending: [String: Set<String>] = [:]
        for index in summaries.indices {
            guard let extended = summaries[index]?.extensions.onlyExtended, !extended.isEmpty, let path = summaries[index]?.path else { continue }
            for name in extended where controllers[name] != nil { onlyExtending[name, default: []].insert(path) }
        }
        if let typeNames {
            for (name, paths) in onlyExtending {
                guard let facts = controllers[name] else { continue }
                controllers[name]?.writtenElsewhere = typeNames.files(writing: name).contains { index in
                    inputs[index].path != facts.path && !paths.contains(inputs[index].path)
                }
            }
        }
        // A subclass that names nothing about a presentation is the popover its superclass makes,
        // through any number of such classes.
        for _ in 0..<8 {
            var changed = false
            for (name, facts) in controllers where facts.namesNoPresentation && !facts.makesItselfAPopover {
                guard let base = facts.superclass, base != name, let baseFacts = controllers[base],
                      let inherited = facts.inheriting(from: baseFacts) else { continue }
                controllers[name] = inherited
                changed = true
            }
            if !changed { break }
        }
        // A class another file may show as a popover's content: its own file's sheets are read
        // with that known, not from the reading made alone.
        // A class declared in several files (each app of a repository with its own
        // `PopoverViewController`) is asked of each declaration.
        var controllerDeclarations = controllers.map { (name: $0.key, path: $0.value.path) }
        for index in summaries.indices {
            guard let path = summaries[index]?.path else { continue }
            for name in summaries[index]?.controllerFacts.keys ?? [:].keys where (declarations[name] ?? 0) > 1 {
                controllerDeclarations.append((name, path))
            }
        }
        var (presentingSheets, shownByCode) = PopoverContentClasses.shownByOtherFiles(
            controllerDeclarations, inputs: inputs, onlyExtending: onlyExtending
        ) { name in
            typeNames.map { names in names.files(writing: name).map { inputs[$0].path } } ?? Array(namesWritten?.files(writing: name) ?? [])
        }
        shownByCode.formUnion(storyboardPopoverContent.classes.intersection(presentingSheets))
        shownByCode.formUnion(PopoverContentClasses.madeByIdentifier(storyboardPopoverContent, inputs: inputs).intersection(presentingSheets))
        shownAsPopoverContent = shownByCode
        let contentPaths = Set(controllerDeclarations.filter { shownByCode.contains($0.name) }.map(\.path))
        for index in inputs.indices where contentPaths.contains(inputs[index].path) { naming.insert(index) }
        // Without the names each file writes (a workspace's index), no file is known to present
        // another file's controller: such a file is read as it reads alone (docs/editors.md).
        let presenters = typeNames.map { Self.presenters(of: controllers, inputs: inputs, typeNames: $0, onlyExtending: onlyExtending) }
            ?? (joining: [], presenting: [])
        naming.formUnion(presenters.joining)
        // A file that writes a name another file sets to a device check is read with the check.
        var namedChecks = NamedChecks()
        for index in summaries.indices {
            if let checks = summaries[index]?.namedChecks, !checks.isEmpty { namedChecks.merge(checks) }
        }
        if !namedChecks.isEmpty {
            for index in inputs.indices where namedChecks.used(in: inputs[index].bytes) != nil { naming.insert(index) }
        }
        self.namedChecks = namedChecks
        var ownChecks: [String: NamedChecks] = [:]
        for index in summaries.indices {
            if let own = summaries[index]?.ownChecks, let path = summaries[index]?.path { ownChecks[path] = own }
        }
        self.ownChecks = ownChecks
        // Delegate classes declared once and subclassed nowhere; a file that writes the name of
        // one of another file may make it a popover's delegate, and is read with it.
        var superclasses = Set<String>()
        for index in summaries.indices { superclasses.formUnion(summaries[index]?.superclasses ?? []) }
        var delegates: [String: DelegateFacts] = [:]
        for index in summaries.indices {
            for (name, facts) in summaries[index]?.delegates ?? [:] where declarations[name] == 1 && !superclasses.contains(name) {
                delegates[name] = facts
                for writer in typeNames?.files(writing: name) ?? [] where inputs[writer].path != facts.path { naming.insert(writer) }
            }
        }
        self.delegates = delegates
        // Classes only: a cast to a protocol (`as! FilterScreen`) may be to any class conforming to it.
        var declaredClasses = Set<String>()
        for index in summaries.indices { declaredClasses.formUnion(summaries[index]?.sceneClassNames ?? []) }
        classesWithoutSubclasses = declaredClasses.filter { declarations[$0] == 1 && !superclasses.contains($0) }
        // Methods of other types that make a system sheet; a file that writes one's name is read
        // with the index.
        var factories: [String: SheetFactory] = [:]
        var factoryDeclarations: [String: Int] = [:]
        for index in summaries.indices {
            for (key, factory) in summaries[index]?.sheetFactories ?? [:] {
                factoryDeclarations[key, default: 0] += 1
                factories[key] = factory
            }
        }
        factories = factories.filter { factoryDeclarations[$0.key] == 1 }
        sheetFactories = factories
        sheetFactoryMethods = Set(factories.keys.compactMap { $0.split(separator: ".").last.map(String.init) }).sorted().map { Array($0.utf8) }
        sheetFactoryTypes = Set(factories.keys.compactMap { $0.split(separator: ".").first.map(String.init) })
        classesGivenDelegateMethods = summaries.indices.reduce(into: []) { $0.formUnion(summaries[$1]?.extensions.givenDelegateMethods ?? []) }
        // A popover delegate read alone may have those methods from another file's extension.
        if !classesGivenDelegateMethods.isEmpty {
            for index in inputs.indices where WrapperIndex.writesWord(Self.popoverControllerWord, in: inputs[index].bytes) { naming.insert(index) }
        }
        if !sheetFactoryMethods.isEmpty {
            for index in inputs.indices where sheetFactoryMethods.contains(where: { WrapperIndex.writesWord($0, in: inputs[index].bytes) }) {
                naming.insert(index)
            }
        }
        // A `present` of another file's class may anchor what a file presents with UIKit's labels.
        let superclassOf = summaries.indices.reduce(into: [String: String]()) { $0.merge(summaries[$1]?.superclassOf ?? [:]) { first, _ in first } }
        anchoringPresenters = AnchoringPresenters(
            declared: summaries.indices.reduce(into: []) { $0.formUnion(summaries[$1]?.anchoringPresenters ?? []) }, superclasses: superclassOf)
        if !anchoringPresenters.isEmpty {
            for index in inputs.indices where WrapperIndex.writesWord(Self.presentWord, in: inputs[index].bytes) { naming.insert(index) }
        }
        var kept: [String: KeptReadings.Entry] = [:]
        for index in summaries.indices {
            guard let path = summaries[index]?.path, !holding.contains(path) else { continue }
            let key = KeptReadings.Key(bytes: inputs[index].bytes, nesting: nesting, context: inputs[index].context)
            if let tree = summaries[index]?.showingTree ?? summaries[index]?.parsed {
                kept[path] = KeptReadings.Entry(key: key, kept: .parsed(tree))
            } else if let reading = summaries[index]?.reading, !showing.contains(path), !naming.contains(index),
                      summaries[index]?.instantiatesFromStoryboard != true {
                kept[path] = KeptReadings.Entry(key: key, kept: .reading(reading))
            }
        }
        views = sharedViews
        self.files = files
        showingFiles = showing
        var classes: [String: SceneClassFacts] = [:]
        var undeciding = Set<String>()
        for index in summaries.indices {
            for (name, facts) in summaries[index]?.classFacts ?? [:] {
                if declarations[name] == 1 { classes[name] = facts } else if facts.mayDecideCompactAdaptation { undeciding.insert(name) }
            }
        }
        classesUndecidingAdaptation = undeciding
        var declaredInSeveralFiles: [String: [(path: String, facts: SceneClassFacts?)]] = [:]
        for index in summaries.indices {
            guard let path = summaries[index]?.path else { continue }
            for name in summaries[index]?.sceneClassNames ?? [] where (declarations[name] ?? 0) > 1 {
                declaredInSeveralFiles[name, default: []].append((path, summaries[index]?.classFacts[name]))
            }
        }
        classesDeclaredInSeveralFiles = declaredInSeveralFiles
        // Its extensions in other files are read with its own code, where they surely are its.
        SceneClassesAcrossFiles.join(&classes, declaredOnce: Set(declarations.filter { $0.value == 1 }.keys),
                                   summaries: summaries, inputs: inputs, nesting: nesting)
        // A delegate object of another file's class set in `prepare(for:sender:)`.
        for (name, facts) in classes where facts.delegateElsewhere != nil { classes[name] = facts.joiningDelegateElsewhere(delegates) }
        self.classes = classes
        compactDeciders = Set(controllers.filter(\.value.decidesCompactWidth).keys).union(delegates.filter(\.value.decidesCompactWidth).keys)
        wrapperIndex.noteCompactDeciders(compactDeciders)
        popoverWrappers = wrapperIndex
        self.kept = KeptReadings(kept)
        self.controllers = controllers
        presentingFiles = Set(presenters.presenting.map { inputs[$0].path })
        selfPopoverControllers = typeNames != nil ? [] : controllers.filter { $0.value.makesItselfAPopover || $0.value.systemBase != nil }
            .sorted { $0.key < $1.key }
            .map { (Array($0.key.utf8), $0.value.path) }
        self.namesWritten = typeNames != nil || selfPopoverControllers.isEmpty ? nil : namesWritten
        self.onlyExtending = onlyExtending
        joiningFiles = Set(controllers.values.filter(\.joinsOtherFiles).map(\.path))
        paths = inputs.map(\.path)
        self.typeNames = typeNames
        wrapperUsers = Set(wrapperIndex.usingFiles.map { inputs[$0].path })
        placesReadElsewhere = Self.placesReadElsewhere(controllers: controllers, delegates: delegates,
                                                       classes: Array(classes.values) + declaredInSeveralFiles.values.flatMap { $0.compactMap(\.facts) })
    }

    /// Runs `body` for 0..<count on up to `jobs` threads (this one among them), each with the
    /// room the reader's recursion needs.
    static func forEach(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let threads = max(1, min(jobs, count))
        guard threads > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        let indices = Indices(count: count)
        let done = DispatchGroup()
        for _ in 1..<threads {
            done.enter()
            let thread = Thread {
                ThreadStack.note(ThreadStack.workerSize)
                while let index = indices.claim() { body(index) }
                done.leave()
            }
            thread.stackSize = ThreadStack.workerSize
            thread.start()
        }
        while let index = indices.claim() { body(index) }
        done.wait()
    }

    /// Nil for a file that is not UTF-8, has brackets the parser would take minutes over, or does
    /// not parse: its own linting reports that, and nothing is followed into it.
    ///
    /// Without `typeNames` (the other files are not known) nothing is kept for the file's reading:
    /// every view is one another file may show, and the join parses the files it holds.
    static func summary(of input: IndexedFile, nesting: Int, reader: SwiftSourceReader, typeNames: TypeNamesWritten?,
                        budget: Budget, declaringBudget: Budget) -> FileSummary? {
        guard case .parsed(let parsed) = ParsedSwift.parse(input.bytes, nesting: nesting) else { return nil }
        var file = parsed.file
        // What its classes set up on themselves is read with its own device checks (`Device.isPad`).
        if !file.declaredChecks.isEmpty { file.deviceChecks = file.declaredChecks }
        var declared: [String: DeclaredType] = [:]
        var references: [String: Set<String>] = [:]
        for type in file.types.all where type.declarations.contains(where: { !$0.is(ExtensionDeclSyntax.self) }) {
            declared[type.name] = type
        }
        // A wrapper and a type that shows an `NSPopover` show views as a view does.
        for type in file.types.all where type.isView || PopoverWrappers.mayShowViews(type, in: file) {
            references[type.name] = file.capitalisedUses(of: type)
        }
        // A controller shows a view as a popover's content through `UIHostingController(rootView:)`.
        for type in file.types.all {
            let hosted = UIKitCode.viewsHostedInPopovers(by: type, in: file).union(AppKitScreens.viewsHostedInPopovers(by: type, in: file))
            if !hosted.isEmpty { references[type.name, default: []].formUnion(hosted) }
        }
        let comments = parsed.comments
        let otherFile = OtherFileLines(path: input.path, firstLine: 0, lineCount: file.lines.lineCount,
                                       suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
        var classFacts: [String: SceneClassFacts] = [:]
        var controllerFacts: [String: ControllerFacts] = [:]
        var sceneClassNames = Set<String>()
        for (name, type) in declared where type.declarations.contains(where: { $0.is(ClassDeclSyntax.self) }) && !isFilePrivate(type) {
            sceneClassNames.insert(name)
            let facts = SceneClasses.facts(of: type, in: file, otherFile: otherFile)
            if !facts.isEmpty { classFacts[name] = facts }
            if ControllerFacts.isController(type) {
                controllerFacts[name] = ControllerFacts.read(type, in: file, otherFile: otherFile, writtenElsewhere: typeNames?.isWrittenElsewhere(name) != false)
            }
        }
        // A controller that makes itself a popover is a screen of its own only when no other file
        // may present it: that is known once the index is whole.
        let presentedElsewhere = controllerFacts.values.contains { $0.makesItselfAPopover && $0.writtenElsewhere }
        // Only a view whose name another file writes can be shown there; the rest hold no tree.
        let showable = declared.filter { name, type in
            type.isView && !isFilePrivate(type) && type.body != nil && typeNames?.isWrittenElsewhere(name) != false
        }
        // A view of the file names a type written after `struct` (…) in another file: the file may
        // show that file's view, and is then read once the index is whole, from the tree kept.
        let ownNames = declared.keys
        let mayShow = references.values.contains { names in
            names.contains { name in !ownNames.contains(name) && typeNames?.isDeclared(name) == true }
        }
        let showingTree = mayShow && budget.reserve(parsed.source.count * 130) ? parsed : nil
        // A file with a view another file may show keeps its tree until the index is whole anyway
        // (`parsed`): it is read from that tree when linted, once whether its view is shown or not.
        let reading = typeNames != nil && showingTree == nil && showable.isEmpty && !presentedElsewhere
            ? reader.reading(of: parsed, path: input.path, context: input.context, project: nil) : nil
        let keepsTree = typeNames != nil && !showable.isEmpty && (showingTree != nil || declaringBudget.reserve(treeCost(input.bytes)))
        let summary = FileSummary(path: input.path, parsed: keepsTree ? parsed : nil,
                                  declared: Set(declared.keys), showable: Set(showable.keys), viewReferences: references,
                                  classFacts: classFacts, reading: reading, showingTree: showingTree)
        summary.wrappers = file.popoverWrappers.candidates.values.filter { !$0.isPrivate }
        summary.namedChecks = file.declaredChecks.visibleElsewhere
        if file.declaredChecks.holdsFilePrivate { summary.ownChecks = file.declaredChecks }
        // Each delegate method takes a `UIPresentationController` or `UIPopoverPresentationController`.
        if file.lines.contains("PresentationController") {
            // A view controller is read as a delegate where it is the presented controller (`ControllerFacts`).
            for name in sceneClassNames where controllerFacts[name] == nil {
                if let type = declared[name], let facts = DelegateFacts.read(type, in: file, otherFile: otherFile) { summary.delegates[name] = facts }
            }
        }
        let inheritance = file.types.classInheritance
        summary.superclasses = Set(inheritance.map(\.superclass))
        summary.superclassOf = Dictionary(inheritance, uniquingKeysWith: { _, last in last })
        summary.controllerFacts = controllerFacts
        summary.anchoringPresenters = AnchoringPresenters.declared(in: file)
        summary.instantiatesFromStoryboard = file.lines.contains("instantiate")
        summary.sceneClassNames = sceneClassNames
        summary.sheetFactories = SheetFactory.factories(in: file)
        summary.extended = Set(file.types.all.filter { $0.declarations.contains { $0.is(ExtensionDeclSyntax.self) } }.map(\.name))
        summary.extensionViewMembers = ExtensionViewMembers.declared(in: file, declaring: Set(declared.keys))
        summary.extensions = ExtensionsAcrossFiles.FileExtensions(file, bytes: parsed.source, declared: Set(declared.keys),
                                                                 controllers: Set(controllerFacts.keys), classes: sceneClassNames, lines: otherFile)
        let views = file.types.all.filter(\.isView)
        let viewNames = Set(views.map(\.name))
        summary.shownInFile = SwiftUIScreens.shownViews(views, in: file)
        for view in views {
            summary.showsInFile[view.name] = file.referencedTypes(of: view).intersection(viewNames).subtracting([view.name])
        }
        return summary
    }

    /// The view members of one file's extensions (`extension LibraryView { var infoContent: some
    /// View … }`) that the view's own file uses (`.popover { infoContent }`), by `Type.member`: the
    /// type, declared once, a view another file may show (`candidates`), and the member declared
    /// in one extension of the run, its name written in the view's code (as a name, not in a
    /// comment or a string: told from the view's file's tree, kept or, in a workspace's index,
    /// parsed again when its bytes write the name).
    private static func extensionMembersUsed(_ summaries: [FileSummary?], candidates: [String: ShownView], inputs: [IndexedFile],
                                             nesting: Int) -> [String: (type: String, path: String)] {
        var declaring: [String: [Int]] = [:]
        for index in summaries.indices {
            for (type, members) in summaries[index]?.extensionViewMembers ?? [:] where candidates[type] != nil {
                for name in members.keys { declaring[type + "." + name, default: []].append(index) }
            }
        }
        guard !declaring.isEmpty else { return [:] }
        var indexOfPath: [String: Int] = [:]
        for index in summaries.indices { if let path = summaries[index]?.path { indexOfPath[path] = index } }
        var used: [String: (type: String, path: String)] = [:]
        var parsed: [Int: ParsedSwift] = [:]
        for (key, declarers) in declaring.sorted(by: { $0.key < $1.key }) where declarers.count == 1 {
            let type = String(key.prefix { $0 != "." })
            let name = String(key.dropFirst(type.count + 1))
            guard let home = candidates[type], let user = indexOfPath[home.path], user != declarers[0],
                  let path = summaries[declarers[0]]?.path, WrapperIndex.writesWord(Array(name.utf8), in: inputs[user].bytes) else { continue }
            if parsed[user] == nil {
                if let tree = summaries[user]?.parsed ?? summaries[user]?.showingTree {
                    parsed[user] = tree
                } else if case .parsed(let tree) = ParsedSwift.parse(inputs[user].bytes, nesting: nesting) {
                    parsed[user] = tree
                }
            }
            guard let declarations = parsed[user]?.file.types[type]?.declarations,
                  declarations.contains(where: { RawTypeFacts.names([name], lengths: NameLengths([name]), in: $0) }) else { continue }
            used[key] = (type, path)
        }
        return used
    }

    /// The views shown from another file that no screen reaches (a cycle across files), the first
    /// of each cycle in the order of the files and then of names: each becomes a screen.
    /// `shownByMembers`: a view shows another through a member an extension of another file declares.
    private static func cycleScreens(_ summaries: [FileSummary?], shown: [String: ShownView],
                                     shownByMembers: [(from: (path: String, name: String), to: (path: String, name: String))] = []) -> [String] {
        struct Node: Hashable { var path: String, name: String }
        var edges: [Node: [Node]] = [:]
        var nodes: [Node] = []
        var roots: [Node] = []
        for index in summaries.indices {
            guard let references = summaries[index]?.viewReferences, !references.isEmpty, let path = summaries[index]?.path,
                  let declared = summaries[index]?.declared, let showsInFile = summaries[index]?.showsInFile,
                  let shownInFile = summaries[index]?.shownInFile else { continue }
            for name in references.keys.sorted() {
                let node = Node(path: path, name: name)
                nodes.append(node)
                var targets = (showsInFile[name] ?? []).sorted().map { Node(path: path, name: $0) }
                for other in (references[name] ?? []).sorted() where !declared.contains(other) {
                    if let view = shown[other], view.path != path { targets.append(Node(path: view.path, name: other)) }
                }
                edges[node] = targets
                if !shownInFile.contains(name), shown[name]?.path != path { roots.append(node) }
            }
        }
        for edge in shownByMembers {
            edges[Node(path: edge.from.path, name: edge.from.name), default: []].append(Node(path: edge.to.path, name: edge.to.name))
        }
        var reached = Set<Node>()
        func reach(from root: Node) {
            var pending = [root]
            while let node = pending.popLast() {
                guard reached.insert(node).inserted else { continue }
                pending += edges[node] ?? []
            }
        }
        roots.forEach(reach)
        guard reached.count < nodes.count else { return [] }
        let shownInFile = Dictionary(summaries.compactMap { $0.map { ($0.path, $0.shownInFile) } }, uniquingKeysWith: { first, _ in first })
        var screens: [String] = []
        for node in nodes where !reached.contains(node) && shown[node.name]?.path == node.path
            && shownInFile[node.path]?.contains(node.name) != true {
            screens.append(node.name)
            reach(from: node)
        }
        return screens
    }

    private static func isFilePrivate(_ type: DeclaredType) -> Bool {
        type.declarations.contains { declaration in
            declaration.modifiers.nodes.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        }
    }
}

extension SceneClassFacts {
    /// The files its code is read from.
    var paths: [String] { parts.isEmpty ? [file.path] : parts.map(\.path) }

    /// The file that holds `range` (numbered as its facts are), and the range in its own lines.
    func own(_ range: SourceRange) -> (path: String, range: SourceRange)? {
        guard !parts.isEmpty else { return (file.path, range) }
        guard let part = parts.last(where: { $0.firstLine < range.start.line }) else { return nil }
        let shift = part.firstLine
        return (part.path, SourceRange(start: SourcePosition(line: range.start.line - shift, column: range.start.column),
                                       end: SourcePosition(line: range.end.line - shift, column: range.end.column)))
    }
}

/// The readings the index made, each handed over once, to the file's own linting (on any worker).
final class KeptReadings: Sendable {
    /// What a reading depends on besides the index: the bytes, the nesting limit, the context.
    struct Key: Equatable {
        /// Compared whole when the reading is taken: the same array, unless the file was read again.
        let bytes: [UInt8]
        let nesting: Int
        let platform: Platform?
        let horizontalSizeClass: SizeClass?
        let verticalSizeClass: SizeClass?
        let viewport: Size?
        let runsOnIPadOnly: Bool

        init(bytes: [UInt8], nesting: Int, context: ReadingContext) {
            self.bytes = bytes
            self.nesting = nesting
            platform = context.platform
            horizontalSizeClass = context.horizontalSizeClass
            verticalSizeClass = context.verticalSizeClass
            viewport = context.viewport
            runsOnIPadOnly = context.runsOnIPadOnly
        }
    }

    enum Kept {
        case reading(ScreenReading)
        case parsed(ParsedSwift)
    }

    struct Entry {
        let key: Key
        let kept: Kept
    }

    private let entries: Mutex<[String: Entry]>

    init(_ entries: [String: Entry]) {
        self.entries = Mutex(entries)
    }

    func take(_ path: String, as key: Key) -> Kept? {
        entries.withLock { entries in
            guard let entry = entries.removeValue(forKey: path), entry.key == key else { return nil }
            return entry.kept
        }
    }
}

/// One result per index, filled from several threads.
final class Slots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    subscript(index: Int) -> Value? {
        get { slots.withLock { $0[index] } }
        set { slots.withLock { $0[index] = newValue } }
    }

    var values: [Value?] {
        slots.withLock { $0 }
    }
}

/// 0..<count, each handed out once, to whichever thread claims it first.
final class Indices: Sendable {
    private let count: Int
    private let next = Mutex(0)

    init(count: Int) {
        self.count = count
    }

    func claim() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}

/// Bytes that several threads draw on until none are left.
final class Budget: Sendable {
    private let left: Mutex<Int>

    init(bytes: Int) {
        left = Mutex(bytes)
    }

    /// Whether `bytes` were left, and are now taken.
    func reserve(_ bytes: Int) -> Bool {
        left.withLock { left in
            guard bytes <= left else { return false }
            left -= bytes
            return true
        }
    }
}
