/// A path pattern as `.gitignore`, ESLint and SwiftLint users write them: `*` and `?` stay within
/// one folder name, `**` crosses folders (`designs/**/*.yaml`, `**/drafts/**`), `[a-z]` and `[!x]`
/// are classes, `{a,b}` alternatives. A pattern without `/` matches a name at any depth.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// The pattern as a small automaton: `{a,b}` alternatives are branches of it, never expanded
    /// into one pattern per combination (issue #30: `{a,b}` eleven times over was 2,048
    /// patterns, and 110 bytes of nested groups took 28 s and 3.7 GB to load).
    private let states: [State]

    private enum Step: Hashable, Sendable {
        case literal(Character)
        case any          // ? — one character but `/`
        case nameCharacter  // what `*` repeats: one character but `/`
        case anything     // what `**` repeats: any character
        case set([ClosedRange<Character>], negated: Bool)

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .literal(let literal): return character == literal
            case .any, .nameCharacter: return character != "/"
            case .anything: return true
            case .set(let ranges, let negated):
                return character != "/" && ranges.contains(where: { $0.contains(character) }) != negated
            }
        }
    }

    private enum Kind: Hashable, Sendable {
        /// Passes without reading.
        case free
        /// Passes only at a folder boundary: after a `/`, or at the end of the path (`**`).
        case boundary
        /// Reads one character `step` accepts.
        case reads(Step)
    }

    private struct State: Hashable, Sendable {
        var kind: Kind
        var next: [Int] = []
    }

    public struct SyntaxError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ pattern: String) throws {
        guard !pattern.isEmpty else { throw SyntaxError(description: "an empty pattern matches nothing") }
        self.pattern = pattern
        // No slash: match the name in any folder, as .gitignore does.
        states = try Self.compile(pattern.contains("/") ? pattern : "**/" + pattern, shown: pattern)
    }

    public var description: String { pattern }

    public static func == (left: Glob, right: Glob) -> Bool { left.pattern == right.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Whether `path` (relative, `/`-separated, no leading `./`) matches.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        return Self.run(states, characters)
    }

    /// The automaton: state 0 starts, the last state accepts. Built in one pass with a stack of
    /// open groups (no recursion, so nesting costs no stack).
    private static func compile(_ pattern: String, shown: String) throws -> [State] {
        var states = [State(kind: .free)]
        var tail = 0
        var groups: [(start: Int, join: Int)] = []
        func add(_ kind: Kind) -> Int {
            states.append(State(kind: kind))
            return states.count - 1
        }
        func link(_ from: Int, _ to: Int) { states[from].next.append(to) }
        func append(_ step: Step) {
            let reader = add(.reads(step)), after = add(.free)
            link(tail, reader)
            link(reader, after)
            tail = after
        }
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    if index < characters.count, characters[index] == "/" { index += 1 }
                    // Zero folders, or any characters that end at a folder boundary.
                    let out = add(.free), reader = add(.reads(.anything)), loop = add(.free), gate = add(.boundary)
                    link(tail, out)
                    link(tail, reader)
                    link(reader, loop)
                    link(loop, reader)
                    link(loop, gate)
                    link(gate, out)
                    tail = out
                    continue
                }
                let loop = add(.free), reader = add(.reads(.nameCharacter))
                link(tail, loop)
                link(loop, reader)
                link(reader, loop)
                tail = loop
            case "?":
                append(.any)
            case "{":
                let start = tail, join = add(.free), branch = add(.free)
                link(start, branch)
                groups.append((start, join))
                tail = branch
            case "," where !groups.isEmpty:
                let group = groups[groups.count - 1], branch = add(.free)
                link(tail, group.join)
                link(group.start, branch)
                tail = branch
            case "}":
                guard let group = groups.popLast() else { throw SyntaxError(description: "'}' without '{' in '\(shown)'") }
                link(tail, group.join)
                tail = group.join
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
                        guard low <= high else { throw SyntaxError(description: "range \(low)-\(high) is backwards in '\(shown)'") }
                        ranges.append(low...high)
                        cursor += 3
                    } else {
                        ranges.append(low...low)
                        cursor += 1
                    }
                }
                guard cursor < characters.count else { throw SyntaxError(description: "'[' is not closed in '\(shown)'") }
                append(.set(ranges, negated: negated))
                index = cursor
            case "\\":
                index += 1
                guard index < characters.count else { throw SyntaxError(description: "a pattern cannot end with '\\'") }
                append(.literal(characters[index]))
            default:
                append(.literal(character))
            }
            index += 1
        }
        if !groups.isEmpty { throw SyntaxError(description: "'{' is not closed in '\(shown)'") }
        let accept = add(.free)
        link(tail, accept)
        return states
    }

    /// The automaton over the path, one character at a time, with the set of states it can be
    /// in: time linear in the path's length times the pattern's, never exponential.
    private static func run(_ states: [State], _ path: [Character]) -> Bool {
        var seen = [Int](repeating: -1, count: states.count)
        var active: [Int] = []
        var work: [Int] = []
        // Every state reachable from `from` without reading, at `position`; readers are kept.
        func close(_ from: [Int], at position: Int) -> [Int] {
            var readers: [Int] = []
            work = from
            while let state = work.popLast() {
                guard seen[state] != position else { continue }
                seen[state] = position
                switch states[state].kind {
                case .reads: readers.append(state)
                case .boundary:
                    if position == path.count || (position > 0 && path[position - 1] == "/") { work += states[state].next }
                case .free:
                    if state == states.count - 1 { readers.append(state) }
                    work += states[state].next
                }
            }
            return readers
        }
        active = close([0], at: 0)
        for position in 0..<path.count {
            var next: [Int] = []
            for state in active {
                if case .reads(let step) = states[state].kind, step.accepts(path[position]) { next += states[state].next }
            }
            if next.isEmpty { return false }
            active = close(next, at: position + 1)
        }
        return active.contains(states.count - 1)
    }
}
