/// Plan → the `main.swift` of a test executable that runs the plan's suites with `XCTMain`, for a
/// package that builds its suites as an executable target rather than a test target.
///
/// SwiftPM discovers a test target's tests on Linux from the index store the build writes, and
/// indexing costs more than compiling the suites (the 96 focus pages: a build of 24 s with it,
/// 12 s without). The plan already names every test: each runnable case is one method
/// (`SuiteViewBuilder.methodName`) of its suite's class, in the suite's file or a companion file.
/// One statement per suite keeps the type-checker's work per statement small on the whole dump.
public enum XCTestEntryPoint {
    /// The file's text, suites sorted by class name, methods in case order.
    public static func render(_ plan: TestPlan) -> String {
        var lines = [
            "// DO NOT EDIT — written by docgen run: runs the generated suites with XCTMain (no test discovery).",
            "import XCTest",
            "",
            "var suites: [XCTestCaseEntry] = []",
        ]
        for suite in plan.suites.sorted(by: { $0.suiteName < $1.suiteName }) {
            let methods = suite.cases.filter(\.isRunnable).map { SuiteViewBuilder.methodName($0.id) }
            guard !methods.isEmpty else { continue }
            let entries = methods.map { "(\"\($0)\", \(suite.suiteName).\($0))" }.joined(separator: ", ")
            lines.append("suites.append(testCase([\(entries)] as [(String, (\(suite.suiteName)) -> () throws -> Void)]))")
        }
        lines.append("XCTMain(suites)")
        return lines.joined(separator: "\n") + "\n"
    }
}
