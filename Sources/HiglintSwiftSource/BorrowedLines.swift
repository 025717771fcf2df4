import HiglintCore
import Synchronization

/// The other files one reading borrows code from, each numbered after the file read and after
/// each other, in the order first followed. One reading uses it, on one thread; the lock makes
/// what holds it a value other threads may read (a class's code, kept with its file,
/// `TypeReadingMemo`).
final class BorrowedLines: Sendable {
    private struct State {
        var files: [OtherFileLines] = []
        var numbered: [String: SwiftFile] = [:]
        var nextLine: Int
    }

    private let state: Mutex<State>

    init(after file: SwiftFile) {
        state = Mutex(State(nextLine: file.lines.lineCount))
    }

    var files: [OtherFileLines] { state.withLock { $0.files } }

    /// The file at `path` numbered for this reading; nil when numbering it would leave the range
    /// positions can hold.
    func file(_ holding: SwiftProjectIndex.HoldingFile, at path: String) -> SwiftFile? {
        state.withLock { state in
            if let file = state.numbered[path] { return file }
            // Numbered already for a controller's setup (`lines(of:)`): the same lines.
            if let known = state.files.first(where: { $0.path == path }) {
                let file = holding.file.numbered(after: known.firstLine)
                state.numbered[path] = file
                return file
            }
            let count = holding.file.lines.lineCount
            guard state.nextLine + count < Int(UInt32.max) / 2 else { return nil }
            let file = holding.file.numbered(after: state.nextLine)
            state.files.append(OtherFileLines(path: path, firstLine: state.nextLine, lineCount: count,
                                              suppressions: holding.suppressions, commentOnlyLines: holding.commentOnlyLines))
            state.numbered[path] = file
            state.nextLine += count
            return file
        }
    }

    /// Another file's lines numbered for this reading, without its code (a controller's setup,
    /// which the index keeps as values); nil when numbering it would leave the range positions can hold.
    func lines(of other: OtherFileLines) -> OtherFileLines? {
        state.withLock { state in
            if let known = state.files.first(where: { $0.path == other.path }) { return known }
            guard state.nextLine + other.lineCount < Int(UInt32.max) / 2 else { return nil }
            var lines = other
            lines.firstLine = state.nextLine
            state.files.append(lines)
            state.nextLine += other.lineCount
            return lines
        }
    }
}
