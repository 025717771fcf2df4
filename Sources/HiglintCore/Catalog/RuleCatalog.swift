import Foundation
import Synchronization

/// The rule catalog: one Rules/<id>.yml per guideline rule, holding what people read about it
/// (title, quoted guideline text per edition, rationale, messages, examples). The files are
/// compiled in (EmbeddedCatalog.swift, made by scripts/embed-catalog.py) so the binary needs
/// nothing beside it; a test keeps the two identical.
public final class RuleCatalog: Sendable {
    public struct Guideline: Sendable, Equatable {
        public var edition: Edition?
        public var seed: String
        public var url: String
        public var heading: String
        public var quote: String
        /// The Korean translation of this guideline (seed 004), where one exists.
        public var korean: (seed: String, heading: String, quote: String)?

        public static func == (lhs: Guideline, rhs: Guideline) -> Bool {
            lhs.seed == rhs.seed && lhs.quote == rhs.quote && lhs.heading == rhs.heading
        }
    }

    public struct Example: Sendable {
        /// The screen text with the `↓` markers removed.
        public var text: String
        /// Where each `↓` marker stood: the positions the rule must report.
        public var markers: [SourcePosition]
        public var format: String
        /// The kind of file the example is: `swift`; `storyboard` and `xib` are Interface Builder;
        /// anything else (`yaml`, `json`) a screen description.
        public var kind: SourceKind {
            switch format {
            case "swift": .swift
            case "storyboard", "xib": .interfaceBuilder
            default: .screenDescription
            }
        }
        /// The edition the example is linted in (`current` unless it says), for rules or
        /// conditions that hold in one edition only.
        public var edition: Edition
    }

    public struct Entry: Sendable {
        public var id: String
        public var title: LocalizedText
        public var summary: LocalizedText
        public var severity: String
        /// Off in every edition until configuration turns it on.
        public var optIn: Bool
        public var guidelines: [Guideline]
        public var rationale: LocalizedText
        public var messages: [String: LocalizedText]
        /// A message's wording for findings in one kind of file, where it differs from `messages`
        /// (which speaks of screen descriptions' keys): `swift:` and `interfaceBuilder:` beside
        /// `en` and `ko`. By message key, then kind.
        public var variants: [String: [SourceKind: LocalizedText]] = [:]

        /// The template of `key` for a finding in a file of `kind`: its own wording, else the
        /// message's (which then names nothing particular to one kind of file).
        public func message(_ key: String, for kind: SourceKind) -> LocalizedText? {
            variants[key]?[kind] ?? messages[key]
        }
        /// The entry's `examples` as written; they are read when asked for (tests, `explain`,
        /// hover), not when a lint run words its findings.
        var examples: Node?
        public var badExamples: [Example] { examples(under: "bad") }
        public var goodExamples: [Example] { examples(under: "good") }

        private func examples(under key: String) -> [Example] {
            (examples?.entries?.first { $0.name == key }?.value.items ?? []).compactMap(RuleCatalog.example)
        }

        /// Editions in which the rule is on although its own text holds no statement for it, or
        /// off although one does (`offIn`): `popover-deprecated-api` is off in ios-2011, whose
        /// text predates the deprecation.
        public var offIn: [Edition]

        /// What `lint --fix` does for a finding of the rule, when it offers a fix (docs/fixes.md):
        /// in a screen description (YAML or JSON).
        public var fix: FixNote?
        /// What it does in Swift, when the rule offers a fix there (`fix.swift`). Interface
        /// Builder files get none.
        public var swiftFix: FixNote?

        /// The kinds of file the rule cannot fire on, each with the reason (`notIn`): what that
        /// kind of file does not say that the rule needs. `explain` shows it.
        public var notIn: [SourceKind: LocalizedText] = [:]

        /// The guideline an edition cites: its own text when the catalog quotes one; else the API
        /// reference, which holds in every edition; else (a rule configuration turned on where its
        /// edition says nothing) the current edition's, else the first listed.
        public func guideline(for edition: Edition) -> Guideline? {
            guidelines.first { $0.edition == edition }
                ?? guidelines.first { $0.edition == nil }
                ?? guidelines.first { $0.edition == .current }
                ?? guidelines.first
        }

        /// The editions the rule is on in when configuration says nothing. scripts/embed-catalog.py
        /// derives them from `guidelines`, `offIn` and `optIn` (docs/rules.md, "Editions") into the
        /// rule's generated `description`, the one derivation; this reads that.
        public var defaultEditions: [Edition] {
            RuleRegistry.rule(id).map { type(of: $0).description.defaultEditions } ?? []
        }
    }

    /// Catalog files by rule id; each is parsed the first time its rule is asked for, so a
    /// run that reports two rules does not pay for parsing twenty-five (startup time).
    private let sources: [String: String]
    private let parsed = Mutex<[String: Entry]>([:])

    public static let shared = RuleCatalog(sources: EmbeddedCatalog.files)

    /// `sources` maps file names (`popover-nested.yml`) to their text.
    public init(sources: [String: String]) {
        var byID: [String: String] = [:]
        for (name, text) in sources {
            byID[name.hasSuffix(".yml") ? String(name.dropLast(4)) : name] = text
        }
        self.sources = byID
    }

    /// Every entry that parses; a broken entry is caught by CatalogTests and here only loses its words.
    public var entries: [String: Entry] {
        var result: [String: Entry] = [:]
        for id in sources.keys {
            if let entry = self[id] { result[id] = entry }
        }
        return result
    }

