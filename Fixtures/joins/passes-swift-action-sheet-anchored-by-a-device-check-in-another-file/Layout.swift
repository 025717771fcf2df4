import UIKit

// Another `Layout` of the app declares `usesPopovers` too, with another check: which one a
// screen's condition means is not known, so it decides nothing.
enum Layout {
    static var usesPopovers: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}
