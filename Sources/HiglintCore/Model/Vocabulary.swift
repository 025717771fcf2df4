/// The closed vocabularies of screen-format.md. Raw values are the spellings files use.

public enum Platform: String, CaseIterable, Sendable {
    case iOS, iPadOS, macOS, visionOS, tvOS, watchOS

    /// The horizontal size class a scene has when the file does not say.
    public var defaultHorizontalSizeClass: SizeClass {
        switch self {
        case .iOS, .watchOS: return .compact
        case .iPadOS, .macOS, .visionOS, .tvOS: return .regular
        }
    }
}

public enum SizeClass: String, CaseIterable, Sendable {
    case compact, regular
}

public enum ElementType: String, CaseIterable, Sendable {
    // Containers
    case view, stack, scrollView, toolbar, navigationBar, tabBar, sidebar, list, table, collection, form, section
    // Controls
    case button, barButton, link, menuButton, textField, secureField, textView, searchField, toggle
    case slider, stepper, picker, datePicker, colorPicker, segmentedControl
    // Content
    case label, text, image, map, webView, video, progress, separator
    case custom
    // Presentations
    case popover, sheet, fullScreen, alert, actionSheet, menu, panel

    public var isPresentation: Bool {
        switch self {
        case .popover, .sheet, .fullScreen, .alert, .actionSheet, .menu, .panel: return true
        default: return false
        }
    }

    /// Text people type (screen-format.md): the work a careless dismissal loses, so these are
    /// editable unless a file says otherwise. A search query is not work, and the other input
    /// controls usually apply at once.
    public var holdsTypedText: Bool {
        self == .textField || self == .secureField || self == .textView
    }

    /// Every input control, typed text or not: a Done or Cancel beside any of them confirms or
    /// abandons a choice (`popover-close-button`).
    public var isInput: Bool {
        switch self {
        case .textField, .secureField, .textView, .searchField, .toggle, .slider, .stepper,
             .picker, .datePicker, .colorPicker, .segmentedControl:
            return true
        default:
            return false
        }
    }

    public var isBar: Bool { self == .toolbar || self == .navigationBar || self == .tabBar }

    public static let elementTypes = allCases.filter { !$0.isPresentation }
    public static let presentationTypes = allCases.filter(\.isPresentation)
}

public enum Role: String, CaseIterable, Sendable {
    case cancel, done, close, destructive, warning, `default`

    /// The role of a button titled exactly Cancel, Done or Close, in any case, in a storyboard or
    /// in code: what people read decides what the button is for. A symbol or emoji beside the word
    /// ("CLOSE 📪", "Done ✓") decorates it.
    public init?(buttonTitle title: String) {
        // The words are short: a longer title is none of them, known without looking (most buttons;
        // trimming every title was 2.4% of a run over the Swift benchmark's files, perf, 2026-11-29).
        guard title.utf8.count <= 24 else { return nil }
        var word = Substring(title).unicodeScalars
        while let first = word.first, !first.properties.isAlphabetic { word = word.dropFirst() }
        while let last = word.last, !last.properties.isAlphabetic { word = word.dropLast() }
        switch String(word).lowercased() {
        case "cancel": self = .cancel
        case "done": self = .done
        case "close": self = .close
        default: return nil
        }
    }
}

public enum Purpose: String, CaseIterable, Sendable {
    case information, task, menu, inspector, selection, actionSheet, warning
}

public enum PopoverAPI: String, CaseIterable, Sendable {
    case uiPopoverPresentationController = "UIPopoverPresentationController"
    case uiPopoverController = "UIPopoverController"
    case swiftUIPopover = "SwiftUI.popover"
    case nsPopover = "NSPopover"
}

public enum ArrowDirection: String, CaseIterable, Sendable {
    case up, down, left, right
}

public enum CompactAdaptation: String, CaseIterable, Sendable {
    case none, popover, sheet, fullScreen
}

public enum OutsideTap: String, CaseIterable, Sendable {
    case save, discard, prevent
}
