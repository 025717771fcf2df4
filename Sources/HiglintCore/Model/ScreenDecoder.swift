#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns parsed documents into typed screens, reporting every schema problem it meets
/// (screen-format.md, "Bad input") and carrying on: one bad value never hides the rest.
public struct ScreenDecoder {
    public var findings: [Finding] { problems.findings }
    /// Findings kept at most (`ParseLimits.maxProblemsPerFile`); the rest are only located.
    public var findingLimit: Int {
        get { problems.limit }
        nonmutating set { problems.limit = newValue }
    }
    /// The earliest place of a finding past `findingLimit`, if there was one.
    public var firstLeftOut: SourcePosition? { problems.firstLeftOut }

    /// What was found so far. A reference, so that reporting does not modify the decoder: a
    /// finding's words are an autoclosure that reads the tree, made only when kept.
    private final class Problems {
        var findings: [Finding] = []
        var limit = Int.max
        var firstLeftOut: SourcePosition?
        /// The latest place of a kept finding.
        var lastKept: SourcePosition?
        /// Kept findings told apart by rule, place and words: repeats (an aliased subtree shown
        /// twice) are one diagnostic in the end, so they do not settle the report.
        var distinct = Set<Distinct>()
    }

    private struct Distinct: Hashable {
        var rule: String
        var range: SourceRange
        var key: String
        var arguments: [String: String]
    }

    private let problems = Problems()

    static let screenKeys = KeySet([.screen, .platform, .sizeClass, .viewport, .elements])
    static let elementKeyList: [Key] = [.id, .type, .frame, .title, .label, .text, .placeholder, .help,
                                        .role, .editable, .essential, .children, .presents]
    static let presentationOnlyKeyList: [Key] = [.content, .visible, .modal, .purpose, .api, .arrow, .size,
                                                 .compactAdaptation, .dismiss, .multipleSelection, .passthrough,
                                                 .scrolls, .resize, .background, .foreground, .detachable, .detached]
    static let elementKeys = KeySet(elementKeyList)
    static let presentationKeys = KeySet(elementKeyList.filter { $0 != .children } + presentationOnlyKeyList)
    static let anyElementKeys = KeySet(elementKeyList + presentationOnlyKeyList)
    static let sizeClassKeys = KeySet([.horizontal, .vertical])
    static let dismissKeys = KeySet([.outsideTap, .onSelection])
    static let resizeKeys = KeySet([.width, .height, .animated])
    static let detachedKeys = KeySet([.background, .size])
    static let sizeKeys = KeySet([.width, .height])
    static let frameKeys = KeySet([.x, .y, .width, .height])

    static let platforms = Lexicon<Platform>()
    static let sizeClasses = Lexicon<SizeClass>()
    static let elementTypes = Lexicon<ElementType>()
    static let roles = Lexicon<Role>()
    static let purposes = Lexicon<Purpose>()
    static let apis = Lexicon<PopoverAPI>()
    static let adaptations = Lexicon<CompactAdaptation>()
    static let outsideTaps = Lexicon<OutsideTap>()

    /// What the decoder holds between documents: no tree, so that the reader can reuse its own.
    private static let noTree = SyntaxTree()
    private static let noStore = ElementStore(tree: noTree)

    /// The document being decoded, and the elements of the screen being decoded.
    private var tree = ScreenDecoder.noTree
    private var store = ScreenDecoder.noStore
    private var firstIDs = IDTable()

    public init() {}

    /// Decodes one document: a screen, a list of screens, or nothing (an empty document).
    public mutating func decode(_ document: Document) -> [Screen] {
        let (tree, root) = SyntaxTree.converting(document.root, keys: Key.codes)
        return decode(TreeDocument(tree: tree, root: root, index: document.index))
    }

    mutating func decode(_ document: TreeDocument) -> [Screen] {
        var screens: [Screen] = []
        decode(document) { screens.append($0) }
        return screens
    }

