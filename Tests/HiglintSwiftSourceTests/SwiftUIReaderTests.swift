import HiglintCore
import HiglintSwiftSource
import XCTest

/// SwiftUI constructs, each as a developer writes it, and what higlint reports or reads.
final class SwiftUIReaderTests: XCTestCase {
    private func view(_ body: String, extra: String = "") -> String {
        """
        import SwiftUI

        struct Sample: View {
            @State private var shown = false

            var body: some View {
        \(body)
            }
        }
        \(extra)
        """
    }

    /// A `selection:` binding of a `Set` lets people pick several items; an optional, one; a
    /// binding whose type is not written in the view leaves that unknown.
    func testASelectionBindingsTypeSaysWhetherSeveralItemsArePicked() throws {
        func attributes(_ declaration: String, _ list: String) throws -> PresentationAttributes? {
            let reading = readSwift("""
            import SwiftUI

            struct Sample: View {
                @State private var shown = false
                \(declaration)
                let rows = ["A", "B"]

                var body: some View {
                    Button("Pick") { shown = true }
                        .popover(isPresented: $shown) {
                            \(list)
                        }
                }
            }
            """)
            return try XCTUnwrap(reading.screens.first?.popovers.first).presentation
        }
        let table = "Table(rows, selection: $chosen) { TableColumn(\"Name\") { Text($0) } }"
        let list = "List(rows, id: \\.self, selection: $chosen) { Text($0) }"
        for (declaration, view, multiple, unknown) in [
            ("@State private var chosen: Set<String> = []", table, true, false),
            ("@Binding var chosen: Swift.Set<String>", list, true, false),
            ("@State private var chosen = Set<String>()", list, true, false),
            ("@State private var chosen: String?", list, false, false),
            ("@State private var chosen: Optional<String> = nil", table, false, false),
            ("@State private var chosen: Selection = []", list, false, true),
            ("@State private var chosen = makeSelection()", list, false, true),
            ("@ObservedObject var model: Model", "List(rows, id: \\.self, selection: $model.chosen) { Text($0) }", false, true),
        ] {
            let presentation = try attributes(declaration, view)
            XCTAssertEqual(presentation?.multipleSelection, multiple, declaration)
            XCTAssertEqual(presentation?.multipleSelectionUnknown, unknown, declaration)
        }
    }

    func testPopoverModifierIsAPopoverOfTheViewItModifiesWithItsArrowEdge() throws {
        let reading = readSwift(view("""
                Button("Info") { shown = true }
                    .popover(isPresented: $shown, attachmentAnchor: .point(.top), arrowEdge: .bottom) {
                        Text("About")
                    }
        """))
        let screen = try XCTUnwrap(reading.screens.first)
        XCTAssertEqual(screen.name, "Sample")
        XCTAssertEqual(screen.platform, .iPadOS)
        XCTAssertEqual(screen.horizontalSizeClass, .regular)
        let popover = try XCTUnwrap(screen.popovers.first)
        XCTAssertEqual(screen.source(of: popover.index)?.type, .button)
        XCTAssertEqual(screen.source(of: popover.index)?.title, "Info")
        XCTAssertEqual(popover.presentation?.api, .swiftUIPopover)
        XCTAssertEqual(popover.presentation?.arrow, [.up], "arrowEdge .bottom: below the source, arrow on top")
        XCTAssertEqual(popover.range(of: .type).start, SourcePosition(line: 8, column: 13))
        XCTAssertEqual(screen.content(of: popover.index).map(\.text), ["About"])
    }

    func testItemPopoverAndTrailingContentLabelAreApples() {
        let reading = readSwift(view("""
                Text("A").popover(item: $selection) { item in Text("B") }
                Text("C").popover(isPresented: $shown, content: { Text("D") })
        """))
        XCTAssertEqual(reading.screens.first?.popovers.count, 2)
    }

    func testPopoverAsAValueOrWithAnotherLibrarysLabelsIsNoPopover() {
        let reading = readSwift(view("""
                Text("A").presentationCompactAdaptation(.popover)
                Text("B").popover(present: $shown) { Text("x") }
                Text("C").popover(isPresented: $shown, arrowEdge: .top, attachmentAnchor: .rect(.bounds)) { Text("x") }
                Text("D").popover(isPresented: $shown)
                Text("E").popover
        """))
        XCTAssertEqual(reading.screens.first?.popovers.count, 0)
    }

