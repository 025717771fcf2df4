/// An Interface Builder document's scenes as screens (docs/sources.md has the mapping):
///
/// - A scene is a screen unless another scene shows it: as a presentation's content (a popover,
///   sheet or full-screen segue), as a navigation controller's root or a window's content, or
///   embedded in a container view. Such a scene is linted where it is shown, so a popover segue
///   out of a popover's scene is a popover inside a popover. A scene that only scenes it shows
///   can reach (a cycle of presentations) is a screen of its own as well.
/// - Views keep their types, ids, copy and roles; frames are in the screen's coordinates (each
///   view's is relative to its superview in the file) outside presentations, and not given inside
///   one, whose place on the screen the file does not fix.
/// - Presentation segues become presentations of their anchor; a popover's frame is where UIKit
///   would put it (`PopoverPlacement`) when that is sure.
///
/// Following presentations can repeat a scene many times over (each of ten scenes presenting the
/// next twice is a thousand copies): the elements made are budgeted like YAML's aliases, and a
/// scene is never followed into itself.
struct InterfaceBuilderScreens {
    private let document: InterfaceBuilderDocument
    private var tree: XMLTree { document.tree }
    private var arena = ElementArena()
    /// Scenes being built, outermost first: a segue back into one of them is not followed.
    private var building: [Int] = []
    /// Scenes that some screen shows.
    private var shown = Set<Int>()
    private var budget: Int
    private let budgetLimit: Int
    /// Presentations inside presentations are followed this deep; past it their content is left
    /// out (the nesting is long reported by then).
    static let maxPresentationNesting = 16
    private var nesting = 0
    private var configuredViewport: Size?
    private var classes: SceneClasses?
    /// The frame of a navigation controller's bar, for the navigation item of the root it shows.
    private var sharedBarFrame: (Rect, SourceRange)?
    /// Presentations whose content is being built, innermost last.
    private var openPresentations: [Int] = []
    /// Popovers whose arrows Swift code sets to something higlint cannot read: not placed.
    private var arrowsSetInCode = Set<Int>()
    /// The screen being built holds a popover whose compact adaptation a Swift class decides
    /// (`adaptivePresentationStyle` returning `.none`): it is read in a compact width too.
    private var codeDecidesCompactWidth = false
    /// The scenes that are a split view's columns (`columnsOfSplitViews`).
    private var splitColumns = Set<Int>()

    /// Elements made at least: an element made from a storyboard (frame, copy, positions of its
    /// keys) costs about five YAML nodes, so this is a fifth of `ParseLimits.aliasExpansionFloor`
    /// and bounds the time alike. Past the floor, `aliasExpansionFactor` times the file's elements.
    static let expansionFloor = 20_000

    /// The screens, or the failure of a document whose presentations expand past the budget.
    /// `viewport` is configuration's, for scenes whose own size the file does not give.
    /// `classes` are the run's Swift classes: a scene whose `customClass` is one of them takes
    /// what that class's code says about its popovers; the Swift files they are in come back with
    /// the screens, numbered after the document's lines.
    static func screens(of document: InterfaceBuilderDocument, limits: ParseLimits, viewport: Size? = nil,
                        classes: (any SceneClassIndex)? = nil) -> Result<([Screen], [OtherFileLines]), ParseFailure> {
        let budget = max(expansionFloor, limits.aliasExpansionFactor * document.tree.nodes.count)
        var builder = InterfaceBuilderScreens(document: document, budget: budget, budgetLimit: budget)
        builder.configuredViewport = viewport
        builder.classes = classes.map { SceneClasses(index: $0, firstLine: document.tree.position(ofByteOffset: document.tree.bytes.count).line) }
        return builder.allScreens().map { ($0, builder.classes?.files ?? []) }
    }

    private init(document: InterfaceBuilderDocument, budget: Int, budgetLimit: Int) {
        self.document = document
        self.budget = budget
        self.budgetLimit = budgetLimit
    }

