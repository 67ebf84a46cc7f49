import DocExtract
import DocModel
import Foundation
import XCTest

/// One small hand-made DocC RenderNode per feature the reader reads (field names from swift-docc's
/// `RenderNode.spec.json`), extracted as a `.json` file is.
final class RenderNodeReaderTests: XCTestCase {
    static let base = "doc://org.example.Kit/documentation/Kit/"

    /// A RenderNode with the required top-level fields and `fields` merged in.
    static func node(_ fields: [String: Any] = [:], metadata: [String: Any] = [:]) -> [String: Any] {
        var meta: [String: Any] = ["title": "focused(_:)", "roleHeading": "Instance Method", "role": "symbol", "symbolKind": "method"]
        meta.merge(metadata) { _, new in new }
        var node: [String: Any] = [
            "schemaVersion": ["major": 0, "minor": 3, "patch": 0],
            "identifier": ["url": base + "View/focused(_:)", "interfaceLanguage": "swift"],
            "kind": "symbol", "sections": [] as [Any], "hierarchy": ["paths": [[base.dropLast().description, base + "View"]]],
            "metadata": meta,
            "references": [
                String(base.dropLast()): ["type": "topic", "title": "Kit", "url": "/documentation/kit", "kind": "symbol", "role": "collection", "identifier": String(base.dropLast())],
                base + "View": ["type": "topic", "title": "View", "url": "/documentation/kit/view", "kind": "symbol", "identifier": base + "View"],
                base + "FocusState": ["type": "topic", "title": "FocusState", "url": "/documentation/kit/focusstate", "kind": "symbol", "identifier": base + "FocusState",
                                      "abstract": [["type": "text", "text": "A property wrapper."]]],
            ] as [String: Any],
        ]
        node.merge(fields) { _, new in new }
        return node
    }

    static func text(_ string: String) -> [String: Any] { ["type": "text", "text": string] }
    static func paragraph(_ inline: [String: Any]...) -> [String: Any] { ["type": "paragraph", "inlineContent": inline] }
    static func content(_ blocks: [String: Any]...) -> [String: Any] { ["kind": "content", "content": blocks] }

    static func extract(_ object: Any, name: String = "page.json") throws -> PageExtractor.Outcome {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return PageExtractor.extract(bytes: Array(data), relativePath: name)
    }

    static func page(_ object: Any, file: StaticString = #filePath, line: UInt = #line) throws -> PageRecord {
        let outcome = try extract(object)
        return try XCTUnwrap(outcome.page, "no page: \(outcome.diagnostics)", file: file, line: line)
    }

    func testTitleRoleAndIdentifierGiveSymbolKindParentAndId() throws {
        let page = try Self.page(Self.node())
        XCTAssertEqual(page.source.format, .doccRenderNode)
        XCTAssertEqual(page.symbol.name, "focused(_:)")
        XCTAssertEqual(page.symbol.kind, .instanceMethod)
        XCTAssertEqual(page.symbol.kindText.en, "Instance Method")
        XCTAssertEqual(page.symbol.parentPath, ["Kit", "View"])
        XCTAssertEqual(page.id, "kit/view/focused(_:)", "the doc:// identifier names the page")
        XCTAssertEqual(page.source.originURL, Self.base + "View/focused(_:)")
        XCTAssertFalse(page.diagnostics.contains { $0.id == "docgen.extract.origin-not-http" }, "a doc:// origin is expected of a RenderNode")
        XCTAssertEqual(page.metadata["docc-symbol-kind"], "method")
        XCTAssertEqual(page.metadata["docc-schema-version"], "0.3.0")
    }

    func testAppleBundleIdentifierBecomesTheDeveloperSiteOrigin() throws {
        var node = Self.node()
        node["identifier"] = ["url": "doc://com.apple.SwiftUI/documentation/SwiftUI/View/focused(_:)", "interfaceLanguage": "swift"]
        let page = try Self.page(node)
        XCTAssertEqual(page.source.originURL, "https://developer.apple.com/documentation/swiftui/view/focused(_:)")
        XCTAssertEqual(page.id, "swiftui/view/focused(_:)")
    }

