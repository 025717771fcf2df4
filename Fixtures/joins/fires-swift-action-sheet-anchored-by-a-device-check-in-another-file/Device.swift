import UIKit

// The app's device checks, written once for every screen: an extension of UIDevice, a type of
// the app's own, and a constant outside any type.
extension UIDevice {
    var isPhone: Bool { userInterfaceIdiom == .phone }
    static var isPad: Bool { current.userInterfaceIdiom == .pad }
}

enum Device {
    static let isPad = UIDevice.current.userInterfaceIdiom == .pad
}

let runsOnPhone = UIDevice.current.userInterfaceIdiom == .phone
