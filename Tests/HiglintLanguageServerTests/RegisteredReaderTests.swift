import Foundation
@testable import HiglintCore
@testable import HiglintLanguageServer
import HiglintSwiftSource
import XCTest

/// A reader registered once reaches the editor too: the server lints the documents its
/// extension names, with the rules, and publishes their findings, as the command line reports them.
final class RegisteredReaderTests: XCTestCase {
    /// A stand-in reader of a made-up file type: every file is one tvOS screen whose button
    /// presents a popover, which tvOS does not have (`popover-unsupported-platform`, at 2:3).
    struct TVScreenReader: ScreenReader {
        var extensions: [String] { ["tvscreen"] }
        var kind: SourceKind { .screenDescription }
        var commentSyntax: CommentSyntax? { nil }

        func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
            var arena = ElementArena()
            let button = arena.add(.button, .root, range: SourceRange(line: 2, column: 3, endLine: 2, endColumn: 9),
                                   typeRange: SourceRange(line: 2, column: 3, endLine: 2, endColumn: 9))
            arena[button].id = "info"
            arena.add(.popover, .presented(by: button), range: SourceRange(line: 3, column: 5, endLine: 3, endColumn: 12),
                      typeRange: SourceRange(line: 3, column: 5, endLine: 3, endColumn: 12))
            var screen = arena.screen(range: SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1))
            screen.name = "Living room"
            screen.platform = .tvOS
            screen.horizontalSizeClass = .regular
            return ScreenReading(screens: [screen], findings: [])
        }
    }

    private func published(readers: ReaderRegistry) -> [HiglintLanguageServer.JSONValue] {
        let harness = ServerHarness(readers: readers)
        harness.initialize()
        harness.open("file://" + harness.root + "/room.tvscreen", "screen\n  button\n    popover\n")
        harness.advance(1)
        return harness.published
    }

    func testTheServerLintsTheFilesOfAReaderItsEnvironmentRegisters() throws {
        let registered = published(readers: ReaderRegistry.standard.with([TVScreenReader()]))
        let diagnostics = try XCTUnwrap(registered.last?["diagnostics"]?.array)
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.string }, ["popover-unsupported-platform"])
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"]?.int, 2, "the popover's line, zero-based")

        XCTAssertEqual(published(readers: ReaderRegistry.standard).count, 0, "without the reader the file is no document the server lints")
    }
}