    func testPlatformsGiveAvailabilityWithDeprecationAndBetaAndSkipUnavailable() throws {
        let page = try Self.page(Self.node(metadata: ["platforms": [
            ["name": "iOS", "introducedAt": "15.0", "deprecated": false, "beta": false],
            ["name": "macOS", "introducedAt": "12.0", "deprecatedAt": "14.0", "deprecated": true],
            ["name": "tvOS", "introducedAt": "15.0", "deprecated": true],
            ["name": "visionOS", "introducedAt": "26.0", "beta": true],
            ["name": "watchOS", "unavailable": true],
        ]]))
        XCTAssertEqual(page.availability, [
            Availability(platform: "iOS", introduced: "15.0"),
            Availability(platform: "macOS", introduced: "12.0", deprecated: "14.0"),
            Availability(platform: "tvOS", introduced: "15.0", deprecated: ""),
            Availability(platform: "visionOS", introduced: "26.0", beta: true),
        ])
    }

    func testDeclarationTokensAreJoinedAndParsed() throws {
        let tokens: [[String: Any]] = [
            ["kind": "keyword", "text": "func"], ["kind": "text", "text": " "], ["kind": "identifier", "text": "focused"],
            ["kind": "text", "text": "("], ["kind": "externalParam", "text": "_"], ["kind": "text", "text": " "],
            ["kind": "internalParam", "text": "condition"], ["kind": "text", "text": ": "],
            ["kind": "typeIdentifier", "text": "FocusState", "identifier": Self.base + "FocusState"],
            ["kind": "text", "text": "<"], ["kind": "typeIdentifier", "text": "Bool"], ["kind": "text", "text": ">."],
            ["kind": "typeIdentifier", "text": "Binding"], ["kind": "text", "text": ") -> "], ["kind": "keyword", "text": "some"],
            ["kind": "text", "text": " "], ["kind": "typeIdentifier", "text": "View"],
        ]
        let page = try Self.page(Self.node(["primaryContentSections": [
            ["kind": "declarations", "declarations": [["platforms": ["iOS"], "languages": ["swift"], "tokens": tokens]]],
        ]]))
        XCTAssertEqual(page.declaration?.text, "func focused(_ condition: FocusState<Bool>.Binding) -> some View")
        XCTAssertTrue(page.declaration?.parsesCleanly ?? false)
        XCTAssertEqual(page.declaration?.structure?.parameters.map(\.name), ["condition"])
    }

    func testParametersAndReturnValueSectionAreRead() throws {
        let page = try Self.page(Self.node(["primaryContentSections": [
            ["kind": "parameters", "parameters": [
                ["name": "condition", "content": [Self.paragraph(Self.text("The focus state to bind. When focus moves to the view, the binding sets the bound value to "),
                                                                 ["type": "codeVoice", "code": "true"], Self.text("."))]],
            ]],
            Self.content(["type": "heading", "level": 2, "text": "Return Value", "anchor": "return-value"], Self.paragraph(Self.text("The modified view."))),
        ]]))
        XCTAssertEqual(page.parameters.map(\.name), ["condition"])
        XCTAssertEqual(page.parameters.first?.description.en?.text,
                       "The focus state to bind. When focus moves to the view, the binding sets the bound value to `true`.")
        XCTAssertEqual(page.returnValue.en?.text, "The modified view.")
        XCTAssertEqual(page.sections.map(\.kind), [.parameters, .returnValue])
        XCTAssertTrue(page.claims.contains { $0.parameter == "condition" && $0.text.hasPrefix("When focus moves to the view") })
    }

    func testDiscussionParagraphsHeadingsAsidesAndListsBecomeBlocksAndClaims() throws {
        let page = try Self.page(Self.node(["abstract": [Self.text("Binds focus.")], "primaryContentSections": [Self.content(
            ["type": "heading", "level": 2, "text": "Discussion", "anchor": "discussion"],
            Self.paragraph(Self.text("When focus leaves the view, SwiftUI sets the value to "), ["type": "codeVoice", "code": "false"], Self.text(".")),
            ["type": "heading", "level": 3, "text": "Lists", "anchor": "lists"],
            ["type": "aside", "style": "important", "name": "Important", "content": [Self.paragraph(Self.text("Focus moves in the next update."))]],
            ["type": "unorderedList", "items": [["content": [Self.paragraph(Self.text("First item."))]], ["content": [Self.paragraph(Self.text("Second item."))]]]],
            ["type": "orderedList", "items": [["content": [Self.paragraph(Self.text("Tap the field."))]]]],
            ["type": "thematicBreak"]
        )]]))
        XCTAssertEqual(page.summary.en?.text, "Binds focus.")
        let discussion = try XCTUnwrap(page.sections.first { $0.kind == .discussion })
        XCTAssertEqual(discussion.heading.en?.text, "Discussion")
        XCTAssertEqual(discussion.blocks.en?.map(\.kind), [.paragraph, .heading, .note, .listItem, .listItem, .step])
        XCTAssertEqual(discussion.blocks.en?.map(\.text), [
            "When focus leaves the view, SwiftUI sets the value to `false`.", "Lists", "Focus moves in the next update.",
            "First item.", "Second item.", "Tap the field.",
        ])
        XCTAssertTrue(page.claims.contains { $0.text == "When focus leaves the view, SwiftUI sets the value to `false`." && $0.level == .must })
        XCTAssertTrue(page.claims.contains { $0.text == "Focus moves in the next update." })
    }

