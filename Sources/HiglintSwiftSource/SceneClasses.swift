import HiglintCore
import SwiftSyntax

/// What a class's UIKit code says about the popover of a storyboard scene whose `customClass` it
/// is: as the presenter (delegate methods, once `prepare(for:sender:)` makes it the popover's
/// delegate; the size and arrows `prepare(for:sender:)` sets) and as the content
/// (`isModalInPresentation = true`, its own `preferredContentSize`).
enum SceneClasses {
    static func facts(of type: DeclaredType, in file: SwiftFile, otherFile: OtherFileLines) -> SceneClassFacts {
        var facts = SceneClassFacts(file: otherFile)
        let prepare = PrepareForSegue(of: type, in: file)
        let delegates = prepare.map { popoverDelegates(in: $0, of: type, in: file) } ?? PopoverDelegates()
        var undecided = delegates.unread
        if let delegate = delegates.delegate, !delegates.conditions.isEmpty {
            facts.compactAdaptation = UIKitDelegate.compactAdaptation(of: delegate, context: .standard, lines: file.lines, byDevice: false)
            facts.refusedOutsideTap = UIKitDelegate.refusedDismissal(of: delegate, api: nil, context: .standard, lines: file.lines)
            if UIKitDelegate.answersAdaptationUnsurely(delegate, context: .standard, lines: file.lines, byDevice: false) { undecided += delegates.conditions }
        }
        // A class of another file: the index joins what its methods decide, when it reads one.
        if let elsewhere = delegates.elsewhere {
            facts.delegateElsewhere = (elsewhere.className, elsewhere.sharedInstance, preparedSegues(delegates.conditions))
        }
        if !undecided.isEmpty { facts.undecidedAdaptation = identifierUnion(undecided) ?? preparedSegues(undecided) }
        facts.delegateSegues = identifierUnion(delegates.conditions)
        var preparedConditions = delegates.conditions
        facts.preparedPopover = prepare.flatMap { PreparedPopoverStyle.read($0, in: file) }
        // Reading the class's code is only worth it when it can set `isModalInPresentation`.
        if file.namesModalInPresentation(type) { facts.modal = UIKitCode.read(type, in: file, context: .standard).ownModal }
        // As the content: its own values, or an override of the property; as the presenter:
        // any, in `prepare(for:sender:)`. Most classes that name them set another controller's
        // (`options.preferredContentSize = …` before presenting it), and are not read again.
        if file.namesOwnSizeOrArrows(type) || type.property("preferredContentSize") != nil
            || (file.namesSizeOrArrows(type) && !type.functions("prepare").isEmpty) {
            let values = SceneSizeAndArrows(of: type, in: file, prepare: prepare)
            facts.contentSize = values.contentSize
            facts.contentArrows = values.contentArrows
            facts.preparedSize = values.preparedSize
            facts.preparedArrows = values.preparedArrows
            preparedConditions += values.preparedConditions
        }
        // On the raw tree: a `String` per token of every class was 3% of a Swift run.
        facts.setsMultipleSelection = type.declarations.contains {
            RawTypeFacts.names(multipleSelectionNames, lengths: multipleSelectionNameLengths, in: $0)
        }
        facts.preparedSegues = preparedSegues(preparedConditions)
        if facts.preparedSegues == .any, preparedConditions.contains(where: { $0 != .unsure && $0 != .every }) {
            // Some of it is for some segues and some is not: a value is not sure for any segue.
            facts.preparedSize = facts.preparedSize.map { .unknown($0.range) }
            facts.preparedArrows = facts.preparedArrows.map { .unknown($0.range) }
        }
        return facts
    }

    private static let multipleSelectionNames: Set<String> = ["allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"]
    private static let multipleSelectionNameLengths = NameLengths(multipleSelectionNames)

    /// The segues of several identifiers' branches (`if segue.identifier == "react" { … } else if
    /// segue.identifier == "send" { … }`, `case "react":` and `case "send":`), when every condition
    /// names identifiers alone: what the statements under them share (the delegate they set) is for
    /// all of those segues. Nil for fewer than two conditions, or any other condition.
    private static func identifierUnion(_ conditions: [SegueCondition]) -> PreparedSegues? {
        guard conditions.count > 1 else { return nil }
        var identifiers = Set<String>()
        for condition in conditions {
            guard case .segues(let named?, nil) = condition, !named.isEmpty else { return nil }
            identifiers.formUnion(named)
        }
        return .matching(identifiers: identifiers, destinationClasses: nil)
    }

