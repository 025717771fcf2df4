import UIKit

// The Reader scene makes one popover (Fonts) and shows Themes as its detail. prepare(for:sender:)
// sets up the navigation controller whose root is the themes list, which is no popover: the Fonts
// popover is not the one it makes a delegate of, and adapts to a sheet on iPhone.
final class PodcastReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let navigation = segue.destination as? UINavigationController,
              let themes = navigation.viewControllers.first as? PodcastThemeViewController else { return }
        themes.title = "Themes"
        navigation.presentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

final class PodcastTypefaceViewController: UITableViewController {}
final class PodcastThemeViewController: UITableViewController {}
