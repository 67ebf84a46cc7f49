import DocDiff
import Foundation

/// A diff written by `docgen diff`, with where the report links it.
public struct LinkedDiff: Sendable, Hashable {
    /// `diff.json` as read.
    public var diff: ModelDiff
    /// The diff's `index.html` relative to the report folder (`../diff/index.html`).
    public var href: String

    public init(diff: ModelDiff, href: String) {
        self.diff = diff
        self.href = href
    }

    /// Reads `folder/diff.json`; `href` is how the report reaches `folder/index.html`. A folder
    /// without it, a file that does not parse or of another schema version is an error naming the file.
    public static func read(folder: URL, href: String) throws -> LinkedDiff {
        let file = folder.appendingPathComponent("diff.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ReportInputError("\(file.path): no diff.json; give a folder written by docgen diff [docgen.report.diff-unreadable]")
        }
        struct Probe: Decodable { var schemaVersion: Int? }
        let version = (try? JSONDecoder().decode(Probe.self, from: data))?.schemaVersion
        guard version == ModelDiff.currentSchemaVersion else {
            throw ReportInputError("\(file.path): " + (version.map { "diff schema version \($0); this docgen reads version \(ModelDiff.currentSchemaVersion)" }
                ?? "not a diff.json written by docgen diff (truncated, corrupt or no schemaVersion)") + " [docgen.report.diff-unreadable]")
        }
        do { return LinkedDiff(diff: try JSONDecoder().decode(ModelDiff.self, from: data), href: href) } catch {
            throw ReportInputError("\(file.path): does not match the diff schema: \(CaseCorpusReader.describe(error)) [docgen.report.diff-unreadable]")
        }
    }
}
