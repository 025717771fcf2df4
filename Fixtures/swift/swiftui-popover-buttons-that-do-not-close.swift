// Buttons in a popover that do not close it are no Close, Cancel or Done buttons to remove:
// Cancel that stops an upload, a close mark that hides part of a card (its binding given the
// card's own `@State`, not the flag that shows the popover), and Done after rows picked with
// `.onTapGesture`, where people may pick several. Beside them, buttons that only close a popover
// that closes by itself: Done that clears the flag, a close mark whose binding is the popover's
// own flag, and Close that calls the view's method that clears it.
// expect: popover-close-button 92:28
// expect: popover-close-button 105:67
// expect: popover-close-button 130:28
import SwiftUI

final class Uploader: ObservableObject {
    @Published var fraction = 0.4
    func abort() {}
}

struct UploadBadge: View {
    @State private var progressShown = false
    @StateObject private var uploader = Uploader()

    var body: some View {
        Button("Uploading") { progressShown = true }
            .popover(isPresented: $progressShown) {
                VStack {
                    ProgressView(value: uploader.fraction)
                    Button("Cancel") { uploader.abort() }
                }
                .padding()
            }
    }
}

struct ParcelCard: View {
    @Binding var detailsShown: Bool

    var body: some View {
        VStack {
            Text("Parcel 42")
            if detailsShown {
                HStack {
                    Text("Weight: 3 kg")
                    Button { detailsShown = false } label: { Image(systemName: "xmark") }
                }
            }
        }
    }
}

struct ParcelBadge: View {
    @State private var cardShown = false
    @State private var detailsShown = true

    var body: some View {
        Button("Parcel") { cardShown = true }
            .popover(isPresented: $cardShown) {
                ParcelCard(detailsShown: $detailsShown)
                    .padding()
            }
    }
}

struct GenreFilter: View {
    @State private var pickerShown = false
    @State private var picked: Set<String> = []
    private let genres = ["Jazz", "Folk", "Soul"]

    var body: some View {
        Button("Genres") { pickerShown = true }
            .popover(isPresented: $pickerShown) {
                VStack(alignment: .leading) {
                    ForEach(genres, id: \.self) { genre in
                        Text(genre)
                            .onTapGesture {
                                if picked.contains(genre) { picked.remove(genre) } else { picked.insert(genre) }
                            }
                    }
                    Button("Done") { pickerShown = false }
                }
                .padding()
            }
    }
}

struct TrackingBadge: View {
    @State private var trackingShown = false

    var body: some View {
        Button("Tracking") { trackingShown = true }
            .popover(isPresented: $trackingShown) {
                VStack {
                    Text("Arrives Tuesday")
                    Button("Done") { trackingShown = false }
                }
                .padding()
            }
    }
}

struct StampCard: View {
    @Binding var isShown: Bool

    var body: some View {
        HStack {
            Text("First class")
            Button { isShown = false } label: { Image(systemName: "xmark") }
        }
    }
}

struct StampBadge: View {
    @State private var stampShown = false

    var body: some View {
        Button("Stamp") { stampShown = true }
            .popover(isPresented: $stampShown) {
                StampCard(isShown: $stampShown)
                    .padding()
            }
    }
}

struct PostmarkBadge: View {
    @State private var postmarkShown = false

    var body: some View {
        Button("Postmark") { postmarkShown = true }
            .popover(isPresented: $postmarkShown) {
                VStack {
                    Text("Posted in Lyon")
                    Button("Close") { hidePostmark() }
                }
                .padding()
            }
    }

    private func hidePostmark() {
        postmarkShown = false
    }
}
