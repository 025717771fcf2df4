import Foundation
import HiglintCore
import HiglintSwiftSource

/// What the server needs from the world, so that tests can drive it with a manual clock and
/// linting in line, and `higlint lsp` with dispatch queues and standard output.
public struct ServerEnvironment {
    /// Writes one message to the client.
    public var send: (JSONValue) -> Void
    /// Runs `work` on the server's queue after `seconds`.
    public var after: (_ seconds: Double, _ work: @escaping () -> Void) -> Void
    /// Runs a lint (off the server's queue, in production) and hands its result back on the
    /// server's queue.
    public var lint: (_ job: @escaping () -> LintedFile, _ done: @escaping (LintedFile) -> Void) -> Void
    /// Ends the process with this status (`exit`).
    public var exit: (Int32) -> Void
    /// The folder `.higlint.yml` is looked for from when the client names no workspace.
    public var currentDirectory: String
    /// Runs `job` off the server's queue (in production; in line by default), then `done` on it:
    /// how a workspace folder is walked and indexed without holding up messages.
    public var background: (_ job: @escaping () -> any Sendable, _ done: @escaping (any Sendable) -> Void) -> Void
    /// Threads the first index of a workspace folder is made on.
    public var indexJobs: Int
    /// The readers: which documents the server lints and how, as the command line's
    /// (`ReaderRegistry.standard`); a test registers a stand-in here.
    public var readers: ReaderRegistry

    public init(send: @escaping (JSONValue) -> Void, after: @escaping (Double, @escaping () -> Void) -> Void,
                lint: @escaping (@escaping () -> LintedFile, @escaping (LintedFile) -> Void) -> Void,
                exit: @escaping (Int32) -> Void, currentDirectory: String = FileManager.default.currentDirectoryPath,
                background: @escaping (@escaping () -> any Sendable, @escaping (any Sendable) -> Void) -> Void = { job, done in done(job()) },
                indexJobs: Int = 1, readers: ReaderRegistry = .standard) {
        self.readers = readers
        self.send = send
        self.after = after
        self.lint = lint
        self.exit = exit
        self.currentDirectory = currentDirectory
        self.background = background
        self.indexJobs = indexJobs
    }
}

/// The language server's state and its answers to each message (LSP 3.17). Not thread-safe:
/// every call comes on one serial queue (`LanguageServerMain`).
public final class LanguageServer {
    /// How long after the last change a document is linted: clients send `didChange` on every
    /// keystroke, and a lint per keystroke would lag behind the typing.
    public static let debounceSeconds = 0.2

    struct OpenDocument {
        var document: TextDocument
        var path: String
        /// The reader the document's extension picks (`ReaderRegistry`).
        var reader: any ScreenReader
        /// Bumped by every change and every reload: a lint started for an older generation is
        /// stale and its result is dropped.
        var generation = 0
        /// The generation `diagnostics` belong to.
        var lintedGeneration = -1
        var diagnostics: [Diagnostic] = []
        /// The popovers read in the document's latest lint (its document symbols).
        var popovers: [PopoverRecord] = []
        /// Hovers and code actions that came while a lint was pending: answered when it is done,
        /// on the text it linted (or cancelled meanwhile).
        var waiting: [(id: JSONValue, method: String, params: JSONValue?)] = []

        var isCurrent: Bool { lintedGeneration == generation }
    }

    let environment: ServerEnvironment
    private var initialized = false
    private var shutdownRequested = false
    public private(set) var encoding = PositionEncoding.utf16
    var documents: [String: OpenDocument] = [:]
    /// The client's workspace folders, each linted with its own configuration, as `higlint lint`
    /// run in that folder would be; the first stands for files outside every folder.
    private var folders: [WorkspaceFolder]
    private var explicitConfiguration: String?
    private var version: String

    /// One workspace folder: where its `.higlint.yml` is looked for, and the linter made from it.
    struct WorkspaceFolder {
        let root: String
        /// Nil while the configuration cannot be used: nothing is reported for the folder's files
        /// meanwhile (a finding the user's configuration turns off would be a false one).
        var linter: DocumentLinter?
        /// Whether the client named the folder: only then are its files walked and indexed (the
        /// server's current folder may be anything, a home folder or `/`).
        var indexes = true
        /// Its files as a run over it reads them, once walked (`Workspace`); nil until then.
        var workspace: Workspace?
        /// Bumped when the folder is walked again (its configuration changed): an older walk that
        /// ends later is dropped.
        var walk = 0
        var isIndexing = false
    }