    private mutating func allScreens() -> Result<[Screen], ParseFailure> {
        let scenes = document.scenes
        splitColumns = columnsOfSplitViews()
        var shownElsewhere = Set<Int>()
        for scene in scenes {
            for segue in scene.segues where segue.presents != nil || segue.contains {
                if let destination = segue.destination { shownElsewhere.insert(destination) }
            }
        }
        var screens: [Screen] = []
        for pass in 0 ..< 2 {
            for index in scenes.indices where pass == 0 ? !shownElsewhere.contains(index) : !shown.contains(index) {
                let screen = self.screen(of: index, number: screens.count)
                if budget < 0 {
                    return .failure(ParseFailure(message: "its presentations would repeat their scenes into more than \(budgetLimit) elements",
                                                 position: tree.range(ofStartTag: scenes[index].controller).start))
                }
                screens.append(screen)
                if let compact = compactWidthReading(of: screen, number: screens.count) { screens.append(compact) }
            }
        }
        return .success(screens)
    }

    /// The same screen in a compact width, when Swift code decides what one of its popovers becomes
    /// there: an iPad app runs in one too (Split View, Slide Over), whatever device the storyboard
    /// was last previewed on, as the Swift reader reads such code in both. The scene's size on
    /// the previewed device is not the compact one: no viewport, so no rule places anything by it.
    private func compactWidthReading(of screen: Screen, number: Int) -> Screen? {
        guard codeDecidesCompactWidth, screen.horizontalSizeClass != .compact,
              screen.platform == .iOS || screen.platform == .iPadOS else { return nil }
        var compact = screen
        compact.horizontalSizeClass = .compact
        compact.viewport = nil
        compact.screenIndex = number
        return compact
    }

    // MARK: - Screens and scenes

    private mutating func screen(of sceneIndex: Int, number: Int) -> Screen {
        let scene = document.scenes[sceneIndex]
        arena = ElementArena()
        arrowsSetInCode = []
        codeDecidesCompactWidth = false
        emitScene(sceneIndex, parent: nil, relation: .root, origin: Point(x: 0, y: 0))
        // A split view's column is no screen: its popovers may cover the other columns. A scene
        // previewed on another device than the app runs on is that device's size.
        let measured = splitColumns.contains(sceneIndex) || document.previewedOnAnotherDevice ? nil : viewport(of: sceneIndex, depth: 0)
        let viewport = measured ?? configuredViewport
        placePopovers(in: viewport?.frameAtOrigin)
        var screen = arena.screen(range: tree.range(ofStartTag: scene.controller), screenIndex: number)
        screen.name = scene.name
        screen.sourceKind = .interfaceBuilder
        screen.platform = document.platform
        screen.horizontalSizeClass = document.sizeClass
        screen.viewport = viewport
        return screen
    }

    /// The scenes a split view controller shows as its columns (`masterViewController`,
    /// `detailViewController`, …), and the scenes they contain (a navigation controller's root):
    /// their root views are a column's size, not the screen's.
    private func columnsOfSplitViews() -> Set<Int> {
        var columns = Set<Int>()
        for scene in document.scenes where tree.name(of: scene.controller) == "splitViewController" {
            for segue in scene.segues where segue.kind == "relationship" && segue.owner == scene.controller {
                if let destination = segue.destination { columns.insert(destination) }
            }
        }
        var pending = Array(columns)
        while let index = pending.popLast() {
            for segue in document.scenes[index].segues where segue.contains {
                if let destination = segue.destination, columns.insert(destination).inserted { pending.append(destination) }
            }
        }
        return columns
    }

    /// The size of a scene's root view, unless it is designed at a freeform size; a navigation or
    /// tab bar controller has no view of its own in the file, and takes the one it contains.
    private func viewport(of sceneIndex: Int, depth: Int) -> Size? {
        let scene = document.scenes[sceneIndex]
        guard !scene.freeform else { return nil }
        if let view = scene.rootView {
            return document.frameRect(of: view).map { Size(width: $0.rect.width, height: $0.rect.height) }
        }
        guard depth < 4, let contained = scene.segues.first(where: { $0.contains && $0.owner == scene.controller })?.destination else { return nil }
        return viewport(of: contained, depth: depth + 1)
    }

