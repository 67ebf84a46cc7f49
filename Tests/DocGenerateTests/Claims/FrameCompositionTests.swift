@testable import DocGenerate
import DocModel
import XCTest

/// Frame parts added for prose nobody wrote a pattern for: code spans standing as values,
/// candidates chosen among views sharing a value, type requirements, submit triggers, focus
/// guided through a section, and the no-template reason of a sentence whose trigger was read
/// but not its effect. Each has a counter-case that must not be read as it.
final class FrameCompositionTests: XCTestCase {
    private func read(_ text: String, _ language: Language = .en) throws -> ClaimFrame {
        FrameReader(lexicon: try TermLexicon.bundled()).read(text, language: language, section: .discussion)
    }

    private func keys(_ events: [FrameEvent]) -> Set<String> { Set(events.map(\.key)) }

    // MARK: Code spans as values

    func testACodeSpanAfterToIsTheValueTheViewIsBoundWith() throws {
        let frame = try read("Once the user puts focus into the second field, the `selection` state changes to `.phone`.")
        XCTAssertEqual(frame.kind, .behaviour)
        XCTAssertEqual(keys(frame.triggers), ["focus-enters(keyboard)"])
        XCTAssertEqual(keys(frame.effects), ["state-set(match)"])
    }

    func testACodeSpanNamingTheStateIsNotAValue() throws {
        // Counter-case: `selection` is the subject, not a value; nothing is set to anything.
        let frame = try read("Focus moves through the `selection` property of the form.")
        XCTAssertFalse(frame.effects.contains { $0.id == "state-set" }, "\(frame.effects)")
    }

    func testNilInACodeSpanStaysTheResetValue() throws {
        let frame = try read("When focus leaves the field, the binding changes to `nil`.")
        XCTAssertEqual(keys(frame.effects), ["state-set(reset)"])
        XCTAssertEqual(FrameReader.markingCodeValues("changes to `nil`, then to `.name`"), "changes to `nil`, then to codevalue")
    }

    // MARK: New events

    func testTheFirstCandidateAmongViewsSharingAValueIsAnEffect() throws {
        let frame = try read("When your code sets the shared state to `.email`, SwiftUI picks the first candidate.")
        XCTAssertEqual(keys(frame.triggers), ["app-writes", "state-set(match)"])
        XCTAssertEqual(keys(frame.effects), ["candidate-chosen"])
        let shared = try read("If focus lands on either field, the state updates to `.email`.")
        XCTAssertTrue(shared.qualifiers.contains("subject:shared"), "\(shared.qualifiers)")
        // Counter-case: "first" alone (an ordinal of a list) is no choice among candidates.
        XCTAssertFalse(try read("The first field gets focus when the view appears.").effects.contains { $0.id == "candidate-chosen" })
    }

    func testATypeRequirementIsReadAsOne() throws {
        XCTAssertEqual(keys(try read("The bound property must be an optional or a Boolean.").effects), ["type-constraint"])
        XCTAssertEqual(keys(try read("被绑定的值必须是可选类型或布尔类型。", .zhHans).effects), ["type-constraint"])
        // Counter-case: "optional" as an adjective of a parameter is no requirement.
        XCTAssertFalse(try read("An optional label shown beside the field.").effects.contains { $0.id == "type-constraint" })
    }

    func testDifferentSubmitTriggersAreReadInBothLanguagesAndDifferentIsNoNegation() throws {
        XCTAssertEqual(keys(try read("Each kind of view can bring different triggers for the submit action.").effects), ["trigger-filter"])
        let chinese = try read("不同的视图可能有不同的触发方式。", .zhHans)
        XCTAssertEqual(keys(chinese.effects), ["trigger-filter"])
        XCTAssertFalse(chinese.effects.contains(where: \.negated))
        // Counter-case: a trigger named as a noun in a definition is no filter.
        XCTAssertNotEqual(try read("Defines triggers originating from text fields.").kind, .behaviour)
        XCTAssertNotEqual(try read("定义由文本字段触发的触发器。", .zhHans).kind, .behaviour)
    }

