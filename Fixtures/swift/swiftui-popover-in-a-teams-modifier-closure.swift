// A team's own modifier that places the views of a closure beside the view (as `.overlay` does)
// holds their popovers: written in the closure, or in a member of the view the closure shows. The
// first is kept a popover on an iPhone; the second becomes a sheet there, as the guideline wants.
// expect: popover-in-compact 24:60
import SwiftUI

extension View {
    func navigationBarContent<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        safeAreaInset(edge: .top) { content() }
    }
}

struct ReadingsView: View {
    @State private var showsDatePicker = false
    @State private var showsFilters = false
    @State private var date = Date()

    var body: some View {
        ScrollView { Text("Readings") }
            .navigationBarContent {
                Button("Choose Date") { showsDatePicker = true }
                    .popover(isPresented: $showsDatePicker) {
                        DatePicker("Date", selection: $date, displayedComponents: .date)
                            .presentationCompactAdaptation(.popover)
                    }
            }
            .readingsFooter { filterButton }
    }

    private var filterButton: some View {
        Button("Filters") { showsFilters = true }
            .popover(isPresented: $showsFilters) {
                Toggle("Unread only", isOn: .constant(true))
            }
    }
}
