import SwiftUI

@main
struct MacApp: App {
    var body: some Scene { WindowGroup { Text("Mac") } }
}
