import ArgumentParser
import Foundation
import HiglintCore

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter .higlint.yml that lints exactly like none: every setting and rule, commented out at its default.")

    @Option(help: "Where to write it.")
    var output: String = ConfigurationFile.fileName

    func run() throws {
        guard !FileManager.default.fileExists(atPath: output) else {
            throw CommandFailure("\(output) already exists; not overwriting it (remove it first, or write elsewhere with --output)")
        }
        try Files.checkWritable(output, what: "the configuration")
        guard FileManager.default.createFile(atPath: output, contents: Data(StarterConfiguration.text().utf8)) else {
            throw CommandFailure("\(output): cannot write")
        }
        print("Wrote \(output). Edit it, then run higlint.")
    }
}
