import Foundation
import HiglintCore
import HiglintSwiftSource
import XCTest

enum SwiftCheckout {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures/swift")
}

/// Lints Swift source as the CLI does, every rule at its edition's default.
func lintSwift(_ source: String, name: String = "View.swift", edition: Edition = .current,
               reader: SwiftSourceReader = SwiftSourceReader()) -> [Diagnostic] {
    Linter(configuration: LintConfiguration(edition: edition), readers: ReaderRegistry.core.with([reader])).lint(bytes: Array(source.utf8), path: name)
}

/// `rule line:column` for each diagnostic, in report order.
func findings(_ source: String, edition: Edition = .current, reader: SwiftSourceReader = SwiftSourceReader()) -> [String] {
    lintSwift(source, edition: edition, reader: reader).map { "\($0.ruleID) \($0.range.start)" }
}

/// What the reader makes of the source, for tests about the screen model.
func readSwift(_ source: String, reader: SwiftSourceReader = SwiftSourceReader()) -> ScreenReading {
    reader.read(Array(source.utf8), path: "View.swift", limits: .default)
}

extension Screen {
    /// The elements of a type, in order.
    func all(_ type: ElementType) -> [Element] { elements.filter { $0.type == type } }
}

/// Where `needle` is written in `source` (its `occurrence`-th time), as `line:column` counted in
/// characters: found by searching the text, independently of the syntax tree.
func position(of needle: String, _ occurrence: Int = 1, in source: String) -> String {
    var line = 1, column = 1, seen = 0
    var rest = Substring(source)
    while !rest.isEmpty {
        if rest.hasPrefix(needle) {
            seen += 1
            if seen == occurrence { return "\(line):\(column)" }
        }
        let character = rest.removeFirst()
        if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
    }
    return "absent"
}

/// A SwiftUI popover kept a popover in a compact width, in nine lines: one `popover-in-compact`,
/// at its `.none`. Code put after it must leave that finding as it is.
let popoverKeptInCompact = """
    import SwiftUI

    struct Zoom: View {
        @State private var shown = false
        var body: some View {
            Button("Zoom") { shown = true }
                .popover(isPresented: $shown) { Slider(value: .constant(1)).presentationCompactAdaptation(.none) }
        }
    }

    """

/// Lints the files (path, text) as one run does: the index of the Swift files first, then each
/// file, in order, with that index, by the core readers and the Swift reader. Each finding comes
/// with the file being linted, which is not always the file the finding is in.
func lintAsOneRun(_ files: [(String, String)], configuration: LintConfiguration = LintConfiguration()) -> [(linted: String, finding: Diagnostic)] {
    let reader = SwiftSourceReader()
    let project = reader.index(files.filter { $0.0.hasSuffix(".swift") }.map { ($0.0, Array($0.1.utf8)) }, limits: .default)
    let linter = Linter(configuration: configuration, readers: ReaderRegistry.core.with([reader]))
    return files.flatMap { path, text in
        linter.lint(bytes: Array(text.utf8), path: path, project: project).map { (path, $0) }
    }
}

/// `lintAsOneRun` as `linted>file:line:column rule` for each finding, the file being linted and
/// then the file the finding is in.
func lintAcrossFiles(_ files: [(String, String)], configuration: LintConfiguration = LintConfiguration()) -> [String] {
    lintAsOneRun(files, configuration: configuration).map { "\($0.linted)>\($0.finding.file):\($0.finding.range.start) \($0.finding.ruleID)" }
}

/// A UIKit controller that makes itself a popover in its own file, and one that presents it from
/// another: the presenting file shows a popover only with the controller's file in the run.
enum DatePickerFiles {
    /// `DatePickerPopover`, a popover because its `init` says so.
    static let picker = """
    import UIKit

    final class DatePickerPopover: UIViewController {
        init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .popover
        }

        required init?(coder: NSCoder) { fatalError() }
    }
    """

    /// The picker, also making itself its popover's delegate in its `init`.
    static let delegatingPicker = picker.replacingOccurrences(
        of: "        modalPresentationStyle = .popover\n",
        with: "        modalPresentationStyle = .popover\n        popoverPresentationController?.delegate = self\n")

    /// Presents the picker from a button, setting only its source view.
    static let presenter = """
    import UIKit

    final class EventViewController: UIViewController {
        @IBOutlet private weak var dateButton: UIButton!

        @IBAction private func pickDate(_ sender: UIButton) {
            let picker = DatePickerPopover()
            picker.popoverPresentationController?.sourceView = dateButton
            present(picker, animated: true)
        }
    }
    """

    /// The presenter with no source set.
    static let bare = presenter.replacingOccurrences(of: "        picker.popoverPresentationController?.sourceView = dateButton\n", with: "")
}
