import Foundation
import XCTest
@testable import HiglintCore

/// One test per mapping rule of docs/sources.md: what a storyboard or xib becomes in the screen
/// model, and where findings about it point.
final class InterfaceBuilderReaderTests: XCTestCase {
    // MARK: - Building storyboards

    static let iPhone = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#
    static let iPad = #"<device id="ipad10_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>"#

    /// A storyboard of the given scenes, each as written (see `scene`).
    func storyboard(runtime: String = "iOS.CocoaTouch", device: String? = iPhone, _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)" useAutolayout="YES">
        \(device ?? "")
        <scenes>
        \(scenes.joined(separator: "\n"))
        </scenes>
        </document>
        """
    }

    /// A view controller scene whose root view (id `<id>-view`) holds `subviews`.
    func scene(_ id: String, attributes: String = "", width: Int = 393, height: Int = 852, subviews: String = "", extra: String = "") -> String {
        """
        <scene sceneID="\(id)-scene"><objects>
        <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
        <view key="view" id="\(id)-view"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        <subviews>\(subviews)</subviews>
        </view>
        \(extra)
        </viewController>
        </objects></scene>
        """
    }

    func read(_ text: String, path: String = "Main.storyboard") -> ScreenReading {
        InterfaceBuilderReader().read(Array(text.utf8), path: path, limits: .default)
    }

    func screens(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Screen] {
        let reading = read(text)
        XCTAssertEqual(reading.findings.map(\.messageKey), [], "\(reading.findings.map(\.arguments))", file: file, line: line)
        return reading.screens
    }

    func element(_ id: String, in screen: Screen) -> Element? { screen.elements.first { $0.id == id } }

    /// What is written at `position` (the next `length` characters): where a finding points.
    func written(at position: SourcePosition?, in text: String, length: Int = 14) -> String {
        guard let position else { return "nowhere" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line <= lines.count else { return "past the end" }
        let scalars = lines[position.line - 1].unicodeScalars.dropFirst(position.column - 1).prefix(length)
        return String(String.UnicodeScalarView(scalars))
    }

    /// Each finding as `rule line:column` and what it points at.
    func findingsAndPlaces(_ text: String, length: Int = 14) -> [String] {
        Linter().lint(bytes: Array(text.utf8), path: "Main.storyboard").map {
            "\($0.ruleID) \($0.range.start) \(written(at: $0.range.start, in: text, length: length))"
        }
    }

    /// The findings of the default rules, as `rule line:column`.
    func findings(_ text: String, path: String = "Main.storyboard") -> [String] {
        Linter().lint(bytes: Array(text.utf8), path: path).map { "\($0.ruleID) \($0.range.start)" }
    }

    // MARK: - Scenes and screens

    func testScenesAreScreensNamedByIdentifierTitleOrID() {
        let text = storyboard(
            scene("A", attributes: #"storyboardIdentifier="Library" title="Books""#),
            scene("B", attributes: #"title="Settings""#),
            scene("C"),
            scene("D", width: 320, height: 200, extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="320" height="200"/>"#))
        let screens = screens(text)
        XCTAssertEqual(screens.map(\.name), ["Main.storyboard: Library", "Main.storyboard: Settings", "Main.storyboard: C", "Main.storyboard: D"])
        XCTAssertEqual(screens[0].viewport, Size(width: 393, height: 852))
        // A scene designed at a freeform size is not the screen: its size is no viewport.
        XCTAssertNil(screens[3].viewport)
        XCTAssertEqual(screens[0].range.start, SourcePosition(line: 6, column: 1))
    }

    func testTheDeviceDecidesPlatformAndSizeClass() {
        func canvas(_ runtime: String, _ device: String?) -> String {
            let screen = screens(storyboard(runtime: runtime, device: device, scene("A")))[0]
            return "\(screen.platform?.rawValue ?? "-") \(screen.horizontalSizeClass?.rawValue ?? "unknown")"
        }
        XCTAssertEqual(canvas("iOS.CocoaTouch", Self.iPhone), "iOS compact")
        XCTAssertEqual(canvas("iOS.CocoaTouch", #"<device id="retina6_12" orientation="landscape"/>"#), "iOS unknown")
        XCTAssertEqual(canvas("iOS.CocoaTouch", Self.iPad), "iPadOS regular")
        XCTAssertEqual(canvas("iOS.CocoaTouch.iPad", nil), "iPadOS regular")
        XCTAssertEqual(canvas("iOS.CocoaTouch", nil), "iOS unknown")
        XCTAssertEqual(canvas("MacOSX.Cocoa", nil), "macOS regular")
        XCTAssertEqual(canvas("AppleTV", #"<device id="appleTV" appearance="light"/>"#), "tvOS regular")
    }

    func testFramesAreConvertedToSceneCoordinates() {
        let subviews = """
        <view id="outer"><rect key="frame" x="10" y="100" width="300" height="200"/>
          <subviews><stackView id="stack"><rect key="frame" x="20" y="30" width="200" height="100"/>
            <subviews><button id="deep"><rect key="frame" x="5" y="6" width="50" height="20"/></button></subviews>
          </stackView></subviews>
        </view>
        """
        let text = storyboard(scene("A", subviews: subviews))
        let screen = screens(text)[0]
        XCTAssertEqual(element("deep", in: screen)?.frame, Rect(x: 35, y: 136, width: 50, height: 20))
        let frame = element("stack", in: screen)?.keyPositions["frame"]?.start
        XCTAssertEqual(frame, SourcePosition(line: 9, column: 35))
        XCTAssertEqual(written(at: frame, in: text), #"<rect key="fra"#)
        XCTAssertEqual(element("A-view", in: screen)?.frame, Rect(x: 0, y: 0, width: 393, height: 852))
    }

    func testElementTypesMapFromXMLNames() {
        let names = ["button", "textField", "textView", "searchBar", "switch", "slider", "stepper", "pickerView", "datePicker",
                     "segmentedControl", "label", "imageView", "mapView", "wkWebView", "tableView", "collectionView", "toolbar",
                     "navigationBar", "tabBar", "scrollView", "stackView", "view", "containerView", "activityIndicatorView", "pageControl",
                     "visualEffectView", "customView"]
        let subviews = names.map { #"<\#($0) id="\#($0)-id"><rect key="frame" x="0" y="0" width="10" height="10"/></\#($0)>"# }.joined()
        let screen = screens(storyboard(scene("A", subviews: subviews)))[0]
        XCTAssertEqual(names.map { element("\($0)-id", in: screen)?.type?.rawValue ?? "missing" }, [
            "button", "textField", "textView", "searchField", "toggle", "slider", "stepper", "picker", "datePicker",
            "segmentedControl", "label", "image", "map", "webView", "table", "collection", "toolbar",
            "navigationBar", "tabBar", "scrollView", "stack", "view", "view", "progress", "view", "view", "view",
        ])
    }

    /// A view is custom when it names a class of the app's own, and known by that class; not when
    /// the class is Apple's, or when it holds subviews (a container, its subviews judged themselves).
    func testAViewWithACustomClassIsCustomUnlessApplesOrAContainer() {
        let subviews = """
        <view id="canvas" customClass="SignatureView" customModule="Notes" customModuleProvider="target"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view id="chart" customClass="Notes.ChartView"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view id="labelled" customClass="DialView"><rect key="frame" x="0" y="0" width="10" height="10"/><accessibility key="accessibilityConfiguration" label="Volume"/></view>
        <view id="map" customClass="MKMapView"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view id="blur" customClass="UIVisualEffectView"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        <view id="card" customClass="CardView" customModule="Notes"><rect key="frame" x="0" y="0" width="10" height="10"/>
          <subviews><label id="inside" text="Hi"><rect key="frame" x="0" y="0" width="5" height="5"/></label></subviews>
        </view>
        """
        let screen = screens(storyboard(scene("A", subviews: subviews)))[0]
        let read = ["canvas", "chart", "labelled", "map", "blur", "card"].map { id -> String in
            guard let element = element(id, in: screen) else { return "missing" }
            return "\(element.type?.rawValue ?? "-") \(element.named(or: "-"))"
        }
        XCTAssertEqual(read, ["custom SignatureView", "custom ChartView", "custom Volume", "map map", "view blur", "view card"])
    }

    func testTableCellsKeepTheirViewsAndLayoutObjectsAreNotViews() {
        let subviews = """
        <tableView id="table"><rect key="frame" x="0" y="0" width="393" height="600"/>
          <prototypes><tableViewCell id="cell"><rect key="frame" x="0" y="50" width="393" height="44"/>
            <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="393" height="44"/>
              <subviews><label text="Row" id="row"><rect key="frame" x="16" y="12" width="100" height="20"/></label></subviews>
            </tableViewCellContentView>
          </tableViewCell></prototypes>
        </tableView>
        <collectionView id="grid"><rect key="frame" x="0" y="600" width="393" height="200"/>
          <collectionViewFlowLayout key="collectionViewLayout" id="layout"><size key="itemSize" width="50" height="50"/></collectionViewFlowLayout>
        </collectionView>
        """
        let screen = screens(storyboard(scene("A", subviews: subviews)))[0]
        XCTAssertEqual(screen.elements.map { $0.id ?? "?" }, ["A-view", "table", "cell", "row", "grid"])
        XCTAssertEqual(element("cell", in: screen)?.children, [3])
        XCTAssertEqual(element("row", in: screen)?.frame, Rect(x: 16, y: 62, width: 100, height: 20))
    }

    func testCopyComesFromAttributesButtonStatesCellsAndAccessibility() {
        let subviews = """
        <label text="Shelves" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        <textField placeholder="Name" text="Draft" id="t"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>
        <button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Share"/>
          <accessibility key="accessibilityConfiguration" label="Share the shelf" hint="Opens sharing"/></button>
        <button id="c"><rect key="frame" x="0" y="0" width="10" height="10"/><buttonConfiguration key="configuration" style="plain" title="Sort"/></button>
        <button id="d"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Button"/>
          <buttonConfiguration key="configuration" style="filled" title="Play"/></button>
        """
        let text = storyboard(scene("A", subviews: subviews))
        let screen = screens(text)[0]
        XCTAssertEqual(element("l", in: screen)?.text, "Shelves")
        XCTAssertEqual(element("t", in: screen)?.placeholder, "Name")
        XCTAssertEqual(element("t", in: screen)?.text, "Draft")
        XCTAssertEqual(element("b", in: screen)?.title, "Share")
        XCTAssertEqual(element("b", in: screen)?.label, "Share the shelf")
        XCTAssertEqual(element("b", in: screen)?.help, "Opens sharing")
        XCTAssertEqual(element("c", in: screen)?.title, "Sort")
        // A configured button shows its configuration's title, not the normal state's left beside it.
        XCTAssertEqual(element("d", in: screen)?.title, "Play")
        // Findings on copy point at the attribute's name.
        let placeholder = element("t", in: screen)?.keyPositions["placeholder"]?.start
        XCTAssertEqual(placeholder, SourcePosition(line: 9, column: 12))
        XCTAssertEqual(written(at: placeholder, in: text), #"placeholder="N"#)
        let title = element("b", in: screen)?.keyPositions["title"]?.start
        XCTAssertEqual(title, SourcePosition(line: 10, column: 90))
        XCTAssertEqual(written(at: title, in: text), #"title="Share"/"#)
    }

    func testRolesComeFromSystemItemsAndExactTitles() {
        let subviews = """
        <toolbar id="bar"><rect key="frame" x="0" y="800" width="393" height="44"/><items>
          <barButtonItem systemItem="done" id="done"/><barButtonItem systemItem="cancel" id="cancel"/>
          <barButtonItem systemItem="stop" id="stop"/><barButtonItem systemItem="add" id="add"/>
          <barButtonItem title="Close" id="titled"/>
        </items></toolbar>
        <button id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="CANCEL"/></button>
        <button id="b2"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Cancel order"/></button>
        <label text="Done" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        <button id="b3"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="Close ✕"/></button>
        <button id="b4"><rect key="frame" x="0" y="0" width="10" height="10"/><state key="normal" title="✕"/></button>
        """
        let text = storyboard(scene("A", subviews: subviews))
        let screen = screens(text)[0]
        // A symbol beside the word decorates it; a symbol alone says nothing a storyboard can check.
        let roles = ["done", "cancel", "stop", "add", "titled", "b1", "b2", "l", "b3", "b4"].map { element($0, in: screen)?.role?.rawValue ?? "none" }
        XCTAssertEqual(roles, ["done", "cancel", "close", "none", "close", "cancel", "none", "none", "close", "none"])
        let systemItem = element("cancel", in: screen)?.keyPositions["role"]?.start
        XCTAssertEqual(systemItem, SourcePosition(line: 9, column: 62))
        XCTAssertEqual(written(at: systemItem, in: text), #"systemItem="ca"#)
        let title = element("b1", in: screen)?.keyPositions["role"]?.start
        XCTAssertEqual(title, SourcePosition(line: 13, column: 91))
        XCTAssertEqual(written(at: title, in: text), #"title="CANCEL""#)
    }

    // MARK: - Popovers

    func testAPopoverSegueIsAPresentationOfItsAnchor() {
        let subviews = """
        <button id="owner"><rect key="frame" x="20" y="100" width="80" height="40"/>
          <connections><segue destination="P" kind="popoverPresentation" popoverAnchorView="anchor" id="seg">
            <popoverArrowDirection key="popoverArrowDirection" up="YES" left="YES"/>
          </segue></connections></button>
        <view id="anchor"><rect key="frame" x="200" y="300" width="100" height="50"/></view>
        """
        let destination = scene("P", width: 300, height: 200, subviews: #"<label text="Hello" id="hello"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#,
                                extra: #"<value key="contentSizeForViewInPopover" type="size" width="280" height="180"/><size key="freeformSize" width="300" height="200"/>"#)
        let text = storyboard(runtime: "iOS.CocoaTouch", device: Self.iPad, scene("A", width: 820, height: 1180, subviews: subviews), destination)
        let screens = screens(text)
        XCTAssertEqual(screens.count, 1, "the popover's scene is linted inside it, not as a screen")
        let screen = screens[0]
        let popover = screen.popovers[0]
        XCTAssertEqual(screen.source(of: popover.index)?.id, "anchor")
        XCTAssertEqual(popover.id, "seg")
        XCTAssertEqual(popover.presentation?.api, .uiPopoverPresentationController)
        XCTAssertEqual(popover.presentation?.arrow, [.up, .left])
        XCTAssertEqual(popover.presentation?.size, Size(width: 280, height: 180), "a preferred content size wins over the freeform size")
        XCTAssertNil(popover.presentation?.compactAdaptation)
        XCTAssertEqual(screen.content(of: popover.index).map { $0.id ?? "?" }, ["P-view", "hello"])
        XCTAssertTrue(screen.content(of: popover.index).allSatisfy { $0.frame == nil }, "content is not placed on the screen")
        let places = ["type", "arrow", "size", "api"].map { key in
            "\(key) \(popover.keyPositions[key]?.start.description ?? "-") \(written(at: popover.keyPositions[key]?.start, in: text))"
        }
        XCTAssertEqual(places, [
            #"type 9:16 <segue destina"#,
            #"arrow 10:5 <popoverArrowD"#,
            #"size 22:1 <value key="co"#,
            #"api 9:39 kind="popoverP"#,
        ])
    }

    func testAnchorsFallBackToTheOwnerThenTheRootView() {
        let subviews = """
        <button id="owner"><rect key="frame" x="20" y="100" width="80" height="40"/>
          <connections><segue destination="P" kind="popoverPresentation" id="fromOwner"/></connections></button>
        """
        let manual = #"<connections><segue destination="Q" kind="popoverPresentation" identifier="manual" id="manual"/></connections>"#
        let screen = screens(storyboard(device: Self.iPad, scene("A", subviews: subviews, extra: manual), scene("P"), scene("Q")))[0]
        XCTAssertEqual(screen.popovers.map { "\($0.id!)<-\(screen.source(of: $0.index)?.id ?? "?")" }, ["fromOwner<-owner", "manual<-A-view"])
    }

    func testABarButtonItemAnchorsItsPopoverInsideItsBar() {
        let extra = """
        <navigationItem key="navigationItem" title="Library" id="item"><rightBarButtonItems>
          <barButtonItem title="Sort" id="sort"><connections>
            <segue destination="P" kind="popoverPresentation" popoverAnchorBarButtonItem="sort" id="seg"/></connections></barButtonItem>
        </rightBarButtonItems></navigationItem>
        """
        let screen = screens(storyboard(device: Self.iPad, scene("A", extra: extra), scene("P")))[0]
        XCTAssertEqual(element("item", in: screen)?.type, .navigationBar)
        XCTAssertEqual(element("item", in: screen)?.title, "Library")
        XCTAssertEqual(screen.source(of: screen.popovers[0].index)?.type, .barButton)
        XCTAssertEqual(screen.ancestors(of: screen.popovers[0].index).map { $0.id ?? "?" }, ["sort", "item"])
    }

    func testPopoverSizesComeFromTheDestination() {
        func size(_ extra: String, runtime: String = "iOS.CocoaTouch") -> Size? {
            let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="\#(runtime == "MacOSX.Cocoa" ? "popover" : "popoverPresentation")" id="s"/></connections></button>"#
            return screens(storyboard(runtime: runtime, scene("A", subviews: anchor), scene("P", width: 250, height: 150, extra: extra)))[0]
                .popovers.first?.presentation?.size
        }
        XCTAssertEqual(size(#"<value key="preferredContentSize" type="size" width="300" height="100"/>"#), Size(width: 300, height: 100))
        XCTAssertEqual(size(#"<size key="freeformSize" width="320" height="240"/>"#), Size(width: 320, height: 240))
        XCTAssertNil(size(""), "an iOS scene's own view is the device's, no preferred size")
        XCTAssertEqual(size("", runtime: "MacOSX.Cocoa"), Size(width: 250, height: 150), "on macOS the content view's size")
    }

    func testANavigationControllerDestinationShowsItsRootAndTakesItsSize() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="N" kind="popoverPresentation" id="s"/></connections></button>"#
        let navigation = """
        <scene sceneID="N-scene"><objects><navigationController id="N" sceneMemberID="viewController">
          <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0" y="0" width="320" height="50"/></navigationBar>
          <connections><segue destination="R" kind="relationship" relationship="rootViewController" id="rel"/></connections>
        </navigationController></objects></scene>
        """
        let root = scene("R", width: 320, height: 400, subviews: #"<textField id="field"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>"#,
                         extra: #"<value key="contentSizeForViewInPopover" type="size" width="320" height="400"/>"#)
        let screens = screens(storyboard(device: Self.iPad, scene("A", subviews: anchor), navigation, root))
        XCTAssertEqual(screens.count, 1)
        let popover = screens[0].popovers[0]
        XCTAssertEqual(popover.presentation?.size, Size(width: 320, height: 400))
        XCTAssertEqual(screens[0].content(of: popover.index).map { $0.id ?? "?" }, ["bar", "R-view", "field"])
    }

    /// The root's navigation item is what the navigation controller's one bar shows: one
    /// `navigationBar`, holding the item's buttons, with the bar's frame where frames are given.
    func testANavigationControllersBarAndItsRootsNavigationItemAreOneBar() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="N" kind="popoverPresentation" id="s"/></connections></button>"#
        func navigation(_ id: String, root: String) -> String {
            """
            <scene sceneID="\(id)-scene"><objects><navigationController id="\(id)" sceneMemberID="viewController">
              <navigationBar key="navigationBar" id="\(id)-bar"><rect key="frame" x="0" y="24" width="320" height="50"/></navigationBar>
              <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-rel"/></connections>
            </navigationController></objects></scene>
            """
        }
        let item = #"<navigationItem key="navigationItem" title="Tags" id="item"><barButtonItem key="rightBarButtonItem" systemItem="done" id="done"/></navigationItem>"#
        let root = scene("R", width: 320, height: 400, extra: item)
        let popoverScreen = screens(storyboard(device: Self.iPad, scene("A", subviews: anchor), navigation("N", root: "R"), root))[0]
        let content = popoverScreen.content(of: popoverScreen.popovers[0].index)
        XCTAssertEqual(content.filter { $0.type == .navigationBar }.map { $0.id ?? "?" }, ["item"])
        XCTAssertEqual(content.map { $0.id ?? "?" }, ["R-view", "item", "done"])

        let topScreen = screens(storyboard(device: Self.iPad, navigation("M", root: "R"), root))[0]
        XCTAssertEqual(topScreen.elements.filter { $0.type == .navigationBar }.map { $0.id ?? "?" }, ["item"])
        XCTAssertEqual(element("item", in: topScreen)?.frame, Rect(x: 0, y: 24, width: 320, height: 50))
    }

    func testAPopoverSegueOutOfAPopoversSceneIsNested() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="popoverPresentation" id="outer"/></connections></button>"#
        let inner = #"<button id="c"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="Q" kind="popoverPresentation" id="inner"/></connections></button>"#
        let sheet = #"<button id="d"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="Q" kind="presentation" modalPresentationStyle="fullScreen" id="cover"/></connections></button>"#
        let text = storyboard(device: Self.iPad, scene("A", subviews: anchor), scene("P", subviews: inner + "\n" + sheet), scene("Q"))
        XCTAssertEqual(findingsAndPlaces(text), [
            #"popover-nested 16:93 <segue destina"#,
            #"popover-over-popover 17:83 <segue destina"#,
        ])
    }

    func testPresentationSeguesMapToTheirStyle() {
        let styles = ["fullScreen", "overFullScreen", "pageSheet", "formSheet", "automatic", "popover", "currentContext", "overCurrentContext"]
        var subviews = styles.enumerated().map { index, style in
            #"<button id="b\#(index)"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="presentation" modalPresentationStyle="\#(style)" id="s\#(index)"/></connections></button>"#
        }
        subviews.append(#"<button id="plain"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="presentation" id="sp"/></connections></button>"#)
        subviews.append(#"<button id="push"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="show" id="sh"/></connections></button>"#)
        let screen = screens(storyboard(scene("A", subviews: subviews.joined(separator: "\n")), scene("P")))[0]
        let presented = (styles.indices.map { "b\($0)" } + ["plain", "push"]).map { id in
            element(id, in: screen).flatMap { $0.presented.first.map { screen.elements[$0].type!.rawValue } } ?? "nothing"
        }
        XCTAssertEqual(presented, ["fullScreen", "fullScreen", "sheet", "sheet", "sheet", "popover", "nothing", "nothing", "sheet", "nothing"])
    }

    func testASegueToAnotherStoryboardShowsNoContent() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="R" kind="popover" popoverAnchorView="b" popoverBehavior="a" id="s"/></connections></button>"#
        let reference = #"<scene sceneID="R-scene"><objects><viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Fonts" id="R" sceneMemberID="viewController"/></objects></scene>"#
        let text = storyboard(runtime: "MacOSX.Cocoa", device: nil, scene("A", subviews: anchor), reference)
        let screens = screens(text)
        XCTAssertEqual(screens.map(\.name), ["Main.storyboard: A"])
        XCTAssertFalse(screens[0].popovers[0].writes(.content))
        // An application-defined popover whose content is in another file is not said to hold no button.
        XCTAssertEqual(findings(text), [])
    }

    func testTheOldPopoverSegueUsesUIPopoverController() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="popover" popoverAnchorView="b" id="s"/></connections></button>"#
        let screen = screens(storyboard(device: nil, scene("A", subviews: anchor), scene("P")))[0]
        XCTAssertEqual(screen.popovers[0].presentation?.api, .uiPopoverController)
    }

    func testAPopoverOnAppleTVIsUnsupported() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="popoverPresentation" id="s"/></connections></button>"#
        XCTAssertEqual(findingsAndPlaces(storyboard(runtime: "AppleTV", device: #"<device id="appleTV" appearance="light"/>"#, scene("A", subviews: anchor), scene("P"))),
                       [#"popover-unsupported-platform 8:93 <segue destina"#])
    }

    // MARK: - macOS

    func testMacOSTextFieldsAreLabelsUnlessTheirCellIsEditable() {
        let subviews = """
        <textField id="label"><rect key="frame" x="0" y="0" width="10" height="10"/><textFieldCell key="cell" title="Name:" id="c1"/></textField>
        <textField id="field"><rect key="frame" x="0" y="0" width="10" height="10"/><textFieldCell key="cell" editable="YES" placeholderString="Shelf name" id="c2"/></textField>
        <button id="button"><rect key="frame" x="0" y="0" width="10" height="10"/><buttonCell key="cell" type="push" title="Cancel" id="c3"/></button>
        """
        let screen = screens(storyboard(runtime: "MacOSX.Cocoa", device: nil, scene("A", subviews: subviews)))[0]
        XCTAssertEqual(element("label", in: screen)?.type, .label)
        XCTAssertEqual(element("label", in: screen)?.text, "Name:")
        XCTAssertEqual(element("field", in: screen)?.type, .textField)
        XCTAssertEqual(element("field", in: screen)?.placeholder, "Shelf name")
        XCTAssertEqual(element("button", in: screen)?.role, .cancel)
    }

    func testMacOSPopoverBehaviourSaysWhetherAClickOutsideClosesIt() {
        func popover(_ behavior: String) -> PresentationAttributes? {
            let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="popover" popoverAnchorView="b" popoverBehavior="\#(behavior)" preferredEdge="maxY" id="s"/></connections></button>"#
            return screens(storyboard(runtime: "MacOSX.Cocoa", device: nil, scene("A", subviews: anchor), scene("P")))[0].popovers[0].presentation
        }
        XCTAssertEqual(popover("a")?.outsideTap, .prevent)
        XCTAssertEqual(popover("a")?.api, .nsPopover)
        for behavior in ["t", "s"] {
            XCTAssertNil(popover(behavior)?.outsideTap)
            XCTAssertEqual(popover(behavior)?.outsideTapUnknown, true)
        }
    }

    // MARK: - What the XML cannot say

    func testWhatATapOutsideDoesToWorkIsUnknownSoSaveOnDismissDoesNotFire() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="popoverPresentation" id="s"/></connections></button>"#
        let form = #"<textField id="f"><rect key="frame" x="0" y="0" width="10" height="10"/></textField>"#
        let text = storyboard(device: Self.iPad, scene("A", subviews: anchor), scene("P", subviews: form))
        XCTAssertEqual(findings(text), [])
        // The same popover written in YAML, with nothing said about a tap outside, is reported.
        let yaml = "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents:\n      type: popover\n      content: [{type: textField}]\n"
        XCTAssertEqual(lint(yaml).rules(), ["popover-save-on-dismiss"])
    }

    func testCompactAdaptationIsUnknownSoAnIPhonePopoverIsNotReported() {
        let anchor = #"<button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="P" kind="popoverPresentation" id="s"/></connections></button>"#
        let screen = screens(storyboard(scene("A", subviews: anchor), scene("P")))[0]
        XCTAssertEqual(screen.horizontalSizeClass, .compact)
        XCTAssertEqual(findings(storyboard(scene("A", subviews: anchor), scene("P"))), [])
    }

    // MARK: - Where the popover lands

    func testAPopoverIsPlacedWhereUIKitPutsItWhenThatIsSure() throws {
        let url = Checkout.fixtures.appendingPathComponent("interface-builder/iphone-filter.storyboard")
        let reading = InterfaceBuilderReader().read([UInt8](try Data(contentsOf: url)), path: url.path, limits: .default)
        let popover = try XCTUnwrap(reading.screens.first?.popovers.first)
        // Its source, the Filter button, is at (16, 119, 120, 35): below it, 13 points down,
        // centred on x = 76 and moved right to the 10-point margin.
        XCTAssertEqual(popover.frame, Rect(x: 10, y: 167, width: 320, height: 240))
        XCTAssertEqual(popover.keyPositions["frame"], popover.keyPositions["type"])
    }

    func testAPopoverIsNotPlacedWhenUnsure() {
        func frame(arrows: String, size: (Int, Int), device: String? = Self.iPhone) -> Rect? {
            let anchor = #"<button id="b"><rect key="frame" x="150" y="400" width="90" height="40"/><connections><segue destination="P" kind="popoverPresentation" id="s"><popoverArrowDirection key="popoverArrowDirection" \#(arrows)/></segue></connections></button>"#
            let destination = scene("P", extra: #"<value key="contentSizeForViewInPopover" type="size" width="\#(size.0)" height="\#(size.1)"/>"#)
            return screens(storyboard(device: device, scene("A", subviews: anchor), destination))[0].popovers[0].frame
        }
        XCTAssertEqual(frame(arrows: #"up="YES""#, size: (300, 200)), Rect(x: 45, y: 453, width: 300, height: 200))
        XCTAssertNil(frame(arrows: #"up="YES""#, size: (300, 600)), "too tall to fit: UIKit shrinks it, where exactly is not sure")
        XCTAssertNil(frame(arrows: "", size: (300, 200)), "no arrow")
    }

    // MARK: - Cycles, budgets and bad files

    func testPresentationCyclesEnd() {
        let toB = #"<button id="a1"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="B" kind="popoverPresentation" id="ab"/></connections></button>"#
        let toA = #"<button id="b1"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="A" kind="popoverPresentation" id="ba"/></connections></button>"#
        let screens = screens(storyboard(device: Self.iPad, scene("A", subviews: toB), scene("B", subviews: toA)))
        // Each shows the other: neither is a screen by the first rule, so the first becomes one,
        // and B's popover back to A is not followed into A again.
        XCTAssertEqual(screens.map(\.name), ["Main.storyboard: A"])
        XCTAssertEqual(screens[0].popovers.map { $0.id ?? "?" }, ["ab", "ba"])
        XCTAssertEqual(screens[0].popovers[1].children, [])
    }

    func testPresentationsThatRepeatScenesPastTheBudgetAreOneInvalidDocument() {
        // Each scene presents the next twice: 2^20 copies of the last.
        let scenes = (0 ..< 20).map { level in
            let buttons = (0 ..< 2).map { copy in
                #"<button id="b\#(level)-\#(copy)"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><segue destination="S\#(level + 1)" kind="presentation" id="s\#(level)-\#(copy)"/></connections></button>"#
            }.joined()
            return scene("S\(level)", subviews: buttons)
        } + [scene("S20")]
        let start = Date()
        let reading = read(storyboard(scenes.joined(separator: "\n")))
        // Stops at the budget (20,000 elements) instead of making a million.
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(reading.screens.count, 0)
        XCTAssertEqual(reading.findings.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document 6:1"])
        XCTAssertNotNil(reading.findings.first?.arguments["problem"]?.range(of: "more than 20000 elements"))
    }

    func testAnXMLFileThatIsNotInterfaceBuilderIsOneInvalidDocument() {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        let diagnostics = Linter().lint(bytes: Array(plist.utf8), path: "Info.storyboard")
        XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document 2:1"])
        XCTAssertEqual(diagnostics.first?.message, "Not valid Interface Builder XML: the root element is <plist>, not an Interface Builder <document>.")
    }

    func testHostileFilesAreOneInvalidDocumentEach() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a \"aaaaaaaaaa\">\n"
        for level in 1 ... 12 { laughs += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n" }
        laughs += "]>\n<document title=\"&a12;\"/>\n"
        let cases: [(String, [UInt8], String)] = [
            ("billion laughs", Array(laughs.utf8), "2:1"),
            ("truncated", Array(storyboard(scene("A")).utf8.prefix(300)), "6:13"),
            ("binary", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0xFF, count: 64), "1:1"),
            ("deep", Array(("<document>" + String(repeating: "<view>", count: 100_000)).utf8), "1:1541"),
            ("latin-1", Array("<document title=\"caf".utf8) + [0xE9] + Array("\"/>".utf8), "1:21"),
            ("empty", [], "1:1"),
        ]
        for (name, bytes, place) in cases {
            let start = Date()
            let diagnostics = Linter().lint(bytes: bytes, path: "hostile.storyboard")
            XCTAssertLessThan(Date().timeIntervalSince(start), 1, name)
            XCTAssertEqual(diagnostics.map { "\($0.ruleID) \($0.range.start)" }, ["invalid-document \(place)"], name)
        }
    }

    // MARK: - Suppression

    func testSuppressionCommentsWorkInXML() {
        let subviews = """
        <!-- higlint-disable-next-line popover-word-in-copy -->
        <!-- (a second comment line is looked past) -->
        <label text="Popover one" id="l1"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        <label text="Popover two" id="l2"><rect key="frame" x="0" y="0" width="10" height="10"/></label> <!-- higlint-disable-line popover-word-in-copy -->
        <label text="Popover three" id="l3"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        <!-- higlint-disable popover-word-in-copy -->
        <label text="Popover four" id="l4"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        <!-- higlint-enable popover-word-in-copy -->
        <!-- higlint-disable-next-line popover-nested -->
        <label text="Popover five" id="l5"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
        """
        XCTAssertEqual(findingsAndPlaces(storyboard(scene("A", subviews: subviews))), [
            #"popover-word-in-copy 12:8 text="Popover "#,
            #"unused-suppression 16:32 popover-nested"#,
            #"popover-word-in-copy 17:8 text="Popover "#,
        ])
        XCTAssertEqual(findings("<!-- higlint-disable-file popover-word-in-copy -->\n" + storyboard(scene("A", subviews: subviews))).filter { $0.hasPrefix("popover-word") }, [])
    }
}
