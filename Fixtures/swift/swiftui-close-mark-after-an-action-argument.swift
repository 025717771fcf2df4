// A close mark written as the trailing closure after `action:` is the button's label, as `label:`
// is: the first one only closes the popover, which closes by itself anyway. The second mark
// removes a tag (it is no Close button), so it is not called one.
// expect: popover-close-button 17:43
import SwiftUI

struct PhotoInfo: View {
    @State private var showsInfo = false
    @State private var showsTags = false
    @State private var tags = ["Beach", "Family"]

    var body: some View {
        Button("Info") { showsInfo = true }
            .popover(isPresented: $showsInfo) {
                VStack {
                    Button(action: { showsInfo = false }) {
                        Image(systemName: "xmark")
                    }
                    Text("Taken on 12 May")
                }
            }
        Button("Tags") { showsTags = true }
            .popover(isPresented: $showsTags) {
                ForEach(tags, id: \.self) { tag in
                    HStack {
                        Text(tag)
                        Button(action: { tags.removeAll { $0 == tag } }) {
                            Image(systemName: "xmark.circle")
                        }
                    }
                }
            }
    }
}
