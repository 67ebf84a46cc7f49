@testable import DocGenerate
import DocModel
import XCTest

/// A compilation condition (`#if os(macOS)`) names a platform, not a declaration the example
/// lacks: the planner reads only the clauses' code for free identifiers.
final class CompilationConditionTests: XCTestCase {
    private func plan(_ code: String) -> ExamplePlanner.Result {
        ExamplePages.plan([code], planner: ExamplePlanner(knownNames: try! KnownNames.bundled(), surface: EngineSurface.bundled))
    }

    func testAPlatformConditionIsNoFreeIdentifier() throws {
        let result = plan("""
        struct SettingsView: View {
            var body: some View {
                #if os(macOS)
                Text("Mac")
                #elseif os(visionOS) || DEBUG
                Text("Other")
                #endif
            }
        }
        """)
        XCTAssertNotNil(result.cases.first { $0.id == "example-compiles.example-1" }, "\(result.uncovered)")
        XCTAssertEqual(result.uncovered.flatMap(\.freeIdentifiers), [])
    }

    func testAnIdentifierInsideAClauseIsStillRead() throws {
        // Counter-case: the clause's code is the example's; what it uses and nothing declares is free.
        let result = plan("""
        struct SettingsView: View {
            var body: some View {
                #if os(macOS)
                Text(title)
                #endif
            }
        }
        """)
        let code = result.cases.first { $0.id == "example-compiles.example-1" }?.example
        let free = result.uncovered.flatMap(\.freeIdentifiers) + (code?.fillings?.map(\.original) ?? []) + (code?.viewStubs ?? [])
        XCTAssertTrue(free.contains { $0.contains("title") }, "\(result.uncovered) \(String(describing: code))")
        XCTAssertFalse(free.contains { $0.contains("macOS") })
    }
}
