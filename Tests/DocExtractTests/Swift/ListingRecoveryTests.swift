import DocExtract
import DocModel
import XCTest

/// Finding unfenced Swift listings in text scraped from rendered pages.
final class ListingRecoveryTests: XCTestCase {
    func testSeed003ListingIsRecoveredWholeBetweenFileNameAndLivePreview() throws {
        let lines = Seed003Fixture.lines
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("struct AccessibilityZoomGestureActionDemo") })
        let preview = try XCTUnwrap(lines.firstIndex(of: "Live preview"))
        XCTAssertEqual(lines[start - 1], "AccessibilityZoomGestureAction.swift")
        XCTAssertEqual(listing.lines, LineRange(start: start + 1, end: preview))
        XCTAssertEqual(listing.code, lines[start..<preview].joined(separator: "\n"))
        XCTAssertTrue(listing.code.hasSuffix("        .padding()\n    }\n}"))
        XCTAssertEqual(listing.shape, .declarations)
        XCTAssertTrue(ExampleAnalyzer.analyze(code: listing.code, firstLine: listing.lines.start).parsesCleanly)
    }

    func testRangeIsInSourceLinesOfTheFirstLineGiven() throws {
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: Seed003Fixture.lines, firstLine: 101))
        XCTAssertEqual(listing.lines, LineRange(start: 140, end: 165))
    }

    func testPureProseYieldsNothing() {
        let prose = [
            "How it works", "", "Overview",
            "Use this modifier to cause the view to receive focus whenever the condition is true.",
            "Live preview", "Map Magnification: 1.0x", "Try it", "Register a handler with accessibilityZoomAction(_:)",
            "let it be", "import", "Example & preview",
        ]
        XCTAssertNil(ListingRecovery.recover(lines: prose, firstLine: 1))
    }

    func testEmptyInputYieldsNothing() {
        XCTAssertNil(ListingRecovery.recover(lines: [], firstLine: 1))
        XCTAssertNil(ListingRecovery.recover(lines: ["", "   "], firstLine: 1))
    }

    func testSingleWordHeadingAfterListingIsNotIncluded() throws {
        let lines = ["Example", "struct A: View {", "    var body: some View { Text(\"a\") }", "}", "Overview", "Text"]
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertEqual(listing.lines, LineRange(start: 2, end: 4))
    }

    func testLongestOfTwoListingsWins() throws {
        let lines = [
            "First", "import SwiftUI", "Then some prose follows here.",
            "@main", "struct MyApp: App {", "    var body: some Scene {", "        WindowGroup { ContentView() }",
            "    }", "}", "Done.",
        ]
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertEqual(listing.lines, LineRange(start: 4, end: 9))
        XCTAssertEqual(listing.shape, .declarations)
    }

    func testViewExpressionWithTrailingClosureIsRecoveredAsExpression() throws {
        let lines = ["The stack:", "VStack {", "    Text(\"Hello\")", "}", ".padding()", "Next paragraph here."]
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertEqual(listing.lines, LineRange(start: 2, end: 5))
        XCTAssertEqual(listing.shape, .expression)
    }

    func testMemberFragmentIsRecoveredAsMemberFragment() throws {
        let lines = ["Declare the state:", "@State private var name = \"\"", "@FocusState private var isFocused: Bool",
                     "", "Then bind it."]
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertEqual(listing.lines, LineRange(start: 2, end: 3))
        XCTAssertEqual(listing.shape, .memberFragment)
    }

    func testUnbalancedListingIsNotRecovered() {
        let lines = ["struct A: View {", "    var body: some View {", "        Text(\"a\")", "Live preview"]
        XCTAssertNil(ListingRecovery.recover(lines: lines, firstLine: 1))
    }

    func testStringsWithBracesAndInterpolationDoNotConfuseBalancing() throws {
        let lines = ["let label = \"}\\(count, specifier: \"%d\") {\"", "print(label) // }", "Trailing prose line."]
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertEqual(listing.lines, LineRange(start: 1, end: 2))
    }

    func testLeadingCommentBelongsToTheListingButACommentAloneIsNotOne() throws {
        let lines = ["Sample code", "// ContentView.swift", "import SwiftUI", "", "struct ContentView: View {",
                     "    var body: some View { Text(\"Hi\") }", "}", "That is all."]
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: lines, firstLine: 1))
        XCTAssertEqual(listing.lines, LineRange(start: 2, end: 7))
        XCTAssertNil(ListingRecovery.recover(lines: ["Intro", "// just a remark", "Outro"], firstLine: 1))
    }

    func testLinesAfterTheFileNameLineToThePageEndYieldTheSameListing() throws {
        // How the scraped-text reader calls it: every line after the file-name line.
        let lines = Seed003Fixture.lines
        let fileName = try XCTUnwrap(lines.firstIndex(of: "AccessibilityZoomGestureAction.swift"))
        let tail = Array(lines[(fileName + 1)...])
        let listing = try XCTUnwrap(ListingRecovery.recover(lines: tail, firstLine: fileName + 2))
        XCTAssertEqual(listing.lines.start, fileName + 2)
        XCTAssertEqual(lines[listing.lines.end], "Live preview")
    }
}
