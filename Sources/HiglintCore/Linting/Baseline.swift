import Foundation

/// Today's findings, recorded so that a team can adopt higlint without fixing everything first,
/// while every new finding still fails the build.
///
/// A finding is known by its rule, its file (relative to the baseline file) and its locator: the
/// screen, the element (its `id`, else its place in the tree) and the key. Never a line number, so
/// editing unrelated lines or moving a block keeps the baseline valid. Several equal findings are
/// counted: a baseline with one hides one.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable {
        public var rule: String
        public var file: String
        public var locator: String
        public var message: String

        var key: String { rule + "\u{1F}" + file + "\u{1F}" + locator }
    }

    public var entries: [Entry]
    /// The folder file paths in the baseline are relative to.
    public var directory: String

    public struct Outcome: Sendable {
        public var kept: [Diagnostic]
        public var hidden: Int
        /// Entries that matched no finding: fixed, or changed beyond recognition.
        public var stale: [Entry]
    }

    public init(entries: [Entry], directory: String) {
        self.entries = entries
        self.directory = directory
    }

    public init(diagnostics: [Diagnostic], directory: String) {
        self.directory = directory
        self.entries = diagnostics.map { Entry(rule: $0.ruleID, file: Self.relative($0.file, to: directory), locator: $0.locator, message: $0.message) }
    }

    /// The largest baseline read: some 100,000 findings, far more than any team adopts a linter
    /// with. A pull request can change the baseline too, and a 170 MB one cost 41 s and 3.4 GB
    /// before there was a limit; at this one, reading costs about a second and 120 MB.
    public static let maxFileSize = 16 << 20

    public static func load(_ path: String) throws -> Baseline {
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        switch InputReader.read(pathBytes: Array(path.utf8), limit: maxFileSize) {
        case .bytes(let bytes): return try parse(Data(bytes), directory: directory, shownAs: path)
        case .tooLarge(let size): throw InputError(description: "\(PathText.displayed(path)): \(tooLarge(size))")
        case .failed(let reason): throw InputError(description: "\(PathText.displayed(path)): \(unreadable(path, reason: reason))")
        }
    }

    /// A baseline file's bytes; `shownAs` names it in errors.
    public static func parse(_ data: Data, directory: String, shownAs path: String) throws -> Baseline {
        guard let file = try? JSONDecoder().decode(File.self, from: data) else {
            throw InputError(description: "\(PathText.displayed(path)): not a higlint baseline (expected {\"version\": 1, \"findings\": [{\"rule\", \"file\", \"locator\"}, ...]})")
        }
        let entries = file.findings.map { Entry(rule: $0.rule, file: $0.file, locator: $0.locator, message: $0.message ?? "") }
        return Baseline(entries: entries, directory: directory)
    }

    /// The file's shape: what `render` writes.
    private struct File: Decodable {
        struct Finding: Decodable {
            var rule: String
            var file: String
            var locator: String
            var message: String?
        }
        var findings: [Finding]
    }

    /// `size` is a number of bytes, or "more than N" for a stream.
    static func tooLarge(_ size: String) -> String {
        "the baseline is \(size) bytes, over the \(maxFileSize >> 20) MiB higlint reads; "
            + "fix or turn off the rules that fire most, then record it again with --write-baseline"
    }

    /// Why the baseline could not be read: a missing file says how to make one.
    private static func unreadable(_ path: String, reason: String) -> String {
        guard !FileManager.default.fileExists(atPath: path) else { return "cannot read the baseline file (\(reason))" }
        return "no such baseline file; record today's findings in it with `higlint --write-baseline \(path)`"
    }

    /// `render()`'s text, or why it is not written: a baseline too large to be read back.
    public func renderChecked() throws -> String {
        let text = render()
        guard text.utf8.count <= Self.maxFileSize else {
            throw InputError(description: "\(entries.count) findings: \(Self.tooLarge(String(text.utf8.count)))")
        }
        return text
    }

    /// The baseline file's text: sorted, one finding per line, so that it diffs well in review.
    public func render() -> String {
        let sorted = entries.sorted { ($0.file, $0.rule, $0.locator, $0.message) < ($1.file, $1.rule, $1.locator, $1.message) }
        var output = "{\n  \"version\": 1,\n  \"findings\": ["
        for (index, entry) in sorted.enumerated() {
            output += index == 0 ? "\n    " : ",\n    "
            output += "{\"rule\": \(JSON.string(entry.rule)), \"file\": \(JSON.string(entry.file)), "
            output += "\"locator\": \(JSON.string(entry.locator)), \"message\": \(JSON.string(entry.message))}"
        }
        output += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return output
    }

    /// Hides the findings the baseline knows, as many of each as it recorded. `linted` lists
    /// the files of the run (as reported): only their entries can be stale.
    public func filter(_ diagnostics: [Diagnostic], linted: [String]) -> Outcome {
        let filter = BaselineFilter(self)
        for path in linted { filter.noteLinted(path) }
        let kept = filter.filter(diagnostics)
        return Outcome(kept: kept, hidden: filter.hidden, stale: filter.stale)
    }

    /// A reported path (relative to the current folder, or absolute) relative to `directory`,
    /// climbing with `../` when it lies outside. Configuration globs match the same relative path.
    static func relative(_ path: String, to directory: String) -> String {
        guard !path.hasPrefix("<") else { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        // Outside the baseline's folder: climb with ../ so the entry still names the file.
        var baseParts = directory.split(separator: "/")
        let pathParts = standardized.split(separator: "/")
        var common = 0
        while common < min(baseParts.count, pathParts.count), baseParts[common] == pathParts[common] { common += 1 }
        baseParts.removeFirst(common)
        return (Array(repeating: "..", count: baseParts.count) + pathParts[common...].map(String.init)).joined(separator: "/")
    }
}

