/// A storyboard or xib read from its XML tree: where it runs, its scenes, and its segues with
/// their owners, anchors and destinations. Knows Interface Builder's XML shapes; knows nothing of
/// rules. `InterfaceBuilderScreens` turns it into screens.
struct InterfaceBuilderDocument {
    /// A view controller's scene in a storyboard, or a top-level view or window of a xib.
    struct Scene {
        /// The view controller (or the xib's top-level object).
        var controller: Int
        /// The view whose frame is the screen: the controller's `view`, a window's content view,
        /// or the top-level view itself.
        var rootView: Int?
        var name: String
        /// Designed at a freeform simulated size: its root view is not the screen.
        var freeform: Bool
        /// Segues out of this scene, in document order.
        var segues: [Segue]
    }

    struct Segue {
        var node: Int
        /// The element whose `<connections>` holds the segue.
        var owner: Int
        var kind: String
        var destination: Int?
        /// The id of the element the segue is anchored at: `popoverAnchorView`,
        /// `popoverAnchorBarButtonItem`, else the owner's (the root view's for a controller's own segue).
        var anchor: String?
        /// A presentation over its source; nil for a push, an embed, a relationship, …
        var presents: (type: ElementType, api: PopoverAPI?)?
        /// Shows the destination inside the owner: a container view's embed, a navigation
        /// controller's root view controller, a window's content view controller.
        var contains: Bool
    }

    /// What an element name stands for in a view tree.
    enum NameKind {
        /// A property of its parent (`rect`, `color`, `connections`, …): never a view.
        case property
        /// Holds views that belong to the view above it (`subviews`, `cells`, …).
        case wrapper
        case view(ElementType)
        /// Anything else: a view when it has a frame.
        case other
    }

    /// The numbers of the names read in every element, found once per file.
    struct Names {
        let key, id, rect, x, y, width, height: UInt16?
        let title, text, placeholder, toolTip, systemItem, editable: UInt16?

        init(_ tree: XMLTree) {
            (key, id, rect) = (tree.nameID("key"), tree.nameID("id"), tree.nameID("rect"))
            (x, y, width, height) = (tree.nameID("x"), tree.nameID("y"), tree.nameID("width"), tree.nameID("height"))
            (title, text, placeholder) = (tree.nameID("title"), tree.nameID("text"), tree.nameID("placeholder"))
            (toolTip, systemItem, editable) = (tree.nameID("toolTip"), tree.nameID("systemItem"), tree.nameID("editable"))
        }
    }

    let tree: XMLTree
    let names: Names
    let fileName: String
    let platform: Platform
    let sizeClass: SizeClass?
    /// By name number (`XMLTree.Node.name`): the vocabulary's tables looked up once per name,
    /// not once per element.
    let nameKinds: [NameKind]
    private(set) var scenes: [Scene] = []
    /// The app's projects say it runs on another device than the one Interface Builder previewed
    /// the document on: its scenes' sizes are the preview device's, not where the app runs.
    private(set) var previewedOnAnotherDevice = false

