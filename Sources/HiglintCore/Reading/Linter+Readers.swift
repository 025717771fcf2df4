extension Linter {
    /// Diagnostics at another file's lines (`OtherFileLines`) reported in that file, at its own
    /// positions, less what its suppression comments hide. That file's comments are checked for
    /// use when it is linted itself, not here.
    func movedToOtherFiles(_ diagnostics: [Diagnostic], _ others: [OtherFileLines]) -> [Diagnostic] {
        guard !others.isEmpty else { return diagnostics }
        var kept: [Diagnostic] = []
        var moved: [Int: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            guard let at = others.firstIndex(where: { $0.holds(diagnostic.range.start) }) else {
                kept.append(diagnostic)
                continue
            }
            var elsewhere = diagnostic
            elsewhere.file = others[at].path
            elsewhere.range = others[at].own(diagnostic.range)
            // A fix's edits are in the file read; one for the other file would need its bytes.
            elsewhere.fix = nil
            moved[at, default: []].append(elsewhere)
        }
        for (at, group) in moved.sorted(by: { $0.key < $1.key }) {
            let other = others[at]
            kept += Suppressions.apply(other.suppressions, to: group, commentOnlyLines: other.commentOnlyLines,
                                       knownRules: Set(RuleRegistry.allIDs)).kept
        }
        return kept
    }

    /// What code presents from inside a popover's content is a popover where the width is regular
    /// and a sheet or an action sheet where it is compact (the outer popover then a sheet too):
    /// one fact, read in two contexts, which is `popover-nested`'s and not `popover-over-popover`'s
    /// as well (docs/rules.md, "One fact, one finding").
    static func nestedOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let nestedID = PopoverNestedRule.description.id, overID = PopoverOverPopoverRule.description.id
        let nested = Set(diagnostics.lazy.filter { $0.ruleID == nestedID }.map(\.range))
        guard !nested.isEmpty else { return diagnostics }
        return diagnostics.filter { $0.ruleID != overID || !nested.contains($0.range) }
    }

    /// The first diagnostic of each rule at each place, in order.
    static func firstAtEachPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert("\($0.ruleID) \($0.range)").inserted }
    }
}
