import HiglintCore
import SwiftParser
import SwiftSyntax

/// Reads Swift source: SwiftUI views and UIKit view controllers become screens whose popovers are
/// the ones the code makes (docs/sources.md, "Swift"). A file that is not UTF-8 or does not parse
/// is one `invalid-document` at the first problem's position.
public struct SwiftSourceReader: ScreenReader {
    /// The context code is read in where nothing in it says where it runs: an iPad in a
    /// regular-width scene unless configuration says otherwise. The size class defaults to the
    /// platform's (compact for iOS).
    public var platform: Platform
    public var sizeClass: SizeClass?
    /// The scene's size, which Swift code does not say; without it the viewport rules do not apply.
    public var viewport: Size?

    public init(platform: Platform = .iPadOS, sizeClass: SizeClass? = nil, viewport: Size? = nil) {
        self.platform = platform
        self.sizeClass = sizeClass
        self.viewport = viewport
    }

    public var extensions: [String] { ["swift"] }

    public var kind: SourceKind { .swift }

    public var commentSyntax: CommentSyntax? { .slashes }

    /// A few findings carry fixes: where the reader saw the value written (`WrittenValue`).
    public var fixText: FixText? { .code }

    public var passesOverOversizeWithoutPresentation: Bool { true }

    /// The views and classes of every Swift file of the run, for following a popover's content
    /// into a view another file declares and joining a storyboard scene to its class.
    public var indexesProject: Bool { true }

    public func index(_ files: [IndexedFile], limits: ParseLimits, jobs: Int) -> (any ProjectIndex)? {
        SwiftProjectIndex(files, limits: limits, jobs: jobs, reader: self)
    }

    /// Storyboards and xibs: which classes their popover segues may show (`PopoverContentClasses`).
    public var indexesAlso: Set<SourceKind> { [.interfaceBuilder] }

    /// The index of files read in the default context, on this thread.
    public func index(_ files: [(path: String, bytes: [UInt8])], limits: ParseLimits) -> (any ProjectIndex)? {
        index(files.map { IndexedFile(path: $0.path, bytes: $0.bytes) }, limits: limits, jobs: 1)
    }

    /// Nesting that the parser follows before it gives up with an error. swift-syntax's own default
    /// is 256 in a release build but 20 in a debug build, where real SwiftUI code reaches it; its
    /// debug stack frames are large, so this is what a 512 KiB thread stack survives in both.
    static let maxNesting = 100

