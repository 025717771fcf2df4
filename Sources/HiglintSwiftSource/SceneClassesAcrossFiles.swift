import HiglintCore

/// A storyboard scene's class split across files: `extension SettingsViewController:
/// UIPopoverPresentationControllerDelegate { … }` in `SettingsViewController+Popover.swift`, or
/// its `prepare(for:sender:)` in `SettingsViewController+Segues.swift`. What the scene joins of
/// its class (`SceneClasses`) is read from the class and those extensions as one code, as if
/// written in the class body (docs/sources.md, "A scene and its class"); each finding at a value
/// of it is reported in the file that holds that value.
///
/// An extension is joined on the terms of `ExtensionsAcrossFiles.surelyExtends`: written with the
/// class's bare name, not `private`, under no `#if` not decided.
enum SceneClassesAcrossFiles {
    /// Names whose presence in an extension may change what a scene's class says: a
    /// presentation's, `prepare(for:sender:)`, a selection setting.
    static let names = ControllerFacts.presentationNames.union(["prepare", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"])
    static let nameLengths = NameLengths(names)

    /// What each scene class declared once says read with its extensions of other files, where
    /// one of them names what a scene's class may say and all such surely extend it: the same
    /// facts its code would give written in the class body, each range numbered in the joined
    /// lines (`SceneClassFacts.parts` says whose). A class with an extension that may not be its
    /// own (qualified, `private`, under an `#if` not decided) keeps what its own file says, but
    /// not its size and arrows, which that code may set again.
    static func join(_ classes: inout [String: SceneClassFacts], declaredOnce: Set<String>,
                     summaries: [SwiftProjectIndex.FileSummary?], inputs: [IndexedFile], nesting: Int) {
        // The files whose extensions of each type name what a scene's class may say, in order.
        var extending: [String: [(Int, SwiftProjectIndex.FileSummary)]] = [:]
        for (index, summary) in summaries.enumerated() {
            guard let summary else { continue }
            for name in summary.extensions.sceneJoinable.union(summary.extensions.sceneUnsure) {
                extending[name, default: []].append((index, summary))
            }
        }
        for (declaring, summary) in summaries.enumerated() {
            guard let summary else { continue }
            for name in summary.sceneClassNames.sorted() where declaredOnce.contains(name) {
                let others = (extending[name] ?? []).filter { $0.1.path != summary.path }
                guard !others.isEmpty else { continue }
                if others.contains(where: { $0.1.extensions.sceneUnsure.contains(name) }) {
                    guard var facts = classes[name] else { continue }
                    facts.preparedSize = facts.preparedSize.map { .unknown($0.range) }
                    facts.preparedArrows = facts.preparedArrows.map { .unknown($0.range) }
                    facts.contentSize = facts.contentSize.map { .unknown($0.range) }
                    facts.contentArrows = facts.contentArrows.map { .unknown($0.range) }
                    classes[name] = facts
                    continue
                }
                guard let lines = summary.extensions.lines,
                      let (parsed, segments) = ExtensionsAcrossFiles.parseJoined(
                          declaredIn: (declaring, lines), extendedIn: others.map { ($0.0, $0.1.extensions.lines) }, inputs: inputs, nesting: nesting),
                      let type = parsed.file.types[name] else {
                    // Code it cannot read may say anything: the class is not joined.
                    classes[name] = nil
                    continue
                }
                let whole = OtherFileLines(path: summary.path, firstLine: 0, lineCount: parsed.file.lines.lineCount,
                                           suppressions: [], commentOnlyLines: [])
                var facts = SceneClasses.facts(of: type, in: parsed.file, otherFile: whole)
                facts.parts = segments
                classes[name] = facts.isEmpty ? nil : facts
            }
        }
    }
}
