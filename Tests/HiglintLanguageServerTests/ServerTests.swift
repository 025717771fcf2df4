import Foundation
import HiglintCore
@testable import HiglintLanguageServer
import HiglintSwiftSource
import XCTest

/// Drives the server as a client would, with a manual clock and lints run in line (or held
/// back, to finish after a later change).
final class ServerHarness {
    var sent: [JSONValue] = []
    var exitStatus: Int32?
    private var now = 0.0
    private var timers: [(at: Double, order: Int, work: () -> Void)] = []
    private var timerCount = 0
    /// When set, lints wait here until `finishHeldLints()`.
    var holdLints = false
    /// When set, each lint runs on a dispatch queue, as `higlint lsp` runs them (512 KiB of
    /// stack), while the test waits.
    var lintOnQueue = false
    private var heldLints: [() -> Void] = []
    let root: String
    /// The harness made `root` (a scratch folder of its own), and removes it when done with it.
    private let ownsRoot: Bool
    private(set) var server: LanguageServer!
    private var nextID = 1

    init(root: String? = nil,
         background: @escaping (@escaping () -> any Sendable, @escaping (any Sendable) -> Void) -> Void = { job, done in done(job()) },
         readers: ReaderRegistry = .standard) {
        self.root = root ?? ServerHarness.scratchFolder()
        ownsRoot = root == nil
        server = LanguageServer(environment: ServerEnvironment(
            send: { [unowned self] in self.sent.append($0) },
            after: { [unowned self] seconds, work in
                self.timerCount += 1
                self.timers.append((self.now + seconds, self.timerCount, work))
            },
            lint: { [unowned self] job, done in
                if self.holdLints {
                    self.heldLints.append { done(job()) }
                } else if self.lintOnQueue {
                    // @unchecked: the queue has the job and its result while this thread waits.
                    final class Box: @unchecked Sendable {
                        let job: () -> LintedFile
                        var linted = LintedFile(diagnostics: [])
                        init(_ job: @escaping () -> LintedFile) { self.job = job }
                    }
                    let box = Box(job), finished = DispatchSemaphore(value: 0)
                    DispatchQueue(label: "test.lint").async {
                        box.linted = box.job()
                        finished.signal()
                    }
                    finished.wait()
                    done(box.linted)
                } else {
                    done(job())
                }
            },
            exit: { [unowned self] in self.exitStatus = $0 },
            currentDirectory: self.root, background: background, readers: readers), version: "test")
    }

    deinit {
        if ownsRoot { try? FileManager.default.removeItem(atPath: root) }
    }

    static func scratchFolder() -> String {
        let path = NSTemporaryDirectory() + "higlint-lsp-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func advance(_ seconds: Double) {
        now += seconds
        while let next = timers.enumerated().filter({ $0.element.at <= now }).min(by: { ($0.element.at, $0.element.order) < ($1.element.at, $1.element.order) }) {
            timers.remove(at: next.offset)
            next.element.work()
        }
    }

    func finishHeldLints() {
        let lints = heldLints
        heldLints = []
        lints.forEach { $0() }
    }

    @discardableResult
    func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
        let id = JSONValue.int(nextID)
        nextID += 1
        server.receive(.request(id: id, method: method, params: params))
        return id
    }

    func notify(_ method: String, _ params: JSONValue = [:]) {
        server.receive(.notification(method: method, params: params))
    }

    func response(to id: JSONValue) -> JSONValue? {
        sent.last { $0["id"] == id && ($0["result"] != nil || $0["error"] != nil) }
    }

    var published: [JSONValue] {
        sent.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }.compactMap { $0["params"] }
    }

    func initialize(_ capabilities: JSONValue = [:]) {
        request("initialize", ["capabilities": capabilities, "rootUri": .string("file://" + root)])
        notify("initialized")
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml", "version": .int(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
    }
}

