@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// A fragment that reads a name the engine declares on `EnvironmentValues` (`scenePhase`) without
/// declaring it reads it from the environment: `@Environment(\.scenePhase) private var
/// scenePhase` in its wrapper view. Which names are environment values comes from the engine's
/// declarations; a name the example binds or assigns, or one the engine does not declare, is not
/// read from the environment.
final class EnvironmentReadTests: XCTestCase {
    func testAnEnvironmentValueTheFragmentOnlyReadsComesFromTheEnvironment() throws {
        let result = ExamplePages.plan(["""
        VStack {
            if scenePhase == .active {
                Text("Active")
            }
            Text("Direction").environment(\\.layoutDirection, layoutDirection)
        }
        .onChange(of: scenePhase) { _, newPhase in
            print(newPhase)
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.viewStubs.contains("@Environment(\\.scenePhase) private var scenePhase"), "\(code.viewStubs)")
        try assertExampleTypeChecks(code)
    }

    func testANameTheEngineDoesNotDeclareOnTheEnvironmentIsNotReadFromIt() throws {
        let result = ExamplePages.plan(["""
        VStack {
            if appPhase == .active {
                Text("Active")
            }
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        XCTAssertNil(result.cases.first { $0.id == "example-compiles.example-1" }, "appPhase is no environment value")
        XCTAssertTrue(result.uncovered.contains { $0.reason.contains("appPhase") }, "\(result.uncovered)")
    }

    func testAnEnvironmentNameTheFragmentBindsOrAssignsIsNotReadFromTheEnvironment() {
        XCTAssertTrue(StubSynthesizer.isRead([.caseValue("active"), .observed]))
        XCTAssertFalse(StubSynthesizer.isRead([.caseValue("active"), .opaqueBinding]), "a binding needs state")
        XCTAssertFalse(StubSynthesizer.isRead([.nilAssignment]))
        XCTAssertFalse(StubSynthesizer.isRead([]))
    }
}
