import HiglintCore

/// UIKit (and AppKit, MapKit, WebKit) classes as screen-format element types.
enum UIKitViews {
    static func type(ofClass name: String) -> ElementType {
        switch name {
        case "UIButton", "NSButton", "NSStatusBarButton": return .button
        case "UIBarButtonItem": return .barButton
        case "UILabel": return .label
        case "UITextField", "NSTextField": return .textField
        case "UITextView", "NSTextView": return .textView
        case "UISearchBar", "UISearchTextField", "NSSearchField": return .searchField
        case "UISwitch", "NSSwitch": return .toggle
        case "UISlider", "NSSlider": return .slider
        case "UIStepper", "NSStepper": return .stepper
        case "UIPickerView", "NSPopUpButton": return .picker
        case "UIDatePicker", "NSDatePicker": return .datePicker
        case "UIColorWell", "NSColorWell": return .colorPicker
        case "UISegmentedControl", "NSSegmentedControl": return .segmentedControl
        case "UIImageView", "NSImageView": return .image
        case "MKMapView": return .map
        case "WKWebView": return .webView
        case "UITableView", "NSTableView": return .table
        case "UICollectionView", "NSCollectionView": return .collection
        case "UIToolbar", "NSToolbar": return .toolbar
        case "UINavigationBar": return .navigationBar
        case "UITabBar": return .tabBar
        case "UIScrollView", "NSScrollView": return .scrollView
        case "UIStackView", "NSStackView": return .stack
        case "UIProgressView", "UIActivityIndicatorView", "NSProgressIndicator": return .progress
        default: return .view
        }
    }
}
