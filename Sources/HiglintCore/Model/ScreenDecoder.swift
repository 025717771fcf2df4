/// Turns parsed documents into typed screens, reporting every schema problem it meets
/// (screen-format.md, "Bad input") and carrying on: one bad value never hides the rest.
public struct ScreenDecoder {
    public private(set) var findings: [Finding] = []
    /// Findings kept at most (`ParseLimits.maxProblemsPerFile`); the rest are only located.
    public var findingLimit = Int.max
    /// The earliest place of a finding past `findingLimit`, if there was one.
    public private(set) var firstLeftOut: SourcePosition?

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

    /// The keys whose values are elements: decoded in the order they are written.
    static let nestingKeys: [Key] = [.children, .content, .presents]
    static let platforms = Lexicon<Platform>()
    static let sizeClasses = Lexicon<SizeClass>()
    static let elementTypes = Lexicon<ElementType>()
    static let roles = Lexicon<Role>()
    static let purposes = Lexicon<Purpose>()
    static let apis = Lexicon<PopoverAPI>()
    static let adaptations = Lexicon<CompactAdaptation>()
    static let outsideTaps = Lexicon<OutsideTap>()

    private var elements: [Element] = []
    private var firstIDs: [String: SourceRange] = [:]

    public init() {}

    /// Decodes one document: a screen, a list of screens, or nothing (an empty document).
    public mutating func decode(_ document: Document) -> [Screen] {
        let root = document.root
        switch root.kind {
        case .mapping:
            return decodeScreen(root, documentIndex: document.index, screenIndex: 0).map { [$0] } ?? []
        case .sequence(let items):
            var screens: [Screen] = []
            for (offset, item) in items.enumerated() {
                guard item.entries != nil else {
                    report(.invalidValue, at: item.range, "document", ["found": item.kindName])
                    continue
                }
                if let screen = decodeScreen(item, documentIndex: document.index, screenIndex: offset) {
                    screens.append(screen)
                }
            }
            return screens
        case .scalar(let scalar):
            if !scalar.isNull { report(.invalidValue, at: root.range, "document", ["found": root.kindName]) }
            return []
        }
    }

    // MARK: - Screens

    private mutating func decodeScreen(_ node: Node, documentIndex: Int, screenIndex: Int) -> Screen? {
        elements = []
        firstIDs.removeAll(keepingCapacity: true)
        let fields = mapping(node, allowed: Self.screenKeys, owner: "screen")
        var screen = Screen(range: anchorRange(of: node), documentIndex: documentIndex, screenIndex: screenIndex)
        for key in Self.screenKeys.ordered { if let entry = fields[key] { screen.keyRanges[key.name] = entry.key.range } }

        if let entry = fields[.screen] { screen.name = string(entry) } else { missing("screen", in: node, owner: "screen") }
        if let entry = fields[.platform] { screen.platform = enumeration(entry, Self.platforms) } else { missing("platform", in: node, owner: "screen") }
        if let entry = fields[.sizeClass] { decodeSizeClass(entry, into: &screen) }
        if screen.horizontalSizeClass == nil { screen.horizontalSizeClass = screen.platform?.defaultHorizontalSizeClass }
        if let entry = fields[.viewport] { screen.viewport = size(entry, required: true, owner: "viewport") }
        if let entry = fields[.elements] {
            for item in list(entry) {
                if let index = decodeElement(item, parent: nil, relation: .root) { screen.roots.append(index) }
            }
        } else {
            missing("elements", in: node, owner: "screen")
        }
        screen.elements = elements
        checkReferences(in: screen)
        return screen
    }

    private mutating func decodeSizeClass(_ entry: Entry, into screen: inout Screen) {
        if entry.value.entries != nil {
            let fields = mapping(entry.value, allowed: Self.sizeClassKeys, owner: "sizeClass")
            if let horizontal = fields[.horizontal] { screen.horizontalSizeClass = enumeration(horizontal, Self.sizeClasses) }
            if let vertical = fields[.vertical] { screen.verticalSizeClass = enumeration(vertical, Self.sizeClasses) }
        } else {
            screen.horizontalSizeClass = enumeration(entry, Self.sizeClasses)
        }
    }

