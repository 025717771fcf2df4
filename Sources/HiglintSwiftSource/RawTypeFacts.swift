// swift-syntax's raw tree (SPI, stable within the exact version Package.swift pins): a walk over it
// takes no reference counts and builds no `Syntax` node per child. `TypeFacts` of the 400 files of
// `Benchmarks/run.sh --only swift` took 12% of the run through `SyntaxVisitor`, and this walk a
// fraction of that (docs/performance-history.md, "Type facts from the raw tree").
@_spi(RawSyntax) import SwiftSyntax

/// `TypeFacts` of a type from one walk over its raw tree. Nil when the type's code may single
/// out a run context (it names `os`, `userInterfaceIdiom`, `horizontalSizeClass` or a property that
/// holds the size class, or sits in an `#if` clause): `TypeFactsVisitor` reads those conditions.
/// Everything else it finds exactly as that visitor does.
struct RawTypeFacts {
    private(set) var facts = TypeFacts()
    private let typeName: String
    private let types: DeclaredTypes
    private let sizeClassNames: Set<String>
    /// No type of the file has a name starting with a lowercase ASCII letter or `_`: such a
    /// reference is then no type's, and no String is made for it.
    private let typeNamesAreCapitalised: Bool

    static func facts(of type: DeclaredType, types: DeclaredTypes, sizeClassNames: Set<String>) -> TypeFacts? {
        var walk = RawTypeFacts(typeName: type.name, types: types, sizeClassNames: sizeClassNames)
        for declaration in type.declarations {
            var ancestor = declaration.parent
            while let node = ancestor {
                if node.is(IfConfigClauseSyntax.self) { return nil }
                ancestor = node.parent
            }
            guard walk.walk(declaration.raw) else { return nil }
        }
        return walk.facts
    }

    private init(typeName: String, types: DeclaredTypes, sizeClassNames: Set<String>) {
        self.typeName = typeName
        self.types = types
        self.sizeClassNames = sizeClassNames
        typeNamesAreCapitalised = types.all.allSatisfy { type in
            guard let first = type.name.utf8.first else { return true }
            return first >= 0x80 || Self.isASCIIUppercase(first)
        }
    }

    private static let uiKitPopoverNames: Set<SyntaxText> = [
        "modalPresentationStyle", "popoverPresentationController", "UIPopoverController", "UIAlertController", "UIActivityViewController",
        "UIDocumentInteractionController", "UIPrintInteractionController", "UIPrinterPickerController", "presentOptionsMenu", "presentOpenInMenu",
    ]
    private static let sizeOrArrowNames: Set<SyntaxText> = ["preferredContentSize", "permittedArrowDirections"]
    private static let modalName: SyntaxText = "isModalInPresentation"
    /// The lengths of those names: most names are none of them, which a length tells without hashing.
    private static let namesReadLengths = NameLengths(uiKitPopoverNames.union(sizeOrArrowNames).union([modalName]).map { String(syntaxText: $0) })
    /// References to those names, and those of them that are members of something but `self`
    /// (a member access is walked before the name in it).
    private var sizeOrArrows = 0
    private var othersSizeOrArrows = 0
    /// The reference nodes that qualify a type's name (`Outer` in `Outer.Editor`), found at their
    /// member access, which the walk meets first.
    private var qualifiers = Set<RawSyntax.ID>()
    /// The lengths of `Conditions.contextNames`: a String is made only for a name of one of them.
    private static let contextNameLengths = NameLengths(Conditions.contextNames)

