import Foundation
@testable import HiglintCore
import XCTest

/// Which files a folder walk reads (docs/sources.md, "Which files"): screen descriptions only when
/// they say so, no build or dependency folders, nothing git ignores.
final class ScreenDeclarationTests: XCTestCase {
    private func declares(_ text: String, _ name: String) -> Bool {
        ScreenDeclaration.declares(Array(text.utf8), path: name)
    }

    func testScreensThatSaySoAreRead() {
        XCTAssertTrue(declares("screen: Settings\nplatform: iOS\nelements: []\n", "a.yaml"))
        XCTAssertTrue(declares("# a comment\n---\nscreen: Settings\n", "a.yml"))
        XCTAssertTrue(declares("- screen: One\n  platform: iOS\n- screen: Two\n", "list.yaml"))
        XCTAssertTrue(declares(#"{"elements": [{"type": "text"}], "platform": "iOS", "scren": "typo"}"#, "typo.json"))
        XCTAssertTrue(declares("scren: Typo\nplatform: iPadOS\nelements:\n  - {type: text}\n", "typo.yaml"))
        XCTAssertTrue(declares(#"[{"screen": "A", "platform": "iOS", "elements": []}]"#, "a.json"))
        XCTAssertTrue(declares(#"{"$schema": "../schema/screen.schema.json", "name": "x"}"#, "a.json"))
        XCTAssertTrue(declares("# yaml-language-server: $schema=./screen.schema.json\nname: x\n", "a.yaml"))
        XCTAssertTrue(declares("\u{FEFF}{\"screen\": \"A\"}", "bom.json"))
    }

    func testOtherYAMLAndJSONIsNot() {
        XCTAssertFalse(declares(#"{"info": {"author": "xcode", "version": 1}}"#, "Contents.json"))
        XCTAssertFalse(declares(#"{"images": [{"idiom": "universal", "screen": "x"}], "info": {}}"#, "Contents.json"))
        XCTAssertFalse(declares("{\"extends\": [\"config:base\"],\n \"packageRules\": [{\"enabled\": true},],\n}\n", "renovate.json"))
        XCTAssertFalse(declares("name: Notes\ntargets:\n  Notes:\n    platform: iOS\n    elements: [a]\n", "project.yml"))
        XCTAssertFalse(declares("coverage:\n  status: {project: {default: {target: 80%}}}\n", "codecov.yml"))
        XCTAssertFalse(declares(#"[{"id": 1, "elements": ["milk"]}, {"screen": "second item"}]"#, "response.json"))
        XCTAssertFalse(declares(#"{"note.share": "Share", "popover.title": "Tags"}"#, "en.json"))
        XCTAssertFalse(declares("just a string\n", "a.yaml"))
        XCTAssertFalse(declares("", "empty.json"))
        XCTAssertFalse(declares("key: [unclosed\n", "broken.yaml"))
        XCTAssertFalse(declares(#"{"$schema": "https://docs.renovatebot.com/renovate-schema.json"}"#, "renovate.json"))
    }

    /// The screen schema is named by its file name, exactly: a server-driven UI's own
    /// `home-screen.schema.json`, or a backup of the file, is another schema.
    func testOnlyTheScreenSchemaItselfDeclaresAScreen() {
        XCTAssertTrue(declares(#"{"$schema": "https://example.com/higlint/screen.schema.json#", "name": "x"}"#, "a.json"))
        XCTAssertTrue(declares("# yaml-language-server: $schema=../../docs/schema/screen.schema.json \nname: x\n", "a.yaml"))
        XCTAssertFalse(declares(#"{"$schema": "./schemas/home-screen.schema.json", "version": 2, "sections": []}"#, "home.json"))
        XCTAssertFalse(declares(#"{"$schema": "screen.schema.json.bak"}"#, "a.json"))
        XCTAssertFalse(declares(#"{"$schema": "../notscreen.schema.json"}"#, "a.json"))
        XCTAssertFalse(declares("# yaml-language-server: $schema=./schemas/lockscreen.schema.json\nwidgets: []\n", "widgets.yml"))
    }

    func testTheFirstBytesOfALargeFileTell() {
        // A file over the size limit is looked at only as far as its first bytes.
        let start = #"{"screen": "Huge", "platform": "iOS", "elements": [{"type": "text", "text": "#
        XCTAssertTrue(declares(start, "huge.json"))
        XCTAssertFalse(declares(#"{"items": [{"screen": 1}, {"a": "#, "fixture.json"))
    }
}

final class GitIgnoreRulesTests: XCTestCase {
    private func matches(_ pattern: String, _ relative: String) -> Bool? {
        guard let rule = GitIgnoreRules.pattern(pattern, base: []) else { return nil }
        if rule.anchored {
            return GitIgnoreRules.match(rule.segments[...], relative.split(separator: "/").map(String.init)[...])
        }
        return GitIgnoreRules.matchName(rule.segments[0], String(relative.split(separator: "/").last!))
    }

    func testPatternsFollowGitignoreRules() {
        XCTAssertEqual(matches("*.json", "a/b/c.json"), true)
        XCTAssertEqual(matches("/build", "build"), true)
        XCTAssertEqual(matches("/build", "sub/build"), false)
        XCTAssertEqual(matches("doc/*.txt", "doc/a.txt"), true)
        XCTAssertEqual(matches("doc/*.txt", "doc/x/a.txt"), false)
        XCTAssertEqual(matches("**/logs", "a/b/logs"), true)
        XCTAssertEqual(matches("a/**/b", "a/x/y/b"), true)
        XCTAssertEqual(matches("a/**/b", "a/b"), true)
        XCTAssertEqual(matches("out/**", "out/x/y"), true)
        XCTAssertEqual(matches("[Dd]erived", "Derived"), true)
        XCTAssertNil(matches("# a comment", "x"))
        XCTAssertNil(matches("   ", "x"))
        XCTAssertTrue(GitIgnoreRules.pattern("!keep.json", base: [])!.negated)
        XCTAssertTrue(GitIgnoreRules.pattern("build/", base: [])!.foldersOnly)
        XCTAssertEqual(GitIgnoreRules.pattern("\\#file", base: [])!.segments, ["#file"])
    }
}

/// The walk itself, on a tree made here: with git asked and with the `.gitignore` files read by
/// higlint (git missing), the same files.
final class FolderWalkTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-walk-\(UUID().uuidString)")
        let files = [
            ".gitignore": "build/\n*.log.json\nDesign/exports/*.json\n!Design/exports/keep.json\n",
            "App/.gitignore": "Generated/\n",
            "App/View.swift": "struct V {}\n",
            "App/Generated/Strings.swift": "enum S {}\n",
            "App/Main.storyboard": "<document/>\n",
            "Design/a.yaml": "screen: A\n",
            "Design/exports/old.json": "{\"screen\": \"Old\"}\n",
            "Design/exports/keep.json": "{\"screen\": \"Keep\"}\n",
            "Design/trace.log.json": "{\"screen\": \"Log\"}\n",
            "build/Out.swift": "struct O {}\n",
            "Pods/Lib/Lib.swift": "struct L {}\n",
            "node_modules/x/package.json": "{}\n",
            "vendor/v.yaml": "screen: V\n",
            ".hidden/h.yaml": "screen: H\n",
            "notes.txt": "not read\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    override func tearDownWithError() throws {
        unsetenv("HIGLINT_GIT")
        try? FileManager.default.removeItem(at: root)
    }

    private func walked(readsIgnored: Bool = false) throws -> [String] {
        var collector = FileCollector()
        collector.readers = Self.readers
        collector.readsIgnored = readsIgnored
        try collector.add(root.path, stdinName: nil)
        return collector.inputs.map { String($0.displayPath.dropFirst(root.path.count + 1)) }
    }

    /// HiglintCore's readers and a stand-in for the Swift reader, which this target does not link.
    private static let readers = ReaderRegistry.core.with([FakeSwiftReader()])

    private let ownFiles = ["App/Main.storyboard", "App/View.swift", "Design/a.yaml", "Design/exports/keep.json"]

    private func makeWorkTree() throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", root.path]
        try git.run()
        git.waitUntilExit()
        XCTAssertEqual(git.terminationStatus, 0)
    }

    func testAWalkAsksGitWhatItIgnores() throws {
        try makeWorkTree()
        XCTAssertEqual(try walked(), ownFiles)
    }

    func testWithoutGitTheGitignoreFilesAreReadByTheSameRules() throws {
        try makeWorkTree()
        setenv("HIGLINT_GIT", "/nonexistent/git", 1)
        XCTAssertEqual(try walked(), ownFiles)
    }

    func testAFolderThatIsNoWorkTreeIgnoresOnlyBuildAndDependencyFolders() throws {
        setenv("HIGLINT_GIT", "/nonexistent/git", 1)
        let expected = ["App/Generated/Strings.swift", "App/Main.storyboard", "App/View.swift", "Design/a.yaml",
                        "Design/exports/keep.json", "Design/exports/old.json", "Design/trace.log.json", "build/Out.swift"]
        XCTAssertEqual(try walked(), expected)
        unsetenv("HIGLINT_GIT")
        XCTAssertEqual(try walked(), expected)
    }

    func testNoIgnoreReadsIgnoredAndDependencyFoldersButNotHiddenOnes() throws {
        try makeWorkTree()
        let all = try walked(readsIgnored: true)
        XCTAssertTrue(all.contains("Pods/Lib/Lib.swift"), "\(all)")
        XCTAssertTrue(all.contains("node_modules/x/package.json"), "\(all)")
        XCTAssertTrue(all.contains("build/Out.swift"), "\(all)")
        XCTAssertTrue(all.contains("Design/exports/old.json"), "\(all)")
        XCTAssertFalse(all.contains(".hidden/h.yaml"), "\(all)")
    }

    func testWalkedScreenFilesMustDeclareThemselvesButNamedOnesNeedNot() throws {
        var collector = FileCollector()
        collector.readers = Self.readers
        try collector.add(root.path, stdinName: nil)
        XCTAssertTrue(collector.inputs.filter { $0.displayPath.hasSuffix(".yaml") }.allSatisfy(\.isScreenOnlyIfDeclared))
        XCTAssertFalse(collector.inputs.filter { $0.displayPath.hasSuffix(".swift") }.contains(where: \.isScreenOnlyIfDeclared))
        var named = FileCollector()
        try named.add(root.appendingPathComponent("Design/a.yaml").path, stdinName: nil)
        XCTAssertFalse(named.inputs[0].isScreenOnlyIfDeclared)
    }
}

/// A file over the size limit: one limit for every kind, and never an error for valid code.
final class SizeLimitTests: XCTestCase {
    func testSwiftOverTheLimitIsPassedOverOrSkippedWithAWarning() {
        var limits = ParseLimits()
        limits.setMaxFileSize(64)
        let linter = Linter(limits: limits, readers: ReaderRegistry.core.with([FakeSwiftReader()]))
        let generated = Array(("enum Asset {\n" + String(repeating: "  static let a = 1\n", count: 10) + "}\n").utf8)
        let quiet = linter.lintFile(bytes: generated, path: "Assets.swift")
        XCTAssertTrue(quiet.passedOver)
        XCTAssertTrue(quiet.diagnostics.isEmpty)
        let presenting = Array(("func show() {\n" + String(repeating: "  // …\n", count: 10) + "  present(alert, animated: true)\n}\n").utf8)
        let skipped = linter.lintFile(bytes: presenting, path: "Client.swift")
        XCTAssertFalse(skipped.passedOver)
        XCTAssertEqual(skipped.diagnostics.map(\.ruleID), ["skipped-file"])
        XCTAssertEqual(skipped.diagnostics.first?.severity, .warning)
        let storyboard = linter.lintFile(bytes: Array(String(repeating: " ", count: 100).utf8), path: "Main.storyboard")
        XCTAssertEqual(storyboard.diagnostics.map(\.ruleID), ["skipped-file"])
        let screen = linter.lintFile(bytes: Array(String(repeating: " ", count: 100).utf8), path: "s.yaml")
        XCTAssertEqual(screen.diagnostics.map(\.ruleID), ["invalid-document"])
    }

    func testSwiftHasItsOwnDefaultUntilALimitIsSet() {
        var limits = ParseLimits()
        XCTAssertEqual(limits.maxFileSize(for: "a.swift"), 1 << 20)
        XCTAssertEqual(limits.maxFileSize(for: "a.yaml"), 10 << 20)
        limits.setMaxFileSize(5 << 20)
        XCTAssertEqual(limits.maxFileSize(for: "A.SWIFT"), 5 << 20)
        XCTAssertEqual(limits.maxFileSize(for: "a.storyboard"), 5 << 20)
    }

    func testPresentationWordsAreFoundAcrossTheBlocksAFileIsReadIn() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-size-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: url) }
        // `present(` straddles the first 64 KiB block's end.
        let text = String(repeating: "x", count: (1 << 16) - 3) + "present(vc)\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
        XCTAssertTrue(SizeLimit.mentionsPresentation(pathBytes: Array(url.path.utf8)))
        try (String(repeating: "x", count: 200_000) + "\n").write(to: url, atomically: true, encoding: .utf8)
        XCTAssertFalse(SizeLimit.mentionsPresentation(pathBytes: Array(url.path.utf8)))
    }
}

/// Stands for the Swift reader, which this test target does not link.
private struct FakeSwiftReader: ScreenReader {
    var extensions: [String] { ["swift"] }
    var kind: SourceKind { .swift }
    var commentSyntax: CommentSyntax? { .slashes }
    var passesOverOversizeWithoutPresentation: Bool { true }
    func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading { ScreenReading() }
}

/// The problem cap counts distinct findings: one finding repeated (a view shown many times, an
/// aliased subtree) is reported once and leaves room for the findings after it.
final class DistinctCapTests: XCTestCase {
    func testARepeatedFindingDoesNotFillTheCap() {
        var limits = ParseLimits()
        limits.maxProblemsPerFile = 3
        // One oversize popover, aliased 10 times, then three more distinct ones.
        let popover = "{type: button, presents: {type: popover, size: {width: 900, height: 9}}}"
        let yaml = "screen: S\nplatform: iPadOS\nelements:\n  - &big \(popover)\n"
            + String(repeating: "  - *big\n", count: 10)
            + (0..<2).map { _ in "  - \(popover)\n" }.joined()
        let diagnostics = Linter(configuration: LintConfiguration(edition: .ios2011), limits: limits).lint(bytes: Array(yaml.utf8), path: "s.yaml")
        XCTAssertEqual(diagnostics.map(\.ruleID), ["popover-oversize", "popover-oversize", "popover-oversize"], diagnostics.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(diagnostics.map(\.range.start.line), [4, 15, 16])
    }
}
