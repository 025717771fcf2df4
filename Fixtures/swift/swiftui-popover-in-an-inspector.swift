// A popover inside an inspector's content (`.inspector(isPresented:) { … }`) is read as one in the
// view's body. The exposure help holds plain text and a Done button: noise. The crop note holds a
// field beside its Done, and the inspector's own Done button is in no popover: both right.
// expect: popover-close-button 21:40
import SwiftUI

struct DarkroomEditorView: View {
    @State private var showInspector = true
    @State private var showExposureHelp = false
    @State private var showCropNote = false
    @State private var cropNote = ""

    var body: some View {
        Image(systemName: "photo")
            .inspector(isPresented: $showInspector) {
                Form {
                    Button("Exposure") { showExposureHelp = true }
                        .popover(isPresented: $showExposureHelp) {
                            VStack {
                                Text("Brightens or darkens the whole photo")
                                Button("Done") { showExposureHelp = false }
                            }
                            .padding()
                        }
                    Button("Crop") { showCropNote = true }
                        .popover(isPresented: $showCropNote) {
                            VStack {
                                TextField("Note", text: $cropNote)
                                Button("Done") { showCropNote = false }
                            }
                            .padding()
                        }
                    Button("Done") { showInspector = false }
                }
            }
    }
}