/// A screen with one finding, `popover-oversize` on `size` (line 9), on a line after Korean
/// text and an emoji.
let oversizedScreen = """
    screen: 공유 😀
    platform: iPadOS
    viewport: {width: 390, height: 844}
    elements:
      - id: share
        type: button
        presents:
          id: options
          type: popover
          compactAdaptation: sheet
          dismiss: {outsideTap: save}
          size: {width: 390, height: 700}

    """

final class ServerTests: XCTestCase {
    func testRequestsBeforeInitializeAreRefusedWithServerNotInitialized() {
        let client = ServerHarness()
        let id = client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.yaml"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(client.response(to: id)?["error"]?["code"], .int(-32002))
    }

    func testInitializeNegotiatesTheEncodingAndSaysWhatTheServerOffers() {
        let client = ServerHarness()
        let id = client.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]])
        let capabilities = client.response(to: id)?["result"]?["capabilities"]
        XCTAssertEqual(capabilities?["positionEncoding"], "utf-8")
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], 2)
        XCTAssertEqual(capabilities?["hoverProvider"], true)
        XCTAssertEqual(client.server.encoding, .utf8)
        let again = client.request("initialize", [:])
        XCTAssertEqual(client.response(to: again)?["error"]?["code"], .int(-32600))
    }

    func testUnknownMethodsAreMethodNotFound() {
        let client = ServerHarness()
        client.initialize()
        let id = client.request("textDocument/completion", [:])
        XCTAssertEqual(client.response(to: id)?["error"]?["code"], .int(-32601))
    }

    func testOpeningPublishesDiagnosticsWithVersionCodeSourceAndCitation() throws {
        let client = ServerHarness()
        client.initialize()
        client.open("file:///w/share.yaml", oversizedScreen, version: 3)
        client.advance(0)
        let published = try XCTUnwrap(client.published.last)
        XCTAssertEqual(published["version"], 3)
        let diagnostic = try XCTUnwrap(published["diagnostics"]?.array?.first { $0["code"] == "popover-oversize" })
        XCTAssertEqual(diagnostic["source"], "higlint")
        XCTAssertEqual(diagnostic["severity"], 2)
        XCTAssertEqual(diagnostic["range"]?["start"], ["line": 11, "character": 6])
        XCTAssertTrue(diagnostic["codeDescription"]?["href"]?.string?.hasPrefix("https://developer.apple.com") == true,
                      "\(diagnostic)")
    }

    /// Every line break and a byte-order mark: the diagnostic is where the report puts it, in
    /// LSP's lines (LF, CR, CRLF; a byte-order mark a character of line 0) and UTF-16 units.
    /// NEL, U+2028 and U+2029 end YAML's lines but not LSP's, so there the finding is on LSP line 0.
    func testDiagnosticsAreInLSPsLinesWhateverTheFilesBreaks() throws {
        let lines = oversizedScreen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for lineBreak in ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            for byteOrderMark in [false, true] {
                let client = ServerHarness()
                client.initialize()
                let text = (byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: lineBreak)
                client.open("file:///w/share.yaml", text)
                client.advance(0)
                let diagnostic = try XCTUnwrap(client.published.last?["diagnostics"]?.array?.first { $0["code"] == "popover-oversize" })
                let expected: JSONValue
                if ["\n", "\r", "\r\n"].contains(lineBreak) {
                    expected = ["line": 11, "character": 6]
                } else {
                    let before = (byteOrderMark ? "\u{FEFF}" : "") + lines[0..<11].joined(separator: lineBreak) + lineBreak + "      "
                    expected = ["line": 0, "character": .int(before.utf16.count)]
                }
                XCTAssertEqual(diagnostic["range"]?["start"], expected, "\(lineBreak.debugDescription) BOM \(byteOrderMark)")
            }
        }
    }

    func testChangesAreDebouncedAndOnlyTheLatestVersionIsPublished() {
        let client = ServerHarness()
        client.initialize()
        client.open("file:///w/share.yaml", oversizedScreen)
        client.advance(0)
        XCTAssertEqual(client.published.count, 1)
        for version in 2...6 {
            client.change("file:///w/share.yaml", version: version, [["text": .string(oversizedScreen + "# \(version)\n")]])
            client.advance(0.05)
        }
        XCTAssertEqual(client.published.count, 1, "linted while the user was still typing")
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(client.published.count, 2)
        XCTAssertEqual(client.published.last?["version"], 6)
    }

    func testALintThatFinishesAfterANewerChangeIsDropped() {
        let client = ServerHarness()
        client.initialize()
        client.holdLints = true
        client.open("file:///w/share.yaml", oversizedScreen)
        client.advance(0)
        // The lint of version 1 is running; version 2 removes the finding.
        client.change("file:///w/share.yaml", version: 2, [[
            "range": ["start": ["line": 11, "character": 33], "end": ["line": 11, "character": 36]], "text": "300",
        ]])
        client.finishHeldLints()
        XCTAssertTrue(client.published.isEmpty, "the result for version 1 was published after version 2 arrived")
        client.advance(LanguageServer.debounceSeconds)
        client.finishHeldLints()
        XCTAssertEqual(client.published.count, 1)
        XCTAssertEqual(client.published.last?["version"], 2)
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.contains { $0["code"] == "popover-oversize" }, false)
    }

    func testHoverShowsTheGuidelineInMarkdown() throws {
        let client = ServerHarness()
        client.initialize()
        client.open("file:///w/share.yaml", oversizedScreen)
        client.advance(0)
        let id = client.request("textDocument/hover", ["textDocument": ["uri": "file:///w/share.yaml"], "position": ["line": 11, "character": 7]])
        let contents = try XCTUnwrap(client.response(to: id)?["result"]?["contents"])
        XCTAssertEqual(contents["kind"], "markdown")
        let text = try XCTUnwrap(contents["value"]?.string)
        XCTAssertTrue(text.contains("**popover-oversize**"), text)
        XCTAssertTrue(text.contains("> "), "no guideline quote: \(text)")
        XCTAssertTrue(text.contains("Rationale"), text)
        let nothing = client.request("textDocument/hover", ["textDocument": ["uri": "file:///w/share.yaml"], "position": ["line": 1, "character": 0]])
        XCTAssertEqual(client.response(to: nothing)?["result"], .null)
    }

    func testARequestWaitingForALintCanBeCancelled() {
        let client = ServerHarness()
        client.initialize()
        client.open("file:///w/share.yaml", oversizedScreen)
        client.advance(0)
        client.change("file:///w/share.yaml", version: 2, [["text": .string(oversizedScreen)]])
        let id = client.request("textDocument/hover", ["textDocument": ["uri": "file:///w/share.yaml"], "position": ["line": 11, "character": 7]])
        XCTAssertNil(client.response(to: id), "answered on diagnostics of an older version")
        client.notify("$/cancelRequest", ["id": id])
        XCTAssertEqual(client.response(to: id)?["error"]?["code"], .int(-32800))
        let answered = client.sent.count
        client.advance(LanguageServer.debounceSeconds)
        XCTAssertEqual(client.sent.filter { $0["id"] == id }.count, 1, "answered twice")
        XCTAssertGreaterThan(client.sent.count, answered)
    }

    func testSuppressOnThisLineUsesEachFilesCommentAndNoneForJSON() throws {
        let client = ServerHarness()
        client.initialize()
        client.open("file:///w/share.yaml", oversizedScreen)
        client.advance(0)
        let id = client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///w/share.yaml"],
            "range": ["start": ["line": 11, "character": 6], "end": ["line": 11, "character": 6]], "context": ["diagnostics": []],
        ])
        let actions = try XCTUnwrap(client.response(to: id)?["result"]?.array)
        let suppress = try XCTUnwrap(actions.first { $0["title"] == "Suppress popover-oversize on this line" })
        XCTAssertEqual(suppress["kind"], "quickfix")
        let edit = try XCTUnwrap(suppress["edit"]?["changes"]?["file:///w/share.yaml"]?.array?.first)
        XCTAssertEqual(edit["newText"], "      # higlint-disable-next-line popover-oversize\n")
        XCTAssertEqual(edit["range"], ["start": ["line": 11, "character": 0], "end": ["line": 11, "character": 0]])

        let json = #"{"screen": "s", "platform": "iPadOS", "viewport": {"width": 390, "height": 844}, "elements": [{"id": "b", "type": "button", "presents": {"id": "p", "type": "popover", "compactAdaptation": "sheet", "dismiss": {"outsideTap": "save"}, "size": {"width": 390, "height": 700}}}]}"#
        client.open("file:///w/share.json", json)
        client.advance(0)
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.isEmpty, false)
        let jsonID = client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///w/share.json"],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "context": ["diagnostics": []],
        ])
        XCTAssertEqual(client.response(to: jsonID)?["result"]?.array?.filter { $0["title"]?.string?.hasPrefix("Suppress") == true }.count, 0)
    }

    func testTheConfigurationIsReloadedWhenItChanges() throws {
        let client = ServerHarness()
        client.initialize(["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        XCTAssertTrue(client.sent.contains { $0["method"] == "client/registerCapability" })
        client.open("file://\(client.root)/share.yaml", oversizedScreen)
        client.advance(0)
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.contains { $0["code"] == "popover-oversize" }, true)
        try "rules:\n  popover-oversize: off\n".write(toFile: client.root + "/.higlint.yml", atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://\(client.root)/.higlint.yml"), "type": 2]]])
        client.advance(0)
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.contains { $0["code"] == "popover-oversize" }, false)
        // A configuration that cannot be read is said, and nothing is reported until it is fixed.
        try "rules: [\n".write(toFile: client.root + "/.higlint.yml", atomically: true, encoding: .utf8)
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string("file://\(client.root)/.higlint.yml")]])
        client.advance(0)
        XCTAssertTrue(client.sent.contains { $0["method"] == "window/showMessage" })
        XCTAssertEqual(client.published.last?["diagnostics"], [])
    }

    /// Each workspace folder is linted with its own configuration, as `higlint lint` run in it
    /// would be; folders come and go with `workspace/didChangeWorkspaceFolders`.
    func testEachWorkspaceFolderUsesItsOwnConfiguration() throws {
        let client = ServerHarness()
        let quiet = client.root + "/quiet", loud = client.root + "/loud", broken = client.root + "/broken"
        for folder in [quiet, loud, broken] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try "rules:\n  popover-oversize: off\n".write(toFile: quiet + "/.higlint.yml", atomically: true, encoding: .utf8)
        try "rules: [\n".write(toFile: broken + "/.higlint.yml", atomically: true, encoding: .utf8)
        let id = client.request("initialize", ["capabilities": [:], "workspaceFolders": [
            ["uri": .string("file://" + quiet), "name": "quiet"], ["uri": .string("file://" + loud), "name": "loud"],
        ]])
        client.notify("initialized")
        XCTAssertEqual(client.response(to: id)?["result"]?["capabilities"]?["workspace"]?["workspaceFolders"]?["changeNotifications"], true)
        func oversize(_ uri: String) -> Bool? {
            client.published.last { $0["uri"]?.string == uri }?["diagnostics"]?.array?.contains { $0["code"] == "popover-oversize" }
        }
        let inQuiet = "file://\(quiet)/share.yaml", inLoud = "file://\(loud)/share.yaml"
        client.open(inQuiet, oversizedScreen)
        client.open(inLoud, oversizedScreen)
        client.advance(0)
        XCTAssertEqual(oversize(inQuiet), false)
        XCTAssertEqual(oversize(inLoud), true)

        // Without its folder, the loud file is outside every folder: linted from the first, quietly.
        client.notify("workspace/didChangeWorkspaceFolders", ["event": [
            "added": [["uri": .string("file://" + broken), "name": "broken"]],
            "removed": [["uri": .string("file://" + loud), "name": "loud"]],
        ]])
        client.advance(0)
        XCTAssertEqual(oversize(inLoud), false)
        let message = client.sent.last { $0["method"] == "window/showMessage" }?["params"]?["message"]?.string ?? ""
        XCTAssertTrue(message.contains(broken + "/.higlint.yml"), message)
        // The broken folder's files get nothing until its configuration is fixed.
        let inBroken = "file://\(broken)/share.yaml"
        client.open(inBroken, oversizedScreen)
        client.advance(0)
        XCTAssertEqual(client.published.last { $0["uri"]?.string == inBroken }?["diagnostics"], [])
    }

    func testClosingClearsDiagnostics() {
        let client = ServerHarness()
        client.initialize()
        client.open("file:///w/share.yaml", oversizedScreen)
        client.advance(0)
        client.notify("textDocument/didClose", ["textDocument": ["uri": "file:///w/share.yaml"]])
        XCTAssertEqual(client.published.last?["diagnostics"], [])
        XCTAssertNil(client.published.last?["version"])
    }

    func testExitStatusIsZeroOnlyAfterShutdown() {
        let client = ServerHarness()
        client.initialize()
        client.notify("exit")
        XCTAssertEqual(client.exitStatus, 1)
        let orderly = ServerHarness()
        orderly.initialize()
        let id = orderly.request("shutdown")
        XCTAssertEqual(orderly.response(to: id)?["result"], .null)
        let late = orderly.request("textDocument/hover", [:])
        XCTAssertEqual(orderly.response(to: late)?["error"]?["code"], .int(-32600))
        orderly.notify("exit")
        XCTAssertEqual(orderly.exitStatus, 0)
    }
}

