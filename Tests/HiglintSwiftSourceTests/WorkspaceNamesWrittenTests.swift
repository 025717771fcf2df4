import HiglintCore
@testable import HiglintSwiftSource
import XCTest

/// The workspace index keeps, as files change one at a time, which files write each name a file
/// declares: what it knows after any sequence of edits is what an index made from the files as
/// they now are knows, and which files read a controller's code follows.
final class WorkspaceNamesWrittenTests: XCTestCase {
    private func chooser(_ name: String, style: String = ".popover") -> String {
        """
        import UIKit

        final class \(name): UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = \(style)
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    private func presenter(presenting name: String) -> String {
        """
        import UIKit

        final class EventViewController: UIViewController {
            @IBAction private func pickDate(_ sender: UIButton) {
                present(\(name)(), animated: true)
            }
        }

        """
    }

    private let note = "import Foundation\n\n// Opens DateChooser, not written as code.\nstruct Note {}\n"

    private func file(_ path: String, _ text: String) -> IndexedFile {
        IndexedFile(path: path, bytes: Array(text.utf8))
    }

    /// Checks `index` against one made from `files` at once, for every name they declare.
    private func assertAsIfMadeAnew(_ index: inout SwiftWorkspaceIndex, _ files: [String: String], names: [String],
                                    file: StaticString = #filePath, line: UInt = #line) {
        var fresh = SwiftWorkspaceIndex(limits: .default)
        fresh.update(files.map { self.file($0.key, $0.value) })
        for name in names {
            XCTAssertEqual(index.files(writing: name), fresh.files(writing: name), name, file: file, line: line)
        }
        for path in files.keys.sorted() {
            XCTAssertEqual(index.readers(of: path), fresh.readers(of: path), path, file: file, line: line)
        }
    }

    func testEditsKeepWhichFilesWriteEachNameAsAFreshIndexHasIt() {
        var files = ["DateChooser.swift": chooser("DateChooser"), "EventViewController.swift": presenter(presenting: "DateChooser"),
                     "Note.swift": note]
        let names = ["DateChooser", "TimeChooser", "EventViewController", "Note"]
        var index = SwiftWorkspaceIndex(limits: .default)
        index.update(files.map { file($0.key, $0.value) })
        XCTAssertEqual(index.files(writing: "DateChooser"), ["DateChooser.swift", "EventViewController.swift", "Note.swift"])
        XCTAssertEqual(index.readers(of: "DateChooser.swift"), ["EventViewController.swift", "Note.swift"])
        assertAsIfMadeAnew(&index, files, names: names)

        // The presenter presents another class, one no file declares yet.
        files["EventViewController.swift"] = presenter(presenting: "TimeChooser")
        index.update([file("EventViewController.swift", files["EventViewController.swift"]!)])
        XCTAssertEqual(index.files(writing: "DateChooser"), ["DateChooser.swift", "Note.swift"])
        XCTAssertEqual(index.files(writing: "TimeChooser"), [])
        assertAsIfMadeAnew(&index, files, names: names)

        // The class is renamed to the one presented: the other files are searched for its new name.
        files["DateChooser.swift"] = chooser("TimeChooser")
        index.update([file("DateChooser.swift", files["DateChooser.swift"]!)])
        XCTAssertEqual(index.files(writing: "DateChooser"), [])
        XCTAssertEqual(index.files(writing: "TimeChooser"), ["DateChooser.swift", "EventViewController.swift"])
        XCTAssertEqual(index.readers(of: "DateChooser.swift"), ["EventViewController.swift"])
        assertAsIfMadeAnew(&index, files, names: names)

        // A second file declares the same name, then goes: the name stays declared by the first.
        files["Copy.swift"] = chooser("TimeChooser")
        index.update([file("Copy.swift", files["Copy.swift"]!)])
        assertAsIfMadeAnew(&index, files, names: names)
        files["Copy.swift"] = nil
        index.remove("Copy.swift")
        XCTAssertEqual(index.files(writing: "TimeChooser"), ["DateChooser.swift", "EventViewController.swift"])
        assertAsIfMadeAnew(&index, files, names: names)

        // The presenter goes: no file reads the class's code.
        files["EventViewController.swift"] = nil
        index.remove("EventViewController.swift")
        XCTAssertEqual(index.readers(of: "DateChooser.swift"), [])
        assertAsIfMadeAnew(&index, files, names: names)
    }

    func testANameInBackticksIsFoundAsAWordSearchFindsIt() {
        var index = SwiftWorkspaceIndex(limits: .default)
        index.update([file("Picker.swift", chooser("`Picker`")), file("Presenter.swift", presenter(presenting: "`Picker`"))])
        var fresh = SwiftWorkspaceIndex(limits: .default)
        fresh.update([file("Presenter.swift", presenter(presenting: "`Picker`"))])
        fresh.update([file("Picker.swift", chooser("`Picker`"))])
        XCTAssertEqual(index.readers(of: "Picker.swift"), ["Presenter.swift"])
        XCTAssertEqual(fresh.readers(of: "Picker.swift"), ["Presenter.swift"])
        XCTAssertEqual(index.files(writing: "`Picker`"), ["Picker.swift", "Presenter.swift"])
        XCTAssertEqual(fresh.files(writing: "`Picker`"), ["Picker.swift", "Presenter.swift"])
    }
}
