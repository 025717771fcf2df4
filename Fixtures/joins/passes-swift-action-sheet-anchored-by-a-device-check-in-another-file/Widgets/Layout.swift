import UIKit

// The widget extension's own `Layout`.
enum Layout {
    static var usesPopovers: Bool { UIDevice.current.userInterfaceIdiom == .phone }
}
