import UIKit

// Presented by code these files do not hold; its viewDidLoad calls a helper of its extension.
final class StickerTrayController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPresentation()
    }
}
