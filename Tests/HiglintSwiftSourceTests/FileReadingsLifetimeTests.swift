import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// What is read of a file goes when the file goes: the language server reads a document again on
/// every edit, and readings that outlived their file made its memory grow with each one.
final class FileReadingsLifetimeTests: XCTestCase {
    private let controller = """
        import UIKit

        final class EditorViewController: UIViewController {
            @IBOutlet var shareButton: UIButton!

            @IBAction func showOptions(_ sender: UIButton) {
                let options = OptionsViewController()
                options.modalPresentationStyle = .popover
                options.popoverPresentationController?.sourceView = sender
                present(options, animated: true)
            }
        }
        """

    private func parsedFile() throws -> SwiftFile {
        guard case .parsed(let parsed) = ParsedSwift.parse(Array(controller.utf8), nesting: 256) else {
            throw XCTSkip("the controller does not parse")
        }
        return parsed.file
    }

    /// Reads the controller's code and its own setup, as a lint does, and keeps nothing of the
    /// file but a weak reference to its readings.
    private func readAndForgetTheFile() throws -> FileReadings.WeakReadings {
        let file = try parsedFile()
        let type = try XCTUnwrap(file.types.all.first { $0.name == "EditorViewController" })
        let code = UIKitCode.read(type, in: file, context: RunContext.standard)
        XCTAssertEqual(code.presentations.count, 1, "the popover the action presents is read")
        _ = OwnPopover.read(type, in: file, context: RunContext.standard)
        return FileReadings.WeakReadings(readings: file.readings)
    }

    func testReadingsOfAControllerGoWithItsFile() throws {
        let held = try readAndForgetTheFile()
        XCTAssertNil(held.readings, "a kept reading of the file's code keeps the file's readings alive")
    }

    func testAKeptReadingSharesTheReadingsOfItsLiveFile() throws {
        let file = try parsedFile()
        let type = try XCTUnwrap(file.types.all.first { $0.name == "EditorViewController" })
        let code = UIKitCode.read(type, in: file, context: RunContext.standard)
        XCTAssertTrue(code.file.readings === file.readings, "the kept reading finds the readings of the file it was read from")
    }
}
