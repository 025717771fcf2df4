import HiglintCore
import SwiftSyntax

/// A team's `UIViewControllerRepresentable` (or `UIViewRepresentable`) whose UIKit code presents
/// a popover (`modalPresentationStyle = .popover`, an action sheet or a share sheet presented
/// from `updateUIViewController`, its `Coordinator`…) is a popover wrapper: each use of it is a
/// popover, reported at the use, as an `NSViewRepresentable`'s `NSPopover` is
/// (docs/sources.md, "A team's own popover wrappers"). What the UIKit code says of it (its
/// anchor, arrows, size, its delegate's adaptation) is read as for any UIKit popover and pointed
/// at in the representable's code, where it is changed.
extension SwiftUIReader {
    /// Reads the UIKit popovers of `type`, declared in `wrapperFile`, inside the use at `use`: each
    /// popover is placed at the use (`range`, `typeRange`), presented by the view its code anchors
    /// it to (`anchor`, `uiView`, `host.view`: a view inside the representable), or by the use itself
    /// when its code names no anchor. UIKit runs on iOS and iPadOS only: nothing is read elsewhere.
    mutating func readUIKitRepresentable(_ type: DeclaredType, in wrapperFile: SwiftFile, presentedBy use: Int,
                                         range: SourceRange, typeRange: SourceRange) {
        guard [.iOS, .iPadOS].contains(context.platform) else { return }
        var builder = UIKitScreenBuilder(file: wrapperFile, context: context, controllers: across.map(UIKitControllers.init))
        builder.delegateOwner = UIKitRepresentables.withNestedTypes(type)
        seedExpansions(of: type, in: wrapperFile, into: &builder)
        guard let (read, unnamedSource) = builder.popovers(of: type) else { return }
        let graft = Graft(read: read, use: (range, typeRange), name: type.name)
        for root in read.roots {
            if read[root].range == unnamedSource, read[root].type == .view, read[root].id == nil {
                for presented in read[root].presented { self.graft(presented, graft, into: .presented(by: use)) }
            } else {
                self.graft(root, graft, into: .child(of: use))
            }
        }
    }

    /// Reads the UIKit popovers a team's `ViewModifier` presents (`AlwaysPopoverModifier`, whose
    /// `body(content:)` calls a method that presents a `UIHostingController` as a popover): each is
    /// presented by the view the modifier modifies (the anchor its code makes stands for it) and
    /// placed at the use; the view a hosting controller shows, `rootView: contentBlock()`, is the
    /// content the use passes. Called while the modifier's use is being read (`expansions`); read
    /// on its own (no linted file uses it), the popover stays where its code writes it.
    mutating func readUIKitModifier(_ type: DeclaredType, in wrapperFile: SwiftFile, modifying modified: Int) {
        guard [.iOS, .iPadOS].contains(context.platform) else { return }
        let use = outermostUse
        var builder = UIKitScreenBuilder(file: wrapperFile, context: context, controllers: across.map(UIKitControllers.init))
        builder.delegateOwner = UIKitRepresentables.withNestedTypes(type)
        seedExpansions(of: type, in: wrapperFile, into: &builder)
        guard let (read, _) = builder.popovers(of: type) else { return }
        let graft = Graft(read: read, use: use, name: type.name)
        for root in read.roots {
            for presented in read[root].presented where graft.popovers.contains(presented) {
                self.graft(presented, graft, into: .presented(by: modified))
            }
        }
    }

    /// Whether an element of the content of `index` (not crossing into a further presentation)
    /// shows copy.
    private static func holdsCopy(_ index: Int, in read: ElementArena) -> Bool {
        var pending = read[index].children
        while let next = pending.popLast() {
            let element = read[next]
            if [element.title, element.label, element.text, element.placeholder].contains(where: { $0?.isEmpty == false }) { return true }
            pending += element.children
        }
        return false
    }

    /// Gives `builder` the uses being read, so that the view a hosting controller of the wrapper's
    /// code shows (`rootView: contentBlock()`) is what the use passes, read where it is written,
    /// outside every wrapper; passed on from a wrapper's code around the use (a wrapper inside a
    /// wrapper), it is left unknown.
    private func seedExpansions(of type: DeclaredType, in wrapperFile: SwiftFile, into builder: inout UIKitScreenBuilder) {
        guard !expansions.isEmpty else { return }
        let code = UIKitCode.read(type, in: wrapperFile, context: context, controllers: across.map(UIKitControllers.init))
        if code.presentations.allSatisfy({ $0.hostedView.map { resolve($0).map { $0.depth == 0 } ?? true } ?? true }) {
            builder.wrapperExpansions = expansions
        }
    }

