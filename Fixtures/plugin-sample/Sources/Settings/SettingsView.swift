#if canImport(SwiftUI)
import SwiftUI

/// The reading settings, in a popover from the toolbar.
public struct SettingsButton: View {
    @State private var showsSettings = false

    public init() {}

    public var body: some View {
        Button("Settings") { showsSettings = true }
            .popover(isPresented: $showsSettings) {
                Text("Tap outside the popover to close it")
                    .padding()
            }
    }
}
#endif

public enum Settings {
    public static let storyboardName = "Settings"
}
