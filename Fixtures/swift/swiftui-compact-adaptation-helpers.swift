// A team's compatibility helpers that decide what a popover becomes in a compact width: a `View`
// extension method that applies `presentationCompactAdaptation` under `if #available` (the
// modifier is iOS 16.4 and later), one that applies it plainly, and a `ViewModifier`. Used on a
// popover's content, each keeps the popover a popover on an iPhone, where a popover's small
// anchored view crowds the screen: reported once, in the helper, however many popovers use it.
// A helper that makes the popover a sheet there, and the same helper on a sheet's content, are
// no finding.
// expect: popover-in-compact 52:48
// expect: popover-in-compact 61:39
// expect: popover-in-compact 71:59
import SwiftUI

struct ProposalRow: View {
    @State private var showsInfo = false
    @State private var showsVoters = false
    @State private var showsRules = false
    @State private var showsHistory = false
    @State private var showsDetails = false

    var body: some View {
        HStack {
            Button { showsInfo = true } label: { Image(systemName: "info.circle") }
                .popover(isPresented: $showsInfo) {
                    Text("Voting closes in 3 days")
                        .padding()
                        .compactPopover()
                }
            Button("Voters") { showsVoters = true }
                .popover(isPresented: $showsVoters) {
                    Text("12 voters").keepsPopover()
                }
            Button("Rules") { showsRules = true }
                .popover(isPresented: $showsRules) {
                    Text("One vote each").modifier(TruePopover())
                }
            Button("History") { showsHistory = true }
                .popover(isPresented: $showsHistory) {
                    Text("Opened yesterday").sheetWhenCompact()
                }
            Button("Details") { showsDetails = true }
                .sheet(isPresented: $showsDetails) {
                    Text("Proposal details").compactPopover()
                }
        }
    }
}

private extension View {
    @ViewBuilder
    func compactPopover() -> some View {
        if #available(iOS 16.4, *) {
            self.presentationCompactAdaptation(.popover)
        } else {
            self
        }
    }
}

extension View {
    func keepsPopover() -> some View {
        presentationCompactAdaptation(.popover)
    }

    func sheetWhenCompact() -> some View {
        presentationCompactAdaptation(.sheet)
    }
}

struct TruePopover: ViewModifier {
    func body(content: Content) -> some View {
        content.presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
    }
}
