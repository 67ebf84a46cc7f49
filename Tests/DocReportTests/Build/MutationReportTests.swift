import DocGenerate
import DocIngest
import DocModel
import XCTest
@testable import DocReport

/// A mutation table given to the report: the score reaches report.json (schema-valid) and the
/// summary page; passed behavioural cases that kill no mutant, or none of their rule, are flagged.
final class MutationReportTests: XCTestCase {
    private func table(kills: [String: [String]]) throws -> MutationResults {
        let cases = kills.keys.sorted().map { #"{"ref": "\#($0)", "kills": [\#(kills[$0]!.map { "\"\($0)\"" }.joined(separator: ","))]}"# }
        let json = """
        {"score": {"killed": 3, "total": 4}, "commit": "abc1234", "date": "2026-11-24", "cases": [\(cases.joined(separator: ","))],
         "mutants": [{"id": "r3-enter-does-not-set-value", "rule": "R3"}, {"id": "r4-write-does-not-move", "rule": "R4"}]}
        """
        return try MutationResults.read(Data(json.utf8))
    }

    func testTheScoreAndEachCasesKillsReachTheReport() throws {
        var inputs = try ReportFixture.inputs()
        let page = try XCTUnwrap(ReportBuilder().build(inputs).pages.first { $0.id == "swiftui/view/focused(_:)" })
        let suite = try XCTUnwrap(page.suiteName)
        let passed = page.cases.filter { $0.verdict == .passed && $0.kind == "claim" }
        XCTAssertGreaterThanOrEqual(passed.count, 2)
        inputs.mutation = try table(kills: ["\(suite).\(passed[0].testMethod)": ["r3-enter-does-not-set-value"],
                                            "\(suite).\(passed[1].testMethod)": []])
        let output = try ReportFixture.render(inputs)
        let report = output.report
        XCTAssertEqual(report.mutation, MutationSummary(killed: 3, total: 4, commit: "abc1234", date: "2026-11-24", flaggedCases: 1))
        let cases = try XCTUnwrap(report.pages.first { $0.id == page.id }).cases
        XCTAssertEqual(cases.first { $0.id == passed[0].id }?.mutantsKilled, ["r3-enter-does-not-set-value"])
        XCTAssertNil(cases.first { $0.id == passed[0].id }?.mutationFlag)
        XCTAssertEqual(cases.first { $0.id == passed[1].id }?.mutationFlag?.hasPrefix("kills no mutant"), true)
        let schema = try JSONValue.parse(Data(contentsOf: ReportFixture.schemas.appendingPathComponent("report.schema.json")))
        XCTAssertEqual(JSONSchemaValidator(root: schema).validate(try JSONValue.parse(try XCTUnwrap(output.files["report.json"]))), [])
        let summary = String(decoding: try XCTUnwrap(output.files["index.html"]), as: UTF8.self)
        XCTAssertTrue(summary.contains("3 / 4"), "the score is on the summary page")
    }

    func testACaseKillingOnlyOtherRulesMutantsIsFlaggedWithItsRule() throws {
        let item = CaseReport(id: "c", kind: "claim", template: "t", variant: "v", level: .must, claimIDs: [], exampleID: nil,
                              testMethod: "test_c", verdict: .passed, message: nil, knownGap: nil, outcome: .holds,
                              compileFailure: nil, notInEngine: nil, steps: [], expectations: [], rules: ["R4"])
        let rules = ["r3-enter-does-not-set-value": "R3", "r4-write-does-not-move": "R4"]
        XCTAssertEqual(MutationAnnotator.flag(item, kills: ["r3-enter-does-not-set-value"], rules: rules),
                       "kills no mutant of rule R4 (only of R3)")
        XCTAssertNil(MutationAnnotator.flag(item, kills: ["r4-write-does-not-move"], rules: rules))
        var compileOnly = item
        compileOnly.kind = "api-shape"
        XCTAssertNil(MutationAnnotator.flag(compileOnly, kills: [], rules: rules), "compile-only cases are not judged")
        var engineChoice = item
        engineChoice.verdict = .engineChoice
        XCTAssertNil(MutationAnnotator.flag(engineChoice, kills: [], rules: rules))
    }

    func testAnUnreadableTableIsADiagnosticNotAFailure() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-\(UUID().uuidString).json")
        try Data("{not json".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let inputs = try ReportInputs.load(model: ReportFixture.model, cases: ReportFixture.cases, results: ReportFixture.junit,
                                           consoleLog: nil, mutants: file)
        XCTAssertNil(inputs.mutation)
        XCTAssertTrue(inputs.diagnostics.contains { $0.id == "docgen.report.mutation-table-unreadable" })
    }
}
