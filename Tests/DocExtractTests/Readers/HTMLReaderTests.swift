import DocExtract
import DocModel
import XCTest

/// One test per HTML shape docgen reads: DocC-rendered, plain (cmark output), plain with `dl`,
/// and a Latin-1 page that declares its charset.
final class HTMLReaderTests: XCTestCase {
    private func fixture(_ name: String) throws -> PageRecord {
        try TestPaths.page(TestPaths.fixtures.appendingPathComponent("html/\(name)"))
    }

    func testDocCPageYieldsHeroDeclarationParametersAndTopics() throws {
        let page = try fixture("docc-focused.html")
        XCTAssertEqual(page.id, "swiftui/view/focused(_:)")
        XCTAssertEqual(page.symbol.name, "focused(_:)", "<wbr> inside the title must not split it")
        XCTAssertEqual(page.symbol.kind, .instanceMethod)
        XCTAssertEqual(page.availability.map(\.platform), ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS", "watchOS"])
        XCTAssertEqual(page.availability.first?.introduced, "15.0")
        XCTAssertEqual(page.summary.en?.text, "Modifies this view by binding its focus state to the given Boolean state value.")
        XCTAssertEqual(page.declaration?.text, "nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertEqual(page.parameters.map(\.name), ["condition"])
        XCTAssertTrue(page.parameters.first?.description.en?.text.hasPrefix("The focus state to bind.") ?? false)
        XCTAssertEqual(page.returnValue.en?.text, "The modified view.")
        XCTAssertEqual(page.examples.count, 1)
        XCTAssertEqual(page.examples.first?.code.split(separator: "\n").count, 19)
        XCTAssertTrue(page.examples.first?.code.contains("usernameFieldIsFocused = true") ?? false)
        let group = try XCTUnwrap(page.relationships.first { $0.kind == .topicGroup })
        XCTAssertEqual(group.title.en, "Managing focus state")
        XCTAssertEqual(group.targets.map(\.name), ["focused(_:equals:)", "isFocused", "FocusState"])
        XCTAssertFalse(page.sections.flatMap { $0.blocks.en ?? [] }.contains { $0.text.contains("analytics") || $0.text.contains("Copyright") },
                       "script and footer are chrome")
    }

    func testPlainHTMLFromCmarkKeepsSectionsAndLinks() throws {
        let page = try fixture("plain-focused-equals.html")
        XCTAssertEqual(page.symbol.name, "focused(_:equals:)")
        XCTAssertEqual(page.symbol.kind, .instanceMethod)
        XCTAssertEqual(page.parameters.map(\.name), ["binding", "value"])
        XCTAssertTrue(page.declaration?.text.hasPrefix("nonisolated func focused<Value>(") ?? false, "entities decoded in the declaration")
        XCTAssertEqual(page.examples.first?.code.split(separator: "\n").first, "struct LoginForm {")
        XCTAssertEqual(page.relationships.first { $0.kind == .topicGroup }?.targets.count, 9)
    }

    func testPlainHTMLDefinitionListBecomesParameters() throws {
        let page = try fixture("plain-onsubmit-dl.html")
        XCTAssertEqual(page.parameters.map(\.name), ["triggers", "action"])
        XCTAssertEqual(page.parameters.last?.description.en?.text, "The action to perform on submission of a value.")
        XCTAssertEqual(page.sections.first { $0.kind == .discussion }?.blocks.en?.map(\.kind), [.paragraph, .heading, .paragraph, .listItem, .listItem])
        XCTAssertEqual(page.examples.count, 1)
    }

    func testLatin1PageHonoursMetaCharsetAndDecodesEntities() throws {
        let page = try fixture("latin1-meta-charset.html")
        XCTAssertEqual(page.source.encoding, "windows-1252")
        XCTAssertEqual(page.symbol.name, "Café focus notes")
        XCTAssertEqual(page.summary.en?.text, "Focus moves to the menü field—always & immediately.")
        XCTAssertTrue(page.examples.first?.code.contains("Menü") ?? false)
        XCTAssertTrue(page.diagnostics.contains { $0.id == "docgen.extract.charset-declared" })
    }
}
