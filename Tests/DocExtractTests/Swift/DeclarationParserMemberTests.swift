import DocExtract
import DocModel
import XCTest

/// Properties, subscripts, enum cases and other members shown outside their container.
final class DeclarationParserMemberTests: XCTestCase {
    func testProjectedValueIsAGetOnlyPropertyOfBindingType() throws {
        let declaration = DeclarationParser.parse("var projectedValue: FocusState<Value>.Binding { get }", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.keyword, "var")
        XCTAssertEqual(structure.name, "projectedValue")
        XCTAssertEqual(structure.type, "FocusState<Value>.Binding")
        XCTAssertEqual(structure.accessors, ["get"])
    }

    func testWrappedValueHasGetAndNonmutatingSetAccessors() throws {
        let structure = try XCTUnwrap(
            DeclarationParser.parse("var wrappedValue: Value { get nonmutating set }", firstLine: 1).structure)
        XCTAssertEqual(structure.accessors, ["get", "set"])
        XCTAssertEqual(structure.type, "Value")
    }

    func testViewBodyRequirementKeepsAttributes() throws {
        let structure = try XCTUnwrap(DeclarationParser.parse(
            "@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }", firstLine: 19).structure)
        XCTAssertEqual(structure.attributes, ["@ViewBuilder", "@MainActor", "@preconcurrency"])
        XCTAssertEqual(structure.type, "Self.Body")
    }

    func testStaticLetHasModifierAndType() throws {
        let structure = try XCTUnwrap(
            DeclarationParser.parse("static let warning: SensoryFeedback", firstLine: 19).structure)
        XCTAssertEqual(structure.keyword, "let")
        XCTAssertEqual(structure.modifiers, ["static"])
        XCTAssertEqual(structure.type, "SensoryFeedback")
        XCTAssertEqual(structure.accessors, [])
    }

    func testEnumCaseOutsideItsEnumParsesCleanly() throws {
        let declaration = DeclarationParser.parse("case zoomIn", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly, "\(declaration.parseDiagnostics)")
        XCTAssertEqual(declaration.parseDiagnostics, [])
        XCTAssertEqual(declaration.structure?.keyword, "case")
        XCTAssertEqual(declaration.structure?.name, "zoomIn")
    }

    func testEnumCaseWithPayloadHasParameters() throws {
        let structure = try XCTUnwrap(
            DeclarationParser.parse("case dragging(translation: CGSize, Int)", firstLine: 1).structure)
        XCTAssertEqual(structure.parameters, [
            DeclaredParameter(label: nil, name: "translation", type: "CGSize"),
            DeclaredParameter(label: nil, name: "", type: "Int"),
        ])
    }

    func testAssociatedTypeBodyInheritsView() throws {
        let declaration = DeclarationParser.parse("associatedtype Body : View", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.keyword, "associatedtype")
        XCTAssertEqual(declaration.structure?.name, "Body")
        XCTAssertEqual(declaration.structure?.inheritedTypes, ["View"])
    }

    func testGenericSubscriptHasParameterReturnRequirementAndAccessors() throws {
        let text = "subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }"
        let declaration = DeclarationParser.parse(text, firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.keyword, "subscript")
        XCTAssertEqual(structure.parameters, [DeclaredParameter(label: nil, name: "key", type: "K.Type")])
        XCTAssertEqual(structure.returnType, "K.Value")
        XCTAssertEqual(structure.genericRequirements.map(\.constraint), ["EnvironmentKey"])
        XCTAssertEqual(structure.accessors, ["get", "set"])
    }

    func testThrowingAsyncGetterEffectsComeFromAccessors() throws {
        let structure = try XCTUnwrap(
            DeclarationParser.parse("var image: Image { get async throws }", firstLine: 1).structure)
        XCTAssertEqual(structure.effects, ["async", "throws"])
        XCTAssertEqual(structure.accessors, ["get"])
    }

    func testTypealiasHasAliasedType() throws {
        let structure = try XCTUnwrap(DeclarationParser.parse("typealias ID = Int", firstLine: 1).structure)
        XCTAssertEqual(structure.keyword, "typealias")
        XCTAssertEqual(structure.name, "ID")
        XCTAssertEqual(structure.type, "Int")
    }

    func testTypealiasWithoutShownTypeParsesCleanlyWithNoType() throws {
        let declaration = DeclarationParser.parse("typealias Content", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.name, "Content")
        XCTAssertNil(declaration.structure?.type)
    }

    func testFailableInitializerParses() throws {
        let declaration = DeclarationParser.parse("init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle)", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.keyword, "init")
        XCTAssertEqual(declaration.structure?.parameters.first?.name, "uiUserInterfaceStyle")
    }

    func testEmptyInitHasNoParameters() throws {
        let declaration = DeclarationParser.parse("init()", firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.keyword, "init")
        XCTAssertEqual(declaration.structure?.parameters, [])
    }
}
