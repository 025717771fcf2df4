import HiglintCore
import HiglintSwiftSource
import XCTest

/// What holds for any Swift file: positions in characters, suppression comments, files that do
/// not parse or are not text, hostile shapes, and the platform the code says it runs on.
final class SwiftSourceFileTests: XCTestCase {
    // MARK: Positions

    func testColumnsCountCharactersNotBytes() {
        let source = """
            import SwiftUI
            struct Café: View {
                @State private var ü = false
                var body: some View {
                    Text("😀 Ärger").popover(isPresented: $ü) { Text("é").presentationCompactAdaptation(.none) }
                }
            }
            """
        // `.none` is the 92nd character of its line, and starts at its 98th byte.
        XCTAssertEqual(findings(source), ["popover-in-compact 5:92"])
        XCTAssertEqual(position(of: ".none", in: source), "5:92")
    }

    func testCRLFAndAByteOrderMarkShiftNothing() {
        let plain = findings(popoverKeptInCompact)
        XCTAssertEqual(plain, ["popover-in-compact \(position(of: ".none", in: popoverKeptInCompact))"])
        let windows = "\u{FEFF}" + popoverKeptInCompact.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(findings(windows), plain)
        let oldMac = popoverKeptInCompact.replacingOccurrences(of: "\n", with: "\r")
        XCTAssertEqual(findings(oldMac), plain)
    }

    func testAFindingSpansTheTokenThatCausesIt() throws {
        let diagnostic = try XCTUnwrap(lintSwift(popoverKeptInCompact).first)
        XCTAssertEqual("\(diagnostic.range.start)", position(of: ".none", in: popoverKeptInCompact))
        XCTAssertEqual("\(diagnostic.range.end)", position(of: ") }\n", in: popoverKeptInCompact), "just after `.none`")
    }

    // MARK: Suppression

    func testDisableNextLineHidesTheFindingOnTheNextCodeLine() {
        let source = popoverKeptInCompact.replacingOccurrences(of: "        .popover(", with: """
                    // higlint-disable-next-line popover-in-compact -- an inspector that must stay attached
                    // (it shows the zoom level next to the control)
                    .popover(
            """)
        XCTAssertNotEqual(source, popoverKeptInCompact)
        XCTAssertEqual(findings(source), [])
    }

    func testDisableLineAndFileForms() {
        let sameLine = popoverKeptInCompact.replacingOccurrences(of: "(.none) }\n", with: "(.none) } // higlint-disable-line popover-in-compact\n")
        XCTAssertEqual(findings(sameLine), [])
        let wholeFile = "// higlint-disable-file popover-in-compact\n" + popoverKeptInCompact
        XCTAssertEqual(findings(wholeFile), [])
        let block = "/* higlint-disable-file popover-in-compact */\n" + popoverKeptInCompact
        XCTAssertEqual(findings(block), [])
    }

    func testASuppressionThatHidesNothingIsReported() {
        let source = "// higlint-disable-next-line popover-nested\n" + popoverKeptInCompact
        XCTAssertEqual(findings(source), ["unused-suppression 1:30", "popover-in-compact \(position(of: ".none", in: source))"])
    }

    func testADirectiveInAStringIsNoComment() {
        let source = popoverKeptInCompact.replacingOccurrences(of: "Button(\"Zoom\")", with: "Button(\"// higlint-disable-file\")")
        XCTAssertNotEqual(source, popoverKeptInCompact)
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
    }

    // MARK: Files that cannot be read

    func testSwiftThatDoesNotParseIsOneInvalidDocumentAtTheFirstError() throws {
        let source = """
            import SwiftUI
            struct Broken: View {
                var body: some View {
                    Text("a"
                }
                func f() { let x = [1, 2 }
            }
            """
        let diagnostics = lintSwift(source)
        XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document 4:17"])
        XCTAssertEqual(diagnostics.first?.message, "Not valid Swift: expected ')'.")
    }

