@testable import DocGenerate
import XCTest

/// Enclosing types of a member are spelled from the engine's own declarations, at any depth.
final class ParentSpellingTests: XCTestCase {
    func testAMemberOfANestedTypeOfAGenericParentIsQualifiedWithTheParentsGenerics() throws {
        let surface = EngineSurface.bundled
        let symbol = try XCTUnwrap(surface.symbols(atPath: "FocusState/Binding/projectedValue").first)
        let spelling = try XCTUnwrap(ParentSpelling.of(symbol, surface: surface))
        XCTAssertEqual(spelling.type, "FocusState<Value>.Binding")
        XCTAssertEqual(spelling.genericParameters, ["Value"])
        XCTAssertEqual(spelling.requirements, ["Value : Hashable"])
        XCTAssertEqual(spelling.whereClause(merging: " where T : Equatable"), " where Value : Hashable, T : Equatable")
    }

    func testEveryLevelContributesItsParametersAndTopLevelSymbolsHaveNoParent() throws {
        let surface = EngineSurface(symbols: [
            EngineSymbol("Outer", "struct", "struct Outer<A> where A : Hashable"),
            EngineSymbol("Outer/Inner", "struct", "struct Inner<B: Sendable>"),
            EngineSymbol("Outer/Inner/value", "property", "var value: B { get }"),
            EngineSymbol("Outer/method()", "method", "func method()"),
            EngineSymbol("Loose", "protocol", "protocol Loose"),
            EngineSymbol("Loose/thing", "property", "var thing: Int { get }"),
        ])
        let nested = try XCTUnwrap(ParentSpelling.of(surface.symbols(atPath: "Outer/Inner/value").first, surface: surface))
        XCTAssertEqual(nested.type, "Outer<A>.Inner<B>")
        XCTAssertEqual(nested.genericParameters, ["A", "B"])
        XCTAssertEqual(nested.requirements, ["A : Hashable", "B : Sendable"])
        XCTAssertEqual(ParentSpelling.of(surface.symbols(atPath: "Outer/method()").first, surface: surface)?.type, "Outer<A>")
        XCTAssertNil(ParentSpelling.of(surface.symbols(atPath: "Outer").first, surface: surface), "top level: no parent")
        XCTAssertNil(ParentSpelling.of(surface.symbols(atPath: "Loose/thing").first, surface: surface),
                     "a protocol is not a type a shape can name with arguments")
    }

    func testAParameterTheMembersExtensionFixesIsSpelledAsItsTypeAndNotDeclared() throws {
        let surface = EngineSurface(symbols: [
            EngineSymbol("Button", "struct", "struct Button<Label> where Label : View"),
            EngineSymbol("Button/init(_:action:)", "init", "init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void)",
                         constraints: "Label == Text"),
            EngineSymbol("Button/init(action:label:)", "init", "init(action: @escaping () -> Void, label: () -> Label)",
                         constraints: "Label: View"),
            EngineSymbol("Pair", "struct", "struct Pair<A, B>"),
            EngineSymbol("Pair/swapped", "property", "var swapped: Pair<B, A> { get }",
                         constraints: "A == Dictionary<String, Int>, B: Hashable"),
        ])
        let fixed = try XCTUnwrap(ParentSpelling.of(surface.symbols(atPath: "Button/init(_:action:)").first, surface: surface))
        XCTAssertEqual(fixed.type, "Button<Text>")
        XCTAssertEqual(fixed.genericParameters, [])
        XCTAssertEqual(fixed.whereClause(), "", "the fixed parameter's requirement goes with it")
        let open = try XCTUnwrap(ParentSpelling.of(surface.symbols(atPath: "Button/init(action:label:)").first, surface: surface))
        XCTAssertEqual(open.type, "Button<Label>", "a conformance constraint fixes nothing")
        XCTAssertEqual(open.genericParameters, ["Label"])
        let partly = try XCTUnwrap(ParentSpelling.of(surface.symbols(atPath: "Pair/swapped").first, surface: surface))
        XCTAssertEqual(partly.type, "Pair<Dictionary<String, Int>, B>", "a comma inside brackets does not split a constraint")
        XCTAssertEqual(partly.genericParameters, ["B"])
    }
}
