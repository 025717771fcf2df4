// A folder button whose popover lists the folder's children as folder buttons opens a popover
// from inside its own: a hierarchy of popovers, which the guideline rules out. The view is read
// once more inside its own popover to see it. A tree of rows that show rows opens no popover, and
// a folder button whose popover lists plain buttons cascades nothing.
// expect: popover-nested 14:13
import SwiftUI

struct FolderButton: View {
    let folder: Folder
    @State private var isOpen = false

    var body: some View {
        Button(folder.name) { isOpen = true }
            .popover(isPresented: $isOpen, arrowEdge: .bottom) {
                VStack(alignment: .leading) {
                    ForEach(folder.children) { child in
                        FolderButton(folder: child)
                    }
                }
                .padding()
            }
    }
}

struct OutlineRow: View {
    let node: Folder

    var body: some View {
        VStack(alignment: .leading) {
            Text(node.name)
            ForEach(node.children) { OutlineRow(node: $0) }
        }
    }
}

struct FlatFolderButton: View {
    let folder: Folder
    @State private var isOpen = false

    var body: some View {
        Button(folder.name) { isOpen = true }
            .popover(isPresented: $isOpen) {
                ForEach(folder.children) { child in
                    Button(child.name) { isOpen = false }
                }
                .padding()
            }
    }
}
