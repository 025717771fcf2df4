import Foundation

/// Reports, baselines, `rules` and `explain` listings, help and standard-error lines are written
/// here, so that a write that fails is said, never lost and never a crash (`FileHandle.write`
/// traps on an error): what cannot be written is one line on standard error and exit status 2.
public enum Output {
    /// Writes `text` (a whole report, a listing, help) to standard output. A closed pipe
    /// (`| head`) is not a failure: whoever reads has read what they wanted.
    public static func toStandardOutput(_ text: String, what: String) throws {
        if let code = write(Array(text.utf8), to: STDOUT_FILENO), code != EPIPE {
            throw CommandFailure("cannot write \(what) to standard output (\(reason(code)))")
        }
    }

    /// Writes `text` to the file at `path`. A device (`/dev/stdout`), a FIFO or a symbolic link
    /// is written through, never replaced by a regular file; a regular file, or a new one, is
    /// replaced at once (a temporary file beside it, then a rename), so a reader never sees half.
    /// `what` names the content in the error ("the report", "the baseline").
    public static func toFile(_ text: String, at path: String, what: String) throws {
        try checkStaysInside(path, what: what)
        var info = stat()
        let exists = lstat(path, &info) == 0
        let failure: Int32?
        if !exists || info.st_mode & S_IFMT == S_IFREG {
            failure = replace(path, with: Array(text.utf8), mode: exists ? info.st_mode & 0o7777 : nil)
        } else {
            failure = writeThrough(path, Array(text.utf8))
        }
        if let failure {
            throw CommandFailure("cannot write \(what) to \(PathText.displayed(path)) (\(reason(failure)))")
        }
    }

    /// Refuses a path spelt inside the current folder that a symbolic link takes out of it
    /// (`higlint.sarif -> ../../.ssh/authorized_keys`, or `out -> /root` with `--output
    /// out/x`): a pull request can plant such a link in the checkout, and CI would then write
    /// the report over a file it does not own (issue #30). A link to a character device, a
    /// FIFO or a socket (`/dev/stdout`) is written through wherever it is; a path spelt outside
    /// the current folder (`/tmp/report.json`, `../report.json`) was chosen by whoever wrote
    /// the command and is written as named.
    public static func checkStaysInside(_ path: String, what: String,
                                        currentFolder: String = FileManager.default.currentDirectoryPath) throws {
        guard let target = escapingTarget(of: path, currentFolder: currentFolder) else { return }
        throw CommandFailure("\(PathText.displayed(path)): not writing \(what) there: a symbolic link takes it to "
                             + "\(PathText.displayed(target)), outside the current folder (a link planted in the checkout?); "
                             + "remove the link or name another file")
    }

    /// Where `path` ends once its links are followed, when it is spelt inside `currentFolder`
    /// and ends outside it; nil when it may be written.
    static func escapingTarget(of path: String, currentFolder: String) -> String? {
        guard let root = realPath(currentFolder) else { return nil }
        var info = stat()
        let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        if isLink, stat(path, &info) == 0, [S_IFCHR, S_IFIFO, S_IFSOCK].contains(info.st_mode & S_IFMT) { return nil }
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        guard let spelt = normalized(absolute), inside(spelt, root) else { return nil }
        guard let resolved = resolvedLocation(absolute) else { return nil }
        return inside(resolved, root) ? nil : resolved
    }

    /// `path` with `.`, `..` and repeated slashes taken out, without looking at the disk.
    private static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if parts.popLast() == nil { return "/" }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func inside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file `path` names once every link in it is followed, its last part included, even
    /// when that last part does not exist yet (a dangling link would create its target). Nil
    /// when its folder does not exist or links loop: then the write itself fails.
    private static func resolvedLocation(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            let trimmed = current.count > 1 && current.hasSuffix("/") ? String(current.dropLast()) : current
            let folder = Files.containingFolder(trimmed)
            let name = trimmed.split(separator: "/").last.map(String.init) ?? ""
            guard let realFolder = realPath(folder) else { return nil }
            let candidate = (realFolder == "/" ? "" : realFolder) + "/" + name
            if name.isEmpty || name == "." || name == ".." { return realPath(candidate) ?? candidate }
            var info = stat()
            guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return candidate }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(candidate, &buffer, buffer.count - 1)
            guard count >= 0 else { return nil }
            let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : realFolder + "/" + target
        }
        return nil
    }

    /// Writes all of `bytes`, however many calls it takes; the `errno` of the first failure.
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    public static func reason(_ code: Int32) -> String {
        code == EACCES ? "permission denied" : String(cString: strerror(code))
    }

    private static func writeThrough(_ path: String, _ bytes: [UInt8]) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        let failure = write(bytes, to: descriptor)
        let closed = closeDescriptor(descriptor) == 0 ? nil : errno
        return failure ?? closed
    }

    /// A temporary file in the same folder, filled, then renamed over `path`; it keeps the
    /// `mode` of the file it replaces, or a new file's (0666 less the umask).
    /// With `owner`, the new file is given that owner and group first (`--fix` as root on
    /// another user's file), and the replace fails when it cannot be. `beforeRename` is asked
    /// last, once the new file is written: an `errno` it returns stops the rename.
    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?, owner: (uid_t, gid_t)? = nil,
                        beforeRename: () -> Int32? = { nil }) -> Int32? {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.higlint-output-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return errno }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: Int32?
        if let owner, owner != (getuid(), getgid()), fchown(descriptor, owner.0, owner.1) != 0 { failure = errno }
        failure = failure ?? (fchmod(descriptor, mode ?? newFileMode()) == 0 ? nil : errno)
        failure = failure ?? write(bytes, to: descriptor)
        if closeDescriptor(descriptor) != 0 { failure = failure ?? errno }
        if failure == nil { failure = beforeRename() }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if failure != nil { unlink(temporary) }
        return failure
    }
}

/// 0666 less the umask, which can only be read by setting it (and setting it back).
private func newFileMode() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
}

private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
