import DocGenerate
import Foundation
import XCTest

/// The plan for seed 004 (`focused(_:)`, zh-Hans + English crawl) matches the reviewed golden.
///
/// Re-record with `DOCGEN_RECORD_GOLDENS=1` and read the diff.
final class PlanGoldenTests: XCTestCase {
    func testSeed004PlanMatchesGolden() throws {
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        let suite = try XCTUnwrap(output.plan.suites.first { $0.source == "seeds/004_eefa55f0912961d3.txt" })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let actual = String(decoding: try encoder.encode(suite), as: UTF8.self) + "\n"
        let golden = GenerateFixtures.goldens.appendingPathComponent("seed004-plan.json")
        if ProcessInfo.processInfo.environment["DOCGEN_RECORD_GOLDENS"] == "1" {
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(actual, try String(contentsOf: golden, encoding: .utf8))
    }

    func testSeed004CoversEveryTestableClaimInBothLanguages() throws {
        let plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        let suite = try XCTUnwrap(plan.suites.first { $0.source == "seeds/004_eefa55f0912961d3.txt" })
        XCTAssertEqual(suite.cases.map(\.id), [
            "api-shape", "focus-enters-sets-value.bool", "focus-leaves-resets.bool",
            "set-nil-dismisses.bool", "set-value-moves-focus.bool",
            "example-compiles.example-1", "example-focus.example-1.ExampleView.choose-a-username",
            "example-button.example-1.ExampleView.submit-1", "example-button.example-1.ExampleView.submit-2",
            "example-button.example-1.ExampleView.submit-3",
        ])
        // The documented behaviour: a taken name focuses the field and shows the message.
        let taken = try XCTUnwrap(suite.cases.first { $0.id == "example-button.example-1.ExampleView.submit-3" })
        XCTAssertTrue(taken.steps.contains(CaseStep(action: .setStubResult, value: .boolean(false), stub: "isUserNameAvailable(username:)")))
        // Where focus goes rests on the page's sentence; the message shown, on the generator's model.
        let focused = try XCTUnwrap(taken.expectations.first { $0.observe == .focusedElement })
        XCTAssertEqual(focused.element, "Choose a username.")
        XCTAssertTrue(focused.sentence?.text.hasPrefix("If the name is unavailable, the button sets `usernameFieldIsFocused` to `true`") == true)
        XCTAssertTrue(taken.expectations.contains(CaseExpectation(observe: .textShown, element: "That username is taken. Please choose another.", shown: true).derived))
        XCTAssertEqual(suite.uncoveredExamples, [])
        XCTAssertEqual(suite.uncovered.map(\.reason), [.untestable, .untestable],
                       "only the cross-reference advice (the merged sosumi source has the same sentence, listed once)")
        XCTAssertTrue(suite.findings.isEmpty)
        let entering = try XCTUnwrap(suite.cases.first { $0.id == "focus-enters-sets-value.bool" })
        XCTAssertEqual(entering.provenance.claimIDs.filter { $0.hasSuffix("parameter.condition.s2@en") || $0.hasSuffix("parameter.condition.s2@zh-Hans") }.count, 2)
        XCTAssertEqual(entering.provenance.level, .must)
    }
}