    /// Decodes one document, handing each screen over as it is made, so a list of a million
    /// screens is never held at once (issue #30: `[{}, {}, …]` at the size limit held 835 MB).
    mutating func decode(_ document: TreeDocument, each: (Screen) -> Void) {
        tree = document.tree
        defer {
            tree = Self.noTree
            store = Self.noStore
        }
        let root = tree.resolved(document.root)
        switch tree.kind(root) {
        case .mapping:
            if isSettled(before: tree.range(root).start) { return }
            if let screen = decodeScreen(root, documentIndex: document.index, screenIndex: 0) { each(screen) }
        case .sequence:
            for (offset, item) in tree.items(of: root).enumerated() {
                // Past the cap and past the first problem left out, nothing placed further on
                // can be reported or change the notice: the rest of the list is not decoded.
                if isSettled(before: tree.range(item).start) { return }
                guard tree.isMapping(item) else {
                    report(.invalidValue, at: tree.range(item), "document", ["found": tree.kindName(item)])
                    continue
                }
                if let screen = decodeScreen(item, documentIndex: document.index, screenIndex: offset) { each(screen) }
            }
        case .scalar, .alias:
            if !tree.isNull(root) { report(.invalidValue, at: tree.range(root), "document", ["found": tree.kindName(root)]) }
        }
    }

    /// Whether the file's report is settled for everything at `place` or after: every problem it
    /// may keep is kept, and one left out is placed before `place`. A report keeps the first
    /// problems by place, and the notice names the first one left out, so nothing decoded or
    /// checked from `place` on could change either.
    /// Whether the report is settled for everything not yet decoded: the cap is full of distinct
    /// problems and one was left out, so it lies before whatever comes next.
    var isSettled: Bool { problems.distinct.count >= problems.limit && problems.firstLeftOut != nil }

    func isSettled(before place: SourcePosition) -> Bool {
        guard problems.distinct.count >= problems.limit, let leftOut = problems.firstLeftOut else { return false }
        return leftOut < place
    }

    // MARK: - Screens

    private mutating func decodeScreen(_ node: Int, documentIndex: Int, screenIndex: Int) -> Screen? {
        store = ElementStore(tree: tree)
        firstIDs.removeAll()
        let fields = mapping(node, allowed: Self.screenKeys, owner: "screen")
        var screen = Screen(elements: ElementList(store: store), range: anchorRange(of: node),
                            documentIndex: documentIndex, screenIndex: screenIndex)

        if let entry = fields[.screen] { screen.name = string(entry) } else { missing("screen", in: node, owner: "screen") }
        if let entry = fields[.platform] { screen.platform = enumeration(entry, Self.platforms) } else { missing("platform", in: node, owner: "screen") }
        if let entry = fields[.sizeClass] { decodeSizeClass(entry, into: &screen) }
        if screen.horizontalSizeClass == nil { screen.horizontalSizeClass = screen.platform?.defaultHorizontalSizeClass }
        if let entry = fields[.viewport] { screen.viewport = size(entry, required: true, owner: "viewport") }
        if let entry = fields[.elements] {
            for item in list(entry) { _ = decodeElement(item, parent: nil, relation: .root) }
        } else {
            missing("elements", in: node, owner: "screen")
        }
        var popovers: [Int] = []
        for index in 0..<store.count where store.type(of: index) == .popover { popovers.append(index) }
        screen.popoverIndices = popovers
        checkReferences()
        // With the file's problems all kept, none placed after the last of them can be reported.
        if isFull { screen.lastReportablePlace = problems.lastKept }
        return screen
    }

    private mutating func decodeSizeClass(_ entry: TreeEntry, into screen: inout Screen) {
        if tree.isMapping(entry.value) {
            let fields = mapping(entry.value, allowed: Self.sizeClassKeys, owner: "sizeClass")
            if let horizontal = fields[.horizontal] { screen.horizontalSizeClass = enumeration(horizontal, Self.sizeClasses) }
            if let vertical = fields[.vertical] { screen.verticalSizeClass = enumeration(vertical, Self.sizeClasses) }
        } else {
            screen.horizontalSizeClass = enumeration(entry, Self.sizeClasses)
        }
    }

    private mutating func checkReferences() {
        for index in 0..<store.count where store.hasPresentation(index) {
            for reference in store.passthrough(of: index) where firstIDs.first(reference.id, in: tree) == nil {
                report(.unknownReference, at: reference.range, "passthrough", ["id": reference.id])
            }
        }
    }

    // MARK: - Elements

