/// Turns what a rule asks (`FixRequest`) into text edits on the file as written: it finds the
/// keys and values from their source positions, and writes new text in the file's own style
/// (flow or block, JSON or YAML, its indentation, quotes and line ending). Where the file is
/// written in a way it cannot edit with certainty (a block list to replace, a key merged in from
/// elsewhere, a block scalar) it plans no fix: a wrong edit is worse than none.
struct FixPlanner {
    let text: SourceText
    let isJSON: Bool

    /// Keys a new key is written before, when the mapping has one: the nested elements usually
    /// close an element, and a key added after them would land far from its siblings.
    static let nestingKeys = ["content", "children", "presents"]

    /// The fix for `element`, unless it is `aliased`: an element written once and used again
    /// through a YAML alias (`*popover`) shares its text with the other use, which may sit
    /// elsewhere and need another fix or none.
    func fix(for request: FixRequest, on element: Element, aliased: Bool) -> Fix? {
        let entries = element.writtenEntries
        guard !aliased, !entries.isEmpty, isInWrittenOrder(entries) else { return nil }
        var edits: [TextEdit] = []
        for change in request.changes {
            let edit: TextEdit?
            switch change {
            case .set(let key, let value): edit = set(key.path[...], value, in: entries, container: nil)
            case .remove(let key): edit = remove(key.name, from: entries)
            }
            guard let edit else { return nil }
            edits.append(edit)
        }
        return Fix(title: request.title, applicability: request.applicability, edits: edits)
    }

    // MARK: - Setting a value

    private func set(_ path: ArraySlice<String>, _ value: FixValue, in entries: [Entry], container: Node?) -> TextEdit? {
        guard let name = path.first else { return nil }
        guard let entry = entries.first(where: { $0.name == name }) else {
            return insert(NewEntry(path: path, value: value), into: entries, container: container)
        }
        guard isKey(entry.key, named: name), isWrittenOnce(name, in: entries) else { return nil }
        if path.count == 1 { return replace(entry.value, with: value) }
        guard let inner = entry.value.entries, isInWrittenOrder(inner), isFlowOpening(entry.value) || !inner.isEmpty else { return nil }
        return set(path.dropFirst(), value, in: inner, container: entry.value)
    }

    /// Replaces a scalar on one line, or a flow collection, keeping a scalar's quotes.
    private func replace(_ node: Node, with value: FixValue) -> TextEdit? {
        guard let first = text.byte(at: node.range.start) else { return nil }
        switch node.kind {
        case .scalar:
            guard node.range.start.line == node.range.end.line, first != UInt8(ascii: "|"), first != UInt8(ascii: ">"),
                  first != UInt8(ascii: "&"), first != UInt8(ascii: "!"), first != UInt8(ascii: "*") else { return nil }
        case .mapping, .sequence:
            guard isFlowOpening(node) else { return nil }
        }
        let quote = first == UInt8(ascii: "'") || first == UInt8(ascii: "\"") ? Character(UnicodeScalar(first)) : nil
        return TextEdit(range: node.range, replacement: render(value, quote: quote))
    }

    // MARK: - Adding a key

    /// A key to add, with the keys below it when its value is a new mapping.
    private struct NewEntry {
        var key: String
        var value: FixValue?
        var inner: [NewEntry] = []

        init(path: ArraySlice<String>, value: FixValue) {
            key = path.first!
            if path.count == 1 { self.value = value } else { inner = [NewEntry(path: path.dropFirst(), value: value)] }
        }
    }

