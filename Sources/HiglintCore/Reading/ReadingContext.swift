/// What a reader is told about the file it reads beside its bytes: where the screens run when the
/// file cannot say (configuration's `platform`, `sizeClass`, `viewport`), and what the other files
/// of the run declare (`project`). The file's own word wins over both: a storyboard's `<device>`,
/// Swift's `#if os(…)` (docs/sources.md). YAML and JSON screens state these keys themselves, and
/// their readers ignore the context.
public struct ReadingContext: Sendable {
    /// Where the code runs when nothing in the file says.
    public var platform: Platform?
    /// The horizontal and vertical size class when nothing in the file says.
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    /// The scene's size when the file gives none.
    public var viewport: Size?
    /// The app's Xcode projects say it runs on iPad only (`platform` is then iPadOS): a device a
    /// storyboard was previewed on is no iPhone the app runs on. Configuration's `platform: iPadOS`
    /// alone does not say this: it is the standard context.
    public var runsOnIPadOnly = false
    /// What a reader found in every file of the run before any was linted (`ProjectIndex`), or
    /// nil when the run is one file or no reader asked for one.
    public var project: (any ProjectIndex)?

    public init(platform: Platform? = nil, horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil,
                viewport: Size? = nil, project: (any ProjectIndex)? = nil) {
        self.platform = platform
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.viewport = viewport
        self.project = project
    }

    /// `other`'s settings where it has them, else these (a later override over an earlier one).
    func overlaid(by other: ReadingContext) -> ReadingContext {
        var overlaid = ReadingContext(platform: other.platform ?? platform,
                                      horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
                                      verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
                                      viewport: other.viewport ?? viewport,
                                      project: other.project ?? project)
        // Configuration's `platform: iOS` over an iPad-only project's context makes it an iPhone's.
        overlaid.runsOnIPadOnly = overlaid.platform == .iPadOS && (other.runsOnIPadOnly || runsOnIPadOnly)
        return overlaid
    }
}

/// Facts a reader gathers from every file of a run, before any file is linted, so that reading one
/// file can follow what it names into another (a SwiftUI view declared elsewhere). Each reader
/// defines its own, and only it looks inside; rules never see one.
public protocol ProjectIndex: Sendable {
    /// For each file of `paths`, the other files, of those the index read, whose linting may
    /// place findings in it (they show a view it declares, present a controller it declares…). It
    /// may name more than do; `--shard` lints them with the file's shard, which alone reports what
    /// they place in it (docs/ci.md).
    func filesReadingCode(of paths: Set<String>) -> [String: Set<String>]
    /// For each file of `paths`, the classes it declares that a storyboard scene may name as its
    /// `customClass`, with code of theirs joined to the scene.
    func sceneClasses(in paths: Set<String>) -> [String: Set<String>]
}

extension ProjectIndex {
    public func filesReadingCode(of paths: Set<String>) -> [String: Set<String>] { [:] }
    public func sceneClasses(in paths: Set<String>) -> [String: Set<String>] { [:] }
}

/// What Swift code says about the popovers of a storyboard scene whose `customClass` it declares,
/// for the storyboard reader to join to the scene (docs/sources.md, "A scene and its class").
/// Positions are in the Swift file's own lines.
public struct SceneClassFacts: Sendable {
    /// The Swift file that declares the class, its length, and its suppression comments; for a
    /// class read with its extensions of other files, the lines of all of them (`parts`).
    public var file: OtherFileLines
    /// A class read with its extensions of other files: each file's lines as the ranges number
    /// them (`firstLine` within `file`'s), the declaring file first; empty when `file` is one file.
    public var parts: [OtherFileLines] = []
    /// As the presenter of its scene's popover: what its `adaptivePresentationStyle(for:)` returns
    /// on every path, when its `prepare(for:sender:)` makes it the popover's delegate.
    public var compactAdaptation: (CompactAdaptation, SourceRange)?
    /// As that delegate: a dismissal method that returns `false` on every path.
    public var refusedOutsideTap: SourceRange?
    /// As a popover's content: `isModalInPresentation = true` in its own code.
    public var modal: SourceRange?
    /// As a popover's content: the `preferredContentSize` its own code sets. Code runs after the
    /// storyboard is loaded, so this is the popover's size, whatever the scene says.
    public var contentSize: CodeValue<Size>?
    /// As a popover's content: the `permittedArrowDirections` it sets on its own
    /// `popoverPresentationController`.
    public var contentArrows: CodeValue<Set<ArrowDirection>>?
    /// As a popover's content: its code sets a table or collection view's
    /// `allowsMultipleSelection` (or `…DuringEditing`), under whatever condition: whether people
    /// pick several items is then not known from the storyboard alone.
    public var setsMultipleSelection = false
    /// As the presenter of its scene's one popover: the destination's `preferredContentSize` that
    /// `prepare(for:sender:)` sets.
    public var preparedSize: CodeValue<Size>?
    /// As that presenter: the `permittedArrowDirections` that `prepare(for:sender:)` sets.
    public var preparedArrows: CodeValue<Set<ArrowDirection>>?
    /// The popover segues of its scene that what it says as the presenter is for.
    public var preparedSegues: PreparedSegues = .any
    /// The popover segues `prepare(for:sender:)` makes it the delegate of, when it does so in the
    /// branches of several identifiers (`if segue.identifier == "react" { … } else if
    /// segue.identifier == "send" { … }`): its delegate methods decide for each of them, while what
    /// else each branch sets stays the branch's own (`preparedSegues`). Nil otherwise.
    public var delegateSegues: PreparedSegues?
    /// As the presenter: the `.popover` that `prepare(for:sender:)` sets as the destination's
    /// `modalPresentationStyle`, and the segues it sets it for. A presentation segue that the
    /// storyboard shows as a sheet becomes a popover there.
    public var preparedPopover: (range: SourceRange, segues: PreparedSegues)?
    /// As the presenter: the segues for which `prepare(for:sender:)` makes an object the popover's
    /// delegate whose compact adaptation is not known (its class is not read, or its
    /// `adaptivePresentationStyle` answers by a condition); nil when it makes none.
    public var undecidedAdaptation: PreparedSegues?
    /// As the presenter: the class, not declared in the class's own file, of the one delegate
    /// object `prepare(for:sender:)` sets (`= KeepsPopovers.shared`: the class and the static
    /// property), and the segues it is set for: the index joins what its methods decide when
    /// another file declares it, else its segues' adaptation is unknown.
    public var delegateElsewhere: (className: String, sharedInstance: String?, segues: PreparedSegues)?

