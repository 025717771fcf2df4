import HiglintCore

/// The other files one reading borrows code from, each numbered after the file read and after
/// each other, in the order first followed.
final class BorrowedLines {
    private(set) var files: [OtherFileLines] = []
    private var numbered: [String: SwiftFile] = [:]
    private var nextLine: Int

    init(after file: SwiftFile) {
        nextLine = file.lines.lineCount
    }

    /// The file at `path` numbered for this reading; nil when numbering it would leave the range
    /// positions can hold.
    func file(_ holding: SwiftProjectIndex.HoldingFile, at path: String) -> SwiftFile? {
        if let file = numbered[path] { return file }
        // Numbered already for a controller's setup (`lines(of:)`): the same lines.
        if let known = files.first(where: { $0.path == path }) {
            let file = holding.file.numbered(after: known.firstLine)
            numbered[path] = file
            return file
        }
        let count = holding.file.lines.lineCount
        guard nextLine + count < Int(UInt32.max) / 2 else { return nil }
        let file = holding.file.numbered(after: nextLine)
        files.append(OtherFileLines(path: path, firstLine: nextLine, lineCount: count,
                                    suppressions: holding.suppressions, commentOnlyLines: holding.commentOnlyLines))
        numbered[path] = file
        nextLine += count
        return file
    }

    /// Another file's lines numbered for this reading, without its code (a controller's setup,
    /// which the index keeps as values); nil when numbering it would leave the range positions can hold.
    func lines(of other: OtherFileLines) -> OtherFileLines? {
        if let known = files.first(where: { $0.path == other.path }) { return known }
        guard nextLine + other.lineCount < Int(UInt32.max) / 2 else { return nil }
        var lines = other
        lines.firstLine = nextLine
        files.append(lines)
        nextLine += other.lineCount
        return lines
    }
}
