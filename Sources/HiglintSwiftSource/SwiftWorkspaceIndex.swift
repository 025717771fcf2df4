import HiglintCore

/// The project index of an editor's workspace, kept up to date one file at a time (the language
/// server): each Swift file is summarised alone, once per change to its bytes, and the summaries
/// are joined into a `SwiftProjectIndex` when one is asked for. So an edit parses the file edited,
/// and the join parses again only a file whose views or wrappers other files use and whose bytes
/// changed; the CLI's one-run index makes the same joins from the same summaries.
///
/// Unlike the CLI's index it keeps no file's reading or tree between changes but those of the
/// files other files follow into (within `SwiftProjectIndex.holdingTreeBudget`): an editor keeps
/// it for hours, and it is read again only for the files open.
public struct SwiftWorkspaceIndex: Sendable {
    private struct Entry: Sendable {
        var file: IndexedFile
        var summary: SwiftProjectIndex.FileSummary?
    }

    private let limits: ParseLimits
    private let reader: SwiftSourceReader
    private var entries: [String: Entry] = [:]
    /// The files in path order, as the join takes them.
    private struct Ordered {
        var paths: [String]
        var positions: [String: Int]
        var summaries: [SwiftProjectIndex.FileSummary?]
        var files: [IndexedFile]
    }

    /// Made when first asked for after a file came or went; a change to a file known replaces its
    /// element, so that a join does not copy every file's summary out of `entries`.
    private var ordered: Ordered?
    /// The files that write each name a file declares, kept as files change.
    private var names = WorkspaceNamesWritten()
    /// The join of the current summaries, made when first asked for after a change.
    private var joined: SwiftProjectIndex?
    /// The classes the workspace's storyboards may show in popovers (`PopoverContentClasses`).
    private var storyboardPopoverContent = StoryboardPopoverContent()

    public init(limits: ParseLimits, reader: SwiftSourceReader = SwiftSourceReader()) {
        self.limits = limits
        self.reader = reader
    }

    /// The paths indexed.
    public var paths: Set<String> { Set(entries.keys) }

    /// The files that write `name`, a name some indexed file declares (a type, a popover wrapper),
    /// as a whole word.
    public func files(writing name: String) -> Set<String> {
        names.files(writing: name)
    }

    public func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The bytes indexed for `path`.
    public func bytes(of path: String) -> [UInt8]? { entries[path]?.file.bytes }

    /// Reads `files` into the index (new ones, or new bytes of known ones), on up to `jobs`
    /// threads; a file whose bytes and context are those indexed is not read again.
    public mutating func update(_ files: [IndexedFile], jobs: Int = 1) {
        let changed = files.filter { file in
            guard let entry = entries[file.path] else { return true }
            return entry.file.bytes != file.bytes || KeptReadings.Key(bytes: [], nesting: 0, context: entry.file.context)
                != KeptReadings.Key(bytes: [], nesting: 0, context: file.context)
        }
        guard !changed.isEmpty else { return }
        let nesting = SwiftSourceReader.nesting(limits)
        let reader = self.reader
        let summaries = SwiftProjectIndex.summaries(of: changed, jobs: jobs) { input in
            SwiftProjectIndex.summary(of: input, nesting: nesting, reader: reader, typeNames: nil,
                                      budget: Budget(bytes: 0), declaringBudget: Budget(bytes: 0))
        }
        invalidate()
        for (file, summary) in zip(changed, summaries) {
            if entries.updateValue(Entry(file: file, summary: summary), forKey: file.path) == nil {
                ordered = nil
            } else if let position = ordered?.positions[file.path] {
                ordered?.summaries[position] = summary
                ordered?.files[position] = file
            }
        }
        let paths = Set(changed.map(\.path))
        names.update(zip(changed, summaries).map { file, summary in
            WorkspaceNamesWritten.Change(path: file.path, bytes: file.bytes, declares: Self.namesDeclared(by: summary))
        }, others: entries.lazy.filter { !paths.contains($0.key) }.map { (path: $0.key, bytes: $0.value.file.bytes) })
    }

    /// Takes the classes the workspace's storyboards and xibs may show in popovers, as
    /// `PopoverContentClasses.inPopoverScenes(of:)` finds them in each.
    public mutating func setStoryboardPopoverContent(_ content: StoryboardPopoverContent) {
        guard content != storyboardPopoverContent else { return }
        invalidate()
        storyboardPopoverContent = content
    }

    /// The classes a storyboard's or xib's scenes may show in popovers: all, when it holds a
    /// popover segue, and each by its storyboard identifier.
    public static func popoverContentClasses(inInterfaceBuilder bytes: [UInt8]) -> StoryboardPopoverContent {
        PopoverContentClasses.inPopoverScenes(of: [bytes])
    }

    /// Forgets `path` (deleted, or no longer walked).
    public mutating func remove(_ path: String) {
        guard entries[path] != nil else { return }
        invalidate()
        entries[path] = nil
        ordered = nil
        names.update([WorkspaceNamesWritten.Change(path: path, bytes: nil, declares: [])],
                     others: EmptyCollection<(path: String, bytes: [UInt8])>())
    }

    /// The names other files may write to use what a file declares: its types and the popover
    /// wrappers they can use.
    private static func namesDeclared(by summary: SwiftProjectIndex.FileSummary?) -> Set<String> {
        guard let summary else { return [] }
        return summary.declared.union(summary.wrappers.map(\.name))
    }

    /// The paths indexed, in order.
    private mutating func orderedPaths() -> [String] {
        inOrder().paths
    }

