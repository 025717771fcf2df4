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
    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) -> Int32? {
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.higlint-output-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return errno }
        let temporary = String(cString: template)
        var failure = fchmod(descriptor, mode ?? newFileMode()) == 0 ? nil : errno
        failure = failure ?? write(bytes, to: descriptor)
        if closeDescriptor(descriptor) != 0 { failure = failure ?? errno }
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
