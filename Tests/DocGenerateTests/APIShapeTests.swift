@testable import DocGenerate
import DocModel
import SwiftParser
import XCTest

/// API-shape checks are built from the parsed declaration and parse as Swift.
final class APIShapeTests: XCTestCase {
    private func page(_ structure: DeclarationStructure, id: String = "swiftui/view/x") -> PageRecord {
        PageRecord(id: id, source: SourceInfo(path: "x.md", format: .markdown, languages: [.en]),
                   symbol: Symbol(name: "x", kind: .instanceMethod),
                   declaration: Declaration(text: "…", lines: LineRange(start: 1, end: 1), structure: structure, parsesCleanly: true))
    }

    func testGenericViewMethodKeepsLabelsAndConstraints() throws {
        let structure = DeclarationStructure(
            keyword: "func", name: "focused", genericParameters: [GenericParameter(name: "Value")],
            genericRequirements: [GenericRequirement(subject: "Value", relation: .conformance, constraint: "Hashable")],
            parameters: [DeclaredParameter(label: "_", name: "binding", type: "FocusState<Value>.Binding"),
                         DeclaredParameter(label: "equals", name: "value", type: "Value")],
            returnType: "some View")
        guard case .check(let check) = APIShapePlanner.plan(page(structure), functionName: "apiShape") else {
            return XCTFail("no shape check")
        }
        XCTAssertEqual(check.source, """
        private func apiShape<Subject: View, Value>(_ subject: Subject, _ p0: FocusState<Value>.Binding, _ p1: Value) -> some View where Value : Hashable {
            subject.focused(p0, equals: p1)
        }
        """)
    }

    func testAResultBuilderStaysBeforeTheParameterNameAndTypeAttributesStayInTheType() throws {
        XCTAssertTrue(EngineSurface.resultBuilders.isSuperset(of: ["ViewBuilder", "SceneBuilder", "CommandsBuilder"]))
        XCTAssertFalse(EngineSurface.resultBuilders.contains("MainActor"))
        let structure = DeclarationStructure(
            keyword: "func", name: "overlay", genericParameters: [GenericParameter(name: "V")],
            genericRequirements: [GenericRequirement(subject: "V", relation: .conformance, constraint: "View")],
            parameters: [DeclaredParameter(label: "action", name: "action", type: "() -> Void", attributes: ["@escaping", "@MainActor"]),
                         DeclaredParameter(label: "content", name: "content", type: "() -> V", attributes: ["@ViewBuilder"])],
            returnType: "some View")
        guard case .check(let check) = APIShapePlanner.plan(page(structure), functionName: "apiShape") else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(check.source.contains("_ p0: @escaping @MainActor () -> Void, @ViewBuilder _ p1: () -> V)"), check.source)
    }

    func testMembersSpellTheirEnclosingTypeFromTheEngineAndTypePropertiesAreReadFromTheType() throws {
        let surface = EngineSurface(symbols: [
            EngineSymbol("Box", "struct", "struct Box<Value> where Value : Hashable"),
            EngineSymbol("Box/Handle", "struct", "struct Handle"),
            EngineSymbol("Box/Handle/current", "property", "var current: Value { get }"),
            EngineSymbol("Label", "struct", "struct Label"),
            EngineSymbol("Label/done", "type.property", "static let done: Label"),
        ])
        let instance = DeclarationStructure(keyword: "var", name: "current", type: "Value", accessors: ["get"])
        let parent = ParentSpelling.of(surface.symbols(atPath: "Box/Handle/current").first, surface: surface)
        guard case .check(let check) = APIShapePlanner.plan(page(instance, id: "swiftui/box/handle/current"),
                                                            functionName: "apiShape", parent: parent) else {
            return XCTFail("no shape check")
        }
        XCTAssertEqual(check.source, """
        private func apiShape<Value>(_ subject: Box<Value>.Handle) -> Value where Value : Hashable {
            subject.current
        }
        """)
        let typeProperty = DeclarationStructure(modifiers: ["static"], keyword: "var", name: "done", type: "Label", accessors: ["get"])
        let labelParent = ParentSpelling.of(surface.symbols(atPath: "Label/done").first, surface: surface)
        guard case .check(let staticCheck) = APIShapePlanner.plan(page(typeProperty, id: "swiftui/label/done"),
                                                                  functionName: "apiShape", parent: labelParent) else {
            return XCTFail("no shape check")
        }
        XCTAssertEqual(staticCheck.source, "private func apiShape() -> Label {\n    Label.done\n}")
        guard case .unsupported = APIShapePlanner.plan(page(instance, id: "swiftui/box/handle/current"), functionName: "apiShape") else {
            return XCTFail("a member without an engine parent has no shape to name")
        }
    }

