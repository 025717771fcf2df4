// A team's wrapper whose own code decides what its popover becomes in a compact width
// (`.presentationCompactAdaptation(.popover)`) is read in one at each use, as the view's own code
// would be: the Hint wrapper keeps its popover a popover on an iPhone, reported once in its code.
// The Glossary wrapper lets its popover become a sheet, and the Credits wrapper says nothing (the
// system adapts it): both right.
// expect: popover-in-compact 14:48
import SwiftUI

extension View {
    func hintBubble(_ text: String, isPresented: Binding<Bool>) -> some View {
        popover(isPresented: isPresented, arrowEdge: .top) {
            Text(text)
                .padding()
                .presentationCompactAdaptation(.popover)
        }
    }

    func glossaryBubble(_ text: String, isPresented: Binding<Bool>) -> some View {
        modifier(GlossaryBubble(text: text, isPresented: isPresented))
    }

    func creditsBubble(isPresented: Binding<Bool>) -> some View {
        popover(isPresented: isPresented) {
            Text("Made by the Bakery team")
                .padding()
        }
    }
}

struct GlossaryBubble: ViewModifier {
    let text: String
    @Binding var isPresented: Bool

    func body(content: Content) -> some View {
        content.popover(isPresented: $isPresented) {
            Text(text)
                .presentationCompactAdaptation(horizontal: .sheet, vertical: .sheet)
        }
    }
}

struct RecipeCardFooter: View {
    @State private var showHint = false
    @State private var showTerm = false
    @State private var showCredits = false

    var body: some View {
        HStack {
            Image(systemName: "lightbulb")
                .onTapGesture { showHint = true }
                .hintBubble("Knead until smooth", isPresented: $showHint)
            Text("Proof")
                .onTapGesture { showTerm = true }
                .glossaryBubble("Letting dough rise", isPresented: $showTerm)
            Button("Credits") { showCredits = true }
                .creditsBubble(isPresented: $showCredits)
        }
    }
}
