import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

/// What swift-syntax's parser recurses on past any stack (issue 30): a few kilobytes of `a<`,
/// `try`, `#if` or nested interpolation killed the process. Each is one invalid-document found
/// before parsing; real code still lints; a file is parsed on a stack sized for what is let
/// through, whichever thread lints it.
final class ParserRecursionTests: XCTestCase {
    /// The reproducers of issue 30, each a few kilobytes: one invalid-document where the nesting
    /// goes past the limit, saying so, in well under the time the parser would take.
    func testEachShapeIsOneInvalidDocumentBeforeTheParser() throws {
        let shapes: [(source: String, at: String, saying: String)] = [
            ("let x = " + String(repeating: "a<", count: 3_000) + "\n", "10:138", "nested more than 64 deep"),
            ("let y = x is " + String(repeating: "A<", count: 3_000) + "\n", "10:143", "nested more than 64 deep"),
            ("func f<T: " + String(repeating: "A<", count: 3_000) + "\n", "10:138", "nested more than 64 deep"),
            ("let x: " + String(repeating: "(A) -> ", count: 3_000) + "A\n", "10:460", "nested more than 64 deep"),
            ("let x = a<" + String(repeating: "(", count: 3_000) + "\n", "10:74", "nested more than 64 deep"),
            ("let x = " + String(repeating: "a <", count: 3_000) + "\n", "10:203", "nested more than 64 deep"),
            ("let x = " + String(repeating: "a<-1, ", count: 3_000) + "\n", "10:394", "nested more than 64 deep"),
            ("let x = " + String(repeating: "try ", count: 10_000) + "f()\n", "10:265", "'try', 'await' and the like"),
            (String(repeating: "#if a\n", count: 50_000), "74:1", "'#if' nested more than 64 deep"),
            ("func f() {\nif a {}" + String(repeating: " else if a {}", count: 3_000) + "\n}\n", "11:26014", "2000 'else if'"),
        ]
        for shape in shapes {
            let source = popoverKeptInCompact + shape.source
            let start = Date()
            let diagnostics = lintSwift(source)
            XCTAssertLessThan(Date().timeIntervalSince(start), 2, String(shape.source.prefix(20)))
            XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document \(shape.at)"], String(shape.source.prefix(20)))
            let message = try XCTUnwrap(diagnostics.first?.message)
            XCTAssertTrue(message.hasPrefix("higlint does not read this Swift file: "), message)
            XCTAssertTrue(message.contains(shape.saying), message)
            XCTAssertTrue(message.contains("too deep for the parser"), message)
        }
    }

    /// `"\("\(` 10,000 times (30 KB) took 4.6 GB: nested interpolation past 16 is refused.
    func testNestedStringInterpolationIsBounded() throws {
        let hostile = "let s = " + String(repeating: "\"\\(", count: 10_000) + "\n"
        XCTAssertEqual(found(popoverKeptInCompact + hostile), ["invalid-document 10:60"])
        let message = try XCTUnwrap(lintSwift(popoverKeptInCompact + hostile).first?.message)
        XCTAssertTrue(message.contains("string interpolation nested more than 16 deep"), message)
        // 16 deep is read.
        let deep = "let s = " + String(repeating: "\"\\(", count: 16) + "1" + String(repeating: ")\"", count: 16) + "\n"
        XCTAssertEqual(found(popoverKeptInCompact + deep), ["popover-in-compact \(position(of: ".none", in: popoverKeptInCompact))"])
    }

    /// The `[`-run check skipped string literals whole, so a run inside `"\(…)"` reached the
    /// parser (time doubled with each `[`).
    func testBracketRunsInsideAnInterpolationCount() throws {
        let hostile = "let s = \"a \\(" + String(repeating: "[", count: 24) + "\n"
        XCTAssertEqual(found(popoverKeptInCompact + hostile), ["invalid-document 10:14"])
        let raw = "let s = #\"a \\#(" + String(repeating: "[", count: 24) + "\n"
        XCTAssertEqual(found(popoverKeptInCompact + raw), ["invalid-document 10:16"])
        let nested = "let s = \"\\(f(\"\\(" + String(repeating: "[ ", count: 12) + "\n"
        XCTAssertEqual(found(popoverKeptInCompact + nested), ["invalid-document 10:17"])
        // Brackets in the literal text around an interpolation still do not count.
        let text = "let s = \"[[[[[[[[[[[[ \\(max(1, [2][0])) ]]]]]]]]]]]] [[[[[[[[[[[[\"\n"
        XCTAssertEqual(found(popoverKeptInCompact + text), ["popover-in-compact \(position(of: ".none", in: popoverKeptInCompact))"])
    }

