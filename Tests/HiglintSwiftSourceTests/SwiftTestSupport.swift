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
