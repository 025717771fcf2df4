/// A path pattern as `.gitignore`, ESLint and SwiftLint users write them: `*` and `?` stay within
/// one folder name, `**` crosses folders (`designs/**/*.yaml`, `**/drafts/**`), `[a-z]` and `[!x]`
/// are classes, `{a,b}` alternatives. A pattern without `/` matches a name at any depth.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let alternatives: [[Token]]

    private enum Token: Hashable, Sendable {
        case literal(Character)
        case any          // ?
        case star         // *
        case globstar     // ** (and **/ — zero or more folders)
        case set([ClosedRange<Character>], negated: Bool)
    }

    public struct SyntaxError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw SyntaxError(description: "an empty pattern matches nothing") }
        self.pattern = pattern
        var expanded = try Self.expandBraces(pattern)
        // No slash: match the name in any folder, as .gitignore does.
        if !pattern.contains("/") { expanded = expanded.map { "**/" + $0 } }
        alternatives = try expanded.map(Self.tokenize)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated, no leading `./`) matches.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        return alternatives.contains { Self.match($0, characters) }
    }

    private static func expandBraces(_ pattern: String) throws -> [String] {
        let characters = Array(pattern)
        var depth = 0
        var open: Int?
        for (index, character) in characters.enumerated() {
            if character == "{" {
                if depth == 0 { open = index }
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth < 0 { throw SyntaxError(description: "'}' without '{' in '\(pattern)'") }
                if depth == 0, let start = open {
                    let prefix = String(characters[..<start])
                    let suffix = String(characters[(index + 1)...])
                    var options: [String] = []
                    var level = 0
                    var current = ""
                    for inner in characters[(start + 1)..<index] {
                        if inner == "," && level == 0 {
                            options.append(current)
                            current = ""
                            continue
                        }
                        if inner == "{" { level += 1 }
                        if inner == "}" { level -= 1 }
                        current.append(inner)
                    }
                    options.append(current)
                    return try options.flatMap { try expandBraces(prefix + $0 + suffix) }
                }
            }
        }
        if depth != 0 { throw SyntaxError(description: "'{' is not closed in '\(pattern)'") }
        return [pattern]
    }

    private static func tokenize(_ pattern: String) throws -> [Token] {
        let characters = Array(pattern)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    if index < characters.count, characters[index] == "/" { index += 1 }
                    tokens.append(.globstar)
                    continue
                }
                tokens.append(.star)
            case "?":
                tokens.append(.any)
            case "[":
                var cursor = index + 1
                var negated = false
                if cursor < characters.count, characters[cursor] == "!" || characters[cursor] == "^" {
                    negated = true
                    cursor += 1
                }
                var ranges: [ClosedRange<Character>] = []
                var first = true
                while cursor < characters.count, characters[cursor] != "]" || first {
                    first = false
                    let low = characters[cursor]
                    if cursor + 2 < characters.count, characters[cursor + 1] == "-", characters[cursor + 2] != "]" {
                        let high = characters[cursor + 2]
                        guard low <= high else { throw SyntaxError(description: "range \(low)-\(high) is backwards in '\(pattern)'") }
                        ranges.append(low...high)
                        cursor += 3
                    } else {
                        ranges.append(low...low)
                        cursor += 1
                    }
                }
                guard cursor < characters.count else { throw SyntaxError(description: "'[' is not closed in '\(pattern)'") }
                tokens.append(.set(ranges, negated: negated))
                index = cursor
            case "\\":
                index += 1
                guard index < characters.count else { throw SyntaxError(description: "a pattern cannot end with '\\'") }
                tokens.append(.literal(characters[index]))
            default:
                tokens.append(.literal(character))
            }
            index += 1
        }
        return tokens
    }

    /// Dynamic programming over (token, character): linear in their product, never exponential.
    private static func match(_ tokens: [Token], _ path: [Character]) -> Bool {
        var reachable = [Bool](repeating: false, count: path.count + 1)
        reachable[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: path.count + 1)
            switch token {
            case .star:
                for start in 0...path.count where reachable[start] {
                    next[start] = true
                    var end = start
                    while end < path.count, path[end] != "/" {
                        end += 1
                        next[end] = true
                    }
                }
            case .globstar:
                // Zero or more whole folders: from a folder boundary to any later folder boundary,
                // or to the end.
                for start in 0...path.count where reachable[start] {
                    next[start] = true
                    for end in (start + 1)...max(start + 1, path.count) where end <= path.count {
                        if end == path.count || path[end - 1] == "/" { next[end] = true }
                    }
                }
            case .any:
                for start in 0..<path.count where reachable[start] && path[start] != "/" { next[start + 1] = true }
            case .literal(let character):
                for start in 0..<path.count where reachable[start] && path[start] == character { next[start + 1] = true }
            case .set(let ranges, let negated):
                for start in 0..<path.count where reachable[start] && path[start] != "/" {
                    if ranges.contains(where: { $0.contains(path[start]) }) != negated { next[start + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[path.count]
    }
}