    func testGuidingFocusToDescendantsIsAnEffectAndImpossibleNegatesIt() throws {
        let frame = try read("The modifier lets the container guide focus to the nearest focusable descendant.")
        XCTAssertTrue(keys(frame.effects).contains("focus-guided(keyboard)"), "\(frame.effects)")
        XCTAssertTrue(frame.qualifiers.contains("subject:descendant"))
        let negated = try read("Without a section it is impossible to direct focus to the left column.")
        XCTAssertEqual(negated.effects.first { $0.id == "focus-guided" }?.negated, true)
    }

    func testFocusableBeforeANounDescribesTheNounAndStatesNoEvent() throws {
        XCTAssertFalse(try read("Tab visits the focusable descendants of the group in order.").effects.contains { $0.id == "focusable" })
        // Counter-case: said of the view, it is the event.
        XCTAssertTrue(try read("After the modifier, the image is focusable.").effects.contains { $0.id == "focusable" })
    }

    func testWhetherAViewHasFocusIsStateFollowingFocus() throws {
        XCTAssertTrue(keys(try read("The property tells whether the enclosing stack contains focus.").effects).contains("state-follows-focus(keyboard)"))
        // Counter-case: a preference to receive focus is no report of where focus is.
        XCTAssertFalse(keys(try read("A Boolean value that indicates whether this view prefers to receive focus by default.").effects)
            .contains("state-follows-focus(keyboard)"))
    }

    func testSearchActivationIsReadFromItsOwnTermsAndNotFromAnyAction() throws {
        let begins = try read("When focus enters the search field, the search interface becomes active.")
        XCTAssertEqual(keys(begins.triggers), ["focus-enters(keyboard)"])
        XCTAssertEqual(keys(begins.effects), ["search-active"])
        let outside = try read("Calling the dismiss action from outside the searchable content has no effect.")
        XCTAssertEqual(keys(outside.triggers), ["search-dismiss-call"])
        XCTAssertEqual(keys(outside.effects), ["!takes-effect"])
        XCTAssertTrue(outside.qualifiers.contains("subject:outside-context"))
        // Counter-case: calling a submit action is no dismissal of search.
        XCTAssertFalse(try read("SwiftUI calls the action when the user submits the field.").triggers.contains { $0.id == "search-dismiss-call" })
    }

    func testAMeansClauseIsNoWriteByTheAppAndInvokingAnActionRunsIt() throws {
        // "by assigning a value": how the effect happens, not the app writing the state.
        let means = try read("Default focus is evaluated inside the region by assigning a value to the bound state.")
        XCTAssertFalse(means.triggers.contains { $0.id == "app-writes" }, "\(means.triggers)")
        XCTAssertTrue(keys(means.effects).contains("default-focus"))
        // Counter-case: the app assigning the value is the trigger.
        XCTAssertTrue(try read("Assigning a value to the state moves focus to the matching field.").triggers.contains { $0.id == "app-writes" })
        XCTAssertEqual(keys(try read("VoiceOver interacts with the view by invoking the action.").effects), ["action-runs"])
    }

    func testTheNearestDescendantIsNoAncestor() throws {
        XCTAssertFalse(try read("The section guides focus to its nearest focusable descendant.").qualifiers.contains("subject:ancestor"))
        XCTAssertTrue(try read("The value comes from the nearest view that publishes it.").qualifiers.contains("subject:ancestor"))
    }

    func testAFocusRingIsNoDefaultFocusAndHigherViewsOverrideAsAncestors() throws {
        let ring = try read("The modifier hides focus effects such as the default focus ring.")
        XCTAssertFalse(ring.effects.contains { $0.id == "default-focus" }, "\(ring.effects)")
        let higher = try read("Higher views in the hierarchy can override the value you set here.")
        XCTAssertTrue(keys(higher.effects).contains("value-overridden"))
        XCTAssertTrue(higher.qualifiers.contains("subject:ancestor"))
        // Counter-case: priority (优先级) is no precedence taken (优先于).
        XCTAssertFalse(try read("默认焦点偏好的优先级设置。", .zhHans).effects.contains { $0.id == "value-overridden" })
        // Counter-case: pressing (按下) a key is no key phase.
        XCTAssertFalse(try read("用户按下回车键时触发此操作。", .zhHans).triggers.contains { $0.id == "key-phase" })
    }