    /// What `prepare(for:sender:)` sets up is for every segue when each statement of it runs for
    /// every one, for the segues of one identifier or destination class when each runs for those;
    /// otherwise for whichever segue it is called for.
    private static func preparedSegues(_ conditions: [SegueCondition]) -> PreparedSegues {
        if conditions.allSatisfy({ $0 == .every }) { return .every }
        guard let first = conditions.first, case .segues(let identifiers, let destinations) = first,
              conditions.allSatisfy({ $0 == first }), identifiers?.isEmpty != true, destinations?.isEmpty != true else {
            return .any
        }
        return .matching(identifiers: identifiers, destinationClasses: destinations)
    }

    /// For each `….popoverPresentationController?.delegate = …` in `prepare(for:sender:)` (or
    /// `presentationController?.delegate`, the same object for a popover), the segues it runs for,
    /// and the class whose methods decide: the scene's own for `self`, or the class of another
    /// object whose class is sure (`= PopoverDelegate.shared`, `= popoverDelegate`, a property of
    /// the class: `OtherPopoverDelegate`). None when the statements set objects of different
    /// classes; a delegate whose class is not sure is passed over, as if not set.
    /// The popover delegates `prepare(for:sender:)` sets: one class of the file (`delegate`) or of
    /// another file (`elsewhere`), with the conditions it is set under; `unread`, the conditions of
    /// those whose class is not read, and of all of them when they are of several classes (which
    /// one a segue gets is not followed).
    struct PopoverDelegates {
        var conditions: [SegueCondition] = []
        var delegate: DeclaredType?
        var elsewhere: (className: String, sharedInstance: String?)?
        var unread: [SegueCondition] = []
    }

    private static func popoverDelegates(in prepare: PrepareForSegue, of type: DeclaredType, in file: SwiftFile) -> PopoverDelegates {
        var conditions: [SegueCondition] = []
        var unread: [SegueCondition] = []
        var delegates: [DeclaredType] = []
        var elsewhere: [(className: String, sharedInstance: String?, condition: SegueCondition)] = []
        let held = prepare.popoverControllerNames
        let scope = LocalScope.scope(around: prepare.body).flatMap(LocalScope.init)
        for token in prepare.body.tokens(viewMode: .sourceAccurate) where token.text == "delegate" {
            // `delegate` → its name → the member access → the sequence's element list → the sequence.
            guard let target = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let sequence = target.parent?.parent?.as(SequenceExprSyntax.self),
                  let (assigned, value) = sequence.assignment, assigned.id == ExprSyntax(target).id,
                  let base = target.base.flatMap(UIKitCode.lastName(of:)),
                  base == "popoverPresentationController" || base == "presentationController"
                    || (target.base.map(UIKitCode.path(of:)) == [base] && held.contains(base)) else { continue }
            let delegate: DeclaredType?
            if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                delegate = type
            } else {
                delegate = OtherPopoverDelegate.delegateClass(of: value, presenter: type, in: file, scope: scope)
            }
            let condition = prepare.condition(of: sequence).condition
            if let delegate {
                delegates.append(delegate)
                conditions.append(condition)
            } else if let written = OtherPopoverDelegate.classWrittenElsewhere(of: value, presenter: type, in: file, scope: scope) {
                elsewhere.append((written.name, written.sharedInstance, condition))
            } else {
                unread.append(condition)
            }
        }
        if let first = elsewhere.first, delegates.isEmpty,
           elsewhere.allSatisfy({ $0.className == first.className && $0.sharedInstance == first.sharedInstance }) {
            let set = elsewhere.map(\.condition)
            return PopoverDelegates(conditions: set, elsewhere: (first.className, first.sharedInstance), unread: unread)
        }
        unread += elsewhere.map(\.condition)
        guard let first = delegates.first, delegates.allSatisfy({ $0.name == first.name }) else {
            return PopoverDelegates(unread: unread + conditions)
        }
        return PopoverDelegates(conditions: conditions, delegate: first, unread: unread)
    }
}
