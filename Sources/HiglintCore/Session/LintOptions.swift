import Foundation

/// What a lint session is asked to do: the command line's `lint` options as one value, so the
/// command line, the fuzz target and a language server make their session the same way. Every
/// field has the command line's default; a language server sets `directory` and perhaps
/// `edition` and `locale`, and leaves the rest.
public struct LintOptions: Sendable {
    /// Files and folders to lint; `-` reads standard input. Empty: the current folder.
    public var paths: [String]
    /// The bytes to open a path by, for paths that are not UTF-8 (keyed by the path as text,
    /// where each such byte reads `\xE9`).
    public var pathBytes: [String: [UInt8]]
    /// The folder configuration is looked for from (it and its parents).
    public var directory: String
    /// `--config`: the configuration file (a relative path is taken from the process's current
    /// folder, as the command line's are); nil looks for `.higlint.yml` from `directory` up.
    public var configurationPath: String?
    /// False: no configuration file at all, whatever is on disk (the fuzz target's runs must
    /// not depend on the folder they start in).
    public var readsConfiguration: Bool
    public var edition: Edition?
    /// Nil: the configuration's, else LC_ALL, LC_MESSAGES or LANG.
    public var locale: MessageLocale?
    /// `--rule id=off|info|warning|error`, as typed; they win over configuration.
    public var ruleSettings: [String]
    public var format: ReportFormat
    /// Where the report goes; nil is standard output.
    public var output: String?
    /// Colour in the text report.
    public var color: Bool
    /// The lowest severity that makes the exit status 1; nil: the configuration's, else error.
    public var failOn: Severity?
    /// Report errors only.
    public var quiet: Bool
    /// Hide the findings recorded in this baseline file (nil: the configuration's baseline).
    public var baseline: String?
    /// Record the findings in this baseline file instead of reporting them.
    public var writeBaseline: String?
    /// The name reported for standard input; its extension picks the format.
    public var stdinFilename: String?
    /// Files linted at once; nil is the number of cores.
    public var jobs: Int?
    public var followLinks: Bool
    /// Lint only this shard of the files.
    public var shard: Shard?
    /// Files larger than this many bytes are not parsed; nil: the defaults (10 MiB, Swift 1 MiB).
    public var maxFileSize: Int?
    /// `--no-ignore`: folder walks also read build and dependency folders and what git ignores.
    public var readsIgnored: Bool
    /// `higlint popovers`: list the popovers read instead of reporting findings.
    public var listsPopovers: Bool
    /// A path holding nothing to lint is not an error.
    public var allowEmpty: Bool
    /// The readers, chosen by extension (`ReaderRegistry`): HiglintCore's by default; the command
    /// line passes `ReaderRegistry.standard`, which adds the Swift reader (HiglintSwiftSource).
    public var readers: ReaderRegistry
    /// `--fix` (write) or `--diff`: apply the findings' fixes (docs/fixes.md).
    public var fixMode: FixMode?
    /// `--unsafe-fixes`: fixing takes the unsafe fixes too.
    public var unsafeFixes: Bool

    public init(paths: [String] = [], pathBytes: [String: [UInt8]] = [:],
                directory: String = FileManager.default.currentDirectoryPath,
                configurationPath: String? = nil, readsConfiguration: Bool = true,
                edition: Edition? = nil, locale: MessageLocale? = nil, ruleSettings: [String] = [],
                format: ReportFormat = .text, output: String? = nil, color: Bool = false,
                failOn: Severity? = nil, quiet: Bool = false, baseline: String? = nil, writeBaseline: String? = nil,
                stdinFilename: String? = nil, jobs: Int? = nil, followLinks: Bool = false, shard: Shard? = nil,
                maxFileSize: Int? = nil, readsIgnored: Bool = false, listsPopovers: Bool = false, allowEmpty: Bool = false,
                readers: ReaderRegistry = .core,
                fixMode: FixMode? = nil, unsafeFixes: Bool = false) {
        self.paths = paths
        self.pathBytes = pathBytes
        self.directory = directory
        self.configurationPath = configurationPath
        self.readsConfiguration = readsConfiguration
        self.edition = edition
        self.locale = locale
        self.ruleSettings = ruleSettings
        self.format = format
        self.output = output
        self.color = color
        self.failOn = failOn
        self.quiet = quiet
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.stdinFilename = stdinFilename
        self.jobs = jobs
        self.followLinks = followLinks
        self.shard = shard
        self.maxFileSize = maxFileSize
        self.readsIgnored = readsIgnored
        self.listsPopovers = listsPopovers
        self.allowEmpty = allowEmpty
        self.readers = readers
        self.fixMode = fixMode
        self.unsafeFixes = unsafeFixes
    }
}
