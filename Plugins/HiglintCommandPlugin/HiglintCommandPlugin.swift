import Foundation
import PackagePlugin

/// `swift package higlint [--target NAME ...] [higlint lint's options]`: lints the folders of the
/// package's targets (or of the targets named) in one higlint process, from the package's folder,
/// so paths are reported relative to it and `.higlint.yml` is found there. Every other argument
/// goes to `higlint lint` as it is (`--format json`, `--fix`, `--fail-on warning`, …); `--fix`
/// writes to the package's files, which is why the plugin asks for that permission
/// (`swift package --allow-writing-to-package-directory higlint --fix`). docs/xcode.md.
@main
struct HiglintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
        let package = context.package.directoryURL.standardizedFileURL
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map { Self.relative($0.directoryURL, to: package) }
        guard !folders.isEmpty else {
            Diagnostics.error("higlint: the package has no source targets to lint")
            return
        }
        let status = try Self.run(context.tool(named: "higlint").url,
                                  ["lint"] + extractor.remainingArguments + folders, in: package)
        // higlint has said why on its own lines; the plugin's exit status carries it to `swift package`.
        if status != 0 { throw HiglintFailed(status: status) }
    }

    /// `folder` relative to `package` when inside it (`Sources/App`), else absolute.
    static func relative(_ folder: URL, to package: URL) -> String {
        let path = folder.standardizedFileURL.path, base = package.path.hasSuffix("/") ? package.path : package.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct HiglintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 1 ? "higlint: findings at or above --fail-on (exit status 1)" : "higlint: exit status \(status)"
    }
}
