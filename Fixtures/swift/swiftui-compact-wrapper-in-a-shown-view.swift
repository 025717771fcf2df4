// A coach-mark modifier keeps its popover a popover in a compact width; the card that uses it is
// shown by a feed, the file's screen. The card's code runs in that screen, so the screen is read
// in a compact width too, where the coach mark stays a popover (an error). A tip modifier that
// lets its popover become a sheet there is no finding.
// expect: popover-in-compact 13:58
import SwiftUI

struct CoachMark: ViewModifier {
    @Binding var shown: Bool
    func body(content: Content) -> some View {
        content.popover(isPresented: $shown) {
            Text("Save places to your shortlist")
                .padding().presentationCompactAdaptation(.popover)
        }
    }
}

struct GentleTip: ViewModifier {
    @Binding var shown: Bool
    func body(content: Content) -> some View {
        content.popover(isPresented: $shown) {
            Text("Swipe a place to hide it")
                .padding()
                .presentationCompactAdaptation(.sheet)
        }
    }
}

extension View {
    func coachMark(shown: Binding<Bool>) -> some View { modifier(CoachMark(shown: shown)) }
    func gentleTip(shown: Binding<Bool>) -> some View { modifier(GentleTip(shown: shown)) }
}

struct PlaceCard: View {
    @State private var showsCoachMark = true
    @State private var showsTip = false

    var body: some View {
        VStack {
            Button("Shortlist") {}
                .coachMark(shown: $showsCoachMark)
            Button("Hide") {}
                .gentleTip(shown: $showsTip)
        }
    }
}

struct FeedScreen: View {
    var body: some View {
        ScrollView {
            PlaceCard()
            PlaceCard()
        }
    }
}
