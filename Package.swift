// swift-tools-version: 6.0
// docgen — turns SwiftUI focus/accessibility-focus reference documentation into
// executable conformance tests. See docs/architecture.md for the module map.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
        .library(name: "DocModel", targets: ["DocModel"]),
        .library(name: "FocusEngine", targets: ["FocusEngine"]),
        // Its built module and object files are what `docgen run` links the suites of other pages against (CheckoutEngine).
        .library(name: "FocusTestSupport", targets: ["FocusTestSupport"]),
        // `swift package generate-conformance-suites` in a package that depends on docgen (docs/plugin.md).
        .plugin(name: "GenerateConformanceSuites", targets: ["GenerateConformanceSuites"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        // MARK: C boundary (only DocIngest imports these)
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),

        // MARK: Documentation pipeline
        .target(name: "DocModel", swiftSettings: directMetadataAccess),
        .target(
            name: "DocIngest",
            // Yams for its libyaml core (CYaml): front matter is read from parser events (FrontMatterYAML).
            dependencies: ["DocModel", "CLibXML2", "CCmarkGFM", .product(name: "Yams", package: "Yams")],
            swiftSettings: directMetadataAccess
        ),
        .target(
            name: "DocExtract",
            dependencies: [
                "DocModel", "DocIngest",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.copy("Phrasebooks")],
            swiftSettings: directMetadataAccess
        ),

        // MARK: Reference focus engine (depends on nothing else here but its compile-time macros)
        .target(name: "FocusEngine", dependencies: ["FocusEngineMacros"]),
        // `#Preview` (issue 16) and `@Entry` (R33): the macros' expansions, run by the compiler only.
        // No swift-syntax: the plugin reads the compiler's protocol and the expanded source text
        // itself, so no build compiles swift-syntax a second time for the host (docs/performance.md).
        .macro(name: "FocusEngineMacros"),

        .executableTarget(
            name: "focus-bench",
            dependencies: ["FocusEngine"],
            path: "Sources/FocusBench",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // MARK: Test generation (issue 4)
        .target(
            name: "DocGenerate",
            dependencies: [
                "DocModel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Phrasebooks")]
        ),
        .target(
            name: "FocusTestSupport",
            dependencies: ["FocusEngine"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // MARK: Conformance report (issue 5)
        .target(
            name: "DocReport",
            dependencies: [
                "DocModel", "DocIngest", "DocExtract", "DocGenerate", "DocDiff",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),

        // MARK: Re-crawl diff (issue 17): two models (+ a case corpus) → diff.json, HTML, summary
        .target(
            name: "DocDiff",
            dependencies: [
                "DocModel", "DocGenerate",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            resources: [.copy("Phrasebooks")]
        ),

        // MARK: Command line
        .target(
            name: "DocGenCLI",
            dependencies: [
                "DocModel", "DocExtract", "DocGenerate", "DocDiff", "DocReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // docgen-config.yaml of `docgen suites` (SuitesConfig): errors name line and column.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "docgen", dependencies: ["DocGenCLI"]),

        // MARK: SwiftPM command plugin (issue 30): `docgen suites` for each target with a docgen-config.yaml
        .plugin(
            name: "GenerateConformanceSuites",
            capability: .command(
                intent: .custom(verb: "generate-conformance-suites",
                                description: "Generate conformance suites into each test target that has a docgen-config.yaml"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated suites into the target's Generated folder")]
            ),
            // No tool dependency on docgen: the plugin asks the package manager to build it
            // (a tool dependency is compiled again for the host by every `swift build` here).
            path: "Plugins/GenerateConformanceSuites"
        ),

        // MARK: Fuzzing (issue 6): a reproducer in normal builds, the libFuzzer target under `make fuzz`
        .executableTarget(name: "docgen-fuzz", dependencies: ["DocExtract", "DocModel"], path: "Sources/DocFuzz"),

        // MARK: Tests (mirror Sources/)
        .testTarget(name: "DocModelTests", dependencies: ["DocModel"]),
        .testTarget(name: "DocIngestTests", dependencies: ["DocIngest"]),
        .testTarget(
            name: "DocExtractTests",
            dependencies: [
                "DocExtract", "DocModel", "DocIngest",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Goldens"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "FocusEngineMacrosTests", dependencies: ["FocusEngineMacros"]),
        .testTarget(
            name: "FocusEngineTests",
            dependencies: ["FocusEngine", "FocusTestSupport"],
            exclude: ["Fixtures"],   // the mutant probe: compiled by MutantProbeTests with swiftc
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Real app screens driven headless (issue 16): screens modelled on public app files, scenario tests.
        .testTarget(
            name: "AppScreenTests",
            dependencies: ["FocusEngine"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "DocGenerateTests",
            dependencies: [
                "DocGenerate", "DocModel", "DocExtract", "FocusTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Goldens", "pages"]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["FocusEngine", "FocusTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "DocReportTests",
            dependencies: ["DocReport", "DocModel", "DocIngest", "DocGenerate", "DocDiff"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DocDiffTests",
            dependencies: ["DocDiff", "DocModel", "DocExtract", "DocGenerate"]
        ),
        .testTarget(
            name: "DocGenCLITests",
            dependencies: ["DocGenCLI", "docgen", "docgen-fuzz"]
        ),
    ]
)

/// Generic type metadata through accessor functions rather than mangled type names: the runtime
/// otherwise demangles each name the first time and checks its generic requirements by scanning
/// every protocol conformance record of the process (swift-syntax brings thousands), a fixed cost
/// paid again by every `docgen extract` (docs/performance.md, issue 18).
var directMetadataAccess: [SwiftSetting] {
    [.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])]
}
