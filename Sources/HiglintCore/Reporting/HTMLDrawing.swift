/// One screen as an inline SVG, to scale: the viewport, every element with a frame, each popover
/// with its arrow, its source outlined, essential elements marked, and the overlaps and
/// off-screen parts highlighted. Coordinates are the file's points (the `viewBox`); the SVG's
/// size scales them so a screen fits the page. Shapes a finding is about link to it.
struct HTMLDrawing {
    var drawing: ScreenDrawing
    /// The figure's id; shapes get `<anchor>-e<element>` and `<anchor>-h<highlight>`.
    var anchor: String
    /// Shape key (`e12`, `h0`, `screen`) to the anchor of the first finding about it.
    var links: [String: String]
    var words: HTMLWords

    /// The largest a drawing is shown, in CSS pixels.
    static let maxWidth = 560.0, maxHeight = 720.0
    /// The largest extent drawn, in points: a million, far beyond any screen.
    static let largestDrawn = 1e6
    /// The arrow's length (UIKit's) and half its base, in points.
    static let arrowLength = PopoverPlacement.arrowLength, arrowHalfBase = 13.0

    func render() -> String {
        guard let bounds = drawing.bounds else { return "" }
        let pad = max(bounds.width, bounds.height) * 0.03 + Self.arrowLength + 4
        let box = Rect(x: bounds.minX - pad, y: bounds.minY - pad, width: bounds.width + 2 * pad, height: bounds.height + 2 * pad)
        let title = drawing.name ?? drawing.locatorName
        // Frames of astronomical size (1e308) would draw as nothing, or as infinities.
        guard box.width > 0, box.height > 0, max(box.width, box.height) <= Self.largestDrawn else {
            return "<p class=\"muted\">\(XML.lineText(words.tooLargeToDraw(title)))</p>\n"
        }
        let scale = min(1, Self.maxWidth / box.width, Self.maxHeight / box.height)
        let font = 12 / scale
        var svg = "<figure id=\"\(anchor)\" class=\"screen\">\n"
        // A picture with links in it is a group, so that assistive technology reaches the links
        // (an `img` hides what it holds); without links it is one image.
        let role = links.isEmpty ? "img" : "group"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"\(role)\" aria-labelledby=\"\(anchor)-t \(anchor)-d\""
        svg += " viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\""
        svg += " width=\"\(n(box.width * scale))\" height=\"\(n(box.height * scale))\" data-scale=\"\(n(scale))\""
        svg += " font-size=\"\(n(font))\" stroke-width=\"\(n(1.5 / scale))\">\n"
        svg += "<title id=\"\(anchor)-t\">\(XML.lineText(title))</title>\n"
        svg += "<desc id=\"\(anchor)-d\">\(XML.lineText(description()))</desc>\n"
        if let viewport = drawing.viewport {
            svg += linked("screen", rect(viewport, class: "viewport", id: "\(anchor)-viewport",
                                         title: words.viewportTitle(viewport)))
        }
        for shape in drawing.shapes {
            svg += self.shape(shape, font: font)
        }
        for (number, highlight) in drawing.highlights.enumerated() {
            let reported = links["h\(number)"] != nil
            svg += linked("h\(number)", rect(highlight.rect, class: "hl \(highlight.kind.rawValue)\(reported ? " reported" : "")",
                                             id: "\(anchor)-h\(number)", title: words.highlightTitle(highlight, in: drawing, reported: reported)))
        }
        svg += "</svg>\n"
        svg += "<figcaption>\(XML.lineText(title)) <span class=\"muted\">\(XML.lineText(words.scaleNote(drawing, scale: scale)))</span></figcaption>\n"
        return svg + "</figure>\n"
    }

    private func shape(_ shape: ScreenDrawing.Shape, font: Double) -> String {
        var classes = shape.isPopover ? "popover" : "element"
        if shape.essential { classes += " essential" }
        if shape.origin != .given { classes += " computed" }
        if drawing.shapes.contains(where: { $0.source == shape.index }) { classes += " source" }
        if links["e\(shape.index)"] != nil { classes += " reported" }
        let id = "\(anchor)-e\(shape.index)"
        var body = "<g id=\"\(id)\" class=\"\(classes)\"><title>\(XML.lineText(words.shapeTitle(shape)))</title>"
        if shape.isPopover, let arrow = shape.arrow {
            let source = shape.source.flatMap { index in drawing.shapes.first { $0.index == index }?.frame }
            body += "<polygon class=\"arrow\" points=\"\(arrowPoints(shape.frame, arrow, toward: source))\"/>"
        }
        body += "<rect x=\"\(n(shape.frame.x))\" y=\"\(n(shape.frame.y))\" width=\"\(n(shape.frame.width))\" height=\"\(n(shape.frame.height))\"/>"
        if shape.frame.width > font * 3, shape.frame.height > font * 1.4 {
            let characters = min(shape.frame.width / (font * 0.6), 200)
            let label = Self.clipped(shape.id ?? shape.type ?? words.element, to: max(3, Int(characters)))
            body += "<text x=\"\(n(shape.frame.x + font * 0.3))\" y=\"\(n(shape.frame.y + font * 1.1))\">\(XML.lineText(label))</text>"
        }
        body += "</g>\n"
        return linked("e\(shape.index)", body)
    }

