import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a folder walk passes over because it is not the team's own source (docs/sources.md,
/// "Which files"): build and dependency folders by name, and, inside a git work tree, whatever
/// git ignores. Hidden names are passed over by the walk itself.
public enum WalkedFolders {
    /// Folders that hold builds or other people's code, whatever the project's `.gitignore` says:
    /// SwiftPM's and Xcode's build folders, CocoaPods, Carthage, Xcode's resolved packages, npm's
    /// and Ruby's (Bundler, and Go) vendored code.
    public static let dependencyFolders: Set<String> = [
        "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules", "vendor",
    ]
}

/// The paths git ignores under one walked folder, asked of git itself where git is installed
/// (`git ls-files --others --ignored --exclude-standard --directory`: exactly git's rules,
/// `.gitignore` at any depth, `.git/info/exclude`, the global excludes file, negation), else read
/// from the `.gitignore` files by git's documented rules (`GitIgnoreRules`). Outside a git work
/// tree nothing is ignored, as ripgrep and ruff do.
public struct IgnoredPaths {
    /// Ignored paths as the walk spells them (the root's bytes joined with git's relative path);
    /// folders without their trailing slash.
    private var listed: Set<[UInt8]> = []
    /// The rules read from `.gitignore` files, when git could not be asked.
    private var rules: GitIgnoreRules?

    /// Nothing is ignored.
    public init() {}

    /// Where git is looked for: `HIGLINT_GIT` when set (tests set it to a missing file to take the
    /// other path), else `git` on `PATH`.
    static var gitExecutable: String? {
        let environment = ProcessInfo.processInfo.environment
        if let configured = environment["HIGLINT_GIT"] {
            return FileManager.default.isExecutableFile(atPath: configured) ? configured : nil
        }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = folder + "/git"
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        return nil
    }

    /// The ignored paths under the folder `root` (as the walk spells it).
    public init(underFolder root: [UInt8]) {
        let rootText = PathText.decoded(root)
        if let git = Self.gitExecutable {
            if let output = Self.run(git, ["-C", rootText, "ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"]) {
                for entry in output.split(separator: 0) where !entry.isEmpty {
                    var relative = Array(entry)
                    if relative.last == UInt8(ascii: "/") { relative.removeLast() }
                    // The root itself ignored (`higlint build/`): it was named, so it is read.
                    if relative.isEmpty || relative == [UInt8(ascii: ".")] { continue }
                    listed.insert(FileCollector.joined(root, relative))
                }
            }
            return
        }
        rules = GitIgnoreRules(walkedFolder: root)
    }

    /// Whether the walk passes over `path`, a folder entry named `name`.
    public func ignores(_ path: [UInt8], name: [UInt8], isFolder: Bool) -> Bool {
        if !listed.isEmpty, listed.contains(path) { return true }
        return rules?.ignores(path, name: name, isFolder: isFolder) ?? false
    }

    /// Whether the walk is about to enter `folder`: the rules read its `.gitignore` first.
    public mutating func entering(_ folder: [UInt8]) {
        rules?.entering(folder)
    }

    /// `git`'s standard output, or nil when it failed (not a work tree: exit status 128).
    /// posix_spawn, not Foundation's `Process`: `Process` starts a run-loop thread and polls for the
    /// child's end, which cost 30 ms a run against git's own 7 ms (20 runs of each, debug build).
    private static func run(_ executable: String, _ arguments: [String]) -> [UInt8]? {
        var pipe: [Int32] = [0, 0]
        guard Glibc_pipe(&pipe) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            output.append(contentsOf: chunk[..<got])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (the low seven bits zero) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return output
    }
}

private func Glibc_pipe(_ descriptors: inout [Int32]) -> Int32 {
    descriptors.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}

/// git's ignore rules read from the files, for a machine without git: `.gitignore` in the work
/// tree's top and every folder below it down to the one walked and inside it, and
/// `.git/info/exclude`. Rules follow gitignore(5): blank lines and `#` comments are skipped, a
/// leading `!` negates, `\` escapes a leading `#` or `!` and trailing spaces, a trailing `/`
/// matches only folders, a pattern with a `/` before its end is anchored to its file's folder
/// (else it matches a name at any depth below it), `*`, `?` and `[…]` stay within one name, and
/// `**` crosses folders. A later rule wins over an earlier one, a deeper file's over a shallower
/// one's; a file in an ignored folder cannot be taken back, because the walk does not enter it.
struct GitIgnoreRules {
    struct Pattern {
        /// The folder the pattern's file is in, with a trailing slash.
        var base: [UInt8]
        var segments: [String]
        var negated: Bool
        var foldersOnly: Bool
        var anchored: Bool
    }

