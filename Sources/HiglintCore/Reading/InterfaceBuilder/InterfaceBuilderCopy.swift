/// What one Interface Builder view says about itself: its type, the copy people read (with where
/// each string is written), its role and whether it holds typed work.
struct InterfaceBuilderCopy {
    let document: InterfaceBuilderDocument
    private var tree: XMLTree { document.tree }

    func describe(_ element: inout ElementDraft, node: Int) {
        let name = tree.name(of: node)
        let cell = document.child(of: node, key: "cell")
        element.type = type(name, node: node, cell: cell)
        // The view's own attributes, then what its button states, configuration, AppKit cell and
        // accessibility settings add; the first place a string is written wins.
        let names = document.names
        set(&element, .title, from: node, names.title)
        set(&element, .text, from: node, names.text)
        set(&element, .placeholder, from: node, names.placeholder)
        set(&element, .help, from: node, names.toolTip)
        // A button's configuration (iOS 15) is what it shows: Interface Builder keeps the normal
        // state's title beside it (often its default, "Button"), which UIKit does not show.
        for child in tree.children(of: node) where tree.name(of: child) == "buttonConfiguration" {
            set(&element, .title, from: child, names.title)
        }
        for child in tree.children(of: node) {
            switch tree.name(of: child) {
            case "state" where tree.attribute("key", of: child) == "normal":
                set(&element, .title, from: child, names.title)
            case "accessibility":
                set(&element, .label, from: child, tree.nameID("label"))
                set(&element, .help, from: child, tree.nameID("hint"))
            default:
                continue
            }
        }
        if let cell {
            // An AppKit text field's cell title is what it shows; a button's is its title.
            set(&element, element.type == .button || element.type == .menuButton ? .title : .text, from: cell, names.title)
            set(&element, .placeholder, from: cell, tree.nameID("placeholderString"))
        }
        describeRole(&element, node: node)
        // A custom view shows no copy of its own: it is known by its class (`SignatureView`).
        if element.type == .custom, [CopyKey.title, .label, .text, .placeholder].allSatisfy({ element[copy: $0] == nil }),
           let written = tree.attribute("customClass", of: node) {
            element.name = written.split(separator: ".").last.map(String.init)
        }
        if element.type == .textView, let editable = tree.attributeIndex(names.editable, of: node) {
            element.editableValue = tree.value(editable) != "NO"
            element[position: .editable] = tree.range(ofAttribute: editable)
        }
    }

    /// The screen type of a view: AppKit's `textField` is a label unless its cell is editable.
    private func type(_ name: String, node: Int, cell: Int?) -> ElementType {
        if name == "textField", document.platform == .macOS {
            return cell.flatMap { tree.attribute("editable", of: $0) } == "YES" ? .textField : .label
        }
        if name == "view" || name == "customView", let className = tree.attribute("customClass", of: node),
           let type = InterfaceBuilderVocabulary.customViewType(className: className, module: tree.attribute("customModule", of: node),
                                                                holdsSubviews: holdsSubviews(node)) {
            return type
        }
        return InterfaceBuilderVocabulary.elementTypes[name] ?? .view
    }

    private func holdsSubviews(_ node: Int) -> Bool {
        tree.children(of: node).contains { tree.name(of: $0) == "subviews" && tree.children(of: $0).contains { _ in true } }
    }

    private func set(_ element: inout ElementDraft, _ key: CopyKey, from node: Int, _ attribute: UInt16?) {
        guard element[copy: key] == nil, let index = tree.attributeIndex(attribute, of: node) else { return }
        let value = tree.value(index)
        guard !value.isEmpty else { return }
        element[copy: key] = value
        element[position: .copy(key)] = tree.range(ofAttribute: index)
    }

    /// A bar button item's system item (done, cancel, stop), else a button titled exactly Cancel,
    /// Done or Close, in any case; the role points where it is written.
    private func describeRole(_ element: inout ElementDraft, node: Int) {
        guard element.type == .button || element.type == .barButton else { return }
        // A system item is named as Xcode's Attributes inspector names it (`Cancel`), for messages.
        if element.title == nil, let systemItem = tree.attributeIndex(document.names.systemItem, of: node) {
            let value = tree.value(systemItem)
            if let first = value.first { element.name = first.uppercased() + value.dropFirst() }
        }
        if let systemItem = tree.attributeIndex(document.names.systemItem, of: node),
           let role = InterfaceBuilderVocabulary.systemItemRoles[tree.value(systemItem)] {
            element.role = role
            element[position: .role] = tree.range(ofAttribute: systemItem)
        } else if let title = element.title, let role = Role(buttonTitle: title) {
            element.role = role
            element[position: .role] = element[position: .copy(.title)]
        }
    }
}