    /// The arrow on the popover's `direction` edge, its base within the popover's span and centred
    /// on the source's centre where it can be, its tip `arrowLength` out from the edge.
    private func arrowPoints(_ frame: Rect, _ direction: ArrowDirection, toward source: Rect?) -> String {
        let half = Self.arrowHalfBase, length = Self.arrowLength
        func along(_ low: Double, _ high: Double, _ target: Double?) -> Double {
            let centre = (low + high) / 2
            guard high - low > 2 * half else { return centre }
            return min(max(target ?? centre, low + half), high - half)
        }
        let points: [(Double, Double)]
        switch direction {
        case .up, .down:
            let x = along(frame.minX, frame.maxX, source?.midX)
            let edge = direction == .up ? frame.minY : frame.maxY
            let tip = direction == .up ? edge - length : edge + length
            points = [(x - half, edge), (x, tip), (x + half, edge)]
        case .left, .right:
            let y = along(frame.minY, frame.maxY, source?.midY)
            let edge = direction == .left ? frame.minX : frame.maxX
            let tip = direction == .left ? edge - length : edge + length
            points = [(edge, y - half), (tip, y), (edge, y + half)]
        }
        return points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    }

    private func rect(_ frame: Rect, class classes: String, id: String, title: String) -> String {
        "<rect id=\"\(id)\" class=\"\(classes)\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"><title>\(XML.lineText(title))</title></rect>\n"
    }

    /// The shape wrapped in a link to the first finding about it, when there is one.
    private func linked(_ key: String, _ body: String) -> String {
        guard let finding = links[key] else { return body }
        return "<a href=\"#\(finding)\">" + body + "</a>\n"
    }

    /// The text alternative: what the picture shows, in words.
    private func description() -> String {
        var parts: [String] = []
        if let viewport = drawing.viewport { parts.append(words.viewportTitle(viewport)) }
        let elements = drawing.shapes.filter { !$0.isPopover }
        parts.append(words.elementCount(elements.count, essential: elements.filter(\.essential).count))
        for popover in drawing.shapes where popover.isPopover { parts.append(words.shapeTitle(popover)) }
        for highlight in drawing.highlights {
            parts.append(words.highlightTitle(highlight, in: drawing, reported: links["h\(drawing.highlights.firstIndex(of: highlight)!)"] != nil))
        }
        return parts.joined(separator: "; ")
    }

    static func clipped(_ text: String, to count: Int) -> String {
        text.count <= count ? text : String(text.prefix(max(1, count - 1))) + "…"
    }

    /// A coordinate as SVG writes it: at most two decimals, no exponent.
    private func n(_ value: Double) -> String { HTMLDrawing.number(value) }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return value < 0 ? "-1e13" : "1e13" }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let fraction = magnitude % 100
        if fraction == 0 { return sign + String(magnitude / 100) }
        let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
        return sign + String(magnitude / 100) + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }

    /// The key to the drawings: one small picture per kind of shape.
    static func legend(_ words: HTMLWords) -> String {
        let items: [(String, String)] = [
            ("<rect class=\"viewport\" x=\"1\" y=\"1\" width=\"22\" height=\"14\"/>", words.legendViewport),
            ("<g class=\"element\"><rect x=\"3\" y=\"3\" width=\"18\" height=\"10\"/></g>", words.legendElement),
            ("<g class=\"element essential\"><rect x=\"3\" y=\"3\" width=\"18\" height=\"10\"/></g>", words.legendEssential),
            ("<g class=\"element source\"><rect x=\"3\" y=\"3\" width=\"18\" height=\"10\"/></g>", words.legendSource),
            ("<g class=\"popover\"><polygon class=\"arrow\" points=\"8,6 12,1 16,6\"/><rect x=\"2\" y=\"6\" width=\"20\" height=\"9\"/></g>", words.legendPopover),
            ("<g class=\"popover computed\"><rect x=\"2\" y=\"3\" width=\"20\" height=\"10\"/></g>", words.legendComputed),
            ("<rect class=\"hl reported\" x=\"2\" y=\"3\" width=\"20\" height=\"10\"/>", words.legendHighlight),
        ]
        var html = "<h3>\(words.legend)</h3>\n<ul class=\"legend\">\n"
        for (picture, text) in items {
            html += "<li><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"16\" viewBox=\"0 0 24 16\" aria-hidden=\"true\" stroke-width=\"1.5\">\(picture)</svg> \(text)</li>\n"
        }
        return html + "</ul>\n"
    }
}