    private mutating func checkReferences(in screen: Screen) {
        // By index, so that no element is copied (see `Rule`).
        for index in screen.elements.indices {
            guard let passthrough = screen.elements[index].presentation?.passthrough else { continue }
            for reference in passthrough where firstIDs[reference.id] == nil {
                report(.unknownReference, at: reference.range, "passthrough", ["id": reference.id])
            }
        }
    }

    // MARK: - Elements

    private enum Placement {
        case tree, presents
    }

    private mutating func decodeElement(_ node: Node, parent: Int?, relation: Element.Relation) -> Int? {
        guard let entries = node.entries else {
            report(.invalidValue, at: node.range, "element", ["found": node.kindName])
            return nil
        }
        // Nothing below recurses until the element is stored, so its index is the next one.
        let index = elements.count
        var element = Element(index: index, parent: parent, relation: relation, range: anchorRange(of: node))

        // The type decides which keys are allowed, so it is read first.
        var type: ElementType?
        let typeCode = UInt8(Key.type.rawValue)
        let typeEntry = entries.firstIndex { $0.key.keyCode == typeCode }.map { entries[$0] }
        if let typeEntry {
            type = enumeration(typeEntry, Self.elementTypes)
            if let type {
                if relation == .presented, !type.isPresentation {
                    report(.invalidValue, at: typeEntry.key.range, "notPresentation",
                           ["type": type.rawValue, "allowed": ElementType.presentationTypes.map(\.rawValue).joined(separator: ", ")])
                } else if relation != .presented, type.isPresentation {
                    report(.invalidValue, at: typeEntry.key.range, "placement", ["type": type.rawValue])
                }
            }
        } else {
            missing("type", in: node, owner: "element")
        }
        element.type = type
        let isPresentation = type?.isPresentation ?? (relation == .presented)
        let allowed = type == nil ? Self.anyElementKeys : (isPresentation ? Self.presentationKeys : Self.elementKeys)
        let owner = isPresentation ? "presentation" : "element"
        let fields = mapping(node, allowed: allowed, owner: owner)
        element.fieldEntries = entries
        element.allowedKeys = allowed.bits

        if let entry = fields[.id], let id = string(entry) {
            element.id = id
            if let first = firstIDs[id] {
                report(.duplicateID, at: entry.key.range, "duplicate", ["id": id, "line": "\(first.start.line)"])
            } else {
                firstIDs[id] = entry.key.range
            }
        }
        if let entry = fields[.frame] { element.frame = rect(entry) }
        if let entry = fields[.title] { element.title = string(entry) }
        if let entry = fields[.label] { element.label = string(entry) }
        if let entry = fields[.text] { element.text = string(entry) }
        if let entry = fields[.placeholder] { element.placeholder = string(entry) }
        if let entry = fields[.help] { element.help = string(entry) }
        if let entry = fields[.role] { element.role = enumeration(entry, Self.roles) }
        if let entry = fields[.editable] { element.editableValue = bool(entry) }
        if let entry = fields[.essential] { element.essential = bool(entry) ?? false }
        if isPresentation { decodePresentation(fields, into: &element) }

        // Children are decoded after this element is stored, so that the tree's order is
        // parents first, and in the order written, so that "document order" is the file's; their
        // indices are then recorded on the stored copy.
        elements.append(element)
        var children: [Int] = []
        var presented: [Int] = []
        let presentsRange = fields[.presents]?.key.range
        var nested = Self.nestingKeys.compactMap { fields[$0] }
        if nested.count > 1 { nested.sort { $0.key.range < $1.key.range } }
        for entry in nested {
            if entry.key.range == presentsRange {
                let items = entry.value.entries != nil ? [entry.value] : list(entry)
                for item in items {
                    if let child = decodeElement(item, parent: index, relation: .presented) { presented.append(child) }
                }
            } else {
                for item in list(entry) {
                    if let child = decodeElement(item, parent: index, relation: .child) { children.append(child) }
                }
            }
        }
        elements[index].children = children
        elements[index].presented = presented
        return index
    }