extension ServerTests {
    func testACancelThatOvertakesItsRequestStillCancelsIt() {
        let client = ServerHarness()
        client.initialize()
        client.notify("$/cancelRequest", ["id": "early"])
        client.server.receive(.request(id: "early", method: "textDocument/hover",
                                       params: ["textDocument": ["uri": "file:///w/none.yaml"], "position": ["line": 0, "character": 0]]))
        XCTAssertEqual(client.response(to: "early")?["error"]?["code"], .int(-32800))
    }
}

extension ServerTests {
    /// What `higlint lint` would not lint from the workspace root is not linted in the editor
    /// either: the configuration file itself, hidden folders, what `exclude` leaves out.
    func testFilesTheCommandLineWouldNotWalkAreNotLinted() throws {
        let client = ServerHarness()
        try "exclude: [\"deploy/**\"]\n".write(toFile: client.root + "/.higlint.yml", atomically: true, encoding: .utf8)
        client.initialize()
        for name in [".higlint.yml", ".github/workflows/ci.yml", "deploy/compose.yaml"] {
            client.open("file://\(client.root)/\(name)", "services:\n  web: {image: nginx}\n")
            client.advance(0)
            XCTAssertEqual(client.published.last?["diagnostics"], [], name)
        }
        client.open("file://\(client.root)/screens/share.yaml", oversizedScreen)
        client.advance(0)
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.isEmpty, false)
    }

    /// As a folder walk does: YAML and JSON that do not say they are screens (an XcodeGen
    /// `project.yml`, an asset catalog's `Contents.json`) and files in dependency folders get no
    /// findings in the editor either.
    func testYAMLAndJSONThatAreNoScreensAndDependencyFoldersAreNotLinted() {
        let client = ServerHarness()
        client.initialize()
        let files = [
            "project.yml": "name: Notes\ntargets: {Notes: {platform: iOS}}\n",
            "Notes/Assets.xcassets/Contents.json": "{\"info\": {\"author\": \"xcode\", \"version\": 1}}\n",
            "Pods/Lib/screen.yaml": oversizedScreen,
        ]
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            client.open("file://\(client.root)/\(name)", text)
            client.advance(0)
            XCTAssertEqual(client.published.last?["diagnostics"], [], name)
        }
    }

    /// The popovers read in a document are its symbols (the editor's outline), as `higlint
    /// popovers` lists them: named by what people see, at the popover's place.
    func testThePopoversReadAreTheDocumentsSymbols() {
        let client = ServerHarness()
        client.initialize()
        let uri = "file://\(client.root)/screens/share.yaml"
        client.open(uri, oversizedScreen)
        client.advance(0)
        let id = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        let symbols = client.response(to: id)?["result"]?.array ?? []
        XCTAssertEqual(symbols.count, 1)
        XCTAssertEqual(symbols.first?["name"], "popover 'options'")
        XCTAssertEqual(symbols.first?["range"]?["start"], ["line": 7, "character": 6])
        XCTAssertEqual(symbols.first?["detail"]?.string?.contains("size 390×700"), true, "\(symbols)")
    }
}

