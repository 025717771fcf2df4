import Foundation

/// The command itself could not do its work (a path that does not exist, a configuration that
/// does not load, a report that cannot be written): one line on standard error, exit status 2.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    public var description: String
    /// The command-line path that does not exist, when that is the failure: the command line
    /// may know a likelier meaning (`higlint lnt` meant the subcommand `lint`).
    public var missingPath: String?

    public init(_ description: String, missingPath: String? = nil) {
        self.description = description
        self.missingPath = missingPath
    }
}

/// The files a command reads or writes besides the screens, checked the same way by every
/// subcommand, with messages that say what is wrong and what to do.
public enum Files {
    /// The configuration: `explicit` (`--config PATH`) if given (it must exist), else
    /// `.higlint.yml` found from `directory` up, else none. `lint`, `rules` and a language
    /// server all read it through here.
    public static func configuration(named explicit: String?,
                                     from directory: String = FileManager.default.currentDirectoryPath) throws -> ConfigurationFile? {
        let path: String
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw CommandFailure("\(explicit): no such configuration file; check the --config path, "
                                     + "or write a starter one with `higlint init --output \(explicit)`")
            }
            path = explicit
        } else if let found = ConfigurationFile.find(from: directory) {
            path = found
        } else {
            return nil
        }
        do {
            return try ConfigurationFile.load(path)
        } catch let error as ConfigurationError {
            throw CommandFailure(error.description)
        }
    }

    /// Fails early, before any linting, when `path` cannot be a file to write: its folder does
    /// not exist or is not a folder, or `path` is itself a folder. `what` names the file in the
    /// message ("the report").
    public static func checkWritable(_ path: String, what: String) throws {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure("\(path): is a folder; name a file to write \(what) to")
        }
        let folder = containingFolder(path)
        guard stat(folder, &info) == 0 else {
            let why = errno == ENOENT ? "the folder \(folder) does not exist; create it first" : "\(folder): \(String(cString: strerror(errno)))"
            throw CommandFailure("\(path): cannot write \(what): \(why)")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CommandFailure("\(path): cannot write \(what): \(folder) is not a folder")
        }
        try Output.checkStaysInside(path, what: what)
    }

    /// The folder `path` is in, spelt as the person spelt `path`: `out` for `out/report.json`.
    public static func containingFolder(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
