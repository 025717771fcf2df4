import UIKit

final class LayersViewController: UIViewController {}
