@testable import DocGenerate
import DocModel
import FocusTestSupport
import XCTest

/// A method whose dump stripped its generic parameters (`FocusState.Binding`, no `<V>`) is checked
/// with the engine's, and only what the page lost is restored.
final class StrippedGenericsTests: XCTestCase {
    private func page(_ structure: DeclarationStructure) -> PageRecord {
        PageRecord(id: "swiftui/view/x", source: SourceInfo(path: "x.md", format: .markdown, languages: [.en]),
                   symbol: Symbol(name: "x", kind: .instanceMethod),
                   declaration: Declaration(text: "…", lines: LineRange(start: 1, end: 1), structure: structure, parsesCleanly: true))
    }

    func testAMethodWhosePageLostItsGenericParametersTakesTheEnginesAndTypeChecks() throws {
        // `func defaultFocus(_ binding: FocusState.Binding, _ value: V, …) where V : Hashable`: a
        // dump style read `<V>` as markup, in the generic clause and in the parameter's type.
        let engine = EngineSymbol("View/defaultFocus(_:_:priority:)", "method",
            "func defaultFocus<V>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View where V : Hashable")
        let stripped = DeclarationStructure(
            keyword: "func", name: "defaultFocus",
            genericRequirements: [GenericRequirement(subject: "V", relation: .conformance, constraint: "Hashable")],
            parameters: [DeclaredParameter(label: "_", name: "binding", type: "FocusState.Binding"),
                         DeclaredParameter(label: "_", name: "value", type: "V"),
                         DeclaredParameter(label: "priority", name: "priority", type: "DefaultFocusEvaluationPriority", defaultValue: ".automatic")],
            returnType: "some View")
        guard case .check(let check) = APIShapePlanner.plan(page(stripped), functionName: "apiShape", engine: engine) else {
            return XCTFail("no shape check")
        }
        XCTAssertTrue(check.source.contains("private func apiShape<Subject: View, V>(_ subject: Subject, _ p0: FocusState<V>.Binding, _ p1: V, _ p2: DefaultFocusEvaluationPriority) -> some View where V : Hashable"), check.source)
        XCTAssertTrue(check.source.hasPrefix("// The page's declaration lost its generic parameters; restored from the engine's declaration: <V>, FocusState<V>.Binding"), check.source)
        let outcome: CompilerProbe.Outcome
        do { outcome = try CompilerProbe.typecheck("import FocusEngine\n\n" + check.source) } catch { throw XCTSkip("cannot type-check: \(error)") }
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics + check.source)
    }

    func testADeclarationThatKeepsItsGenericsOrNamesAnotherTypeIsNotRepaired() throws {
        let engine = EngineSymbol("View/focused(_:equals:)", "method",
            "func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable")
        func structure(_ type: String, generic: Bool) -> DeclarationStructure {
            DeclarationStructure(keyword: "func", name: "focused", genericParameters: generic ? [GenericParameter(name: "Value")] : [],
                                 genericRequirements: [GenericRequirement(subject: "Value", relation: .conformance, constraint: "Hashable")],
                                 parameters: [DeclaredParameter(label: "_", name: "binding", type: type),
                                              DeclaredParameter(label: "equals", name: "value", type: "Value")], returnType: "some View")
        }
        XCTAssertNil(StrippedGenerics.restore(structure("FocusState<Value>.Binding", generic: true), engine: engine), "nothing was stripped")
        let other = try XCTUnwrap(StrippedGenerics.restore(structure("AccessibilityFocusState.Binding", generic: false), engine: engine))
        XCTAssertEqual(other.structure.parameters[0].type, "AccessibilityFocusState.Binding", "another type is the page's, not repaired")
        XCTAssertEqual(other.restored, ["<Value>"], "only the undeclared name its where clause uses")
        XCTAssertNil(StrippedGenerics.restore(structure("FocusState.Binding", generic: false), engine: nil), "no engine, nothing invented")
    }
}