    func testClauseShapesOfRewordedSentences() throws {
        // A colon ends the condition clause: what follows is the effect.
        let colon = try read("The reverse happens when you set the value programmatically: focus moves to the matching view.")
        XCTAssertTrue(keys(colon.effects).contains("focus-enters(keyboard)"), "\(colon.effects)")
        // An inverted conditional ("Should a caller …,") is a condition.
        let should = try read("Should a caller set the value to `false`, SwiftUI dismisses focus.")
        XCTAssertTrue(keys(should.triggers).contains("app-writes"))
        XCTAssertEqual(keys(should.effects), ["focus-dismissed(keyboard)"])
        // Counter-case: "should" as a modal inside a sentence is no condition.
        let modal = try read("The binding should be set to `true` when focus moves to the view.")
        XCTAssertEqual(keys(modal.effects), ["state-set(match)"])
        XCTAssertEqual(keys(modal.triggers), ["focus-enters(keyboard)"])
        XCTAssertEqual(try read("If you want focus to follow a value, use the other method instead.").kind, .advice)
        XCTAssertEqual(keys(try read("Only objects that conform to the protocol are accepted.").effects), ["type-constraint"])
    }

    func testADefaultValueIsReadAsOneAndNoOtherCaseCoversIt() throws {
        let frame = try read("The default value is `true`.")
        XCTAssertTrue(frame.effects.contains { $0.id == "default-value" })
        XCTAssertTrue(ClaimCasePlanner.statesDefaultValue(frame))
        // Counter-case: a value set by focus is no default.
        XCTAssertFalse(ClaimCasePlanner.statesDefaultValue(try read("When focus enters the view, the value is `true`.")))
    }

    func testChineseCompoundsNamingAFocusedThingAreNoFocusEvent() throws {
        // 焦点键 (a focus key) and 聚焦视图 (the focused view) are nouns, not focus arriving.
        XCTAssertFalse(try read("获取焦点键的值。", .zhHans).effects.contains { $0.id == "focus-enters" })
        XCTAssertFalse(try read("观察和更新聚焦视图的对象。", .zhHans).effects.contains { $0.id == "focus-enters" })
        // Counter-case: gaining focus is.
        XCTAssertTrue(keys(try read("当视图获得焦点时，绑定值设置为 `true`。", .zhHans).triggers).contains("focus-enters(keyboard)"))
    }

    // MARK: Reasons

    func testATriggerWithoutAnEffectIsNamedInTheReason() throws {
        let frame = try read("When focus enters the list, the rows rearrange themselves.")
        XCTAssertNotEqual(frame.kind, .behaviour)
        XCTAssertEqual(keys(frame.triggersWithoutEffect), ["focus-enters(keyboard)"])
        // The words the lexicon read are not listed as unknown; the ones it lacks are.
        XCTAssertFalse(frame.unknownTerms.contains("focus"))
        XCTAssertFalse(frame.unknownTerms.contains("enters"))
        XCTAssertTrue(frame.unknownTerms.contains("rearrange"), "\(frame.unknownTerms)")
    }
}

/// The planner reads the new parts into the templates that check them, on the page's own
/// symbol; a page of another kind of focus does not get them.
final class FrameCompositionPlanTests: XCTestCase {
    private func claim(_ text: String, n: Int = 1) -> Claim {
        Claim(id: "p#discussion.s\(n)@en", alignmentKey: "discussion.s\(n)", language: .en,
              text: text, section: .discussion, level: .must, file: "p.md", line: n)
    }

