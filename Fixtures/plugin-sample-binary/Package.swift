// swift-tools-version:6.2
// The plugin sample again, with higlint as a prebuilt binary instead of built from source: what a
// team does to skip compiling higlint and swift-syntax in every clean build (docs/xcode.md, "A
// prebuilt higlint"). scripts/check-plugins.sh assembles it in a work folder: this manifest,
// Fixtures/plugin-sample's Sources/ and .higlint.yml, Plugins/HiglintBuildToolPlugin, and the
// bundle scripts/make-artifactbundle.sh packs from the release binary. Nothing of higlint is
// compiled; the plugin's own source is.
import PackageDescription

let package = Package(
    name: "plugin-sample-binary",
    targets: [
        .binaryTarget(name: "higlint", path: "higlint.artifactbundle"),
        .plugin(name: "HiglintBuildToolPlugin", capability: .buildTool(), dependencies: ["higlint"]),
        .target(name: "Popovers", plugins: ["HiglintBuildToolPlugin"]),
        .target(name: "Settings", resources: [.process("Settings.storyboard")], plugins: ["HiglintBuildToolPlugin"]),
    ]
)
