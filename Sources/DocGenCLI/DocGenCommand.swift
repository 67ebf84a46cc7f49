import ArgumentParser
import Foundation

/// The `docgen` command: documentation in, conformance tests out.
public struct DocGenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Turn SwiftUI focus documentation into an executable, typed model and conformance tests.",
        discussion: """
        Stages: extract (documentation dumps → JSON model), dump (one page as a tree), generate (model → XCTest conformance suites and a portable case corpus), suites (extract and generate into a test target as docgen-config.yaml says; the command plugin), engine-surface (FocusEngine symbol graph → the generator's table of the engine API), diff (two models → changed claims, crawler losses and stale cases). Run `docgen help <subcommand>` for details.
        """,
        subcommands: [ExtractCommand.self, DumpCommand.self, GenerateCommand.self, SuitesCommand.self, ReportCommand.self, RunCommand.self,
                      DiffCommand.self, EngineSurfaceCommand.self, ToolchainNamesCommand.self, InertSurfaceCommand.self]
    )

    public init() {}

    /// Runs docgen on the process's arguments: a plain `docgen extract` (`ExtractFastPath`) is
    /// run directly, anything else is parsed by ArgumentParser (`main()`). Errors of the fast
    /// path are reported as `main()` reports a command's errors.
    public static func runCommandLine() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let invocation = ExtractFastPath.invocation(arguments, defaultJobs: ProcessInfo.processInfo.activeProcessorCount) else {
            main()
            return
        }
        do {
            try invocation.run()
        } catch {
            exit(withError: error)
        }
    }
}

extension DocFormatArgument: ExpressibleByArgument {}