    private mutating func decodeElement(_ node: Int, parent: Int?, relation: Element.Relation) -> Int? {
        guard tree.isMapping(node) else {
            report(.invalidValue, at: tree.range(node), "element", ["found": tree.kindName(node)])
            return nil
        }
        // Stored first, so that the tree's order is parents first; its descendants follow it.
        let index = store.append(node: node, parent: parent, relation: relation)

        // The type decides which keys are allowed, so it is read first.
        var type: ElementType?
        if let typeEntry = store.firstEntry(.type, in: node).map({ TreeEntry($0) }) {
            type = enumeration(typeEntry, Self.elementTypes)
            if let type {
                if relation == .presented, !type.isPresentation {
                    report(.invalidValue, at: tree.range(typeEntry.key), "notPresentation",
                           ["type": type.rawValue, "allowed": ElementType.presentationTypes.map(\.rawValue).joined(separator: ", ")])
                } else if relation != .presented, type.isPresentation {
                    report(.invalidValue, at: tree.range(typeEntry.key), "placement", ["type": type.rawValue])
                }
            }
        } else {
            missing("type", in: node, owner: "element")
        }
        store.setType(type, of: index)
        let isPresentation = type?.isPresentation ?? (relation == .presented)
        let allowed = type == nil ? Self.anyElementKeys : (isPresentation ? Self.presentationKeys : Self.elementKeys)
        let fields = mapping(node, allowed: allowed, owner: isPresentation ? "presentation" : "element")

        if let entry = fields[.id], isString(entry) {
            store.setHasString(.id, of: index)
            if let first = firstIDs.firstOrInsert(entry, in: tree) {
                report(.duplicateID, at: tree.range(entry.key), "duplicate",
                       ["id": tree.text(entry.value), "line": "\(tree.range(first).start.line)"])
            }
        }
        if let entry = fields[.frame], let frame = rect(entry) { store.setFrame(frame, of: index) }
        if let entry = fields[.title], isString(entry) { store.setHasString(.title, of: index) }
        if let entry = fields[.label], isString(entry) { store.setHasString(.label, of: index) }
        if let entry = fields[.text], isString(entry) { store.setHasString(.text, of: index) }
        if let entry = fields[.placeholder], isString(entry) { store.setHasString(.placeholder, of: index) }
        if let entry = fields[.help], isString(entry) { store.setHasString(.help, of: index) }
        if let entry = fields[.role] { store.setRole(enumeration(entry, Self.roles), of: index) }
        if let entry = fields[.editable] { store.setEditable(bool(entry), of: index) }
        if let entry = fields[.essential] { store.setEssential(bool(entry) ?? false, of: index) }
        if isPresentation { store.setPresentation(decodePresentation(fields), of: index) }

        // Children in the order their keys are written, each list in its order, so that
        // "document order" is the file's.
        var children = fields[.children], content = fields[.content], presents = fields[.presents]
        while children != nil || content != nil || presents != nil {
            // The earliest written of those left (at most three; no list is made for them).
            var key = Key.children
            var earliest = children.map { tree.range($0.key) }
            if let entry = content, earliest.map({ tree.range(entry.key) < $0 }) ?? true { (key, earliest) = (.content, tree.range(entry.key)) }
            if let entry = presents, earliest.map({ tree.range(entry.key) < $0 }) ?? true { key = .presents }
            let entry: TreeEntry
            switch key {
            case .children: entry = children!; children = nil
            case .content: entry = content!; content = nil
            default: entry = presents!; presents = nil
            }
            if key == .presents, tree.isMapping(entry.value) {
                _ = decodeElement(entry.value, parent: index, relation: .presented)
            } else {
                for item in list(entry) {
                    _ = decodeElement(item, parent: index, relation: key == .presents ? .presented : .child)
                }
            }
        }
        store.finish(index)
        return index
    }