    /// The scene's views (its root view, navigation item and toolbar items in the order written,
    /// then what it contains), with its presentations attached to their anchors.
    @discardableResult
    private mutating func emitScene(_ sceneIndex: Int, parent: Int?, relation: Element.Relation, origin: Point?) -> [Int] {
        let scene = document.scenes[sceneIndex]
        building.append(sceneIndex)
        shown.insert(sceneIndex)
        defer { building.removeLast() }
        var anchors = Anchors(scene: scene)
        var roots: [Int] = []
        var sharedBar: Int?
        if scene.rootView == scene.controller {
            if let root = emitView(scene.controller, parent: parent, relation: relation, origin: origin, anchors: &anchors) { roots.append(root) }
        } else {
            sharedBar = barSharedWithRoot(of: scene)
            for child in tree.children(of: scene.controller) where isSceneView(child, of: scene) {
                if child == sharedBar {
                    // One bar: the navigation item of the root fills the controller's own bar.
                    if let origin, let (local, rectNode) = document.frameRect(of: child) {
                        sharedBarFrame = (Rect(x: origin.x + local.x, y: origin.y + local.y, width: local.width, height: local.height),
                                          tree.range(ofStartTag: rectNode))
                    }
                    continue
                }
                if let root = emitView(child, parent: parent, relation: relation, origin: origin, anchors: &anchors) { roots.append(root) }
            }
            if let view = scene.rootView, tree.parent(of: view) != scene.controller,
               let root = emitView(view, parent: parent, relation: relation, origin: origin, anchors: &anchors) {
                roots.append(root)
            }
        }
        for segue in scene.segues where segue.contains && segue.owner == scene.controller {
            roots += emitContained(segue, parent: parent, relation: relation, origin: origin)
        }
        if sharedBar != nil { sharedBarFrame = nil }
        attachUnanchored(&anchors, roots: roots)
        return roots
    }

    /// A navigation controller's own navigation bar when the root it shows has a navigation item:
    /// the item's title and buttons are what that one bar shows, so the item stands for the bar.
    private func barSharedWithRoot(of scene: InterfaceBuilderDocument.Scene) -> Int? {
        guard tree.name(of: scene.controller) == "navigationController",
              let bar = tree.children(of: scene.controller).first(where: { tree.attribute("key", of: $0) == "navigationBar" }),
              let root = scene.segues.first(where: {
                  $0.contains && $0.kind == "relationship" && $0.owner == scene.controller
              })?.destination,
              !building.contains(root),
              tree.children(of: document.scenes[root].controller).contains(where: { tree.name(of: $0) == "navigationItem" })
        else { return nil }
        return bar
    }

    /// What a controller shows of itself: its view, its navigation item and toolbar items, and a
    /// navigation or tab bar controller's own bars.
    private func isSceneView(_ node: Int, of scene: InterfaceBuilderDocument.Scene) -> Bool {
        if node == scene.rootView { return true }
        switch tree.name(of: node) {
        case "navigationItem", "toolbarItems": return true
        default:
            let key = tree.attribute("key", of: node)
            return (key == "navigationBar" || key == "toolbar" || key == "tabBar") && isView(node)
        }
    }

    @discardableResult
    private mutating func emitContained(_ segue: InterfaceBuilderDocument.Segue, parent: Int?, relation: Element.Relation,
                                        origin: Point?) -> [Int] {
        guard let destination = segue.destination, !building.contains(destination) else { return [] }
        return emitScene(destination, parent: parent, relation: relation, origin: origin)
    }

    // MARK: - Views

    private func isView(_ node: Int) -> Bool {
        switch document.kind(of: node) {
        case .view: return true
        case .other: return document.frameRect(of: node) != nil
        case .property, .wrapper: return false
        }
    }

    /// One view and everything under it; nil past the budget.
    private mutating func emitView(_ node: Int, parent: Int?, relation: Element.Relation, origin: Point?,
                                   anchors: inout Anchors) -> Int? {
        budget -= 1
        guard budget >= 0 else { return nil }
        let range = tree.range(ofStartTag: node)
        // The type is the tag's; `InterfaceBuilderCopy` reads it with the rest.
        let index = arena.add(nil, ElementArena.Place(relation, parent: parent), range: range, typeRange: range)
        arena[index].id = document.id(of: node)
        var childOrigin: Point?
        if let (local, rectNode) = document.frameRect(of: node), let origin {
            let frame = Rect(x: origin.x + local.x, y: origin.y + local.y, width: local.width, height: local.height)
            arena[index].frame = frame
            arena[index][position: .frame] = tree.range(ofStartTag: rectNode)
            childOrigin = Point(x: frame.x, y: frame.y)
        }
        if let (frame, range) = sharedBarFrame, tree.name(of: node) == "navigationItem" {
            arena[index].frame = frame
            arena[index][position: .frame] = range
            childOrigin = Point(x: frame.x, y: frame.y)
            sharedBarFrame = nil
        }
        InterfaceBuilderCopy(document: document).describe(&arena[index], node: node)
        if let popover = openPresentations.last, arena[popover].type == .popover, let range = multipleSelection(of: node) {
            arena[popover].presentation?.multipleSelection = true
            arena[popover][position: .multipleSelection] = range
        }
        // Each view and scene made below is filed in the element's children as it is added.
        emitChildren(of: node, parent: index, origin: childOrigin, excluded: excludedSubviews(of: node), anchors: &anchors)
        for segue in anchors.scene.segues where segue.contains && segue.owner == node {
            emitContained(segue, parent: index, relation: .child, origin: childOrigin)
        }
        if let id = arena[index].id {
            for segue in anchors.take(id) { emitPresentation(segue, source: index) }
        }
        return index
    }