    public init(environment: ServerEnvironment, version: String = HiglintVersion.current) {
        self.environment = environment
        self.folders = [WorkspaceFolder(root: environment.currentDirectory, indexes: false)]
        self.version = version
    }

    /// The linter of the innermost workspace folder that holds `path` (a folder may sit inside
    /// another); a file outside every folder is linted as if named on the command line in the first.
    func linter(for path: String) -> DocumentLinter? {
        folderIndex(for: path).flatMap { folders[$0].linter }
    }

    /// The innermost folder that holds `path`, else the first.
    func folderIndex(for path: String) -> Int? {
        let holding = folders.indices.filter { path.hasPrefix(folders[$0].root.hasSuffix("/") ? folders[$0].root : folders[$0].root + "/") }
        return holding.max { folders[$0].root.count < folders[$1].root.count } ?? folders.indices.first
    }

    // MARK: - Messages

    /// A framing problem: answered as a parse error (no id can be read).
    public func receiveMalformedFrame(_ problem: String) {
        environment.send(Outgoing.error(id: nil, code: .parseError, message: problem))
    }

    public func receive(_ message: IncomingMessage) {
        switch message {
        case .invalid(let id, let code, let reason):
            environment.send(Outgoing.error(id: id, code: code, message: reason))
        case .response:
            break
        case .notification(let method, let params):
            notification(method, params)
        case .request(let id, let method, let params):
            request(id, method, params)
        }
    }

    /// Whether `shutdown` has been received (`exit` then ends with status 0).
    public var isShuttingDown: Bool { shutdownRequested }

    /// Standard input ended: the client is gone.
    public func endOfInput() {
        environment.exit(shutdownRequested ? 0 : 1)
    }

    private func request(_ id: JSONValue, _ method: String, _ params: JSONValue?) {
        if method == "initialize" {
            guard !initialized else {
                return environment.send(Outgoing.error(id: id, code: .invalidRequest, message: "initialize was already received"))
            }
            return environment.send(Outgoing.response(id: id, result: initialize(params)))
        }
        guard initialized else {
            return environment.send(Outgoing.error(id: id, code: .serverNotInitialized, message: "the server has not received initialize yet"))
        }
        guard !shutdownRequested else {
            return environment.send(Outgoing.error(id: id, code: .invalidRequest, message: "the server is shutting down; only exit is accepted"))
        }
        if let index = cancelledAhead.firstIndex(of: id) {
            cancelledAhead.remove(at: index)
            return environment.send(Outgoing.error(id: id, code: .requestCancelled, message: "cancelled by the client"))
        }
        switch method {
        case "shutdown":
            shutdownRequested = true
            environment.send(Outgoing.response(id: id, result: .null))
        case "textDocument/hover", "textDocument/codeAction", "textDocument/documentSymbol":
            guard let uri = params?["textDocument"]?["uri"]?.string else {
                return environment.send(Outgoing.error(id: id, code: .invalidParams, message: "\(method) needs textDocument.uri"))
            }
            if var open = documents[uri], !open.isCurrent {
                open.waiting.append((id, method, params))
                documents[uri] = open
            } else {
                answer(id, method, params, uri: uri)
            }
        default:
            environment.send(Outgoing.error(id: id, code: .methodNotFound, message: "higlint's language server does not handle \(method)"))
        }
    }