    /// Space before an attribute's arguments compiles in the Swift 5 language mode (a warning
    /// there, an error in Swift 6's): the file is read, and what it holds is judged. Space after
    /// `#` of a macro is an error in every mode.
    func testSpaceAroundAnAttributeNameIsNoParseError() throws {
        let spaced = popoverKeptInCompact.replacingOccurrences(of: "struct ", with: "@available (iOS 17, *)\nstruct ")
        XCTAssertNotEqual(spaced, popoverKeptInCompact)
        XCTAssertEqual(lintSwift(spaced).map(\.ruleID), ["popover-in-compact"])
        let macro = lintSwift("let x = # stringify(1)\n")
        XCTAssertEqual(macro.map { "\($0.ruleID) \($0.message)" }, ["invalid-document Not valid Swift: extraneous trailing whitespace."])
    }

    func testTheRunGoesOnAfterAFileThatDoesNotParse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct A {".utf8).write(to: folder.appendingPathComponent("a.swift"))
        try Data(popoverKeptInCompact.utf8).write(to: folder.appendingPathComponent("b.swift"))
        let linter = Linter(readers: .standard)
        var collector = FileCollector()
        collector.readers = .standard
        try collector.add(folder.path, stdinName: nil)
        let reported = try collector.inputs.flatMap { input -> [String] in
            guard case .file(let path) = input.origin else { return [] }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            return linter.lint(bytes: bytes, path: input.displayPath)
                .map { "\(URL(fileURLWithPath: $0.file).lastPathComponent) \($0.ruleID)" }
        }
        XCTAssertEqual(reported, ["a.swift invalid-document", "b.swift popover-in-compact"])
    }

