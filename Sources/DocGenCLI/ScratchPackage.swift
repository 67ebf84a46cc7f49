import Foundation

/// A package outside the checkout in which `docgen run` builds generated suites that differ from
/// the committed ones, so `Tests/ConformanceTests/Generated` is never overwritten.
///
/// It has one target, `ConformanceTests`, holding the generated files and an `XCTMain` entry point
/// (an executable: no test discovery, so no index store), and no dependencies:
/// it compiles against the `FocusEngine` and `FocusTestSupport` the checkout has built or the installation ships
/// (`BuiltEngine`). Their module files and object files are copied into `checkout-engine/`
/// (a snapshot: a later rebuild of the checkout does not change what this run links), the module
/// files are imported from there, the object files linked (listed in `checkout-engine/objects.rsp`),
/// and the macro plugin is loaded from the checkout's build (a symbolic link beside them). Only the generated suites
/// are compiled here, so a new output folder costs what the suites cost, not a build of the engine
/// and of swift-syntax.
struct ScratchPackage {
    let url: URL

    var generated: URL { url.appendingPathComponent("Tests/ConformanceTests/Generated") }
    /// The executable's `main.swift` (`XCTestEntryPoint`): the suites are an executable target, not
    /// a test target, so SwiftPM needs no index store to find their tests and builds without one.
    var entryPoint: URL { url.appendingPathComponent("Tests/ConformanceTests/EntryPoint/Generated/main.swift") }
    /// The executable product the suites build into; `TestExecutableRun` runs it.
    static let product = "ConformanceTests"
    /// The snapshot of the checkout's engine products the manifest refers to.
    var engineFolder: URL { url.appendingPathComponent("checkout-engine") }
    var modules: URL { engineFolder.appendingPathComponent("Modules") }
    var objectList: URL { engineFolder.appendingPathComponent("objects.rsp") }
    /// A symbolic link to the checkout's macro plugin, beside `Modules` where `CompilerProbe`
    /// (the must-not-compile cases) looks for it.
    var macroTool: URL { engineFolder.appendingPathComponent("\(BuiltEngine.macros)-tool") }
    private var stamp: URL { engineFolder.appendingPathComponent("fingerprint") }

    /// Arguments for `swift build` of this package: the engine's module folder on the search path
    /// of every Swift target, including the test-discovery targets SwiftPM derives (they import
    /// `ConformanceTests`, whose module needs `FocusEngine` and `FocusTestSupport` to load) and
    /// which the manifest's settings do not reach.
    var buildFlags: [String] { ["-Xswiftc", "-I", "-Xswiftc", modules.path] }

    /// The compiler flags of the `ConformanceTests` target: the engine's module folder and the macro
    /// plugin. The manifest and the type-check (`typecheckArguments`) share them.
    var targetSwiftFlags: [String] {
        ["-I", modules.path, "-load-plugin-executable", "\(macroTool.path)#\(BuiltEngine.macros)"]
    }

    /// `swiftc` arguments that type-check `files` as the `ConformanceTests` target compiles them
    /// (Swift 5 language mode, the engine's modules, the macro plugin), in batches on `jobs`
    /// processes, reporting the errors of every file rather than stopping at the first failing
    /// batch. `IsolatedBuild` runs it before building: a type-check finds in seconds the cases a
    /// build would find in rounds, and a build that fails costs a full rebuild after it (the
    /// compiler keeps no incremental state from a failed first build).
    ///
    /// `canary` is type-checked with them: it only imports what the suites import, so an error in it
    /// means the flags, not a case, are wrong, and `IsolatedBuild` leaves the decision to the build.
    func typecheckArguments(files: [URL], jobs: Int) -> [String] {
        ["-typecheck", "-module-name", "ConformanceTests", "-swift-version", "5", "-parse-as-library",
         "-enable-testing", "-Onone", "-DDEBUG", "-j", "\(jobs)", "-enable-batch-mode", "-continue-building-after-errors",
         "-module-cache-path", url.appendingPathComponent(".build/typecheck-module-cache").path]
            + targetSwiftFlags + [canary.path] + files.map(\.path)
    }

    /// A file that imports XCTest and the engine's libraries and declares one empty test class.
    var canary: URL { engineFolder.appendingPathComponent("TypecheckCanary.swift") }

    private var canaryText: String {
        (["// Written by `docgen run`: type-checked with the suites; an error here means the flags are wrong.",
          "import XCTest"] + BuiltEngine.libraries.map { "import \($0)" }
            + ["", "final class DocgenTypecheckCanary: XCTestCase {}", ""]).joined(separator: "\n")
    }

