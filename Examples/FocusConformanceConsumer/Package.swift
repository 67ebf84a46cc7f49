// swift-tools-version: 6.0
// A package that uses docgen as a dependency (docs/plugin.md): it keeps a documentation dump and a
// docgen-config.yaml in its test target, `swift package --allow-writing-to-package-directory
// generate-conformance-suites` writes the suites into Tests/FocusConformanceTests/Generated, and
// `swift test` runs them against FocusEngine. CI builds and tests it (.ci/ecosystem).
import PackageDescription

let package = Package(
    name: "FocusConformanceConsumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In your package: .package(url: "https://github.com/<owner>/docgen", branch: "main")
        .package(name: "docgen", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "FocusConformanceTests",
            dependencies: [
                .product(name: "FocusEngine", package: "docgen"),
                .product(name: "FocusTestSupport", package: "docgen"),
            ],
            exclude: ["dump", "docgen-config.yaml"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
