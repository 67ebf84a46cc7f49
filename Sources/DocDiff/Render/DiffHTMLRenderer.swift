import Foundation
import DocGenerate
import Mustache

/// ``ModelDiff`` → `index.html` and its stylesheets, from the Mustache templates in
/// `templates/diff/` and the report's `templates/report/report.css`.
///
/// As in the report, templates only place values and page text is only ever placed with
/// `{{…}}` (HTML-escaped, attributes included), never `{{{…}}}`; decisions are in `DiffViewBuilder`.
public struct DiffHTMLRenderer {
    /// The templates loaded from `templates/diff/` (`<name>.html.mustache`).
    public static let templateNames = ["diff", "words"]

    private let library: MustacheLibrary
    private let stylesheets: [String: Data]

    /// `templatesDirectory` is the `templates/` folder (holding `diff/` and `report/`).
    public init(templatesDirectory: URL) throws {
        var library = MustacheLibrary()
        let folder = templatesDirectory.appendingPathComponent("diff")
        for name in Self.templateNames {
            let url = folder.appendingPathComponent("\(name).html.mustache")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw DiffInputError("template-missing", file: url.path, "cannot read template")
            }
            do { try library.register(text, named: name) } catch {
                throw DiffInputError("template-invalid", file: url.path, "template does not parse: \(error)")
            }
        }
        var stylesheets: [String: Data] = [:]
        for (name, url) in [("report.css", templatesDirectory.appendingPathComponent("report/report.css")),
                            ("diff.css", folder.appendingPathComponent("diff.css"))] {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw DiffInputError("template-missing", file: url.path, "cannot read stylesheet")
            }
            stylesheets[name] = data
        }
        self.library = library
        self.stylesheets = stylesheets
    }

    /// File name → contents: `index.html`, `report.css`, `diff.css`. `reportHref` links the
    /// header back to the conformance report the diff belongs to.
    public func render(_ diff: ModelDiff, reportHref: String? = nil) throws -> [String: Data] {
        guard let text = library.render(TemplateObject.wrap(DiffViewBuilder.view(diff, reportHref: reportHref)), withTemplate: "diff") else {
            throw DiffInputError("template-missing", file: "diff.html.mustache", "template diff missing")
        }
        var files = stylesheets
        files["index.html"] = Data((text.hasSuffix("\n") ? text : text + "\n").utf8)
        return files
    }
}
