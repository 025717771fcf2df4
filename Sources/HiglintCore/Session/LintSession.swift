import Foundation

/// One lint session, as swift-format's `LintFrontend` is: the configuration found and merged
/// with the command line's settings, then either a whole run over files and folders (`run()`:
/// walk, parallel lint, suppression, baseline, shard, report, exit status) or one document held
/// in memory (`lintDocument`, for a language server and the fuzz target). The command line only
/// turns its arguments into `LintOptions` and the outcome into an exit status.
public struct LintSession: Sendable {
    public let options: LintOptions
    /// The configuration file in force, if any.
    public let configurationFile: ConfigurationFile?
    /// Edition, language and the command line's severities: what every file starts from.
    public let base: LintConfiguration
    /// `--rule` settings, which win over the configuration file and its overrides.
    public let commandLineRules: [String: RuleSetting]
    public let limits: ParseLimits
    /// The linter for files no configuration file tells apart.
    let sharedLinter: Linter
    /// What the linted tree's Xcode projects say about the devices each file runs on.
    let devices: AppDevices

    /// Finds the configuration as the CLI does (explicit path, else .higlint.yml in
    /// `directory` or its parents), applies edition/locale/--rule settings. Throws a
    /// `CommandFailure` whose description is the exit-2 message.
    public init(options: LintOptions) throws {
        self.options = options
        // Files to write are checked before anything is read: a typo in `--output` is said at once.
        if let output = options.output { try Files.checkWritable(output, what: "the report") }
        if let writeBaseline = options.writeBaseline { try Files.checkWritable(writeBaseline, what: "the baseline") }
        let file = options.readsConfiguration
            ? try Files.configuration(named: options.configurationPath, from: options.directory) : nil
        let commandLineRules = try Self.ruleSettings(options.ruleSettings)
        var base = LintConfiguration(edition: options.edition ?? file?.edition ?? .current,
                                     locale: options.locale ?? file?.locale
                                         ?? MessageLocale.fromEnvironment(ProcessInfo.processInfo.environment))
        if file == nil {
            for (id, setting) in commandLineRules {
                if let severity = setting.severity { base.severities[id] = severity }
            }
        }
        // An app whose Xcode projects say iPhone only runs on iOS in a compact width; configuration's
        // `platform` (and its overrides') win over it. Files their targets tell apart: `base(for:)`.
        let devices = XcodeProjectDevices.scan(roots: Self.projectRoots(options))
        if devices.isPhoneOnly {
            base.reading.platform = .iOS
        } else if devices.isPadOnly {
            base.reading.platform = .iPadOS
            base.reading.runsOnIPadOnly = true
        }
        var limits = ParseLimits.default
        if let size = options.maxFileSize ?? file?.maxFileSize { limits.setMaxFileSize(size) }
        self.configurationFile = file
        self.commandLineRules = commandLineRules
        self.base = base
        self.devices = devices
        self.limits = limits
        self.sharedLinter = Linter(configuration: base, limits: limits, readers: options.readers)
    }

    /// Lints one document held in memory as if it were the file at `path` (which need not
    /// exist): the configuration and overrides for that path, the reader chosen by its
    /// extension, suppression comments applied; no baseline, no shard. Never throws. `project`
    /// is what the other files of the project declare (`ScreenReader.index`), for content that
    /// one file shows and another declares.
    public func lintDocument(_ bytes: [UInt8], path: String, project: (any ProjectIndex)? = nil) -> [Diagnostic] {
        linter(for: path).lint(bytes: bytes, path: path, project: project)
    }

    /// `lintDocument`, with every popover read described (`higlint popovers`; a language server's
    /// document symbols).
    public func lintDocumentFile(_ bytes: [UInt8], path: String, project: (any ProjectIndex)? = nil) -> LintedFile {
        var linter = linter(for: path)
        linter.recordsPopovers = true
        return linter.lintFile(bytes: bytes, path: path, project: project)
    }

    /// `lintDocument`, with its screens drawn as the HTML report draws them (`LintedFile.drawings`),
    /// from the same reading.
    public func lintAndDrawDocument(_ bytes: [UInt8], path: String, project: (any ProjectIndex)? = nil) -> LintedFile {
        var linter = linter(for: path)
        linter.drawsScreens = true
        return linter.lintFile(bytes: bytes, path: path, project: project)
    }

    /// The configuration one file is linted with: the configuration file's rules, its overrides
    /// that match `path` (relative paths are taken from `options.directory`), then `--rule`.
    public func configuration(for path: String) -> LintConfiguration {
        let base = base(for: path)
        guard let file = configurationFile else { return base }
        return file.configuration(for: absolute(path), base: base, commandLine: commandLineRules)
    }

    /// The lowest severity that makes the exit status 1.
    public var failOn: Severity {
        options.failOn ?? configurationFile?.failOn ?? .error
    }

    /// With a configuration file each file gets its own rules; without one, all share one linter.
    func linter(for path: String) -> Linter {
        guard !lintsEveryFileAlike else { return sharedLinter }
        return Linter(configuration: configuration(for: path), limits: limits, readers: options.readers)
    }

    func absolute(_ path: String) -> String {
        FileCollector.absolute(path.hasPrefix("/") ? path : options.directory + "/" + path)
    }

    /// The linted folders an Xcode project is looked for in: the paths given (files among them
    /// lead nowhere), or the folder linted when none is.
    static func projectRoots(_ options: LintOptions) -> [String] {
        let paths = options.paths.isEmpty ? ["."] : options.paths.filter { $0 != "-" }
        let current = XcodeTarget.joined("/", options.directory)
        var roots: [String] = []
        for path in paths {
            let absolute = XcodeTarget.joined(current, path)
            // `higlint Sources/`, `higlint App/Share.swift`, or `higlint .` inside `App/`: the app's
            // project may be in a folder above the path, up to the repository's root (outside a
            // repository, up to the current folder).
            let top = XcodeProjectDevices.repositoryRoot(of: absolute) ?? (XcodeTarget.isAtOrBelow(absolute, current) ? current : nil)
            let root = top.flatMap { XcodeProjectDevices.projectFolder(around: absolute, within: $0) } ?? absolute
            if !roots.contains(root) { roots.append(root) }
        }
        // A folder below another is searched with it.
        return roots.filter { root in !roots.contains { $0 != root && XcodeTarget.isAtOrBelow(root, $0) } }
    }

    /// `--rule popover-oversize=off`: unknown ids and severities are exit status 2.
    static func ruleSettings(_ settings: [String]) throws -> [String: RuleSetting] {
        var result: [String: RuleSetting] = [:]
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw CommandFailure("--rule takes id=severity, not '\(setting)'") }
            guard RuleRegistry.allIDs.contains(parts[0]) else {
                throw CommandFailure("--rule: unknown rule '\(parts[0])'"
                                     + Suggestions.didYouMean(parts[0], in: RuleRegistry.allIDs, otherwise: "; `higlint rules` lists every rule"))
            }
            if parts[1] == "off" {
                result[parts[0]] = RuleSetting(severity: .some(nil))
            } else if let severity = Severity(rawValue: parts[1]) {
                result[parts[0]] = RuleSetting(severity: .some(severity))
            } else {
                throw CommandFailure("--rule \(parts[0]): severity '\(parts[1])' is not off, info, warning or error")
            }
        }
        return result
    }
}
