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
public struct SwiftProjectIndex: ProjectIndex, @unchecked Sendable {
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

    /// The shared view `name` as seen from the file at `path`: nil when that file declares it
    /// itself or no other file declares it once.
    func view(named name: String, from path: String) -> (SharedView, HoldingFile)? {
        guard let view = views[name], view.path != path, let file = files[view.path] else { return nil }
        return (view, file)
    }

    /// Whether a view type of the file at `path` is shown by a view of another file, and so read
    /// there rather than as a screen of its own.
    func isShownElsewhere(_ name: String, in path: String) -> Bool {
        views[name]?.path == path
    }

    /// The lines of the file at `path` that other files' screens read.
    func linesReadElsewhere(in path: String) -> [ClosedRange<Int>] {
        guard let holding = files[path] else { return [] }
        return views.values.filter { $0.path == path }.flatMap { view in
            view.type.declarations.map { declaration in
                holding.file.lines.line(at: declaration.position.utf8Offset)...holding.file.lines.line(at: declaration.endPosition.utf8Offset)
            }
        }.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// What one file declares and names, from one parse.
    private struct FileSummary {
        var path: String
        var file: SwiftFile
        var suppressions: [SuppressionDirective]
        var commentOnlyLines: Set<Int>
        /// Types with a declaration of their own (not only extensions), by name.
        var declared: [String: DeclaredType]
        /// For each view type, the capitalised names its code refers to.
        var viewReferences: [String: Set<String>]
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
            for name in summary.declared.keys { declarations[name, default: 0] += 1 }
        }
        var candidates: [String: SharedView] = [:]
        for summary in read {
            for (name, type) in summary.declared where declarations[name] == 1 && type.isView && !Self.isFilePrivate(type)
                && type.computedProperty("body") != nil {
                candidates[name] = SharedView(type: type, path: summary.path)
            }
        }
        var shown: [String: SharedView] = [:]
        var showing = Set<String>()
        for summary in read {
            for references in summary.viewReferences.values {
                for name in references where summary.declared[name] == nil {
                    guard let view = candidates[name], view.path != summary.path else { continue }
                    shown[name] = view
                    showing.insert(summary.path)
                }
            }
        }
        let holding = Set(shown.values.map(\.path))
        var files: [String: HoldingFile] = [:]
        for summary in read where holding.contains(summary.path) {
            files[summary.path] = HoldingFile(file: summary.file, suppressions: summary.suppressions, commentOnlyLines: summary.commentOnlyLines)
        }
        views = shown
        self.files = files
        showingFiles = showing
    }

    /// Nil for a file that is not UTF-8 or does not parse: its own linting reports that, and
    /// nothing is followed into it.
    private static func summary(of bytes: [UInt8], path: String, limits: ParseLimits) -> FileSummary? {
        let source = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard SyntaxProblems.encodingProblem(in: source) == nil else { return nil }
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
        return FileSummary(path: path, file: file, suppressions: comments.directives, commentOnlyLines: comments.commentOnlyLines,
                           declared: declared, viewReferences: references)
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

/// The other files one reading borrows code from, each numbered after the file read and after
/// each other, in the order first followed.
final class BorrowedLines {
    private(set) var files: [OtherFileLines] = []
    private var numbered: [String: SwiftFile] = [:]
    private var nextLine: Int

    init(after file: SwiftFile) {
        nextLine = file.lines.lineCount
    }

    /// The file at `path` numbered for this reading; nil when numbering it would leave the range
    /// positions can hold.
    func file(_ holding: SwiftProjectIndex.HoldingFile, at path: String) -> SwiftFile? {
        if let file = numbered[path] { return file }
        let count = holding.file.lines.lineCount
        guard nextLine + count < Int(UInt32.max) / 2 else { return nil }
        let file = holding.file.numbered(after: nextLine)
        files.append(OtherFileLines(path: path, firstLine: nextLine, lineCount: count,
                                    suppressions: holding.suppressions, commentOnlyLines: holding.commentOnlyLines))
        numbered[path] = file
        nextLine += count
        return file
    }
}
