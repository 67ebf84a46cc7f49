import ArgumentParser
import DocExtract
import DocModel
import Foundation

/// `docgen extract`: documentation dumps → one JSON file per page plus an index.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Extract documentation pages into the docgen JSON model.",
        discussion: """
        Reads files or folders (recursively: .md .markdown .txt .html .htm). The format of each file is detected (sosumi markdown, zh-Hans+English crawl, rule document, scraped text, DocC HTML, plain HTML, other markdown) unless --format forces one.

        Writes OUT/pages/<page>.json and OUT/index.json (schema: docs/model.md). Bad pages become diagnostics (file:line, stable id) and never stop the run; the exit status is non-zero only when the arguments are unusable or the output cannot be written.

        With --cache DIR, a page whose input bytes, path and format are unchanged since a run of the same docgen build with the same cache is reused instead of extracted again (docs/performance.md, "Re-extracting with a cache").
        """
    )

    @Argument(help: "Files or folders to read.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Output folder for the model.")
    var out: String

    @Option(help: ArgumentHelp("Force one format for every file.", valueName: DocFormatArgument.allValueStrings.joined(separator: "|")))
    var format: DocFormatArgument?

    @Option(help: "Worker threads (default: all cores). Output does not depend on it.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Reuse pages whose input is unchanged since an earlier run with the same cache folder (created if missing). The model is byte-identical to a full extract.", valueName: "dir"))
    var cache: String?

    @Flag(help: "Print each diagnostic, not only the counts.")
    var verbose = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        try ExtractInvocation(paths: paths, out: out, format: format?.format, jobs: jobs, cache: cache, verbose: verbose).run()
    }
}
