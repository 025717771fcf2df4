import Foundation
import HiglintCore
import HiglintSwiftSource

/// The one place the server lints: a `LintSession` made from the workspace root, as `higlint lint`
/// makes its own (an explicit configuration file, else `.higlint.yml` from the root up; the CLI's
/// readers), each document linted by `lintDocument` as if named on the command line, then the
/// configuration's baseline. So the editor and the CLI report the same findings.
public struct DocumentLinter: Sendable {
    /// The readers (the server's environment gives them: the command line's, unless a test
    /// registers a stand-in).
    public let readers: ReaderRegistry

    /// Where `.higlint.yml` is looked for (the client's workspace root, else the current folder).
    public let root: String
    /// A configuration file named by the client (`initializationOptions.config`), if any.
    public let explicitConfiguration: String?
    public private(set) var session: LintSession
    private var baseline: Baseline?
    /// The configuration's baseline file (absolute), read again when it changes on disk.
    public private(set) var baselinePath: String?

    /// Reads the configuration; throws a message that says what is wrong and where.
    public init(root: String, explicitConfiguration: String? = nil, readers: ReaderRegistry = .standard) throws {
        self.root = root
        self.explicitConfiguration = explicitConfiguration
        self.readers = readers
        session = try Self.session(root: root, explicitConfiguration: explicitConfiguration, readers: readers)
        try loadBaseline()
    }

    public var file: ConfigurationFile? { session.configurationFile }
    public var base: LintConfiguration { session.base }
    public var edition: Edition { base.edition }
    public var locale: MessageLocale { base.locale }

    /// Reads the configuration again (it changed on disk).
    public mutating func reload() throws {
        session = try Self.session(root: root, explicitConfiguration: explicitConfiguration, readers: readers)
        try loadBaseline()
    }

    private static func session(root: String, explicitConfiguration: String?, readers: ReaderRegistry) throws -> LintSession {
        let path = explicitConfiguration.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
        do {
            return try LintSession(options: LintOptions(directory: root, configurationPath: path, readers: readers))
        } catch let failure as CommandFailure {
            throw DocumentLinterError(message: failure.description)
        }
    }

    private mutating func loadBaseline() throws {
        baseline = nil
        baselinePath = file?.baseline.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
        guard let baselinePath else { return }
        do {
            baseline = try Baseline.load(baselinePath)
        } catch let error as InputError {
            throw DocumentLinterError(message: error.description)
        }
    }

    /// Whether `higlint lint`, run in the workspace root with no path, would lint this file: not a
    /// hidden file or one in a hidden folder (`.github/workflows/ci.yml`, `.build`, `.higlint.yml`
    /// itself), and let through by the configuration's `include` and `exclude`. Other YAML and
    /// JSON files (a docker-compose.yml, say) are then what the user's configuration says they are;
    /// a file outside the workspace is linted as if named on the command line.
    ///
    /// As in a walk, build and dependency folders (`Pods`, `DerivedData`, …) are passed over, and a
    /// YAML or JSON file is linted only when it says it is a screen description (or the
    /// configuration's `include` names it): an editor open on `project.yml` or an asset catalog's
    /// `Contents.json` shows no schema errors. What git ignores is not asked here (a file someone
    /// opens is theirs to see).
    public func lints(_ path: String, bytes: [UInt8]? = nil) -> Bool {
        let base = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(base) else { return true }
        let relative = path.dropFirst(base.count).split(separator: "/")
        if relative.contains(where: { $0.hasPrefix(".") }) { return false }
        if relative.dropLast().contains(where: { WalkedFolders.dependencyFolders.contains(String($0)) }) { return false }
        guard file?.admits(walkedFile: path, readers: readers) ?? true else { return false }
        if let bytes, readers.readsOnlyWhenDeclared(path), file?.includes(walkedFile: path) != true {
            return ScreenDeclaration.declares(bytes, path: path)
        }
        return true
    }

    /// The diagnostics for one document's text, reported under `path` (absolute).
    public func lint(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        lintFile(bytes, path: path).diagnostics
    }

    /// The diagnostics for one document's text and the popovers read in it.
    public func lintFile(_ bytes: [UInt8], path: String) -> LintedFile {
        lintFile(bytes, path: path, project: nil, readers: [])
    }

    /// The diagnostics for one document's text and the popovers read in it, as a run over the
    /// workspace finds them: the document read with what the other files declare (`project`),
    /// and `readers`, the other files whose reading reads the document's code (a view it declares
    /// that they show), linted too for the findings they place in it. Only the document's own
    /// findings and popovers are kept.
    public func lintFile(_ bytes: [UInt8], path: String, project: (any ProjectIndex)?,
                         readers: [(path: String, bytes: [UInt8])]) -> LintedFile {
        var linted = session.lintDocumentFile(bytes, path: path, project: project)
        for reader in readers {
            let theirs = session.lintDocumentFile(reader.bytes, path: reader.path, project: project)
            linted.diagnostics += theirs.diagnostics.filter { $0.file == path }
            linted.popovers += theirs.popovers.filter { $0.file == path }
        }
        linted.diagnostics = Array(Set(linted.diagnostics.filter { $0.file == path })).sorted()
        if !readers.isEmpty { linted.popovers = PopoverRecord.merged(linted.popovers) }
        if let baseline { linted.diagnostics = baseline.filter(linted.diagnostics, linted: [path]).kept }
        return linted
    }
}

public struct DocumentLinterError: Error, Sendable {
    public var message: String
}
