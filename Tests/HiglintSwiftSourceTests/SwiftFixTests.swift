import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// Fixes of Swift findings (docs/fixes.md, "Swift"): each file of Fixtures/swift-fixes gives the
/// findings its `// expect:` lines state, its fixes make exactly its `.fixed` twin (every byte
/// outside the edited tokens kept), and fixing the fixed text changes nothing.
final class SwiftFixTests: XCTestCase {
    static let folder = SwiftCheckout.root.appendingPathComponent("Fixtures/swift-fixes")

    private func fixture(_ name: String) throws -> (bytes: [UInt8], fixed: [UInt8]) {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let fixed = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".fixed")))
        return (bytes, fixed)
    }

    private func lint(_ bytes: [UInt8], _ name: String) -> [Diagnostic] {
        Linter(readers: ReaderRegistry.core.with([SwiftSourceReader()])).lint(bytes: bytes, path: name)
    }

    private func fix(_ bytes: [UInt8], _ name: String, unsafe: Bool = true) -> Fixer.Result {
        Fixer(includesUnsafe: unsafe).apply(to: bytes, diagnostics: lint(bytes, name), lineBreaks: .standard)
    }

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func testEachFixtureGivesTheFindingsItExpects() throws {
        XCTAssertEqual(Self.names.count, 5)
        for name in Self.names {
            let text = String(decoding: try fixture(name).bytes, as: UTF8.self)
            let expected = text.components(separatedBy: .newlines).compactMap { line -> String? in
                guard let range = line.range(of: "// expect: ") else { return nil }
                return String(line[range.upperBound...])
            }
            XCTAssertEqual(lint(try fixture(name).bytes, name).map { "\($0.ruleID) \($0.range.start)" }.sorted(), expected.sorted(), name)
        }
    }

    func testFixesMakeTheFixedTextAndASecondFixChangesNothing() throws {
        for name in Self.names {
            let (bytes, fixed) = try fixture(name)
            let once = fix(bytes, name)
            XCTAssertEqual(String(decoding: once.bytes, as: UTF8.self), String(decoding: fixed, as: UTF8.self), name)
            XCTAssertEqual(once.bytes, fixed, "\(name): byte for byte (line endings, tabs)")
            let twice = fix(once.bytes, name)
            XCTAssertFalse(twice.changed, "\(name): a second fix changes \(twice.edits)")
            // What the fixes were about is gone, and no finding is new.
            let before = lint(bytes, name), after = lint(once.bytes, name)
            XCTAssertEqual(after.filter { $0.fix != nil }.map(\.message), [], name)
            XCTAssertTrue(after.allSatisfy { left in before.contains { $0.ruleID == left.ruleID && $0.message == left.message } }, name)
            XCTAssertEqual(before.count - after.count, once.fixed, name)
        }
    }

    /// Each fix replaces the token the reader read: a case name, `[]`, `frame`; nothing around it.
    func testEachEditIsOneTokenAndEachTitleSaysTheChange() throws {
        let (bytes, _) = try fixture("compact-adaptation.swift")
        let compact = lint(bytes, "compact-adaptation.swift").compactMap(\.fix)
        XCTAssertEqual(compact.map(\.title), ["Replace `.none` with `.sheet`", "Replace `PresentationAdaptation.popover` with `PresentationAdaptation.sheet`",
                                              "Replace `.popover` with `.sheet`", "Replace `SwiftUI.PresentationAdaptation.none` with `SwiftUI.PresentationAdaptation.sheet`"])
        XCTAssertEqual(Set(compact.map(\.applicability)), [.safe])
        XCTAssertEqual(compact.map { $0.edits.map(\.replacement) }, [["sheet"], ["sheet"], ["sheet"], ["sheet"]])

        let arrows = lint(try fixture("arrow-directions.swift").bytes, "arrow-directions.swift")
        let arrowFixes = arrows.compactMap(\.fix)
        XCTAssertEqual(arrowFixes.count, 6, "every `[]` but the one holding a comment")
        XCTAssertEqual(Set(arrowFixes.map(\.applicability)), [.unsafe])
        XCTAssertEqual(Set(arrowFixes.map(\.title)), ["Replace `[]` with `.any`", "Replace `[   ]` with `.any`"])
        XCTAssertNil(arrows.first { $0.range.start.line == 61 }?.fix, "`[/* none: it floats */]`: the comment would go")
        XCTAssertNil(arrows.first { $0.ruleID == "popover-deprecated-api" }?.fix)

        let rectFindings = lint(try fixture("source-rect-bounds.swift").bytes, "source-rect-bounds.swift")
        // The message names the anchor as the code does, a parameter too, and says the same edit.
        XCTAssertEqual(rectFindings.filter { $0.message.contains("'sender'") && $0.message.contains("`sourceRect = sender.bounds`") }.count, 1,
                       rectFindings.map(\.message).joined(separator: "\n"))
        let rects = rectFindings.compactMap(\.fix)
        XCTAssertEqual(rects.map(\.title), ["Replace `infoButton.frame` with `infoButton.bounds`",
                                            "Replace `self.tagButton.frame` with `self.tagButton.bounds`",
                                            "Replace `frame` with `bounds`", "Replace `sender.frame` with `sender.bounds`"])
        XCTAssertEqual(Set(rects.map(\.applicability)), [.safe])
        XCTAssertTrue(rects.allSatisfy { $0.edits.count == 1 && $0.edits[0].range.end.column - $0.edits[0].range.start.column == 5 })

        // UIPopoverController's `present(from: v.frame, in: v, …)`: the same edit of `frame`.
        let presented = lint(try fixture("popover-controller-rect-bounds.swift").bytes, "popover-controller-rect-bounds.swift")
        let presentFixes = presented.compactMap(\.fix)
        XCTAssertEqual(presentFixes.map(\.title), ["Replace `formatButton.frame` with `formatButton.bounds`",
                                                   "Replace `self.formatButton.frame` with `self.formatButton.bounds`",
                                                   "Replace `frame` with `bounds`"])
        XCTAssertEqual(Set(presentFixes.map(\.applicability)), [.safe])
        XCTAssertTrue(presented.filter { $0.ruleID == "popover-arrow" }.allSatisfy { $0.message.contains("`from: ") }, "worded for present(from:in:)")
        XCTAssertNil(presented.first { $0.ruleID == "popover-deprecated-api" }?.fix)
    }

    /// `--fix` without `--unsafe-fixes`: the safe fixes only; `[]` stays.
    func testSafeFixesLeaveTheUnsafeOnes() throws {
        let (bytes, _) = try fixture("crlf-windows.swift")
        let safe = fix(bytes, "crlf-windows.swift", unsafe: false)
        XCTAssertEqual(safe.fixed, 2)
        let text = String(decoding: safe.bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(".presentationCompactAdaptation(.sheet)\t// keep it small\r\n"), text)
        XCTAssertTrue(text.contains("sourceRect = labelButton.bounds\t/* anchor */\r\n"), text)
        XCTAssertTrue(text.contains("permittedArrowDirections = []\r\n"), text)
        XCTAssertEqual(lint(safe.bytes, "crlf-windows.swift").map(\.ruleID), ["popover-no-arrow"])
    }

    /// A value written in another file (the class's own setup there) is that file's text: the
    /// finding, reported in that file, gets no fix.
    func testAValueWrittenInAnotherFileGetsNoFix() throws {
        let controller = """
        import UIKit

        final class PaletteViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .popover
                popoverPresentationController?.permittedArrowDirections = []
            }

            required init?(coder: NSCoder) { nil }
        }

        """
        let host = """
        import UIKit

        final class PaletteHostViewController: UIViewController {
            @IBAction func showPalette(_ sender: UIButton) {
                let palette = PaletteViewController()
                palette.popoverPresentationController?.sourceView = sender
                present(palette, animated: true)
            }
        }

        """
        let reader = SwiftSourceReader()
        let files = [IndexedFile(path: "Palette.swift", bytes: Array(controller.utf8)), IndexedFile(path: "Host.swift", bytes: Array(host.utf8))]
        let index = reader.index(files, limits: .default, jobs: 1)
        let linter = Linter(readers: ReaderRegistry.core.with([reader]))
        let fromHost = linter.lint(bytes: Array(host.utf8), path: "Host.swift", project: index)
        let moved = fromHost.filter { $0.ruleID == "popover-no-arrow" }
        XCTAssertEqual(moved.count, 1, "\(fromHost)")
        XCTAssertTrue(moved.allSatisfy { $0.file == "Palette.swift" && $0.fix == nil }, "\(fromHost)")
    }
}
