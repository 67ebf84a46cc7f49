import DocGenerate
import DocModel
import XCTest
@testable import DocReport

/// Results are matched to cases, verdicts follow the case's declared semantics, and claims,
/// examples and counts come out right.
final class ReportBuilderTests: XCTestCase {
    private func report(results: URL? = ReportFixture.junit, log: URL? = ReportFixture.consoleLog) throws -> ConformanceReport {
        ReportBuilder().build(try ReportFixture.inputs(results: results, consoleLog: log))
    }

    private func page(_ report: ConformanceReport, _ id: String) throws -> PageReport {
        try XCTUnwrap(report.pages.first { $0.id == id })
    }

    func testPassingKnownGapCaseIsReportedAsKnownGapNotPassed() throws {
        let hostile = try page(try report(), ReportFixture.hostilePageID)
        let gap = try XCTUnwrap(hostile.cases.first { $0.id == "focus-enters-sets-value.bool" })
        XCTAssertEqual(gap.verdict, .knownGap)
        XCTAssertEqual(gap.message, "engine gap " + ReportFixture.scriptPayload)
    }

    func testPassingDiffersCaseIsExpectedDifferent() throws {
        let hostile = try page(try report(), ReportFixture.hostilePageID)
        let differs = try XCTUnwrap(hostile.cases.first { $0.id == "focus-leaves-resets.bool" })
        XCTAssertEqual(differs.outcome, .differs)
        XCTAssertEqual(differs.verdict, .expectedDifferent)
        let focused = try page(try report(), "swiftui/view/focused(_:)")
        XCTAssertEqual(focused.cases.first { $0.id == "focus-leaves-resets.bool" }?.outcome, .holds, "absent field means holds")
        XCTAssertEqual(focused.cases.first { $0.id == "focus-leaves-resets.bool" }?.verdict, .passed)
    }

