@testable import DocGenerate
import DocModel
import FocusTestSupport
import SwiftParser
import SwiftSyntax
import XCTest

/// A free name passed where the engine's declaration takes an action (`() -> Void`) is a function
/// of the example's (`Button("Sign In", action: signIn)`): it gets a recording stub. What is an
/// action comes from the engine's declarations, not from a list of labels.
final class ActionArgumentTests: XCTestCase {
    private func call(_ text: String) throws -> FunctionCallExprSyntax {
        let file = Parser.parse(source: "_ = " + text)
        return try XCTUnwrap(file.statements.first?.item.as(SequenceExprSyntax.self)?.elements.last?.as(FunctionCallExprSyntax.self)
                             ?? file.statements.first?.item.as(InfixOperatorExprSyntax.self)?.rightOperand.as(FunctionCallExprSyntax.self))
    }

    func testTheParameterTypeIsReadFromTheDeclaration() throws {
        let declaration = "init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void)"
        let action = try XCTUnwrap(EngineActions.parameterType("action", in: declaration))
        XCTAssertEqual(action.trimmedDescription, "@escaping @MainActor () -> Void")
        XCTAssertEqual(EngineActions.parameterType("role", in: declaration)?.trimmedDescription, "ButtonRole?")
        XCTAssertNil(EngineActions.parameterType("perform", in: declaration))
        XCTAssertTrue(EngineActions.isAction(action))
        let taking = try XCTUnwrap(EngineActions.parameterType("action", in: "init(action: @escaping (Bool) -> Void)"))
        XCTAssertFalse(EngineActions.isAction(taking), "a function taking a value is no bare action")
    }

    func testEngineActionsAreFoundForInitializersAndModifiers() throws {
        XCTAssertTrue(EngineActions.takesAction(try call(#"Button("Sign In", action: signIn)"#), label: "action"))
        XCTAssertTrue(EngineActions.takesAction(try call("Text(\"x\").onTapGesture(perform: tapped)"), label: "perform"))
        // Counter-cases: a text binding, and a label no engine declaration of the callee has.
        XCTAssertFalse(EngineActions.takesAction(try call(#"TextField("Name", text: name)"#), label: "text"))
        XCTAssertFalse(EngineActions.takesAction(try call(#"Button("Sign In", handler: signIn)"#), label: "handler"))
    }

    func testAnActionPassedToAButtonIsStubbedAndTheExampleTypeChecks() throws {
        let result = ExamplePages.plan(["""
        struct LoginView: View {
            var body: some View {
                VStack {
                    Button("Sign In", action: signIn)
                    Button("Register", action: register)
                }
            }
        }
        """], planner: try ExamplePlanner.withEngineSurface())
        let code = try XCTUnwrap(result.cases.first { $0.id == "example-compiles.example-1" }?.example, "\(result.uncovered)")
        XCTAssertTrue(code.stubs.contains { $0.hasPrefix("static func signIn() {") }, "\(code.stubs)")
        XCTAssertTrue(code.stubs.contains { $0.hasPrefix("static func register() {") }, "\(code.stubs)")
        try assertExampleTypeChecks(code)
    }
}
