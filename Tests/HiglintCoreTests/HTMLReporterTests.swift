import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import HiglintCore

/// `--format html`: the drawing of a screen (where each popover, arrow and highlight goes), the
/// links between findings and shapes, and that nothing from a file becomes markup.
final class HTMLReporterTests: XCTestCase {
    /// A popover that runs off the right edge and covers an essential photo, and one placed by
    /// the placement from its preferred size.
    static let geometry = """
        screen: Geometry
        platform: iPadOS
        viewport: {width: 400, height: 300}
        elements:
          - {id: photo, type: image, essential: true, frame: {x: 0, y: 150, width: 400, height: 150}}
          - id: open
            type: button
            frame: {x: 10, y: 10, width: 40, height: 30}
            presents:
              id: wide
              type: popover
              frame: {x: 20, y: 53, width: 420, height: 120}
              dismiss: {outsideTap: save}
              content: [{id: ok, type: button, title: Done, frame: {x: 30, y: 130, width: 60, height: 30}}]
        ---
        screen: Placed
        platform: iPadOS
        viewport: {width: 400, height: 300}
        elements:
          - id: open
            type: button
            frame: {x: 10, y: 10, width: 40, height: 30}
            presents: {id: small, type: popover, size: {width: 200, height: 100}, dismiss: {outsideTap: save}, content: [{type: button, title: Done}]}

        """

    private func drawings(_ text: String, path: String = "screen.yaml") -> [ScreenDrawing] {
        Linter().drawings(bytes: Array(text.utf8), path: path)
    }

    func testAGivenFrameIsDrawnWithItsArrowOverlapAndOffscreenPart() throws {
        let drawing = try XCTUnwrap(drawings(Self.geometry).first)
        XCTAssertEqual(drawing.viewport, Rect(x: 0, y: 0, width: 400, height: 300))
        let popover = try XCTUnwrap(drawing.shapes.first { $0.isPopover })
        XCTAssertEqual(popover.frame, Rect(x: 20, y: 53, width: 420, height: 120))
        XCTAssertEqual(popover.origin, .given)
        XCTAssertEqual(popover.arrow, .up, "the popover sits below its source, so its arrow is on its top edge")
        XCTAssertEqual(drawing.shapes.first { $0.index == popover.source }?.id, "open")
        XCTAssertEqual(drawing.shapes.last?.isPopover, false, "the popover's content is drawn above the popover")
        XCTAssertEqual(drawing.shapes.last?.id, "ok")
        let highlights = drawing.highlights.map { "\($0.kind.rawValue) \($0.rect.written)" }
        XCTAssertEqual(highlights, [
            "covers-essential {x: 20, y: 150, width: 380, height: 23}",
            "offscreen {x: 400, y: 53, width: 40, height: 120}",
        ])
    }

    func testAPopoverWithOnlyASizeIsPlacedWhereUIKitPutsIt() throws {
        let drawing = try XCTUnwrap(drawings(Self.geometry).last)
        let popover = try XCTUnwrap(drawing.shapes.first { $0.isPopover })
        XCTAssertEqual(popover.frame, Rect(x: 10, y: 53, width: 200, height: 100))
        XCTAssertEqual(popover.origin, .placed)
        XCTAssertEqual(popover.arrow, .up)
        XCTAssertTrue(drawing.highlights.isEmpty)
    }

    func testAScreenWithoutGeometryIsNotDrawn() {
        XCTAssertTrue(drawings("screen: S\nplatform: iOS\nelements:\n  - {type: button}\n").isEmpty)
    }

    func testFindingsAndTheirShapesLinkToEachOther() throws {
        let html = render(Self.geometry)
        let tree = try HTMLTree(html)
        let essential = try XCTUnwrap(tree.elements.first { $0.attributes["class"] == "hl covers-essential reported" })
        let offscreen = try XCTUnwrap(tree.elements.first { $0.attributes["class"] == "hl offscreen reported" })
        // Each highlight sits inside a link to the finding that reports it, and that finding links back.
        for (highlight, rule) in [(essential, "popover-covers-essential"), (offscreen, "popover-offscreen")] {
            let link = try XCTUnwrap(tree.parent(of: highlight), "a reported highlight is a link")
            XCTAssertEqual(link.name, "a")
            let target = try XCTUnwrap(link.attributes["href"]).dropFirst()
            let finding = try XCTUnwrap(tree.elements.first { $0.attributes["id"] == String(target) })
            XCTAssertEqual(finding.name, "li")
            XCTAssertTrue(tree.text(of: finding).contains(rule), tree.text(of: finding))
        }
        XCTAssertEqual(essential.attributes["x"], "20")
        XCTAssertEqual(essential.attributes["width"], "380")
        XCTAssertTrue(html.contains("<a class=\"show\" href=\"#s-1-1-e2\">"), "findings about the popover point at its shape")
    }

