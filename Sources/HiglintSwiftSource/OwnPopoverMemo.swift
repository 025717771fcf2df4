import Foundation
import Synchronization

/// What each class of one parsed file sets up on itself (`OwnPopover.read`), read once per
/// context and numbering: the index reads it for the class's `ControllerFacts`, and the file's
/// own reading asks again for the controllers that make themselves popovers. Each read walks the
/// class's whole code; on the benchmark's 400 files the second walk was 5–6% of a run.
/// A held file is read from several workers, hence the lock.
final class OwnPopoverMemo: Sendable {
    private struct Key: Hashable {
        let type: String
        let context: RunContext
        /// The numbering of the file's lines (`SwiftFile.numbered(after:)`): ranges depend on it.
        let lineOffset: Int
    }

    private let read = Mutex<[Key: OwnPopover]>([:])

    func own(of type: String, context: RunContext, lineOffset: Int, reading: () -> OwnPopover) -> OwnPopover {
        let key = Key(type: type, context: context, lineOffset: lineOffset)
        if let known = read.withLock({ $0[key] }) { return known }
        let own = reading()
        read.withLock { $0[key] = own }
        return own
    }
}
