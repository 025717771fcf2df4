import HiglintCore
import SwiftSyntax

/// `segue.destination.modalPresentationStyle = .popover` in `prepare(for:sender:)` (or on a name
/// bound to the destination by a condition: `if let sort = segue.destination as? SortViewController`):
/// the segues it runs for show their destination as a popover, whatever the storyboard says
/// (docs/sources.md, "A scene and its class"). A segue that is a popover segue already is the
/// same popover set up again; one that is not (`kind="presentation"`) becomes one.
enum PreparedPopoverStyle {
    /// The `.popover` (pointed at) and the segues it is set for. Nil when none is set, when it is
    /// set more than once or under a condition that is not read, or when another style is set on
    /// the destination too: which one shows is then not sure.
    static func read(_ prepare: PrepareForSegue, in file: SwiftFile) -> (range: SourceRange, segues: PreparedSegues)? {
        guard prepare.body.description.contains("modalPresentationStyle") else { return nil }
        var found: [(range: SourceRange, condition: SegueCondition)] = []
        var otherStyle = false
        file.forEachNode(in: Syntax(prepare.body)) { node in
            guard let sequence = node.as(SequenceExprSyntax.self), let (target, value) = sequence.assignment else { return }
            let path = UIKitCode.path(of: target)
            guard path.last == "modalPresentationStyle" else { return }
            let (condition, names) = prepare.condition(of: sequence)
            let onDestination = path == [prepare.segue, "destination", "modalPresentationStyle"] || (path.count == 2 && names.contains(path[0]))
            guard onDestination else { return }
            if Literals.enumCase(value, of: ["UIModalPresentationStyle"])?.declName.baseName.text == "popover" {
                found.append((file.lines.range(of: value), condition))
            } else {
                otherStyle = true
            }
        }
        guard !otherStyle, found.count == 1, case .segues(let identifiers, let destinations) = found[0].condition else { return nil }
        let segues: PreparedSegues = identifiers == nil && destinations == nil ? .every
            : .matching(identifiers: identifiers, destinationClasses: destinations)
        return (found[0].range, segues)
    }
}