    private func insert(_ entry: NewEntry, into entries: [Entry], container: Node?) -> TextEdit? {
        guard let flow = isFlow(entries, container: container) else { return nil }
        if entries.isEmpty {
            guard let container, flow, let start = text.offset(of: container.range.start) else { return nil }
            return insertion(at: text.position(of: start + 1), render(entry, flow: true, indent: "", step: ""))
        }
        let step = indentStep(entries)
        let style = flowStyle(entries)
        if let before = entries.first(where: { Self.nestingKeys.contains($0.name ?? "") }) {
            let keyStart = before.key.range.start
            let ending = text.lineEnding(ofLine: keyStart.line)
            if let indent = text.indentation(before: keyStart) {
                if flow { return insertion(at: keyStart, render(entry, flow: true, indent: indent, step: step, style: style) + "," + ending + indent) }
                return insertion(at: SourcePosition(line: text.firstCommentLine(above: keyStart.line), column: 1),
                                 indent + render(entry, flow: false, indent: indent, step: step, ending: ending) + ending)
            }
            if flow { return insertion(at: keyStart, render(entry, flow: true, indent: "", step: step, style: style) + style.comma) }
            guard let indent = sequenceItemIndentation(before: keyStart) else { return nil }
            return insertion(at: keyStart, render(entry, flow: false, indent: indent, step: step, ending: ending) + ending + indent)
        }
        let last = entries[entries.count - 1]
        let ending = text.lineEnding(ofLine: last.value.range.end.line)
        let indent = text.indentation(before: last.key.range.start)
        if flow {
            let separator = indent.map { "," + ending + $0 } ?? style.comma
            return insertion(at: last.value.range.end, separator + render(entry, flow: true, indent: indent ?? "", step: step, style: style))
        }
        // Block: on a new line after the last value, which must end its line (a block list or
        // mapping ends where the next token starts, which is not a place to write).
        guard case .scalar = last.value.kind, last.value.range.start.line == last.value.range.end.line,
              let first = text.byte(at: last.value.range.start), first != UInt8(ascii: "|"), first != UInt8(ascii: ">"),
              let keyIndent = indent ?? sequenceItemIndentation(before: last.key.range.start) else { return nil }
        let line = last.value.range.end.line
        guard let valueEnd = text.offset(of: last.value.range.end), text.restOfLineIsBlank(line: line, from: valueEnd) else { return nil }
        return insertion(at: text.position(of: text.lineContentEnd(line)),
                         ending + keyIndent + render(entry, flow: false, indent: keyIndent, step: step, ending: ending))
    }

    private func insertion(at position: SourcePosition, _ replacement: String) -> TextEdit {
        TextEdit(range: SourceRange(start: position, end: position), replacement: replacement)
    }

    /// `- key`: the spaces a key of this sequence item's mapping is indented by (the dash and the
    /// spaces after it count as indentation in YAML).
    private func sequenceItemIndentation(before position: SourcePosition) -> String? {
        guard let offset = text.offset(of: position) else { return nil }
        let prefix = text.bytes[text.lineStart(position.line)..<offset]
        guard let dash = prefix.firstIndex(of: UInt8(ascii: "-")),
              prefix.allSatisfy({ $0 == 0x20 || $0 == UInt8(ascii: "-") }),
              prefix[dash...].dropFirst().allSatisfy({ $0 == 0x20 }) else { return nil }
        return String(repeating: " ", count: prefix.count)
    }

    /// Whether a mapping is written in flow style (`{…}`, and always in JSON); nil when unsure.
    private func isFlow(_ entries: [Entry], container: Node?) -> Bool? {
        if isJSON { return true }
        if let container { return isFlowOpening(container) }
        guard entries.count >= 2, let from = text.offset(of: entries[0].value.range.end),
              let to = text.offset(of: entries[1].key.range.start), from <= to else { return nil }
        // Between two entries a flow mapping has its comma; a block one only spaces, line ends and comments.
        var index = from
        while index < to {
            let lineBreak = text.lineBreakLength(at: index)
            if lineBreak > 0 {
                index += lineBreak
                continue
            }
            switch text.bytes[index] {
            case UInt8(ascii: ","): return true
            case UInt8(ascii: "#"):
                while index < to, text.lineBreakLength(at: index) == 0 { index += 1 }
            case 0x20, 0x09: index += 1
            default: return nil
            }
        }
        return false
    }

