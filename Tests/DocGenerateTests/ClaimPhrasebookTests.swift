@testable import DocGenerate
import DocModel
import Foundation
import XCTest

/// The phrasebook maps English and Chinese sentences to the same templates.
final class ClaimPhrasebookTests: XCTestCase {
    private let phrasebook = try! ClaimPhrasebook.bundled()

    func testAlignedSentencesOfFocusedMapToTheSameTemplates() {
        let pairs = [
            ("When focus moves to the view, the binding sets the bound value to `true`.",
             "当焦点移动到视图时，绑定会将绑定值设置为 `true`。", ["focus-enters-sets-value"]),
            ("If a caller sets the value to  `true` programmatically, then focus moves to the modified view.",
             "如果调用者以编程方式将该值设置为 `true`，则焦点会移动到修改后的视图。", ["set-value-moves-focus"]),
            ("When focus leaves the modified view, the binding sets the value to `false`.",
             "当焦点离开修改后的视图时，绑定会将该值设置为 `false`。", ["focus-leaves-resets"]),
            ("If a caller sets the value to `false`, SwiftUI automatically dismisses focus.",
             "如果调用者将值设置为 `false`，SwiftUI 会自动取消焦点。", ["set-nil-dismisses"]),
        ]
        for (english, chinese, templates) in pairs {
            XCTAssertEqual(phrasebook.match(english, language: .en).templates, templates, english)
            XCTAssertEqual(phrasebook.match(chinese, language: .zhHans).templates, templates, chinese)
        }
    }

    func testOneSentenceStatingTwoThingsGetsBothTemplates() {
        let sentence = "The value will be set to `false` if accessibility focus leaves the accessibility element of the modified view, and accessibility focus will be dismissed automatically if the value is set to `false` programmatically."
        XCTAssertEqual(phrasebook.match(sentence, language: .en).templates, ["at-focus-leaves-resets", "at-set-nil-dismisses"])
    }

    func testAdviceIsUntestableWithAReason() {
        let match = phrasebook.match("To control focus by matching a value, use the focused(_:equals:) method instead.", language: .en)
        XCTAssertEqual(match.templates, [])
        XCTAssertEqual(match.untestable, "advice pointing to another API")
    }

    func testUnknownTemplateIdIsRejected() {
        let data = Data(#"{"schemaVersion": 1, "entries": [{"templates": ["no-such-template"], "en": ["x"], "zh-Hans": []}]}"#.utf8)
        XCTAssertThrowsError(try ClaimPhrasebook(data: data)) { error in
            XCTAssertEqual(error as? GenerateError, .phrasebook("unknown template id no-such-template"))
        }
    }

    func testBrokenPatternIsRejected() {
        let data = Data(#"{"schemaVersion": 1, "entries": [{"untestable": "x", "en": ["(unclosed"], "zh-Hans": []}]}"#.utf8)
        XCTAssertThrowsError(try ClaimPhrasebook(data: data))
    }

    func testAlignedClaimsReachingDifferentTemplatesAreABilingualDriftFinding() throws {
        var page = HostilePage.page()
        let id = "swiftui/view/focused(_:)"
        page.id = id
        page.claims = [
            Claim(id: "\(id)#p.s1@en", alignmentKey: "p.s1", language: .en,
                  text: "When focus leaves the modified view, the binding sets the value to `false`.",
                  section: .parameters, level: .must, file: "f", line: 1, alignedWith: "\(id)#p.s1@zh-Hans"),
            Claim(id: "\(id)#p.s1@zh-Hans", alignmentKey: "p.s1", language: .zhHans,
                  text: "如果调用者将值设置为 `false`，SwiftUI 会自动取消焦点。",
                  section: .parameters, level: .must, file: "f", line: 2, alignedWith: "\(id)#p.s1@en"),
        ]
        let suite = TestPlanner(phrasebook: phrasebook).plan([page]).suites[0]
        XCTAssertEqual(suite.findings, [PlanFinding(
            kind: "bilingual-drift", claimIDs: ["\(id)#p.s1@en", "\(id)#p.s1@zh-Hans"],
            message: "en reads behaviour [focus-leaves(keyboard)] → [state-set(reset)]; "
                + "zh-Hans reads behaviour [app-writes,state-set(reset)] → [focus-dismissed(keyboard)]")])
        // The phrasebook alone reports the same pair by the templates it reaches.
        let memorised = TestPlanner(phrasebook: phrasebook, claimReader: .phrasebook).plan([page]).suites[0]
        XCTAssertEqual(memorised.findings.map(\.message), ["en maps to focus-leaves-resets; zh-Hans maps to set-nil-dismisses"])
    }
}

/// The readers and the template catalogues agree: no template is unreachable.
final class TemplateCatalogueTests: XCTestCase {
    func testEveryTemplateIsReachedByTheFrameReaderOrThePhrasebook() throws {
        let data = try Data(contentsOf: GenerateFixtures.repositoryRoot
            .appendingPathComponent("Sources/DocGenerate/Phrasebooks/claims.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(object["entries"] as? [[String: Any]])
        let named = Set(entries.flatMap { $0["templates"] as? [String] ?? [] })
        // A template declaring its frame parts is reached by composition, with no sentence pattern.
        let framed = Set(try FrameMatcher.bundled().checks.keys)
        let catalogue = Set(CaseTemplates.all.keys).union(CompileTemplates.all.keys)
        XCTAssertEqual(catalogue.subtracting(named).subtracting(framed).sorted(), [], "templates no reader reaches")
        // Counter-check: the search-activation templates have no sentence pattern; only their frames reach them.
        XCTAssertFalse(named.contains("dismiss-search-ends"))
        XCTAssertTrue(framed.contains("dismiss-search-ends"))
    }

    func testEveryCaseTemplateAppliesToSomeVariant() {
        let variants = BindingVariant.all
        for template in CaseTemplates.all.values {
            // A page's binding (what the resolver produces) or the template's own fixture.
            XCTAssertTrue((variants + template.ownVariants).contains(where: template.applies(to:)), template.id)
        }
    }
}