    func testFailedCaseTakesItsMessageFromTheConsoleLog() throws {
        let focused = try page(try report(), "swiftui/view/focused(_:)")
        let failed = try XCTUnwrap(focused.cases.first { $0.id == "focus-enters-sets-value.bool" })
        XCTAssertEqual(failed.verdict, .failed)
        XCTAssertEqual(failed.message, #"XCTAssertEqual failed: ("Optional(false)") is not equal to ("Optional(true)") - When focus moves to the view, the binding sets the bound value to `true`."#)
        let withoutLog = try page(try report(log: nil), "swiftui/view/focused(_:)")
        XCTAssertEqual(withoutLog.cases.first { $0.id == "focus-enters-sets-value.bool" }?.message, "failure")
    }

    func testCaseWithoutAResultIsNotRun() throws {
        let focused = try page(try report(), "swiftui/view/focused(_:)")
        XCTAssertEqual(focused.cases.first { $0.id == "set-value-moves-focus.bool" }?.verdict, .notRun)
        XCTAssertEqual(focused.cases.first { $0.id == "api-shape" }?.verdict, .compiles, "a passed compile-only case")
        XCTAssertEqual(focused.cases.first { $0.id == "focus-leaves-resets.bool" }?.verdict, .passed, "a passed behavioural case")
    }

    func testCountsAddUpOverPagesAndMustFailuresAreFound() throws {
        let report = try report()
        let cases = report.totals.cases
        XCTAssertEqual(report.totals.pages, 2)
        XCTAssertEqual(cases.total, 14)
        XCTAssertEqual([cases.passed, cases.compiles, cases.failed, cases.expectedDifferent, cases.knownGap, cases.notRun], [4, 4, 2, 1, 1, 2])
        XCTAssertEqual(cases.mustFailed, 2)
        XCTAssertEqual(Set(report.mustFailures.map(\.id)), ["focus-enters-sets-value.bool", "set-nil-dismisses." + ReportFixture.imagePayload])
        XCTAssertEqual(report.totals.claims.total, 40)
        XCTAssertEqual(report.totals.claims.covered + report.totals.claims.untestable, 40)
        XCTAssertEqual(report.results, ResultsSummary(format: .junit, records: 14, matched: 12, unmatched: 1, ignored: 1))
    }

    func testResultOfAnUnknownMethodOfACorpusSuiteIsReportedUnmatched() throws {
        let diagnostics = try report().diagnostics.filter { $0.id == "docgen.report.result-unmatched" }
        XCTAssertEqual(diagnostics.map(\.message), ["result HostileTests.test_noSuchCase matches no case of the corpus"])
    }

    func testMissingResultsMakeEveryCaseNotRunWithADiagnostic() throws {
        for results in [nil, ReportFixture.directory.appendingPathComponent("results/absent.xml")] {
            let report = try report(results: results, log: nil)
            XCTAssertEqual(report.totals.cases.notRun, report.totals.cases.total)
            XCTAssertEqual(report.results.format, .none)
            XCTAssertTrue(report.diagnostics.contains { $0.id == "docgen.report.results-missing" })
        }
    }

    func testUnreadableResultsAreADiagnosticNotACrash() throws {
        let report = try report(results: ReportFixture.model.appendingPathComponent("pages/hostile.json"), log: nil)
        XCTAssertTrue(report.diagnostics.contains { $0.id == "docgen.report.results-unreadable" })
        XCTAssertEqual(report.totals.cases.notRun, 14)
    }

    func testClaimsKnowTheirCasesAndUncoveredClaimsTheirReason() throws {
        let focused = try page(try report(), "swiftui/view/focused(_:)")
        let covered = try XCTUnwrap(focused.claims.first { $0.id == "swiftui/view/focused(_:)#parameter.condition.s2@zh-Hans" })
        XCTAssertEqual(covered.coverage, .covered)
        XCTAssertEqual(covered.caseIDs, ["focus-enters-sets-value.bool"])
        let advice = try XCTUnwrap(focused.claims.first { $0.id == "swiftui/view/focused(_:)#discussion.p3.s1@en" })
        XCTAssertEqual(advice.coverage, .untestable)
        XCTAssertEqual(advice.note, "advice pointing to another API")
    }

    func testExamplesAreCompiledWhenTheirCasesRan() throws {
        let focused = try page(try report(), "swiftui/view/focused(_:)")
        let example = try XCTUnwrap(focused.examples.first)
        XCTAssertEqual(example.status, .compiled)
        XCTAssertEqual(example.caseIDs.count, 2)
        let none = try page(try report(results: nil, log: nil), "swiftui/view/focused(_:)")
        XCTAssertEqual(none.examples.first?.status, .notRun)
    }

    func testSuiteForAnUnknownPageAndPageWithoutSuiteAreDiagnosed() throws {
        var inputs = try ReportFixture.inputs()
        var stray = try XCTUnwrap(inputs.suites.first)
        stray.suite.pageID = "not/in/the/model"
        stray.file = "Stray.json"
        inputs.suites = [stray]
        let report = ReportBuilder().build(inputs)
        XCTAssertTrue(report.diagnostics.contains { $0.id == "docgen.report.suite-without-page" && $0.file == "Stray.json" })
        XCTAssertEqual(report.diagnostics.filter { $0.id == "docgen.report.page-without-suite" }.count, 2)
        XCTAssertTrue(report.pages.allSatisfy { $0.cases.isEmpty && $0.claims.allSatisfy { $0.coverage == .unplanned } })
    }

    func testSameInputsGiveTheSameBytesWhateverTheirOrder() throws {
        let inputs = try ReportFixture.inputs()
        var shuffled = inputs
        shuffled.pages.reverse()
        shuffled.suites.reverse()
        shuffled.results.records.reverse()
        let first = try ReportFixture.render(inputs), second = try ReportFixture.render(shuffled)
        XCTAssertEqual(first.files.keys.sorted(), second.files.keys.sorted())
        for (name, data) in first.files { XCTAssertEqual(data, second.files[name], name) }
        XCTAssertEqual(try ReportFixture.render(inputs).files, first.files, "rendering twice")
    }
}