    func testTypeTextWithQuotesOrCommentsIsRefused() {
        let structure = DeclarationStructure(
            keyword: "func", name: "focused",
            parameters: [DeclaredParameter(label: "_", name: "c", type: "Bool /* \" */")], returnType: "some View")
        guard case .unsupported = APIShapePlanner.plan(page(structure), functionName: "apiShape") else {
            return XCTFail("unsafe type copied into code")
        }
    }

    func testPropertyWrapperTypeChecksConformancesAndWrappedValue() throws {
        var record = page(DeclarationStructure(
            attributes: ["@propertyWrapper", "@frozen"], keyword: "struct", name: "AccessibilityFocusState",
            genericParameters: [GenericParameter(name: "Value")],
            genericRequirements: [GenericRequirement(subject: "Value", relation: .conformance, constraint: "Hashable")]),
            id: "swiftui/accessibilityfocusstate")
        record.relationships = [Relationship(kind: .conformsTo, title: .init(), targets: [SymbolReference(name: "DynamicProperty", line: 1)])]
        guard case .check(let check) = APIShapePlanner.plan(record, functionName: "apiShape") else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(check.source.contains("conformsToDynamicProperty(AccessibilityFocusState<Value>.self)"))
        XCTAssertTrue(check.source.contains("_ = { (wrapper: AccessibilityFocusState<Value>) in wrapper.wrappedValue }"),
                      "without the member's page only the member's existence is checked")
        XCTAssertFalse(Parser.parse(source: check.source).hasError)
        guard case .check(let typed) = APIShapePlanner.plan(record, functionName: "apiShape", wrappedValueType: "Value?") else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(typed.source.contains("let _: (AccessibilityFocusState<Value>) -> Value? = { $0.wrappedValue }"), typed.source)
        guard case .check(let unsafe) = APIShapePlanner.plan(record, functionName: "apiShape", wrappedValueType: "Value /* */") else {
            return XCTFail("no shape check")
        }
        XCTAssertFalse(unsafe.source.contains("/*"), "an unsafe documented type is not copied into code")
    }

    func testAGenericTypesConformanceIsCheckedWithItsParametersConformingTooAsDumpsGiveNoCondition() throws {
        var record = page(DeclarationStructure(attributes: ["@propertyWrapper"], keyword: "struct", name: "State",
                                               genericParameters: [GenericParameter(name: "Value")]), id: "swiftui/state")
        record.relationships = [Relationship(kind: .conformsTo, title: .init(), targets: [SymbolReference(name: "Sendable", line: 1)])]
        guard case .check(let check) = APIShapePlanner.plan(record, functionName: "apiShape") else { return XCTFail("no shape check") }
        XCTAssertTrue(check.source.contains("private func apiShape_Sendable<Value>(_: Value.Type) where Value: Sendable {"), check.source)
        XCTAssertTrue(check.source.contains("conformsToSendable(State<Value>.self)"), check.source)
        XCTAssertFalse(check.source.contains("private func apiShape<Value>(_: Value.Type) {\n    func conformsToSendable"),
                       "not required of every Value: \(check.source)")
        XCTAssertFalse(Parser.parse(source: check.source).hasError)
        // A type without generic parameters is checked as it stands.
        var text = page(DeclarationStructure(keyword: "struct", name: "Text"), id: "swiftui/text")
        text.relationships = record.relationships
        guard case .check(let plain) = APIShapePlanner.plan(text, functionName: "apiShape") else { return XCTFail("no shape check") }
        XCTAssertTrue(plain.source.contains("private func apiShape() {\n    func conformsToSendable<Conforming: Sendable>(_: Conforming.Type) {}\n    conformsToSendable(Text.self)"), plain.source)
        // The checker's own generic parameter never shadows the type's (`TupleView<T>`).
        var tuple = page(DeclarationStructure(keyword: "struct", name: "TupleView", genericParameters: [GenericParameter(name: "T")]), id: "swiftui/tupleview")
        tuple.relationships = [Relationship(kind: .conformsTo, title: .init(), targets: [SymbolReference(name: "View", line: 1)])]
        guard case .check(let generic) = APIShapePlanner.plan(tuple, functionName: "apiShape") else { return XCTFail("no shape check") }
        XCTAssertFalse(generic.source.contains("<T: View>"), generic.source)
    }