    @discardableResult
    private mutating func emitChildren(of node: Int, parent: Int, origin: Point?, excluded: Set<String>, anchors: inout Anchors) -> [Int] {
        var result: [Int] = []
        for child in tree.children(of: node) {
            let kind = document.kind(of: child)
            if case .property = kind { continue }
            if tree.value(tree.attributeIndex(document.names.key, of: child), is: "cell") { continue }
            if !excluded.isEmpty, let id = document.id(of: child), excluded.contains(id) {
                // Left out of the default layout, with the segues it holds.
                anchors.drop(within: child ..< Int(tree.nodes[child].end))
                continue
            }
            if case .wrapper = kind {
                result += emitChildren(of: child, parent: parent, origin: origin, excluded: excluded, anchors: &anchors)
            } else if isView(child) {
                if let index = emitView(child, parent: parent, relation: .child, origin: origin, anchors: &anchors) { result.append(index) }
            } else if tree.attributeIndex(document.names.id, of: child) == nil {
                // An element that is neither a view nor an object of its own may hold views.
                result += emitChildren(of: child, parent: parent, origin: origin, excluded: excluded, anchors: &anchors)
            }
        }
        return result
    }

    /// Subviews the default (any width, any height) layout leaves out:
    /// `<variation key="default"><mask key="subviews"><exclude reference="…"/>`.
    private func excludedSubviews(of node: Int) -> Set<String> {
        var result = Set<String>()
        for variation in tree.children(of: node) where tree.name(of: variation) == "variation" && tree.attribute("key", of: variation) == "default" {
            for mask in tree.children(of: variation) where tree.attribute("key", of: mask) == "subviews" {
                for exclude in tree.children(of: mask) where tree.name(of: exclude) == "exclude" {
                    if let reference = tree.attribute("reference", of: exclude) { result.insert(reference) }
                }
            }
        }
        return result
    }

    // MARK: - Presentations

    @discardableResult
    private mutating func emitPresentation(_ segue: InterfaceBuilderDocument.Segue, source: Int) -> Int? {
        guard var (type, api) = segue.presents else { return nil }
        // A presentation segue that the presenter's `prepare(for:sender:)` shows as a popover.
        let madePopover = type == .popover ? nil : popoverMadeInPrepare(segue)
        if madePopover != nil { (type, api) = (.popover, .uiPopoverPresentationController) }
        budget -= 1
        guard budget >= 0 else { return nil }
        let range = tree.range(ofStartTag: segue.node)
        let index = arena.add(type, .presented(by: source), range: range, typeRange: range)
        // Filled as a copy and stored back: `joinClasses` changes the reader too.
        var element = arena[index]
        element.id = tree.attribute("id", of: segue.node)
        // Named by the scene it shows, as people know it (title, identifier, class), not the segue's id.
        element.name = segue.destination.flatMap { InterfaceBuilderDocument.seenName(of: document.scenes[$0].controller, in: tree) }
        var attributes = PresentationAttributes()
        if type == .popover {
            describePopover(segue, api: api, &attributes, &element)
            if let madePopover { element[position: .api] = madePopover }
            joinClasses(of: segue, &attributes, &element)
            // A segue of the app's own class (`customClass="AlwaysPopoverSegue"`) may set the
            // popover's delegate up in its `perform()`, which is not read: what a compact width
            // makes of it is unknown, unless the presenter's code said it.
            if tree.attribute("customClass", of: segue.node) != nil, attributes.compactAdaptation == nil,
               document.platform == .iOS || document.platform == .iPadOS {
                attributes.compactAdaptationUnknown = true
            }
        }
        element.presentation = attributes
        arena[index] = element
        if let destination = segue.destination, !building.contains(destination), nesting < Self.maxPresentationNesting {
            nesting += 1
            openPresentations.append(index)
            // The presenting scene's bar is not the content's.
            let outerBar = sharedBarFrame
            sharedBarFrame = nil
            emitScene(destination, parent: index, relation: .child, origin: nil)
            sharedBarFrame = outerBar
            openPresentations.removeLast()
            nesting -= 1
            arena[index][position: .content] = tree.range(ofStartTag: document.scenes[destination].controller)
        }
        return index
    }