    private mutating func decodePresentation(_ fields: Fields, into element: inout Element) {
        var attributes = PresentationAttributes()
        if let entry = fields[.visible] { attributes.visible = bool(entry) ?? false }
        if let entry = fields[.modal] { attributes.modal = bool(entry) ?? false }
        if let entry = fields[.purpose] { attributes.purpose = enumeration(entry, Self.purposes) }
        if let entry = fields[.api] { attributes.api = enumeration(entry, Self.apis) }
        if let entry = fields[.arrow] { decodeArrow(entry, into: &attributes) }
        if let entry = fields[.size] { attributes.size = size(entry, required: false, owner: "size") }
        if let entry = fields[.compactAdaptation] { attributes.compactAdaptation = enumeration(entry, Self.adaptations) }
        // Where the keys inside dismiss, resize and detached are written is found again from the
        // element's entries when a rule asks (Element.range(of:)).
        if let entry = fields[.dismiss], expect(entry, mapping: true) {
            let dismiss = mapping(entry.value, allowed: Self.dismissKeys, owner: "dismiss")
            if let outside = dismiss[.outsideTap] { attributes.outsideTap = enumeration(outside, Self.outsideTaps) }
            if let onSelection = dismiss[.onSelection] { attributes.dismissOnSelection = bool(onSelection) }
        }
        if let entry = fields[.multipleSelection] { attributes.multipleSelection = bool(entry) ?? false }
        if let entry = fields[.passthrough] {
            for item in list(entry) {
                if let text = item.scalar?.text, !(item.scalar?.isNull ?? true) {
                    attributes.passthrough.append((text, item.range))
                } else {
                    report(.invalidValue, at: item.range, "type", ["key": "passthrough", "expected": "a list of element ids", "found": item.kindName])
                }
            }
        }
        if let entry = fields[.scrolls] { attributes.scrolls = bool(entry) ?? false }
        if let entry = fields[.resize], expect(entry, mapping: true) {
            let resize = mapping(entry.value, allowed: Self.resizeKeys, owner: "resize")
            attributes.resize = Size(width: resize[.width].flatMap { number($0) }, height: resize[.height].flatMap { number($0) })
            if let animated = resize[.animated] { attributes.resizeAnimated = bool(animated) }
        }
        if let entry = fields[.background] { attributes.background = color(entry) }
        if let entry = fields[.foreground] { attributes.foreground = color(entry) }
        if let entry = fields[.detachable] { attributes.detachable = bool(entry) ?? false }
        if let entry = fields[.detached], expect(entry, mapping: true) {
            let detached = mapping(entry.value, allowed: Self.detachedKeys, owner: "detached")
            if let background = detached[.background] { attributes.detachedBackground = color(background) }
            if let size = detached[.size] { attributes.detachedSize = self.size(size, required: false, owner: "size") }
        }
        element.presentation = attributes
    }

