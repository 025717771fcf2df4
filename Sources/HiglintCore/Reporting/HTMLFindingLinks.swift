/// Which shapes of a file's drawings each finding is about, both ways: a finding links to the
/// shapes that show it, and each shape links to the first finding about it.
///
/// A diagnostic about an element carries the element's locator followed by `.key`
/// (`Screen/#share-options.size`); one about a screen as a whole, the screen's name followed by
/// `|`. The overlaps and off-screen parts a geometry rule reports are the highlights of that kind
/// on the popover it names.
struct FindingLinks {
    /// Per drawing: a shape's key (`e12` element 12, `h0` highlight 0, `screen`) to the anchor of
    /// the first finding about it.
    private var byDrawing: [[String: String]]
    /// Per finding: the anchors of its shapes, the element first.
    private var byFinding: [[String]]

    init(_ file: FileSection) {
        byDrawing = Array(repeating: [:], count: file.drawings.count)
        byFinding = Array(repeating: [], count: file.diagnostics.count)
        for (offset, diagnostic) in file.diagnostics.enumerated() {
            let finding = file.findingAnchor(offset)
            for (number, drawing) in file.drawings.enumerated() {
                let keys = Self.shapeKeys(of: diagnostic, in: drawing)
                for key in keys where byDrawing[number][key] == nil { byDrawing[number][key] = finding }
                byFinding[offset] += keys.map { key in
                    key == "screen" ? file.drawingAnchor(number) : file.drawingAnchor(number) + "-" + key
                }
            }
        }
    }

    func shapes(ofDrawing number: Int) -> [String: String] { byDrawing[number] }
    func targets(ofFinding offset: Int) -> [String] { byFinding[offset] }

    static let highlightKinds: [String: ScreenDrawing.Highlight.Kind] = [
        "popover-covers-source": .coversSource, "popover-covers-essential": .coversEssential, "popover-offscreen": .offscreen,
    ]

    /// Whether a finding is about the screen drawn or one of its shapes.
    static func isAbout(_ diagnostic: Diagnostic, _ drawing: ScreenDrawing) -> Bool {
        !shapeKeys(of: diagnostic, in: drawing).isEmpty
    }

    private static func shapeKeys(of diagnostic: Diagnostic, in drawing: ScreenDrawing) -> [String] {
        let locator = diagnostic.locator
        if locator.hasPrefix(drawing.locatorName + "|") { return ["screen"] }
        let matches = drawing.shapes.filter { locator == $0.locator || locator.hasPrefix($0.locator + ".") }
        guard let shape = matches.max(by: { $0.locator.utf8.count < $1.locator.utf8.count }) else { return [] }
        var keys = ["e\(shape.index)"]
        if shape.isPopover, let kind = highlightKinds[diagnostic.ruleID] {
            for (number, highlight) in drawing.highlights.enumerated() where highlight.popover == shape.index && highlight.kind == kind {
                keys.append("h\(number)")
            }
        }
        return keys
    }
}