    static func nesting(_ limits: ParseLimits) -> Int { max(1, min(maxNesting, limits.maxDepth)) }

    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
        read(bytes, path: path, limits: limits, context: ReadingContext())
    }

    /// Configuration's `platform`, `sizeClass` and `viewport` (the context) win over the reader's
    /// own; what the file says (`#if os(…)`, idiom and size-class checks) still adds its contexts.
    ///
    /// In a run with an index, the index has parsed the file already: its reading, made then, is
    /// taken from it when nothing of another file changes it, and a file that shows another
    /// file's view, or whose view another file shows, is read from the tree the index kept. Only
    /// when those trees would cost too much memory is a file parsed a second time.
    /// The parse and the reading, which recurse with the file's nesting, run on a stack sized
    /// for it (`ParserStack`).
    public func read(_ bytes: [UInt8], path: String, limits: ParseLimits, context reading: ReadingContext) -> ScreenReading {
        ParserStack.run { readOnThisStack(bytes, path: path, limits: limits, context: reading) }
    }

    private func readOnThisStack(_ bytes: [UInt8], path: String, limits: ParseLimits, context reading: ReadingContext) -> ScreenReading {
        let project = reading.project as? SwiftProjectIndex
        let nesting = Self.nesting(limits)
        let kept = project?.takeKept(of: path, bytes: bytes, nesting: nesting, context: reading)
        if let project, case .reading(var made)? = kept {
            made.linesReadElsewhere = project.linesReadElsewhere(in: path)
            return made
        }
        let parsed: ParsedSwift
        let tree: ParsedSwift.Outcome? = if case .parsed(let tree)? = kept { .parsed(tree) } else { nil }
        switch tree ?? project?.heldFile(at: path, bytes: bytes, nesting: nesting) ?? ParsedSwift.parse(bytes, nesting: nesting) {
        case .parsed(let file): parsed = file
        case .problem(let problem, let lines, let comments):
            return ScreenReading(findings: [invalidDocument(problem, lines)], suppressions: comments.directives,
                                 commentOnlyLines: comments.commentOnlyLines)
        }
        var result = self.reading(of: parsed, path: path, context: reading, project: project)
        result.linesReadElsewhere = project?.linesReadElsewhere(in: path) ?? []
        return result
    }

    /// The reading of a parsed file in `reading`'s context, following into other files' views
    /// through `project` when there is one.
    func reading(of parsed: ParsedSwift, path: String, context reading: ReadingContext, project: SwiftProjectIndex?) -> ScreenReading {
        let comments = parsed.comments
        guard !parsed.file.usesAnotherViewFramework,
              Self.mayHoldFindings(parsed.source) || project?.showingFiles.contains(path) == true
                || project?.presentsSelfPopoverController(path, parsed.source) == true
                || project?.callsSheetFactory(parsed.source) == true else {
            return ScreenReading(suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
        }
        let platform = reading.platform ?? self.platform
        let sizeClass = reading.horizontalSizeClass ?? (reading.platform == nil ? self.sizeClass : nil)
        let context = RunContext(platform: platform, sizeClass: sizeClass ?? platform.defaultHorizontalSizeClass)
        var file = parsed.file.read(in: context)
        // Alone (or while the index is made), the file's own checks: `Device.isPad` declared in it.
        file.deviceChecks = project.map { $0.deviceChecks(for: path, bytes: parsed.source) } ?? (file.declaredChecks.isEmpty ? nil : file.declaredChecks)
        let viewport = reading.viewport ?? self.viewport
        let across = project.map { SwiftUIReader.Across(project: $0, path: path, borrowed: BorrowedLines(after: file)) }
        let swiftUI = SwiftUIScreens.screens(in: file, across: across)
        if let view = swiftUI.overBudget {
            let range = view.nameToken.map(file.lines.range(of:)) ?? file.lines.range(of: view.declarations[0])
            let problem = "the view \(view.name) holds more than \(SwiftUIReader.maxElements) views once the views it shows are read "
                + "into it (views that show a view several times, over and over), more than higlint reads"
            let finding = Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: SourceRange(start: range.start, end: range.start),
                                  messageKey: "notRead", arguments: ["format": "Swift", "problem": problem])
            return ScreenReading(findings: [finding], suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
        }
        var screens = swiftUI.screens + UIKitScreens.screens(in: file, controllers: across.map(UIKitControllers.init), across: across)
            + AppKitScreens.screens(in: file, across: across) + WrapperScreens.screens(in: file, across: across)
            + ExtensionViewMembers.screens(in: file, across: across)
        // An app that runs on iPad only never takes the code's iPhone branches (`idiom == .phone`).
        if reading.runsOnIPadOnly { screens.removeAll { $0.platform == .iOS } }
        for index in screens.indices {
            screens[index].screenIndex = index
            // The scene's size is the standard context's: a screen read for another platform or
            // width (`#if os(macOS)`, a compact-width branch) is not in that scene.
            if screens[index].platform == context.platform, screens[index].horizontalSizeClass == context.sizeClass {
                screens[index].viewport = viewport
                screens[index].verticalSizeClass = reading.verticalSizeClass
            }
        }
        var result = ScreenReading(screens: screens, suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
        result.otherFiles = across?.borrowed.files ?? []
        return result
    }

    /// Every guideline rule is about a popover, but for `popover-word-in-copy`, which looks for
    /// "popover" (or 팝오버) in copy: a file that never spells either can hold no finding, and most
    /// Swift files of an app do not — unless it makes a popover UIKit makes itself on iPad (an
    /// action sheet, a share sheet). A byte search saves building its screens.
    static func mayHoldFindings(_ source: [UInt8]) -> Bool {
        source.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return false }
            // One pass, looking further only at a byte that starts a needle: the file is asked
            // about several times a run, and a pass per needle was 1.4% of a run over the Swift
            // benchmark's files (callgrind, 2026-11-29).
            for start in bytes.indices where firstBytes[Int(bytes[start])] {
                let rest = UnsafeBufferPointer(start: base + start, count: bytes.count - start)
                if rest.starts(with: popover, ignoringASCIICase: true) { return true }
                for needle in needles where needle[0] == bytes[start] && rest.starts(with: needle, ignoringASCIICase: false) {
                    return true
                }
            }
            return false
        }
    }

    /// "popover", in any ASCII case.
    private static let popover = Array("popover".utf8)
    /// The rest, as written.
    private static let needles: [[UInt8]] = [
        "팝오버", "actionSheet", "UIActivityViewController",
        // UIKit's own menus (`UIKitSystemMenus`): a document's options menu, the printing
        // options, the printer picker (`UIPrintInteractionController` is a prefix of neither).
        "presentOptionsMenu", "presentOpenInMenu", "UIPrintInteractionController", "UIPrinterPickerController",
    ].map { Array($0.utf8) }
    /// The bytes a needle starts with ("popover"'s in both cases).
    private static let firstBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for first in needles.map({ $0[0] }) + [UInt8(ascii: "p"), UInt8(ascii: "P")] { table[Int(first)] = true }
        return table
    }()

    private func invalidDocument(_ problem: SyntaxProblem, _ lines: SourceLines) -> Finding {
        let position = lines.position(at: problem.offset)
        return Finding(ruleID: SchemaRule.invalidDocument.rawValue, range: SourceRange(start: position, end: position),
                       messageKey: problem.messageKey, arguments: ["format": "Swift", "problem": problem.message])
    }
}

