import DocGenerate
import DocModel
import Foundation
import Mustache

/// ``ConformanceReport`` → the HTML pages and stylesheet of the report folder, rendered from the
/// Mustache templates in `templates/report/`.
///
/// Templates only place values; every value that can hold page text is placed with `{{…}}`
/// (HTML-escaped), never `{{{…}}}`. The output is polyglot HTML5: also well-formed XML.
public struct HTMLReportRenderer: Sendable {
    /// The templates (`<name>.html.mustache`) the renderer loads; `summary` and `page` are pages,
    /// the rest partials.
    public static let templateNames = ["head", "foot", "code", "badge", "facts", "stats", "diagnostics", "cases", "summary", "page", "surface"]
    /// The stylesheet copied into the report.
    public static let stylesheetName = "report.css"

    private let library: MustacheLibrary
    /// Threads that render pages at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    private let stylesheet: Data

    /// Loads the templates and the stylesheet from `templatesDirectory`.
    public init(templatesDirectory: URL) throws {
        var library = MustacheLibrary()
        for name in Self.templateNames {
            let url = templatesDirectory.appendingPathComponent("\(name).html.mustache")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw ReportInputError("cannot read template \(url.path)")
            }
            do { try library.register(text, named: name) } catch {
                throw ReportInputError("template \(url.lastPathComponent) does not parse: \(error)")
            }
        }
        let cssURL = templatesDirectory.appendingPathComponent(Self.stylesheetName)
        guard let stylesheet = try? Data(contentsOf: cssURL) else { throw ReportInputError("cannot read \(cssURL.path)") }
        self.library = library
        self.stylesheet = stylesheet
    }

    /// File (relative to the report folder) → contents: `index.html`, `by-*.html`, `surface.html`, `pages/*.html`, `report.css`.
    ///
    /// `sourceBase` is the URL prefix of the source files relative to the report folder
    /// (`../corpus/pages/`); nil writes source locations as text only.
    public func render(_ report: ConformanceReport, sourceBase: String?) throws -> [String: Data] {
        var files: [String: Data] = [Self.stylesheetName: stylesheet]
        let pageBase = sourceBase.map { $0.hasPrefix("/") ? $0 : "../" + $0 }
        let resultsLine = SummaryViewBuilder.resultsLine(report.results)
        // Every file renders on its own, on `jobs` threads (the files do not depend on it).
        let parts: [Part] = SummaryViewBuilder.Order.allCases.map { .summary($0) } + [.surface] + report.pages.indices.map { .page($0) }
        let rendered = ParallelMap.map(parts, jobs: jobs, progress: nil) { [self] part in
            Result { try render(part, report, pageBase: pageBase, resultsLine: resultsLine) }
        }
        for result in rendered {
            let (file, data) = try result.get()
            files[file] = data
        }
        return files
    }

    /// One file of the report.
    private enum Part: Sendable {
        case summary(SummaryViewBuilder.Order)
        case surface
        case page(Int)
    }

    private func render(_ part: Part, _ report: ConformanceReport, pageBase: String?, resultsLine: String) throws -> (String, Data) {
        switch part {
        case .summary(let order):
            var view = SummaryViewBuilder.view(report, order: order)
            view.diffNav = .init(report.diff, root: view.root)
            view.diffStats = SummaryViewBuilder.diffStats(report.diff)
            return (order.file, try render(view, template: "summary"))
        case .surface:
            var surface = SurfaceViewBuilder.view(report)
            surface.diffNav = .init(report.diff, root: surface.root)
            return (SurfaceViewBuilder.file, try render(surface, template: "surface"))
        case .page(let index):
            let page = report.pages[index]
            var view = PageViewBuilder(page: page, sourceBase: pageBase, resultsLine: resultsLine).view()
            view.diffNav = .init(report.diff, root: view.root)
            if let changes = page.diff {
                let stale = changes.staleCases == 0 ? "" : "; \(changes.staleCases) stale case\(changes.staleCases == 1 ? "" : "s")"
                view.pageDiff = .init(report.diff, root: view.root, anchor: changes.anchor,
                                      text: ReportViews.classCounts(changes.byClass) + stale)
            }
            return (page.file, try render(view, template: "page"))
        }
    }

    private func render(_ view: Any, template: String) throws -> Data {
        guard let text = library.render(TemplateObject.wrap(view), withTemplate: template) else {
            throw ReportInputError("template \(template) missing")
        }
        return Data((text.hasSuffix("\n") ? text : text + "\n").utf8)
    }
}
