import DocGenerate
import XCTest

/// A rule document's "cannot tab between fields" claim becomes a positive Tab case on the Correct
/// view and an observed (not asserted) rule-claim case on the Incorrect view.
final class RuleClaimsTests: XCTestCase {
    func testTabClaimOfARuleDocumentIsCheckedOnBothExamplesAndObservedOnTheIncorrectOne() throws {
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        let suite = try XCTUnwrap(output.plan.suites.first { $0.pageID.hasPrefix("seeds/002") })
        let ruleCases = suite.cases.filter { $0.template == "example-rule-claim" }
        XCTAssertEqual(ruleCases.count, 2)
        let incorrect = try XCTUnwrap(ruleCases.first { $0.outcome == .ruleClaim })
        let correct = try XCTUnwrap(ruleCases.first { $0.outcome == nil })
        XCTAssertEqual(incorrect.steps.map(\.action), [.appear, .tap, .moveFocus])
        XCTAssertEqual(incorrect.preconditions?.first?.element, incorrect.steps[1].element, "focus starts in the first field")
        XCTAssertEqual(incorrect.expectations.first?.element, incorrect.steps[1].element, "the rule: Tab does not move focus")
        XCTAssertNotEqual(correct.expectations.first?.element, correct.steps[1].element, "the benefit: Tab reaches the next field")
        XCTAssertTrue(incorrect.provenance.claimIDs.contains { $0.hasSuffix("#summary.s2@en") })
        XCTAssertFalse(suite.uncovered.contains { $0.claimID.hasSuffix("#summary.s2@en") })

        let text = String(decoding: try XCTUnwrap(output.swiftFiles[suite.suiteName + ".swift"]), as: UTF8.self)
        let method = SuiteViewBuilder.methodName(incorrect.id)
        XCTAssertTrue(text.contains("if !holds { RuleClaimObservation.unsupported(test: \"\(suite.suiteName).\(method)\""), "observed, not asserted")
        let correctBody = text.components(separatedBy: "func \(SuiteViewBuilder.methodName(correct.id))()").last ?? ""
        XCTAssertTrue(correctBody.prefix(1200).contains("XCTAssertEqual(host.focusedElement?.label"), "the Correct case asserts")
    }
}
