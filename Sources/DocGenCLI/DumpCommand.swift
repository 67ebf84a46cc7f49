import ArgumentParser
import DocExtract
import DocModel
import Foundation

/// `docgen dump`: one page's model as an indented tree with source lines.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Extract one file and print its model as a tree (or JSON).",
        discussion: "The tree marks source lines as L<n>; it is the oracle of docgen's golden tests."
    )

    @Argument(help: "The file to dump.")
    var file: String

    @Option(help: ArgumentHelp("Force a format.", valueName: DocFormatArgument.allValueStrings.joined(separator: "|")))
    var format: DocFormatArgument?

    @Flag(help: "Print the JSON record instead of the tree.")
    var json = false

    func run() throws {
        let outcome = PageExtractor.extract(InputFile(path: file, relativePath: (file as NSString).lastPathComponent), format: format?.format)
        guard !outcome.pages.isEmpty else {
            for diagnostic in outcome.diagnostics { print(diagnostic) }
            throw ExitCode(1)
        }
        // A file joining several pages prints each, in file order.
        for page in outcome.pages {
            if json {
                print(String(decoding: try JSONEncoder.docgen.encode(page), as: UTF8.self))
            } else {
                print(page.treeDump, terminator: "")
            }
        }
    }
}
