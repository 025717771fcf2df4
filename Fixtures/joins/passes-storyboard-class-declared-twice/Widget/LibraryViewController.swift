import UIKit

// The widget extension's own LibraryViewController: which of the two the storyboard's scene is
// cannot be told from the files, so neither is joined to it.
final class LibraryViewController: UIViewController {}
final class SortOptionsViewController: UIViewController {}
