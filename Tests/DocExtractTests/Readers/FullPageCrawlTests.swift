@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// Full-page crawls of modifier pages (tuliopc23/flying-dutchman-app `Apple-Docs-Flattened/`,
/// provenance in `Fixtures/DUMP-STYLES.md`): the short breadcrumb the crawler nests under the
/// full one is indented into code, and must be read as navigation — not as an example, and not
/// in place of the declaration, whose type tokens are markdown links.
final class FullPageCrawlTests: XCTestCase {
    private func page(_ name: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent("full-page/\(name)"))
    }

    private func availability(_ record: PageRecord) -> [String] {
        record.availability.map { $0.platform + " " + ($0.introduced ?? "-") }
    }

    private func firstLines(_ record: PageRecord) -> [String] {
        record.examples.map { String($0.code.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }
    }

    func testModifierPageReadsSymbolAvailabilityParameterAndReturnValue() throws {
        let record = try page("SwiftUI-focused(_:).md")
        XCTAssertEqual(record.symbol.name, "focused(_:)")
        XCTAssertEqual(record.symbol.kind, .instanceMethod)
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "View"])
        XCTAssertEqual(record.summary.en?.text, "Modifies this view by binding its focus state to the given Boolean state value.")
        XCTAssertEqual(availability(record), ["iOS 15.0", "iPadOS 15.0", "Mac Catalyst 15.0", "macOS 12.0", "tvOS 15.0", "visionOS 1.0", "watchOS 8.0"])
        XCTAssertEqual(record.parameters.map(\.name), ["condition"])
        XCTAssertEqual(record.parameters.first?.description.en?.text.hasPrefix("The focus state to bind."), true)
        XCTAssertEqual(record.returnValue.en?.text, "The modified view.")
    }

    func testDeclarationWhoseTokensAreLinksIsReadAsTheDeclaration() throws {
        let record = try page("SwiftUI-focused(_:).md")
        XCTAssertEqual(record.declaration?.text, "nonisolated\nfunc focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertEqual(record.declaration?.parsesCleanly, true)
        XCTAssertEqual(record.declaration?.lines, LineRange(start: 132, end: 133))
        XCTAssertFalse(firstLines(record).contains("nonisolated"), "the declaration is not an example")
    }

    func testNestedBreadcrumbIndentedIntoCodeIsNavigationNotAnExample() throws {
        let record = try page("SwiftUI-focused(_:).md")
        XCTAssertFalse(record.examples.contains { $0.code.contains("](https://developer.apple.com") })
        XCTAssertFalse(record.sections.contains { $0.blocks.en?.contains { $0.text.contains("[ View ]") } ?? false })
    }

    func testRealCodeListingStaysAnExample() throws {
        let record = try page("SwiftUI-focused(_:).md")
        XCTAssertEqual(firstLines(record), ["@State private var username: String = \"\""])
        XCTAssertEqual(record.examples.first?.lines.en, LineRange(start: 148, end: 168))
    }

    func testMultiLineLinkedDeclarationTwoParametersAndThreeExamples() throws {
        let record = try page("SwiftUI-onsubmit(of:_:).md")
        XCTAssertEqual(record.symbol.name, "onSubmit(of:_:)")
        XCTAssertEqual(record.symbol.kind, .instanceMethod)
        XCTAssertEqual(record.declaration?.text,
                       "nonisolated\nfunc onSubmit(\n    of triggers: SubmitTriggers = .text,\n    _ action: @escaping () -> Void\n) -> some View")
        XCTAssertEqual(record.declaration?.parsesCleanly, true)
        XCTAssertEqual(record.summary.en?.text, "Adds an action to perform when the user submits a value to this view.")
        XCTAssertEqual(availability(record).count, 7)
        XCTAssertEqual(record.parameters.map(\.name), ["triggers", "action"])
        XCTAssertEqual(record.parameters.last?.description.en?.text, "The action to perform on submission of a value.")
        XCTAssertNil(record.returnValue.en, "the page has no Return Value section")
        XCTAssertEqual(firstLines(record), ["TextField(\"Username\", text: $username)", "Form {", "@StateObject private var viewModel = ViewModel()"])
    }

    func testPageWithoutParametersReadsGenericDeclarationWithLinkedWhereClause() throws {
        let record = try page("SwiftUI-focusedvalue(_:).md")
        XCTAssertEqual(record.symbol.name, "focusedValue(_:)")
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "View"])
        XCTAssertEqual(record.declaration?.text,
                       "nonisolated\nfunc focusedValue<T>(_ object: T?) -> some View where T : AnyObject, T : Observable")
        XCTAssertEqual(record.declaration?.parsesCleanly, true)
        XCTAssertEqual(availability(record), ["iOS 17.0", "iPadOS 17.0", "Mac Catalyst 17.0", "macOS 14.0", "tvOS 17.0", "visionOS 1.0", "watchOS 10.0"])
        XCTAssertTrue(record.parameters.isEmpty)
        XCTAssertTrue(record.examples.isEmpty)
    }

    func testBreadcrumbEntriesReadNestedLinesWithoutBulletsAndLinks() {
        XCTAssertEqual(BreadcrumbEntries.entry("  * [ View ](https://developer.apple.com/documentation/swiftui/view)"), "View")
        XCTAssertEqual(BreadcrumbEntries.entry("*     * FocusState "), "FocusState")
    }

    func testNestedShortBreadcrumbOfSeveralEntriesEndsWithTheTitle() throws {
        // Two levels above the page: the nested list holds the middle entry and the page itself.
        let markdown = """
              * [ SwiftUI ](https://developer.apple.com/documentation/swiftui)
              * [ Font ](https://developer.apple.com/documentation/swiftui/font)
              * [ Font.TextStyle.headline ](https://developer.apple.com/documentation/swiftui/font/textstyle/headline)
              *     * [ Font ](https://developer.apple.com/documentation/swiftui/font)
                * [ Font.TextStyle ](https://developer.apple.com/documentation/swiftui/font/textstyle)
                * Font.TextStyle.headline


            Case
            # Font.TextStyle.headline
            A font with the headline text style.
            """
        let record = try page(markdown: markdown)
        XCTAssertEqual(record.symbol.kind, .case)
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "Font"])
        XCTAssertTrue(record.examples.isEmpty)
    }

    private func page(markdown: String) throws -> PageRecord {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("full-page-\(UUID().uuidString).md")
        try Data(markdown.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try TestPaths.page(url)
    }

    func testListBeforeTheTitleNotEndingWithItIsNotABreadcrumb() throws {
        // A header list whose nested code does not end with the page's title stays content: its
        // code is a listing, not navigation.
        let markdown = """
            - [Setup](https://example.com/setup)
            -     let focus = FocusState<Bool>()

            # focused(_:)

            Modifies this view.
            """
        let record = try page(markdown: markdown)
        XCTAssertEqual(record.examples.map(\.code), ["let focus = FocusState<Bool>()"])
    }
}