    private mutating func decodeArrow(_ entry: Entry, into attributes: inout PresentationAttributes) {
        if let items = entry.value.items {
            var directions = Set<ArrowDirection>()
            for item in items {
                let value = item.scalar?.text ?? ""
                if let direction = ArrowDirection(rawValue: value), item.scalar != nil {
                    directions.insert(direction)
                } else {
                    report(.invalidValue, at: item.range, "enum",
                           ["key": "arrow", "value": item.scalar?.text ?? item.kindName,
                            "allowed": ArrowDirection.allCases.map(\.rawValue).joined(separator: ", "),
                            "suggestion": Suggestions.nearest(to: value, in: ArrowDirection.allCases.map(\.rawValue)) ?? ""])
                }
            }
            if !directions.isEmpty { attributes.arrow = directions }
            return
        }
        let allowed = ArrowDirection.allCases.map(\.rawValue) + ["any", "none"]
        guard let value = enumText(entry, allowed: allowed) else { return }
        switch value {
        case "any": attributes.arrow = Set(ArrowDirection.allCases)
        case "none":
            attributes.arrow = []
            attributes.arrowNone = true
        default: attributes.arrow = [ArrowDirection(rawValue: value)!]
        }
    }

    // MARK: - Values

    /// The entries of a mapping by name, first occurrence kept; later repeats are
    /// `duplicate-key`, names outside `allowed` are `unknown-key`.
    private mutating func mapping(_ node: Node, allowed: KeySet, owner: String) -> Fields {
        let entries = node.entries ?? []
        var fields = Fields(entries)
        for index in entries.indices {
            // The usual case, decided without copying the entry: a known key, allowed, once.
            let code = entries[index].key.keyCode
            if code != Key.none, let key = Key(rawValue: Int(code)), allowed.contains(key), !fields.contains(key) {
                fields.set(key, index: index)
                continue
            }
            let entry = entries[index]
            guard let scalar = entry.key.scalar else {
                report(.unknownKey, at: entry.key.range, "notScalar", ["owner": owner, "found": entry.key.kindName])
                continue
            }
            guard let key = Key.lexicon[scalar.text], allowed.contains(key) else {
                let name = scalar.text
                // A presentation's `content` and an element's `children` are each other's spelling.
                report(.unknownKey, at: entry.key.range, "unknown", [
                    "key": name, "owner": owner,
                    "suggestion": name == "children" && allowed.contains(.content) ? "content"
                        : name == "content" && allowed.contains(.children) ? "children"
                        : Suggestions.nearest(to: name, in: allowed.names) ?? ""])
                continue
            }
            if fields.contains(key), let first = fields[key] {
                report(.duplicateKey, at: entry.key.range, "duplicate", ["key": scalar.text, "line": "\(first.key.range.start.line)"])
                continue
            }
            fields.set(key, index: index)
        }
        return fields
    }

    private mutating func expect(_ entry: Entry, mapping: Bool) -> Bool {
        if entry.value.entries != nil { return true }
        wrongType(entry, expected: "a mapping")
        return false
    }

    private mutating func string(_ entry: Entry) -> String? {
        guard let scalar = entry.value.scalar, !scalar.isNull else {
            wrongType(entry, expected: "a string")
            return nil
        }
        return scalar.text
    }

    private mutating func bool(_ entry: Entry) -> Bool? {
        guard let value = entry.value.scalar?.bool else {
            wrongType(entry, expected: "true or false")
            return nil
        }
        return value
    }

    private mutating func number(_ entry: Entry, nonNegative: Bool = true) -> Double? {
        guard let value = entry.value.scalar?.number else {
            wrongType(entry, expected: "a number")
            return nil
        }
        if nonNegative, value < 0 {
            report(.invalidValue, at: entry.key.range, "negative", ["key": entry.name ?? ""])
            return nil
        }
        return value
    }

    private mutating func color(_ entry: Entry) -> RGBColor? {
        guard let scalar = entry.value.scalar, let color = RGBColor(hex: scalar.text) else {
            report(.invalidValue, at: entry.key.range, "color", ["key": entry.name ?? ""])
            return nil
        }
        return color
    }

    private mutating func enumeration<Value: RawRepresentable & CaseIterable>(_ entry: Entry, _ lexicon: Lexicon<Value>) -> Value?
    where Value.RawValue == String {
        if let scalar = entry.value.scalar, !scalar.isNull, scalar.style == .quoted || scalar.bool == nil,
           let value = lexicon[scalar.text] {
            return value
        }
        // Not a known value: say why, with the full list (the slow path, only for problems).
        // Both of enumText's problems are at the key: once past the cap, that is all there is to know.
        if isFull {
            locate(entry.key.range)
            return nil
        }
        _ = enumText(entry, allowed: Value.allCases.map(\.rawValue))
        return nil
    }

