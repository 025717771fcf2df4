import UIKit

// Only the Recipes app target builds this file, and it runs on iPhone only; the share extension
// beside it runs on iPad too, but builds its own files: the action sheet here is a sheet.
final class RecipeActionsController: UIViewController {
    var recipeName = ""

    @objc private func moreTapped() {
        let actions = UIAlertController(title: recipeName, message: nil, preferredStyle: .actionSheet)
        actions.addAction(UIAlertAction(title: "Add to Shopping List", style: .default))
        actions.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController?.present(actions, animated: true)
    }
}
