import XCTest
@testable import HiglintCore

/// A reader plugged in by extension gets the same rules, positions, suppressions and schema
/// findings as YAML and JSON.
final class ReaderSeamTests: XCTestCase {
    /// A stand-in for a real reader: one tvOS screen whose button presents a popover, with the
    /// popover's `type` written at 3:5, and a directive on line 5 that hides nothing.
    struct OneTVScreen: ScreenReader {
        var extensions: [String] { ["tvscreen"] }
        var kind: SourceKind { .screenDescription }
        var commentSyntax: CommentSyntax? { nil }

        func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
            var button = ElementDraft(index: 0, parent: nil, relation: .root, range: SourceRange(line: 2, column: 3, endLine: 2, endColumn: 9))
            button.type = .button
            button.id = "info"
            button.presented = [1]
            var popover = ElementDraft(index: 1, parent: 0, relation: .presented, range: SourceRange(line: 3, column: 5, endLine: 3, endColumn: 12))
            popover.type = .popover
            popover.presentation = PresentationAttributes()
            popover.keyPositions["type"] = SourceRange(line: 3, column: 5, endLine: 3, endColumn: 12)
            var screen = Screen(drafts: [button, popover], roots: [0], range: SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1))
            screen.name = "Living room"
            screen.platform = .tvOS
            screen.horizontalSizeClass = .regular
            let unused = SuppressionDirective(commentBody: " higlint-disable-next-line popover-nested", at: SourcePosition(line: 5, column: 5))
            return ScreenReading(screens: [screen],
                                 findings: [Finding(ruleID: "unknown-key", range: SourceRange(line: 4, column: 1, endLine: 4, endColumn: 4),
                                                    messageKey: "unknown", arguments: ["key": "fo", "owner": "element", "suggestion": ""])],
                                 suppressions: unused.map { [$0] } ?? [])
        }
    }

    func testAReaderChosenByExtensionIsLintedLikeAnyScreen() {
        let linter = Linter(readers: ReaderRegistry.core.with([OneTVScreen()]))
        let diagnostics = linter.lint(bytes: [], path: "room.tvscreen")
        XCTAssertEqual(diagnostics.map { "\($0.range.start) \($0.ruleID)" },
                       ["3:5 popover-unsupported-platform", "4:1 unknown-key", "5:32 unused-suppression"])
        XCTAssertEqual(diagnostics.first?.locator, "Living room/#info/presents[0].type")
        // Other files still go to YAML.
        XCTAssertEqual(linter.lint(bytes: Array("screen: A\nplatform: iOS\nelements: []\n".utf8), path: "a.yaml"), [])
    }

    /// A reader registered once is walked to and linted: its files are found in a folder, and
    /// the run reports what it read, with nothing else to change.
    func testARegisteredReaderReachesTheWalkAndTheReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("room.tvscreen"))
        let registry = ReaderRegistry.core.with([OneTVScreen()])
        XCTAssertTrue(registry.extensions.isSuperset(of: ["tvscreen", "yaml", "yml", "json", "storyboard", "xib"]))

        var without = FileCollector()
        XCTAssertFalse(try without.add(folder.path, stdinName: nil))
        var collector = FileCollector()
        collector.readers = registry
        XCTAssertTrue(try collector.add(folder.path, stdinName: nil))
        XCTAssertEqual(collector.inputs.map { ($0.displayPath as NSString).lastPathComponent }, ["room.tvscreen"])

        let session = try LintSession(options: LintOptions(paths: [folder.path], directory: folder.path, readsConfiguration: false,
                                                           format: .json, readers: registry))
        XCTAssertEqual(session.lintDocument([], path: folder.appendingPathComponent("room.tvscreen").path).map(\.ruleID),
                       ["popover-unsupported-platform", "unknown-key", "unused-suppression"])
    }
}