    private mutating func enumText(_ entry: Entry, allowed: [String]) -> String? {
        guard let scalar = entry.value.scalar, !scalar.isNull, entry.value.scalar?.style == .quoted || scalar.bool == nil else {
            wrongType(entry, expected: "one of " + allowed.joined(separator: ", "))
            return nil
        }
        guard allowed.contains(scalar.text) else {
            report(.invalidValue, at: entry.key.range, "enum",
                   ["key": entry.name ?? "", "value": scalar.text, "allowed": allowed.joined(separator: ", "),
                    "suggestion": Suggestions.nearest(to: scalar.text, in: allowed) ?? ""])
            return nil
        }
        return scalar.text
    }

    /// A list; null (a key with nothing after it) is an empty list.
    private mutating func list(_ entry: Entry) -> [Node] {
        if let items = entry.value.items { return items }
        if entry.value.scalar?.isNull == true { return [] }
        wrongType(entry, expected: "a list")
        return []
    }

    private mutating func size(_ entry: Entry, required: Bool, owner: String) -> Size? {
        guard expect(entry, mapping: true) else { return nil }
        let fields = mapping(entry.value, allowed: Self.sizeKeys, owner: owner)
        if required {
            for key in [Key.width, Key.height] where fields[key] == nil { missing(key.name, in: entry.value, owner: owner) }
        }
        let size = Size(width: fields[.width].flatMap { number($0) }, height: fields[.height].flatMap { number($0) })
        if required, size.width == nil || size.height == nil { return nil }
        return size
    }

    private mutating func rect(_ entry: Entry) -> Rect? {
        guard expect(entry, mapping: true) else { return nil }
        let fields = mapping(entry.value, allowed: Self.frameKeys, owner: "frame")
        func value(_ key: Key) -> Double? {
            guard let field = fields[key] else {
                missing(key.name, in: entry.value, owner: "frame")
                return nil
            }
            return number(field, nonNegative: key == .width || key == .height)
        }
        let x = value(.x), y = value(.y), width = value(.width), height = value(.height)
        guard let x, let y, let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: - Reporting

    private mutating func wrongType(_ entry: Entry, expected: @autoclosure () -> String) {
        report(.invalidValue, at: entry.key.range, "type", ["key": entry.name ?? "", "expected": expected(), "found": entry.value.kindName])
    }

    private mutating func missing(_ key: String, in node: Node, owner: String) {
        report(.missingKey, at: anchorRange(of: node), "missing", ["key": key, "owner": owner])
    }

    /// Past `findingLimit` a problem is only located: its words (a suggestion, the list of
    /// allowed values) are never made, since they would never be shown. A file of a million
    /// misspelled types spent 16 of its 17 seconds on suggestions nobody saw (docs/security.md).
    private mutating func report(_ rule: SchemaRule, at range: SourceRange, _ key: String,
                                 _ arguments: @autoclosure () -> [String: String]) {
        guard findings.count < findingLimit else {
            locate(range)
            return
        }
        findings.append(Finding(ruleID: rule.rawValue, range: range, messageKey: key, arguments: arguments()))
    }

    /// Whether every further problem is only located (`findingLimit` is reached).
    private var isFull: Bool { findings.count >= findingLimit }

    private mutating func locate(_ range: SourceRange) {
        firstLeftOut = min(firstLeftOut ?? range.start, range.start)
    }

    /// Where to point at a mapping as a whole: its first key, or the mapping itself when empty.
    private func anchorRange(of node: Node) -> SourceRange {
        node.entries?.first?.key.range ?? node.range
    }
}