extension ServerTests {
    private func suppressEdit(_ fixture: String, uri: String, line: Int) throws -> JSONValue? {
        let client = ServerHarness()
        client.initialize()
        let text = try String(contentsOfFile: Checkout.root + "/" + fixture, encoding: .utf8)
        client.open(uri, text)
        client.advance(0)
        let id = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(line), "character": 0]],
            "context": ["diagnostics": []],
        ])
        let actions = client.response(to: id)?["result"]?.array ?? []
        return actions.first { $0["title"]?.string?.hasPrefix("Suppress") == true }?["edit"]?["changes"]?[uri]?.array?.first
    }

    func testSuppressionsInStoryboardsAreXMLCommentsAndInSwiftLineComments() throws {
        // ipad-library.storyboard:49 holds the popover-nested segue.
        let storyboard = try XCTUnwrap(suppressEdit("Fixtures/examples/ipad-library.storyboard", uri: "file:///w/library.storyboard", line: 48))
        XCTAssertEqual(storyboard["newText"], .string(String(repeating: " ", count: 36) + "<!-- higlint-disable-next-line popover-nested -->\n"))
        // alert-inside-popover-content.swift:23 presents an action sheet over a popover.
        let swift = try XCTUnwrap(suppressEdit("Fixtures/swift/alert-inside-popover-content.swift", uri: "file:///w/alert.swift", line: 22))
        XCTAssertTrue(swift["newText"]?.string?.hasSuffix("// higlint-disable-next-line popover-over-popover\n") == true, "\(swift)")
    }
}

