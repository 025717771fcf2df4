/// Which shard of `--shard K/N` reports a finding that one file's linting places in another file
/// (a view shown from another file, a controller presented from another file, a storyboard
/// scene's Swift class): the shard that lints the file the finding is placed in. That shard also
/// lints the other shards' files whose linting may place findings in its own (the index's
/// `filesReadingCode(of:)`, and storyboards that name a class its files declare), keeping only
/// what they place in its files; a shard leaves such a finding to the other only when the index
/// says the other lints the file that found it. So a view shown from two shards' files is reported
/// once, and nothing is lost where the index cannot say: that finding may still be reported twice.
///
/// Used on the delivering thread only.
final class ShardPlacement {
    private let project: any ProjectIndex
    private let inputs: [LintInput]
    private let own: Set<String>
    /// The other shards' files this one lints for what they place in its own.
    private(set) var readForOwn: Set<String> = []
    private var readers: [String: Set<String>] = [:]
    /// The classes each Interface Builder file of the run names, read once when first needed.
    private var storyboardClasses: [(path: String, classes: Set<String>)]?
    private let linter: Linter

    init(project: any ProjectIndex, inputs: [LintInput], order: [Int], linter: Linter) {
        self.project = project
        self.inputs = inputs
        self.own = Set(order.map { inputs[$0].displayPath })
        self.linter = linter
    }

    /// The positions in `inputs` of the other shards' files to lint with this shard's, in report
    /// order.
    func filesToReadForOwn(order: [Int]) -> [Int] {
        learnReaders(of: own)
        var wanted = Set<String>()
        for path in own { wanted.formUnion(readers[path] ?? []) }
        wanted.subtract(own)
        readForOwn = wanted
        return Shard.reportOrder(inputs).filter { wanted.contains(inputs[$0].displayPath) }
    }

    /// Whether this shard reports what is placed in the file at `file` (a finding, a popover
    /// counted), found while linting the file at `path`.
    func reports(placedIn file: String, foundLinting path: String) -> Bool {
        if readForOwn.contains(path) { return file != path && own.contains(file) }
        guard file != path, !own.contains(file) else { return true }
        if readers[file] == nil { learnReaders(of: [file]) }
        return readers[file]?.contains(path) != true
    }

    /// The other files whose linting may place findings in each of `paths`: what the index says,
    /// and the Interface Builder files that name a class one of them declares.
    private func learnReaders(of paths: Set<String>) {
        var found = project.filesReadingCode(of: paths)
        let classes = project.sceneClasses(in: paths)
        if !classes.isEmpty {
            let storyboards = namedClasses()
            for (path, declared) in classes {
                for storyboard in storyboards where storyboard.path != path && !storyboard.classes.isDisjoint(with: declared) {
                    found[path, default: []].insert(storyboard.path)
                }
            }
        }
        for path in paths { readers[path] = found[path] ?? [] }
    }

    private func namedClasses() -> [(path: String, classes: Set<String>)] {
        if let storyboardClasses { return storyboardClasses }
        var found: [(path: String, classes: Set<String>)] = []
        for input in inputs where linter.readers.reader(for: input.displayPath)?.kind == .interfaceBuilder {
            guard case .file = input.origin else { continue }
            let limit = linter.limits.maxFileSize(for: input.displayPath)
            let (outcome, _) = InputReader.readStamped(pathBytes: input.pathBytes, limit: limit)
            guard case .bytes(let bytes) = outcome else { continue }
            found.append((input.displayPath, InterfaceBuilderClassNames.named(in: bytes)))
        }
        storyboardClasses = found
        return found
    }
}