    /// Where a table or collection view says people may pick several of its items: UIKit's
    /// `allowsMultipleSelection` or `allowsMultipleSelectionDuringEditing`; an AppKit table or
    /// outline view unless `multipleSelection="NO"` (Interface Builder's default allows it).
    private func multipleSelection(of node: Int) -> SourceRange? {
        let name = tree.name(of: node)
        guard name == "tableView" || name == "collectionView" || name == "outlineView" else { return nil }
        if document.platform == .macOS {
            guard name != "collectionView" else { return nil }
            guard let attribute = tree.attributeIndex("multipleSelection", of: node) else { return tree.range(ofStartTag: node) }
            return tree.value(attribute) == "NO" ? nil : tree.range(ofAttribute: attribute)
        }
        for key in ["allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"] {
            if let attribute = tree.attributeIndex(key, of: node), tree.value(attribute) == "YES" { return tree.range(ofAttribute: attribute) }
        }
        return nil
    }

    private func describePopover(_ segue: InterfaceBuilderDocument.Segue, api: PopoverAPI?,
                                 _ attributes: inout PresentationAttributes, _ element: inout ElementDraft) {
        attributes.api = api
        if let kind = tree.attributeIndex("kind", of: segue.node) { element[position: .api] = tree.range(ofAttribute: kind) }
        for child in tree.children(of: segue.node) where tree.name(of: child) == "popoverArrowDirection" {
            let permitted = ArrowDirection.allCases.filter { tree.attribute($0.rawValue, of: child) == "YES" }
            attributes.arrow = Set(permitted)
            attributes.arrowNone = permitted.isEmpty
            element[position: .arrow] = tree.range(ofStartTag: child)
        }
        // AppKit's behaviours: transient and semitransient close on a click outside; an
        // application-defined popover closes only when the app closes it.
        if let behavior = tree.attributeIndex("popoverBehavior", of: segue.node),
           ["a", "applicationDefined"].contains(tree.value(behavior)) {
            attributes.outsideTap = .prevent
            element[position: .dismissOutsideTap] = tree.range(ofAttribute: behavior)
        } else {
            attributes.outsideTapUnknown = true
        }
        if let destination = segue.destination, let (size, node) = preferredSize(of: destination, depth: 0) {
            attributes.size = size
            element[position: .size] = tree.range(ofStartTag: node)
        }
    }

