import Foundation

/// A problem in a configuration file: exit status 2 with `file:line:column: message`, and
/// nothing is linted with a half-read configuration.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition
    public var message: String

    public var description: String { "\(PathText.displayed(file)):\(position.line):\(position.column): \(message)" }
}

/// A rule's setting in configuration: its severity (nil: off) and option values.
public struct RuleSetting: Sendable, Equatable {
    /// `.some(nil)` turns the rule off; nil leaves the severity as it was.
    public var severity: Severity??
    public var options: [String: Double]

    public init(severity: Severity?? = nil, options: [String: Double] = [:]) {
        self.severity = severity
        self.options = options
    }

    /// This setting applied over `base`: what it says wins, what it leaves out stays.
    func over(_ base: RuleSetting?) -> RuleSetting {
        var result = base ?? RuleSetting()
        if let severity { result.severity = severity }
        result.options.merge(options) { _, new in new }
        return result
    }
}

/// `overrides:` — rules for the files that match.
public struct ConfigurationOverride: Sendable {
    public var files: [Glob]
    public var rules: [String: RuleSetting]
    /// `platform`, `sizeClass`, `viewport` for the files it matches.
    public var reading = ReadingContext()
    /// The folder the patterns are relative to (the file that wrote them).
    public var base: String
}

/// The configuration keys that say where storyboards and Swift run, at the top level and per override.
enum ReadingKeys {
    static let all = ["platform", "sizeClass", "viewport"]
}

/// `.higlint.yml`, read and checked, with everything it extends already folded in.
public struct ConfigurationFile: Sendable {
    public static let fileName = ".higlint.yml"
    public static let keys = ["edition", "locale", "include", "exclude", "fail-on", "rules", "overrides", "extends", "baseline",
                              "max-file-size"] + ReadingKeys.all

    /// The file's path, and the folder its globs and paths are relative to.
    public var path: String
    public var directory: String
    public var edition: Edition?
    public var locale: MessageLocale?
    public var include: [Glob]?
    public var exclude: [Glob]?
    public var failOn: Severity?
    public var rules: [String: RuleSetting] = [:]
    public var overrides: [ConfigurationOverride] = []
    /// Absolute path of the baseline file, if configured.
    public var baseline: String?
    /// `max-file-size`: the size limit for every kind of file, in bytes (`--max-file-size` wins).
    public var maxFileSize: Int?
    /// `platform`, `sizeClass`, `viewport`: where storyboards and Swift run when they cannot say.
    public var reading = ReadingContext()

    /// How many `extends` one configuration may chain: deep enough for any real layering
    /// (project → team → company), shallow enough that a hostile chain cannot exhaust the stack.
    public static let maxExtendsDepth = 32

    /// The largest configuration file read, 256 KiB: a real one is a few kilobytes, and 9.8 MB
    /// of overrides ran past 60 s (issue #30). Past it the file is refused before it is parsed.
    public static let maxFileSize = 256 * 1024

    /// What each rule option may be: a value out of range was taken silently (issue #30:
    /// `maxViewportFraction: -5` made every popover oversize) and is a configuration error now.
    static let optionRanges: [String: (admits: @Sendable (Double) -> Bool, words: String)] = [
        "maxWidth": ({ $0 > 0 }, "a number of points greater than 0"),
        "minWidth": ({ $0 > 0 }, "a number of points greater than 0"),
        "maxViewportFraction": ({ $0 > 0 && $0 <= 100 }, "greater than 0 and at most 1 (a share of the viewport's area), or up to 100 as a percentage"),
        "minContrastRatio": ({ $0 >= 1 && $0 <= 21 }, "from 1 to 21 (a contrast ratio)"),
        "maxColorDifference": ({ $0 >= 0 }, "0 or more (a CIE76 colour difference)"),
    ]

