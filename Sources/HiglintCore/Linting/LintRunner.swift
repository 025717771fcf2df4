import Foundation
import Synchronization

/// Lints files on several threads and hands each file's result back on the calling thread, in
/// report order, as soon as that file and every file before it are done: a report streams out
/// while later files are still being read, and it is the same whatever the number of workers.
///
/// The files are linted while the folders are still being walked: the calling thread walks and
/// the other workers lint what it has found so far. Until the walk ends the report order is not
/// known (it sorts every path found), so nothing is delivered before then; the walk is short next
/// to the linting, and a folder's files are found in about the order they are reported in.
public struct LintRunner: Sendable {
    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// Why the file could not be read (exit status 2), if it could not.
        public var failure: String?
        /// The file's screens as pictures, when `drawsScreens` is set (`--format html`).
        public var drawings: [ScreenDrawing] = []
        /// The popovers read (`LintedFile.popovers`, `LintedFile.popoverPlaces`).
        public var popovers: [PopoverRecord] = []
        public var popoverPlaces = PopoverPlaces()
        /// Whether the file was passed over (`LintedFile.passedOver`): it is not in the report.
        public var passedOver = false
        /// What `--fix` or `--diff` made of the file (`LintRunner.fixing`).
        public var fix: FileFix?

        /// What the result holds while it waits to be delivered, in diagnostics.
        var waitingCost: Int { diagnostics.count + (fix?.waitingCost ?? 0) }

        init(diagnostics: [Diagnostic], failure: String? = nil) {
            self.diagnostics = diagnostics
            self.failure = failure
        }

