import Foundation

/// Names an example may use without a stub: the engine's top-level names (from its symbol graph,
/// `EngineSurface`), the toolchain's (from the symbol graphs of the standard library, Foundation,
/// Observation and Dispatch, `ToolchainNames`) and Swift attributes, keywords and C library
/// functions no symbol graph lists (`Phrasebooks/known-names.json`).
public struct KnownNames: Sendable {
    public let engine: Set<String>
    public let swift: Set<String>

    /// Every known name.
    var all: Set<String> { engine.union(swift) }

    /// The engine surface's top-level names, the toolchain's and the Swift list bundled with DocGenerate.
    public static func bundled(surface: EngineSurface = .bundled) throws -> KnownNames {
        guard let url = Bundle.module.url(forResource: "known-names", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/known-names.json missing from the DocGenerate bundle")
        }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        return KnownNames(engine: Set(surface.topLevelNames), swift: Set(file.swift).union(toolchainNames))
    }

    /// The generated toolchain table's names (`ToolchainNames+Symbols.swift`), parsed once.
    static let toolchainNames = ToolchainNames.names(inTable: toolchainTable)

    private struct File: Decodable {
        var swift: [String]
    }

    init(engine: Set<String>, swift: Set<String>) {
        self.engine = engine
        self.swift = swift
    }
}
