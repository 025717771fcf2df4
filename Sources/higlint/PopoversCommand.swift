import ArgumentParser
import Foundation
import HiglintCore

/// `higlint popovers`: what higlint understood of a team's code before it trusts a zero
/// (docs/cli.md, "What was read").
struct PopoversCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "popovers",
        abstract: "List every popover read (YAML, JSON, storyboards, xibs, Swift): where it is, the contexts it was read in, its source, adaptation, size, arrow, content, and what is unknown.")

    enum ListingFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
        static var allValueStrings: [String] { allCases.map(\.rawValue) }
    }

    @Argument(help: "Files and folders to read, walked as lint walks them; - reads standard input. Default: the current folder.")
    var paths: [String] = []

    @Option(help: "Listing format: text or json.")
    var format: ListingFormat = .text

    @Option(help: "Write the listing to this file instead of standard output.")
    var output: String?

    @Option(help: "The configuration file (default: .higlint.yml in the current folder or its parents).")
    var config: String?

    @Option(name: .customLong("stdin-filename"), help: "The name to report for standard input (its extension picks the format).")
    var stdinFilename: String?

    @Option(parsing: .unconditional, help: "Files read at once (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .customLong("follow-links"), help: "Follow symbolic links to folders, and to files outside the folder walked, during folder walks.")
    var followLinks = false

    @Option(name: .customLong("max-file-size"), parsing: .unconditional, help: ArgumentHelp("The size limit for every kind of file, as for lint.", valueName: "bytes"))
    var maxFileSize: Int?

    @Flag(name: .customLong("no-ignore"), help: "In folder walks, also read build and dependency folders and what git ignores.")
    var noIgnore = false

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 when a path holds no file to read.")
    var allowEmpty = false

    @OptionGroup var language: LanguageOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be a positive number of files read at once, not \(jobs)") }
        if let maxFileSize, maxFileSize < 0 { throw ValidationError("--max-file-size must be a number of bytes, 0 or more") }
        if stdinFilename != nil, !paths.contains("-") {
            throw ValidationError("--stdin-filename names standard input, which is read only when - is among the paths: add -")
        }
    }

    func run() throws {
        let options = LintOptions(paths: paths, pathBytes: RawArguments.bytesByText, configurationPath: config,
                                  edition: language.edition, locale: language.locale,
                                  format: format == .json ? .json : .text, output: output, stdinFilename: stdinFilename,
                                  jobs: jobs, followLinks: followLinks, maxFileSize: maxFileSize, readsIgnored: noIgnore,
                                  listsPopovers: true, allowEmpty: allowEmpty, readers: Lint.readers)
        let outcome = try ThreadStack.run { Result { try LintSession(options: options).runWithTunedHeap() } }.get()
        for line in outcome.messages { Terminal.error(line) }
        if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
    }
}
