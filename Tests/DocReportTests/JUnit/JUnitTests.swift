import DocIngest
import XCTest
@testable import DocReport

/// Reading SwiftPM's JUnit and the results JSON; writing junit.xml in its documented structure.
final class JUnitTests: XCTestCase {
    private let swiftpm = ReportFixture.packageRoot.appendingPathComponent("Tests/DocReportTests/Fixtures/swiftpm")

    /// `xunit.xml` and `console.log` were written by `swift test --parallel --xunit-output` (Swift
    /// 6.3.1) for a package with one passing, one failing, one skipped and one throwing test.
    func testReadsTheFileSwiftPMWritesAndTakesMessagesFromItsConsole() throws {
        let results = try TestResults.read(Data(contentsOf: swiftpm.appendingPathComponent("xunit.xml")))
        XCTAssertEqual(results.format, .junit)
        XCTAssertEqual(results.records.map(\.suite), Array(repeating: "FailTests", count: 4))
        XCTAssertEqual(results.records.map(\.method), ["test_bad", "test_ok", "test_skip", "test_throw"])
        XCTAssertEqual(results.records.map(\.status), [.failed, .passed, .passed, .failed], "SwiftPM reports a skip as a pass")
        XCTAssertEqual(results.records[0].message, "failure")
        let log = try String(contentsOf: swiftpm.appendingPathComponent("console.log"), encoding: .utf8)
        let enriched = results.addingMessages(fromConsoleLog: log)
        XCTAssertEqual(enriched.records[0].message, #"XCTAssertEqual failed: ("1") is not equal to ("2") - claim <b>&"x""#)
        XCTAssertEqual(enriched.records[3].message, #"threw error "E()""#)
        XCTAssertNil(enriched.records[1].message)
    }

    func testReadsFailureTextSkippedAndErrorElements() throws {
        let xml = """
        <testsuites><testsuite name="s">
        <testcase classname="M.A" name="test_a"><failure message="boom" type="x">details &lt;here&gt;</failure></testcase>
        <testcase classname="M.A" name="test_b"><skipped message="later"/></testcase>
        <testcase classname="A" name="test_c()"><error message="crashed"/></testcase>
        </testsuite></testsuites>
        """
        let records = try TestResults.read(Data(xml.utf8)).records
        XCTAssertEqual(records.map(\.status), [.failed, .skipped, .failed])
        XCTAssertEqual(records.map(\.message), ["boom\ndetails <here>", "later", "crashed"])
        XCTAssertEqual(records[2].method, "test_c")
    }

    func testRejectsFilesThatAreNotResults() {
        XCTAssertThrowsError(try TestResults.read(Data("<testsuites><testcase>".utf8)), "not well-formed")
        XCTAssertThrowsError(try TestResults.read(Data("<html><body/></html>".utf8)), "no test elements")
        XCTAssertThrowsError(try TestResults.read(Data("plain text".utf8)))
        XCTAssertThrowsError(try TestResults.read(Data(#"{"schemaVersion": 2, "results": []}"#.utf8)))
    }

    func testReadsTheResultsJSONWhichValidatesAgainstItsSchema() throws {
        let data = try Data(contentsOf: ReportFixture.resultsJSON)
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("results.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(data)), [])
        let results = try TestResults.read(data)
        XCTAssertEqual(results.format, .resultsJSON)
        XCTAssertEqual(results.records.map(\.suite), Array(repeating: "SwiftuiViewFocusedTests", count: 3))
        XCTAssertEqual(results.records.map(\.status), [.passed, .failed, .skipped])
        let report = ReportBuilder().build(try ReportFixture.inputs(results: ReportFixture.resultsJSON, consoleLog: nil))
        let focused = try XCTUnwrap(report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        XCTAssertEqual(focused.cases.first { $0.id == "focus-leaves-resets.bool" }?.verdict, .notRun)
        XCTAssertEqual(focused.cases.first { $0.id == "focus-leaves-resets.bool" }?.message, "skipped: not on this platform")
    }

    /// The structure docs/report.md documents, checked element by element with libxml2.
    func testWrittenJUnitFollowsTheDocumentedStructure() throws {
        let output = try ReportFixture.render()
        let text = String(decoding: try XCTUnwrap(output.files["junit.xml"]), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        let root = try XMLDocumentParser.parse(text).get()
        let suites = try XCTUnwrap(root.children.first { $0.name == "testsuites" })
        XCTAssertEqual(Set(suites.attributes.map(\.name)), ["name", "tests", "failures", "errors", "skipped"])
        let pages = suites.children.filter { $0.name != nil }
        XCTAssertEqual(pages.map { $0.name }, ["testsuite", "testsuite"])
        XCTAssertEqual(pages.map { $0[attribute: "name"] }, output.report.pages.map(\.id))
        var totals = [0, 0, 0]
        for (page, element) in zip(output.report.pages, pages) {
            XCTAssertEqual(Set(element.attributes.map(\.name)), ["name", "tests", "failures", "errors", "skipped"])
            let children = element.children.filter { $0.name != nil }
            XCTAssertEqual(children.first?.name, "properties")
            let properties = children.first?.children.filter { $0.name != nil } ?? []
            XCTAssertTrue(properties.allSatisfy { $0.name == "property" && Set($0.attributes.map(\.name)) == ["name", "value"] })
            XCTAssertEqual(properties.first { $0[attribute: "name"] == "symbol" }?[attribute: "value"], page.symbol.name)
            let cases = Array(children.dropFirst())
            XCTAssertEqual(cases.map { $0[attribute: "name"] }, page.cases.map(\.id), "every case, in order, named by case id")
            var counts = [0, 0, 0]  // failures, errors, skipped
            for (item, element) in zip(page.cases, cases) {
                XCTAssertEqual(element.name, "testcase")
                XCTAssertEqual(element[attribute: "classname"], page.suiteName)
                let kids = element.children.filter { $0.name != nil }
                XCTAssertEqual(kids.last?.name, "system-out")
                XCTAssertTrue(kids.last?.textContent.hasPrefix("verdict: \(item.verdict.rawValue);") == true)
                let outcome = kids.dropLast().first
                switch item.verdict {
                case .failed, .knownGap:
                    XCTAssertEqual(outcome?.name, "failure")
                    XCTAssertEqual(outcome?[attribute: "type"], item.verdict == .failed ? "failed" : "known-gap")
                    XCTAssertNotNil(outcome?[attribute: "message"])
                    counts[0] += 1
                case .didNotCompile:
                    XCTAssertEqual(outcome?.name, "error")
                    XCTAssertEqual(outcome?[attribute: "type"], "did-not-compile")
                    XCTAssertEqual(outcome?.textContent, item.message)
                    counts[1] += 1
                case .notRun, .notInEngine:
                    XCTAssertEqual(outcome?.name, "skipped")
                    counts[2] += 1
                case .passed, .compiles, .engineChoice, .expectedDifferent, .finding:
                    XCTAssertNil(outcome)
                }
            }
            XCTAssertEqual(element[attribute: "tests"], "\(page.cases.count)")
            XCTAssertEqual(element[attribute: "failures"], "\(counts[0])")
            XCTAssertEqual(element[attribute: "errors"], "\(counts[1])")
            XCTAssertEqual(element[attribute: "skipped"], "\(counts[2])")
            totals = zip(totals, counts).map(+)
        }
        XCTAssertEqual(suites[attribute: "tests"], "\(output.report.totals.cases.total)")
        XCTAssertEqual(suites[attribute: "failures"], "\(totals[0])")
        XCTAssertEqual(suites[attribute: "skipped"], "\(totals[2])")
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x01 })
    }
}