/// A baseline applied file by file as results stream in: each recorded finding hides one
/// matching diagnostic; what is left over at the end no longer matches anything.
public final class BaselineFilter {
    private let baseline: Baseline
    private var remaining: [String: Int] = [:]
    public private(set) var hidden = 0
    /// The files linted in this run, as the baseline names them: only their entries can be
    /// stale. A shard, or the few files pre-commit passes, says nothing about the others.
    private var linted = Set<String>()
    /// How many stale entries `summary()` lists; the rest are counted.
    public static let staleLinesShown = 20

    public init(_ baseline: Baseline) {
        self.baseline = baseline
        for entry in baseline.entries { remaining[entry.key, default: 0] += 1 }
    }

    /// Notes that `path` (as reported) was linted in this run.
    public func noteLinted(_ path: String) {
        linted.insert(Baseline.relative(path, to: baseline.directory))
    }

    /// The diagnostics the baseline does not know.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            let key = Baseline.Entry(rule: diagnostic.ruleID, file: Baseline.relative(diagnostic.file, to: baseline.directory),
                                     locator: diagnostic.locator, message: "").key
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            hidden += 1
            return false
        }
    }

    /// Entries that matched no finding: fixed, or changed beyond recognition. Only entries of
    /// files linted in this run count, and those of files that no longer exist (deleted, so
    /// certainly fixed).
    public var stale: [Baseline.Entry] {
        var left = remaining
        var result: [Baseline.Entry] = []
        var counts: [String: Bool] = [:]  // per file: whether its entries can be stale
        for entry in baseline.entries where (left[entry.key] ?? 0) > 0 {
            let fileCounts = counts[entry.file] ?? (linted.contains(entry.file) || isGone(entry.file))
            counts[entry.file] = fileCounts
            guard fileCounts else { continue }
            left[entry.key]! -= 1
            result.append(entry)
        }
        return result.sorted { ($0.file, $0.rule, $0.locator) < ($1.file, $1.rule, $1.locator) }
    }

    /// Whether a baseline entry's file (relative to the baseline) no longer exists.
    private func isGone(_ file: String) -> Bool {
        guard !file.hasPrefix("<") else { return false }
        let path = file.hasPrefix("/") ? file : baseline.directory + "/" + file
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// The lines for standard error: how many findings were hidden, and what no longer matches
    /// (the first `staleLinesShown` entries, then how many more).
    public func summary() -> [String] {
        var lines = ["higlint: the baseline hid \(hidden) finding\(hidden == 1 ? "" : "s")"]
        let stale = self.stale
        if !stale.isEmpty {
            lines.append("higlint: \(stale.count) baseline entr\(stale.count == 1 ? "y matches" : "ies match") nothing any more (fixed? rewrite it with --write-baseline):")
            // The file comes from the baseline, which a pull request can change: quoted like any
            // path, and each line goes through `safeLogLine` on its way out.
            lines += stale.prefix(Self.staleLinesShown).map { "  \(PathText.displayed($0.file)): \($0.rule) at \($0.locator)" }
            if stale.count > Self.staleLinesShown { lines.append("  and \(stale.count - Self.staleLinesShown) more") }
        }
        return lines
    }
}
