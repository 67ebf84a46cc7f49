import DocExtract
import DocModel
import Foundation
import XCTest

/// The fields issue 15 measured, read from real samples of each dump style
/// (provenance in `Fixtures/DUMP-STYLES.md`): availability per platform, declaration,
/// parameters, return value, examples — asserted directly, not only through the goldens.
final class DumpStyleTests: XCTestCase {
    private func page(_ path: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent(path))
    }

    private func availability(_ record: PageRecord) -> [String] { availability(record.availability) }

    private func availability(_ entries: [Availability]) -> [String] {
        entries.map { entry in
            var text = entry.platform + " " + (entry.introduced ?? "-")
            if let deprecated = entry.deprecated { text += " deprecated " + (deprecated.isEmpty ? "?" : deprecated) }
            if entry.beta { text += " beta" }
            return text
        }
    }

    // MARK: Rendered-page markdown

    func testRenderedPageReadsHeaderAvailabilityParametersAndReturnValue() throws {
        let record = try page("rendered-page/swiftui-view-focusscope(_:).md")
        XCTAssertEqual(record.symbol.name, "focusScope(_:)")
        XCTAssertEqual(record.symbol.kind, .instanceMethod)
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "View"])
        XCTAssertEqual(availability(record), ["macOS 12.0", "tvOS 14.0", "watchOS 7.0"])
        XCTAssertEqual(record.declaration?.structure?.name, "focusScope")
        XCTAssertEqual(record.declaration?.parsesCleanly, true)
        XCTAssertEqual(record.summary.en?.text, "Creates a focus scope that SwiftUI uses to limit default focus preferences.")
        XCTAssertEqual(record.parameters.map(\.name), ["namespace"])
        XCTAssertEqual(record.parameters.first?.description.en?.text,
                       "A namespace identifier that SwiftUI can use to scope default focus preferences.")
        XCTAssertEqual(record.returnValue.en?.text, "A view that sets the namespace of descendants for default focus.")
        XCTAssertTrue(record.examples.isEmpty, "the `source` fence is the declaration, not an example")
    }

    func testRenderedPageReadsDeprecatedRangesAfterFrameworkNames() throws {
        let record = try page("rendered-page/realitykit-realityview-accessibility(activationpoint:)-7lbuy.md")
        XCTAssertEqual(availability(record), [
            "iOS 13.0 deprecated 18.4", "iPadOS 13.0 deprecated 18.4", "Mac Catalyst -", "macOS 10.15 deprecated 15.4",
            "tvOS 13.0", "visionOS 1.0 deprecated 2.4", "watchOS 6.0",
        ])
        XCTAssertEqual(record.symbol.parentPath, ["RealityKit", "RealityView"])
        XCTAssertEqual(record.declaration?.structure?.parameters.map(\.name), ["activationPoint"])
    }

    func testRenderedPageReadsTwoParametersAndAnUnlabelledExample() throws {
        let record = try page("rendered-page/managedappdistribution-managedcontentview-focusable(_:interactions:).md")
        XCTAssertEqual(availability(record), ["iOS 17.0", "iPadOS 17.0", "macOS 14.0", "tvOS 17.0", "watchOS 10.0"])
        XCTAssertEqual(record.parameters.map(\.name), ["isFocusable", "interactions"])
        XCTAssertEqual(record.returnValue.en?.text, "A view that sets whether its child is focusable.")
        XCTAssertEqual(record.examples.count, 1)
        XCTAssertEqual(record.examples.first?.language, "swift")
        XCTAssertEqual(record.examples.first?.code, "MyTapGestureView(...)\n    .focusable(interactions: .activate)")
    }

    func testRenderedPageBetaAndDeprecatedMarkersRunTogether() throws {
        // The markers the rendered style prints after a version, with no separator.
        let availability = self.availability(AvailabilityParser.parse("iOS 17.0+Beta iPadOS 13.0–17.0DeprecatedvisionOS 2.0+Beta"))
        XCTAssertEqual(availability, ["iOS 17.0 beta", "iPadOS 13.0 deprecated 17.0", "visionOS 2.0 beta"])
    }

    // MARK: List-metadata markdown

    func testListMetadataReadsFieldsAvailabilityListAndParameters() throws {
        let record = try page("list-metadata/focused-equals.md")
        XCTAssertEqual(record.id, "swiftui/view/focused(_:equals:)", "the 'View on Apple Developer' link is the origin")
        XCTAssertEqual(record.symbol.kind, .instanceMethod)
        XCTAssertEqual(record.symbol.kindText.en, "method")
        XCTAssertEqual(record.metadata["framework"], "SwiftUI")
        XCTAssertEqual(availability(record), ["iOS 15.0", "iPadOS 15.0", "Mac Catalyst 15.0", "macOS 12.0", "tvOS 15.0", "visionOS 1.0", "watchOS 8.0"])
        XCTAssertEqual(record.summary.en?.text, "Modifies this view by binding its focus state to the given state value.")
        XCTAssertEqual(record.parameters.map(\.name), ["binding", "value"])
        XCTAssertEqual(record.returnValue.en?.text, "The modified view.")
        XCTAssertEqual(record.examples.count, 1)
        XCTAssertEqual(record.examples.first?.shape, .declarations)
        XCTAssertTrue(record.relationships.contains { $0.kind == .mentions && $0.targets.contains { $0.name == "TextField" } })
        XCTAssertFalse(record.sections.contains { $0.blocks.en?.contains { $0.text.contains("View on Apple Developer") } ?? false })
    }

    // MARK: Full-page crawl markdown

    func testFullPageCrawlSkipsSiteChromeAndReadsThePage() throws {
        let record = try page("full-page/SwiftUI-FocusState.md")
        XCTAssertEqual(record.source.originURL, "https://developer.apple.com/documentation/SwiftUI/FocusState")
        XCTAssertEqual(record.symbol.name, "FocusState")
        XCTAssertEqual(record.symbol.kind, .structure)
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI"])
        XCTAssertEqual(availability(record), ["iOS 15.0", "iPadOS 15.0", "Mac Catalyst 15.0", "macOS 12.0", "tvOS 15.0", "visionOS 1.0", "watchOS 8.0"],
                       "the footer's Platforms menu is chrome, not availability")
        XCTAssertEqual(record.declaration?.text, "@frozen @propertyWrapper\nstruct FocusState<Value> where Value : Hashable")
        XCTAssertEqual(record.declaration?.parsesCleanly, true)
        XCTAssertEqual(record.summary.en?.line, 64)
        XCTAssertEqual(record.examples.count, 1)
        XCTAssertEqual(record.diagnostics.filter { $0.id == "docgen.extract.site-chrome-removed" }.map(\.line), [2, 135])
    }

    // MARK: Front-matter vault markdown (issue 28, second fresh set)

    func testVaultPageReadsItsQuotedBreadcrumbTaggedHeaderAndFrontMatterVersions() throws {
        let record = try page("vault/focused(__).md")
        XCTAssertEqual(record.symbol.name, "focused(_:)")
        XCTAssertEqual(record.symbol.parentPath, ["SwiftUI", "View"], "the breadcrumb without the site's root")
        XCTAssertEqual(record.summary.en?.text, "Modifies this view by binding its focus state to the given Boolean state value.",
                       "the quoted `> Navigation:` breadcrumb is not the summary")
        XCTAssertEqual(availability(record), ["iOS 15.0", "iPadOS 15.0", "Mac Catalyst 15.0", "macOS 12.0", "tvOS 15.0", "visionOS 1.0", "watchOS 8.0"],
                       "the body's `<sub>iOS, …</sub>` names the platforms, the front matter's `platforms:` their versions")
        XCTAssertEqual(record.declaration?.text, "nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertEqual(record.parameters.map(\.name), ["condition"])
        XCTAssertEqual(record.returnValue.en?.text, "The modified view.")
        XCTAssertEqual(record.examples.first?.code.split(separator: "\n").first, "@State private var username: String = \"\"")
    }

    func testAPlatformListOutsideTheHeaderAndAQuoteThatIsNoBreadcrumbKeepTheirMeaning() throws {
        // Counter-cases: after the header, a paragraph naming platforms is text; a first quote is the summary.
        let text = """
        ---
        title: 'focusSection()'
        platforms: [macOS 13.0+, tvOS 15.0+]
        ---

        # focusSection()

        > Indicates that the view's frame should guide focus movement.

        ```swift
        func focusSection() -> some View
        ```

        ## Discussion

        iOS, macOS
        """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vault-counter-\(UUID().uuidString).md")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let record = try TestPaths.page(url)
        XCTAssertEqual(record.summary.en?.text, "Indicates that the view's frame should guide focus movement.")
        XCTAssertEqual(availability(record), ["macOS 13.0", "tvOS 15.0"], "from the front matter; the Discussion's line adds nothing")
        XCTAssertEqual(record.sections.first { $0.kind == .discussion }?.blocks.en?.first?.text, "iOS, macOS")
    }

    // MARK: Plain markdown from DocC JSON (issue 28, third fresh set)

    func testTopicGroupUnderOverviewIsATopicsSectionNotClaims() throws {
        let record = try page("docc-plain-md/swiftui_submitlabel.md")
        XCTAssertEqual(record.symbol.name, "SubmitLabel")
        XCTAssertEqual(record.declaration?.text, "struct SubmitLabel")
        XCTAssertEqual(record.summary.en?.text, "A semantic label describing the label of submission within a view hierarchy.")
        let overview = try XCTUnwrap(record.sections.first { $0.kind == .overview })
        XCTAssertEqual(overview.blocks.en?.map(\.kind), [.paragraph], "the sub-heading and its link list left the Overview")
        let topics = try XCTUnwrap(record.sections.first { $0.kind == .topics })
        XCTAssertEqual(topics.heading.en?.text, "Getting submission labels")
        XCTAssertEqual(topics.blocks.en?.count, 9)
        XCTAssertFalse(record.claims.contains { $0.text.contains("Defines a submit label") }, "the entries describe other pages")
        XCTAssertEqual(record.claims.map(\.text), ["A semantic label describing the label of submission within a view hierarchy."])
    }

    func testASubHeadingWithProseOrPlainListsStaysInItsSection() throws {
        // Counter-cases: a list that mixes a documentation link with plain items, and a list of
        // links to web pages outside the documentation, are the page's own text.
        let text = """
        # SubmitLabel

        A semantic label.

        ## Overview

        Intro.

        ### Choosing a label

        - [continue](/documentation/swiftui/submitlabel/continue): Defines a label.
        - Use a label that matches the action, because people read it before they submit.

        ### Further reading

        - [Human Interface Guidelines](https://developer.apple.com/design/human-interface-guidelines/): Use labels people expect.
        """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("topic-group-counter-\(UUID().uuidString).md")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let record = try TestPaths.page(url)
        XCTAssertNil(record.sections.first { $0.kind == .topics })
        let overview = try XCTUnwrap(record.sections.first { $0.kind == .overview })
        XCTAssertEqual(overview.blocks.en?.filter { $0.kind == .listItem }.count, 3)
    }

    // MARK: DocC-rendered HTML

    func testDocCHTMLReadsBadgesDeclarationAndParameters() throws {
        let record = try page("html/docc-focused.html")
        XCTAssertEqual(availability(record).count, 7)
        XCTAssertEqual(availability(record).first, "iOS 15.0")
        XCTAssertEqual(record.declaration?.structure?.parameters.map(\.name), ["condition"])
        XCTAssertFalse(record.examples.isEmpty)
    }

    func testNewerDocCStaticHTMLReadsEyebrowWrappedTitleIndentedTokensAndParameters() throws {
        let record = try page("html/docc-static-noscript-focused.html")
        XCTAssertEqual(record.symbol.name, "focused(_:)", "whitespace after <wbr> is line wrapping")
        XCTAssertEqual(record.symbol.kind, .instanceMethod, "the eyebrow inside <header> is the role")
        XCTAssertEqual(record.declaration?.text, "func focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertEqual(record.parameters.map(\.name), ["condition"])
        XCTAssertEqual(record.returnValue.en?.text, "The modified view.")
        XCTAssertTrue(record.availability.isEmpty, "this renderer writes no availability")
    }

    func testDocCHTMLWithParallelJapaneseSpansKeepsJapaneseAsALanguageOfTheRecord() throws {
        let record = try page("html/docc-parallel-japanese-focused.html")
        XCTAssertEqual(record.source.languages, [.en, .ja])
        XCTAssertEqual(record.summary.en?.text, "Modifies this view by binding its focus state to the given Boolean state value.")
        XCTAssertEqual(record.summary.ja?.text, "このビューのフォーカス状態を、指定したブール値の状態にバインドして変更します。")
        XCTAssertEqual(record.parameters.first?.description.en?.text.contains("バインド"), false, "Japanese is not run into the English")
        XCTAssertEqual(record.parameters.first?.description.ja?.text.hasPrefix("バインドするフォーカス状態。"), true)
        XCTAssertEqual(record.sections.first { $0.kind == .discussion }?.heading.ja?.text, "解説")
        XCTAssertEqual(availability(record), ["iOS 15.0", "macOS 12.0", "tvOS 15.0"])
        XCTAssertEqual(record.examples.count, 1, "the listing without lang belongs to both sides and aligns")
        XCTAssertTrue(record.claims.allSatisfy { $0.language == .en }, "Japanese is not read for claims")
        XCTAssertFalse(record.diagnostics.contains { $0.id == "docgen.extract.bilingual-drift" })
    }
}
