import DocExtract
import DocModel
import XCTest

/// Shapes and parse results of the seed pages' code examples and typical listings.
final class ExampleAnalyzerTests: XCTestCase {
    func testCustomNotificationExampleFromSeed000IsCleanDeclarations() {
        let analysis = ExampleAnalyzer.analyze(code: SeedExamples.customNotification, firstLine: 27)
        XCTAssertEqual(analysis.shape, .declarations)
        XCTAssertTrue(analysis.parsesCleanly)
        XCTAssertEqual(analysis.diagnostics, [])
    }

    func testCreateAccountViewFromSeed002IsCleanDeclarations() {
        let analysis = ExampleAnalyzer.analyze(code: SeedExamples.createAccountIncorrect, firstLine: 15)
        XCTAssertEqual(analysis.shape, .declarations)
        XCTAssertTrue(analysis.parsesCleanly)
    }

    func testUsernameExampleFromSeed004IsCleanMemberFragment() {
        let analysis = ExampleAnalyzer.analyze(code: SeedExamples.usernameFragment, firstLine: 40)
        XCTAssertEqual(analysis.shape, .memberFragment)
        XCTAssertTrue(analysis.parsesCleanly)
    }

    func testBodyPropertyAloneIsMemberFragment() {
        let code = "var body: some View {\n    Text(\"Hello\")\n}"
        XCTAssertEqual(ExampleAnalyzer.analyze(code: code, firstLine: 1).shape, .memberFragment)
    }

    func testViewModifierBodyFunctionIsMemberFragment() {
        let code = "func body(content: Content) -> some View {\n    content.font(.caption)\n}"
        XCTAssertEqual(ExampleAnalyzer.analyze(code: code, firstLine: 1).shape, .memberFragment)
    }

    func testTopLevelFunctionAloneIsDeclarations() {
        let code = "func greet(_ name: String) -> String {\n    \"Hello, \\(name)\"\n}"
        XCTAssertEqual(ExampleAnalyzer.analyze(code: code, firstLine: 1).shape, .declarations)
    }

    func testOnSubmitTextFieldIsExpression() {
        // From the onSubmit(of:_:) page of the sosumi corpus.
        let code = """
            TextField("Username", text: $username)
                .onSubmit {
                    guard viewModel.validate() else { return }
                    viewModel.login()
                }
            """
        let analysis = ExampleAnalyzer.analyze(code: code, firstLine: 30)
        XCTAssertEqual(analysis.shape, .expression)
        XCTAssertTrue(analysis.parsesCleanly)
    }

    func testFocusableWithElidedArgumentsIsExpression() {
        let code = "MyTapGestureView(...)\n    .focusable(interactions: .activate)"
        let analysis = ExampleAnalyzer.analyze(code: code, firstLine: 1)
        XCTAssertEqual(analysis.shape, .expression)
        XCTAssertTrue(analysis.parsesCleanly)
    }

    func testStatementListIsStatements() {
        let code = """
            let url = URL(string: "https://example.com")!
            focusedField = .name
            print(url)
            """
        let analysis = ExampleAnalyzer.analyze(code: code, firstLine: 1)
        XCTAssertEqual(analysis.shape, .statements)
        XCTAssertTrue(analysis.parsesCleanly)
    }

    func testSingleAssignmentIsStatementsNotExpression() {
        XCTAssertEqual(ExampleAnalyzer.analyze(code: "focusedField = .email", firstLine: 1).shape, .statements)
    }

    func testSeveralViewExpressionsAreStatements() {
        let code = "Text(\"A\")\n    .font(.title)\n\nText(\"B\")\n    .glassEffect()"
        XCTAssertEqual(ExampleAnalyzer.analyze(code: code, firstLine: 1).shape, .statements)
    }

    func testElidedBodyKeepsShapeButIsNotCleanAndReportsSourcePosition() throws {
        // From making-fine-adjustments-to-a-view-s-position in the sosumi corpus.
        let code = """
            struct Crosshairs: View { ... } // Draws crosshairs.

            struct Quadrant: View {
                var body: some View {
                    Crosshairs()
                }
            }
            """
        let analysis = ExampleAnalyzer.analyze(code: code, firstLine: 25)
        XCTAssertFalse(analysis.parsesCleanly)
        XCTAssertEqual(analysis.shape, .declarations)
        let diagnostic = try XCTUnwrap(analysis.diagnostics.first)
        XCTAssertEqual(diagnostic.line, 25)
        XCTAssertEqual(diagnostic.column, 27)
    }

    func testDiagnosticOnThirdLineIsMappedToSourceLine() throws {
        let code = "struct A {\n    var x = 1\n    var y = (\n}"
        let analysis = ExampleAnalyzer.analyze(code: code, firstLine: 40)
        XCTAssertFalse(analysis.parsesCleanly)
        XCTAssertTrue(analysis.diagnostics.allSatisfy { (40...43).contains($0.line) }, "\(analysis.diagnostics)")
        XCTAssertTrue(analysis.diagnostics.contains { $0.line >= 42 })
    }

    func testShellCommandIsOther() {
        let analysis = ExampleAnalyzer.analyze(code: "$ swift build -c release", firstLine: 1)
        XCTAssertEqual(analysis.shape, .other)
        XCTAssertFalse(analysis.parsesCleanly)
        XCTAssertFalse(analysis.diagnostics.isEmpty)
    }

    func testJSONIsOther() {
        let analysis = ExampleAnalyzer.analyze(code: "{\n  \"name\": \"Sam\",\n  \"age\": 3\n}", firstLine: 1)
        XCTAssertEqual(analysis.shape, .other)
        XCTAssertFalse(analysis.parsesCleanly)
    }

    func testProseIsOther() {
        let analysis = ExampleAnalyzer.analyze(code: "How it works\nUse this modifier to move focus", firstLine: 1)
        XCTAssertEqual(analysis.shape, .other)
        XCTAssertFalse(analysis.parsesCleanly)
    }
}
