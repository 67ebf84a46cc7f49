import DocExtract
import DocModel
import XCTest

/// Function-like declarations from real pages (seeds and the sosumi corpus).
final class DeclarationParserFunctionTests: XCTestCase {
    func testFocusedDeclarationHasOneParameterOfTypeFocusStateBoolBinding() throws {
        // seed 002 / 001, the `focused(_:)` page.
        let declaration = DeclarationParser.parse(
            "nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View\n\n", firstLine: 28)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.lines, LineRange(start: 28, end: 28))
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.keyword, "func")
        XCTAssertEqual(structure.name, "focused")
        XCTAssertEqual(structure.modifiers, ["nonisolated"])
        XCTAssertEqual(structure.attributes, [])
        XCTAssertEqual(structure.parameters, [
            DeclaredParameter(label: "_", name: "condition", type: "FocusState<Bool>.Binding"),
        ])
        XCTAssertEqual(structure.returnType, "some View")
        XCTAssertEqual(structure.genericParameters, [])
        XCTAssertEqual(structure.effects, [])
    }

    func testFocusedEqualsHasGenericValueConstrainedToHashableAndTwoParameters() throws {
        let text = "nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value)"
            + " -> some View where Value : Hashable"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 19).structure)
        XCTAssertEqual(structure.genericParameters, [GenericParameter(name: "Value")])
        XCTAssertEqual(structure.genericRequirements,
                       [GenericRequirement(subject: "Value", relation: .conformance, constraint: "Hashable")])
        XCTAssertEqual(structure.parameters.map(\.label), ["_", "equals"])
        XCTAssertEqual(structure.parameters.map(\.name), ["binding", "value"])
        XCTAssertEqual(structure.parameters.map(\.type), ["FocusState<Value>.Binding", "Value"])
        XCTAssertEqual(structure.returnType, "some View")
    }

    func testTextFieldInitKeepsDefaultValueAndSingleNameParametersHaveNoLabel() throws {
        let text = "init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil)"
        let declaration = DeclarationParser.parse(text, firstLine: 1)
        XCTAssertTrue(declaration.parsesCleanly)
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.keyword, "init")
        XCTAssertEqual(structure.name, "init")
        XCTAssertEqual(structure.parameters, [
            DeclaredParameter(label: "_", name: "titleKey", type: "LocalizedStringKey"),
            DeclaredParameter(label: nil, name: "text", type: "Binding<String>"),
            DeclaredParameter(label: nil, name: "prompt", type: "Text?", defaultValue: "nil"),
        ])
        XCTAssertNil(structure.returnType)
    }

    func testAsyncImageInitSeparatesParameterAndTypeAttributesAndSameTypeRequirements() throws {
        let text = "init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, "
            + "@ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I : View, P : View"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 19).structure)
        XCTAssertEqual(structure.genericParameters.map(\.name), ["I", "P"])
        let content = structure.parameters[2]
        XCTAssertEqual(content.name, "content")
        XCTAssertEqual(content.attributes, ["@ViewBuilder", "@escaping"])
        XCTAssertEqual(content.type, "(Image) -> I")
        XCTAssertEqual(structure.parameters[1].defaultValue, "1")
        XCTAssertEqual(structure.genericRequirements, [
            GenericRequirement(subject: "Content", relation: .sameType, constraint: "_ConditionalContent<I, P>"),
            GenericRequirement(subject: "I", relation: .conformance, constraint: "View"),
            GenericRequirement(subject: "P", relation: .conformance, constraint: "View"),
        ])
    }

    func testButtonInitKeepsGlobalActorAsTypeAttribute() throws {
        let text = "nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void)"
        let action = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 1).structure?.parameters.last)
        XCTAssertEqual(action.attributes, ["@escaping", "@MainActor"])
        XCTAssertEqual(action.type, "() -> Void")
    }

    func testWithAnimationRecordsRethrowsEffect() throws {
        let text = "func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 1).structure)
        XCTAssertEqual(structure.effects, ["rethrows"])
        XCTAssertEqual(structure.parameters.map(\.label), ["_", "_"])
        XCTAssertEqual(structure.parameters[0].defaultValue, ".default")
        XCTAssertEqual(structure.returnType, "Result")
    }

    func testTypedThrowsAndAsyncEffectsAreInSourceOrder() throws {
        let text = "func load<E>(_ url: URL) async throws(E) -> Data where E : Error"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 1).structure)
        XCTAssertEqual(structure.effects, ["async", "throws(E)"])
    }

    func testEqualityOperatorFunctionIsNamedByItsOperator() throws {
        let declaration = DeclarationParser.parse("static func == (lhs: Color, rhs: Color) -> Bool", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.name, "==")
        XCTAssertEqual(structure.modifiers, ["static"])
        XCTAssertEqual(structure.parameters.map(\.name), ["lhs", "rhs"])
    }

    func testParameterPackAndVariadicParameterAreMarked() throws {
        let text = "func makeViews<each T>(_ values: repeat each T, labels: String...) -> some View where repeat each T : View"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 1).structure)
        XCTAssertEqual(structure.genericParameters, [GenericParameter(name: "T", isPack: true)])
        XCTAssertEqual(structure.parameters[0].type, "repeat each T")
        XCTAssertFalse(structure.parameters[0].isVariadic)
        XCTAssertEqual(structure.parameters[1].type, "String")
        XCTAssertTrue(structure.parameters[1].isVariadic)
        XCTAssertEqual(structure.genericRequirements.first?.subject, "repeat each T")
    }

    func testPreviewMacroHasAttributesParametersAndVariadicTraits() throws {
        let text = "@freestanding(declaration) macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., "
            + "@ViewBuilder body: @escaping @MainActor () -> any View)"
        let declaration = DeclarationParser.parse(text, firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.keyword, "macro")
        XCTAssertEqual(structure.name, "Preview")
        XCTAssertEqual(structure.attributes, ["@freestanding(declaration)"])
        XCTAssertEqual(structure.parameters.count, 3)
        XCTAssertTrue(structure.parameters[1].isVariadic)
        XCTAssertEqual(structure.parameters[2].attributes, ["@ViewBuilder", "@escaping", "@MainActor"])
        XCTAssertEqual(structure.parameters[2].type, "() -> any View")
    }

    func testEntryMacroWithExternalDefinitionParsesCleanly() throws {
        let text = "@attached(accessor) @attached(peer, names: prefixed(__Key_)) macro Entry() = "
            + "#externalMacro(module: \"SwiftUIMacros\", type: \"EntryMacro\")"
        let declaration = DeclarationParser.parse(text, firstLine: 3)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.attributes,
                       ["@attached(accessor)", "@attached(peer, names: prefixed(__Key_))"])
        XCTAssertEqual(declaration.structure?.parameters, [])
    }

    func testBackDeployedAttributeOnItsOwnLineSpansTwoLines() throws {
        let text = "@backDeployed(before: macOS 15.4)\n"
            + "@MainActor @preconcurrency func animate(changes: () -> Void, completion: (() -> Void)? = nil)"
        let declaration = DeclarationParser.parse(text, firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.lines, LineRange(start: 19, end: 20))
        XCTAssertEqual(declaration.structure?.attributes,
                       ["@backDeployed(before: macOS 15.4)", "@MainActor", "@preconcurrency"])
        XCTAssertEqual(declaration.structure?.parameters.last?.defaultValue, "nil")
    }

    func testInoutParameterKeepsItsSpecifierInTheType() throws {
        let text = "func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 19).structure)
        XCTAssertEqual(structure.parameters.last?.type, "inout AnimationContext<V>")
        XCTAssertEqual(structure.parameters.last?.attributes, [])
        XCTAssertEqual(structure.returnType, "V?")
    }
}
