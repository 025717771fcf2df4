import HiglintCore
import HiglintSwiftSource
import XCTest

/// An NSPopover's `appearance` names a system look (`NSAppearance(named: .vibrantDark)`), not a
/// colour: the screen format's `background` and `detached.background` are colours, and no rule
/// judges a named look, so the popover is read exactly as it is without it (docs/sources.md,
/// "AppKit: NSPopover").
final class NSPopoverAppearanceTests: XCTestCase {
    private func source(appearance: String) -> String {
        """
        import AppKit
        import SwiftUI

        final class GlossaryController: NSViewController, NSPopoverDelegate {
            var prefersDark = false

            @IBAction func showGlossary(_ sender: NSButton) {
                let glossary = NSPopover()
                glossary.behavior = .transient
                glossary.contentSize = NSSize(width: 320, height: 200)
                \(appearance)
                glossary.contentViewController = NSHostingController(rootView: GlossaryCard())
                glossary.delegate = self
                glossary.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
            }

            func popoverShouldDetach(_ popover: NSPopover) -> Bool { true }
        }

        struct GlossaryCard: View {
            var body: some View {
                VStack {
                    Text("Kerning")
                    Button("Close") {}
                }
            }
        }
        """
    }

    private func described(_ source: String) throws -> String {
        let screens = readSwift(source).screens
        let screen = try XCTUnwrap(screens.first { !$0.popovers.isEmpty })
        let popover = try XCTUnwrap(screen.popovers.first)
        let attributes = try XCTUnwrap(popover.presentation)
        return "\(screens.flatMap(\.popovers).count) \(String(describing: attributes.api)) \(String(describing: attributes.size)) "
            + "\(String(describing: attributes.background)) \(String(describing: attributes.foreground)) "
            + "\(String(describing: attributes.detachedBackground)) detachable: \(attributes.detachable) "
            + "closes: \(attributes.closesByItselfUnknown) \(String(describing: attributes.outsideTap)) "
            + "\(screen.descendants(of: popover.index).map { "\($0.type.map { "\($0)" } ?? "nil")" })"
    }

    func testANamedAppearanceChangesNothingReadOrReported() throws {
        let without = source(appearance: "")
        let appearances = [
            "glossary.appearance = NSAppearance(named: .vibrantDark)",
            "glossary.appearance = NSAppearance(named: NSAppearance.Name.darkAqua)",
            "glossary.appearance = view.window?.effectiveAppearance",
            "glossary.appearance = prefersDark ? NSAppearance(named: .darkAqua) : NSAppearance(named: .aqua)",
            "if prefersDark { glossary.appearance = NSAppearance(named: .vibrantDark) }",
        ]
        XCTAssertTrue(try described(without).contains("detachable: true"))
        XCTAssertEqual(findings(without), ["popover-close-button \(position(of: "\"Close\"", in: without))"])
        for appearance in appearances {
            let with = source(appearance: appearance)
            XCTAssertEqual(try described(with), try described(without), appearance)
            XCTAssertEqual(findings(with), findings(without), appearance)
        }
    }
}
