// swift-tools-version:6.2
// The sources are written in the Swift 6 language mode, with its strict concurrency checking:
// state shared between the linting workers is behind a `Mutex` (docs/architecture.md).
import PackageDescription

let package = Package(
    name: "higlint",
    // `Mutex` (module Synchronization) needs macOS 15. Building this package needs tools-version
    // 6.2, that is Xcode 26, which itself runs only on macOS 15.6 or later: this costs no one.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "higlint", targets: ["higlint"]),
        .library(name: "HiglintCore", targets: ["HiglintCore"]),
        // SwiftPM and Xcode plugins (docs/xcode.md): lint each target as it builds, and
        // `swift package higlint` on demand. Both run the `higlint` executable built from source.
        .plugin(name: "HiglintBuildToolPlugin", targets: ["HiglintBuildToolPlugin"]),
        .plugin(name: "HiglintCommandPlugin", targets: ["HiglintCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Pinned: 602 is the first release whose parser reads Swift 6.2 syntax; 603.0.1 is the newest
        // the package mirror holds (docs/sources.md).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // libyaml 0.2.5 from the system (Debian's libyaml-dev): the same C library Yams bundles,
        // used directly for its start *and* end marks and an event loop we can budget (docs/architecture.md).
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // libxml2 from the system (Debian's libxml2-dev) for Interface Builder files: its SAX parser
        // checks well-formedness within budgets; positions come from the bytes (InterfaceBuilder/XMLTree.swift).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "HiglintCore",
            dependencies: ["CLibYAML", "CLibXML2"]
        ),
        // The Swift source reader (SwiftUI modifiers, UIKit presentation code) behind the reader
        // seam: its own target because swift-syntax is most of the build time (docs/architecture.md).
        .target(
            name: "HiglintSwiftSource",
            dependencies: [
                "HiglintCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `higlint lsp`: the language server, with its JSON-RPC layer written here on Foundation
        // because the package mirror holds no LSP or JSON-RPC package (docs/architecture.md).
        .target(
            name: "HiglintLanguageServer",
            dependencies: ["HiglintCore", "HiglintSwiftSource"]
        ),
        .executableTarget(
            name: "higlint",
            dependencies: [
                "HiglintCore",
                "HiglintSwiftSource",
                "HiglintLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "HiglintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["higlint"]
        ),
        .plugin(
            name: "HiglintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "higlint", description: "Lint the package's targets (Swift, storyboards, xibs, screen files) with higlint"),
                permissions: [.writeToPackageDirectory(reason: "higlint --fix rewrites the files it fixes")]
            ),
            dependencies: ["higlint"]
        ),
        // The libFuzzer target over the whole pipeline (scripts/fuzz.sh, docs/security.md); a plain
        // build makes it a replay driver for inputs the fuzzer kept.
        .executableTarget(
            name: "HiglintFuzz",
            dependencies: ["HiglintCore", "HiglintSwiftSource", "HiglintLanguageServer"]
        ),
        // swift-syntax's bare parse, the baseline of the Swift row of Benchmarks/run.sh.
        .executableTarget(
            name: "swift-parse-baseline",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax")],
            path: "Benchmarks/SwiftParse"
        ),
        // What more than one test target needs (a scratch folder per test). A plain target, since a
        // test target cannot be another's dependency in Xcode; no product names it, so nothing ships
        // it, and it depends on nothing of higlint's, so the core tests still build without swift-syntax.
        .target(
            name: "HiglintTestSupport",
            path: "Tests/HiglintTestSupport"
        ),
        .testTarget(
            name: "HiglintCoreTests",
            dependencies: ["HiglintCore", "HiglintTestSupport"]
        ),
        // The fuzz target's regression inputs and seeds replayed in every test run: apart from the
        // core tests, which then build without swift-syntax.
        .testTarget(
            name: "HiglintFuzzTests",
            dependencies: ["HiglintFuzz", "HiglintCore"]
        ),
        .testTarget(
            name: "HiglintSwiftSourceTests",
            dependencies: [
                "HiglintSwiftSource", "HiglintCore",
                // The differential test of the two type-facts walks parses files itself.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "HiglintLanguageServerTests",
            dependencies: ["HiglintLanguageServer", "HiglintCore", "HiglintSwiftSource"]
        ),
        .testTarget(
            name: "HiglintCLITests",
            dependencies: ["higlint", "HiglintTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
