import UIKit

// Another app of the repository, with a controller of the same name.
final class PopoverViewController: UIViewController {}
