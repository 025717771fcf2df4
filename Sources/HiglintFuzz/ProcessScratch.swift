import Foundation
import Synchronization

/// Folders of this fuzz process's own, for the files the readers open by path, removed when the
/// process exits (libFuzzer ends a run with `exit`): each fuzz process, and `-jobs` starts many,
/// would otherwise leave one behind in the temporary directory. A crash leaves its folder, with
/// the files of the input that crashed.
enum ProcessScratch {
    private static let made = Mutex<[String]>([])

    /// `<temporary directory>/<name>-<pid>`, made now.
    static func folder(named name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = made.withLock { made in
            made.append(folder)
            return made.count == 1
        }
        if first { atexit { ProcessScratch.removeAll() } }
        return folder
    }

    private static func removeAll() {
        for folder in made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: folder) }
    }
}
