import Foundation
import Synchronization

/// A reading of one type of one parsed file, made once per run context and numbering and kept
/// with the file (shared by its copies): what a class sets up on itself (`OwnPopover`) is asked
/// for by the index and again by the file's own reading, and its code (`UIKitCode`) by both of
/// those and by the screen that presents from it. Each read walks the class's whole code; on the
/// benchmark's 400 files each further walk was 3–6% of a run. A held file is read from several
/// workers, hence the lock.
final class TypeReadingMemo<Value: Sendable>: Sendable {
    private struct Key: Hashable {
        let type: String
        let context: RunContext
        /// The numbering of the file's lines (`SwiftFile.numbered(after:)`): ranges depend on it.
        let lineOffset: Int
        /// The device checks it was read with (`SwiftFile.deviceChecks`): the index reads the file
        /// with its own first, and its linting with the whole run's.
        let deviceChecks: Set<String>?
    }

    private let read = Mutex<[Key: Value]>([:])

    func value(of type: String, in file: SwiftFile, context: RunContext, reading: () -> Value) -> Value {
        let key = Key(type: type, context: context, lineOffset: file.lines.lineOffset, deviceChecks: file.deviceChecks?.names)
        if let known = read.withLock({ $0[key] }) { return known }
        let value = reading()
        read.withLock { $0[key] = value }
        return value
    }
}
