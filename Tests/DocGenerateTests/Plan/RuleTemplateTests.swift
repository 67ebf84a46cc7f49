@testable import DocGenerate
import DocModel
import XCTest

/// Templates that bring their own fixture: a rule document (no declaration) still gets cases,
/// each asserting its setup first, with the rule and its basis carried into the case.
final class RuleTemplateTests: XCTestCase {
    private func plan(_ claims: [(text: String, rule: String?, basis: Claim.Basis?)], declaration: String? = nil) throws -> ClaimCasePlanner.Result {
        var page = ScopeFixtures.page(id: "rules/focus", name: "Focus rules", kind: .article, claims: claims.map(\.text))
        for index in page.claims.indices {
            page.claims[index].rule = claims[index].rule
            page.claims[index].basis = claims[index].basis
        }
        return ClaimCasePlanner(phrasebook: try ClaimPhrasebook.bundled()).plan(page, shapeCaseID: nil)
    }

    func testAnObservedRuleOnAPageWithoutBindingsUsesTheTemplatesOwnFixtures() throws {
        let result = try plan([("Setting nil only clears focus that is currently in a view bound to this state.", "R4", .observed)])
        XCTAssertEqual(result.cases.map(\.id), ["set-nil-keeps-unbound-focus.bool", "set-nil-keeps-unbound-focus.equals"])
        for item in result.cases {
            XCTAssertEqual(item.basis, .observed)
            XCTAssertEqual(item.provenance.rules, ["R4"])
            XCTAssertEqual(item.actionStep, 1, "tap Other is the setup")
            XCTAssertEqual(item.preconditions?.first?.observe, .focusedElement)
            XCTAssertEqual(item.preconditions?.first?.element, "Other")
        }
        XCTAssertTrue(result.uncovered.isEmpty)
    }

    func testADocumentedRuleIsNotMarkedObserved() throws {
        let result = try plan([("One view may carry several bindings.", "R5", .documented)])
        XCTAssertEqual(result.cases.map(\.id), ["several-bindings-all-update.several-bindings"])
        XCTAssertNil(result.cases.first?.basis)
        XCTAssertEqual(result.cases.first?.fixture?.name, "SeveralBindingsFixture")
    }

    func testAPageWhoseBindingTheTemplateAppliesToKeepsItsOwnVariant() throws {
        var page = ScopeFixtures.page(id: "swiftui/view/focused(_:)", name: "focused(_:)", kind: .instanceMethod,
                                      claims: ["Setting nil only clears focus that is currently in a view bound to this state."])
        page.declaration = Declaration(text: "func focused(_ condition: FocusState<Bool>.Binding) -> some View",
                                       lines: LineRange(start: 3, end: 3),
                                       structure: DeclarationStructure(keyword: "func", name: "focused",
                                                                                  parameters: [DeclaredParameter(label: nil, name: "condition", type: "FocusState<Bool>.Binding")],
                                                                                  returnType: "some View"),
                                       parsesCleanly: true)
        let result = ClaimCasePlanner(phrasebook: try ClaimPhrasebook.bundled()).plan(page, shapeCaseID: nil)
        XCTAssertEqual(result.cases.map(\.id), ["set-nil-keeps-unbound-focus.bool"], "the page's Bool binding, not the template's two")
    }

    func testAnEngineChoiceTemplateSaysSo() throws {
        let result = try plan([("`onChange(of:)` runs after the update in which the value changed, with old/new values per the overload used; `onAppear` runs parent-before-child in tree order (record the choice).", "R26", nil)])
        XCTAssertEqual(result.cases.map(\.id), ["on-appear-parent-first.appear-order", "on-change-old-and-new.focus-change-log"])
        XCTAssertEqual(result.cases.map(\.basis), [.engineChoice, nil])
    }

    func testEveryOwnVariantNamesAFixtureAndEveryScenarioSplitsInsideItsSteps() {
        for template in CaseTemplates.all.values {
            for variant in template.ownVariants {
                XCTAssertTrue(template.applies(to: variant), "\(template.id) cannot use its own variant \(variant.id)")
                XCTAssertTrue(variant.fixture.name.hasSuffix("Fixture"), variant.fixture.name)
                let scenario = template.build(variant)
                XCTAssertFalse(scenario.expectations.isEmpty, template.id)
                if let split = scenario.actionStep {
                    XCTAssertLessThan(split, scenario.steps.count, "\(template.id): no acting step after the setup")
                }
            }
        }
    }
}
