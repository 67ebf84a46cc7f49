@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// A free `$name` passed as a labelled argument whose engine parameter is `Binding<T>` is state of
/// type `T` (`Toggle(…, isOn: $sounds)` → `Bool`): the type comes from the engine's declarations,
/// not from a list of controls.
final class TypedBindingStubTests: XCTestCase {
    func testTheEnginesBindingParametersGiveTheirValueTypes() {
        XCTAssertEqual(EngineSurface.bindingValueTypes["Toggle|isOn"], "Bool")
        XCTAssertEqual(EngineSurface.bindingValueTypes["TextField|text"], "String")
        // Counter-case: a generic binding (`Picker`'s `selection: Binding<SelectionValue>`) has no one type.
        XCTAssertNil(EngineSurface.bindingValueTypes["Picker|selection"])
        XCTAssertEqual(EngineSurface.labelledBindings("init<V>(value: Binding<V>, in range: ClosedRange<V>)").count, 0)
        XCTAssertEqual(EngineSurface.labelledBindings("init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)").map(\.1), ["Bool"])
    }

    func testAFreeBindingPassedToAToggleIsBooleanStateAndTypeChecks() throws {
        let result = ExamplePages.plan(["""
        Form {
            Toggle("Play notification sounds", isOn: $playNotificationSounds)
            TextField("Name", text: $name)
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.viewStubs.contains("@State private var playNotificationSounds = false"), "\(code.viewStubs)")
        XCTAssertTrue(code.viewStubs.contains("@State private var name = \"\""), "\(code.viewStubs)")
        try assertExampleTypeChecks(code)
    }
}