    /// A page of `symbol` declaring `declaration` (its structure: `keyword`, `name`, `parameters`).
    private func declaredPage(_ id: String, _ symbol: Symbol, _ declaration: String, keyword: String, name: String,
                              parameters: [DeclaredParameter] = [], claims: [Claim]) -> PageRecord {
        PageRecord(id: id, source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]), symbol: symbol,
                   declaration: Declaration(text: declaration, lines: LineRange(start: 1, end: 1),
                                            structure: DeclarationStructure(keyword: keyword, name: name, parameters: parameters),
                                            parsesCleanly: true),
                   claims: claims)
    }

    private func wrapperPage(_ name: String, _ claims: [Claim]) -> PageRecord {
        declaredPage("swiftui/\(name.lowercased())", Symbol(name: name, kind: .structure, parentPath: ["Swiftui"]),
                     "@propertyWrapper struct \(name)<Value> where Value : Hashable", keyword: "struct", name: name, claims: claims)
    }

    private func plan(_ page: PageRecord) throws -> ClaimCasePlanner.Result {
        ClaimCasePlanner(phrasebook: try ClaimPhrasebook.bundled(), reader: .frames).plan(page, shapeCaseID: "api-shape")
    }

    func testATypeRequirementOfFocusStateIsCheckedByTheCompiler() throws {
        let result = try plan(wrapperPage("FocusState", [claim("The wrapped value must be an optional or a Boolean.")]))
        XCTAssertTrue(result.cases.contains { $0.id == "focus-state-value-must-be-optional-or-bool" }, "\(result.cases.map(\.id))")
        XCTAssertEqual(result.uncovered, [])
        // Counter-case: the accessibility page gets the accessibility check, not the keyboard one.
        let accessibility = try plan(wrapperPage("AccessibilityFocusState", [claim("The wrapped value must be an optional or a Boolean.")]))
        XCTAssertEqual(accessibility.cases.map(\.id).filter { $0.hasSuffix("optional-or-bool") }, ["at-value-must-be-optional-or-bool"])
    }

    func testADismissSearchPageGetsTheSearchActivationCasesThroughItsOwnSymbol() throws {
        let page = declaredPage("swiftui/dismisssearchaction", Symbol(name: "DismissSearchAction", kind: .structure, parentPath: ["Swiftui"]),
                                "struct DismissSearchAction", keyword: "struct", name: "DismissSearchAction",
                                claims: [claim("Calling it clears any text from the search field and ends the search interaction.")])
        let result = try plan(page)
        XCTAssertEqual(result.cases.map(\.id), ["dismiss-search-ends.search-activation"])
        XCTAssertEqual(result.uncovered, [])
        // Counter-case: a page of a symbol the fixture never calls is at most partly covered.
        var other = page
        other.symbol = Symbol(name: "SubmitTriggers", kind: .structure, parentPath: ["Swiftui"])
        XCTAssertEqual(try plan(other).uncovered.map(\.reason), [.partlyCovered])
    }

    func testADefaultValueSentenceIsNoTemplateEvenWhereTheShapeCaseWouldCoverADefinition() throws {
        let page = wrapperPage("FocusState", [claim("The default value is `true`.")])
        for reader in [ClaimReaderMode.frames, .both] {
            let result = ClaimCasePlanner(phrasebook: try ClaimPhrasebook.bundled(), reader: reader).plan(page, shapeCaseID: "api-shape")
            XCTAssertEqual(result.shapeClaims, [], "\(reader)")
            XCTAssertEqual(result.uncovered.map(\.reason), [.noTemplate], "\(reader)")
            XCTAssertTrue(result.uncovered.first?.note.hasPrefix("states a default value") == true)
        }
        // The focus-effect case shows the value where nothing sets it and calls focusEffectDisabled()
        // without its argument: it checks the default of the page's own symbol.
        let effect = PageRecord(id: "swiftui/environmentvalues/isfocuseffectenabled",
                                source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                                symbol: Symbol(name: "isFocusEffectEnabled", kind: .instanceProperty, parentPath: ["Swiftui", "EnvironmentValues"]),
                                claims: [claim("The default value is `true`.")])
        let checked = try plan(effect)
        XCTAssertEqual(checked.cases.map(\.template), ["focus-effect-outermost-wins"])
        XCTAssertEqual(checked.uncovered, [])
    }

    func testFocusOnEitherOfTwoViewsSharingAValueIsCheckedWithTheSharedValueFixture() throws {
        let result = try plan(wrapperPage("FocusState", [claim("If focus lands on either field, the state updates to `.email`.")]))
        XCTAssertTrue(result.cases.contains { $0.template == "shared-value-picks-first" }, "\(result.cases.map(\.id))")
        XCTAssertEqual(result.uncovered, [])
        // Counter-case: on a page of another symbol, whose name the fixture never calls, the
        // sentence is at most partly covered: the fixture does not exercise that page's symbol.
        let other = try plan(wrapperPage("FocusedValue", [claim("If focus lands on either field, the state updates to `.email`.")]))
        XCTAssertEqual(other.uncovered.map(\.reason), [.partlyCovered])
        XCTAssertTrue(other.uncovered.first?.note.contains("subject FocusedValue itself") == true, "\(other.uncovered)")
    }

    private func memberPage(_ name: String, of parent: String, _ claims: [Claim]) -> PageRecord {
        PageRecord(id: "swiftui/\(parent.lowercased())/\(name.lowercased())",
                   source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                   symbol: Symbol(name: name, kind: .instanceProperty, parentPath: ["Swiftui", parent]),
                   claims: claims)
    }

    func testAWrappersMemberPageIsCheckedThroughThatWrappersOwnFixture() throws {
        let nilSentence = "The unwrapped value is `nil` when no focused view hierarchy has published a corresponding binding."
        let binding = try plan(memberPage("projectedValue", of: "FocusedBinding", [claim(nilSentence)]))
        XCTAssertEqual(binding.cases.map(\.template), ["focused-binding-absent-without-publisher"])
        XCTAssertEqual(binding.cases.first?.fixture?.name, "FocusedBindingFixture")
        XCTAssertEqual(binding.uncovered, [])
        // Counter-case: the same sentence on FocusedValue's member page is checked through
        // FocusedValue's fixture, never through the sibling wrapper's.
        let value = try plan(memberPage("wrappedValue", of: "FocusedValue", [claim(nilSentence)]))
        XCTAssertFalse(value.cases.isEmpty)
        XCTAssertTrue(value.cases.allSatisfy { $0.fixture?.name == "FocusedValueFixture" }, "\(value.cases.map(\.id))")
    }

    func testTheViewClosestToFocusWinsIsCheckedWithTwoPublishersOfTheValue() throws {
        let sentence = "If multiple views publish values using the same key, the wrapped property will reflect the value from the view closest to focus."
        let result = try plan(wrapperPage("FocusedValue", [claim(sentence)]))
        XCTAssertEqual(result.cases.map(\.template), ["focused-value-nearest-publisher"])
        XCTAssertEqual(result.uncovered, [])
        // Counter-case: on FocusedObject's page the object fixture checks it, not the value's.
        let object = try plan(wrapperPage("FocusedObject", [claim(sentence)]))
        XCTAssertEqual(object.cases.map(\.template), ["focused-object-nearest-publisher"])
    }

    func testAPreferenceLimitedToItsScopeIsCheckedOnBothSidesOfTheScope() throws {
        let page = declaredPage("swiftui/view/prefersdefaultfocus(_:in:)",
                                Symbol(name: "prefersDefaultFocus(_:in:)", kind: .instanceMethod, parentPath: ["Swiftui", "View"]),
                                "func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View",
                                keyword: "func", name: "prefersDefaultFocus",
                                claims: [claim("The default focus preference is limited to the focusable ancestor that matches the provided namespace.")])
        let result = try plan(page)
        XCTAssertEqual(result.cases.map(\.id), ["preference-limited-to-its-scope.scoped-preference"])
        XCTAssertEqual(result.uncovered, [])
        // Counter-case: a preference stated without its scope needs no sibling region.
        var plain = page
        plain.claims = [claim("The view with this modifier receives focus by default when it appears.")]
        XCTAssertEqual(try plan(plain).cases.map(\.template), ["prefers-default-focus"])
    }

    func testAMemberPageWithoutBreadcrumbsTakesItsWrapperFromThePagesPath() throws {
        let sentence = "When focus is not in any view that is bound to this state, the wrapped value will be `nil` or `false`."
        func page(_ id: String) -> PageRecord {
            PageRecord(id: id, source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                       symbol: Symbol(name: "wrappedValue", kind: .instanceProperty, parentPath: ["Swiftui"]),
                       claims: [claim(sentence)])
        }
        let result = try plan(page("swiftui/focusstate/wrappedvalue"))
        XCTAssertTrue(result.cases.contains { $0.template == "focus-leaves-resets" }, "\(result.cases.map(\.id))")
        XCTAssertEqual(result.uncovered, [])
        // Counter-case: a path naming no wrapper leaves the page's own symbol unexercised.
        XCTAssertEqual(try plan(page("swiftui/somethingelse/wrappedvalue")).uncovered.map(\.reason), [.partlyCovered])
    }

    /// A page of one `focusable` overload (`name`, declared as `declaration` with parameter `labels`)
    /// whose one claim says the view is focusable.
    private func focusablePage(_ name: String, _ declaration: String, labels: [String]) -> PageRecord {
        declaredPage("swiftui/view/\(name.lowercased())", Symbol(name: name, kind: .instanceMethod, parentPath: ["Swiftui", "View"]),
                     declaration, keyword: "func", name: "focusable",
                     parameters: labels.map { DeclaredParameter(label: $0, name: $0 == "_" ? "isFocusable" : $0, type: "Bool") },
                     claims: [claim("A Boolean value that indicates whether this view is focusable.")])
    }

    func testTheOnFocusChangeOverloadIsCheckedThroughTheFixtureThatCallsIt() throws {
        let own = try plan(focusablePage("focusable(_:onFocusChange:)", "func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void = { _ in }) -> some View",
                                labels: ["_", "onFocusChange"]))
        XCTAssertEqual(own.cases.map(\.template), ["on-focus-change-reports"])
        // Counter-case: focusable(_:) keeps the fixture that calls focusable(_:).
        let plain = try plan(focusablePage("focusable(_:)", "func focusable(_ isFocusable: Bool = true) -> some View", labels: ["_"]))
        XCTAssertFalse(plain.cases.map(\.template).contains("on-focus-change-reports"), "\(plain.cases.map(\.id))")
    }

    func testTheInteractionsOverloadIsCheckedThroughTheFixturesThatCallIt() throws {
        let own = try plan(focusablePage("focusable(_:interactions:)", "func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View",
                                labels: ["_", "interactions"]))
        XCTAssertEqual(own.cases.map(\.id), ["focusable-takes-focus.focusable-interactions"])
        XCTAssertFalse(own.cases.contains { $0.id.hasSuffix(".not-focusable") || $0.id.hasSuffix(".focusable") },
                       "no case of this page goes through the sibling focusable(_:): \(own.cases.map(\.id))")
        // Counter-case: focusable(_:) keeps the fixtures that call focusable(_:).
        let plain = try plan(focusablePage("focusable(_:)", "func focusable(_ isFocusable: Bool = true) -> some View", labels: ["_"]))
        XCTAssertTrue(plain.cases.contains { $0.id.hasSuffix(".focusable") }, "\(plain.cases.map(\.id))")
        XCTAssertFalse(plain.cases.contains { $0.id.hasSuffix("-interactions") }, "\(plain.cases.map(\.id))")
    }

    func testModifiedContentsZoomActionPageIsCheckedThroughItsOwnOverload() throws {
        func page(parent: String) -> PageRecord {
            declaredPage("swiftui/\(parent.lowercased())/accessibilityzoomaction(_:)",
                         Symbol(name: "accessibilityZoomAction(_:)", kind: .instanceMethod, parentPath: ["Swiftui", parent]),
                         "func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View",
                         keyword: "func", name: "accessibilityZoomAction",
                         claims: [claim("Actions allow assistive technologies, such as VoiceOver, to interact with the view by invoking the action.")])
        }
        let modified = try plan(page(parent: "ModifiedContent"))
        XCTAssertFalse(modified.cases.isEmpty)
        XCTAssertTrue(modified.cases.allSatisfy { $0.fixture?.name == "ZoomOnModifiedContentFixture" }, "\(modified.cases.map(\.id))")
        // Counter-case: View's page keeps the fixture calling View's overload.
        XCTAssertTrue(try plan(page(parent: "View")).cases.allSatisfy { $0.fixture?.name == "ZoomFixture" })
    }
}
