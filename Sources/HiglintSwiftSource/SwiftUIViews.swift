import HiglintCore

/// What the reader knows of one SwiftUI view type: the element it becomes, which string argument
/// is its copy, and which of its closures hold views (the rest are actions).
struct SwiftUIView {
    /// Nil: the view groups others and draws nothing of its own (`ToolbarItem`); its views are
    /// children of the view around it.
    var type: ElementType?
    /// The key of the copy its first unlabelled string argument gives (`Button("Save")` → title).
    var copy: CopyKey?
    /// Labels of closures that are actions, not content (`action:`, `onIncrement:`).
    var actions: Set<String> = Self.actionLabels
    /// Whether the unlabelled trailing closure is the action (`Button("Save") { save() }`)
    /// unless an `action:` argument is given (`Button(action: save) { Label(…) }`).
    var trailingClosureIsAction = false
    /// Labels of arguments that are views, not closures (`NavigationLink(destination: Details())`).
    var viewArguments: [String] = []

    static let actionLabels: Set<String> = ["action", "onIncrement", "onDecrement", "onEditingChanged", "onCommit",
                                            "perform", "primaryAction", "onDismiss", "onSubmit", "onCompletion"]

    /// The SwiftUI views higlint reads, by name.
    static let known: [String: SwiftUIView] = {
        var table: [String: SwiftUIView] = [:]
        func add(_ names: [String], _ view: SwiftUIView) { for name in names { table[name] = view } }
        add(["Text"], SwiftUIView(type: .text, copy: .text))
        add(["Label"], SwiftUIView(type: .label, copy: .title))
        add(["Button"], SwiftUIView(type: .button, copy: .title, trailingClosureIsAction: true))
        add(["Link", "ShareLink"], SwiftUIView(type: .link, copy: .title))
        add(["NavigationLink"], SwiftUIView(type: .button, copy: .title, viewArguments: ["destination", "label"]))
        add(["Menu"], SwiftUIView(type: .menuButton, copy: .title))
        add(["TextField"], SwiftUIView(type: .textField, copy: .placeholder))
        add(["SecureField"], SwiftUIView(type: .secureField, copy: .placeholder))
        add(["TextEditor"], SwiftUIView(type: .textView))
        add(["Toggle"], SwiftUIView(type: .toggle, copy: .title))
        add(["Picker"], SwiftUIView(type: .picker, copy: .title))
        add(["DatePicker", "MultiDatePicker"], SwiftUIView(type: .datePicker, copy: .title))
        add(["ColorPicker"], SwiftUIView(type: .colorPicker, copy: .title))
        add(["Slider"], SwiftUIView(type: .slider))
        add(["Stepper"], SwiftUIView(type: .stepper, copy: .title))
        add(["Image", "AsyncImage"], SwiftUIView(type: .image))
        add(["ProgressView", "Gauge"], SwiftUIView(type: .progress, copy: .title))
        add(["Divider"], SwiftUIView(type: .separator))
        add(["Map"], SwiftUIView(type: .map))
        add(["VideoPlayer"], SwiftUIView(type: .video))
        add(["List", "OutlineGroup"], SwiftUIView(type: .list))
        add(["Table"], SwiftUIView(type: .table))
        add(["Form"], SwiftUIView(type: .form))
        add(["Section", "DisclosureGroup"], SwiftUIView(type: .section, copy: .title, viewArguments: ["header", "footer", "label"]))
        add(["GroupBox"], SwiftUIView(type: .view, copy: .title, viewArguments: ["label"]))
        add(["ScrollView"], SwiftUIView(type: .scrollView))
        add(["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
             "ControlGroup"], SwiftUIView(type: .stack))
        add(["Group", "ForEach", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "GeometryReader",
             "ViewThatFits", "ScrollViewReader", "AnyView", "Spacer", "EmptyView", "Color", "Rectangle",
             "RoundedRectangle", "Circle", "Capsule"], SwiftUIView(type: .view))
        add(["ToolbarItem", "ToolbarItemGroup"], SwiftUIView(type: nil))
        return table
    }()

    /// `Button(role: .cancel)`: ButtonRole's cases as higlint's roles.
    static func role(_ name: String) -> Role? {
        switch name {
        case "cancel": return .cancel
        case "destructive": return .destructive
        case "close": return .close
        case "confirm": return .done
        default: return nil
        }
    }

    /// `arrowEdge:` names the edge of the source where the arrow touches it; screen-format's
    /// `arrow` names the popover's edge that carries the arrow. `.bottom`: the popover sits below
    /// its source, arrow on its top edge (`up`). Leading and trailing are read left to right.
    static func arrow(forEdge edge: String) -> ArrowDirection? {
        switch edge {
        case "top": return .down
        case "bottom": return .up
        case "leading": return .right
        case "trailing": return .left
        default: return nil
        }
    }
}
