import Foundation
import HiglintCore

/// The stack a Swift file is parsed and read on. swift-syntax's parser and higlint's reading
/// recurse once per level of nesting, and a file is linted on whatever thread asks: a worker
/// (16 MiB), the main thread of a run over one file (8 MiB) or a dispatch queue of the language
/// server (512 KiB). Work that starts on a smaller stack moves to a thread of this size, so every
/// limit (`ParserRecursion`, the nesting limit) holds wherever a file is linted.
enum ParserStack {
    static let size = ThreadStack.workerSize

    /// `body`'s result, computed on this thread when higlint started it with a stack of `size` or
    /// larger (`ThreadStack`), else on a new thread with that stack while this one waits.
    static func run<Result>(_ body: () -> Result) -> Result {
        ThreadStack.run(size: size, body)
    }
}
