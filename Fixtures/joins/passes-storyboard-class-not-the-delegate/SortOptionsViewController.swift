import UIKit

// Modal only while an edit is pending, a condition higlint does not decide.
final class SortOptionsViewController: UIViewController {
    var pendingEdit = false {
        didSet { isModalInPresentation = pendingEdit }
    }
}