    func testCompactAdaptationNoneIsReportedInACompactWidthAtTheNone() {
        let source = view("""
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) {
                        Slider(value: $zoom)
                            .presentationCompactAdaptation(.none)
                    }
        """)
        XCTAssertEqual(findings(source), ["popover-in-compact \(position(of: ".none", in: source))"])
        // The screen is read in the standard context and, because the code decides it, in a compact one.
        XCTAssertEqual(readSwift(source).screens.map(\.name), ["Sample", "Sample (iPadOS, compact)"])
    }

    func testCompactAdaptationToASheetOrNoneGivenIsNotReported() {
        XCTAssertEqual(findings(view("""
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) {
                        Slider(value: $zoom).presentationCompactAdaptation(horizontal: .sheet, vertical: .none)
                    }
                Button("Pan") { shown = true }
                    .popover(isPresented: $shown) { Slider(value: $zoom) }
        """)), [])
    }

    func testCompactAdaptationOutsidePopoverContentDoesNotApplyToIt() {
        XCTAssertEqual(findings(view("""
                Button("Zoom") { shown = true }
                    .popover(isPresented: $shown) { Slider(value: $zoom) }
                    .presentationCompactAdaptation(.none)
        """)), [])
    }

    func testInteractiveDismissDisabledPreventsATapOutside() throws {
        let source = view("""
                Button("Edit") { shown = true }
                    .popover(isPresented: $shown) {
                        TextField("Name", text: $name)
                            .interactiveDismissDisabled()
                    }
                Button("View") { shown = true }
                    .popover(isPresented: $shown) {
                        TextField("Name", text: $name).interactiveDismissDisabled(false)
                    }
        """)
        let reading = readSwift(source)
        let popovers = try XCTUnwrap(reading.screens.first?.popovers)
        XCTAssertEqual(popovers.map { $0.presentation?.outsideTap }, [.prevent, nil])
        XCTAssertEqual("\(popovers[0].range(of: .dismissOutsideTap).start)", position(of: ".interactiveDismissDisabled", in: source))
    }

    func testAPopoverThatCannotBeLeftIsReportedOnlyWhenItsContentIsKnown() {
        // Known content without a button: reported at the modifier that stops a tap outside.
        let noWayOut = view("""
                Button("Edit") { shown = true }
                    .popover(isPresented: $shown) {
                        TextField("Name", text: $name)
                            .interactiveDismissDisabled()
                    }
        """)
        XCTAssertEqual(findings(noWayOut), ["popover-close-button \(position(of: ".interactiveDismissDisabled", in: noWayOut))"])
        // A view declared elsewhere may hold the button: nothing said.
        XCTAssertEqual(findings(view("""
                Button("Edit") { shown = true }
                    .popover(isPresented: $shown) {
                        NameEditor(name: $name)
                            .interactiveDismissDisabled()
                    }
        """)), [])
    }

    func testAPopoverThatMayLoseTypedTextIsNotReportedUnlessTheCodeSaysSo() {
        XCTAssertEqual(findings(view("""
                Button("Rename") { shown = true }
                    .popover(isPresented: $shown) {
                        TextField("Name", text: $name)
                    }
        """)), [])
    }

