import ArgumentParser
import DocDiff
import DocGenerate
import Foundation

/// `docgen diff`: two models of a documentation set → what changed, what the crawler lost, which cases are stale.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two extracted models: changed claims, examples, declarations, crawler losses, stale cases.",
        discussion: """
        Reads OLD_MODEL and NEW_MODEL (both written by `docgen extract`, same schema version) whole; a folder that is not a model, another schema version, a page id listed twice or a page file that is missing, truncated or not a page stops the diff with an error naming the file (exit status 2), so a diff is never partial.

        Pages are compared by id in the languages both sides have: claims added, removed, reworded (with a word-level diff) or changed in level; examples; the declaration (a real change is an API change); availability; parameters. Each change is classed as a real change, a crawler loss of one side (it lacks a code span, link text, list item or listing the other has) or formatting.

        With --cases, the cases of that case corpus whose recorded source hashes are gone from the new model are listed as stale, each with the content that changed.

        Writes OUT/diff.json (schema: docs/diff.md), OUT/index.html with report.css and diff.css, and prints a short summary.
        """
    )

    @Argument(help: "The earlier model folder.")
    var oldModel: String

    @Argument(help: "The later model folder.")
    var newModel: String

    @Option(name: .shortAndLong, help: "Folder to write diff.json and the HTML into (created).")
    var out: String

    @Option(help: "Case-corpus folder (`docgen generate --cases`) to check for stale cases.")
    var cases: String?

    @Option(help: "Folder holding diff/ and report/ templates (default: the templates of the docgen checkout or installation found above the working directory or the executable).")
    var templates: String?

    @Option(help: "Folder of the conformance report (`docgen report --out`) the diff's header links back to.")
    var report: String?

    func run() throws {
        let diff: ModelDiff
        do {
            diff = try DocDiffer(oldPath: oldModel, newPath: newModel, casesPath: cases).run()
            let outURL = URL(fileURLWithPath: out)
            let reportHref = report.map { RelativePath.from(outURL, to: URL(fileURLWithPath: $0)) + "index.html" }
            try diff.write(to: outURL, templatesDirectory: URL(fileURLWithPath: templates ?? PackageRoot.defaultTemplates()), reportHref: reportHref)
        } catch let error as DiffInputError {
            FileHandle.standardError.write(Data("docgen diff: \(error)\n".utf8))
            throw ExitCode(2)
        } catch let error as GenerateError {
            FileHandle.standardError.write(Data("docgen diff: \(error) [docgen.diff.cases-unreadable]\n".utf8))
            throw ExitCode(2)
        }
        print(DiffSummaryText.render(diff))
        print("diff: \(URL(fileURLWithPath: out).appendingPathComponent("index.html").path)")
    }
}
