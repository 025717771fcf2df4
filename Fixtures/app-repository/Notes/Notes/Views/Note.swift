import Foundation

/// A note as the app stores it: no interface here.
struct Note: Identifiable, Codable {
    var id = UUID()
    var title: String
    var body: String
    var tags: [String] = []
}
