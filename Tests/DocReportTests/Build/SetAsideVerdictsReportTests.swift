import DocGenerate
import DocIngest
import DocModel
import XCTest
@testable import DocReport

/// did-not-compile and not-in-engine cases, the engine surface and out-of-scope pages reach
/// report.json (schema-valid), junit.xml and the HTML.
final class SetAsideVerdictsReportTests: XCTestCase {
    private let failure = CompileFailure(message: "cannot find 'Nope' in scope", generatedFile: "SwiftuiViewFocusedTests.swift",
                                         generatedLine: 120, pageFile: "sosumi/focused.md", pageLine: 47)

    private func inputs() throws -> ReportInputs {
        var inputs = try ReportFixture.inputs()
        let index = try XCTUnwrap(inputs.suites.firstIndex { $0.suite.pageID == "swiftui/view/focused(_:)" })
        var cases = inputs.suites[index].suite.cases
        XCTAssertGreaterThan(cases.count, 2)
        cases[0].notInEngine = ["FocusedValue", "View/focusedValue(_:)"]
        cases[1].compileFailure = failure
        inputs.suites[index].suite.cases = cases
        inputs.corpusIndex = CaseCorpusIndex(
            surface: [
                SurfaceEntry(symbol: "View/focused(_:)", pageIDs: ["swiftui/view/focused(_:)"], status: .provided, engineSymbol: "View/focused(_:)"),
                SurfaceEntry(symbol: "FocusedValue", pageIDs: ["swiftui/focusedvalue"], status: .missing),
                SurfaceEntry(symbol: "Zoom<script>", pageIDs: [ReportFixture.hostilePageID], status: .outOfScope,
                             reason: "navigation transition " + ReportFixture.imagePayload),
            ],
            outOfScope: [ScopeDecision(pageID: ReportFixture.hostilePageID, source: "hostile.md", symbol: ReportFixture.scriptPayload,
                                       reason: "not focus behaviour " + ReportFixture.scriptPayload)])
        return inputs
    }

    func testSetAsideCasesGetTheirOwnVerdictsCountsAndMessages() throws {
        let output = try ReportFixture.render(try inputs())
        let report = output.report
        let page = try XCTUnwrap(report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        XCTAssertEqual(page.cases[0].verdict, .notInEngine)
        XCTAssertEqual(page.cases[0].message, "not in the reference engine: FocusedValue, View/focusedValue(_:)")
        XCTAssertEqual(page.cases[0].notInEngine, ["FocusedValue", "View/focusedValue(_:)"])
        XCTAssertEqual(page.cases[1].verdict, .didNotCompile)
        XCTAssertEqual(page.cases[1].message,
                       "sosumi/focused.md:47: cannot find 'Nope' in scope (generated SwiftuiViewFocusedTests.swift:120)")
        XCTAssertEqual(page.counts.cases.notInEngine, 1)
        XCTAssertEqual(page.counts.cases.didNotCompile, 1)
        XCTAssertEqual(report.totals.cases.didNotCompile, 1)
        XCTAssertFalse(report.pages.contains { $0.id == ReportFixture.hostilePageID }, "out-of-scope pages get no page view")
        XCTAssertEqual(report.outOfScope.map(\.pageID), [ReportFixture.hostilePageID])
        XCTAssertFalse(report.diagnostics.contains { $0.id.hasSuffix("page-without-suite") && $0.message.contains("hostile") })
        XCTAssertEqual(report.surface.map(\.status), [.missing, .provided, .outOfScope], "sorted by symbol")
    }

    func testSetAsideVerdictsAreSchemaValidAndReachJUnitAndTheSurfacePage() throws {
        let output = try ReportFixture.render(try inputs())
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(try XCTUnwrap(output.files["report.json"]))), [])

