import Foundation
import HiglintCore
import HiglintSwiftSource

/// The one place the server lints: a `LintSession` made from the workspace root, as `higlint lint`
/// makes its own (an explicit configuration file, else `.higlint.yml` from the root up; the CLI's
/// readers), each document linted by `lintDocument` as if named on the command line, then the
/// configuration's baseline. So the editor and the CLI report the same findings.
public struct DocumentLinter: Sendable {
    /// The readers beside YAML and JSON, as the CLI passes them.
    static let readers: [any ScreenReader] = [InterfaceBuilderReader(), SwiftSourceReader()]

    /// Where `.higlint.yml` is looked for (the client's workspace root, else the current folder).
    public let root: String
    /// A configuration file named by the client (`initializationOptions.config`), if any.
    public let explicitConfiguration: String?
    public private(set) var session: LintSession
    private var baseline: Baseline?
    /// The configuration's baseline file (absolute), read again when it changes on disk.
    public private(set) var baselinePath: String?

    /// Reads the configuration; throws a message that says what is wrong and where.
    public init(root: String, explicitConfiguration: String? = nil) throws {
        self.root = root
        self.explicitConfiguration = explicitConfiguration
        session = try Self.session(root: root, explicitConfiguration: explicitConfiguration)
        try loadBaseline()
    }

    public var file: ConfigurationFile? { session.configurationFile }
    public var base: LintConfiguration { session.base }
    public var edition: Edition { base.edition }
    public var locale: MessageLocale { base.locale }

    /// Reads the configuration again (it changed on disk).
    public mutating func reload() throws {
        session = try Self.session(root: root, explicitConfiguration: explicitConfiguration)
        try loadBaseline()
    }

    private static func session(root: String, explicitConfiguration: String?) throws -> LintSession {
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
    public func lints(_ path: String) -> Bool {
        let base = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(base) else { return true }
        let relative = path.dropFirst(base.count).split(separator: "/")
        if relative.contains(where: { $0.hasPrefix(".") }) { return false }
        return file?.admits(walkedFile: path) ?? true
    }

    /// The diagnostics for one document's text, reported under `path` (absolute).
    public func lint(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        let diagnostics = session.lintDocument(bytes, path: path)
        return baseline?.filter(diagnostics, linted: [path]).kept ?? diagnostics
    }
}

public struct DocumentLinterError: Error, Sendable {
    public var message: String
}
