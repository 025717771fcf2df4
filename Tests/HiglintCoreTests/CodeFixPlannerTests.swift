import XCTest
@testable import HiglintCore

/// Fixes of code (`FixText.code`) through what a reader wrote down of it (`WrittenValue`): a rule's
/// request becomes an edit of the token the reader read, only when the file still holds that
/// text there, the value asked for is spelt for that place, and no comment would go.
final class CodeFixPlannerTests: XCTestCase {
    /// A compact-width iPhone screen whose popover keeps itself a popover: `none` written at
    /// `range` (line 2), as `written` says.
    struct KeptPopover: ScreenReader {
        var range = SourceRange(line: 2, column: 37, endLine: 2, endColumn: 41)
        var written = "none"
        var values: [FixValue: String] = [.word("sheet"): "sheet"]
        var extensions: [String] { ["keptswift"] }
        var kind: SourceKind { .swift }
        var commentSyntax: CommentSyntax? { .slashes }
        var fixText: FixText? { .code }

        func read(_ bytes: [UInt8], path: String, limits: ParseLimits) -> ScreenReading {
            let start = SourceRange(line: 1, column: 1, endLine: 1, endColumn: 7)
            var button = ElementDraft(index: 0, parent: nil, relation: .root, range: start)
            button.type = .button
            button.presented = [1]
            var popover = ElementDraft(index: 1, parent: 0, relation: .presented, range: start)
            popover.type = .popover
            var attributes = PresentationAttributes()
            attributes.compactAdaptation = CompactAdaptation.none
            popover.presentation = attributes
            popover.keyPositions["type"] = start
            popover.keyPositions["compactAdaptation"] = range
            popover.writtenValues[.compactAdaptation] = WrittenValue(range: range, written: written, expression: range, values: values)
            var screen = Screen(drafts: [button, popover], roots: [0], range: start)
            screen.platform = .iOS
            screen.horizontalSizeClass = .compact
            screen.sourceKind = .swift
            return ScreenReading(screens: [screen])
        }
    }

    private let text = "Text()\n    .presentationCompactAdaptation(.none) // keep\n"

    private func fixes(_ reader: KeptPopover, _ text: String? = nil) -> [Fix] {
        Linter(readers: ReaderRegistry.core.with([reader])).lint(bytes: Array((text ?? self.text).utf8), path: "a.keptswift").compactMap(\.fix)
    }

    func testTheTokenReadBecomesTheValueAsked() {
        let fix = fixes(KeptPopover())
        XCTAssertEqual(fix.map(\.title), ["Replace `none` with `sheet`"])
        XCTAssertEqual(fix.first?.applicability, .safe)
        let applied = Fixer().apply(to: Array(text.utf8), diagnostics: [Diagnostic(file: "a", range: KeptPopover().range, severity: .error,
                                                                                    ruleID: "popover-in-compact", message: "", fix: fix.first)],
                                    lineBreaks: .standard)
        XCTAssertEqual(String(decoding: applied.bytes, as: UTF8.self), "Text()\n    .presentationCompactAdaptation(.sheet) // keep\n")
    }

    func testNoFixWhenTheFileDoesNotHoldWhatTheReaderRead() {
        XCTAssertEqual(fixes(KeptPopover(), "Text()\n    .presentationCompactAdaptation(.nope) // keep\n"), [])
        XCTAssertEqual(fixes(KeptPopover(range: SourceRange(line: 9, column: 1, endLine: 9, endColumn: 5))), [], "no such place")
    }

    func testNoFixForAValueNotSpeltThereOrAroundAComment() {
        XCTAssertEqual(fixes(KeptPopover(values: [.word("fullScreen"): "fullScreenCover"])), [])
        let commented = "Text()\n    .presentationCompactAdaptation(.n/**/) // keep\n"
        XCTAssertEqual(fixes(KeptPopover(range: SourceRange(line: 2, column: 37, endLine: 2, endColumn: 42), written: "n/**/"), commented), [])
    }
}
