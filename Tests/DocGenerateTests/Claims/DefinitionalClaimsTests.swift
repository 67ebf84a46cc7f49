@testable import DocGenerate
import DocModel
import XCTest

/// Sentences that define a declaration are accounted for by where they stand (parameters, return
/// value, a symbol's summary) in any language; behaviour templates are tried first, a member page
/// binds what its enclosing type binds, and templates applying to the page's own bindings win over
/// those bringing a fixture of another family.
final class DefinitionalClaimsTests: XCTestCase {
    private func claim(_ text: String, _ section: SectionKind, language: Language = .en, n: Int = 1) -> Claim {
        Claim(id: "p#\(section.rawValue).s\(n)@\(language.rawValue)", alignmentKey: "\(section.rawValue).s\(n)", language: language,
              text: text, section: section, level: .must, file: "p.md", line: n)
    }

    private func page(kind: SymbolKind = .instanceProperty, parentPath: [String] = ["Swiftui", "thing"], claims: [Claim],
                      declaration: String = "var value: Int { get }") -> PageRecord {
        PageRecord(id: "swiftui/p", source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                   symbol: Symbol(name: "value", kind: kind, parentPath: parentPath),
                   declaration: Declaration(text: declaration, lines: LineRange(start: 1, end: 1),
                                            structure: DeclarationStructure(keyword: "var", name: "value", type: "Int"),
                                            parsesCleanly: true),
                   claims: claims)
    }

    private func plan(_ page: PageRecord, shape: String? = "api-shape") throws -> ClaimCasePlanner.Result {
        ClaimCasePlanner(phrasebook: try ClaimPhrasebook.bundled()).plan(page, shapeCaseID: shape)
    }

    func testParameterReturnAndSummarySentencesAreCoveredByTheShapeCaseInAnyLanguage() throws {
        let claims = [claim("The key path to read.", .parameters), claim("A modified view of some kind.", .returnValue),
                      claim("A wrapper for a value of some kind.", .summary), claim("要读取的键路径。", .parameters, language: .zhHans, n: 2)]
        let result = try plan(page(claims: claims))
        XCTAssertEqual(Set(result.shapeClaims.map(\.id)), Set(claims.map(\.id)))
        XCTAssertEqual(result.uncovered, [])
    }

    func testWithoutAShapeCaseDefinitionsStayUncovered() throws {
        let result = try plan(page(claims: [claim("The key path to read.", .parameters)]), shape: nil)
        XCTAssertEqual(result.shapeClaims, [])
        XCTAssertEqual(result.uncovered.map(\.reason), [.noTemplate])
    }

    func testDiscussionSentencesAreNotDefinitions() throws {
        let result = try plan(page(claims: [claim("The value grows whenever it rains.", .discussion)]))
        XCTAssertEqual(result.shapeClaims, [])
        XCTAssertEqual(result.uncovered.map(\.reason), [.noTemplate])
    }

    func testATopicPagesOpeningIsUntestable() throws {
        let result = try plan(page(kind: .article, claims: [claim("Learn how focus works.", .summary)]))
        XCTAssertEqual(result.uncovered.map(\.reason), [.untestable])
        XCTAssertTrue(result.uncovered[0].note.contains("article"))
    }

    func testAPhrasebookTemplateWinsOverTheDefinitionRule() throws {
        // A summary stating behaviour a template checks is a behaviour case, not a shape claim.
        let result = try plan(page(parentPath: ["Swiftui", "focusstate"], claims: [
            claim("When focus moves to the view, the binding sets the bound value to true.", .summary)]))
        XCTAssertEqual(result.shapeClaims, [])
        XCTAssertFalse(result.cases.isEmpty)
    }

    func testAMemberPageBindsWhatItsEnclosingTypeBinds() throws {
        let member = page(parentPath: ["Swiftui", "accessibilityfocusstate", "binding"], claims: [])
        XCTAssertEqual(Set(BindingResolver.variants(for: member).map(\.family)), [.accessibility])
        let unrelated = page(parentPath: ["Swiftui", "somethingelse"], claims: [])
        XCTAssertEqual(BindingResolver.variants(for: unrelated), [])
    }

    func testTemplatesOfThePagesOwnFamilyWinOverOwnFixturesOfAnother() throws {
        // The sentence matches a keyboard and an accessibility template; an AccessibilityFocusState
        // member page gets only the accessibility cases.
        let sentence = "When focus is not in any view that is bound to this state, the wrapped value will be nil (for optional-typed state) or false (for Bool-typed state)."
        let atPage = page(parentPath: ["Swiftui", "accessibilityfocusstate"], claims: [claim(sentence, .discussion)])
        let keyboardPage = page(parentPath: ["Swiftui", "focusstate"], claims: [claim(sentence, .discussion)])
        let atCases = try plan(atPage).cases.map(\.template)
        let keyboardCases = try plan(keyboardPage).cases.map(\.template)
        XCTAssertFalse(atCases.isEmpty)
        XCTAssertTrue(atCases.allSatisfy { $0.hasPrefix("at-") }, "\(atCases)")
        XCTAssertFalse(keyboardCases.isEmpty)
        XCTAssertTrue(keyboardCases.allSatisfy { !$0.hasPrefix("at-") }, "\(keyboardCases)")
    }
}