    func testCodeListingBecomesAnExampleWithItsLines() throws {
        let page = try Self.page(Self.node(["primaryContentSections": [Self.content(
            ["type": "heading", "level": 2, "text": "Discussion"],
            ["type": "codeListing", "syntax": "swift", "code": ["struct A: View {", "    var body: some View { Text(\"a\") }", "}"]]
        )]]))
        XCTAssertEqual(page.examples.count, 1)
        XCTAssertEqual(page.examples.first?.code, "struct A: View {\n    var body: some View { Text(\"a\") }\n}")
        XCTAssertNil(page.declaration, "a RenderNode's declaration comes only from its declarations section")
    }

    func testInlineReferencesBecomeTheReferencedTitleAndMentions() throws {
        let page = try Self.page(Self.node(["primaryContentSections": [Self.content(
            ["type": "heading", "level": 2, "text": "Discussion"],
            Self.paragraph(Self.text("Use "), ["type": "reference", "identifier": Self.base + "FocusState", "isActive": true], Self.text(" with this modifier."))
        )]]))
        let discussion = try XCTUnwrap(page.sections.first { $0.kind == .discussion })
        XCTAssertEqual(discussion.blocks.en?.first?.text, "Use FocusState with this modifier.", "as a sosumi page's link text")
        let mentions = try XCTUnwrap(page.relationships.first { $0.kind == .mentions })
        XCTAssertEqual(mentions.targets.map(\.name), ["FocusState"])
        XCTAssertEqual(mentions.targets.first?.target, "/documentation/kit/focusstate")
    }

    func testTopicSeeAlsoAndRelationshipGroupsBecomeSectionsAndRelationships() throws {
        let page = try Self.page(Self.node([
            "topicSections": [["title": "Managing focus", "identifiers": [Self.base + "FocusState"]]],
            "seeAlsoSections": [["title": "Related", "generated": true, "identifiers": [Self.base + "View"]]],
            "relationshipsSections": [["kind": "relationships", "type": "conformsTo", "title": "Conforms To", "identifiers": [Self.base + "View"]]],
        ]))
        XCTAssertEqual(page.sections.map(\.kind), [.topics, .seeAlso, .conformsTo])
        XCTAssertEqual(page.sections.first?.blocks.en?.first?.text, "FocusState A property wrapper.", "title then abstract, as a sosumi topic list")
        let kinds = page.relationships.map(\.kind)
        XCTAssertEqual(kinds, [.topicGroup, .seeAlso, .conformsTo])
        XCTAssertEqual(page.relationships.first?.targets.first?.abstract.en, "A property wrapper.")
        XCTAssertEqual(page.relationships.first?.title.en, "Managing focus")
    }

    func testVariantsAndVariantOverridesAreRecorded() throws {
        let page = try Self.page(Self.node([
            "variants": [["traits": [["interfaceLanguage": "swift"]], "paths": ["/documentation/kit/view/focused(_:)"]],
                         ["traits": [["interfaceLanguage": "occ"]], "paths": ["/documentation/kit/view/focused"]]],
            "variantOverrides": [["traits": [["interfaceLanguage": "occ"]], "patch": [["op": "replace", "path": "/metadata/title", "value": "focused"]]]],
        ]))
        XCTAssertEqual(page.metadata["docc-variants"], "swift, occ")
        XCTAssertEqual(page.metadata["docc-variant-overrides"], "1 (occ)")
        XCTAssertEqual(page.symbol.name, "focused(_:)", "the Swift variant is read; overrides are not applied")
    }

