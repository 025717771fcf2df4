import HiglintCore

extension ElementArena {
    /// An arena for code: Swift says what a tap outside does to work only where code does
    /// (`interactiveDismissDisabled`, a delegate that refuses dismissal), so every presentation
    /// starts with that unknown.
    static func forSwift() -> ElementArena {
        var attributes = PresentationAttributes()
        attributes.outsideTapUnknown = true
        return ElementArena(newPresentation: attributes)
    }

    func screen(named name: String, context: RunContext, range: SourceRange) -> Screen {
        var screen = self.screen(range: range)
        screen.name = name
        screen.sourceKind = .swift
        screen.platform = context.platform
        screen.horizontalSizeClass = context.sizeClass
        return screen
    }
}
