import DocIngest
import DocModel
import Foundation
@testable import DocReport

/// The committed fixture (`Fixtures/report`): a two-page model — `swiftui/view/focused(_:)` in
/// English and Chinese, and a copy whose every text field is hostile — its case corpus, a JUnit
/// file as SwiftPM writes it and the test run's console output.
enum ReportFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = packageRoot.appendingPathComponent("Tests/DocReportTests/Fixtures/report")
    static let templates = packageRoot.appendingPathComponent("templates/report")
    static let schemas = packageRoot.appendingPathComponent("docs/schemas")

    static let model = directory.appendingPathComponent("model")
    static let cases = directory.appendingPathComponent("cases")
    static let junit = directory.appendingPathComponent("results/junit.xml")
    static let consoleLog = directory.appendingPathComponent("results/test.log")
    static let resultsJSON = directory.appendingPathComponent("results/results.json")

    /// The hostile page's id and the strings planted in it.
    static let hostilePageID = "hostile/</script><script>alert(1)</script>"
    static let scriptPayload = "</script><script>alert(1)</script>"
    static let imagePayload = "\"><img src=x onerror=alert(1)>"

    static func inputs(results: URL? = junit, consoleLog: URL? = consoleLog) throws -> ReportInputs {
        try ReportInputs.load(model: model, cases: cases, results: results, consoleLog: consoleLog)
    }

    static func render(_ inputs: ReportInputs? = nil, sourceBase: String? = "../corpus/") throws -> DocReporter.Output {
        try DocReporter(templatesDirectory: templates).render(inputs ?? self.inputs(), sourceBase: sourceBase)
    }

    /// The HTML files of an output (path → text).
    static func htmlFiles(_ output: DocReporter.Output) -> [(String, String)] {
        output.files.filter { $0.key.hasSuffix(".html") }.sorted { $0.key < $1.key }
            .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
    }

    /// The tree of a well-formed file; fails the caller's test otherwise.
    static func tree(_ text: String) throws -> HTMLNode {
        try XMLDocumentParser.parse(text).get()
    }
}

extension HTMLNode {
    /// Every element below the node (not the `#document` root itself).
    var allElements: [HTMLNode] {
        descendants { $0.name != nil }
    }
}