    /// The patterns of the files read so far, in the order they apply.
    private var patterns: [Pattern] = []
    /// Which folders' `.gitignore` were read (a walk enters each once), by real path.
    private var read: Set<[UInt8]> = []
    /// The walked folder as the walk spells it and its real path: patterns are matched against
    /// real paths, so those of the folders above the walked one apply too. Nil outside a work tree.
    private let root: (spelt: [UInt8], real: [UInt8])?

    init(walkedFolder walked: [UInt8]) {
        guard let real = FileCollector.realPath(walked), let top = Self.workTreeTop(of: real) else {
            root = nil
            return
        }
        root = (walked, real)
        load(file: top + Array("/.git/info/exclude".utf8), base: FileCollector.withSlash(top))
        // The `.gitignore` files of the folders from the top down to the walked one apply to it too.
        var folder = top
        var below = real.count > top.count ? real[(top.count + 1)...].split(separator: UInt8(ascii: "/")).map(Array.init) : []
        while true {
            read.insert(folder)
            load(file: FileCollector.joined(folder, Array(".gitignore".utf8)), base: FileCollector.withSlash(folder))
            guard !below.isEmpty else { break }
            folder = FileCollector.joined(folder, below.removeFirst())
        }
    }

    /// `path` (spelt from the walked folder) as a real path.
    private func real(_ path: [UInt8]) -> [UInt8]? {
        guard let root, path.starts(with: root.spelt) else { return nil }
        return root.real + path[root.spelt.count...]
    }

    mutating func entering(_ folder: [UInt8]) {
        guard let real = real(folder), read.insert(real).inserted else { return }
        load(file: FileCollector.joined(real, Array(".gitignore".utf8)), base: FileCollector.withSlash(real))
    }

    func ignores(_ path: [UInt8], name: [UInt8], isFolder: Bool) -> Bool {
        guard let path = real(path) else { return false }
        for pattern in patterns.reversed() {
            guard !pattern.foldersOnly || isFolder else { continue }
            guard path.starts(with: pattern.base) else { continue }
            let matched: Bool
            if pattern.anchored {
                let relative = String(decoding: path[pattern.base.count...], as: UTF8.self)
                matched = Self.match(pattern.segments[...], relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)[...])
            } else {
                matched = Self.matchName(pattern.segments[0], String(decoding: name, as: UTF8.self))
            }
            if matched { return !pattern.negated }
        }
        return false
    }

    private mutating func load(file: [UInt8], base: [UInt8]) {
        guard case .bytes(let bytes) = InputReader.read(pathBytes: file, limit: 1 << 20) else { return }
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if let pattern = Self.pattern(String(decoding: rawLine, as: UTF8.self), base: base) { patterns.append(pattern) }
        }
    }

    static func pattern(_ line: String, base: [UInt8]) -> Pattern? {
        var text = Substring(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        // Trailing spaces go unless escaped with a backslash.
        while text.hasSuffix(" "), !text.hasSuffix("\\ ") { text = text.dropLast() }
        if text.hasSuffix("\\ ") { text = text.dropLast(2) + " " }
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        var negated = false
        if text.hasPrefix("!") {
            negated = true
            text = text.dropFirst()
        } else if text.hasPrefix("\\!") || text.hasPrefix("\\#") {
            text = text.dropFirst()
        }
        var foldersOnly = false
        if text.hasSuffix("/") {
            foldersOnly = true
            text = text.dropLast()
        }
        guard !text.isEmpty else { return nil }
        let anchored = text.contains("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        let segments = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !segments.isEmpty else { return nil }
        return Pattern(base: base, segments: segments, negated: negated, foldersOnly: foldersOnly, anchored: anchored)
    }

    /// Segment-wise match, `**` standing for any number of folders (none included).
    static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let name = path.first, matchName(first, name) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One name against one segment of a pattern (fnmatch(3): `*`, `?`, `[…]`, `\` escapes).
    static func matchName(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }

    /// The nearest folder at or above the real path `folder` that holds `.git`.
    private static func workTreeTop(of real: [UInt8]) -> [UInt8]? {
        var folder = real
        while true {
            var info = stat()
            if stat(String(decoding: FileCollector.joined(folder, Array(".git".utf8)), as: UTF8.self), &info) == 0 { return folder }
            guard folder.count > 1, let slash = folder.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            folder = slash == 0 ? [UInt8(ascii: "/")] : Array(folder[..<slash])
        }
    }
}