    /// Generic code, comparisons, ranges, shifts and closures as people write them: nothing
    /// counted against the limits.
    func testRealCodeIsStillRead() {
        var source = popoverKeptInCompact + """
            let table: Dictionary<String, Array<Set<Int>>> = [:]
            let r = 0..<10
            let s = (1 << 4) >> 2
            func f<T: Equatable, U>(_ a: T, _ b: U) -> (Int) -> (Int) -> Int where U: Hashable { { x in { y in x + y } } }
            func g() async throws -> Int { try await h(try await k()) }
            let ok = a < b && c < d || e<f && g > h
            let label = "\\(a < b ? "\\(c)" : "\\(d)") [[[["
            #if os(iOS)
            #if DEBUG
            let debug = true
            #else
            let debug = false
            #endif
            #endif

            """
        // A protocol of many requirements with arrows, and many comparisons in many statements.
        source += "protocol P {\n" + (0..<200).map { "    func f\($0)(_ a: (Int) -> Int) -> (Int) -> Int\n" }.joined() + "}\n"
        source += "func compare() {\n" + (0..<200).map { "    x\($0) = a<b\n    y\($0) = c < d\n" }.joined() + "}\n"
        source += "func chain(_ v: Int) -> Int {\n    if v == 0 { return 0 }" + (1..<500).map { " else if v == \($0) { return \($0) }" }.joined()
            + " else { return -1 }\n}\n"
        XCTAssertEqual(found(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    /// The nesting let through is parsed and read on any thread: here one with a dispatch queue's
    /// 512 KiB of stack, which 60 levels of `x is A<…>` ran out of in a debug build.
    func testTheDeepestNestingLetThroughIsReadOnASmallStack() throws {
        let deep = popoverKeptInCompact + "let y = x is " + String(repeating: "A<", count: 60) + "B" + String(repeating: ">", count: 60) + "\n"
            + "#if a\n" + String(repeating: "#if b\n", count: 60) + String(repeating: "#endif\n", count: 61)
        final class Box: @unchecked Sendable { var found: [String] = [] }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.found = found(deep)
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        XCTAssertEqual(box.found, ["popover-in-compact \(position(of: ".none", in: deep))"])
    }

    /// Deep nests cost the parser time with the square of their depth: 1 MiB of `a<` 64 deep took
    /// 75 s. A file spends at most the budget.
    func testManyDeepNestsAreRefusedAtTheOneOverTheBudget() throws {
        let nest = "let x = " + String(repeating: "a<", count: 64) + "b" + String(repeating: ">", count: 64) + "()\n"
        XCTAssertEqual(found(popoverKeptInCompact + String(repeating: nest, count: 124)), ["popover-in-compact \(position(of: ".none", in: popoverKeptInCompact))"])
        let over = lintSwift(popoverKeptInCompact + String(repeating: nest, count: 125))
        XCTAssertEqual(over.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document 134:22"])
        XCTAssertTrue(try XCTUnwrap(over.first).message.contains("too much nesting in one file"), over[0].message)
    }
}

/// Views that show each other (issue 30 #9): each was "shown by another view", so neither was a
/// screen, and two lines of dead code hid every finding of a view.
final class ViewCycleTests: XCTestCase {
    let zoom = """
        import SwiftUI

        struct Zoom: View {
            @State private var shown = false
            var body: some View {
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) { Slider(value: .constant(1)).presentationCompactAdaptation(.none) }
                if false { Hider() }
            }
        }

        """

    func testTwoViewsThatShowEachOtherAreReadOnce() {
        let source = zoom + "struct Hider: View {\n    var body: some View { Zoom() }\n}\n"
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    func testACycleOfThreeAndAViewThatShowsItselfAreRead() {
        let three = zoom + "struct Hider: View {\n    var body: some View { Middle() }\n}\n"
            + "struct Middle: View {\n    var body: some View { Zoom() }\n}\n"
        XCTAssertEqual(findings(three), ["popover-in-compact \(position(of: ".none", in: three))"])
        let itself = zoom.replacingOccurrences(of: "Hider()", with: "Zoom()")
        XCTAssertEqual(findings(itself), ["popover-in-compact \(position(of: ".none", in: itself))"])
    }

    func testAViewOutsideTheCycleStillReadsIt() {
        // `Outer` shows `Zoom`, which is in a cycle with `Hider`: read once, from `Outer`.
        let source = zoom + "struct Hider: View {\n    var body: some View { Zoom() }\n}\n"
            + "struct Outer: View {\n    var body: some View { Zoom() }\n}\n"
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }
}

/// Views that show a view twice, over and over (issue 30 #2): each view shown was read into the one
/// that shows it, so 20 such structs (1.5 KB) made 2^20 elements, 13 s and 2.2 GB, in one file or
/// split over many. A view's code is now read once per context and shared (SharedViewReadings.swift);
/// a screen that still goes past 10,000 elements is one invalid-document.
final class ViewBudgetTests: XCTestCase {
    static let zoom = """
        import SwiftUI

        struct V0: View {
            @State private var shown = false
            var body: some View {
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) { Slider(value: .constant(1)).presentationCompactAdaptation(.none) }
            }
        }

        """

    /// A popover whose Done button confirms nothing: `popover-close-button` in the standard context.
    static let done = """
        import SwiftUI

        struct V0: View {
            @State private var shown = false
            var body: some View {
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) { VStack { Text("Zoom level"); Button("Done") { shown = false } } }
            }
        }

        """

    static func showingTwice(_ index: Int) -> String {
        "struct V\(index): View {\n    var body: some View { VStack { V\(index - 1)(); V\(index - 1)() } }\n}\n"
    }

    /// Each level shows the one before, and again inside a popover of its own: every copy is in a
    /// context of its own (the popovers around it), 2^depth of them.
    static func showingInANewPopover(_ index: Int) -> String {
        "struct V\(index): View {\n    @State var more = false\n    var body: some View {\n"
            + "        VStack { V\(index - 1)(); Button(\"More\") { more = true }.popover(isPresented: $more) { V\(index - 1)() } }\n"
            + "    }\n}\n"
    }

    func testViewsShowingViewsTwiceOverAreReadOnceAndLinted() {
        let source = Self.zoom + (1...20).map(Self.showingTwice).joined()
        let start = Date()
        let found = findings(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // The popover 2^20 places show, at its one place in the code, once.
        XCTAssertEqual(found, ["popover-in-compact \(position(of: ".none", in: source))"])
        // Each level's VStack and its two places (the second one element), and V0's three: 63, not 2^20.
        XCTAssertEqual(readSwift(source).screens.map(\.elements.count), [63, 63])
    }

    func testTheSameSplitOverManyFilesIsLinted() {
        let files = [("V0.swift", Self.done)] + (1...22).map { ("V\($0).swift", "import SwiftUI\n" + Self.showingTwice($0)) }
        let start = Date()
        let found = lintAsOneRun(files).map { "\($0.finding.file) \($0.finding.range.start) \($0.finding.ruleID)" }
        XCTAssertLessThan(Date().timeIntervalSince(start), 4)
        XCTAssertEqual(found, ["V0.swift \(position(of: "\"Done\"", in: Self.done)) popover-close-button"])
    }

    func testAViewShownAFewTimesOverIsStillRead() {
        let source = Self.zoom + (1...6).map(Self.showingTwice).joined()
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    func testViewsShownInEverNewContextsAreOneInvalidDocument() throws {
        let source = Self.zoom + (1...20).map(Self.showingInANewPopover).joined()
        let start = Date()
        let diagnostics = lintSwift(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document \(position(of: "V20:", in: source))"])
        XCTAssertTrue(try XCTUnwrap(diagnostics.first).message.contains("the view V20 holds more than 10000 views"), diagnostics[0].message)
    }

    func testAFewLevelsOfNewContextsAreRead() {
        // Three levels: V0's popover is nested in one to three popovers of the levels above.
        let source = Self.zoom + (1...3).map(Self.showingInANewPopover).joined()
        let found = findings(source)
        XCTAssertTrue(found.contains("popover-nested \(position(of: ".popover(isPresented: $shown)", in: source))"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("invalid-document") }, "\(found)")
    }
}

extension ViewCycleTests {
    /// The same across files: `Zoom` (one file) and `Hider` (another) show each other. The first
    /// in the order of the files is a screen, and the popover is reported once.
    func testTwoViewsOfTwoFilesThatShowEachOtherAreReadOnce() {
        let files = [("Hider.swift", "import SwiftUI\nstruct Hider: View {\n    var body: some View { Zoom() }\n}\n"),
                     ("Zoom.swift", zoom)]
        let found = lintAsOneRun(files).map { "\($0.finding.file) \($0.finding.range.start) \($0.finding.ruleID)" }
        XCTAssertEqual(found, ["Zoom.swift \(position(of: ".none", in: zoom)) popover-in-compact"])
    }
}

/// Each finding as its rule and position. Outside the test class: a test calls it on a thread of
/// its own, which may not capture the test case (not `Sendable`).
private func found(_ source: String) -> [String] {
    lintSwift(source).map { "\($0.ruleID) \($0.range.start)" }
}
