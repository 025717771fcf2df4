import HiglintCore
import SwiftSyntax

/// A view controller class split across files: `extension DatePickerPopover:
/// UIPopoverPresentationControllerDelegate { … }` in `DatePickerPopover+Popover.swift`, a setup
/// helper its `init` calls declared in an extension of another file. The index reads such a class
/// and its extensions of the other linted files as one declaration (docs/sources.md, "A
/// controller's own setup"): its own setup, its delegate methods and the methods its setup calls,
/// wherever they are written, each finding reported in the file that holds its code.
///
/// Only an extension that surely extends that class is joined: written with its bare name, not
/// `private`, under no `#if` whose condition is not known. Another one that names something about a
/// presentation leaves the class not read whole, as an extension of a type of another module
/// (`extension Kit.DatePickerPopover`) may be.
enum ExtensionsAcrossFiles {
    /// What one file's extensions of types it does not declare say, from its summary.
    struct FileExtensions: Sendable {
        /// Types whose extensions here name something about a presentation and surely extend the
        /// type of that name: their code joins the class's.
        var joinable: Set<String> = []
        /// Types whose extension here names something about a presentation but may not be the
        /// class's: qualified, `private`, or under an `#if` not known (`#if DEBUG`).
        var unsure: Set<String> = []
        /// The same for what a storyboard scene's class says (`SceneClassesAcrossFiles`).
        var sceneJoinable: Set<String> = []
        var sceneUnsure: Set<String> = []
        /// Types the file writes only in the heads of its extensions: it does not present them.
        var onlyExtended: Set<String> = []
        /// Types another module declares whose extensions here implement a popover delegate's
        /// method (`extension UIViewController: UIPopoverPresentationControllerDelegate`): every
        /// subclass has them.
        var givenDelegateMethods: Set<String> = []
        /// Its lines and comments, kept when its code may be joined to a class of another file
        /// (it extends one) or joins code of other files (it declares a controller).
        var lines: OtherFileLines?

        init() {}

        init(_ file: SwiftFile, bytes: [UInt8], declared: Set<String>, controllers: Set<String>, classes: Set<String> = [],
             lines: OtherFileLines) {
            for type in file.types.all where !declared.contains(type.name) {
                let extensions = type.declarations.compactMap { $0.as(ExtensionDeclSyntax.self) }
                guard !extensions.isEmpty else { continue }
                if type.name.hasPrefix("UI"), DelegateFacts.implementsDelegateMethod(type) {
                    givenDelegateMethods.insert(type.name)
                }
                if ExtensionsAcrossFiles.wordCount(Array(type.name.utf8), in: bytes) == extensions.count,
                   extensions.allSatisfy({ $0.extendedType.is(IdentifierTypeSyntax.self) }) {
                    onlyExtended.insert(type.name)
                }
                let namingScene = extensions.filter {
                    RawTypeFacts.names(SceneClassesAcrossFiles.names, lengths: SceneClassesAcrossFiles.nameLengths, in: $0)
                }
                if !namingScene.isEmpty {
                    if namingScene.allSatisfy(ExtensionsAcrossFiles.surelyExtends) { sceneJoinable.insert(type.name) } else { sceneUnsure.insert(type.name) }
                }
                let naming = extensions.filter {
                    RawTypeFacts.names(ControllerFacts.presentationNames, lengths: ControllerFacts.presentationNameLengths, in: $0)
                }
                guard !naming.isEmpty else { continue }
                if naming.allSatisfy(ExtensionsAcrossFiles.surelyExtends) { joinable.insert(type.name) } else { unsure.insert(type.name) }
            }
            if !joinable.isEmpty || !sceneJoinable.isEmpty || !controllers.isEmpty || !classes.isEmpty { self.lines = lines }
        }
    }