    /// Reads the document element; nil with the problem when the file is XML but not Interface Builder's.
    /// Configuration's `platform` and `sizeClass` (in `reading`) fill in only what the document
    /// leaves open: an iOS document without a device may be an iPhone's or an iPad's, and an
    /// iPhone in landscape has no size class of its own.
    static func read(_ tree: XMLTree, path: String, reading: ReadingContext = ReadingContext()) -> Result<InterfaceBuilderDocument, ParseFailure> {
        guard tree.name(of: 0) == "document" else {
            return .failure(ParseFailure(message: "the root element is <\(tree.name(of: 0))>, not an Interface Builder <document>",
                                         position: tree.range(ofStartTag: 0).start))
        }
        var device: Int?
        for child in tree.children(of: 0) where tree.name(of: child) == "device" { device = child }
        var previewedOnAnotherDevice = false
        var (platform, sizeClass) = InterfaceBuilderVocabulary.platform(
            targetRuntime: tree.attribute("targetRuntime", of: 0),
            device: device.flatMap { tree.attribute("id", of: $0) },
            orientation: device.flatMap { tree.attribute("orientation", of: $0) })
        if device == nil, sizeClass == nil, let configured = reading.platform, configured == .iOS || configured == .iPadOS {
            platform = configured
            sizeClass = reading.horizontalSizeClass ?? configured.defaultHorizontalSizeClass
        } else if platform == .iPadOS, reading.platform == .iOS {
            // An iPhone-only app (its project, or configuration's `platform: iOS`) previewed on an
            // iPad: the device Interface Builder shows is an editor setting, not where the app runs.
            platform = .iOS
            sizeClass = reading.horizontalSizeClass ?? Platform.iOS.defaultHorizontalSizeClass
            previewedOnAnotherDevice = true
        } else if platform == .iOS, reading.platform == .iPadOS, reading.runsOnIPadOnly {
            // An iPad-only app (its projects say so) previewed on an iPhone: it never runs there.
            platform = .iPadOS
            sizeClass = reading.horizontalSizeClass ?? Platform.iPadOS.defaultHorizontalSizeClass
            previewedOnAnotherDevice = true
        } else if sizeClass == nil {
            sizeClass = reading.horizontalSizeClass
        }
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let kinds = tree.names.map { name -> NameKind in
            if let type = InterfaceBuilderVocabulary.elementTypes[name] { return .view(type) }
            if InterfaceBuilderVocabulary.properties.contains(name) { return .property }
            return InterfaceBuilderVocabulary.wrappers.contains(name) ? .wrapper : .other
        }
        var document = InterfaceBuilderDocument(tree: tree, names: Names(tree), fileName: fileName, platform: platform,
                                                sizeClass: sizeClass, nameKinds: kinds)
        document.scenes = document.findScenes()
        document.previewedOnAnotherDevice = previewedOnAnotherDevice
        return .success(document)
    }

    // MARK: - Scenes

    private func findScenes() -> [Scene] {
        var scenes: [Scene] = []
        for section in tree.children(of: 0) {
            switch tree.name(of: section) {
            case "scenes":
                for scene in tree.children(of: section) where tree.name(of: scene) == "scene" {
                    // A storyboard reference (`viewControllerPlaceholder`) stands for a scene of
                    // another file: nothing of it is known here, so a segue to it shows no content.
                    guard let objects = child(of: scene, named: "objects"),
                          let controller = tree.children(of: objects).first(where: { tree.attribute("sceneMemberID", of: $0) == "viewController" }),
                          tree.name(of: controller) != "viewControllerPlaceholder"
                    else { continue }
                    scenes.append(self.scene(controller: controller, rootView: rootView(of: controller)))
                }
            case "objects":
                // A xib: each top-level view or window is a screen of its own.
                for object in tree.children(of: section) where tree.name(of: object) != "placeholder" {
                    if tree.name(of: object) == "window" {
                        scenes.append(scene(controller: object, rootView: child(of: object, key: "contentView")))
                    } else if frameRect(of: object) != nil {
                        scenes.append(scene(controller: object, rootView: object))
                    } else if let view = child(of: object, key: "view") {
                        scenes.append(scene(controller: object, rootView: view))
                    }
                }
            default:
                continue
            }
        }
        return resolveDestinations(scenes)
    }

    private func scene(controller: Int, rootView: Int?) -> Scene {
        // Named as people know the scene (sources.md, "Findings speak the file's language"): its
        // storyboard identifier, title, label or class; the object id only when it has none.
        let label = Self.seenName(of: controller, in: tree) ?? tree.attribute("id", of: controller)
        let freeform = tree.children(of: controller).contains { child in
            tree.name(of: child) == "freeformSimulatedSizeMetrics" || tree.attribute("key", of: child) == "freeformSize"
        } || rootView.map { view in tree.children(of: view).contains { tree.name(of: $0) == "freeformSimulatedSizeMetrics" } } == true
        return Scene(controller: controller, rootView: rootView, name: fileName + ": " + (label ?? "scene"),
                     freeform: freeform, segues: segues(in: controller, rootView: rootView))
    }

    /// What people call a scene's controller: its storyboard identifier, title, Xcode label or
    /// class (without its module), never its object id.
    static func seenName(of controller: Int, in tree: XMLTree) -> String? {
        ["storyboardIdentifier", "title", "userLabel", "customClass"].lazy.compactMap { tree.attribute($0, of: controller) }
            .first { !$0.isEmpty }
    }

