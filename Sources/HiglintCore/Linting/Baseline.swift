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

    public static func load(_ path: String) throws -> Baseline {
        let directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(description: "\(PathText.displayed(path)): cannot read the baseline file")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = object["findings"] as? [[String: Any]]
        else { throw InputError(description: "\(PathText.displayed(path)): not a higlint baseline (expected {\"version\": 1, \"findings\": [...]})") }
        var entries: [Entry] = []
        for finding in findings {
            guard let rule = finding["rule"] as? String, let file = finding["file"] as? String, let locator = finding["locator"] as? String else {
                throw InputError(description: "\(PathText.displayed(path)): a baseline finding needs rule, file and locator")
            }
            entries.append(Entry(rule: rule, file: file, locator: locator, message: finding["message"] as? String ?? ""))
        }
        return Baseline(entries: entries, directory: directory)
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

    /// Hides the findings the baseline knows, as many of each as it recorded.
    public func filter(_ diagnostics: [Diagnostic]) -> Outcome {
        let filter = BaselineFilter(self)
        let kept = filter.filter(diagnostics)
        return Outcome(kept: kept, hidden: filter.hidden, stale: filter.stale)
    }

    /// A reported path (relative to the current folder, or absolute) relative to `directory`.
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

    public init(_ baseline: Baseline) {
        self.baseline = baseline
        for entry in baseline.entries { remaining[entry.key, default: 0] += 1 }
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

    /// Entries that matched no finding: fixed, or changed beyond recognition.
    public var stale: [Baseline.Entry] {
        var left = remaining
        var result: [Baseline.Entry] = []
        for entry in baseline.entries where (left[entry.key] ?? 0) > 0 {
            left[entry.key]! -= 1
            result.append(entry)
        }
        return result.sorted { ($0.file, $0.rule, $0.locator) < ($1.file, $1.rule, $1.locator) }
    }

    /// The lines for standard error: how many findings were hidden, and what no longer matches.
    public func summary() -> [String] {
        var lines = ["higlint: the baseline hid \(hidden) finding\(hidden == 1 ? "" : "s")"]
        let stale = self.stale
        if !stale.isEmpty {
            lines.append("higlint: \(stale.count) baseline entr\(stale.count == 1 ? "y matches" : "ies match") nothing any more (fixed? rewrite it with --write-baseline):")
            // The file comes from the baseline, which a pull request can change: quoted like any
            // path, and each line goes through `safeLogLine` on its way out.
            lines += stale.map { "  \(PathText.displayed($0.file)): \($0.rule) at \($0.locator)" }
        }
        return lines
    }
}
