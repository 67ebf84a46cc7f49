import DocExtract
import DocModel
import XCTest

/// The seeds' facts, field by field (the goldens hold the whole tree; these name what matters).
final class SeedFieldTests: XCTestCase {
    func testFocusedHasOneConditionParameterInBothLanguagesAndAParsedDeclaration() throws {
        let page = try TestPaths.page(try TestPaths.seed("004"))
        XCTAssertEqual(page.id, "swiftui/view/focused(_:)")
        XCTAssertEqual(page.source.languages, [.en, .zhHans])
        XCTAssertEqual(page.symbol.name, "focused(_:)")
        XCTAssertEqual(page.symbol.kind, .instanceMethod)
        XCTAssertEqual(page.symbol.kindText, Localized(en: "Instance Method", zhHans: "实例方法"))
        XCTAssertEqual(page.parameters.count, 1)
        let condition = try XCTUnwrap(page.parameters.first)
        XCTAssertEqual(condition.name, "condition")
        XCTAssertEqual(condition.description.en?.line, 100)
        XCTAssertEqual(condition.description.zhHans?.line, 22)
        XCTAssertTrue(condition.description.zhHans?.text.hasPrefix("要绑定的焦点状态。") ?? false)
        let structure = try XCTUnwrap(page.declaration?.structure)
        XCTAssertTrue(page.declaration?.parsesCleanly ?? false)
        XCTAssertEqual(structure.keyword, "func")
        XCTAssertEqual(structure.name, "focused")
        XCTAssertEqual(structure.modifiers, ["nonisolated"])
        XCTAssertEqual(structure.parameters.map(\.type), ["FocusState<Bool>.Binding"])
        XCTAssertEqual(structure.parameters.first?.label, "_")
        XCTAssertEqual(structure.parameters.first?.name, "condition")
        XCTAssertEqual(structure.returnType, "some View")
        XCTAssertEqual(page.returnValue, Localized(en: Prose(text: "The modified view.", line: 104), zhHans: Prose(text: "修改后的视图。", line: 26)))
        XCTAssertEqual(page.examples.count, 1, "the zh and en listings are one example")
        XCTAssertEqual(page.examples.first?.lines, Localized(en: LineRange(start: 113, end: 132), zhHans: LineRange(start: 35, end: 54)))
        XCTAssertEqual(page.examples.first?.shape, .memberFragment)
        let mentions = page.relationships.first { $0.kind == .mentions }?.targets.map(\.name)
        XCTAssertEqual(mentions, ["TextField", "focused(_:equals:)"], "Chinese link targets resolve back to Swift names")
    }

    func testBilingualClaimsAreAlignedSentenceBySentence() throws {
        let page = try TestPaths.page(try TestPaths.seed("004"))
        let english = try XCTUnwrap(page.claims.first { $0.text == "When focus moves to the view, the binding sets the bound value to `true`." })
        XCTAssertEqual(english.level, .must)
        XCTAssertEqual(english.parameter, "condition")
        XCTAssertEqual(english.line, 100)
        let chinese = try XCTUnwrap(page.claims.first { $0.id == english.alignedWith })
        XCTAssertEqual(chinese.text, "当焦点移动到视图时，绑定会将绑定值设置为 `true`。")
        XCTAssertEqual(chinese.alignedWith, english.id)
        XCTAssertFalse(page.claims.contains { $0.text.hasPrefix("In the following example") }, "example narration is not a claim")
    }

    func testSosumiSeedHasSevenPlatformsAndConformances() throws {
        let page = try TestPaths.page(try TestPaths.seed("000"))
        XCTAssertEqual(page.availability.count, 7)
        XCTAssertEqual(page.availability.first { $0.platform == "macOS" }?.introduced, "12.0")
        XCTAssertEqual(page.symbol.kind, .structure)
        XCTAssertEqual(page.declaration?.structure?.attributes, ["@propertyWrapper", "@frozen"])
        XCTAssertEqual(page.declaration?.structure?.genericRequirements, [GenericRequirement(subject: "Value", relation: .conformance, constraint: "Hashable")])
        XCTAssertEqual(page.relationships.first { $0.kind == .conformsTo }?.targets.map(\.name), ["DynamicProperty", "Sendable", "SendableMetatype"])
        XCTAssertEqual(page.relationships.filter { $0.kind == .topicGroup }.map { $0.title.en }, ["Creating a focus state", "Getting the state", "Controlling focus"])
        XCTAssertFalse(page.sections.flatMap { $0.blocks.en ?? [] }.contains { $0.text.contains("sosumi") }, "the sosumi footer is dropped")
    }

    func testRuleDocumentHasIncorrectAndCorrectExamplesAndRepairedMojibake() throws {
        let page = try TestPaths.page(try TestPaths.seed("002"))
        XCTAssertEqual(page.symbol.kind, .rule)
        XCTAssertEqual(page.examples.map(\.role), [.incorrect, .correct])
        XCTAssertEqual(page.examples.map(\.shape), [.declarations, .declarations])
        XCTAssertTrue(page.examples.allSatisfy(\.parsesCleanly))
        XCTAssertEqual(page.metadata["impact"], "MEDIUM")
        XCTAssertEqual(page.metadata["tags"], "ally, focus-state, keyboard, forms, tab-order")
        let line137 = page.examples[1].code.split(separator: "\n", omittingEmptySubsequences: false)[137 - 68]
        XCTAssertEqual(line137, "            // Focus jumps directly to email field — user can")
        XCTAssertTrue(page.diagnostics.contains { $0.id == "docgen.extract.mojibake-repaired" && $0.line == 137 })
    }

    func testScrapedSeedRecoversTheWholeListingAndDropsChrome() throws {
        let page = try TestPaths.page(try TestPaths.seed("003"))
        XCTAssertEqual(page.symbol.name, "AccessibilityZoomGestureAction")
        XCTAssertEqual(page.symbol.kind, .structure)
        XCTAssertEqual(page.symbol.parentPath, ["Technologies", "SwiftUI", "Accessibility"])
        XCTAssertEqual(page.availability.first, Availability(platform: "iOS", introduced: "16.0"))
        let listing = try XCTUnwrap(page.examples.first)
        XCTAssertEqual(page.examples.count, 1)
        XCTAssertEqual(listing.lines.en, LineRange(start: 40, end: 65))
        XCTAssertTrue(listing.parsesCleanly)
        XCTAssertEqual(listing.label, "AccessibilityZoomGestureAction.swift")
        XCTAssertTrue(listing.code.hasPrefix("struct AccessibilityZoomGestureActionDemo: View {"))
        XCTAssertTrue(listing.code.hasSuffix("}"))
        XCTAssertEqual(page.sections.first { $0.kind == .howItWorks }?.blocks.en?.filter { $0.kind == .step }.count, 5)
        let allText = page.sections.flatMap { $0.blocks.en ?? [] }.map(\.text).joined(separator: "\n")
        for chrome in ["Open in Studio", "What's new", "Press Run live", "lexer", "Try it", "Magnification: 1.0x"] {
            XCTAssertFalse(allText.contains(chrome), "\(chrome) is page chrome")
        }
        XCTAssertEqual(page.metadata["preview"], "Map Magnification: 1.0x\nMap Magnification: 1.0x")
    }
}
