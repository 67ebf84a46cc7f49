import DocExtract
import DocModel
import XCTest

/// Type declarations shown without bodies, and text cleaning and failure handling.
final class DeclarationParserTypeTests: XCTestCase {
    func testAccessibilityFocusStateIsAFrozenPropertyWrapperStruct() throws {
        // seed 000 and 004, the AccessibilityFocusState page.
        let text = "@propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable"
        let declaration = DeclarationParser.parse(text, firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.parseDiagnostics, [])
        XCTAssertEqual(declaration.text, text)
        let structure = try XCTUnwrap(declaration.structure)
        XCTAssertEqual(structure.attributes, ["@propertyWrapper", "@frozen"])
        XCTAssertEqual(structure.keyword, "struct")
        XCTAssertEqual(structure.name, "AccessibilityFocusState")
        XCTAssertEqual(structure.genericParameters, [GenericParameter(name: "Value")])
        XCTAssertEqual(structure.genericRequirements,
                       [GenericRequirement(subject: "Value", relation: .conformance, constraint: "Hashable")])
    }

    func testViewProtocolHasGlobalActorAttributes() throws {
        let structure = try XCTUnwrap(
            DeclarationParser.parse("@MainActor @preconcurrency protocol View", firstLine: 19).structure)
        XCTAssertEqual(structure.attributes, ["@MainActor", "@preconcurrency"])
        XCTAssertEqual(structure.keyword, "protocol")
        XCTAssertEqual(structure.name, "View")
    }

    func testProtocolInheritanceAndWhereClause() throws {
        let text = "@MainActor @preconcurrency protocol WKInterfaceObjectRepresentable : View where Self.Body == Never"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 19).structure)
        XCTAssertEqual(structure.inheritedTypes, ["View"])
        XCTAssertEqual(structure.genericRequirements,
                       [GenericRequirement(subject: "Self.Body", relation: .sameType, constraint: "Never")])
    }

    func testVariadicGenericStructHasPackParameter() throws {
        let text = "@frozen struct AnimatableValues<each Value> where repeat each Value : VectorArithmetic"
        let declaration = DeclarationParser.parse(text, firstLine: 19)
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.genericParameters, [GenericParameter(name: "Value", isPack: true)])
    }

    func testInlineGenericConstraintAndAnyObjectRequirementIsOther() throws {
        let text = "class Store<Model: Observable, Owner> : NSObject, Sendable where Owner : AnyObject"
        let structure = try XCTUnwrap(DeclarationParser.parse(text, firstLine: 1).structure)
        XCTAssertEqual(structure.keyword, "class")
        XCTAssertEqual(structure.genericParameters,
                       [GenericParameter(name: "Model", constraint: "Observable"), GenericParameter(name: "Owner")])
        XCTAssertEqual(structure.inheritedTypes, ["NSObject", "Sendable"])
        XCTAssertEqual(structure.genericRequirements.first?.relation, .other)
    }

    func testOperatorDeclarationRecordsFixityAsModifier() throws {
        let structure = try XCTUnwrap(
            DeclarationParser.parse("infix operator <> : AdditionPrecedence", firstLine: 1).structure)
        XCTAssertEqual(structure.keyword, "operator")
        XCTAssertEqual(structure.name, "<>")
        XCTAssertEqual(structure.modifiers, ["infix"])
    }

    func testMarkdownLinksAndEntitiesAreRemovedFromText() throws {
        let text = "func focused(_ condition: [FocusState](/documentation/swiftui/focusstate)&lt;Bool&gt;.Binding) -> some [View](View.md)"
        let declaration = DeclarationParser.parse(text, firstLine: 5)
        XCTAssertEqual(declaration.text, "func focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertTrue(declaration.parsesCleanly)
        XCTAssertEqual(declaration.structure?.parameters.first?.type, "FocusState<Bool>.Binding")
    }

    func testArrayTypesThatLookLikeLinksAreKept() throws {
        let text = "init(dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)"
        let declaration = DeclarationParser.parse(text, firstLine: 1)
        XCTAssertEqual(declaration.text, text)
        XCTAssertEqual(declaration.structure?.parameters.first?.defaultValue, "[CGFloat]()")
    }

    func testOverloadsTakeFirstStructureAndAreCleanOnlyIfAllParse() throws {
        let both = DeclarationParser.parse("init()\ninit(_ value: Int)", firstLine: 10)
        XCTAssertTrue(both.parsesCleanly)
        XCTAssertEqual(both.structure?.parameters, [])
        XCTAssertEqual(both.lines, LineRange(start: 10, end: 11))
        let broken = DeclarationParser.parse("init()\ninit(_ value: Int", firstLine: 10)
        XCTAssertFalse(broken.parsesCleanly)
        XCTAssertEqual(broken.parseDiagnostics.first?.line, 11)
    }

    func testBrokenDeclarationReportsDiagnosticsAtSourceLines() throws {
        let declaration = DeclarationParser.parse("struct Crosshairs: View { ... }", firstLine: 25)
        XCTAssertFalse(declaration.parsesCleanly)
        let diagnostic = try XCTUnwrap(declaration.parseDiagnostics.first)
        XCTAssertEqual(diagnostic.line, 25)
        XCTAssertEqual(diagnostic.column, 27)
    }

    func testDanglingEqualsIsNotRepairedByAnAppendedBody() {
        let declaration = DeclarationParser.parse("var x: Int =", firstLine: 1)
        XCTAssertFalse(declaration.parsesCleanly)
    }

    func testEmptyTextIsNotCleanAndHasNoStructure() {
        let declaration = DeclarationParser.parse("  \n", firstLine: 3)
        XCTAssertFalse(declaration.parsesCleanly)
        XCTAssertNil(declaration.structure)
        XCTAssertEqual(declaration.parseDiagnostics.first?.line, 3)
    }

    func testWindowsLineEndingsStillMapDiagnosticsToTheirLines() throws {
        let declaration = DeclarationParser.parse("init()\r\ninit(_ value: Int", firstLine: 10)
        XCTAssertEqual(declaration.lines, LineRange(start: 10, end: 11))
        XCTAssertFalse(declaration.parsesCleanly)
        XCTAssertEqual(declaration.parseDiagnostics.first?.line, 11)
    }
}
