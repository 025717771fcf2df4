import Dispatch
import Foundation
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
public struct SwiftProjectIndex: SceneClassIndex, @unchecked Sendable {
    // @unchecked: swift-syntax trees are immutable after parsing; nothing here is mutated after `init`.

    /// A view declared in one file and shown from another.
    struct SharedView {
        let type: DeclaredType
        let path: String
    }

    /// One file that holds a shared view: its code (lines numbered from 1) and its comments.
    struct HoldingFile {
        let file: SwiftFile
        let suppressions: [SuppressionDirective]
        let commentOnlyLines: Set<Int>
    }

    let views: [String: SharedView]
    let files: [String: HoldingFile]
    /// Files with a view that shows a shared view of another file: read even when they never
    /// spell "popover", since what they show may.
    let showingFiles: Set<String>
    /// Classes declared once whose code says something about a storyboard scene's popovers.
    let classes: [String: SceneClassFacts]

    public func facts(forClass name: String) -> SceneClassFacts? {
        // `MyApp.LibraryViewController` in a customModule-qualified name is the class `LibraryViewController`.
        classes[String(name.split(separator: ".").last ?? Substring(name))]
    }

    /// Whether the index holds anything to follow or join.
    var isEmpty: Bool { views.isEmpty && classes.isEmpty }

    /// The shared view `name` as seen from the file at `path`: nil when that file declares it
    /// itself or no other file declares it once.
    func view(named name: String, from path: String) -> (SharedView, HoldingFile)? {
        guard let view = views[name], view.path != path, let file = files[view.path] else { return nil }
        return (view, file)
    }