    private mutating func inOrder() -> Ordered {
        if let ordered { return ordered }
        let paths = entries.keys.sorted()
        let made = Ordered(paths: paths, positions: Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) }),
                           summaries: paths.map { entries[$0]!.summary }, files: paths.map { entries[$0]!.file })
        ordered = made
        return made
    }

    private var previousHolding: [String: SwiftProjectIndex.HoldingFile] = [:]

    private mutating func invalidate() {
        if let joined { previousHolding = joined.files }
        joined = nil
    }

    /// The index of every file read, as a run over them all would make it (files in path order,
    /// as a run's report order has them).
    public mutating func project() -> any ProjectIndex {
        if let joined { return joined }
        let ordered = inOrder()
        let index = SwiftProjectIndex(joining: ordered.summaries, inputs: ordered.files,
                                      nesting: SwiftSourceReader.nesting(limits), typeNames: nil, namesWritten: names,
                                      reusing: previousHolding, storyboardPopoverContent: storyboardPopoverContent)
        previousHolding = [:]
        joined = index
        return index
    }

    /// The type names the file at `path` declares (not only extends), as last indexed.
    public func declaredTypes(in path: String) -> Set<String> {
        entries[path]?.summary?.declared ?? []
    }

    /// The other files whose reading reads code of the file at `path` (they show a view it
    /// declares, use a popover wrapper it declares, write the name of a controller it declares
    /// or extends that sets its own popover up — the class's own file among them, which reads its
    /// extensions —, of a popover delegate class it declares, or of a device check it declares),
    /// in path order: findings in that code are
    /// found while those files are linted. Classes a storyboard joins are the caller's to follow.
    /// A reader that declares a popover wrapper other files use passes the code on to the files
    /// that use the wrapper (`.forcePopover { … }` reads the controller its modifier presents), and
    /// their readers in turn.
    public mutating func readers(of path: String) -> [String] {
        guard let index = project() as? SwiftProjectIndex else { return [] }
        let wrapperFiles = Set(index.popoverWrappers.shared.values.map(\.path))
        var found = Set(directReaders(of: path, in: index, wrapperFiles: wrapperFiles))
        var pending = Array(found.intersection(wrapperFiles))
        while let next = pending.popLast() {
            for reader in directReaders(of: next, in: index, wrapperFiles: wrapperFiles) where reader != path && found.insert(reader).inserted {
                if wrapperFiles.contains(reader) { pending.append(reader) }
            }
        }
        return orderedPaths().filter(found.contains)
    }

    private mutating func directReaders(of path: String, in index: SwiftProjectIndex, wrapperFiles: Set<String>) -> [String] {
        // A view member its extension declares is read where the view's own file uses it.
        let extended = Set(index.extensionMembers.filter { $0.value.path == path }.keys.map { String($0.prefix { $0 != "." }) })
        let views = Set(index.views.filter { $0.value.path == path }.keys)
        let wrappers = index.popoverWrappers.shared.filter { $0.value.path == path }.keys
        // A controller that sets its own popover up is joined where another file presents it.
        let controllers = index.controllers.filter { name, facts in
            // Its extensions of other files are read with the class's own code (`ExtensionsAcrossFiles`).
            (facts.path == path && (facts.file != nil || facts.makesItselfAPopover)) || facts.segments.dropFirst().contains { $0.path == path }
                // One a wrapper of another file presents (an "always popover" modifier's controller).
                || (facts.path == path && !names.files(writing: name).isDisjoint(with: wrapperFiles.subtracting([path])))
        }.keys
        // Device checks it declares for other files (`UIDevice.current.isPad`) decide their conditions.
        let checks = entries[path]?.summary?.namedChecks ?? NamedChecks()
        // A popover delegate class it declares decides for the popovers other files give it.
        let delegates = index.delegates.filter { $0.value.path == path }.keys
        guard !views.isEmpty || !wrappers.isEmpty || !controllers.isEmpty || !checks.isEmpty || !delegates.isEmpty || !extended.isEmpty
        else { return [] }
        let writing = Set((Array(wrappers) + controllers + delegates + extended).flatMap { names.files(writing: $0) })
        // A file that shows another file's view is one of the index's showing files.
        return orderedPaths().filter { other in
            guard other != path else { return false }
            if !checks.isEmpty, let bytes = entries[other]?.file.bytes, checks.used(in: bytes) != nil { return true }
            return writing.contains(other) || (index.showingFiles.contains(other) && !views.isEmpty
                && entries[other]?.summary?.viewReferences.values.contains { !$0.isDisjoint(with: views) } == true)
        }
    }

    /// The classes whose code a storyboard scene may join (`SceneClassIndex`) that the file at
    /// `path` declares, or extends in code joined to the class's (`ExtensionsAcrossFiles`).
    public mutating func sceneClasses(in path: String) -> Set<String> {
        project().sceneClasses(in: [path])[path] ?? []
    }
}

extension SwiftWorkspaceIndex {
    /// Whether `bytes` write one of `names` as a whole word (in code, a comment or a string).
    public static func writes(anyOf names: Set<String>, in bytes: [UInt8]) -> Bool {
        names.contains { WrapperIndex.writesWord(Array($0.utf8), in: bytes) }
    }
}

extension SwiftProjectIndex {
    /// `summarise` for each file, on up to `jobs` threads, in the files' order.
    static func summaries(of files: [IndexedFile], jobs: Int,
                          _ summarise: @escaping @Sendable (IndexedFile) -> FileSummary?) -> [FileSummary?] {
        let slots = Slots<FileSummary>(count: files.count)
        forEach(files.count, jobs: jobs) { index in
            slots[index] = ParserStack.run { summarise(files[index]) }
        }
        return slots.values
    }
}
