import Foundation
import HiglintCore
import HiglintSwiftSource

/// What the server knows of one workspace folder's files, so that an open file is linted as
/// `higlint lint` run in the folder lints it: the Swift files of the folder's walk, indexed
/// (`SwiftWorkspaceIndex`), and its storyboards and xibs, with the classes their scenes name.
/// Open documents stand in for their files on disk.
struct Workspace: Sendable {
    var swift: SwiftWorkspaceIndex
    /// Each storyboard and xib of the walk, with the words of its `customClass` attributes.
    var interfaceBuilder: [String: Set<String>] = [:]
    /// Of those, the classes each may show in popovers (it holds a popover segue), and its scenes'
    /// classes by storyboard identifier.
    var interfaceBuilderPopoverContent: [String: StoryboardPopoverContent] = [:]
    /// Bytes of Swift code the index may hold in all; past it, the rest of the walk's Swift files
    /// are not indexed (an open file is still linted, without what they declare). 20,000 files of
    /// an app's usual size are under a tenth of it.
    static let indexedBytesBudget = 256 << 20

    /// The folder's files, walked and read as a run over the folder reads them (on up to `jobs`
    /// threads; it takes a while, so it runs off the server's queue).
    static func read(by linter: DocumentLinter, jobs: Int) -> Workspace {
        let session = linter.session
        var workspace = Workspace(swift: SwiftWorkspaceIndex(limits: session.limits))
        var swiftFiles: [IndexedFile] = []
        var budget = indexedBytesBudget
        for path in session.workspaceFiles() {
            let kind = Self.kind(of: path, readers: linter.readers)
            guard kind == .swift || kind == .interfaceBuilder,
                  let bytes = FileManager.default.contents(atPath: path).map(Array.init),
                  bytes.count <= session.limits.maxFileSize(for: path) else { continue }
            if kind == .interfaceBuilder {
                workspace.interfaceBuilder[path] = InterfaceBuilderClassNames.named(in: bytes)
                workspace.interfaceBuilderPopoverContent[path] = SwiftWorkspaceIndex.popoverContentClasses(inInterfaceBuilder: bytes)
            } else if bytes.count <= budget {
                budget -= bytes.count
                swiftFiles.append(IndexedFile(path: path, bytes: bytes, context: session.readingContext(for: path)))
            }
        }
        workspace.swift.update(swiftFiles, jobs: jobs)
        workspace.swift.setStoryboardPopoverContent(workspace.interfaceBuilderPopoverContent.values.reduce(into: StoryboardPopoverContent()) { $0.formUnion($1) })
        return workspace
    }

    /// Reads one file's new bytes (an edit, a save, a change on disk); nil bytes: it is gone.
    mutating func update(_ path: String, bytes: [UInt8]?, session: LintSession) {
        switch Self.kind(of: path, readers: session.options.readers) {
        case .swift?:
            if let bytes { swift.update([IndexedFile(path: path, bytes: bytes, context: session.readingContext(for: path))]) } else { swift.remove(path) }
        case .interfaceBuilder?:
            interfaceBuilder[path] = bytes.map { InterfaceBuilderClassNames.named(in: $0) }
            interfaceBuilderPopoverContent[path] = bytes.map { SwiftWorkspaceIndex.popoverContentClasses(inInterfaceBuilder: $0) }
            swift.setStoryboardPopoverContent(interfaceBuilderPopoverContent.values.reduce(into: StoryboardPopoverContent()) { $0.formUnion($1) })
        default:
            break
        }
    }

    /// The kind of file at `path`, as the reader its name picks reads it.
    static func kind(of path: String, readers: ReaderRegistry) -> SourceKind? {
        readers.reader(for: path)?.kind
    }

    /// Whether the file at `path` is one the workspace reads: Swift, or Interface Builder.
    static func isIndexed(_ path: String, readers: ReaderRegistry) -> Bool {
        [.swift, .interfaceBuilder].contains(kind(of: path, readers: readers))
    }

    /// Whether the file at `path` is one the workspace reads.
    func holds(_ path: String) -> Bool {
        swift.contains(path) || interfaceBuilder[path] != nil
    }

    /// The other files whose linting finds findings in the file at `path`: files that show its
    /// views or use its popover wrappers, and storyboards whose scenes are its classes.
    mutating func readers(of path: String) -> [String] {
        var readers = swift.readers(of: path)
        let classes = swift.sceneClasses(in: path)
        if !classes.isEmpty {
            readers += interfaceBuilder.filter { $0.key != path && !$0.value.isDisjoint(with: classes) }.keys.sorted()
        }
        return readers
    }

    /// The names a file declares (Swift types) or names (a scene's class): a change to another
    /// file that writes or declares one of them may change what the file's linting finds.
    func names(of path: String) -> Set<String> {
        interfaceBuilder[path] ?? swift.declaredTypes(in: path)
    }

}
