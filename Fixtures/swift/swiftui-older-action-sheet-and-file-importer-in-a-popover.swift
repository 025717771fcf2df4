// `.actionSheet(isPresented:)`, the API before `.confirmationDialog`, and `.fileImporter`, which
// shows a document browser in a sheet on iPad, put a presentation on top of the popover that shows
// them. Attached beside the popover's button rather than in its content, they are no such thing.
// expect: popover-over-popover 20:25
// expect: popover-over-popover 26:25
import SwiftUI
import UniformTypeIdentifiers

struct AttachmentsButton: View {
    @State private var showsAttachments = false
    @State private var confirmsRemoval = false
    @State private var importsFile = false
    @State private var exportsAll = false

    var body: some View {
        Button("Attachments") { showsAttachments = true }
            .popover(isPresented: $showsAttachments) {
                VStack {
                    Button("Remove all") { confirmsRemoval = true }
                        .actionSheet(isPresented: $confirmsRemoval) {
                            ActionSheet(title: Text("Remove all attachments?"), buttons: [
                                .destructive(Text("Remove")), .cancel(),
                            ])
                        }
                    Button("Add file") { importsFile = true }
                        .fileImporter(isPresented: $importsFile, allowedContentTypes: [.pdf]) { _ in }
                }
            }
            .fileExporter(isPresented: $exportsAll, document: nil as TextFile?, contentType: .plainText) { _ in }
    }
}

struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper() }
}
