/// `--shard K/N`: shard K (1-based) of N takes every N-th file of the report order, starting
/// with the K-th. The order is the same on every machine that sees the same paths, so the N
/// shards of a CI matrix are disjoint, together lint every file exactly once, and differ in
/// size by at most one file.
public struct Shard: Equatable, Sendable {
    public var index: Int
    public var count: Int

    /// Parses `K/N`; nil unless 1 <= K <= N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// This shard's share of `order` (the report order).
    public func select<Element>(_ order: [Element]) -> [Element] {
        order.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// The order reports list files in: by the path as reported, ties in command-line order.
    /// Positions in `inputs` (found in command-line order), sorted into the report order.
    public static func reportOrder(_ inputs: [LintInput]) -> [Int] {
        inputs.indices.sorted { lhs, rhs in
            inputs[lhs].displayPath != inputs[rhs].displayPath
                ? inputs[lhs].displayPath < inputs[rhs].displayPath
                : lhs < rhs
        }
    }
}