    private mutating func decodePresentation(_ fields: Fields) -> PresentationRecord {
        var record = PresentationRecord()
        if let entry = fields[.visible] { record[.visible] = bool(entry) ?? false }
        if let entry = fields[.modal] { record[.modal] = bool(entry) ?? false }
        if let entry = fields[.purpose] { record.purpose = enumeration(entry, Self.purposes) }
        if let entry = fields[.api] { record.api = enumeration(entry, Self.apis) }
        if let entry = fields[.arrow] { decodeArrow(entry, into: &record) }
        if let entry = fields[.size], let size = size(entry) {
            record[.sizeGiven] = true
            (record.sizeWidth, record.sizeHeight) = size
        }
        if let entry = fields[.compactAdaptation] { record.compactAdaptation = enumeration(entry, Self.adaptations) }
        // Where the keys inside dismiss, resize and detached are written is found again from the
        // element's entries when a rule asks (Element.range(of:)).
        if let entry = fields[.dismiss], expectMapping(entry) {
            let dismiss = mapping(entry.value, allowed: Self.dismissKeys, owner: "dismiss")
            if let outside = dismiss[.outsideTap] { record.outsideTap = enumeration(outside, Self.outsideTaps) }
            if let onSelection = dismiss[.onSelection], let value = bool(onSelection) {
                record[.dismissOnSelectionGiven] = true
                record[.dismissOnSelection] = value
            }
        }
        if let entry = fields[.multipleSelection] { record[.multipleSelection] = bool(entry) ?? false }
        if let entry = fields[.passthrough] {
            if tree.isSequence(entry.value) { record.passthroughList = UInt32(truncatingIfNeeded: entry.value) }
            for item in list(entry) where !tree.isScalar(item) || tree.isNull(item) {
                report(.invalidValue, at: tree.range(item), "type",
                       ["key": "passthrough", "expected": "a list of element ids", "found": tree.kindName(item)])
            }
        }
        if let entry = fields[.scrolls] { record[.scrolls] = bool(entry) ?? false }
        if let entry = fields[.resize], expectMapping(entry) {
            let resize = mapping(entry.value, allowed: Self.resizeKeys, owner: "resize")
            record[.resizeGiven] = true
            record.resizeWidth = resize[.width].flatMap { numberNode($0) } ?? PresentationRecord.none
            record.resizeHeight = resize[.height].flatMap { numberNode($0) } ?? PresentationRecord.none
            if let animated = resize[.animated], let value = bool(animated) {
                record[.resizeAnimatedGiven] = true
                record[.resizeAnimated] = value
            }
        }
        if let entry = fields[.background] { record.background = color(entry) }
        if let entry = fields[.foreground] { record.foreground = color(entry) }
        if let entry = fields[.detachable] { record[.detachable] = bool(entry) ?? false }
        if let entry = fields[.detached], expectMapping(entry) {
            let detached = mapping(entry.value, allowed: Self.detachedKeys, owner: "detached")
            if let background = detached[.background] { record.detachedBackground = color(background) }
            if let entry = detached[.size], let size = size(entry) {
                record[.detachedSizeGiven] = true
                (record.detachedWidth, record.detachedHeight) = size
            }
        }
        return record
    }

    /// An optional size (`size`, `detached.size`): nil when it is not a mapping; else where its
    /// valid width and height are.
    private mutating func size(_ entry: TreeEntry) -> (width: UInt32, height: UInt32)? {
        guard expectMapping(entry) else { return nil }
        let fields = mapping(entry.value, allowed: Self.sizeKeys, owner: "size")
        return (fields[.width].flatMap { numberNode($0) } ?? PresentationRecord.none,
                fields[.height].flatMap { numberNode($0) } ?? PresentationRecord.none)
    }

    /// Where a valid size number is, as `number` decides (and reports).
    private mutating func numberNode(_ entry: TreeEntry) -> UInt32? {
        number(entry) == nil ? nil : UInt32(truncatingIfNeeded: entry.value)
    }

    private mutating func decodeArrow(_ entry: TreeEntry, into record: inout PresentationRecord) {
        if tree.isSequence(entry.value) {
            var directions = Set<ArrowDirection>()
            for item in tree.items(of: entry.value) {
                let isScalar = tree.isScalar(item)
                let value = isScalar ? tree.text(item) : ""
                if let direction = ArrowDirection(rawValue: value), isScalar {
                    directions.insert(direction)
                } else {
                    report(.invalidValue, at: tree.range(item), "enum",
                           ["key": "arrow", "value": isScalar ? value : tree.kindName(item),
                            "allowed": ArrowDirection.allCases.map(\.rawValue).joined(separator: ", "),
                            "suggestion": Suggestions.nearest(to: value, in: ArrowDirection.allCases.map(\.rawValue)) ?? ""])
                }
            }
            if !directions.isEmpty { record.arrow = PresentationRecord.mask(directions) }
            return
        }
        let allowed = ArrowDirection.allCases.map(\.rawValue) + ["any", "none"]
        guard let value = enumText(entry, allowed: allowed) else { return }
        switch value {
        case "any": record.arrow = 0b1111
        case "none":
            record.arrow = 0
            record[.arrowNone] = true
        default: record.arrow = PresentationRecord.mask([ArrowDirection(rawValue: value)!])
        }
    }

    // MARK: - Values

