import Foundation
import PackagePlugin

/// Lints a target during the build: one higlint process per target over the target's folder, its
/// findings printed as `file:line:column: error:`/`warning:` lines that SwiftPM prints and Xcode
/// shows at their lines; an error (as `--fail-on` and `.higlint.yml` say) fails the build.
///
/// The command declares the lintable files in the target's folder and `.higlint.yml` as its inputs and a stamp
/// file as its output, so the build system runs it only when one of them changed (a prebuild
/// command would run on every build). docs/xcode.md.
@main
struct HiglintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // Only Swift targets: the stamp is a Swift file (`LintCommand.stamp`).
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        // The files higlint's walk of the folder can read, excluded ones included: the walk does
        // not know Package.swift's `exclude` (use `.higlint.yml`'s `exclude` for those).
        let inputs = LintCommand.lintableFiles(under: target.directoryURL)
        guard !inputs.isEmpty else { return [] }
        let command = LintCommand(
            tool: try context.tool(named: "higlint").url,
            configuration: LintCommand.configuration(in: context.package.directoryURL),
            paths: [target.directoryURL],
            inputs: inputs,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name)
        return [command.buildCommand]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an app target of an Xcode project (compiled only where Xcode's module exists; not
/// run in CI, which has no Xcode). An Xcode target's files are not under one folder, so its Swift,
/// storyboard and xib files are named one by one; its YAML and JSON files are left out, since a
/// named file is always read as a screen description and a target's JSON is mostly other data.
extension HiglintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter(LintCommand.isNamedAlone)
        guard !inputs.isEmpty else { return [] }
        let command = LintCommand(
            tool: try context.tool(named: "higlint").url,
            configuration: LintCommand.configuration(in: context.xcodeProject.directoryURL),
            paths: inputs,
            inputs: inputs,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.displayName)
        return [command.buildCommand]
    }
}
#endif
