import SwiftSyntax

/// A view's code read once per context and shared by every place that shows it in that context.
///
/// Each view shown is read into the view that shows it, so views that show a view twice, over and
/// over, would grow as 2^depth. A view's `body` (or a view property's or function's code) read a
/// second time in the same context gives the same elements, the same changes to the presentations
/// around it and, with rules reporting each place once, the same findings: the second place keeps
/// its own element (its call's closures and modifiers are read as usual) but not a second copy of
/// the code's elements.
///
/// The context is all the reading depends on beside the code itself: the presentations whose
/// content is being read (what the rules see above the view: a popover around it, a sheet; and
/// what the code changes there, such as `.presentationCompactAdaptation`), the presentation the
/// code is the whole content of (its `.frame` sizes that presentation), and the views and members
/// being followed (the reader does not follow a view into itself). Depth matters only when the
/// first reading came near the depth limit. In any other context the code is read again.
///
/// What the shared copy changes for the rules: the elements a presentation around both places holds
/// are there once, not twice (every rule asks whether such an element is there, none counts them),
/// and a popover shown from the start (`isPresented: .constant(true)`) inside the code is two
/// popovers on screen at once: code that holds one is read at each place, so that
/// `popover-multiple-visible` still sees both.
struct SharedViewReadings {
    struct Key: Hashable {
        /// The statements read: a view's `body`, a view property's or function's code.
        let code: SyntaxIdentifier
        let presentations: [Int]
        let root: Int?
        let following: Set<String>
    }

    /// How the first reading in a context went.
    struct Reading {
        /// The reader's depth when the code was read, and the deepest it went from there.
        let depth: Int
        let deepest: Int
        /// Whether the depth limit left part of the code unread: only the same depth reads the same.
        let cutShort: Bool
        /// Whether the code holds a popover shown from the start (see above): never shared.
        let holdsVisiblePopover: Bool

        /// Whether reading the code again at `depth` would give what the first reading gave.
        func isSame(at depth: Int, maxDepth: Int) -> Bool {
            guard !holdsVisiblePopover else { return false }
            if cutShort { return depth == self.depth }
            return depth + deepest < maxDepth
        }
    }

    private var readings: [Key: Reading] = [:]

    func reading(_ key: Key) -> Reading? { readings[key] }

    mutating func record(_ reading: Reading, for key: Key) { readings[key] = reading }
}

extension SwiftUIReader {
    /// Reads `statements` with `read`, unless the same code was read before in the same context:
    /// then nothing more is added (the earlier reading stands for both places).
    mutating func readOnce(_ statements: CodeBlockItemListSyntax, rootOf root: Int?, _ read: (inout SwiftUIReader) -> Void) {
        // Inside a team's wrapper, names in the code may stand for what the wrapper's use passed.
        guard expansions.isEmpty else { return read(&self) }
        let key = SharedViewReadings.Key(code: statements.id, presentations: presentations, root: root, following: Set(following))
        if let earlier = shared.reading(key), earlier.isSame(at: depth, maxDepth: Self.maxDepth) { return }
        let outer = (deepest: deepestEntered, cutShort: cutShortByDepth, visible: visiblePopovers)
        let start = depth
        deepestEntered = depth
        cutShortByDepth = false
        read(&self)
        shared.record(SharedViewReadings.Reading(depth: start, deepest: deepestEntered - start, cutShort: cutShortByDepth,
                                                 holdsVisiblePopover: visiblePopovers > outer.visible), for: key)
        deepestEntered = max(outer.deepest, deepestEntered)
        cutShortByDepth = outer.cutShort || cutShortByDepth
    }
}