    func testFrameOfTheWholeContentIsThePopoversSize() throws {
        let source = view("""
                Button("Tags") { shown = true }
                    .popover(isPresented: $shown) {
                        List { Text("Work") }
                            .frame(width: 240, height: 300)
                    }
                Button("Notes") { shown = true }
                    .popover(isPresented: $shown) {
                        VStack { Text("A").frame(width: 100, height: 20) }
                            .frame(idealWidth: 400, idealHeight: 500)
                    }
        """)
        let popovers = try XCTUnwrap(readSwift(source).screens.first?.popovers)
        XCTAssertEqual(popovers.map(\.presentation?.size), [Size(width: 240, height: 300), Size(width: 400, height: 500)])
        XCTAssertEqual(findings(source, edition: .ios2011), ["popover-undersize \(position(of: ".frame(width: 240", in: source))"])
    }

    func testAlertIsAllowedButADialogSheetOrCoverOverAPopoverIsNot() {
        let source = view("""
                Button("Photo") { shown = true }
                    .popover(isPresented: $shown) {
                        VStack {
                            Text("IMG_0001")
                                .alert("Delete?", isPresented: $deleting) { Button("Delete", role: .destructive) {} }
                                .confirmationDialog("Share", isPresented: $sharing) { Button("Mail") {} }
                                .sheet(isPresented: $editing) { Text("Editor") }
                                .fullScreenCover(item: $viewing) { _ in Text("Viewer") }
                        }
                    }
        """)
        XCTAssertEqual(findings(source), [".confirmationDialog", ".sheet", ".fullScreenCover"].map {
            "popover-over-popover \(position(of: $0, in: source))"
        })
    }

    func testMenuItemsAreTheMenusNotButtonsOfThePopover() throws {
        let source = view("""
                Button("Sort") { shown = true }
                    .popover(isPresented: $shown) {
                        Menu("Order") {
                            Button("Done") {}
                        }
                    }
        """)
        XCTAssertEqual(findings(source), [], "a Done item in a menu is no close button of the popover")
        let screen = try XCTUnwrap(readSwift(source).screens.first)
        XCTAssertEqual(screen.all(.menuButton).first?.title, "Order")
        XCTAssertEqual(screen.all(.menu).count, 1)
    }

    func testButtonRoleAndTitleGiveTheButtonsRole() throws {
        let source = view("""
                Button("Info") { shown = true }
                    .popover(isPresented: $shown) {
                        VStack {
                            Text("Version 2")
                            Button("Dismiss", role: .cancel) { shown = false }
                        }
                    }
                Button("Help") { shown = true }
                    .popover(isPresented: $shown) {
                        Button("Done") { shown = false }
                    }
                Button("About") { shown = true }
                    .popover(isPresented: $shown) {
                        Button("OK") { shown = false }
                    }
        """)
        XCTAssertEqual(findings(source), ["popover-close-button \(position(of: "role: .cancel", in: source))",
                                          "popover-close-button \(position(of: "\"Done\"", in: source))"])
        let roles = try XCTUnwrap(readSwift(source).screens.first).all(.button).map(\.role)
        XCTAssertEqual(roles, [nil, .cancel, nil, .done, nil, nil])
    }

    func testAnInputBesideTheButtonMakesItAConfirmation() {
        XCTAssertEqual(findings(view("""
                Button("Date") { shown = true }
                    .popover(isPresented: $shown) {
                        VStack {
                            DatePicker("Due", selection: $due)
                            Button("Done") { shown = false }
                        }
                    }
        """)), [])
    }

    func testControlsAndTypedTextBecomeTheirElementTypes() throws {
        let screen = try XCTUnwrap(readSwift(view("""
                Button("Edit") { shown = true }
                    .popover(isPresented: $shown) {
                Form {
                    TextField("Name", text: $name)
                    SecureField("Password", text: $password)
                    TextEditor(text: $notes)
                    Toggle("Shared", isOn: $shared)
                    Picker("Size", selection: $size) { Text("S") }
                    Picker("Mode", selection: $mode) { Text("A") }.pickerStyle(.segmented)
                    DatePicker("Due", selection: $due)
                    ColorPicker("Tint", selection: $tint)
                    Slider(value: $volume)
                    Stepper("Copies", value: $copies)
                    Link("Site", destination: url)
                }
                    }
        """)).screens.first)
        let types = screen.elements.compactMap(\.type).filter { ![.text, .button, .popover].contains($0) }
        XCTAssertEqual(types, [.form, .textField, .secureField, .textView, .toggle, .picker, .segmentedControl,
                               .datePicker, .colorPicker, .slider, .stepper, .link])
        XCTAssertEqual(screen.elements.filter(\.isEditable).map(\.type), [.textField, .secureField, .textView])
    }

    func testCopyAnywhereInTheBodyIsRead() {
        let source = view("""
                NavigationStack {
                    VStack {
                        Text("Open the popover")
                        Label("Popover settings", systemImage: "gear")
                        Button("Show popover") {}
                        TextField("Type in the popover", text: $name)
                        Image(systemName: "info").help("Shows a popover")
                    }
                    .navigationTitle("Popovers")
                    .searchable(text: $query, prompt: "Search popovers")
                }
        """)
        let strings = ["\"Open", "\"Popover settings", "\"Show", "\"Type", "\"Shows", "\"Popovers\"", "\"Search"]
        XCTAssertEqual(findings(source), strings.map { "popover-word-in-copy \(position(of: $0, in: source))" })
    }

    func testContentInAnotherViewTypeIsFollowedIntoItsBody() throws {
        let source = view("""
                Button("Event") { shown = true }
                    .popover(isPresented: $shown) { EventDetails(title: "Offsite") }
        """, extra: """
        struct EventDetails: View {
            let title: String
            @State private var invitees = false

            var body: some View {
                Button("Invitees") { invitees = true }
                    .popover(isPresented: $invitees) { Text("Ana") }
            }
        }
        """)
        XCTAssertEqual(findings(source), ["popover-nested \(position(of: ".popover", 2, in: source))"])
        // The view shown in a popover is not a screen of its own: its popover is reported once.
        XCTAssertEqual(readSwift(source).screens.map(\.name), ["Sample"])
    }

    func testViewPropertiesAndFunctionsOfTheSameTypeAreFollowed() {
        let source = view("""
                VStack {
                    header
                    row("A")
                }
        """, extra: """
        extension Sample {
            var header: some View {
                Button("Info") { shown = true }
                    .popover(isPresented: $shown) { details }
            }

            private var details: some View {
                Text("x").popover(isPresented: .constant(true)) { Text("y") }
            }

            func row(_ name: String) -> some View { Text(name).help("A popover row") }
        }
        """)
        XCTAssertEqual(findings(source), ["popover-nested \(position(of: ".popover(isPresented: .constant", in: source))",
                                          "popover-word-in-copy \(position(of: "\"A popover row", in: source))"])
    }

    /// A view that shows itself in its popover opens a popover from inside its own: it is read
    /// once more there, and no further, so the reading ends and the cascade is reported once.
    func testAViewThatShowsItselfInItsPopoverIsReadOnceMoreThere() {
        let source = view("""
                Button("Again") { shown = true }
                    .popover(isPresented: $shown) { Sample() }
        """)
        XCTAssertEqual(findings(source), ["popover-nested \(position(of: ".popover(isPresented: $shown)", in: source))"])
        // Shown outside a popover, it is not followed into itself.
        XCTAssertEqual(findings(view("""
                VStack { Text("Row"); Sample() }
        """)), [])
    }

    func testToolbarButtonsAreBarButtons() throws {
        let screen = try XCTUnwrap(readSwift(view("""
                List { Text("A") }
                    .toolbar {
                        ToolbarItemGroup(placement: .primaryAction) {
                            Button("Share") { shown = true }
                                .popover(isPresented: $shown) { Text("S") }
                            Button("Filter") { shown = true }
                                .popover(isPresented: $shown) { Text("F") }
                        }
                    }
        """)).screens.first)
        let bar = try XCTUnwrap(screen.all(.toolbar).first)
        XCTAssertEqual(bar.children.map { screen[$0].type }, [.barButton, .barButton])
        // UIKit lets the bar through, so two toolbar popovers are not a single-tap problem.
        XCTAssertEqual(findings(view("""
                List { Text("A") }
                    .toolbar {
                        Button("Share") { shown = true }.popover(isPresented: $shown) { Text("S") }
                        Button("Filter") { shown = true }.popover(isPresented: $shown) { Text("F") }
                    }
        """)), [])
    }

    func testSizeClassChecksDecideWhichBranchShows() {
        let source = """
        import SwiftUI

        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            @State private var shown = false

            var body: some View {
                if sizeClass == .compact {
                    Button("Tips") { shown = true }
                        .sheet(isPresented: $shown) { Text("Tips") }
                } else {
                    Button("Tips") { shown = true }
                        .popover(isPresented: $shown) { Text("Tips").presentationCompactAdaptation(.none) }
                }
            }
        }
        """
        // The popover with `.none` is only ever shown in a regular width.
        XCTAssertEqual(findings(source), [])
        XCTAssertEqual(readSwift(source).screens.map { $0.popovers.count }, [1, 0])
    }

    func testVisibleConstantTrueMarksTheSnapshot() {
        let source = view("""
                Text("A").popover(isPresented: .constant(true)) { Text("1") }
                Text("B").popover(isPresented: .constant(true)) { Text("2") }
        """)
        XCTAssertEqual(findings(source), ["popover-multiple-visible \(position(of: "isPresented", 2, in: source))"])
    }
}

extension SwiftUIReaderTests {
    func testALocalizationKeyIsNotCopy() {
        let source = view("""
                VStack {
                    Text("settings.popover_title")
                    Text("Popover")
                }
        """)
        XCTAssertEqual(findings(source), ["popover-word-in-copy \(position(of: "\"Popover\"", in: source))"])
    }
}

extension SwiftUIReaderTests {
    func testAPopoverShownFromTwoPlacesIsReportedOnceByEachRule() {
        let source = """
            import SwiftUI

            struct Library: View {
                @State private var a = false
                @State private var b = false
                var body: some View {
                    Button("A") { a = true }.popover(isPresented: $a) { Shelf() }
                    Button("B") { b = true }.popover(isPresented: $b) { Shelf() }
                }
            }

            struct Shelf: View {
                @State private var shown = false
                var body: some View {
                    Button("Sort") { shown = true }.popover(isPresented: $shown) { Text("By title") }
                }
            }
            """
        XCTAssertEqual(findings(source), ["popover-nested \(position(of: ".popover(isPresented: $shown", in: source))"])
    }
}
