import Foundation

/// Type-checks a Swift snippet against the built FocusEngine module by running the compiler, for
/// cases that document what must not compile.
///
/// The module folder is `DOCGEN_SWIFT_MODULES` if set, else the `Modules` folder beside the
/// running test bundle (`.build/<triple>/debug/Modules`).
public enum CompilerProbe {
    /// The compiler's verdict on one snippet.
    public struct Outcome: Sendable {
        /// Whether `swiftc -typecheck` succeeded.
        public var succeeded: Bool
        /// What the compiler printed.
        public var diagnostics: String
    }

    /// Errors that prevent probing at all (as opposed to a snippet failing to compile).
    public enum ProbeError: Error, CustomStringConvertible {
        case modulesNotFound(String)

        public var description: String {
            switch self {
            case .modulesNotFound(let path): return "FocusEngine.swiftmodule not found in \(path); set DOCGEN_SWIFT_MODULES"
            }
        }
    }

    /// Runs `swiftc -typecheck -swift-version 5 -I <modules>` on `source`.
    public static func typecheck(_ source: String) throws -> Outcome {
        try typecheck(files: ["Probe.swift": source])
    }

    /// Runs `swiftc -typecheck -swift-version 6` on `source`: the language mode in which
    /// `Sendable` and actor-isolation mismatches are errors, not warnings.
    ///
    /// When `DOCGEN_PROBE_VERDICTS` names a verdict file that has `source` (`docgen run` writes one:
    /// every Swift 6 probe of the run type-checked in one compiler run before the tests), its
    /// verdict is returned instead of starting the compiler again.
    public static func typecheckSwift6(_ source: String) throws -> Outcome {
        if let known = ProbeVerdicts.shared[ProbeVerdicts.key(languageMode: "6", source: source)] { return known }
        return try typecheck(files: ["Probe.swift": source], languageMode: "6")
    }

    /// Type-checks several files as one module (as the generated test target is compiled), in one
    /// compiler run; `files` maps plain file names to sources.
    public static func typecheck(files: [String: String], languageMode: String = "5") throws -> Outcome {
        let modules = try modulesDirectory()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("focus-compiler-probe-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(name)
            try Data(source.utf8).write(to: file)
            paths.append(file.path)
        }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", languageMode == "6" ? "6" : "5", "-I", modules.path]
            + macroPluginArguments(modules: modules) + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, diagnostics: String(decoding: output, as: UTF8.self))
    }

    /// Loads the engine's macro plugin (`#Preview`, `@Entry`) when it was built beside the modules
    /// (`.build/<triple>/debug/FocusEngineMacros-tool`).
    static func macroPluginArguments(modules: URL) -> [String] {
        let tool = modules.deletingLastPathComponent().appendingPathComponent("FocusEngineMacros-tool")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { return [] }
        return ["-load-plugin-executable", tool.path + "#FocusEngineMacros"]
    }

    static func modulesDirectory() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["DOCGEN_SWIFT_MODULES"] {
            return URL(fileURLWithPath: override)
        }
        var candidates: [URL] = []
        for path in [Bundle.main.bundlePath, CommandLine.arguments.first ?? ""] where !path.isEmpty {
            var url = URL(fileURLWithPath: path)
            for _ in 0..<4 {
                candidates.append(url.appendingPathComponent("Modules"))
                url.deleteLastPathComponent()
            }
        }
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("FocusEngine.swiftmodule").path) {
            return candidate
        }
        throw ProbeError.modulesNotFound(candidates.map(\.path).joined(separator: ", "))
    }
}
