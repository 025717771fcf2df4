import HiglintCore
import SwiftSyntax

/// What a view controller class sets up about its own popover in its `init`, `viewDidLoad` or
/// `loadView` (docs/sources.md, "UIKit controllers across files"): `modalPresentationStyle =
/// .popover` on itself makes every controller of the class a popover, wherever it is presented;
/// its `preferredContentSize`, `isModalInPresentation`, and its `popoverPresentationController`'s
/// source, arrows and delegate join what the presenter sets. As its own popover delegate, its
/// `adaptivePresentationStyle` and dismissal methods decide for the popover.
///
/// A value, without syntax, so that the index keeps it for a class of another file without its
/// tree. Ranges are in the lines of the file that declares the class.
struct OwnPopover: Sendable {
    /// The `.popover` of `modalPresentationStyle = .popover` set on itself.
    var style: SourceRange?
    var size: (size: Size, range: SourceRange)?
    var modal: SourceRange?
    var source: Source?
    var arrow: ArrowSetting?
    /// `popoverPresentationController?.delegate = self` (or `presentationController?.delegate`).
    var delegateIsSelf = false
    /// A delegate other than itself.
    var otherDelegate = false
    /// That other delegate's class is read: its methods decide as a `self` delegate's would.
    var otherDelegateIsRead = false
    /// Its delegate's decisions (itself, or the other object it is given whose class is read):
    /// what its `adaptivePresentationStyle` returns on every path, and a dismissal method that
    /// refuses on every path.
    var compactAdaptation: (CompactAdaptation, SourceRange)?
    var refusedOutsideTap: SourceRange?
    /// What its delegate methods decide when its presenter makes it its popover's delegate
    /// (`picker.popoverPresentationController?.delegate = picker`), whether or not it sets itself;
    /// nil when its methods are not all read (its superclass is the app's, code elsewhere extends it).
    var asDelegate: DelegateAnswers?
    /// Code this reading does not see may give its popover a source: another method sets its
    /// popover up, its class names a source it does not set in its setup, its superclass is not
    /// UIKit's, or its delegate prepares the popover itself (docs/sources.md, "A popover with no source").
    var configuredElsewhere = false

    /// What a class's popover delegate methods decide (`UIKitDelegate`), kept as values.
    struct DelegateAnswers: Sendable {
        var compactAdaptation: (CompactAdaptation, SourceRange)?
        var refusedOutsideTap: SourceRange?
        /// It may give the popover its source itself (`prepareForPopoverPresentation(_:)`).
        var preparesPopover = false
        /// Its `adaptivePresentationStyle` answers by a condition: what a compact width makes of
        /// the popover is not known (`UIKitDelegate.answersAdaptationUnsurely`).
        var adaptsUnsurely = false

        var isEmpty: Bool { compactAdaptation == nil && refusedOutsideTap == nil && !preparesPopover }
    }

    /// `popoverPresentationController?.sourceView = anchor`, as written in its setup.
    struct Source: Sendable {
        var isBarButton: Bool
        /// The name, when the anchor is one (`anchor`).
        var id: String?
        var range: SourceRange
    }

    /// Whether its code sets up nothing a popover of it shows.
    var setsNothing: Bool {
        style == nil && size == nil && modal == nil && source == nil && arrow == nil && !delegateIsSelf && !otherDelegate && asDelegate?.isEmpty != false
    }

    /// The setup the class `type` of `file` gives itself, read in `context`: once for both
    /// widths of a platform when the file reads alike in them (a class that decides its compact
    /// adaptation is asked for in both).
    static func read(_ type: DeclaredType, in file: SwiftFile, context: RunContext) -> OwnPopover {
        let readIn = file.readsAlikeInEveryWidth ? context.inDefaultWidth : context
        return file.ownPopovers.value(of: type.name, in: file, context: readIn) {
            readOnce(type, in: file, context: context)
        }
    }