enum Checkout {
    /// The package's folder: Tests/HiglintLanguageServerTests/ServerTests.swift is two levels in.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}

extension ServerTests {
    /// The configuration's baseline hides what it recorded, as on the command line, and is read
    /// again when the client reports it changed.
    func testTheBaselineHidesRecordedFindingsAndIsReadAgainWhenItChanges() throws {
        let client = ServerHarness()
        let path = client.root + "/share.yaml"
        let recorded = try DocumentLinter(root: client.root).lint(Array(oversizedScreen.utf8), path: path)
        XCTAssertFalse(recorded.isEmpty)
        try Baseline(entries: [], directory: client.root).render().write(toFile: client.root + "/baseline.json", atomically: true, encoding: .utf8)
        try "baseline: baseline.json\n".write(toFile: client.root + "/.higlint.yml", atomically: true, encoding: .utf8)
        client.initialize()
        client.open("file://" + path, oversizedScreen)
        client.advance(0)
        XCTAssertEqual(client.published.last?["diagnostics"]?.array?.count, recorded.count)
        try Baseline(diagnostics: recorded, directory: client.root).render()
            .write(toFile: client.root + "/baseline.json", atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://\(client.root)/baseline.json"), "type": 2]]])
        client.advance(0)
        XCTAssertEqual(client.published.last?["diagnostics"], [])
    }
}

extension ServerTests {
    /// No suppression is offered where it would not work (an unused suppression is reported after
    /// suppressions apply) or should not (a syntax error: nothing after it was checked).
    func testNoSuppressionIsOfferedWhereTheCommentWouldNotWork() throws {
        let client = ServerHarness()
        client.initialize()
        let unused = oversizedScreen.replacingOccurrences(of: "  - id: share\n", with: "  # higlint-disable-next-line popover-nested\n  - id: share\n")
        let broken = oversizedScreen + "      oops: [\n"
        for (name, text, rule) in [("unused", unused, "unused-suppression"), ("broken", broken, "invalid-document")] {
            let uri = "file:///w/\(name).yaml"
            client.open(uri, text)
            client.advance(0)
            let diagnostic = try XCTUnwrap(client.published.last?["diagnostics"]?.array?.first { $0["code"] == .string(rule) }, name)
            let id = client.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(uri)], "range": diagnostic["range"]!, "context": ["diagnostics": []],
            ])
            let titles = client.response(to: id)?["result"]?.array?.compactMap { $0["title"]?.string } ?? []
            XCTAssertFalse(titles.contains("Suppress \(rule) on this line"), "\(name): \(titles)")
        }
    }
}

