import HiglintCore
import SwiftSyntax

/// What a class's UIKit code says about the popover of a storyboard scene whose `customClass` it
/// is: as the presenter (delegate methods, once `prepare(for:sender:)` makes it the popover's
/// delegate; the size and arrows `prepare(for:sender:)` sets) and as the content
/// (`isModalInPresentation = true`, its own `preferredContentSize`).
enum SceneClasses {
    static func facts(of type: DeclaredType, in file: SwiftFile, otherFile: OtherFileLines) -> SceneClassFacts {
        var facts = SceneClassFacts(file: otherFile)
        if preparesPopoverDelegate(type) {
            facts.compactAdaptation = UIKitDelegate.compactAdaptation(of: type, context: .standard, lines: file.lines)
            facts.refusedOutsideTap = UIKitDelegate.refusedDismissal(of: type, api: nil, context: .standard, lines: file.lines)
        }
        // Reading the class's code is only worth it when it can set `isModalInPresentation`.
        if file.namesModalInPresentation(type) { facts.modal = UIKitCode(of: type, in: file, context: .standard).ownModal }
        // As the content: its own values, or an override of the property; as the presenter:
        // any, in `prepare(for:sender:)`. Most classes that name them set another controller's
        // (`options.preferredContentSize = …` before presenting it), and are not read again.
        if file.namesOwnSizeOrArrows(type) || type.property("preferredContentSize") != nil
            || (file.namesSizeOrArrows(type) && !type.functions("prepare").isEmpty) {
            let values = SceneSizeAndArrows(of: type, in: file)
            facts.contentSize = values.contentSize
            facts.contentArrows = values.contentArrows
            facts.preparedSize = values.preparedSize
            facts.preparedArrows = values.preparedArrows
        }
        return facts
    }

    /// `segue.destination.popoverPresentationController?.delegate = self` in `prepare(for:sender:)`.
    private static func preparesPopoverDelegate(_ type: DeclaredType) -> Bool {
        for function in type.functions("prepare") {
            guard let body = function.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
                // `self` → its reference → the sequence's element list → the sequence.
                guard let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self) else { continue }
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      elements[2].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                      let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "delegate",
                      target.base?.trimmedDescription.contains("popoverPresentationController") == true else { continue }
                return true
            }
        }
        return false
    }
}
