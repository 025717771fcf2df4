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
            throw InputError(description: "\(path): cannot read the baseline file")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = object["findings"] as? [[String: Any]]
        else { throw InputError(description: "\(path): not a higlint baseline (expected {\"version\": 1, \"findings\": [...]})") }
        var entries: [Entry] = []
        for finding in findings {
            guard let rule = finding["rule"] as? String, let file = finding["file"] as? String, let locator = finding["locator"] as? String else {
                throw InputError(description: "\(path): a baseline finding needs rule, file and locator")
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
        var remaining: [String: [Entry]] = [:]
        for entry in entries { remaining[entry.key, default: []].append(entry) }
        var kept: [Diagnostic] = []
        var hidden = 0
        for diagnostic in diagnostics {
            let key = Entry(rule: diagnostic.ruleID, file: Self.relative(diagnostic.file, to: directory), locator: diagnostic.locator, message: "").key
            if var known = remaining[key], !known.isEmpty {
                known.removeLast()
                remaining[key] = known
                hidden += 1
            } else {
                kept.append(diagnostic)
            }
        }
        let stale = remaining.values.flatMap { $0 }.sorted { ($0.file, $0.rule, $0.locator) < ($1.file, $1.rule, $1.locator) }
        return Outcome(kept: kept, hidden: hidden, stale: stale)
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