    func testANodeWhoseOwnVariantIsNotSwiftIsReadWithAWarning() throws {
        var node = Self.node()
        node["identifier"] = ["url": Self.base + "View/focused", "interfaceLanguage": "occ"]
        let page = try Self.page(node)
        XCTAssertTrue(page.diagnostics.contains { $0.id == "docgen.extract.render-node-not-swift" })
    }

    func testMissingReferenceIsDiagnosedWithItsJSONPathAndShownAsItsLastComponent() throws {
        let page = try Self.page(Self.node(["primaryContentSections": [Self.content(
            ["type": "heading", "level": 2, "text": "Discussion"],
            Self.paragraph(Self.text("See "), ["type": "reference", "identifier": Self.base + "Gone", "isActive": true], Self.text("."))
        )]]))
        let diagnostic = try XCTUnwrap(page.diagnostics.first { $0.id == "docgen.extract.render-node-missing-reference" })
        XCTAssertEqual(diagnostic.severity, .warning)
        XCTAssertEqual(diagnostic.file, "page.json")
        XCTAssertTrue(diagnostic.message.contains("$.primaryContentSections[0].content[1].inlineContent[1]"), diagnostic.message)
        XCTAssertEqual(page.sections.first?.blocks.en?.first?.text, "See Gone.")
    }

    func testUnknownContentIsNotedNotDropped() throws {
        let page = try Self.page(Self.node(["primaryContentSections": [Self.content(["type": "video", "identifier": "intro.mp4"])]]))
        let note = try XCTUnwrap(page.diagnostics.first { $0.id == "docgen.extract.render-node-unread-content" })
        XCTAssertTrue(note.message.contains("\"video\"") && note.message.contains("$.primaryContentSections[0].content[0]"), note.message)
    }

    func testMalformedJSONGivesADiagnosticAndNoPage() throws {
        let outcome = PageExtractor.extract(bytes: Array("{\"schemaVersion\": {\"major\": 0,".utf8), relativePath: "broken.json")
        XCTAssertNil(outcome.page)
        XCTAssertEqual(outcome.diagnostics.map(\.id), ["docgen.extract.render-node-invalid-json"])
        XCTAssertEqual(outcome.diagnostics.first?.file, "broken.json")
    }

    func testJSONThatIsNotARenderNodeIsRefusedByName() throws {
        let outcome = try Self.extract(["bundleID": "org.example.Kit", "schemaVersion": ["major": 0]], name: "metadata.json")
        XCTAssertNil(outcome.page)
        XCTAssertEqual(outcome.diagnostics.map(\.id), ["docgen.extract.not-render-node"])
        XCTAssertTrue(outcome.diagnostics.first?.message.contains("identifier, metadata") ?? false, outcome.diagnostics.first?.message ?? "")
        XCTAssertEqual(try Self.extract([1, 2, 3], name: "list.json").diagnostics.map(\.id), ["docgen.extract.not-render-node"])
    }

    func testAFieldOfTheWrongTypeIsReportedWithItsJSONPath() throws {
        let outcome = try Self.extract(Self.node(["primaryContentSections": [["kind": "declarations", "declarations": [["tokens": "func f()"]]]]]))
        XCTAssertNil(outcome.page)
        let diagnostic = try XCTUnwrap(outcome.diagnostics.first)
        XCTAssertEqual(diagnostic.id, "docgen.extract.render-node-malformed")
        XCTAssertTrue(diagnostic.message.contains("$.primaryContentSections[0].declarations[0].tokens") && diagnostic.message.contains("expected an array"),
                      diagnostic.message)
    }

    func testRenderNodeTextIsDetectedWithoutAJSONName() throws {
        let data = try JSONSerialization.data(withJSONObject: Self.node(), options: [.sortedKeys])
        let outcome = PageExtractor.extract(bytes: Array(data), relativePath: "page.txt")
        XCTAssertEqual(outcome.page?.source.format, .doccRenderNode)
        XCTAssertEqual(PageExtractor.extract(bytes: Array("{ \"a\": 1 }".utf8), relativePath: "notes.txt").page?.source.format, .scrapedText,
                       "a JSON object without schemaVersion in a .txt is not taken for a RenderNode")
    }
}