/// Which SwiftUI views are screens: every view type of the file that no other view type of the
/// file shows (those are read inside the views that show them), each in every run context its
/// code singles out.
enum SwiftUIScreens {
    /// With `across`, a view that a view of another file shows is read there instead.
    /// `overBudget`: the first view whose screen holds more than `SwiftUIReader.maxElements`;
    /// reading stops there.
    static func screens(in file: SwiftFile, across: SwiftUIReader.Across? = nil) -> (screens: [Screen], overBudget: DeclaredType?) {
        let views = file.types.all.filter { $0.isView }
        let shown = shownViews(views, in: file)
        var screens: [Screen] = []
        var followed = Set<String>()
        let shownElsewhere = { (name: String) in across.map { $0.project.isShownElsewhere(name, in: $0.path) } ?? false }
        let roots = views.filter { !shown.contains($0.name) && !shownElsewhere($0.name) }
        for view in roots {
            if !read(view, in: file, across: across, into: &screens, followed: &followed) { return (screens, view) }
        }
        // A view that another names where no screen reads it as a view (`let items = [AnyView(Detail())]`,
        // a stored property the body never shows) would be read nowhere: a screen of its own,
        // when every view that names it was read here.
        let readHere = Set(roots.map(\.name)).union(followed)
        for view in views where shown.contains(view.name) && !followed.contains(view.name) && !shownElsewhere(view.name)
            && views.allSatisfy({ other in other.name == view.name || !file.referencedTypes(of: other).contains(view.name) || readHere.contains(other.name) }) {
            if !read(view, in: file, across: across, into: &screens, followed: &followed) { return (screens, view) }
        }
        return (screens, nil)
    }