    /// The entries of a mapping by name, first occurrence kept; later repeats are
    /// `duplicate-key`, names outside `allowed` are `unknown-key`.
    @inline(__always)
    private mutating func mapping(_ node: Int, allowed: KeySet, owner: String) -> Fields {
        var fields = Fields()
        guard tree.isMapping(node) else { return fields }
        // Misspelt keys whose meaning is sure (`Suggestions.close`), read as that key when the
        // mapping does not also give it: one typo, one finding (no `missing-key`, no guideline
        // finding about the key it spells). Rare: made only for a problem.
        var misspelt: [(Key, TreeEntry)] = []
        for entry in tree.entries(of: node) {
            // The usual case: a known key, allowed, once. A scalar's key code is the key its
            // text spells, so no text is looked at unless something is wrong.
            let code = tree.keyCode(entry.key)
            let key = code == Key.none ? nil : Key(rawValue: Int(code))
            if let key, allowed.contains(key), !fields.contains(key) {
                fields.set(key, TreeEntry(key: entry.key, value: entry.value))
                continue
            }
            guard tree.isScalar(entry.key) else {
                report(.unknownKey, at: tree.range(entry.key), "notScalar", ["owner": owner, "found": tree.kindName(entry.key)])
                continue
            }
            guard let key, allowed.contains(key) else {
                // `$schema` names the screen schema for editors, and declares the file a screen
                // description to a folder walk (docs/sources.md): it is no unknown key.
                if owner == "screen", tree.text(entry.key) == "$schema" { continue }
                // Past the cap nothing more of the file is reported: an unknown key is only
                // located, and no close key is looked for (the edit distance to every allowed key,
                // for each of a million misspelt keys, was 2.6 s of a 10 MiB file).
                guard !isFull else {
                    locate(tree.range(entry.key))
                    continue
                }
                let suggestion = closeKey(entry.key, allowed: allowed)
                if let suggestion {
                    misspelt.append((suggestion, TreeEntry(key: entry.key, value: entry.value)))
                    report(.unknownKey, at: tree.range(entry.key), "unknown",
                           ["key": tree.text(entry.key), "owner": owner, "suggestion": suggestion.name])
                } else {
                    report(.unknownKey, at: tree.range(entry.key), "unknownFar", ["key": tree.text(entry.key), "owner": owner])
                }
                continue
            }
            if let first = fields[key] {
                report(.duplicateKey, at: tree.range(entry.key), "duplicate",
                       ["key": tree.text(entry.key), "line": "\(tree.range(first.key).start.line)"])
            }
        }
        for (key, entry) in misspelt where !fields.contains(key) { fields.set(key, entry) }
        return fields
    }

    /// The allowed key an unknown key surely means, if one: a presentation's `content` and an
    /// element's `children` are each other's spelling; else a key `Suggestions.close` to it.
    private func closeKey(_ key: Int, allowed: KeySet) -> Key? {
        let name = tree.text(key)
        if name == "children", allowed.contains(.content) { return .content }
        if name == "content", allowed.contains(.children) { return .children }
        guard let close = Suggestions.close(name, in: allowed.names) else { return nil }
        return allowed.ordered.first { $0.name == close }
    }

    private mutating func expectMapping(_ entry: TreeEntry) -> Bool {
        if tree.isMapping(entry.value) { return true }
        wrongType(entry, expected: "a mapping")
        return false
    }

    private mutating func string(_ entry: TreeEntry) -> String? {
        isString(entry) ? tree.text(entry.value) : nil
    }

    /// Whether the value is a string (any scalar but null); says so when it is not.
    private func isString(_ entry: TreeEntry) -> Bool {
        guard tree.isScalar(entry.value), !tree.isNull(entry.value) else {
            wrongType(entry, expected: "a string")
            return false
        }
        return true
    }

    private mutating func bool(_ entry: TreeEntry) -> Bool? {
        guard let value = tree.bool(entry.value) else {
            wrongType(entry, expected: "true or false")
            return nil
        }
        return value
    }

    private mutating func number(_ entry: TreeEntry, nonNegative: Bool = true) -> Double? {
        guard let value = tree.number(entry.value) else {
            wrongType(entry, expected: "a number")
            return nil
        }
        if nonNegative, value < 0 {
            report(.invalidValue, at: tree.range(entry.key), "negative", ["key": name(of: entry)])
            return nil
        }
        return value
    }