extension ServerTests {
    /// Swift the parser recursed on past the stack (issue 30) killed `higlint lsp` on didOpen: it
    /// is one invalid-document, on the test's thread and on a dispatch queue's small stack, and
    /// the server goes on to lint the next file; the deepest nesting let through is read there.
    func testSwiftTooDeepForTheParserIsOneDiagnosticAndTheServerLivesOn() throws {
        for onQueue in [false, true] {
            let client = ServerHarness()
            client.lintOnQueue = onQueue
            client.initialize()
            let hostile = ["let x = " + String(repeating: "a<", count: 3_000) + "\n",
                           "let x = " + String(repeating: "try ", count: 10_000) + "f()\n",
                           String(repeating: "#if a\n", count: 50_000),
                           "let s = " + String(repeating: "\"\\(", count: 10_000) + "\n"]
            for (index, text) in hostile.enumerated() {
                client.open("file:///w/deep\(index).swift", text)
                client.advance(1)
                let published = try XCTUnwrap(client.published.last { $0["uri"]?.string == "file:///w/deep\(index).swift" })
                let codes = published["diagnostics"]?.array?.compactMap { $0["code"]?.string }
                XCTAssertEqual(codes, ["invalid-document"], "\(index) on a queue: \(onQueue)")
            }
            let deep = "let y = x is " + String(repeating: "A<", count: 60) + "B" + String(repeating: ">", count: 60) + "\n"
            client.open("file:///w/deepest.swift", deep)
            client.advance(1)
            let published = try XCTUnwrap(client.published.last { $0["uri"]?.string == "file:///w/deepest.swift" })
            XCTAssertEqual(published["diagnostics"]?.array?.count, 0, "\(published)")
            client.open("file:///w/share.yaml", oversizedScreen)
            client.advance(1)
            let yaml = try XCTUnwrap(client.published.last { $0["uri"]?.string == "file:///w/share.yaml" })
            XCTAssertTrue(yaml["diagnostics"]?.array?.contains { $0["code"] == "popover-oversize" } == true, "\(yaml)")
        }
    }
}

