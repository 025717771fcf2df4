/// The keys only presentations take.
public struct PresentationAttributes: Sendable {
    /// Made once and shared: every presentation starts with all four directions.
    static let allArrows = Set(ArrowDirection.allCases)

    public var visible = false
    public var modal = false
    public var purpose: Purpose?
    public var api: PopoverAPI?
    /// Permitted arrow directions; all four when the file says `any` or nothing. Empty for `none`.
    public var arrow: Set<ArrowDirection> = Self.allArrows
    public var arrowNone = false
    /// The code sets the permitted directions to a value it does not spell out
    /// (`isDial ? [.right] : [.up, .down]`): `arrow` stays all four, and no rule reads it.
    public var arrowUnknown = false
    public var size: Size?
    public var compactAdaptation: CompactAdaptation?
    /// Code decides what a compact width makes of it in a way higlint does not read (a delegate
    /// whose class is not known, a delegate method that answers by a condition, an adaptation held
    /// in a variable): with no `compactAdaptation`, it is listed as unknown rather than as adapting
    /// to a sheet. No rule fires on it either way.
    public var compactAdaptationUnknown = false
    public var outsideTap: OutsideTap?
    /// The source cannot say what a tap outside does to work (a storyboard segue): with no
    /// `outsideTap`, rules that need it do not fire, instead of reading "not given".
    public var outsideTapUnknown = false
    /// Whether a tap outside closes it at all is not known (an `NSPopover` whose code does not set
    /// its `behavior`): rules that judge a popover that closes by itself do not fire.
    public var closesByItselfUnknown = false
    public var dismissOnSelection: Bool?
    public var multipleSelection = false
    /// The source cannot say whether people may pick several items (a Swift `selection:` binding
    /// whose type is not written where the reader looks): rules that need it do not fire.
    public var multipleSelectionUnknown = false
    public var passthrough: [(id: String, range: SourceRange)] = []
    public var scrolls = false
    public var resize: Size?
    public var resizeAnimated: Bool?
    public var background: RGBColor?
    public var foreground: RGBColor?
    public var detachable = false
    public var detachedBackground: RGBColor?
    public var detachedSize: Size?
    /// Where code presents this popover with nothing giving it a source (no `sourceView`,
    /// `sourceItem` or `barButtonItem`), when everything that configures it was read: the
    /// `present` call. Only Swift sets it; a screen file's popover always has a source.
    public var presentedWithoutSource: SourceRange?
    /// Where code gives the popover's `sourceRect` as its source view's `frame` (`sourceRect =
    /// button.frame` with `sourceView = button`): a rect in the superview's coordinates read in the
    /// view's own, so the arrow points beside the view. The `.frame`; only Swift sets it.
    public var sourceRectBeside: SourceRange?
    /// The method whose `from:` rectangle is read in its `in:` view's coordinates, when a system
    /// controller presents the popover itself (`presentOptionsMenu(from:in:animated:)`): what a
    /// `sourceRectBeside` finding names. Nil for a `sourceRect` and for UIPopoverController.
    public var sourceRectMethod: String?
    /// The popover's source is its presenter's own root view (`sourceView = view`), not the
    /// control that revealed it: with no arrow it floats over the middle of the screen, the usual
    /// way code keeps an action sheet from raising an exception on iPad. Only Swift sets it.
    public var sourceIsRootView = false
    /// Code presents the popover with no source that higlint reads, and nothing shows that it has
    /// none: a helper, a delegate or another file may set it. A stand-in element (the presenter's
    /// view) is its source in the model, and `higlint popovers` lists the source as unknown. Only
    /// Swift sets it.
    public var sourceUnknown = false

    public init() {}

    /// Every attribute at once (the store makes one per `Element.presentation`; setting each on a
    /// default value retained and released the default arrow set once more).
    init(visible: Bool, modal: Bool, purpose: Purpose?, api: PopoverAPI?, arrow: Set<ArrowDirection>, arrowNone: Bool,
         size: Size?, compactAdaptation: CompactAdaptation?, outsideTap: OutsideTap?, dismissOnSelection: Bool?,
         multipleSelection: Bool, passthrough: [(id: String, range: SourceRange)], scrolls: Bool, resize: Size?,
         resizeAnimated: Bool?, background: RGBColor?, foreground: RGBColor?, detachable: Bool,
         detachedBackground: RGBColor?, detachedSize: Size?) {
        self.visible = visible
        self.modal = modal
        self.purpose = purpose
        self.api = api
        self.arrow = arrow
        self.arrowNone = arrowNone
        self.size = size
        self.compactAdaptation = compactAdaptation
        self.outsideTap = outsideTap
        self.dismissOnSelection = dismissOnSelection
        self.multipleSelection = multipleSelection
        self.passthrough = passthrough
        self.scrolls = scrolls
        self.resize = resize
        self.resizeAnimated = resizeAnimated
        self.background = background
        self.foreground = foreground
        self.detachable = detachable
        self.detachedBackground = detachedBackground
        self.detachedSize = detachedSize
    }
}
