import FocusEngine
import XCTest

/// Holds the public declarations to the shapes Apple documents (generic constraints, nested
/// binding types, conformances, default arguments, closure forms).
final class DeclarationShapeTests: XCTestCase {
    enum Field: Hashable { case one, two }

    func testFocusStateHasInitOnlyForBoolAndOptionalHashable() {
        // `FocusState<Int>()` would not compile: init() exists only where Value == Bool or T?.
        let bool = FocusState<Bool>()
        let optional = FocusState<Field?>()
        XCTAssertEqual(bool.wrappedValue, false)
        XCTAssertNil(optional.wrappedValue)
    }

    func testProjectedValuesAreNestedBindingTypes() {
        let state = FocusState<Field?>()
        let binding: FocusState<Field?>.Binding = state.projectedValue
        let accessibility = AccessibilityFocusState<Bool>(for: [.voiceOver, .switchControl])
        let accessibilityBinding: AccessibilityFocusState<Bool>.Binding = accessibility.projectedValue
        XCTAssertNil(binding.wrappedValue)
        XCTAssertFalse(accessibilityBinding.wrappedValue)
    }

    func testWrappersConformToDynamicPropertyAndSendable() {
        XCTAssertTrue(FocusState<Bool>() as Any is DynamicProperty)
        XCTAssertTrue(AccessibilityFocusState<Bool>() as Any is DynamicProperty)
        requireSendable(FocusState<Bool>.self)           // compile-time check
        requireSendable(AccessibilityFocusState<Field?>.self)
        requireSendable(FocusState<Field?>.Binding.self)
        XCTAssertTrue(State(wrappedValue: 1) as Any is DynamicProperty)
    }

    private func requireSendable<T: Sendable>(_ type: T.Type) {}

    func testFocusedEqualsAcceptsAnyHashableValueType() {
        let state = FocusState<Field?>()
        let accessibility = AccessibilityFocusState<Field?>()
        let view = Text("x")
            .focused(state.projectedValue, equals: .one)
            .accessibilityFocused(accessibility.projectedValue, equals: .two)
            .accessibilityDefaultFocus(accessibility.projectedValue, .two)
            .defaultFocus(state.projectedValue, .one)
            .searchFocused(state.projectedValue, equals: .one)
        XCTAssertTrue(FocusHost(view).dump().contains(".focused("))
    }

    func testDefaultArgumentsMatchTheDocumentation() {
        let namespace = Namespace().wrappedValue
        let view = TextField("Name", text: .constant(""))
            .onSubmit {}                      // of: .text
            .submitScope()                    // isBlocking: true
            .focusable()                      // isFocusable: true
            .focusable(interactions: .activate)
            .prefersDefaultFocus(in: namespace)
        let dump = FocusHost(view).dump()
        XCTAssertTrue(dump.contains(".onSubmit(of: .text)"), dump)
        XCTAssertTrue(dump.contains(".submitScope(true)"), dump)
        XCTAssertTrue(dump.contains(".prefersDefaultFocus(true"), dump)
    }

    func testZoomDirectionSwitchesCompileWithAndWithoutUnknownDefault() {
        func exhaustive(_ direction: AccessibilityZoomGestureAction.Direction) -> Int {
            switch direction {
            case .zoomIn: return 1
            case .zoomOut: return -1
            }
        }
        func resilient(_ direction: AccessibilityZoomGestureAction.Direction) -> Int {
            switch direction {
            case .zoomIn: return 1
            case .zoomOut: return -1
            @unknown default: return 0
            }
        }
        let action = AccessibilityZoomGestureAction(direction: .zoomOut, location: .center, point: .zero)
        XCTAssertEqual(exhaustive(action.direction), -1)
        XCTAssertEqual(resilient(.zoomIn), 1)
        XCTAssertEqual(action.location, UnitPoint(x: 0.5, y: 0.5))
    }

    func testTextInterpolationFormatsSpecifierAndFormatStyle() {
        let value = 1.25
        let host = FocusHost(VStack(spacing: 4) {
            Text("A: \(value, specifier: "%.1f")x")
            Text("B: \(value, format: .number.precision(.fractionLength(2)))")
            Text(verbatim: "C")
        })
        XCTAssertEqual(host.texts, ["A: 1.2x", "B: 1.25", "C"])
    }

    func testAccessibilityTechnologiesIsASetAlgebra() {
        var technologies: AccessibilityTechnologies = [.voiceOver]
        technologies.insert(.switchControl)
        XCTAssertTrue(technologies.contains(.voiceOver))
        XCTAssertEqual(technologies, [.switchControl, .voiceOver])
        XCTAssertFalse(AccessibilityTechnologies().contains(.voiceOver))
    }

    func testBindingConstantIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        XCTAssertEqual(binding.wrappedValue, "fixed")
    }
}
