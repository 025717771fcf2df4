import Foundation

/// One input to lint: a file found on disk or named on the command line, or standard input.
public struct LintInput: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        case file(String)
        case standardInput
    }

    /// The path as reported: as given on the command line, joined with what the walk found.
    /// A byte of a name that is not UTF-8 shows as `\xE9` (`PathText.decoded`).
    public var displayPath: String
    public var origin: Origin
    /// The file-system path as bytes, for opening: names need not be UTF-8 (empty for standard input).
    public var pathBytes: [UInt8] = []
    /// A `.yaml`, `.yml` or `.json` file a folder walk found: it is a screen description only when
    /// it says so (`ScreenDeclaration`), and passed over otherwise. Files named on the command
    /// line, standard input and files configuration's `include` names are always read.
    public var isScreenOnlyIfDeclared = false

    public init(displayPath: String, origin: Origin, pathBytes: [UInt8] = [], isScreenOnlyIfDeclared: Bool = false) {
        self.displayPath = displayPath
        self.origin = origin
        self.pathBytes = pathBytes
        self.isScreenOnlyIfDeclared = isScreenOnlyIfDeclared
    }
}

/// A problem with the command's own work (exit status 2): a path that does not exist or cannot
/// be read.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// Expands the command line's paths into the files to lint.
///
/// Folders are walked recursively for the extensions of the readers (`ReaderRegistry`), in sorted order so reports are
/// stable; each real file and folder is visited once (by device and inode), so a linked file is
/// linted once. A walk reads a team's own UI and nothing else (docs/sources.md, "Which files"):
/// hidden files and folders, build and dependency folders (`WalkedFolders.dependencyFolders`) and
/// what git ignores (`IgnoredPaths`) are passed over, the last two unless `readsIgnored`
/// (`--no-ignore`); a YAML or JSON file it finds is read only if it declares itself a screen.
///
/// A walk passes by symbolic links to folders, and links to files outside the folder walked: a
/// link in a pull request may point at `/` (the whole file system) or at a secret, whose values
/// would be quoted into a public CI log. `followsLinks` (`--follow-links`) follows every link;
/// then the same device-and-inode record ends link loops. A path named on the command line is
/// read even through a link: whoever wrote the command line chose it.
public struct FileCollector {
    /// The readers whose files a walk reads (by extension), and which of them only when they
    /// declare a screen.
    public var readers: ReaderRegistry = .core

    public private(set) var inputs: [LintInput] = []
    /// Folders or files met during a walk that could not be read; the rest is still linted.
    public private(set) var problems: [InputError] = []
    /// Called with each input as soon as it is found, so linting can start while the walk goes
    /// on (`inputs` still collects them all).
    public var found: ((LintInput) -> Void)?
    private var seen = Set<FileIdentity>()
    /// Per folder walked to the end: whether it held anything to lint (or that failed). A folder
    /// named twice, or inside one named before, is walked once and answers the second time from here.
    private var folderMatched: [FileIdentity: Bool] = [:]
    /// Whether walks follow symbolic links to folders and to files outside the folder walked.
    public var followsLinks = false
    /// `--no-ignore`: walks also read build and dependency folders and what git ignores.
    public var readsIgnored = false
    /// Whether configuration's own `include` names a walked file (given its absolute path): such a
    /// YAML or JSON file is a screen description whatever it holds.
    public var includesExplicitly: (String) -> Bool = { _ in false }
    /// The git-ignored paths of the walk in progress.
    private var ignored = IgnoredPaths()
    /// Decides which files a walk lints, given the file's absolute path: by default the readers'
    /// extensions; configuration's `include` and `exclude` replace it.
    public var admits: ((String) -> Bool)?

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    public init() {}

