@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// A listing of view properties alone (`@Environment(\.isSearching) private var isSearching`)
/// is compiled as members of a view with an empty body, and stays inside its namespace.
final class ViewPropertiesExampleTests: XCTestCase {
    func testEnvironmentPropertiesAloneCompileInAView() throws {
        let result = ExamplePages.plan(["""
        @Environment(\\.isSearching) private var isSearching
        @FocusState private var isFocused: Bool
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertEqual(code.layout, "properties")
        XCTAssertEqual(code.wrapper, "ExampleView")
        XCTAssertTrue(code.staysInNamespace, code.wrapped)
        try assertExampleTypeChecks(code)
    }

    func testAListingThatClosesTheViewEarlyIsNotPlaced() throws {
        // Counter-case: text that would break out of the wrapper view never becomes a case.
        let result = ExamplePages.plan(["""
        @State private var a = 1 }
        struct Escaped {
        """], planner: try ExamplePlanner.withEngineSurface())
        XCTAssertNil(result.cases.first { $0.id == "example-compiles.example-1" })
    }
}
