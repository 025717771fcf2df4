import UIKit

final class FilterViewController: UIViewController {}
