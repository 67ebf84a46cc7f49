@testable import DocGenerate
import XCTest

/// After a type-check pass sets cases aside, only the suites whose files changed, the suites that
/// import their examples' types, and what those import from are checked again.
final class RecheckScopeTests: XCTestCase {
    func testChangedSuitesTheirImportersAndTheImportersSourcesAreCheckedAgainAndNothingElse() throws {
        var plan = try GenerateFixtures.generate(GenerateFixtures.corpusModel).plan
        let withExamples = plan.suites.indices.filter { index in plan.suites[index].cases.contains { $0.example != nil } }
        XCTAssertGreaterThanOrEqual(withExamples.count, 4, "the bundled corpus has pages with examples")
        let (changed, importer, source, unrelated) = (withExamples[0], withExamples[1], withExamples[2], withExamples[3])
        func namespace(_ suite: Int) throws -> String {
            try XCTUnwrap(plan.suites[suite].cases.compactMap(\.example).first?.namespace)
        }
        func give(_ suite: Int, imports namespaces: [String]) throws {
            let index = try XCTUnwrap(plan.suites[suite].cases.firstIndex { $0.example != nil })
            plan.suites[suite].cases[index].example?.imports = namespaces.map {
                ExampleImport(name: "Imported", namespace: $0, exampleID: "example-1", pageID: "p", fileScoped: nil)
            }
        }
        // The importer uses a type of the changed suite and one of `source`; `source` imports nothing.
        try give(importer, imports: [try namespace(changed), try namespace(source)])
        let name = { (suite: Int) in plan.suites[suite].suiteName }
        let existing: Set<String> = [name(changed) + ".swift", name(changed) + "+Example2.swift", name(importer) + ".swift",
                                     name(source) + ".swift", name(unrelated) + ".swift"]
        let again = plan.recheckFiles(changed: [name(changed) + ".swift"], existing: existing)
        XCTAssertEqual(again, [name(changed) + ".swift", name(changed) + "+Example2.swift", name(importer) + ".swift",
                               name(source) + ".swift"])
        // A change to a suite nobody imports from rechecks that suite alone.
        XCTAssertEqual(plan.recheckFiles(changed: [name(unrelated) + ".swift"], existing: existing), [name(unrelated) + ".swift"])
    }

    func testAFilesSuiteIsItsNameUpToThePlusOrTheExtension() {
        XCTAssertEqual(TestPlan.suiteName(ofFile: "SwiftuiFocusedvaluekeyTests+Example3.swift"), "SwiftuiFocusedvaluekeyTests")
        XCTAssertEqual(TestPlan.suiteName(ofFile: "SwiftuiViewFocusedTests.swift"), "SwiftuiViewFocusedTests")
    }
}
