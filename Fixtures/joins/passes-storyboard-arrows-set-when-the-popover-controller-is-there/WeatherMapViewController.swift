import UIKit

// `if ppc != nil`, with `ppc` the destination's popover presentation controller, holds for every
// popover segue, as `if let ppc = …` does: the arrows set there are the segue's, pointing up at the button.
final class WeatherMapViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let ppc = segue.destination.popoverPresentationController
        if ppc != nil {
            ppc!.permittedArrowDirections = .up
        }
    }
}