        let junit = String(decoding: try XCTUnwrap(output.files["junit.xml"]), as: UTF8.self)
        XCTAssertTrue(junit.contains(#"<error type="did-not-compile" message="sosumi/focused.md:47: cannot find &apos;Nope&apos; in scope"#), junit)
        XCTAssertTrue(junit.contains(#"<skipped message="not in the reference engine: FocusedValue, View/focusedValue(_:)"/>"#), junit)

        let surface = String(decoding: try XCTUnwrap(output.files["surface.html"]), as: UTF8.self)
        let root = try ReportFixture.tree(surface)
        let cells = Set(root.allElements.map(\.textContent))
        XCTAssertTrue(cells.contains("FocusedValue"))
        XCTAssertTrue(cells.contains(ReportFixture.hostilePageID), "the out-of-scope page is listed, as text")
        XCTAssertFalse(root.allElements.contains { $0.name == "script" || $0.name == "img" }, "no markup from page text")
        XCTAssertTrue(surface.contains("missing from the engine"))
        let summary = String(decoding: try XCTUnwrap(output.files["index.html"]), as: UTF8.self)
        XCTAssertTrue(summary.contains("did not compile") && summary.contains("not in engine"))
        XCTAssertTrue(summary.contains(#"href="surface.html""#))
    }

    func testAnAPIShapeCaseThatDoesNotCompileIsASurfaceMismatchAndASurfacePageIsCountedApart() throws {
        var inputs = try ReportFixture.inputs()
        let index = try XCTUnwrap(inputs.suites.firstIndex { $0.suite.pageID == "swiftui/view/focused(_:)" })
        let shape = try XCTUnwrap(inputs.suites[index].suite.cases.firstIndex { $0.kind == .apiShape })
        inputs.suites[index].suite.cases[shape].compileFailure = CompileFailure(
            message: "type 'FocusState<Bool>.Binding' does not conform to the 'Sendable' protocol\nnote: …",
            generatedFile: "SwiftuiViewFocusedTests.swift", generatedLine: 30, pageFile: nil, pageLine: nil)
        let other = try XCTUnwrap(inputs.suites.firstIndex { $0.suite.pageID != "swiftui/view/focused(_:)" })
        inputs.suites[other].suite.surface = true
        let output = try ReportFixture.render(inputs)

        let surface = String(decoding: try XCTUnwrap(output.files["surface.html"]), as: UTF8.self)
        let cells = Set(try ReportFixture.tree(surface).allElements.map(\.textContent))
        XCTAssertTrue(cells.contains("type 'FocusState<Bool>.Binding' does not conform to the 'Sendable' protocol"), "first line only")
        XCTAssertTrue(cells.contains("swiftui/view/focused(_:)"))
        XCTAssertFalse(surface.contains("None: every documented declaration"))

        let report = output.report
        XCTAssertEqual(report.totals.surfacePages, 1)
        XCTAssertEqual(report.pages.filter { $0.scope == .surface }.map(\.id), [inputs.suites[other].suite.pageID])
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(try XCTUnwrap(output.files["report.json"]))), [])
        XCTAssertTrue(ReportSummary(report).description.contains("1 surface"), ReportSummary(report).description)
    }

    func testWithoutAPIShapeFailuresTheSurfacePageSaysThereIsNoMismatch() throws {
        let output = try ReportFixture.render(try ReportFixture.inputs())
        let surface = String(decoding: try XCTUnwrap(output.files["surface.html"]), as: UTF8.self)
        XCTAssertTrue(surface.contains("None: every documented declaration"), surface)
        XCTAssertEqual(output.report.totals.surfacePages, 0)
    }

    func testAnExampleThatCannotCompileAsDocumentedIsADocumentationFindingNotAFailure() throws {
        var inputs = try ReportFixture.inputs()
        let index = try XCTUnwrap(inputs.suites.firstIndex { $0.suite.pageID == "swiftui/view/focused(_:)" })
        var cases = inputs.suites[index].suite.cases
        let owner = try XCTUnwrap(cases.firstIndex { $0.template == "example-compiles" })
        let exampleID = try XCTUnwrap(cases[owner].example?.exampleID)
        var documented = CompileFailure(message: "extraneous argument label 'when:' in call", generatedFile: "SwiftuiViewFocusedTests.swift",
                                        generatedLine: 140, pageFile: "sosumi/focused.md", pageLine: 52)
        documented.documentationError = "the example calls focused(when:), which the documentation does not declare (it declares focused(_:))"
        for position in cases.indices where cases[position].example?.exampleID == exampleID || cases[position].fixture?.example == exampleID {
            cases[position].compileFailure = documented
        }
        inputs.suites[index].suite.cases = cases
        let output = try ReportFixture.render(inputs)
        let page = try XCTUnwrap(output.report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        let verdict = try XCTUnwrap(page.cases.first { $0.id == cases[owner].id })
        XCTAssertEqual(verdict.verdict, .finding)
        XCTAssertTrue(verdict.message?.hasPrefix("documentation error: the example calls focused(when:)") == true, verdict.message ?? "")
        XCTAssertEqual(page.examples.first { $0.id == exampleID }?.status, .documentationError)
        XCTAssertEqual(page.counts.examples.documentationError, 1)
        XCTAssertEqual(page.counts.cases.didNotCompile, 0, "not counted as the engine's failure")
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(try XCTUnwrap(output.files["report.json"]))), [])
    }

    func testARuleClaimTheEngineDoesNotBearOutIsAFindingWithTheSentenceAndTheObservation() throws {
        var inputs = try ReportFixture.inputs()
        let index = try XCTUnwrap(inputs.suites.firstIndex { $0.suite.pageID == "swiftui/view/focused(_:)" })
        let suite = inputs.suites[index].suite
        let target = try XCTUnwrap(suite.cases.first { $0.id == "focus-leaves-resets.bool" })
        inputs.suites[index].outcomes[target.id] = .ruleClaim
        let method = SuiteViewBuilder.methodName(target.id)
        let log = "noise\ndocgen-rule-claim-unsupported: ConformanceTests.\(suite.suiteName).\(method) : focused: TextField \"Email\"\n"
        inputs.results = inputs.results.addingMessages(fromConsoleLog: log)
        let report = try ReportFixture.render(inputs).report
        let item = try XCTUnwrap(report.pages.first { $0.id == suite.pageID }?.cases.first { $0.id == target.id })
        XCTAssertEqual(item.verdict, .finding)
        XCTAssertEqual(item.message, "rule claim not supported by the reference engine: \(target.provenance.text ?? "")"
                       + "; observed: focused: TextField \"Email\"")
        XCTAssertEqual(report.totals.cases.findings, 1)
        let other = try XCTUnwrap(report.pages.first { $0.id == suite.pageID }?.cases.first { $0.id == "api-shape" })
        XCTAssertEqual(other.verdict, .compiles, "an observation names one test only")
    }
}
