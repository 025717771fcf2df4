/// One popover as higlint read it, for `higlint popovers` and the summary's count (docs/cli.md,
/// "What was read"): where it is, the contexts it was read in, and what is known and unknown of it.
/// A popover read in two contexts (a storyboard scene for iPad and for iPhone, a view shown from
/// two files) is one record with both contexts.
public struct PopoverRecord: Sendable, Equatable {
    public var file: String
    public var position: SourcePosition
    /// Platform and horizontal size class of each screen it was read in: `iPadOS regular`.
    public var contexts: [String]
    /// What findings call it (`Element.shownName`): in a screen description its id; in a
    /// storyboard, a xib or Swift what people see of it. Nil when nothing names it.
    public var name: String?
    /// The element it emerges from, by type and name; nil when no source is known.
    public var source: String?
    /// How a compact width shows it (`sheet`, `none`…), nil when the file does not say (UIKit and
    /// SwiftUI then adapt it to a sheet) or when its code decides in a way higlint does not read
    /// (`unknown` then holds `compactAdaptation`).
    public var adaptation: String?
    /// Whether a compact width can change it: not in a screen read only for macOS (a Mac has no
    /// size classes, and an NSPopover does not adapt).
    public var meetsCompactWidth = true
    /// A `UIPopoverController`: it never adapts, and raises an exception in a compact width.
    public var raisesInCompactWidth = false
    /// Width × height in points, when known.
    public var size: String?
    /// Permitted arrow directions: `any`, `none`, or a list; nil when the code sets them to a value
    /// it does not spell out.
    public var arrow: String?
    /// A one-line picture of its content: element types, each with its first words.
    public var content: String
    /// What the file does not say, by key.
    public var unknown: [String]

    /// The records of a screen's popovers, in document order.
    public static func records(of screen: Screen, file: String) -> [PopoverRecord] {
        let context = [screen.platform?.rawValue ?? "platform unknown",
                       screen.horizontalSizeClass?.rawValue ?? "size class unknown"].joined(separator: " ")
        return screen.popoverIndices.map { index in
            record(of: screen[index], in: screen, file: file, context: context)
        }
    }

    static func record(of popover: Element, in screen: Screen, file: String, context: String) -> PopoverRecord {
        let attributes = popover.presentation ?? PresentationAttributes()
        let content = screen.content(of: popover.index)
        var unknown: [String] = []
        let size = popover.effectiveSize.flatMap { size -> String? in
            guard size.width != nil || size.height != nil else { return nil }
            return "\(size.width.map(Self.number) ?? "?")×\(size.height.map(Self.number) ?? "?")"
        }
        if size == nil { unknown.append("size") }
        if attributes.outsideTap == nil, attributes.outsideTapUnknown { unknown.append("dismiss.outsideTap") }
        if !attributes.multipleSelection, attributes.multipleSelectionUnknown { unknown.append("multipleSelection") }
        let meetsCompactWidth = screen.platform != .macOS
        if meetsCompactWidth, attributes.compactAdaptation == nil, attributes.compactAdaptationUnknown { unknown.append("compactAdaptation") }
        if !content.contains(where: { $0.type != nil }) { unknown.append("content") }
        let arrow: String?
        if attributes.arrowUnknown {
            arrow = nil
            unknown.append("arrow")
        } else if attributes.arrowNone {
            arrow = "none"
        } else if attributes.arrow.count == ArrowDirection.allCases.count {
            arrow = "any"
        } else {
            arrow = ArrowDirection.allCases.filter(attributes.arrow.contains).map(\.rawValue).joined(separator: ", ")
        }
        return PopoverRecord(
            file: file, position: popover.place, contexts: [context],
            name: popover.shownName.map(quoted),
            // Code that presents it with no anchor gives it none (popover-no-source's finding).
            source: attributes.presentedWithoutSource != nil
                ? "nothing (no sourceView, sourceItem or barButtonItem)"
                : attributes.sourceUnknown ? nil : screen.source(of: popover.index).map(described),
            adaptation: attributes.compactAdaptation?.rawValue,
            meetsCompactWidth: meetsCompactWidth,
            raisesInCompactWidth: attributes.api == .uiPopoverController,
            size: size, arrow: arrow,
            content: picture(of: content),
            unknown: unknown)
    }

    /// An id people wrote, not one Interface Builder made up (`vXZ-lx-hvc`).
    static func readableID(_ id: String) -> String? {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        let madeUp = parts.count == 3 && parts.map(\.count) == [3, 2, 3]
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        return madeUp ? nil : id
    }

    /// `button 'Edit'`: an element's type and first words (or readable id).
    static func described(_ element: Element) -> String {
        let type = element.type?.rawValue ?? "view"
        guard let words = element.firstWords ?? element.id.flatMap(readableID) else { return type }
        return "\(type) \(quoted(words))"
    }

