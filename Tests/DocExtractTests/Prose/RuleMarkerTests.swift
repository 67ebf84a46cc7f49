import DocModel
import XCTest
@testable import DocExtract

/// Numbered rule documents: rule ids and basis markers become claim fields, and every sentence
/// of a rule is normative.
final class RuleMarkerTests: XCTestCase {
    private let document = """
    # Focus rules

    ## Focus state
    - R4 (D) Setting the state to a view's match value moves focus to that view. Setting nil/false
      dismisses focus. (OSU) Setting nil only clears focus that is currently in a view bound to this state.
    - R8 (OSU, HTML precedent) A binding on a container is "focused" when focus is on any descendant.
    - R9 `isFocused` is true when the nearest focusable ancestor has focus.
    - A plain item: notes on history.

    ## Lifecycle
    - R25 (X) Writes in onAppear are applied in the next update.
    """

    private func claims() throws -> [Claim] {
        let outcome = PageExtractor.extract(bytes: Array(document.utf8), relativePath: "rules/focus.md")
        return try XCTUnwrap(outcome.page).claims
    }

    func testRuleSentencesCarryTheRuleIDAndLoseTheMarkers() throws {
        let claims = try claims()
        let r4 = claims.filter { $0.rule == "R4" }
        XCTAssertEqual(r4.map(\.text), [
            "Setting the state to a view's match value moves focus to that view.",
            "Setting nil/false dismisses focus.",
            "Setting nil only clears focus that is currently in a view bound to this state.",
        ])
        XCTAssertEqual(r4.map(\.basis), [.documented, .documented, .observed], "a later sentence's own marker wins")
    }

    func testTheFirstCodeOfAMarkerListDecidesAndUnknownCodesLeaveTheBasisOpen() throws {
        let claims = try claims()
        XCTAssertEqual(claims.first { $0.rule == "R8" }?.basis, .observed)
        XCTAssertEqual(claims.first { $0.rule == "R8" }?.text.hasPrefix("A binding on a container"), true)
        let r25 = try XCTUnwrap(claims.first { $0.rule == "R25" })
        XCTAssertNil(r25.basis, "(X) is not a basis code")
        XCTAssertTrue(r25.text.hasPrefix("(X) Writes"), "an unknown marker stays in the text: \(r25.text)")
    }

    func testARuleWithoutACueWordIsStillAClaimButAPlainItemIsNot() throws {
        let claims = try claims()
        let r9 = try XCTUnwrap(claims.first { $0.rule == "R9" }, "no modal or behaviour cue, yet a rule")
        XCTAssertEqual(r9.level, .must)
        XCTAssertNil(r9.basis)
        XCTAssertFalse(claims.contains { $0.text.hasPrefix("A plain item") })
    }

    func testPagesWithoutRuleIDsGetNoRuleFields() {
        let claims = ClaimExtractor.claims(for: ProseSeedPages.focused())
        XCTAssertFalse(claims.isEmpty)
        XCTAssertTrue(claims.allSatisfy { $0.rule == nil && $0.basis == nil })
    }

    func testAnIDMustBeFollowedBySpaceOrAMarker() {
        XCTAssertNil(RuleMarker.bundled.lead(of: "Rx1 is not a rule"))
        XCTAssertNil(RuleMarker.bundled.lead(of: "R2D2 is a robot"))
        XCTAssertEqual(RuleMarker.bundled.lead(of: "R12(D) text")?.rule, "R12")
        XCTAssertEqual(RuleMarker.bundled.lead(of: "R12(D) text")?.basis, .documented)
    }
}
