import Foundation
import XCTest
import HiglintCore
import HiglintTestSupport

/// The lint session as a library call: what a language server and the fuzz target get from it,
/// and the exit-2 messages the command line prints from it.
final class LintSessionTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var folder: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder(for: self)
    }

    /// Two popovers wider than edition ios-2011's 600 points.
    private static let twoOversize = """
    screen: Library
    platform: iPadOS
    elements:
      - id: filter
        type: barButton
        presents: {id: filters, type: popover, size: {width: 700, height: 300}}
      - id: sort
        type: barButton
        presents: {id: sorting, type: popover, size: {width: 620, height: 300}}

    """

    private static let configuration = """
    edition: ios-2011
    rules:
      popover-oversize: error
    overrides:
      - files: ["legacy/**"]
        rules: {popover-oversize: off}

    """

    private func oversize(_ session: LintSession, _ text: String = twoOversize, path: String) -> [Severity] {
        session.lintDocument(Array(text.utf8), path: path).filter { $0.ruleID == "popover-oversize" }.map(\.severity)
    }

    func testADocumentGetsTheConfigurationAndOverridesOfItsPath() throws {
        try scratch.write(Self.configuration, ".higlint.yml")
        let session = try LintSession(options: LintOptions(directory: folder.path))
        XCTAssertEqual(session.base.edition, .ios2011, "the edition comes from the configuration found in the folder")
        XCTAssertEqual(oversize(session, path: "designs/a.yaml"), [.error, .error])
        XCTAssertEqual(oversize(session, path: "legacy/old.yaml"), [], "the override for legacy/** turns the rule off")
        XCTAssertEqual(oversize(session, path: folder.path + "/legacy/old.yaml"), [], "an absolute path matches the same override")

        let commandLine = try LintSession(options: LintOptions(directory: folder.path, ruleSettings: ["popover-oversize=info"]))
        XCTAssertEqual(oversize(commandLine, path: "legacy/old.yaml"), [.info, .info], "--rule wins over the override")
    }

    func testUnsavedTextIsLintedAsTheFileItWouldBe() throws {
        let session = try LintSession(options: LintOptions(directory: folder.path, readsConfiguration: false, edition: .ios2011))
        XCTAssertEqual(oversize(session, path: "never-saved.yaml"), [.warning, .warning])
        let suppressed = Self.twoOversize.replacingOccurrences(
            of: "    presents: {id: sorting", with: "    # higlint-disable-next-line popover-oversize -- sorting needs the room\n    presents: {id: sorting")
        XCTAssertEqual(oversize(session, suppressed, path: "never-saved.yaml"), [.warning], "suppression comments apply")

        let broken = session.lintDocument(Array("<document type=\"storyboard\"><scenes>".utf8), path: "Main.storyboard")
        XCTAssertEqual(broken.map(\.ruleID), ["invalid-document"], "the extension picks the Interface Builder reader")
        XCTAssertEqual(broken.first?.file, "Main.storyboard")
    }

    func testCommandErrorsSayWhatToDo() throws {
        func failure(_ options: LintOptions) -> String {
            do {
                _ = try LintSession(options: options)
                return "no error"
            } catch {
                return (error as? CommandFailure)?.description ?? "not a CommandFailure: \(error)"
            }
        }
        XCTAssertEqual(failure(LintOptions(directory: folder.path, configurationPath: "/nonexistent/team.yml")),
                       "/nonexistent/team.yml: no such configuration file; check the --config path, "
                       + "or write a starter one with `higlint init --output /nonexistent/team.yml`")
        XCTAssertEqual(failure(LintOptions(directory: folder.path, ruleSettings: ["popover-oversise=off"])),
                       "--rule: unknown rule 'popover-oversise'; did you mean 'popover-oversize'?")
        try scratch.write("edition: ios-2099\n", ".higlint.yml")
        XCTAssertTrue(failure(LintOptions(directory: folder.path)).hasPrefix(folder.appendingPathComponent(".higlint.yml").path + ":1:10: "),
                      failure(LintOptions(directory: folder.path)))
    }

    func testARunWritesItsReportAndSaysHowItWent() throws {
        try scratch.write(Self.twoOversize, "library.yaml")
        let report = folder.appendingPathComponent("report.json").path
        let options = LintOptions(paths: [folder.appendingPathComponent("library.yaml").path], directory: folder.path,
                                  readsConfiguration: false, edition: .ios2011, locale: .en, format: .json, output: report,
                                  failOn: .warning)
        let outcome = try LintSession(options: options).run()
        XCTAssertEqual(outcome.exitStatus, 1)
        XCTAssertEqual(outcome.messages, ["higlint: 1 file, 2 popovers, 0 passed over, 0 errors, 2 warnings, 0 infos"])
        let written = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertEqual(written.components(separatedBy: "\"popover-oversize\"").count - 1, 2, written)

        var missing = options
        missing.paths = [folder.appendingPathComponent("nothing-here.yaml").path]
        XCTAssertThrowsError(try LintSession(options: missing).run()) { error in
            XCTAssertEqual((error as? CommandFailure)?.missingPath, missing.paths[0])
        }
    }
}
