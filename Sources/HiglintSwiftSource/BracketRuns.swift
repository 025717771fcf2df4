import Foundation

/// swift-syntax 603's parser takes time that doubles with each `[` in a row (only whitespace,
/// newlines or comments between them), in type and expression position alike: it looks ahead
/// past each one to tell an array from a dictionary or a type. 18 in a row took over a minute,
/// so the bytes are checked before they reach the parser.
enum BracketRuns {
    /// The longest run read. Real code rarely has more than 4 (`[[[[Int]]]]`); a matrix literal
    /// `[[1, 2], [3, 4]]` starts with 2.
    static let maxRun = 10
    /// The runs of 4 or more in one file cost at most this many 2^run units together: 256 runs of
    /// 10 or 16,384 runs of 4. A unit is about 0.3 µs of a release build's parse.
    static let budget = 1 << 18
    static let smallestCounted = 4

    /// The first run of `[` past `maxRun`, or the run that takes the file past `budget`. Brackets
    /// inside comments and string literals are not code and do not count; those in a string's
    /// interpolation are code and do (`PreParseScan`, which also finds what the parser recurses on).
    static func problem(in bytes: [UInt8]) -> SyntaxProblem? {
        PreParseScan.problem(in: bytes)
    }
}