        init(_ file: LintedFile) {
            self.diagnostics = file.diagnostics
            // Only files with findings are drawn (docs/cli.md).
            if !file.diagnostics.isEmpty { self.drawings = file.drawings }
            self.popovers = file.popovers
            self.popoverPlaces = file.popoverPlaces
            self.passedOver = file.passedOver
        }
    }

    public let linter: Linter
    /// The linter for one input when files differ (configuration overrides); else `linter`.
    public var linterFor: (@Sendable (LintInput) -> Linter)?
    public let jobs: Int
    /// How far workers may run ahead of the file being delivered: results waiting to be
    /// delivered are bounded by this many files' diagnostics (twice this while walking, where
    /// the files linted ahead of the report order are bounded by it too).
    public var window = 1024
    /// Diagnostics that results waiting to be delivered may hold in all (a `--diff` counts as
    /// one diagnostic per 512 bytes, `FileFix.waitingCost`): past it workers claim
    /// no file but the one the delivery waits for. 1,024 files of 1,000 problems each, all done
    /// while a slow file ahead of them was not, would otherwise wait as a million diagnostics
    /// (half a gigabyte).
    public var maxWaitingDiagnostics = 100_000
    /// What the workers' files may cost in memory at once, as `Linter.memoryEstimate` figures it.
    /// Large files wait for it (a file that alone is over it waits until no other holds any);
    /// small ones never ask. So `--jobs 2` over two 10 MiB files peaks at one file's memory, not two.
    public var memoryBudget = MemoryBudget(bytes: 192 << 20)
    /// Whether each result with findings carries the drawings of its file's screens, drawn as the
    /// file is linted (`Linter.drawsScreens`).
    public var drawsScreens = false
    /// `--fix` and `--diff`: each file is fixed by the worker that linted it, from the bytes it
    /// read, with the same linter and project (`FileFixing`).
    var fixing: FileFixing?

    /// Read when a `-` input is first linted, and only then: a run that fails before it (a
    /// path that does not exist) does not wait for a terminal's input.
    private let standardInput = StandardInput()

    public init(linter: Linter, linterFor: (@Sendable (LintInput) -> Linter)? = nil, jobs: Int) {
        self.linter = linter
        self.linterFor = linterFor
        self.jobs = jobs
    }

    public func lint(_ input: LintInput) -> Result { lint(input, project: nil) }

    /// `project` is what the readers indexed of every file of the run (`indexedProject(of:keepingBytesOf:)`).
    /// `indexed` is the file's bytes as the index read them, when it did: they are not read again.
    func lint(_ input: LintInput, project: (any ProjectIndex)?, indexed: IndexedRead? = nil) -> Result {
        var linter = linterFor?(input) ?? self.linter
        linter.drawsScreens = drawsScreens
        let limit = linter.limits.maxFileSize(for: input.displayPath)
        // Memory is reserved before the bytes are read (a regular file's size is known from
        // `fstat` first; anything else may be as large as the limit) and given back after.
        var reserved = 0
        defer { memoryBudget.release(reserved) }
        let reserve = { (size: Int) in reserved = memoryBudget.reserve(Linter.memoryEstimate(forFileOfSize: size)) }
        let outcome: InputReader.Outcome
        // The file as it was when read: `--fix` writes it only if it is still so.
        var stamp: AtomicFile.Stamp?
        if let indexed {
            reserve(indexed.bytes.count)
            outcome = .bytes(indexed.bytes)
            stamp = indexed.stamp
        } else if input.origin == .standardInput {
            reserve(limit)
            outcome = standardInput.read(limit: limit)
        } else {
            (outcome, stamp) = InputReader.readStamped(pathBytes: input.pathBytes, limit: limit, beforeReading: reserve)
        }
        switch outcome {
        case .bytes(let bytes):
            if input.isScreenOnlyIfDeclared, !ScreenDeclaration.declares(bytes, path: input.displayPath) {
                return Result(LintedFile(diagnostics: [], passedOver: true))
            }
            let linted = Result(linter.lintFile(bytes: bytes, path: input.displayPath, project: project))
            guard let fixing else { return linted }
            return fixing.fix(input, bytes: bytes, readAs: stamp, linter: linter, project: project, linted: linted)
        case .tooLarge(let size):
            // A walked YAML or JSON file is looked at only as far as its top level says whether it
            // is a screen description; one that is not is passed over, whatever its size.
            if input.isScreenOnlyIfDeclared,
               case .bytes(let start) = InputReader.readStart(pathBytes: input.pathBytes, count: ScreenDeclaration.bytesLookedAt),
               !ScreenDeclaration.declares(start, path: input.displayPath) {
                return Result(LintedFile(diagnostics: [], passedOver: true))
            }
            let linted = Result(linter.oversize(path: input.displayPath, size: Int(size), mentionsPresentation: {
                input.origin == .standardInput || SizeLimit.mentionsPresentation(pathBytes: input.pathBytes)
            }))
            guard let fixing else { return linted }
            return fixing.fix(input, bytes: nil, readAs: stamp, linter: linter, project: project, linted: linted)
        case .failed(let reason): return Result(diagnostics: [], failure: "\(PathText.displayed(input.displayPath)): \(reason)")
        }
    }

    /// Finds the inputs and lints them, returning them in report order.
    ///
    /// - `find` runs on this thread and passes each input it finds to its argument; when it
    ///   throws, nothing is delivered and the error is rethrown.
    /// - `order` is given every input found, in the order found, and returns the positions of
    ///   those to lint, in report order; when it throws, nothing more is linted or delivered.
    /// - `lintWhileFinding: false` waits for `order` before linting anything (a shard must see
    ///   every path before it knows its files).
    /// - `alsoLint`, given the index once it is made (with `lintWhileFinding: false`), returns
    ///   inputs to lint after those `order` returned, for what they place in those (`--shard`):
    ///   they are delivered after them, and are not among the inputs returned.
    /// - `deliver` gets each result in report order on this thread; `idle` is called when the
    ///   next result is not ready yet (a moment to flush what was written).
    ///
    /// With `jobs` workers, up to `jobs - 1` threads are started (never more than there are files
    /// but one) and this thread is the last worker: it lints a file whenever the next result is
    /// not ready yet. A delivering thread that only waited would be one thread more than there
    /// are cores, woken once per file, and those wake-ups cost about a tenth of the second core.
    public func run(find: (_ found: @escaping (LintInput) -> Void) throws -> Void,
                    order: ([LintInput]) throws -> [Int],
                    lintWhileFinding: Bool = true,
                    alsoLint: (_ project: any ProjectIndex, _ inputs: [LintInput], _ order: [Int]) -> [Int] = { _, _, _ in [] },
                    deliver: (LintInput, Result) -> Void,
                    idle: () -> Void = {}) throws -> [LintInput] {
        // A reader that indexes every file first (the Swift reader) needs them all found before
        // the files of any reader are linted; YAML and JSON need no index and go on at once.
        let indexes = linter.readers.readers.contains(where: \.indexesProject)
        let readers = linter.readers
        let state = SharedState(window: window, maxWaitingDiagnostics: maxWaitingDiagnostics, lintWhileFinding: lintWhileFinding,
                                mayLintEarly: { input in !indexes || readers.reader(for: input.displayPath)?.readsProject == false })
        var started = 0
        let runner = self
        // One thread more whenever there is a file for it: a run over one file starts none.
        let startWorkers = { (files: Int) in
            while started < min(jobs - 1, files - 1) {
                let thread = Thread {
                    ThreadStack.note(ThreadStack.workerSize)
                    while let (index, input) = state.claim(wait: true) {
                        state.store(runner.lint(input, project: state.project, indexed: state.takeIndexedBytes(of: index)), at: index)
                    }
                }
                // Deep (but allowed) nesting recurses in the model; give workers the main thread's room.
                thread.stackSize = ThreadStack.workerSize
                thread.start()
                started += 1
            }
        }
        let inputs: [LintInput]
        var sequence: [Int]
        var linted: Int
        do {
            try find { input in
                let found = state.add(input)
                if lintWhileFinding { startWorkers(found) }
            }
            inputs = state.found
            sequence = try order(inputs)
            linted = sequence.count
            // Every file found, not only this shard's: a view shown from another shard's file is
            // read there, whichever shard lints it. A file linted alone has nothing to join.
            if indexes, inputs.count > 1, !sequence.isEmpty {
                let (project, bytes) = indexedProject(of: inputs, keepingBytesOf: Set(sequence))
                state.project = project
                state.keepIndexedBytes(bytes)
                if let project, !lintWhileFinding { sequence += alsoLint(project, inputs, sequence) }
            }
        } catch {
            state.finish(order: [])  // the workers stop at their next claim
            throw error
        }
        state.finish(order: sequence)
        startWorkers(sequence.count)
        var next = 0
        while next < sequence.count {
            if let ready = state.take(next, wait: false) {
                deliver(inputs[sequence[next]], ready)
                next += 1
            } else if let (index, input) = state.claim(wait: false) {
                state.store(lint(input, project: state.project, indexed: state.takeIndexedBytes(of: index)), at: index)
            } else {
                idle()
                deliver(inputs[sequence[next]], state.take(next, wait: true)!)
                next += 1
            }
        }
        return sequence.prefix(linted).map { inputs[$0] }
    }
}