    func testTheWrappedValueTypeComesFromTheMembersOwnPage() {
        let member = page(DeclarationStructure(keyword: "var", name: "wrappedValue", type: "Value?", accessors: ["get"]),
                          id: "swiftui/focusedbinding/wrappedvalue")
        let other = page(DeclarationStructure(keyword: "var", name: "projectedValue", type: "Binding<Value>?"),
                         id: "swiftui/focusedbinding/projectedvalue")
        XCTAssertEqual(TestPlanner.wrappedValueTypes([member, other]), ["swiftui/focusedbinding": "Value?"])
    }
}

/// A dump style that strips generic parameters (`<Value>` read as markup) still gets a shape
/// check that compiles: the engine's own parameters stand in, and say so.
final class StrippedGenericsShapeTests: XCTestCase {
    private let engine = EngineSymbol("FocusedValue", "struct", "@propertyWrapper struct FocusedValue<Value>")

    private func page() -> PageRecord {
        var record = PageRecord(id: "swiftui/focusedvalue", source: SourceInfo(path: "x.html", format: .markdown, languages: [.en]),
                                symbol: Symbol(name: "FocusedValue", kind: .structure),
                                declaration: Declaration(text: "@propertyWrapper struct FocusedValue", lines: LineRange(start: 1, end: 1),
                                                         structure: DeclarationStructure(attributes: ["@propertyWrapper"], keyword: "struct", name: "FocusedValue"),
                                                         parsesCleanly: true))
        record.relationships = [Relationship(kind: .conformsTo, title: .init(), targets: [SymbolReference(name: "DynamicProperty", line: 1)])]
        return record
    }

    func testATypeWithoutItsGenericParametersTakesTheEngines() throws {
        guard case .check(let check) = APIShapePlanner.plan(page(), functionName: "apiShape", engine: engine) else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(check.source.hasPrefix("private func apiShape<Value>(_: Value.Type) {"), check.source)
        XCTAssertTrue(check.source.contains("conformsToDynamicProperty(FocusedValue<Value>.self)"), check.source)
        XCTAssertTrue(check.source.contains("<Value> are the engine's"), check.source)
        XCTAssertFalse(Parser.parse(source: check.source).hasError)
    }

    func testWithoutAnEngineMatchTheDocumentedSpellingIsKept() throws {
        guard case .check(let check) = APIShapePlanner.plan(page(), functionName: "apiShape") else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(check.source.contains("conformsToDynamicProperty(FocusedValue.self)"), "nothing invented: \(check.source)")
        let other = EngineSymbol("FocusedBinding", "struct", "@propertyWrapper struct FocusedBinding<Value>")
        guard case .check(let unrelated) = APIShapePlanner.plan(page(), functionName: "apiShape", engine: other) else {
            return XCTFail("no shape check")
        }
        XCTAssertFalse(unrelated.source.contains("<Value>"), "another type's parameters are not borrowed")
    }
}
