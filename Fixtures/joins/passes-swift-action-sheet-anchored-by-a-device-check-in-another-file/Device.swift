import UIKit

// The app's device checks, written once for every screen.
extension UIDevice {
    var isPad: Bool { userInterfaceIdiom == .pad }
    static var isPhone: Bool { current.userInterfaceIdiom == .phone }
}

enum Device {
    static let isPad = UIDevice.current.userInterfaceIdiom == .pad
    // Set at launch and changed by a setting: not a check higlint can decide.
    static var prefersCompactMenus = UIDevice.current.userInterfaceIdiom == .phone
}

let runsOnPhone = UIDevice.current.userInterfaceIdiom == .phone
