import UIKit

// Every Xcode template names its first controller ViewController.
class ViewController: UIViewController {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .formSheet
    }
}
