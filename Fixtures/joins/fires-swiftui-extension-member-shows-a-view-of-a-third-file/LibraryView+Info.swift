import SwiftUI

extension LibraryView {
    var infoContent: some View {
        InfoCard()
    }
}
