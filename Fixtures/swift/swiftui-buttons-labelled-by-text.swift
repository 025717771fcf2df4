// A button written with a label closure of one `Text` is the same button as `Button("Done")`:
// `Button { showsInfo = false } label: { Text("Done") }`, the label styled or not, and with the
// action passed by name. In a popover with nothing to confirm it is a Done button that only closes.
// Beside a field people type in, a Done button keeps its place; a label of copy the file does not
// spell out (a localized key's lookup) and a label of more than one view name no role. A label of
// one `Label("New Drive", systemImage:)` titles the button, and so names the popover it shows.
// expect: popover-close-button 23:30
// expect: popover-close-button 40:30
import SwiftUI

struct ChapterInfoButton: View {
    @State private var showsInfo = false

    var body: some View {
        Button("Chapter") { showsInfo = true }
            .popover(isPresented: $showsInfo) {
                VStack(alignment: .leading) {
                    Text("Chapter 3")
                    Text("12 pages")
                    Button {
                        showsInfo = false
                    } label: {
                        Text("Done")
                    }
                }
                .padding()
            }
    }
}

struct ReadingTimeButton: View {
    @State private var showsTime = false

    var body: some View {
        Button("Time") { showsTime = true }
            .popover(isPresented: $showsTime, arrowEdge: .bottom) {
                VStack {
                    Text("About 20 minutes")
                    Button(action: close) {
                        Text("Done")
                            .fontWeight(.semibold)
                    }
                }
                .frame(width: 220, height: 120)
            }
    }

    private func close() { showsTime = false }
}

// Silent: the note field is work the Done button keeps.
struct NoteButton: View {
    @State private var showsNote = false
    @State private var note = ""

    var body: some View {
        Button("Note") { showsNote = true }
            .popover(isPresented: $showsNote) {
                VStack {
                    TextField("Note", text: $note)
                    Button {
                        showsNote = false
                    } label: {
                        Text("Done")
                    }
                }
                .frame(width: 260, height: 120)
            }
    }
}

// Silent: the label's copy is looked up, and the other label holds an icon beside its text.
struct LegendButton: View {
    @State private var showsLegend = false

    var body: some View {
        Button("Legend") { showsLegend = true }
            .popover(isPresented: $showsLegend) {
                VStack {
                    Text("Blue marks a bookmark")
                    Button {
                        showsLegend = false
                    } label: {
                        Text(String(localized: "legend.close"))
                    }
                    Button {
                        showsLegend = false
                    } label: {
                        Image(systemName: "checkmark")
                        Text("Got it")
                    }
                }
                .frame(width: 260, height: 140)
            }
    }
}

struct NewDriveButton: View {
    @State private var showsNewDrive = false

    var body: some View {
        Button { showsNewDrive = true } label: { Label("New Drive", systemImage: "plus") }
            .popover(isPresented: $showsNewDrive) {
                Toggle("Removable", isOn: .constant(false))
            }
    }
}
