@testable import DocGenerate
import DocModel
import Foundation
import XCTest

/// The case corpus has an index of the run's engine surface and the pages without a suite.
final class CaseCorpusIndexTests: XCTestCase {
    func testIndexJSONListsTheSurfaceAndOutOfScopePagesWithSortedKeys() throws {
        let plan = TestPlan(suites: [], surface: [SurfaceEntry(symbol: "View/focused(_:)", pageIDs: ["swiftui/view/focused(_:)"],
                                                               status: .provided, engineSymbol: "View/focused(_:)")],
                            outOfScope: [ScopeDecision(pageID: "swiftui/zoomnavigationtransition", source: "z.md",
                                                       symbol: "ZoomNavigationTransition", reason: "navigation zoom transition")])
        let data = try XCTUnwrap(try CaseCorpusWriter.render(plan)[CaseCorpusIndex.fileName])
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"outOfScope\" : ["), text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, TestPlan.schemaVersion)
        XCTAssertEqual((object["surface"] as? [[String: Any]])?.first?["status"] as? String, "provided")
        XCTAssertEqual((object["outOfScope"] as? [[String: Any]])?.first?["reason"] as? String, "navigation zoom transition")
    }

    func testTheBundledCorpusIndexIsGeneratedAndEveryBundledSymbolIsProvided() throws {
        let output = try GenerateFixtures.generate(GenerateFixtures.corpusModel)
        XCTAssertNotNil(output.caseFiles[CaseCorpusIndex.fileName])
        XCTAssertFalse(output.plan.surface.isEmpty)
        XCTAssertEqual(output.plan.surface.filter { $0.status != .provided }.map(\.symbol), [])
        XCTAssertEqual(output.plan.outOfScope, [])
    }
}
