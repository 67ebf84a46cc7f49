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
        XCTAssertTrue(check.source.contains("let _: (AccessibilityFocusState<Value>) -> Value = { $0.wrappedValue }"))
        XCTAssertFalse(Parser.parse(source: check.source).hasError)
    }
}