    /// Adds one command-line path, reported as `path` and opened by `bytes` (by default its
    /// UTF-8: pass the bytes of an argument that is not UTF-8). Throws when it does not exist
    /// or cannot be read. Returns whether it matched anything: false for a folder that holds no
    /// file to lint (nor any that could not be read), counting files already added through
    /// another path.
    @discardableResult
    public mutating func add(_ path: String, bytes: [UInt8]? = nil, stdinName: String?) throws -> Bool {
        if path == "-" {
            accept(LintInput(displayPath: stdinName ?? "<stdin>", origin: .standardInput))
            return true
        }
        let pathBytes = bytes ?? Array(path.utf8)
        var info = stat()
        guard Self.fsStat(pathBytes, &info) == 0 else {
            throw InputError(description: "\(PathText.displayed(path)): \(String(cString: strerror(errno)))")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            guard Self.fsAccess(pathBytes, R_OK | X_OK) == 0 else {
                throw InputError(description: "\(PathText.displayed(path)): permission denied")
            }
            return walk(root: pathBytes, display: path)
        } else {
            guard Self.fsAccess(pathBytes, R_OK) == 0 else {
                throw InputError(description: "\(PathText.displayed(path)): permission denied")
            }
            if seen.insert(identity(info)).inserted {
                accept(LintInput(displayPath: path, origin: .file(path), pathBytes: pathBytes))
            }
            return true
        }
    }

    private mutating func accept(_ input: LintInput) {
        inputs.append(input)
        found?(input)
    }

    private func identity(_ info: stat) -> FileIdentity {
        FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Walks the folder `root`, reported as `display`. Without `followsLinks`, links are
    /// followed only to files inside its real path.
    private mutating func walk(root: [UInt8], display: String) -> Bool {
        let inside = followsLinks ? nil : Self.realPath(root) ?? root
        ignored = readsIgnored ? IgnoredPaths() : IgnoredPaths(underFolder: root)
        defer { ignored = IgnoredPaths() }
        return walk(directory: root, display: display, absolute: Self.absolute(PathText.decoded(root)), inside: inside)
    }

    /// Walks a folder by its path as bytes (names need not be UTF-8). Whatever cannot be walked
    /// or read is a problem for the caller to report (exit status 2), never skipped in silence:
    /// a folder that cannot be listed, a `.yaml`/`.yml`/`.json` name that is a broken symbolic
    /// link, a link loop, not a regular file, unreadable, or whose path is too long. Entries that
    /// vanish between listing and looking are gone, not problems.
    ///
    /// `absolute` is the folder's absolute, standardized path: made once at the top, then only
    /// extended by names (which are never `.` or `..`), because standardizing each file's path
    /// through Foundation's URL took a tenth of a whole run. `inside` is the real path of the
    /// folder walked when links may not lead out of it (nil with `followsLinks`).
    ///
    /// Returns whether the folder held anything to lint, or anything that failed.
    private mutating func walk(directory: [UInt8], display: String, absolute: String, inside: [UInt8]?) -> Bool {
        var info = stat()
        guard Self.fsStat(directory, &info) == 0 else {
            if errno != ENOENT { problem(display, "cannot read folder (\(Self.errorText(errno)))") }
            return errno != ENOENT
        }
        let folder = identity(info)
        // A folder walked before answers as it did; one still being walked (a link back to an
        // ancestor) leads to whatever that ancestor holds, so it is not called empty.
        guard seen.insert(folder).inserted else { return folderMatched[folder] ?? true }
        guard let names = Self.names(in: directory) else {
            problem(display, "cannot read folder (\(Self.errorText(errno)))")
            return true
        }
        ignored.entering(directory)
        let before = inputs.count + problems.count
        var matched = false
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard name.first != UInt8(ascii: ".") else { continue }
            let path = Self.joined(directory, name)
            let nameText = PathText.decoded(name)
            let shown = display.isEmpty ? nameText : (display.hasSuffix("/") ? display + nameText : display + "/" + nameText)
            // Configuration's include/exclude decide; by default the screen extensions.
            let absolutePath = absolute == "/" ? "/" + nameText : absolute + "/" + nameText
            let lintable = admits?(absolutePath) ?? readers.reads(absolutePath)
            guard let info = status(of: path, shown: shown, lintable: lintable, inside: inside) else { continue }
            let kind = info.st_mode & S_IFMT
            if !readsIgnored {
                if kind == S_IFDIR, WalkedFolders.dependencyFolders.contains(nameText) { continue }
                if kind == S_IFDIR || lintable, ignored.ignores(path, name: name, isFolder: kind == S_IFDIR) { continue }
            }
            if kind == S_IFDIR {
                if walk(directory: path, display: shown, absolute: absolutePath, inside: inside) { matched = true }
            } else if lintable {
                matched = true
                guard seen.insert(identity(info)).inserted else { continue }
                if kind != S_IFREG {
                    problem(shown, "not a regular file; not linted")
                } else if Self.fsAccess(path, R_OK) == 0 {
                    let declares = readers.readsOnlyWhenDeclared(nameText) && !includesExplicitly(absolutePath)
                    accept(LintInput(displayPath: shown, origin: .file(PathText.decoded(path)), pathBytes: path,
                                     isScreenOnlyIfDeclared: declares))
                } else {
                    problem(shown, "permission denied")
                }
            }
        }
        matched = matched || inputs.count + problems.count > before
        folderMatched[folder] = matched
        return matched
    }

