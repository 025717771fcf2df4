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
        let count = holding.file.lines.lineCount
        guard nextLine + count < Int(UInt32.max) / 2 else { return nil }
        let file = holding.file.numbered(after: nextLine)
        files.append(OtherFileLines(path: path, firstLine: nextLine, lineCount: count,
                                    suppressions: holding.suppressions, commentOnlyLines: holding.commentOnlyLines))
        numbered[path] = file
        nextLine += count
        return file
    }
}
