import UIKit

final class TipViewController: UIViewController {}

// The presenter is its popover's delegate through UIViewController+Popover.swift, which gives
// every view controller the delegate's methods: they anchor the popover (so it has a source), and
// what they make of it in a compact width is theirs to say, not this file's.
final class ProfileViewController: UIViewController {
    @objc func showTip() {
        let tip = TipViewController()
        tip.modalPresentationStyle = .popover
        tip.preferredContentSize = CGSize(width: 280, height: 120)
        tip.popoverPresentationController?.delegate = self
        present(tip, animated: true)
    }
}
