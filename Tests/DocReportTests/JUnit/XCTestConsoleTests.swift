@testable import DocReport
import XCTest

/// `XCTestConsole` reads what an XCTest process printed; `JUnitResultsWriter` writes it as the JUnit
/// that `JUnitReader` reads back.
final class XCTestConsoleTests: XCTestCase {
    private let log = """
    Test Suite 'Selected tests' started at 2026-11-28 18:42:21.166
    Test Case 'SwiftuiViewFocusedTests.test_apiShape' started at 2026-11-28 18:42:21.169
    Test Case 'SwiftuiViewFocusedTests.test_apiShape' passed (0.212 seconds)
    Test Case 'SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool' started at 2026-11-28 18:42:21.381
    /tmp/p/Tests/ConformanceTests/Generated/SwiftuiViewFocusedTests.swift:40: error: SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool : XCTAssertEqual failed: ("false") is not equal to ("true") - the binding is true
    /tmp/p/Tests/ConformanceTests/Generated/SwiftuiViewFocusedTests.swift:41: error: SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool : XCTAssertTrue failed - focus moved
    Test Case 'SwiftuiViewFocusedTests.test_focusEntersSetsValue_bool' failed (0.004 seconds)
    Test Case 'SwiftuiViewFocusedTests.test_skipped' started at 2026-11-28 18:42:21.390
    Test Case 'SwiftuiViewFocusedTests.test_skipped' skipped (0.001 seconds)
    Test Case 'SwiftuiFocusStateTests.test_crashes' started at 2026-11-28 18:42:21.391
    checking the binding
    Fatal error: Unexpectedly found nil while unwrapping an Optional value
    """

    func testFinishedTestsKeepTheirStatusTimeAndMessagesAndTheOpenTestIsWhereTheProcessStopped() {
        let console = XCTestConsole.parse(log)
        XCTAssertEqual(console.finished.map(\.method), ["test_apiShape", "test_focusEntersSetsValue_bool", "test_skipped"])
        XCTAssertEqual(console.finished.map(\.status), [.passed, .failed, .skipped])
        XCTAssertEqual(console.finished[0].seconds, 0.212)
        XCTAssertEqual(console.finished[0].suite, "SwiftuiViewFocusedTests")
        XCTAssertEqual(console.finished[1].messages, [#"XCTAssertEqual failed: ("false") is not equal to ("true") - the binding is true"#,
                                                      "XCTAssertTrue failed - focus moved"])
        XCTAssertEqual(console.unfinished?.suite, "SwiftuiFocusStateTests")
        XCTAssertEqual(console.unfinished?.method, "test_crashes")
        XCTAssertEqual(console.unfinished?.output.last, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }

    func testALogWhoseLastTestFinishedHasNoUnfinishedTest() {
        let finished = log.split(separator: "\n").prefix(9).joined(separator: "\n")
        XCTAssertNil(XCTestConsole.parse(finished).unfinished)
        XCTAssertEqual(XCTestConsole.parse(finished).finished.count, 3)
    }

    func testWrittenJUnitReadsBackWithModuleQualifiedClassesAndEveryMessage() throws {
        let console = XCTestConsole.parse(log)
        let xml = JUnitResultsWriter.render(console.finished, module: "ConformanceTests")
        XCTAssertTrue(xml.contains(#"classname="ConformanceTests.SwiftuiViewFocusedTests""#), xml)
        let results = try TestResults.read(Data(xml.utf8))
        XCTAssertEqual(results.records.map(\.suite), Array(repeating: "SwiftuiViewFocusedTests", count: 3))
        XCTAssertEqual(results.records.map(\.status), [.passed, .failed, .skipped])
        XCTAssertEqual(results.records[1].message, #"XCTAssertEqual failed: ("false") is not equal to ("true") - the binding is true"#
                       + "\nXCTAssertTrue failed - focus moved")
    }

    func testMessagesWithMarkupStayText() throws {
        let failed = XCTestConsole.Finished(suite: "S", method: "test_x", status: .failed, seconds: 0,
                                            messages: [#"<b>"x" & 'y'</b>"#])
        let results = try TestResults.read(Data(JUnitResultsWriter.render([failed], module: "M").utf8))
        XCTAssertEqual(results.records.first?.message, #"<b>"x" & 'y'</b>"#)
    }
}