    func testTheSummaryCountsBySeverityAndRuleAndTheCitationIsQuoted() throws {
        let tree = try HTMLTree(render(Self.geometry))
        let text = tree.allText
        XCTAssertTrue(text.contains("popover-offscreen"))
        let quote = try XCTUnwrap(RuleCatalog.shared["popover-offscreen"]?.guideline(for: .current)?.quote)
        XCTAssertTrue(text.contains(quote), "the finding quotes its guideline")
        let drawings = tree.elements.filter { $0.name == "svg" && $0.attributes["aria-labelledby"] != nil }
        XCTAssertEqual(drawings.map { $0.attributes["role"] }, ["group", "img"], "a drawing with links is a group")
        XCTAssertEqual(tree.elements.filter { $0.name == "h1" }.count, 1)
    }

    func testKoreanReportSaysItsWordsInKorean() throws {
        let html = render(Self.geometry, locale: .ko)
        XCTAssertTrue(html.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"ko\">"))
        XCTAssertTrue(html.contains("<h2 id=\"summary\">요약</h2>"))
        _ = try HTMLTree(html)
    }

    // MARK: - Escaping

    /// What every value from a file might try: markup, quotes, CDATA's end, closing the style
    /// sheet, terminal escapes, controls and bidirectional overrides.
    static let hostile = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='alert(1)",
        "]]><x/>", "</style><script>alert(2)</script>", "</title></svg><iframe src=javascript:alert(3)>",
        "&lt;entity&amp; &#60;", "\u{1B}[31mred\u{7} \u{0}nul \u{9B}csi", "\u{202E}txt.exe\u{2066}\u{2069}\u{200F}",
        "line\nbreak\rreturn\u{2028}sep", "{{template}} ${x} popover",
        "x\n::error title=Scan passed::All green", "\u{FEFF}::warning::bom",
    ] + ReporterTests.hostileStrings

    func testNothingFromAFileBecomesAnElementOrAnAttribute() throws {
        var text = ""
        var drawings: [String: [ScreenDrawing]] = [:]
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        for (offset, value) in Self.hostile.enumerated() {
            let quoted = JSON.string(value)
            text = """
                screen: \(quoted)
                platform: iPadOS
                viewport: {width: 400, height: 300}
                elements:
                  - {id: \(quoted), type: image, essential: true, title: \(quoted), frame: {x: 0, y: 150, width: 400, height: 150}}
                  - id: \(JSON.string(value + "-button"))
                    type: \(quoted)
                    frame: {x: 10, y: 10, width: 40, height: 30}
                    presents:
                      id: \(JSON.string(value + " popover"))
                      type: popover
                      frame: {x: 20, y: 53, width: 420, height: 120}
                      content: [{type: textField, placeholder: \(quoted)}, {type: label, text: \(JSON.string("The popover " + value))}]
                  - {\(quoted): 1, type: button, frame: {x: 300, y: 10, width: 90, height: 30}}

                """
            let path = "\(offset) \(value).yaml"
            let linter = Linter()
            diagnostics += linter.lint(bytes: Array(text.utf8), path: path)
            drawings[path] = linter.drawings(bytes: Array(text.utf8), path: path)
            files.append(path)
        }
        XCTAssertGreaterThan(drawings.values.joined().count, 10, "the hostile screens are drawn")
        for locale in [MessageLocale.en, .ko] {
            var report = LintReport(diagnostics: diagnostics, files: files)
            report.drawings = drawings
            let html = HTMLReporter(citations: HTMLReporter.Citation.all(edition: .current, locale: locale), locale: locale).render(report)
            let tree = try HTMLTree(html)
            let strayElements = Set(tree.elements.map(\.name)).subtracting(HTMLTree.written)
            XCTAssertEqual(strayElements, [], "elements the reporter never writes")
            let strayAttributes = Set(tree.elements.flatMap(\.attributes.keys)).subtracting(HTMLTree.writtenAttributes)
            XCTAssertEqual(strayAttributes, [], "attributes the reporter never writes")
            for element in tree.elements {
                for (name, value) in element.attributes where ["href", "id"].contains(name) {
                    XCTAssertTrue(value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "#-:/._".contains($0)) },
                                  "\(name)=\(value) is made from input")
                }
            }
            XCTAssertFalse(html.unicodeScalars.contains { isUnsafeScalar($0) && $0 != "\n" && $0 != "\t" },
                           "a control or bidirectional character reaches the page raw")
            // Issue #30: printed to a CI log, no line of the page reads as a workflow command.
            for line in html.split(separator: "\n") {
                let trimmed = line.unicodeScalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" }
                XCTAssertFalse(trimmed.starts(with: "::".unicodeScalars), "a line of the page: \(line.debugDescription)")
            }
            XCTAssertTrue(html.contains(#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; "#),
                          "the page says it runs nothing and loads nothing")
            XCTAssertFalse(html.lowercased().contains("<script"))
            XCTAssertFalse(html.contains("]]>"))
            // The values are shown, not dropped: the page's text holds them as text.
            XCTAssertTrue(tree.allText.contains("</style><script>alert(2)</script>"))
            XCTAssertTrue(tree.allText.contains("\\u{202E}txt.exe"))
        }
    }

    private func render(_ text: String, locale: MessageLocale = .en) -> String {
        let linter = Linter(configuration: LintConfiguration(locale: locale))
        var report = LintReport(diagnostics: linter.lint(bytes: Array(text.utf8), path: "screen.yaml"), files: ["screen.yaml"])
        report.drawings = ["screen.yaml": linter.drawings(bytes: Array(text.utf8), path: "screen.yaml")]
        return ReportFormat.html.reporter(locale: locale).render(report)
    }
}

