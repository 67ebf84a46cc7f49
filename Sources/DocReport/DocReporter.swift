import Foundation

/// The whole `docgen report` run: inputs → report → the files of the report folder.
///
/// ```
/// ReportInputs ─▶ ReportBuilder ─▶ ConformanceReport ─┬─▶ HTMLReportRenderer ─▶ *.html, report.css
///                                                     ├─▶ JSONEncoder ────────▶ report.json
///                                                     └─▶ JUnitWriter ────────▶ junit.xml
/// ```
public struct DocReporter {
    /// A rendered report: the data and the folder's files.
    public struct Output: Sendable {
        public var report: ConformanceReport
        /// Path relative to the report folder → contents.
        public var files: [String: Data]
    }

    public let templatesDirectory: URL

    /// `templatesDirectory` holds the report templates (`templates/report`).
    public init(templatesDirectory: URL) {
        self.templatesDirectory = templatesDirectory
    }

    /// Builds and renders every file in memory. `sourceBase`: see ``HTMLReportRenderer/render(_:sourceBase:)``.
    public func render(_ inputs: ReportInputs, sourceBase: String? = nil) throws -> Output {
        let report = ReportBuilder().build(inputs)
        var files = try HTMLReportRenderer(templatesDirectory: templatesDirectory).render(report, sourceBase: sourceBase)
        files["report.json"] = try Self.json(report)
        files["junit.xml"] = Data(JUnitWriter.render(report).utf8)
        return Output(report: report, files: files)
    }

    /// `report.json`: sorted keys, pretty-printed, unescaped slashes, one trailing newline.
    public static func json(_ report: ConformanceReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(0x0A)
        return data
    }
}

extension DocReporter.Output {
    /// Writes the files into `directory`, replacing an earlier report there.
    ///
    /// Refuses a folder that exists, is not empty and holds no `report.json` (so it never
    /// deletes anything that is not a report). Stale `.html` files of an earlier report are removed.
    public func write(to directory: URL) throws {
        let manager = FileManager.default
        let existing = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        if !existing.isEmpty, !existing.contains("report.json") {
            throw ReportInputError("\(directory.path) exists and is not a report folder (no report.json); choose an empty or new folder")
        }
        for folder in ["", "pages"] {
            let url = folder.isEmpty ? directory : directory.appendingPathComponent(folder)
            for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".html") {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                if files[relative] == nil { try manager.removeItem(at: url.appendingPathComponent(name)) }
            }
        }
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
    }
}
