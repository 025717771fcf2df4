/// Turns what a rule asks (`FixRequest`) into text edits of code (Swift) through what the reader
/// saw of it: each key the request changes must be one the reader wrote down for the element
/// (`WrittenValue`), with the value asked for spelt there, and the file must still hold, at that
/// place, the text the reader read. Otherwise no fix: the change is not one the code can be
/// edited for with certainty.
struct CodeFixPlanner {
    let text: SourceText

    func fix(for request: FixRequest, on element: Element) -> Fix? {
        let written = element.writtenValues
        guard !written.isEmpty else { return nil }
        var edits: [TextEdit] = []
        var titles: [String] = []
        for change in request.changes {
            let value: WrittenValue?, replacement: String?
            switch change {
            case .set(let key, let wanted):
                value = written[key]
                replacement = value?.values[wanted]
            case .remove(let key):
                value = written[key]
                replacement = value?.removal
            }
            guard let value, let replacement, replacement != value.written, text.text(of: value.range) == value.written,
                  !Self.holdsComment(value.written) else { return nil }
            edits.append(TextEdit(range: value.range, replacement: replacement))
            titles.append(title(value, replacement))
        }
        guard !edits.isEmpty else { return nil }
        return Fix(title: titles.joined(separator: "; "), applicability: request.applicability, edits: edits)
    }

    /// A comment inside the text replaced would be lost with it.
    private static func holdsComment(_ written: String) -> Bool {
        written.contains("//") || written.contains("/*")
    }

    /// "Replace `.none` with `.sheet`": the expression as written and as the fix leaves it, when
    /// it is short and on one line; else the replaced text alone.
    private func title(_ value: WrittenValue, _ replacement: String) -> String {
        if let whole = text.offsets(of: value.expression), let part = text.offsets(of: value.range),
           whole.lowerBound <= part.lowerBound, part.upperBound <= whole.upperBound, whole.count <= 80 {
            let before = text.bytes[whole.lowerBound..<part.lowerBound], after = text.bytes[part.upperBound..<whole.upperBound]
            let old = String(decoding: text.bytes[whole], as: UTF8.self)
            let new = String(decoding: before, as: UTF8.self) + replacement + String(decoding: after, as: UTF8.self)
            if !old.contains(where: \.isNewline) { return "Replace `\(old)` with `\(new)`" }
        }
        return "Replace `\(value.written)` with `\(replacement)`"
    }
}