    /// A controller's view: its `view` (a window controller's window's content view).
    private func rootView(of controller: Int) -> Int? {
        if let view = child(of: controller, key: "view") { return view }
        if let window = child(of: controller, key: "window") { return child(of: window, key: "contentView") }
        return nil
    }

    /// Every segue in the scene, outside size-class variations, with its owner and anchor.
    private func segues(in controller: Int, rootView: Int?) -> [Segue] {
        guard let connections = tree.nameID("connections"), let segue = tree.nameID("segue") else { return [] }
        let variation = tree.nameID("variation")
        var result: [Segue] = []
        var node = controller
        let end = Int(tree.nodes[controller].end)
        while node < end {
            let name = tree.nodes[node].name
            if name == variation {
                node = Int(tree.nodes[node].end)
                continue
            }
            if name == segue, tree.nodes[tree.parent(of: node)].name == connections {
                let owner = tree.parent(of: tree.parent(of: node))
                result.append(self.segue(node, owner: owner, controller: controller, rootView: rootView))
            }
            node += 1
        }
        return result
    }

    private func segue(_ node: Int, owner: Int, controller: Int, rootView: Int?) -> Segue {
        let kind = tree.attribute("kind", of: node) ?? ""
        let ownerForAnchor = owner == controller ? (rootView ?? controller) : owner
        let anchor = tree.attribute("popoverAnchorView", of: node) ?? tree.attribute("popoverAnchorBarButtonItem", of: node)
            ?? tree.attribute("id", of: ownerForAnchor)
        let relationship = tree.attribute("relationship", of: node)
        let contains = kind == "embed" || (kind == "relationship"
            && (relationship == "rootViewController" || relationship == "window.shadowedContentViewController"))
        let presents = InterfaceBuilderVocabulary.presentation(kind: kind, style: tree.attribute("modalPresentationStyle", of: node),
                                                               platform: platform)
        return Segue(node: node, owner: owner, kind: kind, destination: nil, anchor: anchor, presents: presents, contains: contains)
    }

    private func resolveDestinations(_ scenes: [Scene]) -> [Scene] {
        var byID: [String: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            if let id = tree.attribute("id", of: scene.controller), byID[id] == nil { byID[id] = index }
        }
        return scenes.map { scene in
            var scene = scene
            for index in scene.segues.indices {
                scene.segues[index].destination = tree.attribute("destination", of: scene.segues[index].node).flatMap { byID[$0] }
            }
            return scene
        }
    }

    // MARK: - Looking things up

    func kind(of node: Int) -> NameKind { nameKinds[Int(tree.nodes[node].name)] }

    func child(of node: Int, named name: String) -> Int? {
        tree.children(of: node).first { tree.name(of: $0) == name }
    }

    func child(of node: Int, key: StaticString) -> Int? {
        tree.children(of: node).first { tree.value(tree.attributeIndex(names.key, of: $0), is: key) }
    }

    /// The element's object id.
    func id(of node: Int) -> String? {
        tree.attributeIndex(names.id, of: node).map(tree.value)
    }

    /// `<rect key="frame" …>` of a view, as written (relative to its superview).
    func frameRect(of node: Int) -> (rect: Rect, node: Int)? {
        guard let rectName = names.rect,
              let rect = tree.children(of: node).first(where: {
                  tree.nodes[$0].name == rectName && tree.value(tree.attributeIndex(names.key, of: $0), is: "frame")
              }),
              let frame = rectangle(rect) else { return nil }
        return (frame, rect)
    }

    func rectangle(_ node: Int) -> Rect? {
        func number(_ name: UInt16?) -> Double? { tree.attributeIndex(name, of: node).flatMap(tree.number) }
        guard let width = number(names.width), let height = number(names.height) else { return nil }
        return Rect(x: number(names.x) ?? 0, y: number(names.y) ?? 0, width: width, height: height)
    }

    func number(_ name: String, of node: Int) -> Double? {
        tree.attributeIndex(name, of: node).flatMap(tree.number)
    }
}