    func testBytesThatAreNotUTF8TextAreOneInvalidDocument() {
        let linter = Linter(readers: .standard)
        let latin1: [UInt8] = Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8)
        XCTAssertEqual(linter.lint(bytes: latin1, path: "a.swift").map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document 1:8"])
        let nul = Array("let a = 1\n\0".utf8)
        XCTAssertEqual(linter.lint(bytes: nul, path: "a.swift").map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document 2:1"])
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("let a = 1".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertEqual(linter.lint(bytes: utf16, path: "a.swift").map(\.ruleID), ["invalid-document"])
    }

    func testDeepNestingIsOneInvalidDocumentNotACrash() {
        let depth = 400
        let source = "import SwiftUI\nstruct D: View {\n var body: some View {\n" + String(repeating: "VStack {\n", count: depth)
            + "Text(\"x\")" + String(repeating: "}\n", count: depth) + "}\n}\n"
        let diagnostics = lintSwift(source)
        XCTAssertEqual(diagnostics.map(\.ruleID), ["invalid-document"])
        XCTAssertTrue(diagnostics.first?.message.contains("nested more than") ?? false, diagnostics.first?.message ?? "")
    }

    func testAVeryLongModifierChainIsReadWithoutRecursion() {
        let source = "import SwiftUI\nstruct L: View {\n @State var p = false\n var body: some View {\nText(\"x\")"
            + String(repeating: "\n.padding()", count: 5_000)
            + "\n.popover(isPresented: $p) { Text(\"y\").presentationCompactAdaptation(.none) }\n }\n}\n"
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
        XCTAssertEqual(position(of: ".none", in: source).prefix(5), "5006:")
    }

    func testAFileWithoutScreensIsFine() {
        XCTAssertEqual(findings("import Foundation\n\nstruct Money { var cents: Int }\n"), [])
        XCTAssertEqual(findings(""), [])
    }

    // MARK: Platform

    func testConditionalCompilationDecidesThePlatform() throws {
        let source = """
            import SwiftUI
            #if os(tvOS)
            struct Remote: View {
                @State private var shown = false
                var body: some View {
                    Button("Info") { shown = true }.popover(isPresented: $shown) { Text("i") }
                }
            }
            #endif
            """
        let screens = readSwift(source).screens
        XCTAssertEqual(screens.map(\.name), ["Remote"])
        XCTAssertEqual(screens.first?.platform, .tvOS)
        XCTAssertEqual(findings(source), ["popover-unsupported-platform \(position(of: ".popover", in: source))"])
    }

    func testCodeForAnotherPlatformIsNotReadInThisOne() {
        let source = """
            import SwiftUI
            struct Panel: View {
                @State private var shown = false
                var body: some View {
                    #if os(watchOS)
                    Button("Info") { shown = true }.popover(isPresented: $shown) { Text("i") }
                    #else
                    Button("Info") { shown = true }.sheet(isPresented: $shown) { Text("i") }
                    #endif
                }
            }
            """
        XCTAssertEqual(readSwift(source).screens.map(\.name), ["Panel", "Panel (watchOS)"])
        XCTAssertEqual(readSwift(source).screens.map { $0.popovers.count }, [0, 1])
        XCTAssertEqual(findings(source), ["popover-unsupported-platform \(position(of: ".popover", in: source))"])
    }

    func testTheStandardContextIsAnIPadOfRegularWidthUnlessConfigured() {
        let source = """
            import UIKit
            final class Reader: UIViewController {
                func fonts(_ item: UIBarButtonItem) {
                    let popover = UIPopoverController(contentViewController: UIViewController())
                    popover.present(from: item, permittedArrowDirections: .any, animated: true)
                }
            }
            """
        XCTAssertEqual(readSwift(source).screens.map { "\($0.platform!) \($0.horizontalSizeClass!)" }, ["iPadOS regular"])
        let phone = SwiftSourceReader(platform: .iOS)
        XCTAssertEqual(readSwift(source, reader: phone).screens.map { "\($0.platform!) \($0.horizontalSizeClass!)" }, ["iOS compact"])
        XCTAssertEqual(findings(source, reader: phone).first, "popover-deprecated-api 4:23")
    }
}

extension SwiftSourceFileTests {
    func testAConfiguredViewportLetsTheViewportRulesApply() {
        let source = """
            import SwiftUI
            struct Big: View {
                @State private var shown = false
                var body: some View {
                    Button("Map") { shown = true }
                        .popover(isPresented: $shown) { Text("Map").frame(width: 1000, height: 700) }
                }
            }
            """
        XCTAssertEqual(findings(source), [], "no viewport: the size cannot be judged")
        let iPad = SwiftSourceReader(viewport: Size(width: 1024, height: 768))
        XCTAssertEqual(findings(source, reader: iPad), ["popover-oversize \(position(of: ".frame", in: source))"])
    }
}

extension SwiftSourceFileTests {
    func testCopyThatSpellsPopoverInAnyCaseIsStillRead() {
        let source = """
            import SwiftUI
            struct Help: View {
                var body: some View {
                    VStack {
                        Text("Tap the PopOver button")
                        Text("팝오버를 여세요")
                    }
                }
            }
            """
        XCTAssertEqual(findings(source), ["popover-word-in-copy \(position(of: "\"Tap", in: source))",
                                          "popover-word-in-copy \(position(of: "\"팝오버", in: source))"])
    }
}

/// Swift's comment scanner: `//`, `///` and `/* */` comments of the syntax tree's trivia (not
/// text in a string literal), their text after the opening marker and before `*/`, on Swift's
/// lines (CRLF one break), a byte-order mark no column.
final class SwiftCommentScannerTests: XCTestCase {
    func testSwiftCommentsAreTheTriviasComments() {
        let source = "\u{FEFF}import SwiftUI\r\n/// higlint-disable-next-line popover-nested\r\n"
            + "let s = \"// higlint-disable-file all\" /* higlint-disable-line é,popover-arrow */\r\n// popover\r\n"
        let reading = readSwift(source)
        XCTAssertEqual(reading.suppressions.map(\.kind), [.nextLine, .line])
        XCTAssertEqual(reading.suppressions.map(\.range.start), [SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 40)])
        XCTAssertEqual(reading.suppressions.flatMap { $0.rules.map { "\($0.id)@\($0.range.start)-\($0.range.end)" } },
                       ["popover-nested@2:31-2:45", "é@3:63-3:64", "popover-arrow@3:65-3:78"])
        XCTAssertEqual(reading.commentOnlyLines, [2, 4])
    }
}
