import ArgumentParser

/// The `docgen` command: documentation in, conformance tests out.
public struct DocGenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Turn SwiftUI focus documentation into an executable, typed model and conformance tests.",
        discussion: """
        Stages: extract (documentation dumps → JSON model), dump (one page as a tree), generate (model → XCTest conformance suites and a portable case corpus), engine-surface (FocusEngine symbol graph → the generator's table of the engine API), diff (two models → changed claims, crawler losses and stale cases). Run `docgen help <subcommand>` for details.
        """,
        subcommands: [ExtractCommand.self, DumpCommand.self, GenerateCommand.self, ReportCommand.self, RunCommand.self, DiffCommand.self,
                      EngineSurfaceCommand.self]
    )

    public init() {}
}

extension DocFormatArgument: ExpressibleByArgument {}
