import UIKit

final class TipsViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        popoverPresentationController?.sourceView = UIApplication.shared.connectedScenes
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
    }
}
