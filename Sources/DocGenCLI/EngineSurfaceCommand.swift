import ArgumentParser
import DocGenerate
import Foundation

/// `docgen engine-surface`: FocusEngine's symbol graph → the generated engine-surface Swift file.
struct EngineSurfaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engine-surface",
        abstract: "Write the generator's table of the engine's public API from FocusEngine's symbol graph.",
        discussion: """
        Reads every *.symbols.json file in SYMBOL_GRAPH_DIR (written by `swift symbolgraph-extract
        -module-name FocusEngine -minimum-access-level public`), drops synthesized symbols and writes the sorted table to --out. With --check nothing is written: the exit status is 1 when --out differs from what the graph gives. `make surface` / `make surface-check` run the whole chain.
        """
    )

    @Argument(help: "Folder holding the FocusEngine symbol graph files.")
    var symbolGraphs: String

    @Option(name: .shortAndLong, help: "The generated Swift file.")
    var out: String = "Sources/DocGenerate/Generated/EngineSurface+Symbols.swift"

    @Flag(help: "Fail if --out differs from the symbol graph instead of writing it.")
    var check = false

    func run() throws {
        let symbols: [EngineSymbol]
        do { symbols = try SymbolGraphReader.read(directory: URL(fileURLWithPath: symbolGraphs)) } catch let error as GenerateError {
            throw ValidationError(error.description)
        }
        try GeneratedTable.writeOrCheck(
            EngineSurfaceWriter.render(symbols), to: out, check: check, command: "engine-surface", count: "\(symbols.count) symbols",
            from: "FocusEngine's symbol graph in \(symbolGraphs)",
            stale: "the engine's public API changed: run `\(EngineSurfaceWriter.command)` and commit the file")
    }
}
