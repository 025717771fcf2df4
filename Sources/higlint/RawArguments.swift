import Foundation
import HiglintCore

/// The command line as the program received it. `CommandLine.arguments` turns every byte that
/// is not UTF-8 into U+FFFD, so such a path could not be opened and two of them would be one;
/// here each such byte reads `\xE9` (`PathText.decoded`, as the folder walk shows names), and the
/// argument's own bytes are kept to open it by.
enum RawArguments {
    /// The arguments after the program's name, as text.
    static let texts: [String] = raw.map(PathText.decoded)

    /// The bytes of each argument that is not UTF-8, by its text.
    static let bytesByText: [String: [UInt8]] = {
        var result: [String: [UInt8]] = [:]
        for bytes in raw where String(validating: bytes, as: UTF8.self) == nil { result[PathText.decoded(bytes)] = bytes }
        return result
    }()

    private static let raw: [[UInt8]] = (1..<Int(CommandLine.argc)).compactMap { index in
        CommandLine.unsafeArgv[index].map { argument in
            Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }
}