    /// `extension DatePickerPopover` (with conformances or not): not qualified (`Kit.Picker` may be
    /// another module's), not generic, not `private` (its members are not the class's to the code
    /// of another file), and with no `#if` around or inside it whose condition is not known.
    static func surelyExtends(_ declaration: ExtensionDeclSyntax) -> Bool {
        guard let name = declaration.extendedType.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil,
              declaration.genericWhereClause == nil else { return false }
        if declaration.modifiers.nodes.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
            return false
        }
        var current = declaration.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), Conditions.isActive(clause, in: .standard) == nil { return false }
            current = parent.parent
        }
        var pending: [Syntax] = [Syntax(declaration.memberBlock)]
        while let node = pending.popLast() {
            if let clause = node.as(IfConfigClauseSyntax.self), Conditions.isActive(clause, in: .standard) == nil { return false }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return true
    }

    /// How many times `word` is written as a whole word in `bytes`.
    static func wordCount(_ word: [UInt8], in bytes: [UInt8]) -> Int {
        guard let first = word.first, bytes.count >= word.count else { return 0 }
        var count = 0
        var start = 0
        while start <= bytes.count - word.count {
            if bytes[start] == first, start == 0 || !isWordByte(bytes[start - 1]),
               bytes[start..<start + word.count].elementsEqual(word),
               start + word.count == bytes.count || !isWordByte(bytes[start + word.count]) {
                count += 1
                start += word.count
            } else {
                start += 1
            }
        }
        return count
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    /// Joins to each controller of `controllers` that other files extend the code of those
    /// extensions, read with the class's own as one file. A class whose extensions elsewhere name
    /// nothing about a presentation is read whole from its own code; one with an extension that
    /// may not be its own stays not read whole (`extendedElsewhere`).
    static func join(_ controllers: inout [String: ControllerFacts], summaries: [SwiftProjectIndex.FileSummary?],
                     inputs: [IndexedFile], nesting: Int) {
        // Only the summaries of files that extend a type are copied.
        let extending = summaries.indices.compactMap { index in
            summaries[index]?.extended.isEmpty == false ? (index, summaries[index]!) : nil
        }
        for name in controllers.keys.sorted() {
            guard let facts = controllers[name], facts.extendedElsewhere else { continue }
            let others = extending.filter { $0.1.path != facts.path && $0.1.extended.contains(name) }
            if others.contains(where: { $0.1.extensions.unsure.contains(name) }) { continue }
            let joined = others.filter { $0.1.extensions.joinable.contains(name) }
            guard !joined.isEmpty else {
                controllers[name]?.extendedElsewhere = false
                continue
            }
            guard let declaring = summaries.firstIndex(where: { $0?.path == facts.path }),
                  let declaringLines = summaries[declaring]?.extensions.lines,
                  let read = read(name, declaredIn: (declaring, declaringLines), extendedIn: joined.map { ($0.0, $0.1.extensions.lines) },
                                  inputs: inputs, nesting: nesting, writtenElsewhere: facts.writtenElsewhere) else { continue }
            controllers[name] = read
        }
    }

    /// The class `name` read from one parse of its file and the files that extend it, one after
    /// the other: its facts' ranges are numbered in those joined lines, and `segments` says whose
    /// lines they are.
    private static func read(_ name: String, declaredIn declaring: (Int, OtherFileLines), extendedIn extending: [(Int, OtherFileLines?)],
                             inputs: [IndexedFile], nesting: Int, writtenElsewhere: Bool) -> ControllerFacts? {
        guard let (parsed, segments) = parseJoined(declaredIn: declaring, extendedIn: extending, inputs: inputs, nesting: nesting),
              let type = parsed.file.types[name], ControllerFacts.isController(type) else { return nil }
        var facts = ControllerFacts.read(type, in: parsed.file, otherFile: segments[0], writtenElsewhere: writtenElsewhere)
        facts.segments = segments
        return facts
    }

    /// One parse of a file and the files that extend one of its types, their bytes one after the
    /// other, with each file's lines numbered as they stand there (`firstLine`).
    static func parseJoined(declaredIn declaring: (Int, OtherFileLines), extendedIn extending: [(Int, OtherFileLines?)],
                            inputs: [IndexedFile], nesting: Int) -> (ParsedSwift, [OtherFileLines])? {
        var parts = [(declaring.0, declaring.1)]
        for (index, lines) in extending {
            guard let lines else { return nil }
            parts.append((index, lines))
        }
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for (index, _) in parts {
            var source = inputs[index].bytes
            if source.starts(with: [0xEF, 0xBB, 0xBF]) { source.removeFirst(3) }
            if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
            starts.append(bytes.count)
            bytes += source
        }
        guard case .parsed(let parsed) = ParsedSwift.parse(bytes, nesting: nesting) else { return nil }
        var segments: [OtherFileLines] = []
        for ((_, lines), start) in zip(parts, starts) {
            var segment = lines
            segment.firstLine = parsed.file.lines.line(at: start) - 1
            segments.append(segment)
        }
        return (parsed, segments)
    }
}

extension ControllerFacts {
    /// Whether its code is read with its extensions of other files (`ExtensionsAcrossFiles`).
    var joinsOtherFiles: Bool { !segments.isEmpty }

    /// The file whose lines hold `range` (numbered in the joined lines), and the range in that
    /// file's own lines.
    func segment(of range: SourceRange) -> (file: OtherFileLines, range: SourceRange)? {
        guard let index = segments.lastIndex(where: { $0.firstLine < range.start.line }) else { return nil }
        var file = segments[index]
        let offset = file.firstLine
        file.firstLine = 0
        let own = SourceRange(start: SourcePosition(line: range.start.line - offset, column: range.start.column),
                              end: SourcePosition(line: range.end.line - offset, column: range.end.column))
        return (file, own)
    }

    /// The places its popovers report at, each in its own file's lines.
    var placesByFile: [(path: String, range: SourceRange)] {
        guard joinsOtherFiles else { return places.map { (path, $0) } }
        return places.compactMap { place in segment(of: place).map { ($0.file.path, $0.range) } }
    }
}
