@testable import DocGenerate
import DocModel
import FocusTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// How an example's names are read before anything is stubbed: a key path's member belongs to
/// the key path's root, a `$name` closure parameter binds `name`, and a name used as the
/// condition of `?:` or assigned a negation is a Boolean.
final class FreeNameReadingTests: XCTestCase {
    private func free(_ code: String) -> [String] {
        ExampleAnalyzer.analyze(code, knownNames: ["View", "Text", "MyView", "VStack", "WindowGroup", "UUID"]).freeIdentifiers
    }

    func testAKeyPathsMemberIsNoFreeName() {
        XCTAssertEqual(free(#"let v = MyView().environment(\.lineLimit, 2)"#), [])
        // Counter-case: the same name as a value is free.
        XCTAssertEqual(free("let v = MyView().environment(lineLimit, 2)"), ["lineLimit"])
    }

    func testADollarClosureParameterBindsTheNameAndItsBinding() {
        XCTAssertEqual(free(#"let g = WindowGroup(for: UUID.self) { $uuid in Text("\(uuid)") }"#), [])
        // Counter-case: a name the closure does not bind stays free.
        XCTAssertEqual(free(#"let g = WindowGroup(for: UUID.self) { $uuid in Text("\(other)") }"#), ["other"])
    }

    private func uses(_ name: String, in code: String) -> [NameUse] {
        let tree = ExamplePlanner.folded(code)
        let collector = FreeNameUses(names: [name])
        collector.walk(tree)
        return collector.uses[name, default: []]
    }

    func testTheConditionOfATernaryAndANegationAssignedAreBooleanUses() {
        XCTAssertEqual(uses("belowFold", in: "let x = belowFold ? 1 : 0.3"), [.condition])
        XCTAssertEqual(uses("belowFold", in: "func f(visible: Bool) { belowFold = !visible }"), [.boolAssignment])
        // Counter-cases: a branch of the ternary, and a value assigned that is no negation.
        XCTAssertNotEqual(uses("opacity", in: "let x = flag ? opacity : 0.3"), [.condition])
        XCTAssertNotEqual(uses("belowFold", in: "func f(visible: Double) { belowFold = visible }"), [.boolAssignment])
    }

    func testAStateOnlyReadAsAConditionAndAssignedANegationIsStubbedAsABoolAndTypeChecks() throws {
        let result = ExamplePages.plan(["""
        var body: some View {
            Text("Header")
                .opacity(belowFold ? 0.3 : 1)
                .onTapGesture { belowFold = !belowFold }
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.viewStubs.contains("@State private var belowFold = false"), "\(code.viewStubs)")
        try assertExampleTypeChecks(code)
    }

    func testAModelMemberBoundToAnEngineBindingTakesItsValueType() throws {
        let result = ExamplePages.plan(["""
        struct MySubView: View {
            @ObservedObject var model: DataModel

            var body: some View {
                Toggle("Enabled", isOn: $model.isEnabled)
                TextField("Name", text: $model.name)
            }
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        let model = try XCTUnwrap(code.stubs.first { $0.hasPrefix("final class DataModel") }, "\(code.stubs)")
        XCTAssertTrue(model.contains("@Published var isEnabled = false"), model)
        // Counter-case: a text binding's member stays a string.
        XCTAssertTrue(model.contains("@Published var name = \"\""), model)
        try assertExampleTypeChecks(code)
    }
}