    /// Whether `path` may be an extended configuration: a `.yml` or `.yaml` file. `extends` reads
    /// no other file, so `extends: /etc/shadow` quotes nothing of it into an error (issue #30).
    static func isConfigurationName(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    /// `.higlint.yml` in `directory` or the nearest parent that has one.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads `path` and whatever it extends. Throws the first problem, with its place.
    public static func load(_ path: String) throws -> ConfigurationFile {
        try load(path, chain: [], reportedAs: path, extendedAt: nil)
    }

    private static func load(_ path: String, chain: [String], reportedAs shown: String,
                             extendedAt: (file: String, position: SourcePosition)?) throws -> ConfigurationFile {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let position = extendedAt?.position ?? SourcePosition(line: 1, column: 1)
        if chain.count > maxExtendsDepth {
            throw ConfigurationError(file: extendedAt?.file ?? shown, position: position,
                                     message: "'extends' chains more than \(maxExtendsDepth) files; fold some of them into one")
        }
        if chain.contains(absolute) {
            let cycle = (chain + [absolute]).map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " → ")
            throw ConfigurationError(file: extendedAt?.file ?? shown, position: extendedAt?.position ?? SourcePosition(line: 1, column: 1),
                                     message: "'extends' makes a cycle: \(cycle)")
        }
        if let extendedAt, !isConfigurationName(path) {
            throw ConfigurationError(file: extendedAt.file, position: position,
                                     message: "'extends' names '\(path)', which is not a configuration file (.yml or .yaml); higlint reads no other")
        }
        let bytes: [UInt8]
        switch InputReader.read(path: path, limit: maxFileSize) {
        case .bytes(let read): bytes = read
        case .tooLarge(let size):
            let what = extendedAt != nil ? "the extended configuration file '\(path)'" : "the configuration file"
            throw ConfigurationError(file: extendedAt?.file ?? shown, position: position,
                                     message: "\(what) is \(size) bytes, over the \(maxFileSize) higlint reads (a configuration is a few kilobytes)")
        case .failed:
            throw ConfigurationError(file: extendedAt?.file ?? shown, position: position, message: unreadable(path, extended: extendedAt != nil))
        }
        let stream = YAMLReader.read(bytes)
        if let failure = stream.failure {
            throw ConfigurationError(file: shown, position: failure.position, message: "not valid YAML: \(failure.message)")
        }
        var reader = ConfigurationReader(file: shown, directory: URL(fileURLWithPath: absolute).deletingLastPathComponent().path)
        // An empty file, or one of comments only, holds no document: every setting at its default.
        let root = stream.documents.first?.root ?? Node(.mapping([]), range: .fileStart)
        guard root.entries != nil || root.scalar?.isNull == true else {
            throw ConfigurationError(file: shown, position: stream.documents.first?.root.range.start ?? SourcePosition(line: 1, column: 1),
                                     message: "a configuration file is a mapping of settings")
        }
        // A YAML file that holds no configuration key is not a configuration: say so, and quote
        // nothing of it (its first key might be someone's secret, issue #30).
        if let extendedAt, let entries = root.entries, !entries.isEmpty,
           !entries.contains(where: { $0.name.map { keys.contains($0) || ReadingKeys.all.contains($0) } ?? false }) {
            throw ConfigurationError(file: extendedAt.file, position: position,
                                     message: "'extends' names '\(path)', which holds no higlint setting; it is not a configuration file")
        }
        var own = try reader.read(root)
        guard let extends = reader.extends else { return own }
        let target = extends.path.hasPrefix("/") ? extends.path : reader.directory + "/" + extends.path
        let base = try load(target, chain: chain + [absolute], reportedAs: target, extendedAt: (shown, extends.position))
        own.fold(over: base)
        return own
    }

    /// Why `path` could not be read, and what to do about it.
    private static func unreadable(_ path: String, extended: Bool) -> String {
        let what = extended ? "the extended configuration file '\(path)'" : "the configuration file"
        var info = stat()
        if stat(path, &info) != 0 {
            return errno == ENOENT ? "\(what) does not exist" : "cannot read \(what) (\(String(cString: strerror(errno))))"
        }
        if info.st_mode & S_IFMT == S_IFDIR { return "\(what) is a folder, not a file" }
        return access(path, R_OK) != 0 ? "cannot read \(what) (\(String(cString: strerror(errno))))" : "cannot read \(what)"
    }

