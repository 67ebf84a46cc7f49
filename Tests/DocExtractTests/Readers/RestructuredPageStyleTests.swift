import DocModel
import Foundation
import XCTest
@testable import DocExtract

/// Dump styles that move a page's parts around (fixtures from fresh set 7, provenance in
/// `Fixtures/DUMP-STYLES.md`): the abstract under a heading of its own, availability as a table,
/// Hugo's TOML front matter and `{#anchor}` headings, a source line quoted above the title, and a
/// member page known only by its URL. Each with a counter-case.
final class RestructuredPageStyleTests: XCTestCase {
    private func fixture(_ path: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent(path))
    }

    private func read(_ markdown: String) throws -> PageRecord {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restructured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("page.md")
        try markdown.write(to: file, atomically: true, encoding: .utf8)
        return try TestPaths.page(file)
    }

    func testAnAbstractHeadingAfterTheDeclarationHoldsTheSummary() throws {
        let page = try fixture("captured-category/focusstate.md")
        XCTAssertEqual(page.summary.en?.text, "A property wrapper type that can read and write a value that SwiftUI updates "
            + "as the placement of focus within the scene changes.")
        let overview = try XCTUnwrap(page.sections.first { $0.kind == .overview })
        XCTAssertTrue(overview.blocks[.en]?.first?.text.hasPrefix("Use this property wrapper in conjunction with") == true,
                      "the Overview's first paragraph stays the Overview's")
        let conformance = try XCTUnwrap(page.sections.first { $0.heading.en?.text == "Conformance" })
        XCTAssertEqual(conformance.kind, .conformsTo, "`## Conformance` is the Conforms To section")
        XCTAssertFalse(page.claims.contains { $0.text.contains("DynamicProperty") },
                       "a conformance line is not a claim")
        XCTAssertEqual(page.availability.map { "\($0.platform) \($0.introduced ?? "-")" },
                       ["iOS 15.0", "iPadOS 15.0", "Mac Catalyst 15.0", "macOS 12.0", "tvOS 15.0", "visionOS 1.0", "watchOS 8.0"])
    }

    func testALabelledRelationshipLineIsTheRelationshipAndNoClaim() throws {
        let page = try fixture("captured-category/accessibilityfocusstate.md")
        let conformances = page.relationships.first { $0.kind == .conformsTo }
        XCTAssertEqual(conformances?.targets.map(\.name), ["DynamicProperty", "Sendable", "SendableMetatype"])
        XCTAssertFalse(page.claims.contains { $0.text.contains("Conforms To") || $0.text.contains("DynamicProperty") })
        let listed = try read("""
        # Thing

        Does a thing.

        ## Relationships

        - **Inherited By**: [Gesture](gesture.md), [Other](other.md)
        """)
        XCTAssertEqual(listed.relationships.first { $0.kind == .inheritedBy }?.targets.map(\.name), ["Gesture", "Other"])
        XCTAssertEqual(listed.relationships.first { $0.kind == .inheritedBy }?.targets.first?.target, "gesture.md")
    }

    func testABoldLabelThatNamesNoRelationshipStaysProse() throws {
        let page = try read("""
        # Thing

        Does a thing.

        ## Discussion

        **Important**: When focus moves to the view, the binding sets the bound value to `true`.
        """)
        XCTAssertTrue(page.relationships.allSatisfy { $0.kind != .conformsTo && $0.kind != .inheritedBy })
        XCTAssertTrue(page.claims.contains { $0.text.contains("the binding sets the bound value") })
    }

    func testAnAbstractHeadingBeforeTheDeclarationAndAnAvailabilityTableAreRead() throws {
        let page = try fixture("captured-category/focused(_:equals:).md")
        XCTAssertEqual(page.summary.en?.text, "Modifies this view by binding its focus state to the given state value.")
        XCTAssertEqual(page.availability.map { "\($0.platform) \($0.introduced ?? "-")" },
                       ["iOS 15.0", "iPadOS 15.0", "Mac Catalyst 15.0", "macOS 12.0", "tvOS 15.0", "visionOS 1.0", "watchOS 8.0"],
                       "one platform per row; the header row names none")
        XCTAssertEqual(page.parameters.map(\.name), ["binding", "value"])
        XCTAssertEqual(page.returnValue.en?.text, "The modified view.")
        XCTAssertEqual(page.symbol.kind, .instanceMethod,
                       "no breadcrumb, but its URL nests it in View (the front matter's `kind: article` is wrong)")
    }

    func testAFreeFunctionsURLDoesNotMakeItAMember() throws {
        let page = try read("""
        ---
        url: https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
        ---

        # withAnimation(_:_:)

        Returns the result of recomputing the view's body with the provided animation.

        ## Declaration

        ```swift
        func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result
        ```
        """)
        XCTAssertEqual(page.symbol.kind, .function)
    }

    func testATableUnderAvailabilityWithoutPlatformsStaysASection() throws {
        let page = try read("""
        # thing

        Does a thing.

        ## Availability

        | Status | Since |
        |---|---|
        | stable | always |
        """)
        XCTAssertEqual(page.availability, [])
        XCTAssertTrue(page.sections.contains { $0.blocks[.en]?.contains { $0.text.contains("stable") } == true })
    }

    func testAParagraphUnderAnOrdinaryHeadingIsNotTheSummary() throws {
        let page = try read("""
        # thing

        ## Discussion

        Discussion text.
        """)
        XCTAssertNil(page.summary.en, "only a summary heading (`Abstract`, `Summary`, `摘要`) holds the summary")
    }

    func testHugoTOMLFrontMatterAnchoredHeadingsAndAQuotedSourceLine() throws {
        let page = try fixture("hugo-toml/focus.md")
        XCTAssertEqual(page.metadata["weight"], "5", "TOML `key = value` lines are the page's metadata")
        XCTAssertEqual(page.symbol.title.zhHans, "5 焦点")
        XCTAssertEqual(page.summary.zhHans?.text, "识别并控制哪个可见对象响应用户交互。",
                       "the source line quoted above the title gives way to the paragraph under it")
        XCTAssertEqual(page.sections.first?.heading.zhHans?.text, "概述", "`{#Overview}` is the heading's anchor, not its text")
        XCTAssertEqual(page.sections.first?.kind, .overview)
    }

    func testAQuoteUnderTheTitleIsStillTheSummary() throws {
        let page = try read("""
        # thing

        > Does a thing.

        More text.
        """)
        XCTAssertEqual(page.summary.en?.text, "Does a thing.")
    }

    func testOnlyAnAttributeBlockIsTakenOffAHeading() {
        XCTAssertEqual(MarkdownBlockReader.withoutHeadingAttributes("Overview {#Overview}"), "Overview")
        XCTAssertEqual(MarkdownBlockReader.withoutHeadingAttributes("Topics {.unnumbered #topics}"), "Topics")
        XCTAssertEqual(MarkdownBlockReader.withoutHeadingAttributes("Closures {in braces}"), "Closures {in braces}")
        XCTAssertEqual(MarkdownBlockReader.withoutHeadingAttributes("{#only}"), "{#only}")
    }

    func testAnUnclosedTOMLBlockIsNamedAsTOML() throws {
        let page = try read("+++\ntitle = \"t\"\n# Heading\n\nText.\n")
        let note = try XCTUnwrap(page.diagnostics.first { $0.id == "docgen.extract.front-matter-unterminated" })
        XCTAssertTrue(note.message.contains("TOML") && note.message.contains("'+++'"), note.message)
        XCTAssertEqual(page.metadata["title"], "t")
    }
}