    /// What the Swift classes of the presenting scene and of the destination say about the popover:
    /// the presenter's delegate methods (only when its scene makes this one popover, so that which
    /// segue `prepare(for:sender:)` sets up is not in doubt), the destination's modality.
    private mutating func joinClasses(of segue: InterfaceBuilderDocument.Segue, _ attributes: inout PresentationAttributes,
                                      _ element: inout ElementDraft) {
        // The classes' facts are UIKit's; what the document already says is not overridden.
        guard var classes, document.platform == .iOS || document.platform == .iPadOS else { return }
        defer { self.classes = classes }
        let presenterFacts = building.last.flatMap { presenter in
            classes.facts(forControllerOf: document.scenes[presenter], in: tree).map { (document.scenes[presenter], $0) }
        }
        // A delegate whose answer is not read, set for this segue or maybe for it: what a compact
        // width makes of the popover is unknown (listed so; no rule fires on it).
        if let (scene, facts) = presenterFacts, let undecided = facts.undecidedAdaptation,
           undecided == .any || isPrepared(segue, of: scene, by: undecided) {
            attributes.compactAdaptationUnknown = true
        }
        // A class declared twice is joined to no scene; one of them may decide the adaptation.
        if presenterFacts == nil, let presenter = building.last,
           classes.compactAdaptationIsUndecided(forControllerOf: document.scenes[presenter], in: tree) {
            attributes.compactAdaptationUnknown = true
        }
        // The delegate set in several identifiers' branches is each of those segues' delegate.
        let delegatePrepared = presenterFacts.flatMap { scene, facts in facts.delegateSegues.map { isPrepared(segue, of: scene, by: $0) } }
        if let (scene, facts) = presenterFacts, delegatePrepared ?? isPrepared(segue, of: scene, by: facts.preparedSegues) {
            if let (adaptation, range) = facts.compactAdaptation {
                attributes.compactAdaptation = adaptation
                element[position: .compactAdaptation] = facts.file.numbered(range)
                codeDecidesCompactWidth = true
            }
            if let range = facts.refusedOutsideTap, attributes.outsideTap == nil {
                attributes.outsideTap = .prevent
                attributes.outsideTapUnknown = false
                element[position: .dismissOutsideTap] = facts.file.numbered(range)
            }
        } else if let (_, facts) = presenterFacts, delegatePrepared == nil, facts.preparedSegues == .any {
            if facts.compactAdaptation != nil { attributes.compactAdaptationUnknown = true }
        }
        if let (scene, facts) = presenterFacts, isPrepared(segue, of: scene, by: facts.preparedSegues) {
            join(size: facts.preparedSize, arrows: facts.preparedArrows, of: facts.file, &attributes, &element)
        } else if let (_, facts) = presenterFacts, facts.preparedSegues == .any {
            // `prepare(for:sender:)` sets up some of the scene's several popover segues, which of
            // them is not read: what it sets may be this one's, and what the storyboard says of
            // that is not sure (`if segue.identifier == "emoji" { … } else if …` with a size each).
            join(size: facts.preparedSize.map { .unknown($0.range) }, arrows: facts.preparedArrows.map { .unknown($0.range) },
                 of: facts.file, &attributes, &element)
        }
        if let destination = segue.destination, let facts = classes.facts(forControllerOf: document.scenes[destination], in: tree),
           let range = facts.modal {
            attributes.modal = true
            element[position: .modal] = facts.file.numbered(range)
        }
        // The content's own code runs after `prepare(for:sender:)`: its values win. A navigation
        // controller's popover follows the size its root asks for, plus a bar whose height the
        // storyboard does not say: a root's size in code leaves the popover's unknown.
        for (depth, scene) in contentScenes(of: segue).enumerated() {
            guard let facts = classes.facts(forControllerOf: document.scenes[scene], in: tree) else { continue }
            if facts.setsMultipleSelection { attributes.multipleSelectionUnknown = true }
            var size = facts.contentSize
            if depth > 0, let set = size { size = .unknown(set.range) }
            join(size: size, arrows: facts.contentArrows, of: facts.file, &attributes, &element)
        }
    }

    /// Where the presenting scene's class sets `modalPresentationStyle = .popover` on this segue's
    /// destination in `prepare(for:sender:)`, when the segue is a presentation (`kind="presentation"`
    /// or the old `modal`) that the code is known to set up: for every segue, for its identifier or
    /// destination class, or as the scene's one presentation segue.
    private mutating func popoverMadeInPrepare(_ segue: InterfaceBuilderDocument.Segue) -> SourceRange? {
        guard var classes, document.platform == .iOS || document.platform == .iPadOS,
              segue.kind == "presentation" || segue.kind == "modal", let presenter = building.last else { return nil }
        defer { self.classes = classes }
        let scene = document.scenes[presenter]
        guard let facts = classes.facts(forControllerOf: scene, in: tree), let (range, segues) = facts.preparedPopover else { return nil }
        let prepared: Bool
        if case .any = segues {
            prepared = scene.segues.filter { $0.presents != nil }.count == 1
        } else {
            prepared = isPrepared(segue, of: scene, by: segues)
        }
        return prepared ? facts.file.numbered(range) : nil
    }

    /// The segue's destination and, down a chain of navigation controllers, the root each shows:
    /// outermost first.
    private func contentScenes(of segue: InterfaceBuilderDocument.Segue) -> [Int] {
        var scenes: [Int] = []
        var next = segue.destination
        while let scene = next, scenes.count < 5, !scenes.contains(scene) {
            scenes.append(scene)
            let roots = document.scenes[scene].segues.filter {
                $0.contains && $0.kind == "relationship" && $0.owner == document.scenes[scene].controller
            }
            next = roots.count == 1 ? roots[0].destination : nil
        }
        return scenes
    }

