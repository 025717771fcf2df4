/// Turns parsed documents into typed screens, reporting every schema problem it meets
/// (screen-format.md, "Bad input") and carrying on: one bad value never hides the rest.
public struct ScreenDecoder {
    public private(set) var findings: [Finding] = []

    static let screenKeys = ["screen", "platform", "sizeClass", "viewport", "elements"]
    static let elementKeys = ["id", "type", "frame", "title", "label", "text", "placeholder", "help",
                              "role", "editable", "essential", "children", "presents"]
    static let presentationOnlyKeys = ["content", "visible", "modal", "purpose", "api", "arrow", "size",
                                       "compactAdaptation", "dismiss", "multipleSelection", "passthrough",
                                       "scrolls", "resize", "background", "foreground", "detachable", "detached"]
    static let presentationKeys = elementKeys.filter { $0 != "children" } + presentationOnlyKeys
    static let anyElementKeys = elementKeys + presentationOnlyKeys

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
        firstIDs = [:]
        let fields = mapping(node, allowed: Self.screenKeys, owner: "screen")
        var screen = Screen(range: anchorRange(of: node), documentIndex: documentIndex, screenIndex: screenIndex)
        for (name, entry) in fields { screen.keyRanges[name] = entry.key.range }

        if let entry = fields["screen"] { screen.name = string(entry) } else { missing("screen", in: node, owner: "screen") }
        if let entry = fields["platform"] { screen.platform = enumeration(entry, Platform.self) } else { missing("platform", in: node, owner: "screen") }
        if let entry = fields["sizeClass"] { decodeSizeClass(entry, into: &screen) }
        if screen.horizontalSizeClass == nil { screen.horizontalSizeClass = screen.platform?.defaultHorizontalSizeClass }
        if let entry = fields["viewport"] { screen.viewport = size(entry, required: true, owner: "viewport") }
        if let entry = fields["elements"] {
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
            let fields = mapping(entry.value, allowed: ["horizontal", "vertical"], owner: "sizeClass")
            if let horizontal = fields["horizontal"] { screen.horizontalSizeClass = enumeration(horizontal, SizeClass.self) }
            if let vertical = fields["vertical"] { screen.verticalSizeClass = enumeration(vertical, SizeClass.self) }
        } else {
            screen.horizontalSizeClass = enumeration(entry, SizeClass.self)
        }
    }

    private mutating func checkReferences(in screen: Screen) {
        for element in screen.elements {
            for reference in element.presentation?.passthrough ?? [] where firstIDs[reference.id] == nil {
                report(.unknownReference, at: reference.range, "passthrough", ["id": reference.id])
            }
        }
    }

    // MARK: - Elements

    private enum Placement {
        case tree, presents
    }

    private mutating func decodeElement(_ node: Node, parent: Int?, relation: Element.Relation) -> Int? {
        guard node.entries != nil else {
            report(.invalidValue, at: node.range, "element", ["found": node.kindName])
            return nil
        }
        let index = elements.count
        elements.append(Element(index: index, parent: parent, relation: relation, range: anchorRange(of: node)))
        var element = elements[index]

        // The type decides which keys are allowed, so it is read first.
        var type: ElementType?
        var typeEntry: Entry?
        for entry in node.entries ?? [] where entry.name == "type" {
            typeEntry = entry
            break
        }
        if let typeEntry {
            type = enumeration(typeEntry, ElementType.self)
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
        for (name, entry) in fields { element.keyRanges[name] = entry.key.range }
        if isPresentation { element.presentation = PresentationAttributes() }

        if let entry = fields["id"], let id = string(entry) {
            element.id = id
            if let first = firstIDs[id] {
                report(.duplicateID, at: entry.key.range, "duplicate", ["id": id, "line": "\(first.start.line)"])
            } else {
                firstIDs[id] = entry.key.range
            }
        }
        if let entry = fields["frame"] { element.frame = rect(entry) }
        if let entry = fields["title"] { element.title = string(entry) }
        if let entry = fields["label"] { element.label = string(entry) }
        if let entry = fields["text"] { element.text = string(entry) }
        if let entry = fields["placeholder"] { element.placeholder = string(entry) }
        if let entry = fields["help"] { element.help = string(entry) }
        if let entry = fields["role"] { element.role = enumeration(entry, Role.self) }
        if let entry = fields["editable"] { element.editableValue = bool(entry) }
        if let entry = fields["essential"] { element.essential = bool(entry) ?? false }
        if element.presentation != nil { decodePresentation(fields, into: &element) }

        // Children are decoded after this element is stored, so that the tree's order is
        // parents first; their indices are then recorded on the stored copy.
        elements[index] = element
        // In the order written, so that "document order" is the file's order.
        var children: [Int] = []
        var presented: [Int] = []
        let nested = ["children", "content", "presents"].compactMap { fields[$0] }.sorted { $0.key.range < $1.key.range }
        for entry in nested {
            if entry.name == "presents" {
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

    private mutating func decodePresentation(_ fields: [String: Entry], into element: inout Element) {
        var attributes = PresentationAttributes()
        if let entry = fields["visible"] { attributes.visible = bool(entry) ?? false }
        if let entry = fields["modal"] { attributes.modal = bool(entry) ?? false }
        if let entry = fields["purpose"] { attributes.purpose = enumeration(entry, Purpose.self) }
        if let entry = fields["api"] { attributes.api = enumeration(entry, PopoverAPI.self) }
        if let entry = fields["arrow"] { decodeArrow(entry, into: &attributes) }
        if let entry = fields["size"] { attributes.size = size(entry, required: false, owner: "size") }
        if let entry = fields["compactAdaptation"] { attributes.compactAdaptation = enumeration(entry, CompactAdaptation.self) }
        if let entry = fields["dismiss"], expect(entry, mapping: true) {
            let dismiss = mapping(entry.value, allowed: ["outsideTap", "onSelection"], owner: "dismiss")
            if let outside = dismiss["outsideTap"] {
                element.keyRanges["dismiss.outsideTap"] = outside.key.range
                attributes.outsideTap = enumeration(outside, OutsideTap.self)
            }
            if let onSelection = dismiss["onSelection"] {
                element.keyRanges["dismiss.onSelection"] = onSelection.key.range
                attributes.dismissOnSelection = bool(onSelection)
            }
        }
        if let entry = fields["multipleSelection"] { attributes.multipleSelection = bool(entry) ?? false }
        if let entry = fields["passthrough"] {
            for item in list(entry) {
                if let text = item.scalar?.text, !(item.scalar?.isNull ?? true) {
                    attributes.passthrough.append((text, item.range))
                } else {
                    report(.invalidValue, at: item.range, "type", ["key": "passthrough", "expected": "a list of element ids", "found": item.kindName])
                }
            }
        }
        if let entry = fields["scrolls"] { attributes.scrolls = bool(entry) ?? false }
        if let entry = fields["resize"], expect(entry, mapping: true) {
            let resize = mapping(entry.value, allowed: ["width", "height", "animated"], owner: "resize")
            attributes.resize = Size(width: resize["width"].flatMap { number($0) }, height: resize["height"].flatMap { number($0) })
            if let animated = resize["animated"] {
                element.keyRanges["resize.animated"] = animated.key.range
                attributes.resizeAnimated = bool(animated)
            }
        }
        if let entry = fields["background"] { attributes.background = color(entry) }
        if let entry = fields["foreground"] { attributes.foreground = color(entry) }
        if let entry = fields["detachable"] { attributes.detachable = bool(entry) ?? false }
        if let entry = fields["detached"], expect(entry, mapping: true) {
            let detached = mapping(entry.value, allowed: ["background", "size"], owner: "detached")
            if let background = detached["background"] {
                element.keyRanges["detached.background"] = background.key.range
                attributes.detachedBackground = color(background)
            }
            if let size = detached["size"] {
                element.keyRanges["detached.size"] = size.key.range
                attributes.detachedSize = self.size(size, required: false, owner: "size")
            }
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
                    let allowed = ArrowDirection.allCases.map(\.rawValue)
                    report(.invalidValue, at: item.range, "enum",
                           ["key": "arrow", "value": item.scalar?.text ?? item.kindName,
                            "allowed": allowed.joined(separator: ", "),
                            "suggestion": Suggestions.nearest(to: value, in: allowed) ?? ""])
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
    private mutating func mapping(_ node: Node, allowed: [String], owner: String) -> [String: Entry] {
        var fields: [String: Entry] = [:]
        for entry in node.entries ?? [] {
            guard let scalar = entry.key.scalar else {
                report(.unknownKey, at: entry.key.range, "notScalar", ["owner": owner, "found": entry.key.kindName])
                continue
            }
            let name = scalar.text
            if let first = fields[name] {
                report(.duplicateKey, at: entry.key.range, "duplicate", ["key": name, "line": "\(first.key.range.start.line)"])
                continue
            }
            guard allowed.contains(name) else {
                // A presentation's `content` and an element's `children` are each other's spelling.
                let suggestion = name == "children" && allowed.contains("content") ? "content"
                    : name == "content" && allowed.contains("children") ? "children"
                    : Suggestions.nearest(to: name, in: allowed) ?? ""
                report(.unknownKey, at: entry.key.range, "unknown", ["key": name, "owner": owner, "suggestion": suggestion])
                continue
            }
            fields[name] = entry
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

    private mutating func enumeration<Value: RawRepresentable & CaseIterable>(_ entry: Entry, _: Value.Type) -> Value?
    where Value.RawValue == String {
        enumText(entry, allowed: Value.allCases.map(\.rawValue)).flatMap(Value.init(rawValue:))
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
        let fields = mapping(entry.value, allowed: ["width", "height"], owner: owner)
        if required {
            for key in ["width", "height"] where fields[key] == nil { missing(key, in: entry.value, owner: owner) }
        }
        let size = Size(width: fields["width"].flatMap { number($0) }, height: fields["height"].flatMap { number($0) })
        if required, size.width == nil || size.height == nil { return nil }
        return size
    }

    private mutating func rect(_ entry: Entry) -> Rect? {
        guard expect(entry, mapping: true) else { return nil }
        let fields = mapping(entry.value, allowed: ["x", "y", "width", "height"], owner: "frame")
        var values: [String: Double] = [:]
        for key in ["x", "y", "width", "height"] {
            guard let field = fields[key] else {
                missing(key, in: entry.value, owner: "frame")
                continue
            }
            if let value = number(field, nonNegative: key == "width" || key == "height") { values[key] = value }
        }
        guard let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"] else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: - Reporting

    private mutating func wrongType(_ entry: Entry, expected: String) {
        report(.invalidValue, at: entry.key.range, "type", ["key": entry.name ?? "", "expected": expected, "found": entry.value.kindName])
    }

    private mutating func missing(_ key: String, in node: Node, owner: String) {
        report(.missingKey, at: anchorRange(of: node), "missing", ["key": key, "owner": owner])
    }

    private mutating func report(_ rule: SchemaRule, at range: SourceRange, _ key: String, _ arguments: [String: String]) {
        findings.append(Finding(ruleID: rule.rawValue, range: range, messageKey: key, arguments: arguments))
    }

    /// Where to point at a mapping as a whole: its first key, or the mapping itself when empty.
    private func anchorRange(of node: Node) -> SourceRange {
        node.entries?.first?.key.range ?? node.range
    }
}