extension LintRunner {
    /// The index the indexing reader makes of the files it reads among `inputs` (standard input
    /// and unreadable files left out: they are linted, and reported, on their own), on `jobs`
    /// threads. The reader keeps what it needs of them, and may keep a file's reading for when it
    /// is linted (a Swift file is parsed once).
    ///
    /// With it, the bytes it read of the files numbered `lintedHere` (by their place in `inputs`):
    /// those files are linted (and fixed) from the same bytes, not read a second time. The index
    /// keeps most of them anyway, to know that a reading it kept is of the bytes linted.
    func indexedProject(of inputs: [LintInput], keepingBytesOf lintedHere: Set<Int>) -> (project: (any ProjectIndex)?, bytes: [Int: IndexedRead]) {
        guard let reader = linter.readers.readers.first(where: \.indexesProject) else { return (nil, [:]) }
        var files: [IndexedFile] = []
        var bytesRead: [Int: IndexedRead] = [:]
        var others: [Int] = []
        for (number, input) in inputs.enumerated() {
            if case .standardInput = input.origin { continue }
            guard let fileReader = linter.readers.reader(for: input.displayPath) else { continue }
            guard fileReader.indexesProject else {
                if reader.indexesAlso.contains(fileReader.kind) { others.append(number) }
                continue
            }
            let (outcome, stamp) = InputReader.readStamped(pathBytes: input.pathBytes, limit: linter.limits.maxFileSize(for: input.displayPath))
            guard case .bytes(let bytes) = outcome else { continue }
            let context = (linterFor?(input) ?? linter).configuration.reading
            files.append(IndexedFile(path: input.displayPath, bytes: bytes, context: context))
            if lintedHere.contains(number) { bytesRead[number] = IndexedRead(bytes: bytes, stamp: stamp) }
        }
        // Files of another kind the index asks for matter only beside its own (storyboards beside
        // Swift); they are read again when linted, so that their bytes are not all held at once.
        if !files.isEmpty {
            for number in others {
                let input = inputs[number]
                guard case .bytes(let bytes) = InputReader.readStamped(pathBytes: input.pathBytes,
                                                                       limit: linter.limits.maxFileSize(for: input.displayPath)).0 else { continue }
                files.append(IndexedFile(path: input.displayPath, bytes: bytes))
            }
        }
        return (reader.index(files, limits: linter.limits, jobs: jobs), bytesRead)
    }
}