    /// The run contexts the code of other files' views that `view` shows singles out, beside the
    /// standard one, as the screen of `view` is read: another platform (`#if os(macOS)`, an iPhone
    /// idiom check) as it is, another width of the standard platform in this screen's standard one.
    func contexts(shownBy view: DeclaredType, from path: String, standard: RunContext) -> [RunContext] {
        let hasWidths = [.iOS, .iPadOS].contains(standard.platform)
        var found: [RunContext] = []
        for name in Self.capitalisedNames(in: view).sorted() {
            guard let (shared, holding) = self.view(named: name, from: path) else { continue }
            let theirs = holding.file.standardContext
            for context in holding.file.contexts(of: shared.type) where context != theirs {
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

    /// Whether a view type of the file at `path` is shown by a view of another file, and so read
    /// there rather than as a screen of its own.
    func isShownElsewhere(_ name: String, in path: String) -> Bool {
        views[name]?.path == path
    }

    /// The lines of the file at `path` that other files' screens read: views shown from another
    /// file, and the places of class facts a storyboard may join.
    func linesReadElsewhere(in path: String) -> [ClosedRange<Int>] {
        var lines: [ClosedRange<Int>] = []
        if let holding = files[path] {
            lines += views.values.filter { $0.path == path }.flatMap { view in
                view.type.declarations.map { declaration in
                    holding.file.lines.line(at: declaration.position.utf8Offset)...holding.file.lines.line(at: declaration.endPosition.utf8Offset)
                }
            }
        }
        for facts in classes.values where facts.file.path == path {
            // A comment suppressing a finding at a joined place sits on the line before it, or on it.
            for range in [facts.compactAdaptation?.1, facts.refusedOutsideTap, facts.modal].compactMap({ $0 }) {
                lines.append(max(1, range.start.line - 1)...range.end.line)
            }
        }
        return lines.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// What one file declares and names, from one parse.
    private struct FileSummary {
        var path: String
        /// Kept only when the file declares a view another file may show: the trees of the rest
        /// are let go as soon as they are summarised.
        var file: SwiftFile?
        var suppressions: [SuppressionDirective]
        var commentOnlyLines: Set<Int>
        /// Types with a declaration of their own (not only extensions), by name.
        var declared: Set<String>
        /// The views another file may show (not private, with a body), kept with `file`.
        var showable: [String: DeclaredType]
        /// For each view type, the capitalised names its code refers to.
        var viewReferences: [String: Set<String>]
        /// What each class's code says about a storyboard scene's popovers.
        var classFacts: [String: SceneClassFacts]
    }

    init(_ inputs: [(path: String, bytes: [UInt8])], limits: ParseLimits) {
        var summaries = [FileSummary?](repeating: nil, count: inputs.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let summary = Self.summary(of: inputs[index].bytes, path: inputs[index].path, limits: limits)
            lock.lock()
            summaries[index] = summary
            lock.unlock()
        }
        let read = summaries.compactMap { $0 }
        var declarations: [String: Int] = [:]
        for summary in read {
            for name in summary.declared { declarations[name, default: 0] += 1 }
        }
        var candidates: [String: SharedView] = [:]
        for summary in read {
            for (name, type) in summary.showable where declarations[name] == 1 {
                candidates[name] = SharedView(type: type, path: summary.path)
            }
        }
        var shown: [String: SharedView] = [:]
        var showing = Set<String>()
        for summary in read {
            for references in summary.viewReferences.values {
                for name in references where !summary.declared.contains(name) {
                    guard let view = candidates[name], view.path != summary.path else { continue }
                    shown[name] = view
                    showing.insert(summary.path)
                }
            }
        }
        let holding = Set(shown.values.map(\.path))
        var files: [String: HoldingFile] = [:]
        for summary in read where holding.contains(summary.path) {
            guard let file = summary.file else { continue }
            files[summary.path] = HoldingFile(file: file, suppressions: summary.suppressions, commentOnlyLines: summary.commentOnlyLines)
        }
        views = shown
        self.files = files
        showingFiles = showing
        var classes: [String: SceneClassFacts] = [:]
        for summary in read {
            for (name, facts) in summary.classFacts where declarations[name] == 1 { classes[name] = facts }
        }
        self.classes = classes
    }

    /// Nil for a file that is not UTF-8, has brackets the parser would take minutes over, or does
    /// not parse: its own linting reports that, and nothing is followed into it.
    private static func summary(of bytes: [UInt8], path: String, limits: ParseLimits) -> FileSummary? {
        let source = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard SyntaxProblems.preParseProblem(in: source) == nil else { return nil }
        let nesting = max(1, min(SwiftSourceReader.maxNesting, limits.maxDepth))
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: nesting) }
        guard SyntaxProblems.firstParseProblem(in: tree, maxNesting: nesting) == nil else { return nil }
        let lines = SourceLines(source)
        let file = SwiftFile(tree: tree, lines: lines)
        var declared: [String: DeclaredType] = [:]
        var references: [String: Set<String>] = [:]
        for type in file.types.all where type.declarations.contains(where: { !$0.is(ExtensionDeclSyntax.self) }) {
            declared[type.name] = type
        }
        for type in file.types.all where type.isView {
            references[type.name] = capitalisedNames(in: type)
        }
        let comments = SwiftComments.suppressions(in: tree, lines: lines, bytes: source)
        let otherFile = OtherFileLines(path: path, firstLine: 0, lineCount: lines.lineCount,
                                       suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines)
        var classFacts: [String: SceneClassFacts] = [:]
        for (name, type) in declared where type.declarations.contains(where: { $0.is(ClassDeclSyntax.self) }) && !isFilePrivate(type) {
            let facts = SceneClasses.facts(of: type, in: file, otherFile: otherFile)
            if !facts.isEmpty { classFacts[name] = facts }
        }
        let showable = declared.filter { $0.value.isView && !isFilePrivate($0.value) && $0.value.computedProperty("body") != nil }
        return FileSummary(path: path, file: showable.isEmpty ? nil : file, suppressions: comments.directives,
                           commentOnlyLines: comments.commentOnlyLines, declared: Set(declared.keys), showable: showable,
                           viewReferences: references, classFacts: classFacts)
    }

    /// `DetailsView` in `DetailsView(item: item)`: the names a type's code refers to that may be types.
    private static func capitalisedNames(in type: DeclaredType) -> Set<String> {
        var names = Set<String>()
        for declaration in type.declarations {
            for token in declaration.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true,
                      token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
                names.insert(text)
            }
        }
        return names
    }

    private static func isFilePrivate(_ type: DeclaredType) -> Bool {
        type.declarations.contains { declaration in
            declaration.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        }
    }
}
