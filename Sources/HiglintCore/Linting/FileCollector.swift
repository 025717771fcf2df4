import Foundation

/// One input to lint: a file found on disk or named on the command line, or standard input.
public struct LintInput: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        case file(String)
        case standardInput
    }

    /// The path as reported: as given on the command line, joined with what the walk found.
    public var displayPath: String
    public var origin: Origin
}

/// A problem with the command's own work (exit status 2): a path that does not exist or cannot
/// be read.
public struct InputError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// Expands the command line's paths into the files to lint.
///
/// Folders are walked recursively for `.yaml`, `.yml` and `.json`, in sorted order so reports are
/// stable; hidden files and folders and `.build` are skipped; each real file and folder is visited
/// once (by device and inode), so a symbolic-link loop ends and a linked file is linted once.
public struct FileCollector {
    public static let extensions: Set<String> = ["yaml", "yml", "json"]

    public private(set) var inputs: [LintInput] = []
    /// Folders or files met during a walk that could not be read; the rest is still linted.
    public private(set) var problems: [InputError] = []
    private var seen = Set<FileIdentity>()
    /// Decides which files a walk lints, given the file's absolute path: by default the screen
    /// extensions; configuration's `include` and `exclude` replace it.
    public var admits: (String) -> Bool = { path in
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return FileCollector.extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    public init() {}

    /// Adds one command-line path. Throws when it does not exist or cannot be read.
    public mutating func add(_ path: String, stdinName: String?) throws {
        if path == "-" {
            inputs.append(LintInput(displayPath: stdinName ?? "<stdin>", origin: .standardInput))
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
                inputs.append(LintInput(displayPath: path, origin: .file(path)))
            }
        }
    }

    private func identity(_ info: stat) -> FileIdentity {
        FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    private mutating func walk(directory: String, display: String) {
        var info = stat()
        guard stat(directory, &info) == 0, seen.insert(identity(info)).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            problems.append(InputError(description: "\(display): cannot read folder"))
            return
        }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard !name.hasPrefix(".") else { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let shown = display.isEmpty ? name : (display.hasSuffix("/") ? display + name : display + "/" + name)
            guard stat(path, &info) == 0 else { continue }  // a dangling link, or gone meanwhile
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(directory: path, display: shown)
            } else if info.st_mode & S_IFMT == S_IFREG, admits(Self.absolute(path)) {
                guard seen.insert(identity(info)).inserted else { continue }
                if access(path, R_OK) == 0 {
                    inputs.append(LintInput(displayPath: shown, origin: .file(path)))
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

    /// The current folder, walked with paths reported relative to it (`Fixtures/a.yaml`).
    public mutating func addCurrentFolder() {
        walk(directory: ".", display: "")
    }
}
