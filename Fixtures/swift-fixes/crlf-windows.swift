// Written on Windows: every line ends in CRLF, and the fixes keep them (and the tab, and the
// comments after the values) byte for byte.
// expect: popover-in-compact 16:37
// expect: popover-arrow 28:65
// expect: popover-no-arrow 29:41
import SwiftUI
import UIKit

struct LabelPicker: View {
	@State private var picking = false

	var body: some View {
		Button("Label") { picking = true }
			.popover(isPresented: $picking) {
				Text("Pick a label")
					.presentationCompactAdaptation(.popover)	// keep it small
			}
	}
}

final class LabelsViewController: UIViewController {
	@IBOutlet private weak var labelButton: UIButton!

	@IBAction func showLabels(_ sender: UIButton) {
		let labels = UIViewController()
		labels.modalPresentationStyle = .popover
		labels.popoverPresentationController?.sourceView = labelButton
		labels.popoverPresentationController?.sourceRect = labelButton.frame	/* anchor */
		labels.popoverPresentationController?.permittedArrowDirections = []
		present(labels, animated: true)
	}
}
