import Foundation

/// What each class of one parsed file sets up on itself (`OwnPopover.read`), read once per
/// context and numbering: the index reads it for the class's `ControllerFacts`, and the file's
/// own reading asks again for the controllers that make themselves popovers. Each read walks the
/// class's whole code; on the benchmark's 400 files the second walk was 5–6% of a run.
final class OwnPopoverMemo: @unchecked Sendable {
    // @unchecked: every access holds `lock` (a held file is read from several workers).
    private struct Key: Hashable {
        let type: String
        let context: RunContext
        /// The numbering of the file's lines (`SwiftFile.numbered(after:)`): ranges depend on it.
        let lineOffset: Int
    }

    private let lock = NSLock()
    private var read: [Key: OwnPopover] = [:]

    func own(of type: String, context: RunContext, lineOffset: Int, reading: () -> OwnPopover) -> OwnPopover {
        let key = Key(type: type, context: context, lineOffset: lineOffset)
        lock.lock()
        if let known = read[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let own = reading()
        lock.lock()
        read[key] = own
        lock.unlock()
        return own
    }
}