    private func isFlowOpening(_ node: Node) -> Bool {
        switch node.kind {
        case .mapping: return text.byte(at: node.range.start) == UInt8(ascii: "{")
        case .sequence: return text.byte(at: node.range.start) == UInt8(ascii: "[")
        case .scalar: return false
        }
    }

    /// How much deeper the file indents a block mapping or list under a key: 2 when the element
    /// shows none.
    private func indentStep(_ entries: [Entry]) -> String {
        for entry in entries where entry.value.range.start.line > entry.key.range.start.line {
            let step = entry.value.range.start.column - entry.key.range.start.column
            if step > 0, entry.value.entries != nil || entry.value.items != nil { return String(repeating: " ", count: step) }
        }
        return "  "
    }

    // MARK: - Removing a key

    private func remove(_ name: String, from entries: [Entry]) -> TextEdit? {
        guard let index = entries.firstIndex(where: { $0.name == name }), isKey(entries[index].key, named: name),
              isWrittenOnce(name, in: entries) else { return nil }
        let entry = entries[index]
        let next = index + 1 < entries.count ? entries[index + 1] : nil
        guard let flow = isFlow(entries, container: nil) else { return nil }
        guard !flow else {
            // Flow and JSON: the entry with the separator after it, else the one before it.
            if let next { return deletion(from: entry.key.range.start, to: next.key.range.start) }
            if index > 0 { return deletion(from: entries[index - 1].value.range.end, to: entry.value.range.end) }
            return deletion(from: entry.key.range.start, to: entry.value.range.end)
        }
        guard case .scalar = entry.value.kind, entry.value.range.start.line == entry.key.range.start.line,
              entry.value.range.end.line == entry.key.range.start.line else { return nil }
        let line = entry.key.range.start.line
        if text.indentation(before: entry.key.range.start) != nil {
            guard let valueEnd = text.offset(of: entry.value.range.end), text.restOfLineIsBlank(line: line, from: valueEnd) else { return nil }
            let end = text.position(of: text.nextLineStart(line))
            if line == text.lineCount, line > 1 {
                // The last line, with no line ending: take the one before it instead.
                return deletion(from: text.position(of: text.lineContentEnd(line - 1)), to: end)
            }
            return deletion(from: SourcePosition(line: line, column: 1), to: end)
        }
        // `- arrow: none` opening a list item: the next key takes its place after the dash.
        guard let next, sequenceItemIndentation(before: entry.key.range.start) != nil else { return nil }
        return deletion(from: entry.key.range.start, to: next.key.range.start)
    }

    private func deletion(from start: SourcePosition, to end: SourcePosition) -> TextEdit {
        TextEdit(range: SourceRange(start: start, end: end), replacement: "")
    }

    // MARK: - Writing

    private func render(_ value: FixValue, quote: Character? = nil) -> String {
        switch value {
        case .boolean(let flag): return flag ? "true" : "false"
        case .number(let number): return points(number)
        case .word(let word): return quoted(word, quote)
        case .words(let words):
            if words.count == 1 { return quoted(words[0], quote) }
            return "[" + words.map { quoted($0, nil) }.joined(separator: ", ") + "]"
        }
    }

    /// Words are letters only, so quoting needs no escapes.
    private func quoted(_ word: String, _ quote: Character?) -> String {
        if isJSON { return "\"" + word + "\"" }
        guard let quote else { return word }
        return String(quote) + word + String(quote)
    }

    private func render(_ entry: NewEntry, flow: Bool, indent: String, step: String, style: FlowStyle = .spaced, ending: String? = nil) -> String {
        let key = isJSON ? "\"" + entry.key + "\"" : entry.key
        let colon = flow ? style.colon : ": "
        if let value = entry.value { return key + colon + render(value) }
        if flow {
            return key + colon + "{" + entry.inner.map { render($0, flow: true, indent: "", step: step, style: style) }.joined(separator: style.comma) + "}"
        }
        let inner = indent + step
        let ending = ending ?? text.lineEnding
        return key + ":" + entry.inner.map { ending + inner + render($0, flow: false, indent: inner, step: step, ending: ending) }.joined()
    }

