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
