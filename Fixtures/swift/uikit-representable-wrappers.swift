// A team's UIViewControllerRepresentables whose UIKit code presents a popover: each use is a
// popover at the use (`ShareHost(`), read as any UIKit popover is, with what the representable's
// code says of it pointed at there. The share sheet with no anchor raises on iPad; the time
// picker's coordinator keeps it a popover in a compact width. Their twins anchor the sheet
// (through an `if let` that shadows the property), let the picker adapt, present the action
// sheet only on iPhone, or hand the sheet to a function that may anchor it: silent. A
// representable around a controller that presents its own share sheet is no wrapper.
// expect: popover-no-source 26:20
// expect: popover-in-compact 70:20
import SwiftUI
import UIKit

#if os(iOS)
struct ShareHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let items: [Any]

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        guard isPresented, controller.presentedViewController == nil else { return }
        let share = UIActivityViewController(activityItems: items, applicationActivities: nil)
        share.completionWithItemsHandler = { _, _, _, _ in
            isPresented = false
        }
        controller.present(share, animated: true)
    }
}

struct AnchoredShareHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool
    let items: [Any]

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        guard isPresented, controller.presentedViewController == nil else { return }
        let share = UIActivityViewController(activityItems: items, applicationActivities: nil)
        if let popoverPresentationController = share.popoverPresentationController {
            popoverPresentationController.sourceView = controller.view
            popoverPresentationController.sourceRect = controller.view.bounds
        }
        controller.present(share, animated: true)
    }
}

struct TimePickerHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        if isPresented { context.coordinator.show(from: controller) }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UIPopoverPresentationControllerDelegate {
        func show(from host: UIViewController) {
            let picker = UIViewController()
            picker.modalPresentationStyle = UIModalPresentationStyle.popover
            picker.preferredContentSize = CGSize(width: 320, height: 216)
            picker.popoverPresentationController?.sourceView = host.view
            picker.popoverPresentationController?.delegate = self
            host.present(picker, animated: true)
        }

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            return UIModalPresentationStyle.none
        }
    }
}

struct AdaptingTimePickerHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        if isPresented { context.coordinator.show(from: controller) }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UIPopoverPresentationControllerDelegate {
        func show(from host: UIViewController) {
            let picker = UIViewController()
            picker.modalPresentationStyle = .popover
            picker.popoverPresentationController?.sourceView = host.view
            picker.popoverPresentationController?.delegate = self
            host.present(picker, animated: true)
        }

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            .formSheet
        }
    }
}

struct PhoneActionsHost: UIViewControllerRepresentable {
    @Binding var isPresented: Bool

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        guard isPresented else { return }
        if UIDevice.current.userInterfaceIdiom == .phone {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: UIAlertController.Style.actionSheet)
            sheet.addAction(UIAlertAction(title: "Archive", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            controller.present(sheet, animated: true)
        }
    }
}

struct HandedOnShareHost: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        let share = UIActivityViewController(activityItems: items, applicationActivities: nil)
        anchor(share, to: controller)
        controller.present(share, animated: true)
    }

    private func anchor(_ share: UIViewController, to host: UIViewController) {
        share.popoverPresentationController?.sourceView = host.view
    }
}

// Wraps a controller whose own code presents the share sheet: read where that code is, as the
// controller's screen, not at each use of the representable.
final class ExportController: UIViewController {
    func export() {
        let share = UIActivityViewController(activityItems: [], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = self.view
        present(share, animated: true)
    }
}

struct ExportHost: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ExportController { ExportController() }
    func updateUIViewController(_ controller: ExportController, context: Context) {}
}
#endif

struct TripView: View {
    @State private var sharing = false
    @State private var anchoredSharing = false
    @State private var picking = false
    @State private var adaptingPicking = false
    @State private var acting = false

    var body: some View {
        VStack {
            Button("Share") { sharing = true }
                .background(ShareHost(isPresented: $sharing, items: ["Trip"]))
            Button("Share anchored") { anchoredSharing = true }
                .background(AnchoredShareHost(isPresented: $anchoredSharing, items: ["Trip"]))
            Button("Departure") { picking = true }
                .background(TimePickerHost(isPresented: $picking))
            Button("Arrival") { adaptingPicking = true }
                .background(AdaptingTimePickerHost(isPresented: $adaptingPicking))
            Button("Actions") { acting = true }
                .background(PhoneActionsHost(isPresented: $acting))
            HandedOnShareHost(items: ["Trip"])
            ExportHost()
        }
    }
}