    /// False when the code names what singles out a run context.
    private mutating func walk(_ root: RawSyntax) -> Bool {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.kind {
            case .token:
                if let token = node.tokenView, token.rawKind == .identifier, namesContext(token.rawText) { return false }
                continue
            case .declReferenceExpr:
                guard let reference = node.as(RawDeclReferenceExprSyntax.self) else { break }
                guard read(reference.baseName, qualifying: qualifiers.contains(node.id)) else { return false }
                continue
            case .functionCallExpr:
                if let member = node.as(RawFunctionCallExprSyntax.self)?.calledExpression.as(RawMemberAccessExprSyntax.self),
                   member.declName.baseName.tokenText == "presentationCompactAdaptation" {
                    // Code that decides what a popover becomes in a compact width runs in one.
                    facts.decidesCompactWidth = true
                }
            case .functionDecl:
                if node.as(RawFunctionDeclSyntax.self)?.name.tokenText == "adaptivePresentationStyle" { facts.decidesCompactWidth = true }
            case .memberAccessExpr:
                // `Outer.Editor`: the base's last name qualifies a type's name (walked after this).
                if let member = node.as(RawMemberAccessExprSyntax.self), let base = member.base,
                   Self.startsUppercase(member.declName.baseName.tokenText) {
                    qualifiers.insert((base.as(RawMemberAccessExprSyntax.self)?.declName.raw ?? base.raw).id)
                }
                // `options.preferredContentSize`: another controller's, not the type's own.
                if let member = node.as(RawMemberAccessExprSyntax.self), Self.namesReadLengths.mayHold(member.declName.baseName.tokenText.count),
                   Self.sizeOrArrowNames.contains(member.declName.baseName.tokenText),
                   let base = member.base, base.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText != "self" {
                    othersSizeOrArrows += 1
                }
            default:
                break
            }
            guard let layout = node.layoutView else { continue }
            for case let child? in layout.children { pending.append(child) }
        }
        return true
    }

    /// A reference's name, as `TypeFactsVisitor.visit(_: DeclReferenceExprSyntax)` reads it;
    /// `qualifying`: it is the last name of a member access's base whose member is capitalised.
    private mutating func read(_ baseName: RawTokenSyntax, qualifying: Bool) -> Bool {
        let text = baseName.tokenText
        let mayBeRead = Self.namesReadLengths.mayHold(text.count)
        if mayBeRead, Self.uiKitPopoverNames.contains(text) { facts.namesUIKitPopoverCode = true }
        guard baseName.tokenKind == .identifier else { return true }
        if namesContext(text) { return false }
        if mayBeRead, text == Self.modalName { facts.namesModalInPresentation = true }
        if mayBeRead, Self.sizeOrArrowNames.contains(text) {
            facts.namesSizeOrArrows = true
            sizeOrArrows += 1
            facts.namesOwnSizeOrArrows = sizeOrArrows > othersSizeOrArrows
        }
        guard let first = text.first, first >= 0x80 || Self.isASCIIUppercase(first) || !typeNamesAreCapitalised else { return true }
        let name = String(syntaxText: text)
        if first < 0x80 ? Self.isASCIIUppercase(first) : name.first?.isUppercase == true {
            facts.capitalisedNames.insert(name)
            if !qualifying { facts.capitalisedUses.insert(name) }
        }
        if name != typeName, types[name] != nil { facts.references.insert(name) }
        return true
    }

    private func namesContext(_ text: SyntaxText) -> Bool {
        (Self.contextNameLengths.mayHold(text.count) && Conditions.contextNames.contains(String(syntaxText: text)))
            || (!sizeClassNames.isEmpty && sizeClassNames.contains(String(syntaxText: text)))
    }

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    private static func startsUppercase(_ text: SyntaxText) -> Bool {
        guard let first = text.first else { return false }
        return first < 0x80 ? isASCIIUppercase(first) : String(syntaxText: text).first?.isUppercase == true
    }
}

extension RawTypeFacts {
    /// Whether a token under `node` is one of `names` (`lengths` are theirs: a String is made only
    /// for a token of one of them). A walk over the raw tree, which builds no `Syntax` node: a
    /// `SyntaxVisitor` over a member that holds none of them would find nothing, at many times the cost.
    static func names(_ names: Set<String>, lengths: NameLengths, in node: some SyntaxProtocol) -> Bool {
        var pending = [node.raw]
        while let next = pending.popLast() {
            if let token = next.tokenView {
                let text = token.rawText
                if lengths.mayHold(text.count), names.contains(String(syntaxText: text)) { return true }
                continue
            }
            guard let layout = next.layoutView else { continue }
            for case let child? in layout.children { pending.append(child) }
        }
        return false
    }
}

/// The lengths of a few names, one bit each: whether a token may be one of them is then a mask,
/// not a hash, and most tokens are none of them.
struct NameLengths {
    private var bits: UInt64 = 0
    /// A name of 64 bytes or more: every length may be one.
    private var anyLength = false

    init(_ names: some Sequence<String>) {
        for name in names {
            let count = name.utf8.count
            if count < 64 { bits |= 1 << UInt64(count) } else { anyLength = true }
        }
    }

    func mayHold(_ count: Int) -> Bool {
        count < 64 ? bits & (1 << UInt64(count)) != 0 : anyLength
    }
}
