import Foundation
import XCTest

/// Swift that swift-syntax's parser recurses on past the stack (issue 30): a few kilobytes killed
/// the whole run with SIGSEGV. End to end, each is one invalid-document, exit status 1, and the
/// other files of the run are still reported, whether the file is linted on a worker (a folder)
/// or on the main thread (the file alone).
extension HostileInputTests {
    static let swiftPopover = """
        import SwiftUI

        struct Zoom: View {
            @State private var shown = false
            var body: some View {
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) { Slider(value: .constant(1)).presentationCompactAdaptation(.none) }
            }
        }

        """

    /// `folder/name` holding `text`, beside share.yaml and zoom.swift (a finding each): linted as
    /// a folder and alone, it is one invalid-document at `position` saying `words`, and neither
    /// run ends on a signal.
    private func assertSwiftRefused(_ text: String, folder: String, name: String, position: String, saying words: [String],
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        try write(text, to: "\(folder)/\(name)")
        try writeNormalFile(in: folder)
        try write(Self.swiftPopover, to: "\(folder)/zoom.swift")
        for arguments in [[folder], ["\(folder)/\(name)"]] {
            let run = try higlint(arguments)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr.suffix(2000))", file: file, line: line)
            XCTAssertLessThan(run.seconds, 5, "\(name) took \(run.seconds) s", file: file, line: line)
            let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("\(folder)/\(name):") }
            XCTAssertEqual(lines.count, 1, "one diagnostic for \(name):\n\(run.stdout)", file: file, line: line)
            if let only = lines.first {
                XCTAssertTrue(only.hasPrefix("\(folder)/\(name):\(position): error: higlint does not read this Swift file: "),
                              String(only), file: file, line: line)
                XCTAssertTrue(only.hasSuffix("[invalid-document]"), String(only), file: file, line: line)
                for word in words { XCTAssertTrue(only.contains(word), "'\(word)' not in: \(only)", file: file, line: line) }
            }
            if arguments.count == 1, arguments[0] == folder {
                assertNormalFileReported(run, in: folder, file: file, line: line)
                XCTAssertTrue(run.stdout.contains("\(folder)/zoom.swift:7:"), run.stdout, file: file, line: line)
                XCTAssertTrue(run.stderr.contains("3 files"), run.stderr, file: file, line: line)
            }
        }
    }

    func testSwiftGenericLookAheadRunIsOneFindingNotASignal() throws {
        try assertSwiftRefused("let x = " + String(repeating: "a<", count: 3_000) + "\n", folder: "lt", name: "lt.swift",
                               position: "1:138", saying: ["nested more than 64 deep", "too deep for the parser"])
    }

    func testSwiftIsGenericTypeRunIsOneFindingNotASignal() throws {
        try assertSwiftRefused("let y = x is " + String(repeating: "A<", count: 3_000) + "\n", folder: "is", name: "is.swift",
                               position: "1:143", saying: ["nested more than 64 deep"])
    }

    func testSwiftGenericConstraintRunIsOneFindingNotASignal() throws {
        try assertSwiftRefused("func f<T: " + String(repeating: "A<", count: 3_000) + "\n", folder: "gc", name: "constraint.swift",
                               position: "1:138", saying: ["nested more than 64 deep"])
    }

    func testSwiftFunctionTypeArrowsAreOneFindingNotASignal() throws {
        try assertSwiftRefused("let x: " + String(repeating: "(A) -> ", count: 3_000) + "A\n", folder: "fn", name: "arrows.swift",
                               position: "1:460", saying: ["function types"])
    }

    func testSwiftTryInARowIsOneFindingNotASignal() throws {
        try assertSwiftRefused("let x = " + String(repeating: "try ", count: 10_000) + "f()\n", folder: "try", name: "try.swift",
                               position: "1:265", saying: ["'try', 'await' and the like"])
    }

    func testSwiftNestedConditionalCompilationIsOneFindingNotASignal() throws {
        try assertSwiftRefused(String(repeating: "#if a\n", count: 50_000), folder: "if", name: "conditions.swift",
                               position: "65:1", saying: ["'#if' nested more than 64 deep"])
    }

    func testSwiftElseIfChainIsOneFindingNotASignal() throws {
        try assertSwiftRefused("func f() {\nif a {}" + String(repeating: " else if a {}", count: 30_000) + "\n}\n", folder: "ei",
                               name: "chain.swift", position: "2:26014", saying: ["2000 'else if'"])
    }

    func testSwiftNestedStringInterpolationIsOneFindingNotGigabytes() throws {
        try assertSwiftRefused("let s = " + String(repeating: "\"\\(", count: 10_000) + "\n", folder: "in", name: "interpolation.swift",
                               position: "1:60", saying: ["string interpolation nested more than 16 deep"])
    }

    func testSwiftBracketRunInsideAnInterpolationIsOneFinding() throws {
        try assertSwiftRefused("let s = \"\\(" + String(repeating: "[", count: 26) + "\n", folder: "bi", name: "brackets.swift",
                               position: "1:12", saying: ["26 '[' in a row"])
    }
}