    public subscript(id: String) -> Entry? {
        parsed.withLock { parsed in
            if let entry = parsed[id] { return entry }
            guard let text = sources[id], let entry = try? Self.parse(text) else { return nil }
            parsed[id] = entry
            return entry
        }
    }

    /// A rule's fix as the catalog describes it: safe or unsafe, and the change in words.
    public struct FixNote: Sendable {
        public var applicability: Fix.Applicability
        public var text: LocalizedText
    }

    public struct CatalogError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Parses one catalog file; throws with the reason when a required field is missing.
    public static func parse(_ text: String) throws -> Entry {
        let stream = YAMLReader.read(Array(text.utf8))
        if let failure = stream.failure { throw CatalogError(description: "\(failure.position): \(failure.message)") }
        guard let root = stream.documents.first?.root else { throw CatalogError(description: "empty catalog file") }
        func field(_ node: Node?, _ key: String) -> Node? {
            node?.entries?.first { $0.name == key }?.value
        }
        func string(_ node: Node?, _ key: String) throws -> String {
            guard let text = field(node, key)?.scalar?.text else { throw CatalogError(description: "missing '\(key)'") }
            return text
        }
        func localized(_ node: Node?, _ key: String) throws -> LocalizedText {
            let value = field(node, key)
            return LocalizedText(en: try string(value, "en"), ko: try string(value, "ko"))
        }
        let id = try string(root, "id")
        var guidelines: [Guideline] = []
        for item in field(root, "guidelines")?.items ?? [] {
            let korean = field(item, "ko")
            guidelines.append(Guideline(
                edition: field(item, "edition")?.scalar.flatMap { Edition(rawValue: $0.text) },
                seed: try string(item, "seed"),
                url: try string(item, "url"),
                heading: (try? string(item, "heading")) ?? "",
                quote: try string(item, "quote"),
                korean: korean.map { (seed: (try? string($0, "seed")) ?? "", heading: (try? string($0, "heading")) ?? "", quote: (try? string($0, "quote")) ?? "") }))
        }
        var messages: [String: LocalizedText] = [:]
        var variants: [String: [SourceKind: LocalizedText]] = [:]
        for entry in field(root, "messages")?.entries ?? [] {
            guard let key = entry.name else { continue }
            messages[key] = LocalizedText(en: try string(entry.value, "en"), ko: try string(entry.value, "ko"))
            for kind in [SourceKind.swift, .interfaceBuilder] {
                if let variant = field(entry.value, kind.rawValue) {
                    variants[key, default: [:]][kind] = LocalizedText(en: try string(variant, "en"), ko: try string(variant, "ko"))
                }
            }
        }
        func fixNote(_ node: Node, _ name: String) throws -> FixNote {
            guard let applicability = field(node, "applicability")?.scalar.flatMap({ Fix.Applicability(rawValue: $0.text) }) else {
                throw CatalogError(description: "\(name).applicability must be safe or unsafe")
            }
            return FixNote(applicability: applicability, text: LocalizedText(en: try string(node, "en"), ko: try string(node, "ko")))
        }
        var fix: FixNote?
        var swiftFix: FixNote?
        if let node = field(root, "fix") {
            fix = try fixNote(node, "fix")
            swiftFix = try field(node, "swift").map { try fixNote($0, "fix.swift") }
        }
        var entry = Entry(
            id: id,
            title: try localized(root, "title"),
            summary: try localized(root, "summary"),
            severity: try string(root, "severity"),
            optIn: field(root, "optIn")?.scalar?.text == "true",
            guidelines: guidelines,
            rationale: try localized(root, "rationale"),
            messages: messages,
            examples: field(root, "examples"),
            offIn: try (field(root, "offIn")?.items ?? []).map { item in
                guard let edition = item.scalar.flatMap({ Edition(rawValue: $0.text) }) else {
                    throw CatalogError(description: "offIn lists an unknown edition")
                }
                return edition
            })
        entry.fix = fix
        entry.swiftFix = swiftFix
        entry.variants = variants
        for item in field(root, "notIn")?.entries ?? [] {
            guard let name = item.name, let kind = SourceKind(rawValue: name), kind != .screenDescription else {
                throw CatalogError(description: "notIn names '\(item.name ?? "")'; the kinds are swift and interfaceBuilder")
            }
            entry.notIn[kind] = LocalizedText(en: try string(item.value, "en"), ko: try string(item.value, "ko"))
        }
        return entry
    }

    /// An example is a block of screen YAML (or `{format: json, text: …}`) where `↓` marks
    /// each place the rule must report.
    static func example(_ node: Node) -> Example? {
        var format = "yaml"
        var edition = Edition.current
        var raw: String
        if let scalar = node.scalar {
            raw = scalar.text
        } else if let entries = node.entries, let text = entries.first(where: { $0.name == "text" })?.value.scalar?.text {
            raw = text
            format = entries.first(where: { $0.name == "format" })?.value.scalar?.text ?? "yaml"
            if let name = entries.first(where: { $0.name == "edition" })?.value.scalar?.text {
                guard let named = Edition(rawValue: name) else { return nil }
                edition = named
            }
        } else {
            return nil
        }
        let (clean, markers) = unmarked(raw)
        return Example(text: clean, markers: markers, format: format, edition: edition)
    }

    /// Text without its `↓` markers, and the place (line, column) each marker stood.
    static func unmarked(_ marked: String) -> (text: String, markers: [SourcePosition]) {
        var markers: [SourcePosition] = []
        var clean = ""
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append(SourcePosition(line: line, column: column))
                continue
            }
            clean.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (clean, markers)
    }
}