    /// The elements a representable's UIKit code makes, and where its popovers go.
    private struct Graft {
        let read: ElementArena
        /// Where the popovers go; nil: where the code writes them (a wrapper read on its own).
        let use: (range: SourceRange, typeRange: SourceRange)?
        let name: String
        /// The popovers the code presents itself, not inside another's content.
        let popovers: Set<Int>

        init(read: ElementArena, use: (range: SourceRange, typeRange: SourceRange)?, name: String) {
            self.read = read
            self.use = use
            self.name = name
            popovers = Set(read.elements.filter { $0.relation == .presented && !Self.isInsidePresentation($0, of: read) }.map(\.index))
        }

        /// Whether an element is shown inside another presentation (a popover's content).
        private static func isInsidePresentation(_ element: ElementDraft, of read: ElementArena) -> Bool {
            var parent = element.parent
            while let index = parent {
                if read[index].type?.isPresentation == true { return true }
                parent = read[index].parent
            }
            return false
        }
    }

    /// Copies the element at `index` of the code's elements, with what it holds and presents, into
    /// the arena; a popover the code presents itself is placed at the use.
    private mutating func graft(_ index: Int, _ graft: Graft, into place: ElementArena.Place) {
        let draft = graft.read[index]
        let use = graft.popovers.contains(index) ? graft.use : nil
        let atUse = use != nil
        let copy = arena.add(draft.type, place, range: use?.range ?? draft.range,
                             typeRange: use?.typeRange ?? draft[position: .type] ?? draft.range)
        let typeRange = arena[copy][position: .type]
        arena[copy].keyPositions = draft.keyPositions
        arena[copy][position: .type] = typeRange
        arena[copy].id = draft.id
        arena[copy].idIsParameter = draft.idIsParameter
        arena[copy].frame = draft.frame
        arena[copy].title = draft.title
        arena[copy].label = draft.label
        arena[copy].text = draft.text
        arena[copy].placeholder = draft.placeholder
        arena[copy].help = draft.help
        arena[copy].role = draft.role
        arena[copy].editableValue = draft.editableValue
        arena[copy].essential = draft.essential
        arena[copy].presentation = draft.presentation
        // Known by the representable people's code uses, when neither its own code nor the copy of
        // what it shows names it (`Text("Tap a day")` passed as its content names it better).
        arena[copy].name = draft.name ?? (atUse && draft.id == nil && !Self.holdsCopy(index, in: graft.read) ? graft.name : nil)
        for child in draft.children { self.graft(child, graft, into: .child(of: copy)) }
        for presented in draft.presented { self.graft(presented, graft, into: .presented(by: copy)) }
    }
}

/// Which representables (and the types nested in them) the UIKit screens of a file leave out: a
/// representable that a view of the run uses is read at each use, and a type nested in a
/// representable (its `Coordinator`) is read with it.
enum UIKitRepresentables {
    /// A UIKit representable of the file's that presents a popover (`PopoverWrappers`), or a
    /// `ViewModifier` whose UIKit code does.
    static func isWrapper(_ type: DeclaredType, in file: SwiftFile) -> Bool {
        guard let candidate = file.popoverWrappers.candidates[type.name], candidate.kind != .method else { return false }
        return file.popoverWrappers.presenting.contains(type.name) && !file.popoverWrappers.appKit.contains(type.name)
    }

    /// A representable that a view of this file constructs, or that another file of the run uses.
    static func isUsed(_ type: DeclaredType, in file: SwiftFile, across: SwiftUIReader.Across?) -> Bool {
        if let across, across.project.isWrapperUsedElsewhere(type.name, in: across.path) { return true }
        return file.types.all.contains { other in
            other.name != type.name && !isNested(other, in: file) && file.capitalisedNames(of: other).contains(type.name)
        }
    }

    /// The representable with the types declared in it (its `Coordinator`): `self` in their code,
    /// a popover's delegate, is one of them, and their methods are the delegate's.
    static func withNestedTypes(_ type: DeclaredType) -> DeclaredType {
        var merged = type
        for member in type.members {
            if let nested = member.asProtocol(DeclGroupSyntax.self) { merged.add(nested) }
        }
        return merged
    }

    /// Whether every declaration of `type` is nested in a representable of the file.
    static func isNested(_ type: DeclaredType, in file: SwiftFile) -> Bool {
        type.declarations.allSatisfy { declaration in
            var current = declaration.parent
            while let node = current {
                if let group = node.asProtocol(DeclGroupSyntax.self), let name = DeclaredTypes.name(of: group) {
                    return file.popoverWrappers.candidates[name]?.kind == .representable
                }
                current = node.parent
            }
            return false
        }
    }
}
