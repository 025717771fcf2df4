/// Whether a popover shows as a popover (rules.md, "A popover that does not show as a popover").
///
/// In a screen whose horizontal size class is compact, a popover whose `compactAdaptation` is
/// `sheet`, `fullScreen` or not given is shown as a sheet or a full-screen view: UIKit and SwiftUI
/// adapt it. It has no arrow, no popover frame and no passthrough there, so the rules about a
/// popover's geometry and placement skip it; the rules about what it holds and how it behaves do
/// not (it is a popover wherever the width is regular). Edition `ios-2011` knows no adaptation:
/// there every popover is a popover. This is the one place that decides it.
extension Screen {
    /// Whether `popover` is drawn as a popover in this screen, under `edition`.
    public func showsAsPopover(_ popover: Element, in edition: Edition) -> Bool {
        guard edition != .ios2011, horizontalSizeClass == .compact else { return true }
        let adaptation = popover.presentation?.compactAdaptation
        return adaptation == CompactAdaptation.none || adaptation == .popover
    }

    /// The popovers of the screen that are drawn as popovers under `edition`, in document order:
    /// the ones the geometry and placement rules judge.
    public func popoversShown(in edition: Edition) -> [Element] {
        let all = popovers
        guard edition != .ios2011, horizontalSizeClass == .compact else { return all }
        return all.filter { showsAsPopover($0, in: edition) }
    }
}
