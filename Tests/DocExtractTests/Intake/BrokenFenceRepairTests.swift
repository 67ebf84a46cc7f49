@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// A dump converted from HTML with one code fence per nested element (a run of ```` ```swift ````
/// lines opening each listing, a run of ```` ``` ```` closing it, stray closers even inside the
/// code) is read with one fence per run; well-formed markdown is left as it is.
final class BrokenFenceRepairTests: XCTestCase {
    /// The shape of the style (a saved FocusState page; fresh set 6, `broken-fences-md`), shortened.
    private let page = """
    *   [SwiftUI](/documentation/swiftui)
    *   FocusState

    Structure

    # FocusState

    A property wrapper type that can read and write a value that SwiftUI updates as the placement of focus within the scene changes.

    iOS 15.0+macOS 12.0+

    ```swift
    ```swift
    ```swift

    ```swift
    @frozen @propertyWrapper
    struct FocusState<Value> where Value : [`Hashable`](/documentation/Swift/Hashable)
    ```

    ```
    ```
    ```

    ## [Overview](/documentation/SwiftUI/FocusState#overview)

    In the following example, focus moves to the empty field.

    ```swift
    ```swift
    ```swift
    struct LoginForm {
    ```
    ```
        @FocusState private var focusedField: Bool
        var body: some View {
            TextField("Username", text: .constant(""))
        }
    }
    ```
    ```
    ```

    To allow for cases where focus is completely absent from a view tree, the wrapped value must be either an optional or a Boolean.

    ## [Topics](/documentation/SwiftUI/FocusState#topics)

    ### [Inspecting the focus state](/documentation/SwiftUI/FocusState#Inspecting-the-focus-state)

    ```swift
    ```swift
    ```swift
    var wrappedValue: Value
    ```
    ```

    The current state value.
    ```
    ```
    """

    private func extract(_ text: String) throws -> PageRecord {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-fences-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("documentation/swiftui/focusstate.md")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return try XCTUnwrap(PageExtractor.extract(InputFile(path: url.path, relativePath: "documentation/swiftui/focusstate.md")).pages.first)
    }

    func testEachRunOfFenceLinesIsOneFenceAndTheCodeKeepsItsLines() throws {
        let record = try extract(page)
        XCTAssertEqual(record.declaration?.text, "@frozen @propertyWrapper\nstruct FocusState<Value> where Value : Hashable",
                       "the link around a type in the declaration is its code")
        XCTAssertEqual(record.declaration?.lines.start, 17)
        XCTAssertEqual(record.examples.map(\.id), ["example-1"], "the Topics entry's listing is no example")
        let example = try XCTUnwrap(record.examples.first)
        XCTAssertEqual(example.code.split(separator: "\n").first, "struct LoginForm {")
        XCTAssertTrue(example.code.contains("@FocusState private var focusedField: Bool"), "closers inside unbalanced code are noise")
        XCTAssertTrue(example.code.hasSuffix("}"), example.code)
        XCTAssertTrue(record.claims.contains { $0.text.hasPrefix("To allow for cases where focus is completely absent") },
                      "the prose after the listing is prose again")
        XCTAssertTrue(record.diagnostics.contains { $0.id == "docgen.extract.fences-repaired" })
        XCTAssertTrue(record.diagnostics.contains { $0.id == "docgen.extract.topic-listing" && $0.line == 53 })
    }

    /// The real page (`broken-fences/focusstate.md`): every field the page holds is found.
    func testTheRealPageReadsItsDeclarationFiveListingsAndItsProse() throws {
        let url = TestPaths.fixtures.appendingPathComponent("broken-fences/focusstate.md")
        let record = try XCTUnwrap(PageExtractor.extract(InputFile(path: url.path, relativePath: "documentation/swiftui/focusstate.md")).pages.first)
        XCTAssertEqual(record.symbol.name, "FocusState")
        XCTAssertEqual(record.declaration?.text, "@frozen @propertyWrapper\nstruct FocusState<Value> where Value : Hashable")
        XCTAssertEqual(record.availability.count, 7)
        XCTAssertEqual(record.examples.map { $0.code.split(separator: "\n").first.map(String.init) ?? "" },
                       ["struct LoginForm {", "struct ContentView: View {", "struct ContentView: View {",
                        "struct ContentView: View {", "struct ContentView: View {"])
        XCTAssertTrue(record.examples.allSatisfy(\.parsesCleanly))
        XCTAssertTrue(record.claims.contains { $0.text.hasPrefix("If the user moves focus to either field") })
        XCTAssertFalse(record.claims.contains { $0.text.contains("```") })
    }

    func testWellFormedMarkdownIsLeftAsItIs() {
        // Two listings back to back (a closer then an opener) are well formed: no run of three.
        let lines: [Substring] = ["```swift", "let a = 1", "```", "```swift", "let b = 2", "```", "", "Prose."]
        XCTAssertNil(BrokenFenceRepair.repaired(lines))
        // Counter-case: three fence lines with only blank lines between them trigger the repair.
        XCTAssertNotNil(BrokenFenceRepair.repaired(["```swift", "", "```swift", "```swift", "let a = 1", "```"]))
    }

    func testBracketsInsideStringsDoNotCount() {
        XCTAssertEqual(BrokenFenceRepair.bracketBalance("struct LoginForm {"), 1)
        XCTAssertEqual(BrokenFenceRepair.bracketBalance(#"Text("{ not a brace")"#), 0)
        XCTAssertEqual(BrokenFenceRepair.bracketBalance("}"), -1)
    }

    func testAListingUnderTheOverviewStaysAnExample() throws {
        // Counter-case to the Topics rule: the same listing in the Overview is an example.
        let record = try extract("""
        # FocusState

        A property wrapper type.

        ## Overview

        ```swift
        var wrappedValue: Bool
        ```
        """)
        XCTAssertEqual(record.examples.count, 1)
        XCTAssertFalse(record.diagnostics.contains { $0.id == "docgen.extract.topic-listing" })
    }

    func testALinkLabelWrittenAsOneCodeSpanIsItsCode() {
        XCTAssertEqual(DeclarationTextCleaner.clean("where Value : [`Hashable`](/documentation/Swift/Hashable)"), "where Value : Hashable")
        // Counter-case: a label with more than one code span keeps its backticks.
        XCTAssertEqual(DeclarationTextCleaner.clean("[`A` and `B`](/documentation/x)"), "`A` and `B`")
    }
}
