import HiglintCore

/// What a run's storyboards and xibs say of the classes a popover may show: the classes of every
/// scene of a document that holds a popover segue, and each scene's class by its storyboard
/// identifier, which code may make and present as a popover (`PopoverContentClasses`).
public struct StoryboardPopoverContent: Sendable, Equatable {
    var classes: Set<String> = []
    var byIdentifier: [String: Set<String>] = [:]

    public init() {}

    public mutating func formUnion(_ other: StoryboardPopoverContent) {
        classes.formUnion(other.classes)
        byIdentifier.merge(other.byIdentifier) { $0.union($1) }
    }
}

/// Controller classes that code may show as a popover's content without the class saying so
/// itself: a file that writes the class's name also writes the `.popover` presentation style (or
/// SwiftUI's `.popover` modifier). An action sheet or share sheet such a class presents from its
/// own content, leaving the sheet's popover presentation controller alone, may then be shown inside
/// that popover, where it needs no source (docs/sources.md, "A popover with no source"). The check
/// is of words, not of what the code does with the name: it may take a class for a popover's
/// content that is not one, which only costs a `popover-no-source` finding, never makes one.
enum PopoverContentClasses {
    /// The controller classes of `classes` (by name, with the file that declares each) whose own
    /// file presents an action sheet or share sheet, the one case that asks, and of those, the ones
    /// that a file other than their own, which writes their name for more than extending them, may
    /// present as a popover. A name declared in two files (two apps of one repository, each with
    /// its `PopoverViewController`) is asked of each: either class may be the one shown, by a file
    /// that declares neither (a file that declares one names its own). `writers` gives the paths of
    /// the files that write a name.
    static func shownByOtherFiles<Paths: Sequence<String>>(_ classes: [(name: String, path: String)], inputs: [IndexedFile],
                                                          onlyExtending: [String: Set<String>],
                                                          writers: (String) -> Paths) -> (presentingSheets: Set<String>, shown: Set<String>) {
        var presentingSheets = Set<String>()
        var shown = Set<String>()
        var popoverStyle: [Int: Bool] = [:]
        let byPath = Dictionary(inputs.indices.map { (inputs[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var sheetFiles: [Int: Bool] = [:]
        var declaring: [String: Set<String>] = [:]
        for (name, path) in classes { declaring[name, default: []].insert(path) }
        for (name, path) in classes {
            guard let own = byPath[path] else { continue }
            let presents = sheetFiles[own] ?? presentsSystemSheet(inputs[own].bytes)
            sheetFiles[own] = presents
            guard presents else { continue }
            presentingSheets.insert(name)
            let passedOver = (onlyExtending[name] ?? []).union(declaring[name] ?? [])
            let presenters = writers(name).compactMap { !passedOver.contains($0) ? byPath[$0] : nil }
            let writesStyle = presenters.contains { index in
                if let known = popoverStyle[index] { return known }
                let found = writesPopoverStyle(inputs[index].bytes)
                popoverStyle[index] = found
                return found
            }
            if writesStyle { shown.insert(name) }
        }
        return (presentingSheets, shown)
    }

    /// What storyboards and xibs say of the classes popovers may show (`StoryboardPopoverContent`).
    static func inPopoverScenes(of documents: [[UInt8]]) -> StoryboardPopoverContent {
        var content = StoryboardPopoverContent()
        for bytes in documents {
            if ByteSearch.offset(of: popoverSegue, in: bytes) != nil || ByteSearch.offset(of: popoverStyleAttribute, in: bytes) != nil {
                content.classes.formUnion(InterfaceBuilderClassNames.named(in: bytes))
            }
            content.byIdentifier.merge(InterfaceBuilderClassNames.byStoryboardIdentifier(in: bytes)) { $0.union($1) }
        }
        return content
    }

    /// The classes of the scenes that a Swift file of `inputs` makes by their storyboard identifier
    /// (`instantiateViewController(withIdentifier: "notes")`: the identifier written as a string
    /// literal) and that writes the `.popover` style: it may show them as a popover's content,
    /// whatever it casts them to, if anything.
    static func madeByIdentifier(_ content: StoryboardPopoverContent, inputs: [IndexedFile]) -> Set<String> {
        guard !content.byIdentifier.isEmpty else { return [] }
        var classes = Set<String>()
        for input in inputs where writesPopoverStyle(input.bytes) && contains("instantiateViewController", in: input.bytes) {
            for (identifier, named) in content.byIdentifier where !named.isSubset(of: classes) {
                if ByteSearch.offset(of: Array("\"\(identifier)\"".utf8), in: input.bytes) != nil { classes.formUnion(named) }
            }
        }
        return classes
    }

    /// A storyboard's or xib's path, which the index reads for `inPopoverScenes(of:)` only.
    static func isInterfaceBuilder(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
    }

    private static let popoverSegue = Array("kind=\"popoverPresentation\"".utf8)
    private static let popoverStyleAttribute = Array("modalPresentationStyle=\"popover\"".utf8)

    /// Whether another type of `file` names `type` and the file writes the `.popover` style: it may
    /// present `type` as a popover.
    static func isShownInItsOwnFile(_ type: DeclaredType, in file: SwiftFile) -> Bool {
        file.lines.writesPopoverStyle
            && file.types.all.contains { $0.name != type.name && file.referencedTypes(of: $0).contains(type.name) }
    }

    /// `UIAlertController(…, preferredStyle: .actionSheet)` or a `UIActivityViewController`.
    static func presentsSystemSheet(_ bytes: [UInt8]) -> Bool {
        contains("actionSheet", in: bytes) || contains("UIActivityViewController", in: bytes)
    }

    /// `.popover` as a whole word: `modalPresentationStyle = .popover`, `UIModalPresentationStyle.popover`,
    /// `.popover(isPresented:)`; not `.popoverPresentationController`.
    static func writesPopoverStyle(_ bytes: [UInt8]) -> Bool {
        var from = 0
        while let found = ByteSearch.offset(of: popoverStyle, in: bytes, from: from) {
            let end = found + popoverStyle.count
            if end == bytes.count || !isWordByte(bytes[end]) { return true }
            from = end
        }
        return false
    }

    private static func contains(_ word: String, in bytes: [UInt8]) -> Bool {
        ByteSearch.offset(of: Array(word.utf8), in: bytes) != nil
    }

    private static let popoverStyle = Array(".popover".utf8)

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