    /// This file's settings over those of the file it extends.
    mutating func fold(over base: ConfigurationFile) {
        edition = edition ?? base.edition
        locale = locale ?? base.locale
        include = include ?? base.include
        exclude = exclude ?? base.exclude
        failOn = failOn ?? base.failOn
        baseline = baseline ?? base.baseline
        maxFileSize = maxFileSize ?? base.maxFileSize
        reading = base.reading.overlaid(by: reading)
        var merged = base.rules
        for (id, setting) in rules { merged[id] = setting.over(merged[id]) }
        rules = merged
        overrides = base.overrides + overrides
    }

    /// The lint configuration for one file (absolute path): the file's settings, then each
    /// matching override in order, then the command line's `--rule` settings.
    public func configuration(for absolutePath: String, base: LintConfiguration, commandLine: [String: RuleSetting]) -> LintConfiguration {
        var settings = rules
        var reading = base.reading.overlaid(by: self.reading)
        for override in overrides where override.files.contains(where: { $0.matches(Baseline.relative(absolutePath, to: override.base)) }) {
            for (id, setting) in override.rules { settings[id] = setting.over(settings[id]) }
            reading = reading.overlaid(by: override.reading)
        }
        for (id, setting) in commandLine { settings[id] = setting.over(settings[id]) }
        var configuration = base
        configuration.reading = reading
        for (id, setting) in settings {
            if let severity = setting.severity { configuration.severities[id] = severity }
            if !setting.options.isEmpty { configuration.options[id, default: [:]].merge(setting.options) { _, new in new } }
        }
        return configuration
    }

    /// Whether configuration's own `include` names a file found by a folder walk: such a YAML or
    /// JSON file is read as a screen description whatever it holds (docs/sources.md).
    public func includes(walkedFile absolutePath: String) -> Bool {
        guard let include else { return false }
        let relative = Baseline.relative(absolutePath, to: directory)
        return include.contains { $0.matches(relative) }
    }

    /// Whether a file found by a folder walk is linted: it matches `include` (else has a screen
    /// file's extension, one of `readers`') and does not match `exclude`. Files named on the
    /// command line always are.
    public func admits(walkedFile absolutePath: String, readers: ReaderRegistry) -> Bool {
        let relative = Baseline.relative(absolutePath, to: directory)
        if let exclude, exclude.contains(where: { $0.matches(relative) }) { return false }
        if let include { return include.contains { $0.matches(relative) } }
        return readers.reads(absolutePath)
    }

}

/// Reads one configuration file's mapping, checking every key and value against what it means.
private struct ConfigurationReader {
    let file: String
    let directory: String
    var extends: (path: String, position: SourcePosition)?

    init(file: String, directory: String) {
        self.file = file
        self.directory = directory
    }

