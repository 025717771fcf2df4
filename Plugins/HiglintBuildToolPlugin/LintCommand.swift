import Foundation
import PackagePlugin

/// The build command that lints one target.
struct LintCommand {
    /// The higlint executable: built from source, or a binary target's (docs/xcode.md).
    var tool: URL
    /// `.higlint.yml` of the package or project, when it has one.
    var configuration: URL?
    /// What higlint lints: the target's folder (walked as `higlint lint FOLDER` walks it), or its files.
    var paths: [URL]
    /// The files whose change makes the build run the command again.
    var inputs: [URL]
    var workDirectory: URL
    var targetName: String

    /// The extensions higlint reads in a folder walk (docs/sources.md, "Which files").
    static let lintedExtensions: Set<String> = ["swift", "storyboard", "xib", "yaml", "yml", "json"]
    /// Those read whatever the file holds when named on the command line.
    static let namedAloneExtensions: Set<String> = ["swift", "storyboard", "xib"]

    static func isLintable(_ file: URL) -> Bool { lintedExtensions.contains(file.pathExtension.lowercased()) }
    static func isNamedAlone(_ file: URL) -> Bool { namedAloneExtensions.contains(file.pathExtension.lowercased()) }

    /// The files under `folder` with an extension higlint reads, passing by hidden files and
    /// folders as its walk does.
    static func lintableFiles(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                                                        options: [.skipsHiddenFiles]) else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { isLintable($0) && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }

    /// `.higlint.yml` in `folder`, else nil (higlint then looks in the folder it runs in and its parents).
    static func configuration(in folder: URL) -> URL? {
        let file = folder.appendingPathComponent(".higlint.yml")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The command's declared output. SwiftPM and Xcode add a build command's outputs to the
    /// target (a Swift file is compiled, anything else would be copied into the target's
    /// resource bundle and ship with the app), so it is a Swift file holding one comment: it
    /// compiles to nothing. Its name keeps clear of the target's own file names, which must be
    /// unique within a module.
    var stamp: URL { workDirectory.appendingPathComponent("higlint-lint-stamp.swift") }

    var arguments: [String] {
        var arguments = ["lint", "--format", "xcode", "--allow-empty"]
        if let configuration { arguments += ["--config", configuration.path] }
        return arguments + paths.map(\.path)
    }

    /// `/bin/sh` runs higlint, then writes the stamp when the lint finished (exit status 0: nothing
    /// at `--fail-on`; 1: the build fails, and a failed command runs again on the next build) and
    /// the stamp is missing; an unchanged stamp leaves the module's compile alone.
    var buildCommand: Command {
        let script = """
            stamp=$1; shift
            "$@"; status=$?
            if [ "$status" -le 1 ] && [ ! -f "$stamp" ]; then
              printf '%s\\n' '// The record that higlint linted this target: the build runs the lint again when an input changes.' > "$stamp"
            fi
            exit "$status"
            """
        return .buildCommand(
            displayName: "higlint: linting \(targetName)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "higlint-build-tool-plugin", stamp.path, tool.path] + arguments,
            inputFiles: inputs + [tool] + (configuration.map { [$0] } ?? []),
            outputFiles: [stamp])
    }
}
