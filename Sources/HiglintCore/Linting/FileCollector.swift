import Foundation

/// One input to lint: a file found on disk or named on the command line, or standard input.
public struct LintInput: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        case file(String)
        case standardInput
    }

    /// The path as reported: as given on the command line, joined with what the walk found.
    /// A name that is not UTF-8 shows U+FFFD where its bad bytes are.
    public var displayPath: String
    public var origin: Origin
    /// The file-system path as bytes, for opening: names need not be UTF-8 (empty for standard input).
    public var pathBytes: [UInt8] = []

    public init(displayPath: String, origin: Origin, pathBytes: [UInt8] = []) {
        self.displayPath = displayPath
        self.origin = origin
        self.pathBytes = pathBytes
    }
}

/// A problem with the command's own work (exit status 2): a path that does not exist or cannot
/// be read.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// Expands the command line's paths into the files to lint.
///
/// Folders are walked recursively for `.yaml`, `.yml`, `.json`, `.storyboard` and `.xib`, in sorted order so reports are
/// stable; hidden files and folders and `.build` are skipped; each real file and folder is visited
/// once (by device and inode), so a symbolic-link loop ends and a linked file is linted once.
public struct FileCollector {
    public static let extensions: Set<String> = ["yaml", "yml", "json", "storyboard", "xib"]

    public private(set) var inputs: [LintInput] = []
    /// Folders or files met during a walk that could not be read; the rest is still linted.
    public private(set) var problems: [InputError] = []
    /// Called with each input as soon as it is found, so linting can start while the walk goes
    /// on (`inputs` still collects them all).
    public var found: ((LintInput) -> Void)?
    private var seen = Set<FileIdentity>()
    /// Decides which files a walk lints, given the file's absolute path: by default the screen
    /// extensions; configuration's `include` and `exclude` replace it.
    public var admits: (String) -> Bool = { path in
        // Bytes, not `Substring.contains("/")`: that goes through Foundation's locale-aware
        // search, and this runs for every file of a walk before any linting starts.
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let suffix = bytes[bytes.index(after: dot)...]
        guard !suffix.contains(UInt8(ascii: "/")) else { return false }
        return FileCollector.extensions.contains(String(decoding: suffix, as: UTF8.self).lowercased())
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    public init() {}

    /// Adds one command-line path. Throws when it does not exist or cannot be read.
    public mutating func add(_ path: String, stdinName: String?) throws {
        if path == "-" {
            accept(LintInput(displayPath: stdinName ?? "<stdin>", origin: .standardInput))
            return
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw InputError(description: "\(path): \(String(cString: strerror(errno)))")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            guard access(path, R_OK | X_OK) == 0 else {
                throw InputError(description: "\(path): permission denied")
            }
            walk(directory: path, display: path)
        } else {
            guard access(path, R_OK) == 0 else {
                throw InputError(description: "\(path): permission denied")
            }
            if seen.insert(identity(info)).inserted {
                accept(LintInput(displayPath: path, origin: .file(path), pathBytes: Array(path.utf8)))
            }
        }
    }

    private mutating func accept(_ input: LintInput) {
        inputs.append(input)
        found?(input)
    }

    private func identity(_ info: stat) -> FileIdentity {
        FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    private mutating func walk(directory: String, display: String) {
        walk(directory: Array(directory.utf8), display: display, absolute: Self.absolute(directory))
    }

    /// Walks a folder by its path as bytes (names need not be UTF-8). Whatever cannot be walked
    /// or read is a problem for the caller to report (exit status 2), never skipped in silence:
    /// a folder that cannot be listed, a `.yaml`/`.yml`/`.json` name that is a broken symbolic
    /// link, a link loop, not a regular file, unreadable, or whose path is too long. Entries that
    /// vanish between listing and looking are gone, not problems.
    ///
    /// `absolute` is the folder's absolute, standardized path: made once at the top, then only
    /// extended by names (which are never `.` or `..`), because standardizing each file's path
    /// through Foundation's URL took a tenth of a whole run.
    private mutating func walk(directory: [UInt8], display: String, absolute: String) {
        var info = stat()
        guard Self.fsStat(directory, &info) == 0 else {
            if errno != ENOENT { problems.append(InputError(description: "\(display): cannot read folder (\(Self.errorText(errno)))")) }
            return
        }
        guard seen.insert(identity(info)).inserted else { return }
        guard let names = Self.names(in: directory) else {
            problems.append(InputError(description: "\(display): cannot read folder (\(Self.errorText(errno)))"))
            return
        }
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard name.first != UInt8(ascii: ".") else { continue }
            let path = directory.last == UInt8(ascii: "/") ? directory + name : directory + [UInt8(ascii: "/")] + name
            let nameText = String(decoding: name, as: UTF8.self)
            let shown = display.isEmpty ? nameText : (display.hasSuffix("/") ? display + nameText : display + "/" + nameText)
            // Configuration's include/exclude decide; by default the screen extensions.
            let absolutePath = absolute == "/" ? "/" + nameText : absolute + "/" + nameText
            let lintable = admits(absolutePath)
            guard Self.fsStat(path, &info) == 0 else {
                let code = errno
                var link = stat()
                if code == ENOENT, Self.fsLstat(path, &link) != 0 { continue }  // gone meanwhile
                if lintable || code != ENOENT {
                    let what = code == ENOENT ? "a broken symbolic link" : Self.errorText(code)
                    problems.append(InputError(description: "\(shown): cannot be read (\(what))"))
                }
                continue
            }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                walk(directory: path, display: shown, absolute: absolutePath)
            } else if lintable {
                guard seen.insert(identity(info)).inserted else { continue }
                if kind != S_IFREG {
                    problems.append(InputError(description: "\(shown): not a regular file; not linted"))
                } else if Self.fsAccess(path, R_OK) == 0 {
                    accept(LintInput(displayPath: shown, origin: .file(String(decoding: path, as: UTF8.self)), pathBytes: path))
                } else {
                    problems.append(InputError(description: "\(shown): permission denied"))
                }
            }
        }
    }

    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    private static func errorText(_ code: Int32) -> String {
        code == EACCES ? "permission denied" : String(cString: strerror(code))
    }

    private static func withCString<T>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
        }
    }

    private static func fsStat(_ path: [UInt8], _ info: inout stat) -> Int32 {
        withCString(path) { systemStat($0, &info) }
    }

    private static func fsLstat(_ path: [UInt8], _ info: inout stat) -> Int32 {
        withCString(path) { systemLstat($0, &info) }
    }

    private static func fsAccess(_ path: [UInt8], _ mode: Int32) -> Int32 {
        withCString(path) { systemAccess($0, mode) }
    }

    /// The names in a folder as bytes, "." and ".." left out; nil (errno set) when it cannot be listed.
    private static func names(in directory: [UInt8]) -> [[UInt8]]? {
        guard let stream = withCString(directory, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        errno = 0
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
            errno = 0
        }
        if errno != 0 { return nil }
        return names
    }

    /// The current folder, walked with paths reported relative to it (`Fixtures/a.yaml`).
    public mutating func addCurrentFolder() {
        walk(directory: ".", display: "")
    }
}

private func systemStat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 { stat(path, &info) }
private func systemLstat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 { lstat(path, &info) }
private func systemAccess(_ path: UnsafePointer<CChar>, _ mode: Int32) -> Int32 { access(path, mode) }
