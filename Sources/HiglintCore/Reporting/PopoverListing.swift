/// `higlint popovers`: every popover a run read, with what is known and unknown of it (docs/cli.md,
/// "What was read"), as text (one line a popover, sorted by place, `file:line:column:` first as
/// the report's lines are) or JSON. A pure function of the records, as reporters are.
public struct PopoverListing: Sendable {
    public var popovers: [PopoverRecord]
    public var counts: ReadCounts

    public init(popovers: [PopoverRecord], counts: ReadCounts) {
        self.popovers = popovers.sorted { ($0.file, $0.position) < ($1.file, $1.position) }
        self.counts = counts
    }

    public func text() -> String {
        var output = ""
        for popover in popovers {
            let place = safeLogLine("\(PathText.displayed(popover.file)):\(popover.position.line):\(popover.position.column):")
            output += place + " " + neutralizingControlCharacters(popover.summaryLine) + "\n"
        }
        return output
    }

    public func json() -> String {
        var output = "{\n  \"version\": 1,\n  \"popovers\": ["
        for (offset, popover) in popovers.enumerated() {
            output += offset == 0 ? "\n    " : ",\n    "
            let fields: [(String, String)] = [
                ("file", JSON.string(popover.file)),
                ("line", "\(popover.position.line)"),
                ("column", "\(popover.position.column)"),
                ("contexts", "[" + popover.contexts.map(JSON.string).joined(separator: ", ") + "]"),
                ("name", popover.name.map(JSON.string) ?? "null"),
                ("source", popover.source.map(JSON.string) ?? "null"),
                ("compactAdaptation", popover.adaptation.map(JSON.string) ?? "null"),
                ("size", popover.size.map(JSON.string) ?? "null"),
                ("arrow", popover.arrow.map(JSON.string) ?? "null"),
                ("content", JSON.string(popover.content)),
                ("unknown", "[" + popover.unknown.map(JSON.string).joined(separator: ", ") + "]"),
            ]
            output += "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        output += popovers.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"summary\": {\"files\": \(counts.files), \"popovers\": \(counts.popovers), \"passedOver\": \(counts.passedOver)}\n}\n"
        return output
    }
}
