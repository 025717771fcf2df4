import UIKit

// The app's device checks as members every view controller has, named bare in each of them.
extension UIViewController {
    var isPhone: Bool {
        UIDevice.current.userInterfaceIdiom == .phone
    }

    func isPad() -> Bool {
        return traitCollection.userInterfaceIdiom == .pad
    }
}