    private mutating func color(_ entry: TreeEntry) -> RGBColor? {
        guard tree.isScalar(entry.value), let color = RGBColor(hex: tree.text(entry.value)) else {
            report(.invalidValue, at: tree.range(entry.key), "color", ["key": name(of: entry)])
            return nil
        }
        return color
    }

    /// The key's text (every key of the format is a scalar).
    private func name(of entry: TreeEntry) -> String {
        tree.isScalar(entry.key) ? tree.text(entry.key) : ""
    }

    private mutating func enumeration<Value: RawRepresentable & CaseIterable>(_ entry: TreeEntry, _ lexicon: Lexicon<Value>) -> Value?
    where Value.RawValue == String {
        let value = entry.value
        if tree.isScalar(value), !tree.isNull(value), tree.style(value) == .quoted || tree.bool(value) == nil,
           let known = tree.withBytes(value, { lexicon[bytes: $0] }) {
            return known
        }
        // Not a known value: say why, with the full list (the slow path, only for problems).
        // Both of enumText's problems are at the key: once past the cap, that is all there is to know.
        if isFull {
            locate(tree.range(entry.key))
            return nil
        }
        _ = enumText(entry, allowed: Value.allCases.map(\.rawValue))
        return nil
    }

    private mutating func enumText(_ entry: TreeEntry, allowed: [String]) -> String? {
        let value = entry.value
        guard tree.isScalar(value), !tree.isNull(value), tree.style(value) == .quoted || tree.bool(value) == nil else {
            wrongType(entry, expected: "one of " + allowed.joined(separator: ", "))
            return nil
        }
        let text = tree.text(value)
        guard allowed.contains(text) else {
            report(.invalidValue, at: tree.range(entry.key), "enum",
                   ["key": name(of: entry), "value": text, "allowed": allowed.joined(separator: ", "),
                    "suggestion": Suggestions.nearest(to: text, in: allowed) ?? ""])
            return nil
        }
        return text
    }

    /// A list; null (a key with nothing after it) is an empty list.
    private mutating func list(_ entry: TreeEntry) -> SyntaxTree.Items {
        if tree.isSequence(entry.value) { return tree.items(of: entry.value) }
        if !tree.isNull(entry.value) { wrongType(entry, expected: "a list") }
        return SyntaxTree.Items(tree: tree, position: 0, end: 0)
    }

    private mutating func size(_ entry: TreeEntry, required: Bool, owner: String) -> Size? {
        guard expectMapping(entry) else { return nil }
        let fields = mapping(entry.value, allowed: Self.sizeKeys, owner: owner)
        if required {
            for key in [Key.width, Key.height] where fields[key] == nil { missing(key.name, in: entry.value, owner: owner) }
        }
        let size = Size(width: fields[.width].flatMap { number($0) }, height: fields[.height].flatMap { number($0) })
        if required, size.width == nil || size.height == nil { return nil }
        return size
    }