    /// How a flow mapping (or JSON) spaces its separators: `": "` and `", "`, or `":"` and `","`
    /// in compact JSON. Read from the mapping's own entries on one line, else the usual spacing.
    struct FlowStyle {
        var colon: String
        var comma: String
        static let spaced = FlowStyle(colon: ": ", comma: ", ")
    }

    private func flowStyle(_ entries: [Entry]) -> FlowStyle {
        var style = FlowStyle.spaced
        if let entry = entries.first, let colon = separator(from: entry.key.range.end, to: entry.value.range.start, ":") {
            style.colon = colon
        }
        for (previous, next) in zip(entries, entries.dropFirst()) {
            if let comma = separator(from: previous.value.range.end, to: next.key.range.start, ",") {
                style.comma = comma
                break
            }
        }
        return style
    }

    /// The text between two places when it is `mark` and spaces only, on one line.
    private func separator(from start: SourcePosition, to end: SourcePosition, _ mark: Character) -> String? {
        guard start.line == end.line, let written = text.text(of: SourceRange(start: start, end: end)),
              written.first == mark, written.dropFirst().allSatisfy({ $0 == " " }) else { return nil }
        return written
    }

    // MARK: - Checks

    /// Keys merged in from elsewhere (`<<: *base`) sit outside the mapping's own text: a mapping
    /// whose keys are not in the order written is not edited.
    private func isInWrittenOrder(_ entries: [Entry]) -> Bool {
        zip(entries, entries.dropFirst()).allSatisfy { $0.value.range.end <= $1.key.range.start }
    }

    /// A key written twice (`duplicate-key`) is left alone: which of the two counts is that
    /// finding's to settle, and changing one may leave the other in force.
    private func isWrittenOnce(_ name: String, in entries: [Entry]) -> Bool {
        entries.lazy.filter { $0.name == name }.count == 1
    }

    /// The key is written where the parse says, as itself: positions and text agree.
    private func isKey(_ node: Node, named name: String) -> Bool {
        guard let written = text.text(of: node.range) else { return false }
        return written == name || written == "\"" + name + "\"" || written == "'" + name + "'"
    }
}

/// A planner made the first time a finding asks for a fix: most files have none, and indexing
/// their lines would be wasted.
final class LazyFixPlanner {
    private let bytes: [UInt8]
    private let kind: FixText
    private let lineBreaks: LineBreaks
    lazy var text = SourceText(bytes, lineBreaks: lineBreaks)
    lazy var planner = FixPlanner(text: text, isJSON: kind == .json)

    /// The fix for a finding on `screen`'s element `index`.
    func fix(for request: FixRequest, on index: Int, in screen: Screen, sharing shared: inout Set<SourceRange>?) -> Fix? {
        let element = screen[index]
        if kind == .code {
            // Most code findings have no value written down to edit: their file's lines go unmapped.
            guard !element.writtenValues.isEmpty else { return nil }
            return CodeFixPlanner(text: text).fix(for: request, on: element)
        }
        // Where more than one element of the screen starts: the text of an aliased element.
        if shared == nil {
            var seen = Set<SourceRange>(), twice = Set<SourceRange>()
            for at in screen.elements.indices where !seen.insert(screen.elements[at].range).inserted {
                twice.insert(screen.elements[at].range)
            }
            shared = twice
        }
        return planner.fix(for: request, on: element, aliased: shared!.contains(element.range))
    }

    init(bytes: [UInt8], kind: FixText, lineBreaks: LineBreaks) {
        self.bytes = bytes
        self.kind = kind
        self.lineBreaks = lineBreaks
    }
}

/// The text a reader's fixes are written in: a screen description's YAML or JSON, edited through
/// its mapping as written (`FixPlanner`), or code, edited where the reader saw a value written
/// (`CodeFixPlanner`, `WrittenValue`).
public enum FixText: Sendable {
    case yaml, json, code
}
