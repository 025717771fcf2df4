/// What has been read of one parsed file's types, kept with the file and shared by its copies
/// (`TypeReadingMemo`).
final class FileReadings: Sendable {
    /// What its classes set up on themselves.
    let ownPopovers = TypeReadingMemo<OwnPopover>()
    /// Their code read with no other file's controllers joined.
    let uiKitCode = TypeReadingMemo<UIKitCode>()

    /// How a copy of a file holds its readings. A reading kept in them holds a copy of the file
    /// (`UIKitCode.file`); that copy holds them weakly, or the readings and the file would keep
    /// each other alive for as long as the process runs: the language server reads a document
    /// again on every change, and each reading of a UIKit file stayed (0.7 MB per edit of the
    /// benchmark's controller file).
    enum Reference: Sendable {
        case strong(FileReadings)
        case weak(WeakReadings)

        /// The readings, or none to share when the file they belonged to is gone: a reading
        /// asked for then is made again and not kept.
        var readings: FileReadings {
            switch self {
            case .strong(let readings): readings
            case .weak(let held): held.readings ?? FileReadings()
            }
        }

        var weakened: Reference {
            switch self {
            case .strong(let readings): .weak(WeakReadings(readings: readings))
            case .weak: self
            }
        }
    }

    struct WeakReadings: Sendable {
        weak var readings: FileReadings?
    }
}