extension ServerTests {
    /// Views that show a view twice, 20 deep (issue 30 #2), took 13 s and 2.2 GB on didOpen: each
    /// view's code is read once and shared, and the finding inside is one diagnostic.
    func testViewsShowingViewsTwiceOverAreLintedOnce() throws {
        let zero = "    var body: some View { Button(\"a\") { shown = true }.popover(isPresented: $shown) { "
            + "VStack { Text(\"Zoom level\"); Button(\"Done\") { shown = false } } } }\n"
        var text = "import SwiftUI\nstruct V0: View {\n    @State var shown = false\n" + zero + "}\n"
        for index in 1...20 { text += "struct V\(index): View {\n    var body: some View { VStack { V\(index - 1)(); V\(index - 1)() } }\n}\n" }
        let client = ServerHarness()
        client.lintOnQueue = true
        client.initialize()
        let start = Date()
        client.open("file:///w/views.swift", text)
        client.advance(1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        let published = try XCTUnwrap(client.published.last { $0["uri"]?.string == "file:///w/views.swift" })
        let diagnostics = published["diagnostics"]?.array ?? []
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.string }, ["popover-close-button"])
        let done = zero.utf16.count - zero[zero.range(of: "\"Done\"")!.lowerBound...].utf16.count
        XCTAssertEqual(diagnostics.first?["range"]?["start"], ["line": 3, "character": .int(done)])
    }
}