    private func notification(_ method: String, _ params: JSONValue?) {
        if method == "exit" { return environment.exit(shutdownRequested ? 0 : 1) }
        guard initialized, !shutdownRequested else { return }
        switch method {
        case "initialized":
            registerWatchers()
            indexFolders()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles":
            let uris = params?["changes"]?.array?.compactMap { $0["uri"]?.string } ?? []
            let baselines = Set(folders.compactMap { $0.linter?.baselinePath })
            if uris.contains(where: { Self.isConfigurationFile($0) || baselines.contains(DocumentURI.path(of: $0)) }) {
                reloadConfiguration()
            } else {
                filesChangedOnDisk(uris.map(DocumentURI.path(of:)))
            }
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params?["event"])
        case "workspace/didChangeConfiguration":
            if let path = params?["settings"]?["higlint"]?["config"]?.string { explicitConfiguration = path.isEmpty ? nil : path }
            reloadConfiguration()
        case "$/cancelRequest": cancel(params?["id"])
        default: break // $/setTrace, $/progress and the like need nothing.
        }
    }

    // MARK: - Lifecycle

    private var watchesDynamically = false

    private func initialize(_ params: JSONValue?) -> JSONValue {
        initialized = true
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        encoding = PositionEncoding.negotiate(offered: offered)
        watchesDynamically = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        let named = params?["workspaceFolders"]?.array?.compactMap { $0["uri"]?.string }.map(DocumentURI.path(of:))
        if let named, !named.isEmpty {
            folders = Self.unique(named).map { WorkspaceFolder(root: $0) }
        } else if let uri = params?["rootUri"]?.string {
            folders = [WorkspaceFolder(root: DocumentURI.path(of: uri))]
        } else if let path = params?["rootPath"]?.string {
            folders = [WorkspaceFolder(root: path)]
        }
        explicitConfiguration = params?["initializationOptions"]?["config"]?.string
        loadConfiguration()
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "documentSymbolProvider": true,
                "codeActionProvider": ["codeActionKinds": [.string(Self.quickFix), .string(Self.fixAll)]],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "higlint", "version": .string(version)],
        ]
    }

    /// Asks the client to report changes to configuration files, and to the Swift and Interface
    /// Builder files the workspace index reads (changed outside the editor: a checkout, a
    /// generator), when it can be asked.
    private func registerWatchers() {
        guard watchesDynamically else { return }
        let watchers: [JSONValue] = ["**/" + ConfigurationFile.fileName, "**/*.swift", "**/*.storyboard", "**/*.xib"].map { ["globPattern": .string($0)] }
        environment.send(["jsonrpc": "2.0", "id": "higlint-watch-configuration", "method": "client/registerCapability",
                          "params": ["registrations": [["id": "higlint-configuration", "method": "workspace/didChangeWatchedFiles",
                                                        "registerOptions": ["watchers": .array(watchers)]]]]])
    }

    private static func isConfigurationFile(_ uri: String) -> Bool {
        DocumentURI.path(of: uri).hasSuffix("/" + ConfigurationFile.fileName) || uri == ConfigurationFile.fileName
    }

    // MARK: - Configuration

    private func loadConfiguration() {
        for index in folders.indices { folders[index].linter = makeLinter(root: folders[index].root) }
    }

    /// The folder's linter, or nil after saying why its configuration cannot be used.
    private func makeLinter(root: String) -> DocumentLinter? {
        do {
            return try DocumentLinter(root: root, explicitConfiguration: explicitConfiguration, readers: environment.readers)
        } catch {
            // The message names the configuration file, so the folder it belongs to is plain.
            let problem = (error as? DocumentLinterError)?.message ?? "\(error)"
            environment.send(Outgoing.notification("window/showMessage", [
                "type": 1, "message": .string("higlint: \(problem); no findings are shown until the configuration is fixed"),
            ]))
            return nil
        }
    }

    private func reloadConfiguration() {
        loadConfiguration()
        // The walk's include and exclude, and the files' contexts, may have changed.
        for index in folders.indices where folders[index].workspace != nil || folders[index].isIndexing {
            folders[index].workspace = nil
            folders[index].isIndexing = false
        }
        indexFolders()
        relintAll()
    }

    private func relintAll() {
        for uri in documents.keys { scheduleLint(uri, after: 0) }
    }

    /// Folders the client added or removed: each added one gets its own configuration, and every
    /// open document is linted again under the folder that now holds it.
    private func didChangeWorkspaceFolders(_ event: JSONValue?) {
        let paths = { (key: String) in event?[key]?.array?.compactMap { $0["uri"]?.string }.map(DocumentURI.path(of:)) ?? [] }
        let removed = Set(paths("removed"))
        folders.removeAll { removed.contains($0.root) }
        for root in Self.unique(paths("added")) where !folders.contains(where: { $0.root == root }) {
            folders.append(WorkspaceFolder(root: root, linter: makeLinter(root: root)))
        }
        // With no folder left, files are linted from the server's current folder, as before any was named.
        if folders.isEmpty {
            folders = [WorkspaceFolder(root: environment.currentDirectory, linter: makeLinter(root: environment.currentDirectory), indexes: false)]
        }
        indexFolders()
        relintAll()
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    // MARK: - Documents

    private func didOpen(_ params: JSONValue?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
        let path = DocumentURI.path(of: uri)
        guard let reader = environment.readers.reader(for: path) else { return }
        let document = TextDocument(text: text, version: item["version"]?.int ?? 0, lineBreaks: reader.lineBreaks)
        documents[uri] = OpenDocument(document: document, path: path, reader: reader)
        indexFolders()
        // An unsaved buffer reopened stands for its file from now on.
        indexText(of: path, bytes: document.bytes)
        scheduleLint(uri, after: 0)
    }

    private func didChange(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, var open = documents[uri] else { return }
        let version = params?["textDocument"]?["version"]?.int ?? open.document.version + 1
        for change in params?["contentChanges"]?.array ?? [] {
            guard let text = change["text"]?.string else { continue }
            if let range = LSPRange(change["range"]) {
                open.document.replace(range, with: text, encoding: encoding)
            } else {
                open.document.replaceAll(with: text, version: version)
            }
        }
        open.document.version = version
        documents[uri] = open
        scheduleLint(uri, after: Self.debounceSeconds)
    }

    private func didSave(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.string else { return }
        if Self.isConfigurationFile(uri) { reloadConfiguration() }
    }

    private func didClose(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.string, let open = documents.removeValue(forKey: uri) else { return }
        for request in open.waiting { answer(request.id, request.method, request.params, uri: uri) }
        // Closed without saving: the file on disk is what a run reads again.
        if !documents.values.contains(where: { $0.path == open.path }) {
            indexText(of: open.path, bytes: FileManager.default.contents(atPath: open.path).map(Array.init))
        }
        environment.send(Outgoing.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    }

    // MARK: - Linting

    private func scheduleLint(_ uri: String, after seconds: Double) {
        guard var open = documents[uri] else { return }
        open.generation += 1
        let generation = open.generation
        documents[uri] = open
        environment.after(seconds) { [weak self] in self?.startLint(uri, generation: generation) }
    }

    private func startLint(_ uri: String, generation: Int) {
        // A later change or reload has scheduled its own lint: this one would be stale.
        guard let open = documents[uri], open.generation == generation else { return }
        guard let linter = linter(for: open.path), linter.lints(open.path, bytes: open.document.bytes) else {
            return finishLint(uri, generation: generation, linted: LintedFile(diagnostics: []))
        }
        let bytes = open.document.bytes, path = open.path
        if needsIndex(path) {
            // Swift and Interface Builder files wait for the index rather than show findings
            // that it would withdraw (docs/editors.md); they are linted when it is made.
            guard let folder = folderIndex(for: path), folders[folder].workspace != nil else { return }
            indexText(of: path, bytes: bytes)
        }
        let (project, readers) = workspaceInputs(for: path)
        environment.lint({ linter.lintFile(bytes, path: path, project: project, readers: readers) }) { [weak self] linted in
            self?.finishLint(uri, generation: generation, linted: linted)
        }
    }

    /// Whether the file at `path` is linted against its folder's index.
    private func needsIndex(_ path: String) -> Bool {
        guard Workspace.isIndexed(path, readers: environment.readers), let folder = folderIndex(for: path) else { return false }
        return folders[folder].indexes
    }

    /// What the file at `path` is linted with beside its text: its folder's index, and the other
    /// files whose linting places findings in it, with their current bytes. `replacing` stands in
    /// for the index's bytes of `path` (a fix tried out), the index itself left as it is.
    func workspaceInputs(for path: String, replacing bytes: [UInt8]? = nil) -> (project: (any ProjectIndex)?, readers: [(path: String, bytes: [UInt8])]) {
        guard needsIndex(path), let folder = folderIndex(for: path), var workspace = folders[folder].workspace,
              let session = folders[folder].linter?.session else { return (nil, []) }
        if let bytes, workspace.holds(path) { workspace.update(path, bytes: bytes, session: session) }
        let project = workspace.swift.project()
        let readers = workspace.readers(of: path).compactMap { reader in
            currentBytes(of: reader, in: folder).map { (reader, $0) }
        }
        if bytes == nil { folders[folder].workspace = workspace }  // keeps the join made
        return (project, readers)
    }

    // MARK: - Workspace index

    /// Starts walking and indexing each folder the client named that has no index yet.
    private func indexFolders() {
        for index in folders.indices where folders[index].indexes && folders[index].workspace == nil && !folders[index].isIndexing {
            guard let linter = folders[index].linter else { continue }
            folders[index].walk += 1
            folders[index].isIndexing = true
            let walk = folders[index].walk, root = folders[index].root, jobs = environment.indexJobs
            environment.background({ Workspace.read(by: linter, jobs: jobs) }) { [weak self] made in
                guard let workspace = made as? Workspace else { return }
                self?.finishIndexing(root: root, walk: walk, workspace)
            }
        }
    }

    private func finishIndexing(root: String, walk: Int, _ made: Workspace) {
        guard let folder = folders.firstIndex(where: { $0.root == root }), folders[folder].walk == walk, folders[folder].isIndexing,
              let session = folders[folder].linter?.session else { return }
        var workspace = made
        // Open documents stand for their files, as the editor shows them.
        for open in documents.values where folderIndex(for: open.path) == folder && workspace.holds(open.path) {
            workspace.update(open.path, bytes: open.document.bytes, session: session)
        }
        folders[folder].workspace = workspace
        folders[folder].isIndexing = false
        for (uri, open) in documents where folderIndex(for: open.path) == folder { scheduleLint(uri, after: 0) }
    }

    /// The bytes a run would read for `path`: the open document's, else the index's, else the disk's.
    private func currentBytes(of path: String, in folder: Int) -> [UInt8]? {
        if let open = documents.values.first(where: { $0.path == path }) { return open.document.bytes }
        if let bytes = folders[folder].workspace?.swift.bytes(of: path) { return bytes }
        return FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Reads new bytes of a file the index holds (nil: the file is gone) into it, and lints again
    /// the other open documents whose findings may depend on it. One file is read again: an edit
    /// costs its parse and the index's join, not a walk.
    private func indexText(of path: String, bytes: [UInt8]?) {
        guard let folder = folderIndex(for: path), folders[folder].indexes, let held = folders[folder].workspace?.holds(path),
              let session = folders[folder].linter?.session, Workspace.isIndexed(path, readers: environment.readers) else { return }
        let before = folders[folder].workspace?.swift.bytes(of: path)
        // A file new to the workspace is read when the walk would read it (what git ignores is
        // not asked again until the folder is walked again).
        let root = folders[folder].root.hasSuffix("/") ? folders[folder].root : folders[folder].root + "/"
        guard held || (bytes != nil && path.hasPrefix(root) && folders[folder].linter?.lints(path) == true) else { return }
        if let before, before == bytes { return }
        let names = folders[folder].workspace?.names(of: path) ?? []
        // Changed where it is held: a changed copy would copy every file's entry.
        folders[folder].workspace?.update(path, bytes: bytes, session: session)
        let changedNames = names.union(folders[folder].workspace?.names(of: path) ?? [])
        for (uri, open) in documents where open.path != path && folderIndex(for: open.path) == folder {
            let theirs = folders[folder].workspace?.names(of: open.path) ?? []
            let depends = SwiftWorkspaceIndex.writes(anyOf: changedNames, in: open.document.bytes)
                || [before, bytes].contains { $0.map { SwiftWorkspaceIndex.writes(anyOf: theirs, in: $0) } ?? false }
            if depends { scheduleLint(uri, after: 0) }
        }
    }

    /// Files changed, made or deleted outside the editor: each the index holds or the walk would
    /// read is read again, unless it is open (the editor's text stands for it).
    private func filesChangedOnDisk(_ paths: [String]) {
        for path in Self.unique(paths) where !documents.values.contains(where: { $0.path == path }) {
            indexText(of: path, bytes: FileManager.default.contents(atPath: path).map(Array.init))
        }
    }

    private func finishLint(_ uri: String, generation: Int, linted: LintedFile) {
        // The document changed (or closed) while it was linted: drop the stale result.
        guard var open = documents[uri], open.generation == generation else { return }
        let diagnostics = linted.diagnostics
        open.diagnostics = diagnostics
        open.popovers = linted.popovers.filter { $0.file == open.path }
        open.lintedGeneration = generation
        let waiting = open.waiting
        open.waiting = []
        documents[uri] = open
        environment.send(Outgoing.notification("textDocument/publishDiagnostics", [
            "uri": .string(uri), "version": .int(open.document.version),
            "diagnostics": .array(diagnostics.map { lspDiagnostic($0, in: open.document) }),
        ]))
        for request in waiting { answer(request.id, request.method, request.params, uri: uri) }
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument) -> JSONValue {
        var result: [String: JSONValue] = [
            "range": document.lspRange(of: diagnostic.range, encoding: encoding).json,
            "severity": .int(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.ruleID),
            "source": "higlint",
            "message": .string(diagnostic.message),
        ]
        if let href = diagnostic.helpURI { result["codeDescription"] = ["href": .string(href)] }
        return .object(result)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// Ids cancelled before their request arrived (some clients write the two out of order),
    /// the latest few: such a request is answered as cancelled when it comes.
    private var cancelledAhead: [JSONValue] = []

    private func cancel(_ id: JSONValue?) {
        guard let id else { return }
        for (uri, var open) in documents {
            guard let index = open.waiting.firstIndex(where: { $0.id == id }) else { continue }
            open.waiting.remove(at: index)
            documents[uri] = open
            environment.send(Outgoing.error(id: id, code: .requestCancelled, message: "cancelled by the client"))
            return
        }
        // Not arrived yet, or answered already (ids are not reused, so remembering one is harmless).
        cancelledAhead.append(id)
        if cancelledAhead.count > 16 { cancelledAhead.removeFirst() }
    }
}
