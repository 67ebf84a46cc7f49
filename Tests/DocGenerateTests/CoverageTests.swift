@testable import DocGenerate
import DocModel
import XCTest

/// Every normative claim of the bundled corpus is covered by a case or listed with a reason.
final class CoverageTests: XCTestCase {
    func testEveryClaimIsCoveredOrListedExactlyOnce() throws {
        let pages = try ModelLoader(directory: GenerateFixtures.corpusModel).load().pages
        let plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        for page in pages {
            // One suite per documented page: another source of it is covered by the merged suite.
            let suite = try XCTUnwrap(plan.suites.first { $0.pageID == page.id || ($0.alsoPages ?? []).contains { $0.pageID == page.id } })
            let own = Set(page.claims.map(\.id))
            let covered = Set(suite.coveredClaimIDs).intersection(own)
            let uncovered = suite.uncovered.filter { $0.reason != .partlyCovered }.map(\.claimID).filter(own.contains)
            // A partly covered claim has its cases and is listed once with the parts they miss.
            let partly = suite.uncovered.filter { $0.reason == .partlyCovered }.map(\.claimID).filter(own.contains)
            XCTAssertTrue(covered.isDisjoint(with: uncovered), page.id)
            XCTAssertTrue(Set(partly).isSubset(of: covered), page.id)
            XCTAssertEqual(covered.union(uncovered), own, page.id)
            XCTAssertEqual(uncovered.count + partly.count, Set(uncovered + partly).count, page.id)
        }
        // Claim ids align across sources of one documented page, so they are counted once.
        XCTAssertEqual(plan.coverage.total, Set(pages.flatMap { $0.claims.map(\.id) }).count)
    }

    func testFocusBindingPagesHaveNoMustClaimWithoutATemplate() throws {
        let plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        let bindingPages = ["swiftui/view/focused(_:)", "swiftui/view/focused(_:equals:)",
                            "swiftui/view/accessibilityfocused(_:)", "swiftui/view/accessibilityfocused(_:equals:)",
                            "swiftui/view/searchfocused(_:equals:)"]
        for id in bindingPages {
            let suite = try XCTUnwrap(plan.suites.first { $0.pageID == id }, id)
            // Partly covered claims have their cases and name the parts those miss.
            XCTAssertEqual(suite.uncovered.filter { $0.level == .must && $0.reason != .partlyCovered }.map(\.claimID), [], id)
            for partly in suite.uncovered where partly.reason == .partlyCovered {
                XCTAssertTrue(partly.note.hasPrefix("no case checks: "), "\(id): \(partly.note)")
            }
        }
    }

    func testAccessibilityClaimsAreInstantiatedPerTechnology() throws {
        let plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        let suite = try XCTUnwrap(plan.suites.first { $0.pageID == "swiftui/view/accessibilityfocused(_:)" })
        XCTAssertEqual(suite.cases.filter { $0.template == "at-focus-enters-sets-value" }.map(\.variant), [
            "accessibility-bool.any", "accessibility-bool.switchControl", "accessibility-bool.voiceOver",
        ])
        XCTAssertEqual(suite.cases.first { $0.variant == "accessibility-bool.voiceOver" }?.fixture,
                       Fixture(name: "AccessibilityBoolFixture", technologies: "voiceOver"))
    }

    func testEveryCaseRecordsAvailabilityAndProvenance() throws {
        let plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        for suite in plan.suites {
            for conformanceCase in suite.cases {
                XCTAssertEqual(conformanceCase.availability, suite.availability)
                XCTAssertEqual(conformanceCase.provenance.pageID, suite.pageID)
                if conformanceCase.kind == .claim {
                    XCTAssertFalse(conformanceCase.provenance.claimIDs.isEmpty, conformanceCase.id)
                    XCTAssertFalse(conformanceCase.expectations.isEmpty, conformanceCase.id)
                }
            }
        }
    }

    func testSummaryLineReportsPercentages() {
        var coverage = Coverage()
        coverage.covered = 3
        coverage.noTemplate = 1
        XCTAssertEqual(coverage.summary, "claims: 4 — covered 3 (75.0%), partly covered 0 (0.0%), untestable 0 (0.0%), no template 1 (25.0%), ambiguous 0 (0.0%)")
    }

    func testTwoSourcesOfOneDocumentedPageGiveOneSuiteCreditingBoth() throws {
        let plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        XCTAssertFalse(plan.suites.contains { $0.pageID.contains("~") }, "no second suite for a page's other source")
        let suite = try XCTUnwrap(plan.suites.first { $0.pageID == "swiftui/view/focused(_:)" })
        XCTAssertEqual(suite.alsoPages?.map(\.pageID), ["swiftui/view/focused(_:)~2"])
        let entering = try XCTUnwrap(suite.cases.first { $0.id == "focus-enters-sets-value.bool" })
        XCTAssertEqual(entering.provenance.pageID, "swiftui/view/focused(_:)")
        XCTAssertEqual(entering.provenance.alsoPageIDs, ["swiftui/view/focused(_:)~2"], "credits both sources")
        XCTAssertTrue(entering.provenance.claimIDs.contains { $0.hasSuffix("@zh-Hans") }, "the bilingual source's claims")
        XCTAssertEqual(Set(suite.cases.map(\.id)).count, suite.cases.count)
        XCTAssertFalse(suite.cases.contains { $0.id.contains("~") }, "the two sources yield the same checks")
    }
}
