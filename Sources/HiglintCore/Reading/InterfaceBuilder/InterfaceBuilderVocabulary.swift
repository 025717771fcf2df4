/// What Interface Builder's XML names mean in the screen model (docs/sources.md has the tables).
enum InterfaceBuilderVocabulary {
    /// Element types by XML element name. Views not listed (a table or collection view cell, a
    /// page control, a container view, a visual effect view, …) are plain views when they have a
    /// frame: Interface Builder names only its own objects, so none of them is custom; a custom
    /// view is a view with a custom class (`customViewType`).
    static let elementTypes: [String: ElementType] = [
        "view": .view, "stackView": .stack, "scrollView": .scrollView, "toolbar": .toolbar,
        "navigationBar": .navigationBar, "tabBar": .tabBar, "tableView": .table, "collectionView": .collection,
        "button": .button, "barButtonItem": .barButton, "textField": .textField, "textView": .textView,
        "searchBar": .searchField, "switch": .toggle, "slider": .slider, "stepper": .stepper,
        "pickerView": .picker, "datePicker": .datePicker, "segmentedControl": .segmentedControl,
        "label": .label, "imageView": .image, "mapView": .map, "wkWebView": .webView,
        // AppKit's own names for the same controls.
        "searchField": .searchField, "secureTextField": .secureField, "colorWell": .colorPicker,
        "popUpButton": .menuButton, "progressIndicator": .progress, "progressView": .progress,
        "activityIndicatorView": .progress, "outlineView": .table,
        // A view controller's navigation item is shown as the navigation bar's items, its toolbar
        // items as the toolbar's: the bars their bar buttons sit in.
        "navigationItem": .navigationBar, "toolbarItems": .toolbar,
    ]

    /// The type of a `<view>` (or AppKit's `<customView>`) that names a class (`customClass`): a
    /// class of the app's own is `custom`, unless it holds subviews (a container whose class may
    /// only draw behind them, its subviews judged on their own); one of Apple's frameworks
    /// (`MKMapView`, `WKWebView`, `UIVisualEffectView`…) is what it is, never custom. Nil for an
    /// empty class.
    static func customViewType(className written: String, module: String?, holdsSubviews: Bool) -> ElementType? {
        guard let name = written.split(separator: ".").last.map(String.init), !name.isEmpty else { return nil }
        if module == nil || appleModules.contains(module ?? ""), let type = appleViewClasses[name] { return type }
        if module == nil, isAppleClassName(name) { return .view }
        return holdsSubviews ? .view : .custom
    }

    /// Views of Apple's frameworks that have a screen type of their own.
    private static let appleViewClasses: [String: ElementType] = ["MKMapView": .map, "WKWebView": .webView, "UIWebView": .webView]

    private static let appleModules: Set<String> = ["UIKit", "AppKit", "MapKit", "WebKit", "AVKit", "PencilKit", "SceneKit", "SpriteKit", "MetalKit", "ARKit", "PDFKit"]

    /// A class name of Apple's frameworks, by its prefix (`UI`, `NS`, `MK`, `WK`, …) followed by
    /// a capital: written without a module, it is not the app's.
    private static func isAppleClassName(_ name: String) -> Bool {
        applePrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private static let applePrefixes = ["UI", "NS", "MK", "WK", "AV", "PK", "SCN", "SK", "MTK", "GLK", "ARSCN", "ARSK", "PH", "QL", "PDF"]

    /// Elements that only hold other views: their views belong to the nearest view above them.
    static let wrappers: Set<String> = [
        "subviews", "prototypes", "cells", "sections", "tableViewSection", "items",
        "leftBarButtonItems", "rightBarButtonItems", "tableViewCellContentView", "collectionViewCellContentView",
        "clipView", "arrangedSubviews", "views", "beginningViews", "middleViews", "endViews",
    ]

    /// Elements that describe their parent and never hold views of the screen.
    static let properties: Set<String> = [
        "rect", "autoresizingMask", "color", "fontDescription", "font", "state", "connections", "constraints",
        "constraint", "variation", "viewLayoutGuide", "layoutGuides", "nil", "size", "point", "inset", "edgeInsets",
        "directionalEdgeInsets", "userDefinedRuntimeAttributes", "accessibility", "textInputTraits",
        "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "string", "attributedString",
        "segments", "value", "real", "integer", "bool", "date", "locale", "behavior", "popoverArrowDirection",
        "tabBarItem", "segue", "outlet", "action", "outletCollection", "gestureRecognizers", "scroller",
    ]

    /// Elements whose attributes the reader never reads (none holds a view, a frame, copy or a
    /// segue): constraints alone are a third of a storyboard's attributes.
    static let unreadAttributes: Set<String> = [
        "constraint", "fontDescription", "font", "color", "nil", "autoresizingMask", "textInputTraits", "point",
        "capability", "plugIn", "deployment", "systemColor", "imageReference", "preferredSymbolConfiguration",
        "edgeInsets", "inset", "directionalEdgeInsets", "viewLayoutGuide", "outlet", "action", "behavior",
    ]

    /// A bar button item's `systemItem` that says what the button is for.
    static let systemItemRoles: [String: Role] = ["done": .done, "cancel": .cancel, "stop": .close]

    /// Where a document runs, and the horizontal size class of its canvas: from its device when
    /// it names one, else from its target runtime. An iPhone in landscape is left unknown: some
    /// models are regular there and the device id does not always say which.
    static func platform(targetRuntime: String?, device: String?, orientation: String?) -> (Platform, SizeClass?) {
        let runtime = targetRuntime ?? ""
        if runtime.hasPrefix("MacOSX") { return (.macOS, .regular) }
        if runtime.hasPrefix("AppleTV") { return (.tvOS, .regular) }
        if runtime.lowercased().hasPrefix("watchkit") { return (.watchOS, .compact) }
        if let device = device?.lowercased() {
            if device.hasPrefix("ipad") { return (.iPadOS, .regular) }
            if device.hasPrefix("retina") || device.hasPrefix("iphone") {
                return (.iOS, orientation == "landscape" ? nil : .compact)
            }
            if device.hasPrefix("appletv") { return (.tvOS, .regular) }
            if device.hasPrefix("watch") { return (.watchOS, .compact) }
        }
        if runtime == "iOS.CocoaTouch.iPad" { return (.iPadOS, .regular) }
        return (.iOS, nil)
    }

    /// What a segue presents, or nil when it presents nothing over its source (a push, an embed,
    /// a relationship, an unwind, a presentation in the current context, a custom segue).
    static func presentation(kind: String, style: String?, platform: Platform) -> (type: ElementType, api: PopoverAPI?)? {
        switch kind {
        case "popoverPresentation":
            return (.popover, .uiPopoverPresentationController)
        case "popover":
            // On iOS the old popover segue (UIStoryboardPopoverSegue) presents through UIPopoverController.
            return (.popover, platform == .macOS ? .nsPopover : .uiPopoverController)
        case "sheet":
            return (.sheet, nil)
        case "modal" where platform == .macOS:
            return (.panel, nil)
        case "presentation", "modal":
            switch style {
            case "popover"?: return (.popover, .uiPopoverPresentationController)
            case "fullScreen"?, "overFullScreen"?: return (.fullScreen, nil)
            case "currentContext"?, "overCurrentContext"?, "custom"?: return nil
            default: return (.sheet, nil)
            }
        default:
            return nil
        }
    }
}