    private static func readOnce(_ type: DeclaredType, in file: SwiftFile, context: RunContext) -> OwnPopover {
        var own = OwnPopover()
        own.configuredElsewhere = !hasUIKitSuperclass(type)
        own.asDelegate = answers(of: type, in: file, context: context)
        let namesPopoverCode = file.mayMakeUIKitPopover(type) || file.namesOwnSizeOrArrows(type) || file.namesModalInPresentation(type)
        guard namesPopoverCode else { return own }
        let code = UIKitCode.read(type, in: file, context: context)
        let setup = code.ownSetup
        own.style = setup.style
        own.size = code.ownSize
        own.modal = code.ownModal
        own.source = setup.source
        own.arrow = setup.arrow
        own.delegateIsSelf = setup.delegateIsSelf
        own.otherDelegate = setup.otherDelegate
        // Itself, or another object of a class the file declares (`delegate = coordinator`).
        let delegate = setup.delegateIsSelf ? type : setup.delegateClass.flatMap { file.types[$0] }
        if let delegate {
            own.otherDelegateIsRead = !setup.delegateIsSelf
            own.compactAdaptation = UIKitDelegate.compactAdaptation(of: delegate, context: context, lines: file.lines)
            own.refusedOutsideTap = UIKitDelegate.refusedDismissal(of: delegate, api: .uiPopoverPresentationController, context: context,
                                                                    lines: file.lines)
            if UIKitDelegate.preparesPopover(delegate, context: context) { own.configuredElsewhere = true }
        }
        if setup.setElsewhere || (setup.source == nil && namesASource(type)) { own.configuredElsewhere = true }
        return own
    }

    /// The same setup with its ranges numbered as a reading of another file numbers them.
    func numbered(_ lines: OtherFileLines) -> OwnPopover {
        numbered { lines.numbered($0) }!
    }

    /// The same setup with each range numbered by `number` (a setup read from a class and its
    /// extensions in other files numbers each file's ranges after that file); nil when a range
    /// cannot be numbered.
    func numbered(by number: (SourceRange) -> SourceRange?) -> OwnPopover? {
        var copy = self
        var lost = false
        func map(_ range: SourceRange) -> SourceRange {
            guard let mapped = number(range) else {
                lost = true
                return range
            }
            return mapped
        }
        copy.style = style.map(map)
        copy.size = size.map { ($0.size, map($0.range)) }
        copy.modal = modal.map(map)
        copy.source = source.map { Source(isBarButton: $0.isBarButton, id: $0.id, range: map($0.range)) }
        // Another file's text is not this file's to fix: its written value is dropped.
        copy.arrow = arrow.map { ArrowSetting(directions: $0.directions, range: map($0.range), written: nil, unknown: $0.unknown) }
        copy.compactAdaptation = compactAdaptation.map { ($0.0, map($0.1)) }
        copy.refusedOutsideTap = refusedOutsideTap.map(map)
        copy.asDelegate = asDelegate?.numbered(by: map)
        return lost ? nil : copy
    }

    /// The places of the class's code a popover of it reports at, for suppression comments there.
    var places: [SourceRange] {
        [style, size?.range, modal, source?.range, arrow?.range, compactAdaptation?.1, refusedOutsideTap,
         asDelegate?.compactAdaptation?.1, asDelegate?.refusedOutsideTap].compactMap { $0 }
    }

    /// Its delegate methods' answers; none for a class whose superclass is the app's, which may
    /// implement others.
    private static func answers(of type: DeclaredType, in file: SwiftFile, context: RunContext) -> DelegateAnswers? {
        guard hasUIKitSuperclass(type) else { return nil }
        guard !type.functions("adaptivePresentationStyle").isEmpty
                || !type.functions("prepareForPopoverPresentation").isEmpty || !type.functions("presentationController").isEmpty
                || !type.functions("presentationControllerShouldDismiss").isEmpty
                || !type.functions("popoverPresentationControllerShouldDismissPopover").isEmpty else { return DelegateAnswers() }
        return DelegateAnswers(
            compactAdaptation: UIKitDelegate.compactAdaptation(of: type, context: context, lines: file.lines),
            refusedOutsideTap: UIKitDelegate.refusedDismissal(of: type, api: .uiPopoverPresentationController, context: context, lines: file.lines),
            preparesPopover: UIKitDelegate.preparesPopover(type, context: context))
    }

    /// `class PickerViewController: UIViewController, …`: a superclass of the linted files may set
    /// the popover up itself. A class with no inheritance clause is no controller.
    private static func hasUIKitSuperclass(_ type: DeclaredType) -> Bool {
        for declaration in type.declarations {
            guard let declared = declaration.as(ClassDeclSyntax.self) else { continue }
            guard let first = declared.inheritanceClause?.inheritedTypes.first else { return false }
            return DeclaredTypes.simpleName(of: first.type).hasPrefix("UI")
        }
        return false
    }

    /// Whether the class's code names a popover source anywhere.
    private static func namesASource(_ type: DeclaredType) -> Bool {
        // On the raw tree: a `String` per token of every controller's code was 1.6% of a Swift run.
        type.declarations.contains { RawTypeFacts.names(sourceNames, lengths: sourceNameLengths, in: $0) }
    }

    private static let sourceNames: Set<String> = ["sourceView", "sourceItem", "barButtonItem"]
    private static let sourceNameLengths = NameLengths(sourceNames)
}