    private mutating func rect(_ entry: TreeEntry) -> Rect? {
        guard expectMapping(entry) else { return nil }
        let fields = mapping(entry.value, allowed: Self.frameKeys, owner: "frame")
        let x = frameValue(fields[.x], .x, in: entry), y = frameValue(fields[.y], .y, in: entry)
        let width = frameValue(fields[.width], .width, in: entry), height = frameValue(fields[.height], .height, in: entry)
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One number of a frame (its entry passed in, not the frame's fields: copying those for each
    /// number was a measurable share of decoding).
    private mutating func frameValue(_ field: TreeEntry?, _ key: Key, in frame: TreeEntry) -> Double? {
        guard let field else {
            missing(key.name, in: frame.value, owner: "frame")
            return nil
        }
        return number(field, nonNegative: key == .width || key == .height)
    }

    // MARK: - Reporting

    private func wrongType(_ entry: TreeEntry, expected: @autoclosure () -> String) {
        report(.invalidValue, at: tree.range(entry.key), "type",
               ["key": name(of: entry), "expected": expected(), "found": tree.kindName(entry.value)])
    }

    private func missing(_ key: String, in node: Int, owner: String) {
        report(.missingKey, at: anchorRange(of: node), "missing", ["key": key, "owner": owner])
    }

    /// Past `findingLimit` a problem is only located: its words (a suggestion, the list of
    /// allowed values) are never made, since they would never be shown. A file of a million
    /// misspelled types spent 16 of its 17 seconds on suggestions nobody saw (docs/security.md).
    private func report(_ rule: SchemaRule, at range: SourceRange, _ key: String,
                        _ arguments: @autoclosure () -> [String: String]) {
        guard problems.findings.count < problems.limit else {
            locate(range)
            return
        }
        let finding = Finding(ruleID: rule.rawValue, range: range, messageKey: key, arguments: arguments())
        problems.findings.append(finding)
        problems.lastKept = max(problems.lastKept ?? range.start, range.start)
        problems.distinct.insert(Distinct(rule: rule.rawValue, range: range, key: key, arguments: finding.arguments))
    }

    /// Whether every further problem is only located (`findingLimit` is reached).
    private var isFull: Bool { problems.findings.count >= problems.limit }

    private func locate(_ range: SourceRange) {
        problems.firstLeftOut = min(problems.firstLeftOut ?? range.start, range.start)
    }

    /// Where to point at a mapping as a whole: its first key, or the mapping itself when empty.
    private func anchorRange(of node: Int) -> SourceRange {
        guard tree.isMapping(node), let first = tree.firstEntry(of: node) else { return tree.range(node) }
        return tree.range(first.key)
    }
}

/// One entry of a mapping in a `SyntaxTree`: its key and value, resolved.
struct TreeEntry {
    let key: Int
    let value: Int

    init(key: Int, value: Int) {
        self.key = key
        self.value = value
    }

    init(_ entry: (key: Int, value: Int)) {
        self.init(key: entry.key, value: entry.value)
    }
}

/// The first `id` key of each id of a screen, by the id's text: an open-addressing table of
/// the key's and the value's places in the tree and the id's hash, 12 bytes a slot. A
/// `[String: SourceRange]` cost about 60 bytes an id and was the largest thing in memory for a
/// file of `{id: 1}, {id: 2}, …` (docs/security.md). Ids are compared as Swift strings compare
/// (canonical equivalence), as that dictionary did.
struct IDTable {
    /// Key and value index + 1 of each id (0 for an empty slot), and the id's hash.
    private var slots: [(key: UInt32, value: UInt32, hash: UInt32)] = []
    private var count = 0

    mutating func removeAll() {
        if count > 0 { slots = [] }
        count = 0
    }

    /// The key of the first id spelled like `entry`'s value, or nil after remembering `entry` as
    /// the first.
    mutating func firstOrInsert(_ entry: TreeEntry, in tree: SyntaxTree) -> Int? {
        // At most three quarters full.
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let (hash, earlier): (UInt32, Int?) = tree.withBytes(entry.value) { id in
            let hash = Self.hash(id)
            return (hash, first(id, hash: hash, in: tree))
        }
        if let earlier { return earlier }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot].value != 0 { slot = (slot + 1) & mask }
        slots[slot] = (UInt32(truncatingIfNeeded: entry.key + 1), UInt32(truncatingIfNeeded: entry.value + 1), hash)
        count += 1
        return nil
    }

    /// The key of the first id spelled `id`, if any.
    func first(_ id: String, in tree: SyntaxTree) -> Int? {
        var id = id
        return id.withUTF8 { first($0, hash: Self.hash($0), in: tree) }
    }

    private func first(_ id: UnsafeBufferPointer<UInt8>, hash: UInt32, in tree: SyntaxTree) -> Int? {
        guard count > 0 else { return nil }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot].value != 0 {
            if slots[slot].hash == hash, tree.withBytes(Int(slots[slot].value) - 1, { Self.equal($0, id) }) {
                return Int(slots[slot].key) - 1
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Seeded per process (`Hasher`), so no file can choose ids that collide. An id hashes as
    /// Swift's `String` does, so that ids `==` calls equal (canonically equivalent spellings) hash
    /// alike: an ASCII id, which is its own normal form, straight from its bytes (String's
    /// hashing: the UTF-8, then a 0xFF terminator; `SchemaTests` would catch a change), sparing
    /// nearly every id a `String`; any other through `String`, which normalises it.
    private static func hash(_ id: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard isASCII(id) else { return UInt32(truncatingIfNeeded: String(decoding: id, as: UTF8.self).hashValue) }
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(id))
        hasher.combine(0xFF as UInt8)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isASCII(a), isASCII(b) else {
            return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
        }
        return a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: (0, 0, 0), count: max(16, old.count * 2))
        let mask = slots.count - 1
        for entry in old where entry.value != 0 {
            var slot = Int(entry.hash) & mask
            while slots[slot].value != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }
}