/// A file's bytes as the project's index read them, and the file as it was then.
struct IndexedRead {
    let bytes: [UInt8]
    let stamp: AtomicFile.Stamp?
}

/// Standard input's bytes, read once, by whichever thread lints `-` first.
private final class StandardInput: Sendable {
    private let outcome = Mutex<InputReader.Outcome?>(nil)

    func read(limit: Int) -> InputReader.Outcome {
        outcome.withLock { outcome in
            if let outcome { return outcome }
            let read = InputReader.read(descriptor: STDIN_FILENO, limit: limit)
            outcome = read
            return read
        }
    }
}

/// The files found so far, which of them are claimed, the report order once known, and the
/// slots the results land in, behind one lock. Files are numbered in the order found.
private final class SharedState: Sendable {
    private struct State: Sendable {
        /// Diagnostics in `results` not yet delivered.
        var waitingDiagnostics = 0
        var inputs: [LintInput] = []
        var claimed: [Bool] = []
        var results: [LintRunner.Result?] = []
        /// The report order (numbers of found files) once the finding is over; nil before.
        var sequence: [Int]?
        /// While finding: the next found file to claim. After: the next position of `sequence`.
        var nextToClaim = 0
        /// Positions of `sequence` delivered so far.
        var delivered = 0
        var workersWaiting = 0
        var waitingFor = -1
        /// Set once, when the finding is over and before any file that needs it is linted
        /// (workers may be linting YAML meanwhile, hence the lock).
        var project: (any ProjectIndex)?
        /// The bytes the index read, by file number, until the file is linted.
        var indexedBytes: [Int: IndexedRead] = [:]
        /// While finding: the next found file that may be linted early, and how many were claimed.
        var nextEarly = 0
        var claimedEarly = 0
    }

    private let state = Monitor(State())
    private let window: Int
    private let maxWaitingDiagnostics: Int
    private let lintWhileFinding: Bool
    /// Whether a file may be linted before the finding is over (the index is not made yet).
    private let mayLintEarly: @Sendable (LintInput) -> Bool

    var project: (any ProjectIndex)? {
        get { state.withLock { $0.project } }
        set { state.withLock { $0.project = newValue } }
    }

    /// Keeps the bytes the index read, for `takeIndexedBytes(of:)`.
    func keepIndexedBytes(_ bytes: [Int: IndexedRead]) {
        state.withLock { $0.indexedBytes = bytes }
    }

    /// The bytes the index read of file `index`, once (nil when it read none).
    func takeIndexedBytes(of index: Int) -> IndexedRead? {
        state.withLock { $0.indexedBytes.removeValue(forKey: index) }
    }

    init(window: Int, maxWaitingDiagnostics: Int, lintWhileFinding: Bool, mayLintEarly: @escaping @Sendable (LintInput) -> Bool) {
        self.mayLintEarly = mayLintEarly
        self.window = window
        self.maxWaitingDiagnostics = maxWaitingDiagnostics
        self.lintWhileFinding = lintWhileFinding
    }

    /// Adds a found file; returns how many have been found.
    func add(_ input: LintInput) -> Int {
        state.withLock { state in
            state.inputs.append(input)
            state.claimed.append(false)
            state.results.append(nil)
            if state.workersWaiting > 0 { self.state.signal() }
            return state.inputs.count
        }
    }

    /// Every file found so far.
    var found: [LintInput] {
        state.withLock { $0.inputs }
    }

    /// Ends the finding: `order` lists the found files to lint, by number, in report order.
    func finish(order: [Int]) {
        state.withLock { state in
            state.sequence = order
            state.nextToClaim = 0
            self.state.broadcast()
        }
    }

