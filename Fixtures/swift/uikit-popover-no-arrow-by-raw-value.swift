// No arrow direction written as a raw value, as some apps do: `UIPopoverArrowDirection(rawValue:
// 0)` (or `.init(rawValue: 0)`), or the empty option set `UIPopoverArrowDirection()`, is `[]`, so
// the popover points at nothing. A raw value of any other number is not read (nothing reported),
// and `.any` points at the button.
// expect: popover-no-arrow 21:46
// expect: popover-no-arrow 32:21
// expect: popover-no-arrow 53:46
import UIKit

final class RouteViewController: UIViewController {
    @IBOutlet private weak var stopsButton: UIButton!
    @IBOutlet private weak var fareButton: UIButton!
    @IBOutlet private weak var mapButton: UIButton!

    @IBAction private func showStops(_ sender: UIButton) {
        let stops = StopsViewController()
        stops.modalPresentationStyle = .popover
        stops.preferredContentSize = CGSize(width: 320, height: 400)
        stops.popoverPresentationController?.sourceView = sender
        stops.popoverPresentationController?.sourceRect = sender.bounds
        stops.popoverPresentationController?.permittedArrowDirections = UIPopoverArrowDirection(rawValue: 0)
        present(stops, animated: true)
    }

    @IBAction private func showFare(_ sender: UIButton) {
        let fare = StopsViewController()
        fare.modalPresentationStyle = .popover
        fare.preferredContentSize = CGSize(width: 320, height: 200)
        if let popover = fare.popoverPresentationController {
            popover.sourceView = fareButton
            popover.sourceRect = fareButton.bounds
            popover.permittedArrowDirections = .init(rawValue: 0)
        }
        present(fare, animated: true)
    }

    @IBAction private func showMap(_ sender: UIButton) {
        let map = StopsViewController()
        map.modalPresentationStyle = .popover
        map.preferredContentSize = CGSize(width: 320, height: 300)
        map.popoverPresentationController?.sourceView = mapButton
        map.popoverPresentationController?.sourceRect = mapButton.bounds
        map.popoverPresentationController?.permittedArrowDirections = UIPopoverArrowDirection(rawValue: 3)
        present(map, animated: true)
    }

    @IBAction private func showTimes(_ sender: UIButton) {
        let times = StopsViewController()
        times.modalPresentationStyle = .popover
        times.preferredContentSize = CGSize(width: 320, height: 240)
        times.popoverPresentationController?.sourceView = sender
        times.popoverPresentationController?.sourceRect = sender.bounds
        times.popoverPresentationController?.permittedArrowDirections = UIPopoverArrowDirection()
        present(times, animated: true)
    }
}

final class StopsViewController: UIViewController {}
