import DocExtract
import DocModel
import XCTest

/// In every dump style, the first Swift block under the title and availability (or under a
/// Declaration / 声明 heading) is the page's declaration, whatever its fence label, and never an
/// example.
final class DeclarationBlockTests: XCTestCase {
    private func fixture(_ path: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent(path))
    }

    private func assertDeclaration(_ page: PageRecord, _ expected: String, line: Int? = nil,
                                   file: StaticString = #filePath, testLine: UInt = #line) throws {
        let declaration = try XCTUnwrap(page.declaration, "\(page.source.path): no declaration", file: file, line: testLine)
        XCTAssertEqual(declaration.text.trimmingCharacters(in: .whitespacesAndNewlines), expected, file: file, line: testLine)
        if let line { XCTAssertEqual(declaration.lines.start, line, file: file, line: testLine) }
        XCTAssertTrue(declaration.parsesCleanly, file: file, line: testLine)
        for example in page.examples {
            XCTAssertNotEqual(example.code.trimmingCharacters(in: .whitespacesAndNewlines), expected,
                              "\(example.id) is the declaration block", file: file, line: testLine)
        }
    }

    func testRenderedPageSourceFenceAfterBreadcrumbRoleAndRunTogetherAvailabilityIsTheDeclaration() throws {
        let page = try fixture("markdown/rendered-page-source-fence.md")
        try assertDeclaration(page, "nonisolated func focusScope(_ namespace: Namespace.ID) -> some View", line: 13)
        XCTAssertEqual(page.symbol.parentPath, ["SwiftUI", "View"], "the breadcrumb list is the navigation, not a section")
        XCTAssertEqual(page.symbol.kind, .instanceMethod, "a plain `Instance Method` line is the role")
        XCTAssertEqual(page.symbol.title.en, "focusScope(_:)", "escaped underscores")
        XCTAssertEqual(page.availability.map(\.platform), ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(page.availability.first?.introduced, "17.0")
        XCTAssertEqual(page.summary.en?.text, "Creates a focus scope that SwiftUI uses to limit default focus preferences.")
        XCTAssertEqual(page.examples.map(\.id), ["example-1"], "only the Discussion listing is an example")
        XCTAssertTrue(page.examples[0].code.hasPrefix("struct Sidebar: View {"), "a later ```source fence is an example")
    }

    func testListMetadataHeaderKeepsTheFirstSwiftBlockAsTheDeclaration() throws {
        let page = try fixture("markdown/list-metadata.md")
        try assertDeclaration(page, "nonisolated func focusSection() -> some View", line: 12)
        XCTAssertEqual(page.symbol.kind, .instanceMethod)
        XCTAssertEqual(page.availability.map(\.platform), ["iOS", "macOS", "tvOS"])
        XCTAssertEqual(page.examples.count, 1)
        XCTAssertFalse(page.sections.contains { $0.kind == .overview && $0.heading.en == nil && $0.blocks.en?.contains { $0.text.contains("Instance Method") } == true },
                       "metadata items are not an overview section")
    }

    func testScrapedDeclarationLineAfterTheSummaryIsTheDeclaration() throws {
        let page = try fixture("scraped/declaration-line.txt")
        XCTAssertEqual(page.source.format, .scrapedText)
        try assertDeclaration(page, "nonisolated func focusScope(_ namespace: Namespace.ID) -> some View", line: 9)
        XCTAssertEqual(page.examples.map(\.label), ["FocusScopeDemo.swift"])
        XCTAssertFalse(page.sections.flatMap { $0.blocks.en ?? [] }.contains { $0.text.hasPrefix("nonisolated func") },
                       "the declaration line is not prose")
    }

    func testSosumiSwiftFenceUnderTheSummaryIsTheDeclaration() throws {
        let page = try TestPaths.page(try TestPaths.seed("000"))
        try assertDeclaration(page, "@propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable")
    }

    func testCrawlBlockUnderTheChineseDeclarationHeadingIsTheDeclaration() throws {
        let page = try TestPaths.page(try TestPaths.seed("004"))
        try assertDeclaration(page, "nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View")
    }

    func testDocCHTMLDeclarationSectionIsTheDeclaration() throws {
        let page = try fixture("html/docc-focused.html")
        try assertDeclaration(page, "nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertFalse(page.examples.isEmpty, "the page's listings are still examples")
    }
}