/// The page parsed strictly as XML (it is written to be well-formed): every element with its
/// attributes and parent, and the character data.
private final class HTMLTree: NSObject, XMLParserDelegate {
    struct Node {
        var name: String
        var attributes: [String: String]
        var parent: Int?
        var text = ""
    }

    /// Every element and attribute the reporter writes.
    static let written: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "main", "section", "table",
        "caption", "thead", "tbody", "tr", "th", "td", "span", "code", "ul", "ol", "li", "a", "blockquote", "strong",
        "footer", "figure", "figcaption", "svg", "desc", "g", "rect", "polygon", "text",
    ]
    static let writtenAttributes: Set<String> = [
        "xmlns", "lang", "charset", "http-equiv", "name", "content", "id", "class", "href", "scope", "cite", "role", "aria-labelledby",
        "aria-hidden", "viewBox", "width", "height", "data-scale", "font-size", "stroke-width", "x", "y", "points",
    ]

    private(set) var elements: [Node] = []
    private var open: [Int] = []

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ html: String) throws {
        super.init()
        // XMLParser does not know HTML's doctype without a DTD; the rest must parse as it is.
        let body = html.hasPrefix("<!DOCTYPE html>\n") ? String(html.dropFirst("<!DOCTYPE html>\n".count)) : html
        let parser = XMLParser(data: Data(body.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: parser.parserError.map { "\($0) at line \(parser.lineNumber)" } ?? "not well-formed")
        }
    }

    func parent(of node: Node) -> Node? {
        elements.first { $0.attributes == node.attributes && $0.name == node.name }?.parent.map { elements[$0] }
    }

    func text(of node: Node) -> String {
        guard let index = elements.firstIndex(where: { $0.attributes == node.attributes && $0.name == node.name }) else { return "" }
        return elements.indices.filter { isInside($0, index) }.map { elements[$0].text }.joined()
    }

    var allText: String { elements.map(\.text).joined() }

    private func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var current: Int? = index
        while let at = current {
            if at == ancestor { return true }
            current = elements[at].parent
        }
        return false
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Node(name: elementName, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}

/// Geometry no screen has: the page still renders, and says the screen is not drawn.
final class HTMLDrawingLimitTests: XCTestCase {
    func testAstronomicalFramesAreNotDrawnAndSaySo() throws {
        let text = """
            screen: Huge
            platform: iPadOS
            viewport: {width: 1e308, height: 300}
            elements:
              - {id: b, type: button, frame: {x: -1e308, y: 1e308, width: 1e308, height: 1e308}, presents: {type: popover, size: {width: 1e300, height: 5}, content: [{type: textField}]}}

            """
        let linter = Linter()
        var report = LintReport(diagnostics: linter.lint(bytes: Array(text.utf8), path: "huge.yaml"), files: ["huge.yaml"])
        report.drawings = ["huge.yaml": linter.drawings(bytes: Array(text.utf8), path: "huge.yaml")]
        XCTAssertFalse(report.diagnostics.isEmpty)
        XCTAssertEqual(report.drawings["huge.yaml"]?.count, 1)
        let html = ReportFormat.html.reporter().render(report)
        XCTAssertTrue(html.contains("Huge: not drawn, its frames reach beyond a million points."), html)
        XCTAssertFalse(html.contains("aria-labelledby=\"s-"))
    }
}

/// Drawings are made only when the report draws, and only for files with findings.
final class DrawingPlumbingTests: XCTestCase {
    func testOnlyADrawingRunDrawsAndOnlyFilesWithFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-drawings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = """
            screen: Clean
            platform: iPadOS
            viewport: {width: 400, height: 300}
            elements:
              - {id: photo, type: image, frame: {x: 0, y: 0, width: 100, height: 100}}

            """
        var inputs: [LintInput] = []
        for (name, text) in [("clean.yaml", clean), ("geometry.yaml", HTMLReporterTests.geometry)] {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            inputs.append(LintInput(displayPath: name, origin: .file(url.path), pathBytes: Array(url.path.utf8)))
        }
        var runner = LintRunner(linter: Linter(), jobs: 1)
        XCTAssertTrue(inputs.allSatisfy { runner.lint($0).drawings.isEmpty }, "other formats pay nothing for drawings")
        runner.drawsScreens = true
        XCTAssertEqual(runner.lint(inputs[0]).drawings.count, 0, "a clean file is not drawn")
        XCTAssertEqual(runner.lint(inputs[1]).drawings.map(\.name), ["Geometry", "Placed"])
    }
}
