import Foundation
import HiglintCore
import HiglintSwiftSource

/// Which reader an input goes to. Bytes 0x01–0x05 first pick the configuration, baseline,
/// suppression, language-server and Xcode-project targets, fed the bytes after them; any other input (every screen file, every
/// regression input in Fixtures/hostile/) is the whole pipeline, as it always was, so no seed or
/// kept finding changes meaning. Seeds for the three start with their byte
/// (scripts/fuzz-seeds/).
enum FuzzTarget: Equatable {
    case pipeline
    case configuration
    case baseline
    case suppressions
    case languageServer
    case xcodeProject

    init(selector: UInt8?) {
        switch selector {
        case 0x01: self = .configuration
        case 0x02: self = .baseline
        case 0x03: self = .suppressions
        case 0x04: self = .languageServer
        case 0x05: self = .xcodeProject
        default: self = .pipeline
        }
    }

    // MARK: - Configuration files

    /// `.higlint.yml`: loads or fails with a place and a message; a loaded one answers for files.
    static func configurationProblems(_ bytes: [UInt8]) -> [String] {
        // What `extends` names is read from disk; a fuzzed path into /dev or /proc (an endless
        // /dev/zero) would be the file system under test, not the parser.
        guard !mentionsSystemFolder(bytes) else { return [] }
        let path = scratchFile(".higlint.yml", holding: bytes)
        do {
            let file = try ConfigurationFile.load(path)
            let base = LintConfiguration()
            for name in ["a.yaml", "designs/x/y.json", "legacy/deep/z.yml", ".hidden/q.yaml"] {
                let absolute = scratchFolder + "/" + name
                _ = file.admits(walkedFile: absolute, readers: .standard)
                _ = file.configuration(for: absolute, base: base, commandLine: [:])
            }
            return []
        } catch let error as ConfigurationError {
            return placeProblems(error.position, error.message, what: "configuration error")
        } catch {
            return ["configuration: not a ConfigurationError: \(error)"]
        }
    }

    // MARK: - Baselines

    /// A baseline: loads or fails with a message; a loaded one filters findings, summarises what
    /// is stale in lines that stay lines, and survives rendering and loading again unchanged.
    static func baselineProblems(_ bytes: [UInt8]) -> [String] {
        let path = scratchFile("baseline.json", holding: bytes)
        let baseline: Baseline
        do {
            baseline = try Baseline.load(path)
        } catch let error as InputError {
            return error.description.isEmpty ? ["baseline: an empty error"] : []
        } catch {
            return ["baseline: not an InputError: \(error)"]
        }
        var problems: [String] = []
        let filter = BaselineFilter(baseline)
        _ = filter.filter(sampleDiagnostics)
        for line in filter.summary() where safeLogLine(line).contains("\n") || workflowCommand(safeLogLine(line)) {
            problems.append("baseline: a summary line breaks or reads as a workflow command: \(line.debugDescription)")
        }
        let again = scratchFile("baseline-again.json", holding: Array(baseline.render().utf8))
        if let reloaded = try? Baseline.load(again) {
            if counts(reloaded.entries) != counts(baseline.entries) {
                problems.append("baseline: rendering and loading again changed the entries")
            }
        } else {
            problems.append("baseline: a rendered baseline does not load")
        }
        return problems
    }

    /// Findings of a small screen, for baselines to hide.
    private static let sampleDiagnostics: [Diagnostic] = FuzzPipeline.sessions[0].lintDocument(Array("""
        screen: A
        platform: iPhone
        elements:
          - {id: a, type: button, presents: {type: popover, size: {width: 900, height: 10}}}

        """.utf8), path: "a.yaml")

    // MARK: - Suppression comments

    /// The suppression lexer: every directive it finds has a sane place on its own line, and
    /// lines come in order (the whole pipeline then runs over the same bytes).
    static func suppressionProblems(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        var previousLine = 0
        for directive in YAMLComments.directives(in: bytes) {
            let range = directive.range
            if range.start.line <= previousLine { problems.append("suppressions: directives out of order at \(range)") }
            previousLine = range.start.line
            if range.start.line < 1 || range.start.column < 1 || range.end < range.start || range.end.line != range.start.line {
                problems.append("suppressions: bad range \(range)")
            }
            for rule in directive.rules where rule.range.start < range.start || range.end < rule.range.end || rule.id.isEmpty {
                problems.append("suppressions: rule '\(rule.id)' at \(rule.range) outside its comment \(range)")
            }
        }
        return problems
    }

    // MARK: - Xcode projects

    /// A `project.pbxproj` (docs/sources.md, "Which devices the app runs on"): read from a tree
    /// that holds it, and asked about files in and out of its folders. Its parser and group walk
    /// must neither crash nor hang, whatever the nesting, the cycles of groups or the paths. What
    /// follows a line `//:xcconfig` is the `.xcconfig` files' text instead (`Config/App.xcconfig`,
    /// which a project may name, and which may include itself or `Shared.xcconfig`, the same text).
    static func xcodeProjectProblems(_ bytes: [UInt8]) -> [String] {
        let marker = Array("\n//:xcconfig\n".utf8)
        var project = bytes
        var config: [UInt8] = []
        if let at = firstIndex(of: marker, in: bytes) {
            project = Array(bytes[..<at])
            config = Array(bytes[(at + marker.count)...])
        }
        let folder = scratchFolder + "/xcodeproj"
        let projectFolder = folder + "/App.xcodeproj"
        try? FileManager.default.createDirectory(atPath: projectFolder, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: folder + "/Config", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: projectFolder + "/project.pbxproj", contents: Data(project))
        _ = FileManager.default.createFile(atPath: folder + "/Config/App.xcconfig", contents: Data(config))
        _ = FileManager.default.createFile(atPath: folder + "/Config/Shared.xcconfig", contents: Data(config))
        let devices = XcodeProjectDevices.scan(roots: [folder])
        for file in ["App/ContentView.swift", "Shared/Main.storyboard", "../elsewhere.swift", "App.xcodeproj/x.swift"] {
            _ = devices.isPhoneOnly(file: folder + "/" + file)
        }
        _ = XcodeProjectDevices.deviceFamily(inConfigFile: config, path: folder + "/Config/App.xcconfig")
        return []
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    // MARK: - Helpers

    private static func counts(_ entries: [Baseline.Entry]) -> [Baseline.Entry: Int] {
        Dictionary(entries.map { ($0, 1) }, uniquingKeysWith: +)
    }

    private static func placeProblems(_ position: SourcePosition, _ message: String, what: String) -> [String] {
        var problems: [String] = []
        if position.line < 1 || position.column < 1 { problems.append("\(what) at \(position)") }
        if message.isEmpty { problems.append("\(what) without a message") }
        return problems
    }

    private static func workflowCommand(_ line: String) -> Bool {
        line.drop { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }.hasPrefix("::")
    }

    private static func mentionsSystemFolder(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return ["/dev", "/proc", "/sys"].contains { text.contains($0) }
    }

    /// A folder of this process's own, for the files the readers open by path.
    private static let scratchFolder = ProcessScratch.folder(named: "higlint-fuzz")

    private static func scratchFile(_ name: String, holding bytes: [UInt8]) -> String {
        let path = scratchFolder + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}