    /// Whether the presenter's `prepare(for:sender:)` is known to set up this segue: it sets up
    /// every segue alike, or this is the scene's one popover segue, or the segue has the
    /// identifier and the destination class the code checks for.
    private func isPrepared(_ segue: InterfaceBuilderDocument.Segue, of scene: InterfaceBuilderDocument.Scene,
                            by prepared: PreparedSegues) -> Bool {
        switch prepared {
        case .every:
            return true
        case .any:
            return scene.segues.filter { $0.presents?.type == .popover }.count == 1
        case .matching(let identifiers, let destinationClasses):
            if let identifiers {
                guard let identifier = tree.attribute("identifier", of: segue.node), identifiers.contains(identifier) else { return false }
            }
            if let destinationClasses {
                // The destination's class, then its root's, as far as the code checks them.
                let classes = contentScenes(of: segue).map { className(of: document.scenes[$0].controller) }
                guard destinationClasses.contains(where: { chain in
                    chain.count <= classes.count && zip(chain, classes).allSatisfy { $0 == $1 }
                }) else { return false }
            }
            return true
        }
    }

    /// A scene's controller class: its `customClass` (a module prefix, `Shelf.`, dropped as for
    /// every join), else UIKit's class for the element (`<navigationController>`:
    /// `UINavigationController`).
    private func className(of controller: Int) -> String? {
        if let written = tree.attribute("customClass", of: controller) {
            return written.split(separator: ".").last.map(String.init)
        }
        return Self.uiKitClasses[tree.name(of: controller)]
    }

    private static let uiKitClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
    ]

    /// A size or arrows that code sets replace the storyboard's: a literal one is the popover's
    /// (and findings point at it in the Swift file); any other leaves them unknown.
    private mutating func join(size: CodeValue<Size>?, arrows: CodeValue<Set<ArrowDirection>>?, of file: OtherFileLines,
                               _ attributes: inout PresentationAttributes, _ element: inout ElementDraft) {
        switch size {
        case .literal(let value, let range)?:
            attributes.size = value
            element[position: .size] = file.numbered(range)
        case .unknown?:
            attributes.size = nil
            element[position: .size] = nil
        case nil:
            break
        }
        switch arrows {
        case .literal(let value, let range)?:
            attributes.arrow = value
            attributes.arrowNone = value.isEmpty
            element[position: .arrow] = file.numbered(range)
            arrowsSetInCode.remove(element.index)
        case .unknown?:
            attributes.arrow = PresentationAttributes.allArrows
            attributes.arrowNone = false
            element[position: .arrow] = nil
            arrowsSetInCode.insert(element.index)
        case nil:
            break
        }
    }

    /// A scene's preferred content size: `contentSizeForViewInPopover` or `preferredContentSize`,
    /// else (iOS) its freeform simulated size or (macOS) its root view's size, else that of the
    /// view controller it shows (a navigation controller takes its root's).
    private func preferredSize(of sceneIndex: Int, depth: Int) -> (Size, Int)? {
        let scene = document.scenes[sceneIndex]
        func size(key: StaticString) -> (Size, Int)? {
            guard let node = document.child(of: scene.controller, key: key),
                  let width = document.number("width", of: node), let height = document.number("height", of: node) else { return nil }
            return (Size(width: width, height: height), node)
        }
        if let explicit = size(key: "contentSizeForViewInPopover") ?? size(key: "preferredContentSize") { return explicit }
        if document.platform == .macOS {
            if let view = scene.rootView, let (frame, node) = document.frameRect(of: view) {
                return (Size(width: frame.width, height: frame.height), node)
            }
        } else if let freeform = size(key: "freeformSize") {
            return freeform
        }
        guard depth < 4 else { return nil }
        for segue in scene.segues where segue.contains && segue.owner == scene.controller {
            if let destination = segue.destination, let found = preferredSize(of: destination, depth: depth + 1) { return found }
        }
        return nil
    }

    /// Presentation segues whose anchor is not among the views made (a gesture recognizer's, an
    /// anchor left out of the default layout) are presented from the scene's first view.
    private mutating func attachUnanchored(_ anchors: inout Anchors, roots: [Int]) {
        guard let root = roots.first(where: { arena[$0].frame != nil }) ?? roots.first else { return }
        for segue in anchors.takeAll() { emitPresentation(segue, source: root) }
    }

    /// Gives popovers on iOS and iPadOS the frame UIKit would give them, when that is sure: the
    /// screen's size, the source's frame and the whole preferred size are known, and the popover
    /// fits with it on a permitted side. Inside a presentation sources have no frame, so nested
    /// popovers are never placed.
    private mutating func placePopovers(in viewport: Rect?) {
        guard let viewport, document.platform == .iOS || document.platform == .iPadOS else { return }
        for index in arena.elements.indices where arena[index].type == .popover && arena[index].frame == nil && !arrowsSetInCode.contains(index) {
            guard let attributes = arena[index].presentation, !attributes.arrowNone,
                  let width = attributes.size?.width, let height = attributes.size?.height,
                  let source = arena[index].parent.flatMap({ arena[$0].frame }) else { continue }
            if case .fits(let frame, _) = PopoverPlacement.place(width: width, height: height, from: source,
                                                                 arrows: attributes.arrow, in: viewport) {
                arena[index].frame = frame
                arena[index][position: .frame] = arena[index].range
            }
        }
    }
}

