import Foundation

/// The checkout the tests run in: the fuzz regression tests read its fixtures and seeds.
enum Checkout {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")
}
