import Foundation

/// A package outside the checkout in which `docgen run` builds generated suites that differ from
/// the committed ones, so `Tests/ConformanceTests/Generated` is never overwritten.
///
/// It has one test target, `ConformanceTests`, holding the generated files, and depends on the
/// checkout by path for the `FocusEngine` and `FocusTestSupport` products.
struct ScratchPackage {
    let url: URL

    var generated: URL { url.appendingPathComponent("Tests/ConformanceTests/Generated") }

    /// The manifest for a checkout at `root`.
    static func manifest(root: URL) -> String {
        let identity = root.lastPathComponent
        return """
        // swift-tools-version: 6.0
        // Written by `docgen run`: builds generated conformance suites of pages other than the
        // committed ones against the docgen checkout's FocusEngine and FocusTestSupport.
        import PackageDescription

        let package = Package(
            name: "docgen-conformance",
            platforms: [.macOS(.v14)],
            dependencies: [.package(path: \(literal(root.path)))],
            targets: [
                .testTarget(
                    name: "ConformanceTests",
                    dependencies: [
                        .product(name: "FocusEngine", package: \(literal(identity))),
                        .product(name: "FocusTestSupport", package: \(literal(identity))),
                    ],
                    path: "Tests/ConformanceTests",
                    swiftSettings: [.swiftLanguageMode(.v5)]
                ),
            ]
        )

        """
    }

    /// Writes `Package.swift` (only when it changes, so SwiftPM keeps its build).
    func writeManifest(root: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let manifest = Data(Self.manifest(root: root).utf8)
        let manifestURL = url.appendingPathComponent("Package.swift")
        if (try? Data(contentsOf: manifestURL)) != manifest { try manifest.write(to: manifestURL, options: .atomic) }
    }

    /// A Swift string literal for `text`.
    private static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