/// A point in a screen's coordinates.
struct Point {
    var x: Double
    var y: Double
}

/// The presentation segues of one scene being built, by the id of the element they are anchored
/// at; each is taken once, by the first element with that id.
private struct Anchors {
    let scene: InterfaceBuilderDocument.Scene
    private var byAnchor: [String: [InterfaceBuilderDocument.Segue]] = [:]

    init(scene: InterfaceBuilderDocument.Scene) {
        self.scene = scene
        for segue in scene.segues where segue.presents != nil {
            byAnchor[segue.anchor ?? "", default: []].append(segue)
        }
    }

    mutating func take(_ id: String) -> [InterfaceBuilderDocument.Segue] {
        guard !byAnchor.isEmpty else { return [] }
        return byAnchor.removeValue(forKey: id) ?? []
    }

    mutating func drop(within nodes: Range<Int>) {
        byAnchor = byAnchor.mapValues { $0.filter { !nodes.contains($0.node) } }.filter { !$0.value.isEmpty }
    }

    mutating func takeAll() -> [InterfaceBuilderDocument.Segue] {
        defer { byAnchor = [:] }
        return byAnchor.values.flatMap { $0 }.sorted { $0.node < $1.node }
    }
}

/// The Swift classes one storyboard's scenes name, and the Swift files their facts come from,
/// each numbered after the document's lines and after each other. A class read with its
/// extensions of other files has its own block of lines, each of those files at its place in it.
private struct SceneClasses {
    let index: any SceneClassIndex
    private(set) var files: [OtherFileLines] = []
    /// Where each block starts: by the file's path, or by the class for a joined one.
    private var blocks: [String: Int] = [:]
    private var nextLine: Int

    init(index: any SceneClassIndex, firstLine: Int) {
        self.index = index
        nextLine = firstLine
    }

    /// Whether the scene's view controller's `customClass` is one of several same-named classes,
    /// one of which may decide what a compact width makes of its popovers.
    func compactAdaptationIsUndecided(forControllerOf scene: InterfaceBuilderDocument.Scene, in tree: XMLTree) -> Bool {
        guard let name = tree.attribute("customClass", of: scene.controller) else { return false }
        return index.compactAdaptationIsUndecided(forClass: name, module: tree.attribute("customModule", of: scene.controller))
    }

    /// The facts of the scene's view controller's `customClass`, with its file numbered.
    mutating func facts(forControllerOf scene: InterfaceBuilderDocument.Scene, in tree: XMLTree) -> SceneClassFacts? {
        guard let name = tree.attribute("customClass", of: scene.controller),
              var facts = index.facts(forClass: name, module: tree.attribute("customModule", of: scene.controller)), !facts.isEmpty
        else { return nil }
        let key = facts.parts.isEmpty ? "file " + facts.file.path : "class " + name
        if let known = blocks[key] {
            facts.file.firstLine = known
            return facts
        }
        guard nextLine + facts.file.lineCount < Int(UInt32.max) / 2 else { return nil }
        blocks[key] = nextLine
        facts.file.firstLine = nextLine
        for part in facts.parts.isEmpty ? [facts.file] : facts.parts {
            var numbered = part
            numbered.firstLine = facts.parts.isEmpty ? nextLine : nextLine + part.firstLine
            files.append(numbered)
        }
        nextLine += facts.file.lineCount
        return facts
    }
}
