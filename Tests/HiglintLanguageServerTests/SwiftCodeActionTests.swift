import Foundation
import HiglintCore
@testable import HiglintLanguageServer
import XCTest

/// The Swift fixes (docs/fixes.md, "Swift") in an editor: each finding's fix is a quick fix
/// (preferred when safe), and `source.fixAll.higlint` takes the safe ones only; the edits,
/// applied to the buffer, make the fixture's `.fixed` text as far as they go.
final class SwiftCodeActionTests: XCTestCase {
    private func actions(_ client: ServerHarness, _ uri: String, line: Int, only: [String]? = nil) -> [JSONValue] {
        var params: [String: JSONValue] = [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(line), "character": 0]],
            "context": ["diagnostics": []],
        ]
        if let only { params["context"] = ["diagnostics": [], "only": .array(only.map { .string($0) })] }
        let id = client.request("textDocument/codeAction", .object(params))
        return client.response(to: id)?["result"]?.array ?? []
    }

    private func open(_ name: String) throws -> (ServerHarness, String, String) {
        let client = ServerHarness()
        client.initialize()
        let text = try String(contentsOfFile: Checkout.root + "/Fixtures/swift-fixes/" + name, encoding: .utf8)
        let uri = "file:///w/" + name
        client.open(uri, text)
        client.advance(0)
        return (client, uri, text)
    }

    func testEachSwiftFixIsAQuickFixPreferredWhenSafe() throws {
        let (client, uri, _) = try open("crlf-windows.swift")
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.count, 3)
        // Line 16 (0-based 15): `.presentationCompactAdaptation(.popover)\t// keep it small`.
        let compact = try XCTUnwrap(actions(client, uri, line: 15).first { $0["title"] == "Replace `.popover` with `.sheet`" })
        XCTAssertEqual(compact["kind"], "quickfix")
        XCTAssertEqual(compact["isPreferred"], true)
        XCTAssertEqual(compact["edit"]?["changes"]?[uri], [["range": ["start": ["line": 15, "character": 37], "end": ["line": 15, "character": 44]],
                                                             "newText": "sheet"]])
        // Line 29: `permittedArrowDirections = []`, unsafe: offered, not preferred.
        let arrows = try XCTUnwrap(actions(client, uri, line: 28).first { $0["title"] == "Replace `[]` with `.any`" })
        XCTAssertNil(arrows["isPreferred"])
        XCTAssertEqual(arrows["edit"]?["changes"]?[uri]?.array?.first?["newText"], ".any")
    }

    func testFixAllTakesTheSafeSwiftFixesOnly() throws {
        let (client, uri, text) = try open("crlf-windows.swift")
        let all = try XCTUnwrap(actions(client, uri, line: 0, only: ["source.fixAll.higlint"]).first)
        XCTAssertEqual(all["kind"], "source.fixAll.higlint")
        let edits = try XCTUnwrap(all["edit"]?["changes"]?[uri]?.array)
        XCTAssertEqual(edits.map { $0["newText"] }, ["sheet", "bounds"])
        // Applied to the buffer: the `.fixed` text but for the unsafe `[]`, CRLF and all.
        let open = try XCTUnwrap(client.server.documents[uri])
        XCTAssertEqual(open.document.bytes, Array(text.utf8))
        let fixed = try String(contentsOfFile: Checkout.root + "/Fixtures/swift-fixes/crlf-windows.swift.fixed", encoding: .utf8)
        XCTAssertEqual(String(decoding: CodeActions.applying(CodeActions.safeEdits(of: open.diagnostics), to: open.document), as: UTF8.self),
                       fixed.replacingOccurrences(of: "permittedArrowDirections = .any", with: "permittedArrowDirections = []"))
    }
}
