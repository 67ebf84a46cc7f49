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
}
