import Foundation
import HiglintCore
import HiglintSwiftSource

/// The one place the server lints: the configuration as `higlint lint` finds it (an explicit
/// file, else `.higlint.yml` from the workspace root up), each document linted as if named on the
/// command line, then the configuration's baseline. Built the way Sources/higlint/Lint.swift
/// builds its `Linter`, so the editor and the CLI report the same findings.
public struct DocumentLinter: Sendable {
    /// The readers beside YAML and JSON, as the CLI passes them.
    static let readers: [any ScreenReader] = [InterfaceBuilderReader(), SwiftSourceReader()]

    /// Where `.higlint.yml` is looked for (the client's workspace root, else the current folder).
    public let root: String
    /// A configuration file named by the client (`initializationOptions.config`), if any.
    public let explicitConfiguration: String?
    public private(set) var file: ConfigurationFile?
    public private(set) var base = LintConfiguration()
    private var baseline: Baseline?
    /// The configuration's baseline file (absolute), read again when it changes on disk.
    public private(set) var baselinePath: String?

    /// Reads the configuration; throws a message that says what is wrong and where.
    public init(root: String, explicitConfiguration: String? = nil) throws {
        self.root = root
        self.explicitConfiguration = explicitConfiguration
        try reload()
    }

    public var edition: Edition { base.edition }
    public var locale: MessageLocale { base.locale }

    /// Reads the configuration again (it changed on disk).
    public mutating func reload() throws {
        let path: String?
        if let explicitConfiguration {
            path = explicitConfiguration.hasPrefix("/") ? explicitConfiguration : root + "/" + explicitConfiguration
        } else {
            path = ConfigurationFile.find(from: root)
        }
        do {
            file = try path.map(ConfigurationFile.load)
        } catch let error as ConfigurationError {
            throw DocumentLinterError(message: error.description)
        }
        base = LintConfiguration(edition: file?.edition ?? .current,
                                 locale: file?.locale ?? MessageLocale.fromEnvironment(ProcessInfo.processInfo.environment))
        baseline = nil
        baselinePath = file?.baseline.map { $0.hasPrefix("/") ? $0 : root + "/" + $0 }
        if let baselinePath {
            do {
                baseline = try Baseline.load(baselinePath)
            } catch let error as InputError {
                throw DocumentLinterError(message: error.description)
            }
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
        let configuration = file?.configuration(for: path, base: base, commandLine: [:]) ?? base
        let diagnostics = Linter(configuration: configuration, limits: .default, readers: Self.readers).lint(bytes: bytes, path: path)
        return baseline?.filter(diagnostics, linted: [path]).kept ?? diagnostics
    }
}

public struct DocumentLinterError: Error, Sendable {
    public var message: String
}
