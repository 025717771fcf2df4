// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "PhoneKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "PhoneKit", targets: ["PhoneKit"])],
    targets: [.target(name: "PhoneKit")]
)
