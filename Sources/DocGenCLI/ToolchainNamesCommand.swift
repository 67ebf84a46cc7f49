import ArgumentParser
import DocGenerate
import Foundation

/// `docgen toolchain-names`: the toolchain modules' symbol graphs → the generated table of names
/// an example may use without a stub.
struct ToolchainNamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "toolchain-names",
        abstract: "Write the generator's table of the toolchain's top-level names from their symbol graphs.",
        discussion: """
        Reads MODULE.symbols.json for each of Swift, _Concurrency, _StringProcessing, Foundation, FoundationEssentials, Observation and Dispatch in SYMBOL_GRAPH_DIR (written by `swift symbolgraph-extract -module-name MODULE -minimum-access-level public`) and writes their public top-level names to --out. An example's identifier that is one of them is never stubbed.

        With --check nothing is written: the exit status is 1 when --out differs from what the graphs give. `make surface` and `make surface-check` run the whole chain.
        """
    )

    @Argument(help: "Folder holding the toolchain modules' symbol graph files.")
    var symbolGraphs: String

    @Option(name: .shortAndLong, help: "The generated Swift file.")
    var out: String = "Sources/DocGenerate/Generated/ToolchainNames+Symbols.swift"

    @Flag(help: "Fail if --out differs from the symbol graphs instead of writing it.")
    var check = false

    func run() throws {
        let names: [ToolchainNames.Name]
        do { names = try ToolchainNames.read(directory: URL(fileURLWithPath: symbolGraphs)) } catch let error as GenerateError {
            throw ValidationError(error.description)
        }
        try GeneratedTable.writeOrCheck(
            ToolchainNames.render(names), to: out, check: check, command: "toolchain-names", count: "\(names.count) names",
            from: "the toolchain's symbol graphs in \(symbolGraphs)",
            stale: "the toolchain changed: run `\(ToolchainNames.command)` and commit the file")
    }
}
