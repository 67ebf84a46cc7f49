import FocusTestSupport
import XCTest

/// R1/R17: `@FocusState var x: Int` and `@AccessibilityFocusState var x: Int` must not compile.
/// Type-checks small snippets against the built FocusEngine module with `swiftc -typecheck`
/// (`CompilerProbe`); each file also has a control snippet that must compile.
final class CompileFailureTests: XCTestCase {
    func testR1_FocusStateOfNonOptionalIntDoesNotCompile() throws {
        try assertCompiles("struct V { @FocusState var a: Bool; @FocusState var b: Int? }")
        try assertDoesNotCompile("struct V { @FocusState var a: Int }")
    }

    func testR17_AccessibilityFocusStateOfNonOptionalIntDoesNotCompile() throws {
        try assertCompiles("struct V { @AccessibilityFocusState(for: .voiceOver) var a: Bool; @AccessibilityFocusState var b: Int? }")
        try assertDoesNotCompile("struct V { @AccessibilityFocusState var a: Int }")
    }

    /// The Swift 6 probe of API-shape cases: a documented `@Sendable` handler that the engine
    /// declared without it is only a warning in Swift 5 mode, an error in Swift 6 mode.
    func testSwift6ProbeMakesSendableMismatchesErrors() throws {
        let shape = """
        import FocusEngine
        final class Counter { var count = 0 }
        func apiShape(_ handler: @escaping () -> Void) -> @Sendable () -> Void { handler }
        func uses(_ c: Counter) -> @Sendable () -> Void { { c.count += 1 } }
        """
        XCTAssertTrue(try CompilerProbe.typecheck(shape).succeeded, "Swift 5 mode only warns")
        let strict = try CompilerProbe.typecheckSwift6(shape)
        XCTAssertFalse(strict.succeeded)
        XCTAssertTrue(strict.diagnostics.contains("Sendable"), strict.diagnostics)
        XCTAssertTrue(try CompilerProbe.typecheckSwift6("import FocusEngine\nfunc f(_ s: FocusState<Bool>.Binding) -> some View { Text(\"x\").focused(s) }").succeeded)
    }

    private func assertCompiles(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try CompilerProbe.typecheck("import FocusEngine\n" + source + "\n")
        XCTAssertTrue(outcome.succeeded, "control snippet must type-check: \(source)\n\(outcome.diagnostics)", file: file, line: line)
    }

    private func assertDoesNotCompile(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try CompilerProbe.typecheck("import FocusEngine\n" + source + "\n")
        XCTAssertFalse(outcome.succeeded, "expected a compile error for: \(source)", file: file, line: line)
        XCTAssertTrue(outcome.diagnostics.contains("error"), outcome.diagnostics, file: file, line: line)
    }
}