    /// The status of a folder's entry, or of a symbolic link's target when the walk follows the
    /// link; nil when the walk passes the entry by (it vanished after the listing, or it is a
    /// link the walk does not follow). What cannot be looked at is a problem: any entry whose
    /// status fails (a path beyond `PATH_MAX`, say), a broken link or link loop with a screen
    /// file's name, and, with `followsLinks`, any link loop.
    private mutating func status(of path: [UInt8], shown: String, lintable: Bool, inside: [UInt8]?) -> stat? {
        var info = stat()
        guard Self.fsLstat(path, &info) == 0 else {
            if errno != ENOENT { problem(shown, "cannot be read (\(Self.errorText(errno)))") }
            return nil
        }
        guard info.st_mode & S_IFMT == S_IFLNK else { return info }
        guard Self.fsStat(path, &info) == 0 else {
            let code = errno
            if lintable || (followsLinks && code != ENOENT) {
                problem(shown, "cannot be read (\(code == ENOENT ? "a broken symbolic link" : Self.errorText(code)))")
            }
            return nil
        }
        if let inside {
            guard info.st_mode & S_IFMT != S_IFDIR, let target = Self.realPath(path), Self.isPath(target, inside: inside) else { return nil }
        }
        return info
    }

    private mutating func problem(_ path: String, _ what: String) {
        problems.append(InputError(description: "\(PathText.displayed(path)): \(what)"))
    }

    /// `name` in `folder`, joined with one slash.
    static func joined(_ folder: [UInt8], _ name: [UInt8]) -> [UInt8] {
        folder.last == UInt8(ascii: "/") ? folder + name : folder + [UInt8(ascii: "/")] + name
    }

    /// `folder` ending in a slash.
    static func withSlash(_ folder: [UInt8]) -> [UInt8] {
        folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]
    }

    /// `path` with every symbolic link resolved (realpath(3)); nil when it cannot be.
    static func realPath(_ path: [UInt8]) -> [UInt8]? {
        guard let resolved = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    /// Whether the real path `path` lies in the real folder `folder`.
    private static func isPath(_ path: [UInt8], inside folder: [UInt8]) -> Bool {
        let prefix = folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")]
        return path.starts(with: prefix)
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
    /// Returns whether it matched anything, as `add` does.
    @discardableResult
    public mutating func addCurrentFolder() -> Bool {
        walk(root: Array(".".utf8), display: "")
    }
}

private func systemStat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 { stat(path, &info) }
private func systemLstat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 { lstat(path, &info) }
private func systemAccess(_ path: UnsafePointer<CChar>, _ mode: Int32) -> Int32 { access(path, mode) }