    /// Reads `view`'s screens, one for each context its code singles out, into `screens`; false
    /// when one holds more than `SwiftUIReader.maxElements` (reading stops there).
    private static func read(_ view: DeclaredType, in file: SwiftFile, across: SwiftUIReader.Across?, into screens: inout [Screen],
                             followed: inout Set<String>) -> Bool {
        var contexts = file.contexts(of: view)
        // The code of a view another file declares runs in this screen too (`#if os(macOS)` in it).
        if let across {
            let theirs = across.project.contexts(shownBy: file.capitalisedNames(of: view), extending: view.name,
                                                 wrappers: PopoverWrappers.wrappersOfOtherFiles(usedBy: view, in: file, across: across),
                                                 from: across.path, standard: file.standardContext)
            contexts += theirs.filter { !contexts.contains($0) }
        }
        // The views of this file it shows run in this screen too (`contexts(of:)` counts their own
        // code), and so do the wrappers they use.
        for shown in [view] + viewsShown(by: view, in: file) {
            // A wrapper that shows an `NSPopover` is read where the view runs on macOS.
            if let macOS = PopoverWrappers.macOSContext(usedBy: shown, in: file, across: across), !contexts.contains(macOS) {
                contexts.append(macOS)
            }
            // A wrapper whose code decides what its popover becomes in a compact width is read in one.
            if let compact = PopoverWrappers.compactContext(usedBy: shown, in: file, across: across), !contexts.contains(compact) {
                contexts.append(compact)
            }
        }
        var overBudget = false
        var built: [(RunContext, Screen)] = []
        for context in contexts {
            if let screen = SwiftUIReader.screen(of: view, in: file, context: context, name: view.name, across: across,
                                                 overBudget: &overBudget, followed: &followed) {
                built.append((context, screen))
            }
            if overBudget { return false }
        }
        for (context, var screen) in built {
            if built.count > 1, context != file.standardContext { screen.name = view.name + " " + context.nameSuffix }
            screens.append(screen)
        }
        return true
    }

    /// The view types of the file that `view` shows, through any number of them, in the order met.
    private static func viewsShown(by view: DeclaredType, in file: SwiftFile) -> [DeclaredType] {
        var found: [DeclaredType] = []
        var seen: Set<String> = [view.name]
        var pending = [view]
        while let next = pending.popLast(), found.count < SwiftUIReader.maxDepth {
            for name in file.referencedTypes(of: next).sorted() where seen.insert(name).inserted {
                guard let shown = file.types[name], shown.isView else { continue }
                found.append(shown)
                pending.append(shown)
            }
        }
        return found
    }

    /// The view types that another view type of the file names and so are read inside it, but
    /// never all the views of a cycle: views that show each other (`A` shows `B`, `B` shows `A`,
    /// even from dead code) and that no view outside the cycle shows would otherwise be read
    /// nowhere. The first of such a cycle, in the file's order, is a screen, and the cycle is read
    /// once from it (the reader does not follow a view into itself).
    static func shownViews(_ views: [DeclaredType], in file: SwiftFile) -> Set<String> {
        let names = Set(views.map { $0.name })
        var shows: [String: [String]] = [:]
        var shown = Set<String>()
        for view in views {
            let referenced = file.referencedTypes(of: view).intersection(names).subtracting([view.name])
            shows[view.name] = referenced.sorted()
            shown.formUnion(referenced)
        }
        // Every view reachable from a screen is read; one left over is in a cycle no screen reaches.
        var reached = Set<String>()
        func reach(from root: String) {
            var pending = [root]
            while let name = pending.popLast() {
                guard reached.insert(name).inserted else { continue }
                pending += shows[name] ?? []
            }
        }
        for view in views where !shown.contains(view.name) { reach(from: view.name) }
        for view in views where !reached.contains(view.name) {
            shown.remove(view.name)
            reach(from: view.name)
        }
        return shown
    }
}


private extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes start with `needle`, whose letters are lowercase when `ignoringASCIICase`
    /// (setting bit 5 lowercases an ASCII letter).
    func starts(with needle: [UInt8], ignoringASCIICase: Bool) -> Bool {
        guard count >= needle.count else { return false }
        let fold: UInt8 = ignoringASCIICase ? 0x20 : 0
        for offset in needle.indices where self[offset] | fold != needle[offset] { return false }
        return true
    }
}
