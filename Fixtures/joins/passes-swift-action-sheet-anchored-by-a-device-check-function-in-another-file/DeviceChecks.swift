import UIKit

// The app's device checks as functions, written once for every screen: methods of a UIDevice
// extension, a type of the app's own with class functions, and a function outside any type.
public extension UIDevice {
    func isPhone() -> Bool {
        return self.userInterfaceIdiom == .phone
    }

    class func isPad() -> Bool {
        return UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad
    }
}

final class DeviceInfo {
    class func isPad() -> Bool {
        return (UIDevice.current.userInterfaceIdiom == .pad) ? true : false
    }
}

func isPhone() -> Bool {
    return UIDevice.current.userInterfaceIdiom == .phone
}
