/// A presentation's attributes in 48 bytes: flags as bits, enumerations and colours as they are,
/// and sizes and `passthrough` as the places of their values in the parse tree, read
/// again when asked for. `PresentationAttributes` (144 bytes, a set and an array) is made from it
/// on each `Element.presentation`: a file of 650,000 bare popovers held 94 MB of them.
struct PresentationRecord {
    var flags: UInt16 = 0
    /// One bit per `ArrowDirection.allCases` direction permitted.
    var arrow: UInt8 = 0b1111
    var purpose: Purpose?
    var api: PopoverAPI?
    var compactAdaptation: CompactAdaptation?
    var outsideTap: OutsideTap?
    var background: RGBColor?
    var foreground: RGBColor?
    var detachedBackground: RGBColor?
    /// The number values of `size`, `resize` and `detached.size` (`none`: no valid number).
    var sizeWidth = PresentationRecord.none
    var sizeHeight = PresentationRecord.none
    var resizeWidth = PresentationRecord.none
    var resizeHeight = PresentationRecord.none
    var detachedWidth = PresentationRecord.none
    var detachedHeight = PresentationRecord.none
    /// The `passthrough` list.
    var passthroughList = PresentationRecord.none

    static let none = UInt32.max

    enum Flag: UInt16 {
        case visible = 1, modal = 2, arrowNone = 4, multipleSelection = 8, scrolls = 16, detachable = 32
        case dismissOnSelectionGiven = 64, dismissOnSelection = 128, resizeAnimatedGiven = 256, resizeAnimated = 512
        case sizeGiven = 1024, resizeGiven = 2048, detachedSizeGiven = 4096
    }

    subscript(flag: Flag) -> Bool {
        get { flags & flag.rawValue != 0 }
        set { if newValue { flags |= flag.rawValue } else { flags &= ~flag.rawValue } }
    }

    /// The four directions' sets, by mask, made once: reading `arrow` allocates nothing.
    static let arrowSets: [Set<ArrowDirection>] = (0..<16).map { mask in
        Set(ArrowDirection.allCases.enumerated().filter { mask & 1 << $0.offset != 0 }.map(\.element))
    }

    static func mask(_ arrows: Set<ArrowDirection>) -> UInt8 {
        var mask: UInt8 = 0
        for (offset, direction) in ArrowDirection.allCases.enumerated() where arrows.contains(direction) { mask |= 1 << offset }
        return mask
    }

    func attributes(in tree: SyntaxTree) -> PresentationAttributes {
        func number(_ node: UInt32) -> Double? { node == Self.none ? nil : tree.number(Int(node)) }
        return PresentationAttributes(
            visible: self[.visible], modal: self[.modal],
            purpose: purpose, api: api,
            arrow: Self.arrowSets[Int(arrow & 15)], arrowNone: self[.arrowNone],
            size: self[.sizeGiven] ? Size(width: number(sizeWidth), height: number(sizeHeight)) : nil,
            compactAdaptation: compactAdaptation, outsideTap: outsideTap,
            dismissOnSelection: self[.dismissOnSelectionGiven] ? self[.dismissOnSelection] : nil,
            multipleSelection: self[.multipleSelection],
            passthrough: passthroughList != Self.none ? passthrough(in: tree) : [],
            scrolls: self[.scrolls],
            resize: self[.resizeGiven] ? Size(width: number(resizeWidth), height: number(resizeHeight)) : nil,
            resizeAnimated: self[.resizeAnimatedGiven] ? self[.resizeAnimated] : nil,
            background: background, foreground: foreground, detachable: self[.detachable],
            detachedBackground: detachedBackground,
            detachedSize: self[.detachedSizeGiven] ? Size(width: number(detachedWidth), height: number(detachedHeight)) : nil)
    }

    /// The ids of the `passthrough` list that are ids (the decoder reported the rest).
    func passthrough(in tree: SyntaxTree) -> [(id: String, range: SourceRange)] {
        guard passthroughList != Self.none else { return [] }
        var result: [(id: String, range: SourceRange)] = []
        for item in tree.items(of: Int(passthroughList)) where tree.isScalar(item) && !tree.isNull(item) {
            result.append((tree.text(item), tree.range(item)))
        }
        return result
    }
}
