/// The fields of an element that a reader set directly (`ElementDraft`) and that its store's
/// record cannot hold: its strings, where it and each of its keys are written, how code writes
/// the values a fix may edit, its name, its presentation's attributes, and its lists of children
/// and presentations. The YAML and JSON decoder's elements have none: theirs are read from the
/// parse tree.
struct DirectFields: Sendable {
    var id: String?
    var title: String?
    var label: String?
    var text: String?
    var placeholder: String?
    var help: String?
    var name: String?
    var range: SourceRange
    var keyPositions: [String: SourceRange]
    var writtenValues: [String: WrittenValue]
    var presentation: PresentationAttributes?
    var children: [Int]
    var presented: [Int]

    init(_ draft: ElementDraft) {
        id = draft.id
        title = draft.title
        label = draft.label
        text = draft.text
        placeholder = draft.placeholder
        help = draft.help
        name = draft.name
        range = draft.range
        keyPositions = draft.keyPositions
        writtenValues = draft.writtenValues
        presentation = draft.presentation
        children = draft.children
        presented = draft.presented
    }

    subscript(field: ElementStore.StringField) -> String? {
        switch field {
        case .id: return id
        case .title: return title
        case .label: return label
        case .text: return text
        case .placeholder: return placeholder
        case .help: return help
        }
    }
}
