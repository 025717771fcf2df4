import Foundation
import HiglintCore
import SwiftSyntax

/// Turns swift-syntax's UTF-8 byte offsets into the positions higlint reports (1-based lines,
/// 1-based columns counted in Unicode scalars, as for every reader) through the file's `LineMap`
/// (`LineBreaks.standard`). swift-syntax's own `SourceLocationConverter` counts columns in bytes,
/// which puts every finding after a `é` or an emoji on the wrong column.
struct SourceLines {
    private let bytes: [UInt8]
    private let map: LineMap
    /// No byte past 0x7F.
    var isASCII: Bool { map.isASCII }
    /// No NUL byte. With `isASCII`, the bytes are UTF-8 text (`SyntaxProblems.encodingProblem`).
    let hasNoNUL: Bool
    /// Added to every line: another file's code read into this file's screens is numbered past
    /// this file's last line (`OtherFileLines`).
    var lineOffset = 0

    var lineCount: Int { map.lineCount }

    /// The lines of a file's bytes, its byte-order mark taken off already (`ParsedSwift`).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        map = LineMap(bytes, lineBreaks: .standard, skipsByteOrderMark: false)
        hasNoNUL = bytes.withUnsafeBufferPointer { $0.baseAddress.map { memchr($0, 0, bytes.count) == nil } ?? true }
    }

    /// Whether the file writes the `.popover` style as a whole word (`PopoverContentClasses`).
    var writesPopoverStyle: Bool { PopoverContentClasses.writesPopoverStyle(bytes) }

    /// Whether the file calls a method of another file that makes a system sheet (`SwiftProjectIndex.callsSheetFactory`).
    func callsSheetFactory(of project: SwiftProjectIndex) -> Bool { project.callsSheetFactory(bytes) }

    /// Whether the bytes from `start` up to `end` (offsets; the whole file without them) hold
    /// `word`: what `node.description.contains(word)` tells of a node's text, without making it a String.
    func contains(_ word: StaticString, from start: Int = 0, to end: Int? = nil) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return ByteSearch.offset(of: needle, in: bytes, from: start, to: end) != nil
    }

    /// Whether the text of `node`, trivia (spaces, comments) included, holds `word`.
    func text(of node: some SyntaxProtocol, contains word: StaticString) -> Bool {
        contains(word, from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
    }

    /// The position of a byte offset (clamped into the file).
    func position(at offset: Int) -> SourcePosition {
        let position = bytes.withUnsafeBufferPointer { map.position(of: offset, in: $0) }
        return SourcePosition(line: position.line + lineOffset, column: position.column)
    }

    func position(_ absolute: AbsolutePosition) -> SourcePosition { position(at: absolute.utf8Offset) }

    /// From the node's first character to the end of its last, trivia (spaces, comments) left out.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(node.positionAfterSkippingLeadingTrivia),
                    end: position(node.endPositionBeforeTrailingTrivia))
    }

    /// From the start of `first` to the end of `last`.
    func range(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(first.positionAfterSkippingLeadingTrivia),
                    end: position(last.endPositionBeforeTrailingTrivia))
    }

    /// `.popover` in `Button("Info").popover(…)`: the dot and the name, not the view before them.
    func range(ofModifier member: MemberAccessExprSyntax) -> SourceRange {
        range(from: member.period, to: member.declName)
    }

    /// The 1-based line of a byte offset.
    func line(at offset: Int) -> Int { position(at: offset).line }
}

/// SwiftSyntax has a `SourceRange` of its own (in byte columns); here the name means higlint's.
typealias SourceRange = HiglintCore.SourceRange
typealias SourcePosition = HiglintCore.SourcePosition
