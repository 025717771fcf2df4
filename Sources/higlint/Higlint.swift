import ArgumentParser
import Foundation
import HiglintCore

struct Higlint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higlint",
        abstract: "Hold an app's popovers to Apple's Human Interface Guidelines: screen descriptions (YAML, JSON), storyboards, xibs and Swift (SwiftUI, UIKit, AppKit).",
        version: HiglintVersion.current,
        subcommands: [Lint.self, RulesCommand.self, Explain.self, Init.self, PopoversCommand.self, LanguageServerCommand.self],
        defaultSubcommand: Lint.self)
}

// Each enumeration lists its values itself: ArgumentParser's default makes a key path at run
// time for each of the sixty times it asks at start-up (about 3 M instructions, callgrind).
extension Edition: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
extension Severity: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
extension MessageLocale: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public init?(argument: String) {
        guard argument.lowercased() == "en" || argument.lowercased().hasPrefix("ko") else { return nil }
        self.init(identifier: argument)
    }
}

/// Options that choose words and guideline texts, shared by every subcommand.
struct LanguageOptions: ParsableArguments {
    @Option(help: "Guideline edition: current, ios-2017 or ios-2011 (default current).")
    var edition: Edition?

    @Option(help: "Language of messages: en or ko (default: from LC_ALL, LC_MESSAGES or LANG).")
    var locale: MessageLocale?

    var resolvedLocale: MessageLocale {
        locale ?? MessageLocale.fromEnvironment(ProcessInfo.processInfo.environment)
    }
}