    /// The next file to lint (its number and itself), or nil when none is left. While the
    /// workers are `window` files ahead of delivery (or, during the finding, have claimed
    /// `window` files) it waits, or, with `wait: false`, returns nil at once (the delivering
    /// thread must not wait for itself).
    func claim(wait: Bool) -> (Int, LintInput)? {
        var waited = false
        // The outer optional is nil to wait; the inner one is the claim's answer.
        let claimed: (Int, LintInput)?? = state.withLock(retrying: { state in
            if waited {
                state.workersWaiting -= 1
                waited = false
            }
            if let sequence = state.sequence {
                while state.nextToClaim < sequence.count, state.claimed[sequence[state.nextToClaim]] { state.nextToClaim += 1 }
                guard state.nextToClaim < sequence.count else { return .some(nil) }
                // The file the delivery waits for is always claimed; others only within the
                // window and while what waits to be delivered is not too large.
                if state.nextToClaim == state.delivered
                    || (state.nextToClaim < state.delivered + window && state.waitingDiagnostics < maxWaitingDiagnostics) {
                    let index = sequence[state.nextToClaim]
                    state.claimed[index] = true
                    state.nextToClaim += 1
                    return (index, state.inputs[index])
                }
            } else if lintWhileFinding, state.claimedEarly < window, state.waitingDiagnostics < maxWaitingDiagnostics {
                while state.nextEarly < state.inputs.count, !mayLintEarly(state.inputs[state.nextEarly]) { state.nextEarly += 1 }
                if state.nextEarly < state.inputs.count {
                    state.claimed[state.nextEarly] = true
                    state.claimedEarly += 1
                    state.nextEarly += 1
                    return (state.nextEarly - 1, state.inputs[state.nextEarly - 1])
                }
            }
            guard wait else { return .some(nil) }
            state.workersWaiting += 1
            waited = true
            return nil
        })
        return claimed ?? nil
    }

    func store(_ result: LintRunner.Result, at index: Int) {
        state.withLock { state in
            state.results[index] = result
            state.waitingDiagnostics += result.waitingCost
            if index == state.waitingFor { self.state.broadcast() }
        }
    }

    /// The result at `position` of the report order, once the finding is over.
    func take(_ position: Int, wait: Bool) -> LintRunner.Result? {
        state.withLock(retrying: { state in
            let index = state.sequence![position]
            if wait {
                guard state.results[index] != nil else {
                    state.waitingFor = index
                    return nil
                }
                state.waitingFor = -1
            }
            guard let result = state.results[index] else { return .some(nil) }
            state.results[index] = nil
            state.waitingDiagnostics -= result.waitingCost
            state.delivered = position + 1
            if state.workersWaiting > 0 { self.state.broadcast() }
            return .some(result)
        })
    }
}

/// Memory shared by the workers of a run (`LintRunner.memoryBudget`): each reserves what its
/// file may cost before reading it and gives it back when done. A reservation waits while it
/// would go over the budget, unless nothing else is reserved: one file is always linted, however
/// large, so the run never stops.
public final class MemoryBudget: Sendable {
    public let bytes: Int
    /// Reservations below this are not counted (and never wait): the corpus' files are a few
    /// kilobytes, and taking a lock for each would cost every file for nothing.
    public static let smallest = 4 << 20

    private struct Use: Sendable {
        var inUse = 0
        var peak = 0
    }

    private let use = Monitor(Use())
    var peak: Int { use.withLock { $0.peak } }

    /// Called as each large file's reservation ends, before the next large file may start: the
    /// executable gives the C allocator's free memory back to the system here (`ProcessHeap`), as
    /// a process-wide setting is the executable's to make, not the library's.
    let returnFreeMemory: @Sendable () -> Void

    public init(bytes: Int, returnFreeMemory: @escaping @Sendable () -> Void = {}) {
        self.bytes = bytes
        self.returnFreeMemory = returnFreeMemory
    }

    /// Waits until `amount` fits, reserves it, and returns what must be released.
    func reserve(_ amount: Int) -> Int {
        guard amount >= Self.smallest else { return 0 }
        return use.withLock(retrying: { use in
            guard use.inUse == 0 || use.inUse + amount <= bytes else { return nil }
            use.inUse += amount
            use.peak = max(use.peak, use.inUse)
            return amount
        })
    }

    func release(_ amount: Int) {
        guard amount > 0 else { return }
        returnFreeMemory()
        use.withLock { use in
            use.inUse -= amount
            self.use.broadcast()
        }
    }
}
