import Foundation
import XCTest

/// R1/R17: `@FocusState var x: Int` and `@AccessibilityFocusState var x: Int` must not compile.
/// Type-checks small snippets against the built FocusEngine module with `swiftc -typecheck`
/// (skipped when the compiler or the module cannot be found).
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
        let (status, output) = try typecheck(source)
        guard status == 0 else {
            throw XCTSkip("control snippet does not type-check here (\(output.prefix(200))); cannot run compile-failure checks")
        }
    }

    private func assertDoesNotCompile(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (status, output) = try typecheck(source)
        XCTAssertNotEqual(status, 0, "expected a compile error for: \(source)", file: file, line: line)
        XCTAssertTrue(output.contains("error"), output, file: file, line: line)
    }

    private func typecheck(_ body: String) throws -> (Int32, String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Surface
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let modules = root.appendingPathComponent(".build/debug/Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("FocusEngine.swiftmodule").path) else {
            throw XCTSkip("FocusEngine.swiftmodule not found under \(modules.path)")
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("focus-engine-compile-\(UUID().uuidString).swift")
        try ("import FocusEngine\n" + body + "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