    /// The content's elements, up to eight, with a count of the rest.
    static func picture(of content: [Element]) -> String {
        guard content.contains(where: { $0.type != nil }) else { return "nothing higlint reads" }
        let shown = content.prefix(8).map(described)
        let rest = content.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? ", and \(rest) more" : "")
    }

    static func quoted(_ text: String) -> String {
        let clipped = text.count > 40 ? String(text.prefix(39)) + "…" : text
        return "'" + clipped + "'"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The record as one line of `higlint popovers`' text listing (without the place).
    public var summaryLine: String {
        var parts = [name.map { "popover \($0)" } ?? "popover", "read as \(contexts.joined(separator: " and "))"]
        parts.append("from \(source ?? "an unknown source")")
        if meetsCompactWidth {
            let notSaid = raisesInCompactWidth ? "raises an exception (UIPopoverController does not adapt)"
                : unknown.contains("compactAdaptation") ? "unknown" : "not said (adapts to a sheet)"
            parts.append("compact width: \(adaptation.map { $0 == "none" || $0 == "popover" ? "stays a popover" : $0 } ?? notSaid)")
        }
        parts.append("size \(size ?? "unknown")")
        parts.append("arrow \(arrow ?? "unknown")")
        parts.append("holds \(content)")
        if !unknown.isEmpty { parts.append("unknown: \(unknown.joined(separator: ", "))") }
        return parts.joined(separator: "; ")
    }
}

extension Element {
    /// Where a popover is: in a storyboard, a xib or Swift where findings on it point (the token
    /// that makes it: the `.popover` modifier, `UIPopoverController`, the segue); in a screen
    /// description its mapping, since popovers merged from one anchor (`<<: *card`) share their
    /// `type` key.
    var place: SourcePosition { isDescribed ? range.start : range(of: .type).start }

    /// The first copy the element shows (title, label, text, placeholder), if any.
    var firstWords: String? {
        title ?? label ?? text ?? placeholder
    }
}

extension PopoverRecord {
    /// Popovers inside code another file declares (a view shown from this file) are that file's,
    /// at its own lines.
    static func movedToOtherFiles(_ records: [PopoverRecord], _ others: [OtherFileLines]) -> [PopoverRecord] {
        guard !others.isEmpty else { return records }
        return records.map { record in
            guard let other = others.first(where: { $0.holds(record.position) }) else { return record }
            var moved = record
            moved.file = other.path
            moved.position = other.own(SourceRange(start: record.position, end: record.position)).start
            return moved
        }
    }

    /// One record per place, in the order first met, with every context it was read in.
    public static func merged(_ records: [PopoverRecord]) -> [PopoverRecord] {
        guard records.count > 1 else { return records }
        var result: [PopoverRecord] = []
        var at: [PopoverPlace: Int] = [:]
        for record in records {
            if let index = at[record.place] {
                for context in record.contexts where !result[index].contexts.contains(context) { result[index].contexts.append(context) }
                result[index].meetsCompactWidth = result[index].meetsCompactWidth || record.meetsCompactWidth
            } else {
                at[record.place] = result.count
                result.append(record)
            }
        }
        return result
    }

    public var place: PopoverPlace { PopoverPlace(file: file, line: position.line, column: position.column) }
}

/// Where a popover is: what makes two readings of it one popover.
public struct PopoverPlace: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
}

/// What linting one file came to: its diagnostics, the popovers read in it, and whether it was
/// passed over (a YAML or JSON file that is no screen description, a large Swift file with no
/// presentation code).
public struct LintedFile: Sendable {
    public var diagnostics: [Diagnostic]
    /// Each popover read, described in full (only when the linter `recordsPopovers`).
    public var popovers: [PopoverRecord] = []
    /// Where each popover read is, for the run's count.
    public var popoverPlaces = PopoverPlaces()
    public var passedOver = false
    /// The screens the rules judged, drawn (only when the linter `drawsScreens`).
    public var drawings: [ScreenDrawing] = []

    public init(diagnostics: [Diagnostic], popovers: [PopoverRecord] = [], passedOver: Bool = false) {
        self.diagnostics = diagnostics
        self.popovers = popovers
        self.passedOver = passedOver
    }
}

/// Where the popovers read in one file are, each once: those in the file itself as positions, those
/// in code other files declare (a view shown from this file) with their path.
public struct PopoverPlaces: Sendable {
    public var own: [SourcePosition] = []
    public var elsewhere: [PopoverPlace] = []

    public init() {}

    init(_ positions: [SourcePosition], in path: String, otherFiles: [OtherFileLines]) {
        var own: [SourcePosition] = []
        own.reserveCapacity(positions.count)
        for position in positions {
            if let other = otherFiles.first(where: { $0.holds(position) }) {
                let moved = other.own(SourceRange(start: position, end: position)).start
                elsewhere.append(PopoverPlace(file: other.path, line: moved.line, column: moved.column))
            } else {
                own.append(position)
            }
        }
        own.sort()
        var unique: [SourcePosition] = []
        unique.reserveCapacity(own.count)
        for position in own where unique.last != position { unique.append(position) }
        self.own = unique
    }

    init(_ places: [PopoverPlace]) {
        elsewhere = places
    }

    /// Each place, with `path` for the file's own.
    func all(ownFile path: String) -> [PopoverPlace] {
        own.map { PopoverPlace(file: path, line: $0.line, column: $0.column) } + elsewhere
    }
}
