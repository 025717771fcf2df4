import UIKit

// The Recipes app target (iPhone only): the activity view is a sheet, which needs no source.
final class RecipeExportController: UIViewController {
    func exportRecipe(_ text: String) {
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        self.present(activity, animated: true)
    }
}
