import HiglintCore
import SwiftSyntax

/// A popover delegate class declared in another file than the code that makes it a popover's
/// delegate (`popover.delegate = AlwaysPopoverDelegate.shared`, with the class in a file of its
/// own, as apps write it): what its methods decide, kept by the index as values (no tree), so that
/// the presenter's reading joins it as it joins a delegate class of its own file
/// (docs/sources.md, "A delegate that is another object").
struct DelegateFacts: Sendable {
    /// The file that declares the class, its lines numbered from 1.
    let file: OtherFileLines
    /// What its methods decide, in every context when its code singles out none; else per context read.
    let anyContext: OwnPopover.DelegateAnswers?
    let perContext: [RunContext: OwnPopover.DelegateAnswers]
    /// Its static properties that hold one of it (`static let shared = AlwaysPopoverDelegate()`).
    let sharedInstances: Set<String>

    var path: String { file.path }

    /// The facts of `type` when it is a class that may be a popover's delegate: its superclass is
    /// `NSObject` or UIKit's, and it implements one of the methods read. Nil otherwise.
    static func read(_ type: DeclaredType, in file: SwiftFile, otherFile: OtherFileLines) -> DelegateFacts? {
        let classes = type.declarations.compactMap { $0.as(ClassDeclSyntax.self) }
        guard classes.count == 1, let superclass = classes[0].inheritanceClause?.inheritedTypes.first.map({ DeclaredTypes.simpleName(of: $0.type) }),
              superclass == "NSObject" || superclass.hasPrefix("UI"),
              implementsDelegateMethod(type) else { return nil }
        func answers(in context: RunContext) -> OwnPopover.DelegateAnswers {
            OwnPopover.DelegateAnswers(
                compactAdaptation: UIKitDelegate.compactAdaptation(of: type, context: context, lines: file.lines),
                refusedOutsideTap: UIKitDelegate.refusedDismissal(of: type, api: .uiPopoverPresentationController, context: context, lines: file.lines),
                preparesPopover: UIKitDelegate.preparesPopover(type, context: context),
                adaptsUnsurely: UIKitDelegate.answersAdaptationUnsurely(type, context: context, lines: file.lines))
        }
        var perContext: [RunContext: OwnPopover.DelegateAnswers] = [:]
        if !file.singlesOutNoContext(type) {
            for context in file.contexts(of: type) { perContext[context] = answers(in: context) }
        }
        return DelegateFacts(file: otherFile, anyContext: perContext.isEmpty ? answers(in: file.standardContext) : nil, perContext: perContext,
                             sharedInstances: sharedInstances(of: type))
    }

    /// The methods of `UIPopoverPresentationControllerDelegate` (and its parent protocol) read.
    static let delegateMethods = [
        "adaptivePresentationStyle", "prepareForPopoverPresentation", "presentationControllerShouldDismiss",
        "popoverPresentationControllerShouldDismissPopover",
    ]

    /// Whether the type's code (its declaration and extensions in the file) implements one of them.
    static func implementsDelegateMethod(_ type: DeclaredType) -> Bool {
        delegateMethods.contains { !type.functions($0).isEmpty }
    }

    /// `static let shared = AlwaysPopoverDelegate()`, `static let shared: AlwaysPopoverDelegate = .init()`.
    private static func sharedInstances(of type: DeclaredType) -> Set<String> {
        var names = Set<String>()
        for member in type.members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.nodes.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { continue }
            for binding in variable.bindings.nodes {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let written = binding.initializer.flatMap { UIKitCode.call(in: $0.value) }?.calledExpression
                let constructed = written?.as(DeclReferenceExprSyntax.self)?.baseName.text
                let annotated = binding.typeAnnotation.map { DeclaredTypes.simpleName(of: $0.type) }
                if constructed == type.name || annotated == type.name { names.insert(name) }
            }
        }
        return names
    }

    /// What its methods decide in `context`, numbered with `lines` (the reading's numbering of its
    /// file); nil when its code is not read in that context.
    func answers(in context: RunContext, numberedWith lines: OtherFileLines) -> OwnPopover.DelegateAnswers? {
        guard let answers = anyContext ?? perContext[context] else { return nil }
        return answers.numbered(by: lines.numbered)
    }

    /// Its methods decide what a popover becomes in a compact width, in some context.
    var decidesCompactWidth: Bool { (anyContext.map { [$0] } ?? Array(perContext.values)).contains { $0.compactAdaptation != nil } }

    /// The places of its file its answers report at, for suppression comments there.
    var places: [SourceRange] {
        (anyContext.map { [$0] } ?? Array(perContext.values)).flatMap { [$0.compactAdaptation?.1, $0.refusedOutsideTap].compactMap { $0 } }
    }
}

extension OwnPopover.DelegateAnswers {
    /// The same answers with each range numbered by `number`.
    func numbered(by number: (SourceRange) -> SourceRange) -> OwnPopover.DelegateAnswers {
        var copy = self
        copy.compactAdaptation = compactAdaptation.map { ($0.0, number($0.1)) }
        copy.refusedOutsideTap = refusedOutsideTap.map(number)
        return copy
    }
}

extension SceneClassFacts {
    /// The facts with what the delegate class of another file that `prepare(for:sender:)` sets
    /// decides (`delegateElsewhere`), for the segues it is set for: its file joins the class's
    /// lines as one more part, so that a finding points at its returned `.none`. Without such a
    /// class in `delegates` (declared in no linted file, twice, or subclassed), or one that holds
    /// no shared instance by that name, those segues' adaptation is unknown.
    func joiningDelegateElsewhere(_ delegates: [String: DelegateFacts]) -> SceneClassFacts {
        guard let elsewhere = delegateElsewhere else { return self }
        var joined = self
        joined.delegateElsewhere = nil
        guard let delegate = delegates[elsewhere.className], delegate.path != file.path,
              elsewhere.sharedInstance.map(delegate.sharedInstances.contains) ?? true,
              let answers = delegate.anyContext ?? delegate.perContext[.standard] else {
            joined.undecidedAdaptation = undecidedAdaptation == nil ? elsewhere.segues : .any
            return joined
        }
        if answers.adaptsUnsurely { joined.undecidedAdaptation = undecidedAdaptation == nil ? elsewhere.segues : .any }
        guard answers.compactAdaptation != nil || answers.refusedOutsideTap != nil else { return joined }
        // The delegate's file, numbered after the class's own lines (and its extensions').
        let offset = file.lineCount
        if joined.parts.isEmpty {
            var own = file
            own.firstLine = 0
            joined.parts = [own]
        }
        var part = delegate.file
        part.firstLine = offset
        joined.parts.append(part)
        joined.file.lineCount += delegate.file.lineCount
        joined.compactAdaptation = answers.compactAdaptation.map { ($0.0, part.numbered($0.1)) }
        joined.refusedOutsideTap = answers.refusedOutsideTap.map(part.numbered)
        return joined
    }
}