    private func fail(_ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, position: node.range.start, message: message)
    }

    private func fields(_ node: Node, allowed: [String], owner: String) throws -> [(Entry, String)] {
        guard let entries = node.entries else { throw fail(node, "\(owner) must be a mapping, not \(node.kindName)") }
        var seen = Set<String>()
        var result: [(Entry, String)] = []
        for entry in entries {
            guard let name = entry.name, entry.key.scalar != nil else { throw fail(entry.key, "a key must be a plain name") }
            guard seen.insert(name).inserted else { throw fail(entry.key, "'\(name)' is given twice") }
            if !allowed.isEmpty, !allowed.contains(name) {
                throw fail(entry.key, "unknown key '\(name)' in \(owner)"
                    + Suggestions.didYouMean(name, in: allowed, otherwise: "; expected one of \(allowed.joined(separator: ", "))"))
            }
            result.append((entry, name))
        }
        return result
    }

    /// A scalar that YAML reads as text: not null, a boolean or a number (`include: 5` is a
    /// mistake, not the pattern "5"; quote it to mean that).
    private static func text(of node: Node) -> String? {
        guard let scalar = node.scalar, !scalar.isNull, scalar.bool == nil, scalar.number == nil else { return nil }
        return scalar.text
    }

    private func notAString(_ entry: Entry) -> ConfigurationError {
        fail(entry.value.scalar?.isNull == true ? entry.key : entry.value, "'\(entry.name ?? "")' must be a string, not \(entry.value.kindName)")
    }

    /// A path or other free text.
    private func string(_ entry: Entry) throws -> String {
        guard let text = Self.text(of: entry.value) else { throw notAString(entry) }
        return text
    }

    /// A word to compare with a few choices: any scalar is compared, so `edition: 2011` is
    /// answered with the list of editions.
    private func word(_ entry: Entry) throws -> String {
        guard let scalar = entry.value.scalar, !scalar.isNull else { throw notAString(entry) }
        return scalar.text
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ entry: Entry, _: T.Type) throws -> T where T.RawValue == String {
        let text = try word(entry)
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue)
            throw fail(entry.value, "'\(entry.name ?? "")' is '\(text)'; expected one of \(allowed.joined(separator: ", "))"
                + Suggestions.didYouMean(text, in: allowed))
        }
        return value
    }

    private func globs(_ entry: Entry) throws -> [Glob] {
        let items = entry.value.items ?? [entry.value]
        return try items.map { item in
            guard let text = Self.text(of: item) else {
                throw fail(item, "'\(entry.name ?? "")' takes glob patterns (strings), not \(item.kindName); quote a pattern that YAML would read otherwise")
            }
            do { return try Glob(text) } catch let error as Glob.SyntaxError {
                throw fail(item, "bad glob: \(error.description)")
            }
        }
    }

    private static let listOrMappingKeys: Set<String> = ["include", "exclude", "rules", "overrides"]

    mutating func read(_ root: Node) throws -> ConfigurationFile {
        var result = ConfigurationFile(path: file, directory: directory)
        for (entry, name) in try fields(root.scalar?.isNull == true ? Node(.mapping([]), range: root.range) : root,
                                        allowed: ConfigurationFile.keys, owner: "the configuration") {
            // `rules:` with every rule under it commented out (as `higlint init` writes it) is
            // nothing at all: a list or mapping key left empty is as good as not given.
            if Self.listOrMappingKeys.contains(name), entry.value.scalar?.isNull == true { continue }
            switch name {
            case "edition": result.edition = try choice(entry, Edition.self)
            case "locale":
                let text = try word(entry)
                guard text == "en" || text.lowercased().hasPrefix("ko") else { throw fail(entry.value, "'locale' is '\(text)'; expected en or ko") }
                result.locale = MessageLocale(identifier: text)
            case "include": result.include = try globs(entry)
            case "exclude": result.exclude = try globs(entry)
            case "fail-on": result.failOn = try choice(entry, Severity.self)
            case "rules": result.rules = try rules(entry.value)
            case "overrides":
                guard let items = entry.value.items else { throw fail(entry.value, "'overrides' is a list of {files, rules}") }
                for item in items {
                    var files: [Glob]?
                    var rules: [String: RuleSetting] = [:]
                    var reading = ReadingContext()
                    for (field, fieldName) in try fields(item, allowed: ["files", "rules"] + ReadingKeys.all, owner: "an override") {
                        if fieldName == "files" {
                            files = try globs(field)
                        } else if ReadingKeys.all.contains(fieldName) {
                            try readReadingKey(field, named: fieldName, into: &reading)
                        } else if field.value.scalar?.isNull != true {
                            rules = try self.rules(field.value)
                        }
                    }
                    guard let files else { throw fail(item, "an override needs 'files'") }
                    result.overrides.append(ConfigurationOverride(files: files, rules: rules, reading: reading, base: directory))
                }
            case "extends": extends = (try string(entry), entry.value.range.start)
            case "max-file-size":
                guard let number = entry.value.scalar?.number, number >= 0, number <= Double(Int32.max), number == number.rounded() else {
                    throw fail(entry.value, "'max-file-size' is a number of bytes, 0 or more (10485760 is 10 MiB)")
                }
                result.maxFileSize = Int(number)
            case "baseline":
                let path = try string(entry)
                result.baseline = path.hasPrefix("/") ? path : directory + "/" + path
            case _ where ReadingKeys.all.contains(name): try readReadingKey(entry, named: name, into: &result.reading)
            default: break
            }
        }
        return result
    }

    /// `platform: iPadOS`, `sizeClass: compact` (or `{horizontal, vertical}`), `viewport: {width, height}`:
    /// the keys and values of a screen description (docs/screen-format.md).
    private func readReadingKey(_ entry: Entry, named name: String, into reading: inout ReadingContext) throws {
        switch name {
        case "platform":
            reading.platform = try choice(entry, Platform.self)
        case "sizeClass":
            if entry.value.scalar != nil {
                reading.horizontalSizeClass = try choice(entry, SizeClass.self)
                return
            }
            for (field, _) in try fields(entry.value, allowed: ["horizontal", "vertical"], owner: "'sizeClass'") {
                let value = try choice(field, SizeClass.self)
                if field.name == "horizontal" { reading.horizontalSizeClass = value } else { reading.verticalSizeClass = value }
            }
        default:
            var size: [String: Double] = [:]
            for (field, part) in try fields(entry.value, allowed: ["width", "height"], owner: "'viewport'") {
                guard let number = field.value.scalar?.number, number.isFinite, number > 0 else {
                    throw fail(field.value, "'\(part)' of 'viewport' must be a number of points greater than 0, not \(field.value.scalar.map { "'\($0.text)'" } ?? field.value.kindName)")
                }
                size[part] = number
            }
            guard let width = size["width"], let height = size["height"] else {
                throw fail(entry.value, "'viewport' needs both width and height, in points: {width: 1024, height: 768}")
            }
            reading.viewport = Size(width: width, height: height)
        }
    }

    private func rules(_ node: Node) throws -> [String: RuleSetting] {
        var result: [String: RuleSetting] = [:]
        for (entry, id) in try fields(node, allowed: [], owner: "'rules'") {
            guard RuleRegistry.allIDs.contains(id) else {
                throw fail(entry.key, "unknown rule '\(id)'" + Suggestions.didYouMean(id, in: RuleRegistry.allIDs, otherwise: "; `higlint rules` lists every rule"))
            }
            if entry.value.scalar != nil {
                result[id] = RuleSetting(severity: try severity(entry))
                continue
            }
            let optionNames = RuleRegistry.rule(id).map { type(of: $0).description.options.map(\.name) } ?? []
            var setting = RuleSetting()
            for (field, name) in try fields(entry.value, allowed: ["severity"] + optionNames, owner: "rule '\(id)'") {
                if name == "severity" {
                    setting.severity = try severity(field)
                } else {
                    guard let number = field.value.scalar?.number else {
                        throw fail(field.value, "option '\(name)' of \(id) must be a number, not \(field.value.kindName)")
                    }
                    if let range = ConfigurationFile.optionRanges[name], !(number.isFinite && range.admits(number)) {
                        throw fail(field.value, "option '\(name)' of \(id) is \(field.value.scalar?.text ?? "\(number)"); "
                                   + "the valid range is \(range.words)")
                    }
                    setting.options[name] = number
                }
            }
            result[id] = setting
        }
        return result
    }

    private func severity(_ entry: Entry) throws -> Severity?? {
        let text = try word(entry)
        if text == "off" { return .some(nil) }
        guard let severity = Severity(rawValue: text) else {
            throw fail(entry.value, "severity is '\(text)'; expected off, info, warning or error")
        }
        return .some(severity)
    }
}
