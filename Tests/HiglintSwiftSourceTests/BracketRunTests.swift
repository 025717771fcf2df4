import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// `[` in a row (issue #21): swift-syntax's parser takes time that doubles with each, so a file
/// with too many is one invalid-document, found before parsing, and real collections still lint.
final class BracketRunTests: XCTestCase {
    private func timed(_ source: String) -> (findings: [String], seconds: Double) {
        let start = Date()
        let result = lintSwift(source).map { "\($0.ruleID) \($0.range.start)" }
        return (result, Date().timeIntervalSince(start))
    }

    func testTheFuzzedHangsAreOneInvalidDocumentAtTheRunQuickly() throws {
        // Each took over a minute in the parser (18 in an expression, 24 in a type).
        for hostile in ["let x = " + String(repeating: "[", count: 18) + "1" + String(repeating: "]", count: 18),
                        "let x: " + String(repeating: "[", count: 24),
                        "let x = [\n  [ [ // a comment\n [ /* more */ [[[[[[[[[[\n",
                        // Only comments between the brackets, no space.
                        "let x = " + String(repeating: "[/**/", count: 18)] {
            let source = popoverKeptInCompact + hostile + "\n"
            let (found, seconds) = timed(source)
            XCTAssertEqual(found, ["invalid-document 10:\(hostile.hasPrefix("let x =") ? 9 : 8)"], hostile)
            XCTAssertLessThan(seconds, 10, "read before the parser sees it")
        }
        let diagnostic = try XCTUnwrap(lintSwift(popoverKeptInCompact + "let x: " + String(repeating: "[", count: 24)).first)
        XCTAssertEqual(diagnostic.message, "higlint does not read this Swift file: 24 '[' in a row, and swift-syntax's "
                       + "parser takes time that doubles with each (the limit is 10 in a row).")
    }

    func testManyMediumRunsAreRefusedAtTheOneOverTheBudget() throws {
        // 256 runs of 10 are what the budget allows; the 257th is reported where it starts.
        let line = "let x = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10) + "\n"
        let source = popoverKeptInCompact + String(repeating: line, count: 257)
        let (found, seconds) = timed(source)
        XCTAssertEqual(found, ["invalid-document \(9 + 257):9"])
        XCTAssertLessThan(seconds, 10)
        let message = try XCTUnwrap(lintSwift(source).first?.message)
        XCTAssertTrue(message.hasPrefix("higlint does not read this Swift file: too many runs of '[' in a row (10 here)"), message)
    }

    func testSwiftOverOneMebibyteIsNotParsed() throws {
        // Plain code costs swift-syntax about 130 MB a megabyte: past 1 MiB (the Swift default of
        // the size limit), a file with presentation code is one skipped-file warning, never an
        // error, and one without any (generated code) is passed over.
        let filler = String(repeating: "let x = [1]\n", count: (1 << 20) / 12 + 1)
        let found = lintSwift(popoverKeptInCompact + filler)
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.range.start) \($0.severity)" }, ["skipped-file 1:1 warning"])
        XCTAssertTrue(try XCTUnwrap(found.first).message.contains("over the size limit of 1048576 bytes"), found[0].message)
        XCTAssertEqual(lintSwift(filler).map(\.ruleID), [])
        // Just under the limit, the popover's finding is still there.
        let under = String(repeating: "let x = [1]\n", count: ((1 << 20) - popoverKeptInCompact.utf8.count) / 12)
        XCTAssertEqual(lintSwift(popoverKeptInCompact + under).map(\.ruleID), ["popover-in-compact"])
    }

    func testTenInARowIsStillRead() {
        let source = popoverKeptInCompact + "let x = " + String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10) + "\n"
        XCTAssertEqual(timed(source).findings, ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    func testBracketsInStringsAndCommentsDoNotCount() {
        let many = String(repeating: "[", count: 30)
        let source = popoverKeptInCompact + """
            // \(many)
            /* outer /* nested */ \(many) */
            let a = "\(many) \\" \(many)"
            let b = #"\(many) \\"# 
            let c = ##"a "# \(many)"##
            let d = \"\"\"
                \(many) " \(many)
                \"\"\"
            let e = "\\(max(1, 2)) \(many)"

            """
        XCTAssertEqual(timed(source).findings, ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    func testRealNestedCollectionsStillLint() {
        let source = popoverKeptInCompact + """
            let table: [[String: [Int]]] = [["a": [1, 2]], ["b": [[3][0]]]]
            let matrix = [[1, 2], [3, 4]]
            let cube: [[[[Double]]]] = [[[[1.0]]]]
            let grid = [
                [
                    [0, 1],
                ],
            ]

            """
        XCTAssertEqual(timed(source).findings, ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    func testTheProjectIndexSkipsARefusedFile() {
        let toolbar = popoverKeptInCompact.replacingOccurrences(of: "Slider(value: .constant(1))", with: "ZoomLevel()")
        let gauge = "import SwiftUI\nstruct ZoomLevel: View {\n var body: some View { Text(\"Edit the popover\") }\n}\nlet x = "
            + String(repeating: "[", count: 30) + "\n"
        let files = [("Zoom.swift", toolbar), ("ZoomLevel.swift", gauge)]
        let start = Date()
        let found = lintAsOneRun(files).map { "\($0.finding.file) \($0.finding.range.start) \($0.finding.ruleID)" }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(found, ["Zoom.swift \(position(of: ".none", in: toolbar)) popover-in-compact", "ZoomLevel.swift 5:9 invalid-document"])
    }
}
