import DocExtract
import DocGenerate
import DocIngest
import DocModel
import Foundation
import XCTest
@testable import DocReport

/// Issue 6, end to end: the hostile extract fixtures (`Tests/DocExtractTests/Fixtures/hostile`)
/// go through extract → generate → report exactly as `docgen run` chains them, and the report
/// carries their text only as text; and the three stages together are byte-identical across
/// runs, `--jobs 1` / `--jobs 2` and reversed input order.
final class HostileFixturesReportTests: XCTestCase {
    private static let hostile = ReportFixture.packageRoot.appendingPathComponent("Tests/DocExtractTests/Fixtures/hostile")
    private static let seeds = ReportFixture.packageRoot.appendingPathComponent("corpus/pages/seeds")

    /// Every file of a folder, sorted, as absolute paths.
    private static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Extract (model folder) → generate (suites + case corpus) → report, in a scratch folder.
    /// Returns the report's files and the generated files (relative path → bytes).
    private func pipeline(_ paths: [String], jobs: Int) throws -> (report: DocReporter.Output, files: [String: Data]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-hostile-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("model"), cases = root.appendingPathComponent("cases")
        _ = try ModelWriter.write(Extraction.run(.init(paths: paths, jobs: jobs)), to: model.path)
        try DocGenerator(modelDirectory: model, templatesDirectory: ReportFixture.packageRoot.appendingPathComponent("templates"))
            .generate().write(swiftDirectory: root.appendingPathComponent("Generated"), casesDirectory: cases)
        let output = try ReportFixture.render(ReportInputs.load(model: model, cases: cases, results: nil))
        var files: [String: Data] = [:]
        for name in FileManager.default.subpaths(atPath: root.path) ?? [] {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        for (name, data) in output.files { files["report/" + name] = data }
        return (output, files)
    }

    func testReportOfEveryHostileFixtureHasNoMarkupOrLinkFromPageText() throws {
        let (output, _) = try pipeline(Self.files(in: Self.hostile), jobs: 2)
        let pages = output.report.pages
        XCTAssertGreaterThanOrEqual(pages.count, 10, "the hostile fixtures that still make pages")
        let html = ReportFixture.htmlFiles(output)
        let names = Set(html.map(\.0))
        XCTAssertTrue(names.contains("index.html"))
        for page in pages { XCTAssertTrue(names.contains(page.file), "\(page.id): \(page.file)") }
        for (name, text) in html {
            XCTAssertFalse(name.contains(".."), name)
            XCTAssertEqual(name.split(separator: "/").count, name.hasPrefix("pages/") ? 2 : 1, "\(name) stays in its folder")
            let tree: HTMLNode
            do { tree = try ReportFixture.tree(text) } catch {
                XCTFail("\(name) is not well-formed: \(error)")
                continue
            }
            for element in tree.allElements {
                XCTAssertTrue(EscapingTests.elements.contains(element.name!), "\(name): element <\(element.name!)> from page text")
                for attribute in element.attributes {
                    XCTAssertTrue(EscapingTests.attributes.contains(attribute.name), "\(name): attribute \(attribute.name) from page text")
                }
            }
            for link in tree.elements(named: "a") {
                let href = try XCTUnwrap(link[attribute: "href"], name)
                let scheme = href.split(separator: "/", maxSplits: 1).first.map { $0.contains(":") } ?? false
                XCTAssertTrue(!scheme || href.hasPrefix("https://") || href.hasPrefix("http://"), "\(name): link \(href)")
                XCTAssertFalse(href.lowercased().contains("javascript:"), "\(name): link \(href)")
            }
            let bidi: Set<UInt32> = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
            XCTAssertFalse(text.unicodeScalars.contains { bidi.contains($0.value) }, "\(name) carries a raw bidi control")
        }
        // The planted payloads reached the report, as text.
        let everything = html.map(\.1).joined()
        XCTAssertTrue(everything.contains("&lt;/script&gt;"), "the </script> title is shown escaped")
        XCTAssertFalse(everything.contains("</script>"), "no script element closes anywhere")
        XCTAssertTrue(everything.contains("[U+202E]"), "the RTL override is shown as a marker")
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(output.files["report.json"]!)), [])
    }

    func testExtractGenerateAndReportAreByteIdenticalAcrossRunsJobsAndInputOrder() throws {
        let paths = try Self.files(in: Self.seeds) + Self.files(in: Self.hostile)
        let first = try pipeline(paths, jobs: 1).files
        XCTAssertTrue(first.keys.contains("report/index.html"))
        XCTAssertTrue(first.keys.contains("model/index.json"))
        XCTAssertGreaterThan(first.keys.filter { $0.hasPrefix("Generated/") }.count, 10)
        for (label, other) in [("second run", try pipeline(paths, jobs: 1).files),
                               ("--jobs 2", try pipeline(paths, jobs: 2).files),
                               ("reversed input order", try pipeline(paths.reversed(), jobs: 2).files)] {
            XCTAssertEqual(other.keys.sorted(), first.keys.sorted(), label)
            for (name, data) in first where other[name] != data {
                XCTFail("\(label): \(name) differs")
            }
        }
    }
}
