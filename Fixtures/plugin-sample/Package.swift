// swift-tools-version:6.2
// A package that uses higlint's plugins the way an app's package would, by a local path (CI builds
// it: scripts/check-plugins.sh). `Popovers` holds an error, so `swift build` fails on it;
// `Settings` holds warnings only, so `swift build --target Settings` passes and prints them.
// Build it with a scratch path outside Fixtures/ (the script uses .build-plugins/): tests walk the
// Swift files under Fixtures/, hidden folders included.
import PackageDescription

let package = Package(
    name: "plugin-sample",
    products: [
        .library(name: "Popovers", targets: ["Popovers"]),
        .library(name: "Settings", targets: ["Settings"]),
    ],
    dependencies: [
        .package(name: "higlint", path: "../.."),
    ],
    targets: [
        .target(
            name: "Popovers",
            plugins: [.plugin(name: "HiglintBuildToolPlugin", package: "higlint")]
        ),
        .target(
            name: "Settings",
            resources: [.process("Settings.storyboard")],
            plugins: [.plugin(name: "HiglintBuildToolPlugin", package: "higlint")]
        ),
    ]
)