    /// The manifest for suites built against the engine copied into `checkout-engine/`. SwiftPM
    /// does not track files named only in unsafe flags, so `write(engine:)` starts a new build
    /// folder whenever that copy changes.
    func manifest(engine: BuiltEngine) -> String {
        let swiftFlags = targetSwiftFlags
        return """
        // swift-tools-version: 6.0
        // Written by `docgen run`: builds generated conformance suites of pages other than the
        // committed ones against the FocusEngine and FocusTestSupport that the docgen
        // \(engine.buildable ? "checkout \(engine.root.path) has already built" : "installation \(engine.root.path) ships"), copied into checkout-engine/
        // (module files in Modules/, object files listed in objects.rsp, a link to the macro
        // plugin): the engine is not compiled here.
        import PackageDescription

        let package = Package(
            name: "docgen-conformance",
            platforms: [.macOS(.v14)],
            targets: [
                .executableTarget(
                    name: "ConformanceTests",
                    path: "Tests/ConformanceTests",
                    swiftSettings: [
                        .swiftLanguageMode(.v5),
                        .unsafeFlags([\(swiftFlags.map(Self.literal).joined(separator: ", "))]),
                    ],
                    linkerSettings: [.unsafeFlags([\(Self.literal("@" + objectList.path))])]
                ),
            ]
        )

        """
    }

    /// Copies the engine's products into `checkout-engine/` unless the copy there is of the same
    /// build, then writes `Package.swift` (only when it changes, so SwiftPM keeps its build). A new
    /// engine build, or a build folder holding an engine module of its own (left by a docgen that
    /// compiled the engine here, found before the copy), means a new build folder: the suites are
    /// compiled again against the copy.
    func write(engine: BuiltEngine) throws {
        let manager = FileManager.default
        let fingerprint = engine.fingerprint()
        let newEngine = (try? String(contentsOf: stamp, encoding: .utf8)) != fingerprint
        if newEngine || hasOwnEngineModule { try? manager.removeItem(at: url.appendingPathComponent(".build")) }
        if newEngine {
            try? manager.removeItem(at: engineFolder)
            try manager.createDirectory(at: modules, withIntermediateDirectories: true)
            for library in BuiltEngine.libraries {
                for suffix in ["swiftmodule", "swiftdoc"] {
                    let name = "\(library).\(suffix)"
                    try copy(engine.binPath.appendingPathComponent("Modules/\(name)"), to: modules.appendingPathComponent(name))
                }
            }
            try manager.createSymbolicLink(at: macroTool, withDestinationURL: engine.macroTool)
            var objects: [String] = []
            for object in engine.objectFiles() {
                let library = object.deletingLastPathComponent().lastPathComponent   // FocusEngine.build
                let copy = engineFolder.appendingPathComponent("Objects/\(library)/\(object.lastPathComponent)")
                try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try self.copy(object, to: copy)
                objects.append(Self.responseFileWord(copy.path))
            }
            try Data((objects.joined(separator: "\n") + "\n").utf8).write(to: objectList)
            try Data(fingerprint.utf8).write(to: stamp)
        }
        if (try? String(contentsOf: canary, encoding: .utf8)) != canaryText {
            try Data(canaryText.utf8).write(to: canary, options: .atomic)
        }
        let manifest = Data(manifest(engine: engine).utf8)
        let manifestURL = url.appendingPathComponent("Package.swift")
        if (try? Data(contentsOf: manifestURL)) != manifest { try manifest.write(to: manifestURL, options: .atomic) }
    }

    /// Whether the build folder has an engine module of its own (`.build/<triple>/debug/Modules`,
    /// or `.build/debug/Modules`).
    var hasOwnEngineModule: Bool {
        let build = url.appendingPathComponent(".build")
        let module = "Modules/\(BuiltEngine.libraries[0]).swiftmodule"
        return ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []).contains { child in
            [module, "debug/" + module].contains { FileManager.default.fileExists(atPath: build.appendingPathComponent("\(child)/\($0)").path) }
        }
    }

    private func copy(_ source: URL, to destination: URL) throws {
        do { try FileManager.default.copyItem(at: source, to: destination) } catch {
            throw RunError("cannot copy the checkout's engine build \(source.path) to \(destination.path): \(error.localizedDescription)")
        }
    }

    /// `path` quoted for a compiler response file.
    private static func responseFileWord(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
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