    public init(file: OtherFileLines, compactAdaptation: (CompactAdaptation, SourceRange)? = nil,
                refusedOutsideTap: SourceRange? = nil, modal: SourceRange? = nil) {
        self.file = file
        self.compactAdaptation = compactAdaptation
        self.refusedOutsideTap = refusedOutsideTap
        self.modal = modal
    }

    public var isEmpty: Bool {
        compactAdaptation == nil && refusedOutsideTap == nil && modal == nil
            && contentSize == nil && contentArrows == nil && preparedSize == nil && preparedArrows == nil && !setsMultipleSelection
            && preparedPopover == nil && undecidedAdaptation == nil && delegateElsewhere == nil
    }

    /// Whether the class's code may decide what a compact width makes of a popover it presents:
    /// a delegate's answer, read or not, or a delegate object of another class.
    public var mayDecideCompactAdaptation: Bool {
        compactAdaptation != nil || undecidedAdaptation != nil || delegateElsewhere != nil
    }
}

/// Which popover segues of a scene its class's `prepare(for:sender:)` sets up.
public enum PreparedSegues: Sendable, Equatable {
    /// Every segue alike: each of its statements runs whatever the segue.
    case every
    /// Some statement runs under a condition that is not read (`if sender is UIButton`): joined
    /// only when the scene makes one popover segue, since nothing says which of several is meant.
    case any
    /// The segues with one of these `identifier`s (`if segue.identifier == "sort"`, `case "sort":`
    /// of `switch segue.identifier`) whose destination's class is one of these (`if let sort =
    /// segue.destination as? SortViewController`); nil leaves that unconstrained. Each is a chain
    /// of classes, outermost first: the destination's, then the root it shows as a navigation
    /// controller (`["UINavigationController", "FontsViewController"]` for `let fonts =
    /// navigation.topViewController as? FontsViewController`).
    case matching(identifiers: Set<String>?, destinationClasses: Set<[String]>?)
}

/// A value code sets: one literal, set on every run of the code that sets it (`CGSize(width: 320,
/// height: 240)` in `viewDidLoad`), or anything else (computed, set under a condition, set twice),
/// which only says that the file's own value may not be the one shown. Each with where it is set.
public enum CodeValue<Value: Sendable>: Sendable {
    case literal(Value, SourceRange)
    case unknown(SourceRange)

    public var range: SourceRange {
        switch self {
        case .literal(_, let range), .unknown(let range): return range
        }
    }
}

/// A project index that knows the classes of the run's Swift code: the facts of the class of this
/// name when the linted files declare exactly one, or one in a folder named as the scene's module,
/// else nil (no join).
public protocol SceneClassIndex: ProjectIndex {
    /// What the class `name` of module `module` (a scene's `customModule`, when it gives one) says
    /// about the scene's popovers.
    func facts(forClass name: String, module: String?) -> SceneClassFacts?
    /// Whether the linted files declare a class of this name more than once and the code of one
    /// of them may decide what a compact width makes of a popover: which of them a scene is,
    /// higlint cannot tell, so what a compact width makes of its popovers is unknown.
    func compactAdaptationIsUndecided(forClass name: String, module: String?) -> Bool
}

extension SceneClassIndex {
    public func compactAdaptationIsUndecided(forClass name: String, module: String?) -> Bool { false }
}
