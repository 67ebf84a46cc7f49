@testable import DocGenerate
import DocModel
import XCTest

/// The frame reader reads a sentence by composition — events from the term lexicon, their role
/// from the clause, negation from the words around them — in English and Chinese alike; each
/// part has a counter-case that must not be read as it.
final class FrameReaderTests: XCTestCase {
    private func read(_ text: String, _ language: Language = .en, section: SectionKind = .discussion) throws -> ClaimFrame {
        FrameReader(lexicon: try TermLexicon.bundled()).read(text, language: language, section: section)
    }

    private func keys(_ events: [FrameEvent]) -> Set<String> { Set(events.map(\.key)) }

    // MARK: Triggers and effects, by clause

    func testAConditionClauseGivesTheTriggerAndTheMainClauseTheEffect() throws {
        let frame = try read("When focus moves to the view, the binding sets the bound value to `true`.")
        XCTAssertEqual(frame.kind, .behaviour)
        XCTAssertEqual(keys(frame.triggers), ["focus-enters(keyboard)"])
        XCTAssertEqual(keys(frame.effects), ["state-set(match)"])
    }

    func testARewordedSentenceWithTheConditionLastReadsTheSame() throws {
        let original = try read("When focus moves to the view, the binding sets the bound value to `true`.")
        let reworded = try read("The bound value is set to `true` by the binding whenever focus lands on the view.")
        XCTAssertEqual(reworded.signature, original.signature)
    }

    func testTheSameWordsSwapRolesWithTheClause() throws {
        // "sets the value" is the trigger here, "focus moves" the effect: the reverse of the above.
        let frame = try read("If a caller sets the value to `true` programmatically, then focus moves to the modified view.")
        XCTAssertEqual(keys(frame.triggers), ["app-writes", "state-set(match)"])
        XCTAssertEqual(keys(frame.effects), ["focus-enters(keyboard)"])
    }

    func testAGerundSubjectIsTheTrigger() throws {
        let frame = try read("Programmatically setting the value to `nil` dismisses focus automatically.")
        XCTAssertEqual(keys(frame.triggers), ["app-writes", "state-set(reset)"])
        XCTAssertEqual(keys(frame.effects), ["focus-dismissed(keyboard)"])
    }

    func testAnEffectMarkerSplitsCauseFromEffect() throws {
        let frame = try read("Setting the property's value programmatically has the reverse effect, causing accessibility focus to move to the element.")
        XCTAssertEqual(keys(frame.triggers), ["app-writes"])
        XCTAssertEqual(keys(frame.effects), ["focus-enters(accessibility)"])
    }

    // MARK: Which focus

    func testAccessibilityFocusIsNotKeyboardFocus() throws {
        let accessibility = try read("When accessibility focus leaves, SwiftUI resets the wrapped value to `nil`.")
        XCTAssertEqual(keys(accessibility.triggers), ["focus-leaves(accessibility)"])
        let keyboard = try read("When focus leaves, SwiftUI resets the wrapped value to `nil`.")
        XCTAssertEqual(keys(keyboard.triggers), ["focus-leaves(keyboard)"])
    }

    func testABareFocusInASentenceAboutAccessibilityFocusIsAccessibilityFocus() throws {
        let frame = try read("SwiftUI sets the value to `nil` if accessibility focus leaves the element, and programmatically setting the value to `nil` dismisses focus automatically.")
        XCTAssertTrue(keys(frame.effects).contains("focus-dismissed(accessibility)"))
        XCTAssertFalse(keys(frame.effects).contains("focus-dismissed(keyboard)"))
    }

    // MARK: Negation

    func testNegatedFocusInAConditionReadsAsFocusLeaving() throws {
        let frame = try read("When focus is not in any view that is bound to this state, the wrapped value will be `nil`.")
        XCTAssertEqual(keys(frame.triggers), ["focus-leaves(keyboard)"])
        XCTAssertEqual(keys(frame.effects), ["state-set(reset)"])
    }

    func testANegatedEffectIsMarked() throws {
        let frame = try read("When the user submits, the action is not called.")
        XCTAssertEqual(keys(frame.effects), ["!action-runs"])
        let counter = try read("When the user submits, the action is called.")
        XCTAssertEqual(keys(counter.effects), ["action-runs"])
    }

    // MARK: Qualifiers

    func testQualifiersAreParts() throws {
        let frame = try read("On tvOS, when focus moves to a descendant, the container's binding becomes `true`.")
        XCTAssertTrue(frame.qualifiers.contains("platform:tvOS"))
        XCTAssertTrue(frame.qualifiers.contains("subject:descendant"))
        XCTAssertTrue(frame.parts.contains(FramePart(role: .qualifier, key: "platform:tvOS")))
    }

    func testAValueUpdatedAsFocusChangesFollowsFocusAndASceneThatOnlyLocatesFocusIsNoQualifier() throws {
        let frame = try read("A value that the system updates as the placement of focus within the window group changes.", section: .summary)
        XCTAssertEqual(keys(frame.effects), ["state-follows-focus(keyboard)"])
        let accessibility = try read("A value that the system updates as the focus of any active assistive technology changes.",
                                     section: .summary)
        XCTAssertEqual(keys(accessibility.effects), ["state-follows-focus(accessibility)"])
        let located = try read("A value that the system updates as the position of focus within the scene changes.", section: .summary)
        XCTAssertFalse(located.qualifiers.contains("subject:scene"), "focus within the scene is focus anywhere: no scope")
        // Counter-cases: a value updated for another reason does not follow focus; a scene that scopes stays a qualifier.
        let other = try read("A value that the system updates as the window size changes.", section: .summary)
        XCTAssertFalse(keys(other.effects).contains("state-follows-focus(keyboard)"))
        let scoped = try read("When focus moves to the view, the value is visible in the focused scene.")
        XCTAssertTrue(scoped.qualifiers.contains("subject:scene"))
    }

    // MARK: Sentences that state no behaviour

    func testATriggerWithoutAnEffectIsNoBehaviour() throws {
        XCTAssertEqual(try read("Creates a set of submit triggers.", section: .summary).kind, .definition)
    }

    func testPointersAndAdviceAreRecognisedByTheirShape() throws {
        XCTAssertEqual(try read("For more information, see Focus cookbook.").kind, .pointer)
        XCTAssertEqual(try read("To control focus by matching a value, use the focused(_:equals:) method instead.").kind, .advice)
        // Counter-case: advice that states behaviour is behaviour.
        XCTAssertEqual(try read("Use this modifier to cause the view to receive focus whenever the value is `true`.").kind, .behaviour)
    }

    func testChineseAdviceIsRecognisedByItsTermsAsTheEnglishIs() throws {
        // "use … instead", "use … together with", "in your … use", "interested views / clients can".
        XCTAssertEqual(try read("要使用布尔值控制焦点，请改用 focused(_:) 方法。", .zhHans).kind, .advice)
        XCTAssertEqual(try read("将 accessibilityFocused(_:equals:) 与此属性包装器结合使用，可以标识要获取或设置辅助功能焦点的元素。", .zhHans).kind, .advice)
        XCTAssertEqual(try read("在您的App 或View 中使用FocusedValue 属性包装器读取当前值。", .zhHans).kind, .advice)
        XCTAssertEqual(try read("感兴趣的视图随后可以使用 FocusedObject 属性包装器来观察对象。", .zhHans).kind, .advice)
        XCTAssertEqual(try read("Clients can reproduce this behavior with custom views by only supporting `.activate` interactions.").kind, .advice)
        // "This modifier may also …" (something optional), as the English "this modifier may".
        XCTAssertEqual(try read("此修饰符还可以将此操作绑定到默认操作键盘快捷键。", .zhHans).kind, .advice)
        XCTAssertEqual(try read("This modifier may also bind this action to a default action keyboard shortcut.").kind, .advice)
        // Counter-case: a sentence that only mentions a view "in" something states behaviour.
        XCTAssertEqual(try read("当焦点移动到视图时，绑定会将绑定值设置为 `true`。", .zhHans).kind, .behaviour)
    }

    func testRemovingAViewsFocusIsFocusLeavingInBothLanguages() throws {
        let events = { (frame: ClaimFrame) in self.keys(frame.triggers + frame.effects + frame.triggersWithoutEffect) }
        let removal = try read("您还可以移除 TextField 的焦点，从而关闭键盘。", .zhHans)
        XCTAssertTrue(events(removal).contains("focus-leaves(keyboard)"), "\(removal)")
        XCTAssertTrue(events(try read("Setting the value to `nil` removes focus from the field.")).contains("focus-leaves(keyboard)"))
        // Counter-case: removing a view is no focus event.
        XCTAssertFalse(events(try read("移除视图后，列表会更新。", .zhHans)).contains("focus-leaves(keyboard)"))
    }

    func testFocusedAsAnAttributeInChineseIsAStateNotAnEvent() throws {
        let events = { (frame: ClaimFrame) in self.keys(frame.triggers + frame.effects + frame.triggersWithoutEffect) }
        // "the focused scene or view", "the focused value": no focus moves (as "the focused view" in English).
        XCTAssertFalse(events(try read("被聚焦的场景或视图及其祖先输出的状态集合。", .zhHans)).contains("focus-enters(keyboard)"))
        XCTAssertFalse(events(try read("`Entry`宏会自动生成底层键类型，并为聚焦值提供 getter 和 setter。", .zhHans)).contains("focus-enters(keyboard)"))
        // Counter-case: "when the view is focused" is focus entering.
        XCTAssertTrue(events(try read("当视图被聚焦时，操作会被调用。", .zhHans)).contains("focus-enters(keyboard)"))
        XCTAssertTrue(events(try read("当焦点聚焦到字段时，操作会被调用。", .zhHans)).contains("focus-enters(keyboard)"))
    }

    func testEnablingFocusInteractionsAndAcceptingFocusAreFocusabilityInBothLanguages() throws {
        let events = { (frame: ClaimFrame) in self.keys(frame.triggers + frame.effects + frame.triggersWithoutEffect) }
        XCTAssertTrue(events(try read("By default, SwiftUI enables all possible focus interactions.")).contains("focusable"))
        XCTAssertTrue(events(try read("默认情况下，SwiftUI 启用所有可能的焦点交互。", .zhHans)).contains("focusable"))
        XCTAssertTrue(events(try read("按钮类视图通常仅在用户启用键盘导航后才接受焦点。", .zhHans)).contains("focusable"))
        // Counter-case: enabling keyboard navigation alone is no focusability.
        XCTAssertFalse(events(try read("用户可以在“设置”应用中启用键盘导航。", .zhHans)).contains("focusable"))
    }

    func testFocusEffectAsANounIsNoTakesEffectInChinese() throws {
        let events = { (frame: ClaimFrame) in Set((frame.triggers + frame.effects + frame.triggersWithoutEffect).map(\.id)) }
        // "focus effect" (the highlight) names a thing; it says nothing takes effect.
        XCTAssertFalse(events(try read("视图是否可以显示焦点效果。", .zhHans)).contains("takes-effect"))
        XCTAssertFalse(events(try read("Whether the view can display a focus effect.")).contains("takes-effect"))
        // Counter-cases: "has no effect" and "takes effect" are the event in both languages.
        XCTAssertTrue(events(try read("在搜索上下文之外调用此操作不会产生任何效果。", .zhHans)).contains("takes-effect"))
        XCTAssertTrue(events(try read("此设置仅在视图获得焦点时生效。", .zhHans)).contains("takes-effect"))
        XCTAssertTrue(events(try read("Calling this action outside a search context has no effect.")).contains("takes-effect"))
    }

    func testAnUnreadSentenceNamesTheWordsTheLexiconLacks() throws {
        let frame = try read("Several views may arrange their children in rows.")
        XCTAssertEqual(frame.kind, .unread)
        XCTAssertTrue(frame.unknownTerms.contains("arrange"))
    }

    // MARK: Chinese, read on its own

    func testChineseConditionAndEffectReadLikeTheEnglish() throws {
        let english = try read("When focus moves to the view, the binding sets the bound value to `true`.")
        let chinese = try read("当焦点移动到视图时，绑定会将绑定值设置为 `true`。", .zhHans)
        XCTAssertEqual(chinese.signature, english.signature)
    }

    func testChineseWriteThenMoveReadsLikeTheEnglish() throws {
        let english = try read("If a caller sets the value to `true` programmatically, then focus moves to the modified view.")
        let chinese = try read("如果调用者以编程方式将该值设置为 `true`，则焦点会移动到修改后的视图。", .zhHans)
        XCTAssertEqual(chinese.signature, english.signature)
    }

    func testChineseOppositeDirectionReadsDifferently() throws {
        // Counter-case: a translation that says focus leaves is not the sentence that says it enters.
        let enters = try read("当焦点移动到视图时，绑定会将绑定值设置为 `true`。", .zhHans)
        let leaves = try read("当焦点离开视图时，绑定会将绑定值设置为 `false`。", .zhHans)
        XCTAssertNotEqual(enters.signature, leaves.signature)
        XCTAssertEqual(keys(leaves.triggers), ["focus-leaves(keyboard)"])
    }

    func testChineseNegationIsRead() throws {
        let frame = try read("当焦点移动到视图时，操作不会被调用。", .zhHans)
        XCTAssertEqual(keys(frame.effects), ["!action-runs"])
    }
}

/// Frames become templates by the parts they check; a claim is covered only when every part is
/// checked, and a page is never checked through another kind of focus than the one it binds.
final class FrameMatcherTests: XCTestCase {
    private func frame(_ text: String) throws -> ClaimFrame {
        FrameReader(lexicon: try TermLexicon.bundled()).read(text, language: .en)
    }

    func testTheTemplateCheckingTriggerAndEffectIsChosen() throws {
        let reading = try FrameMatcher.bundled().match(frame("When focus leaves the modified view, the binding sets the value to `false`."),
                                                       usable: { _ in true })
        XCTAssertEqual(reading.templates, ["focus-leaves-resets"])
        XCTAssertEqual(reading.unchecked, [])
    }

    func testAPartNoTemplateChecksIsNamed() throws {
        let reading = try FrameMatcher.bundled().match(frame("Within a namespace, when focus leaves the modified view, the binding sets the value to `false`."),
                                                       usable: { _ in true })
        XCTAssertEqual(reading.templates, ["focus-leaves-resets"])
        XCTAssertEqual(reading.unchecked.map(\.description), ["qualifier subject:namespace"])
    }

    func testOnlyTemplatesThePageCanUseAreChosen() throws {
        // Counter-case: an accessibility sentence on a page that binds keyboard focus gets no
        // keyboard template, however close its words.
        let reading = try FrameMatcher.bundled().match(frame("When accessibility focus leaves, SwiftUI sets the value to `nil`."),
                                                       usable: { !$0.hasPrefix("at-") })
        XCTAssertEqual(reading.templates, [])
    }

    func testEveryTemplateThatDeclaresFramePartsExists() throws {
        let matcher = try FrameMatcher.bundled()
        XCTAssertFalse(matcher.checks.isEmpty)
        for id in matcher.checks.keys { XCTAssertTrue(CaseTemplates.all[id] != nil || CompileTemplates.all[id] != nil, id) }
    }

    func testEveryExercisedNameIsCalledInTheTemplatesFixtureFile() throws {
        // The `exercises` lists are a claim about FocusTestSupport's fixtures: hold them to the code.
        let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/FocusTestSupport")
        let files = try FileManager.default.contentsOfDirectory(atPath: support.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: support.appendingPathComponent($0), encoding: .utf8) }
        let matcher = try FrameMatcher.bundled()
        var checked = 0
        for (id, check) in matcher.checks where !check.exercises.isEmpty {
            if let compile = CompileTemplates.all[id] {
                // A must-not-compile check exercises what its accepted snippets call.
                let snippets = compile.check.accepted.joined(separator: "\n")
                for name in check.exercises { XCTAssertTrue(snippets.contains(name), "\(id): its snippets never mention \(name)"); checked += 1 }
                continue
            }
            let fixture = try XCTUnwrap(CaseTemplates.all[id]?.ownVariants.first?.fixture.name, id)
            let file = try XCTUnwrap(files.first { $0.contains("struct \(fixture)") }, "\(id): no file declares \(fixture)")
            for name in check.exercises {
                XCTAssertTrue(file.contains(name), "\(id): \(fixture)'s file never mentions \(name)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    func testAnUnknownTemplateInTheFramesFileFailsToLoad() {
        let data = Data(#"{"schemaVersion": 1, "templates": {"no-such-template": {"triggers": [], "effects": ["submit"]}}}"#.utf8)
        XCTAssertThrowsError(try FrameMatcher(data: data))
    }
}

/// The planner with the frame reader: partly covered claims name their unchecked parts, behaviour
/// is never credited to the API-shape case, and a sibling API's fixture does not cover a page.
final class FramePlanTests: XCTestCase {
    private func claim(_ text: String, _ section: SectionKind, n: Int = 1) -> Claim {
        Claim(id: "p#\(section.rawValue).s\(n)@en", alignmentKey: "\(section.rawValue).s\(n)", language: .en,
              text: text, section: section, level: .must, file: "p.md", line: n)
    }

    private func focusedPage(_ claims: [Claim]) -> PageRecord {
        PageRecord(id: "swiftui/view/focused(_:)", source: SourceInfo(path: "p.md", format: .markdown, languages: [.en]),
                   symbol: Symbol(name: "focused(_:)", kind: .instanceMethod, parentPath: ["Swiftui", "View"]),
                   declaration: Declaration(text: "func focused(_ condition: FocusState<Bool>.Binding) -> some View",
                                            lines: LineRange(start: 1, end: 1),
                                            structure: DeclarationStructure(keyword: "func", name: "focused",
                                                                            parameters: [.init(label: "_", name: "condition", type: "FocusState<Bool>.Binding")]),
                                            parsesCleanly: true),
                   claims: claims)
    }

    private func plan(_ page: PageRecord) throws -> ClaimCasePlanner.Result {
        ClaimCasePlanner(phrasebook: try ClaimPhrasebook.bundled(), reader: .frames).plan(page, shapeCaseID: "api-shape")
    }

    func testAFullyCheckedSentenceIsCoveredByItsOwnBinding() throws {
        let result = try plan(focusedPage([claim("When focus moves to the view, the binding sets the bound value to `true`.", .parameters)]))
        XCTAssertEqual(result.cases.map(\.id), ["focus-enters-sets-value.bool"])
        XCTAssertEqual(result.uncovered, [])
        XCTAssertEqual(result.shapeClaims, [])
    }

    func testAnUncheckedQualifierMakesTheClaimPartlyCovered() throws {
        let result = try plan(focusedPage([claim("On tvOS, when focus moves to the view, the binding sets the bound value to `true`.", .discussion)]))
        XCTAssertEqual(result.cases.map(\.id), ["focus-enters-sets-value.bool"])
        XCTAssertEqual(result.uncovered.map(\.reason), [.partlyCovered])
        XCTAssertTrue(result.uncovered[0].note.contains("platform:tvOS"))
    }

    func testBehaviourInAParameterSentenceIsNeverCreditedToTheShapeCase() throws {
        // Counter-case to the definitional rule: a summary stating behaviour no template checks.
        let result = try plan(focusedPage([claim("Zooming in runs the handler once.", .summary)]))
        XCTAssertEqual(result.shapeClaims, [])
        XCTAssertEqual(result.uncovered.map(\.reason), [.noTemplate])
        XCTAssertTrue(result.uncovered[0].note.hasPrefix("read as"))
        // A real definition still is.
        let definition = try plan(focusedPage([claim("The modified view.", .returnValue)]))
        XCTAssertEqual(definition.shapeClaims.count, 1)
    }

    func testAParameterThatIsTheFocusStateToBindIsCoveredByTheBindingsBehaviourNotByCompiling() throws {
        let result = try plan(focusedPage([claim("The focus state to bind.", .parameters)]))
        XCTAssertEqual(result.shapeClaims, [])
        XCTAssertTrue(result.cases.contains { $0.template == "focus-enters-sets-value" }, "\(result.cases.map(\.id))")
        XCTAssertEqual(result.uncovered, [])
    }

    func testAStateValueTakingTheLocationOfFocusIntoAccountIsAccessibilityFocusOnAnAccessibilityPage() throws {
        let reader = FrameReader(lexicon: try TermLexicon.bundled())
        let text = "The current state value, taking into account whatever bindings might be in effect due to the current location of focus."
        XCTAssertEqual(reader.read(text, language: .en).effects.map(\.key), ["state-follows-focus(keyboard)"])
        XCTAssertEqual(reader.read(text, language: .en, accessibilitySubject: true).effects.map(\.key), ["state-follows-focus(accessibility)"])
        XCTAssertEqual(reader.read("When keyboard focus moves to the view, the value is `true`.", language: .en, accessibilitySubject: true)
            .triggers.map(\.key), ["focus-enters(keyboard)"], "focus the sentence calls keyboard focus stays keyboard focus")
    }

    func testAnotherKindOfFocusIsNotCheckedOnThisPage() throws {
        let result = try plan(focusedPage([claim("When accessibility focus leaves, SwiftUI sets the value to `nil`.", .discussion)]))
        XCTAssertEqual(result.cases, [])
        XCTAssertEqual(result.uncovered.map(\.reason), [.noTemplate])
    }

    func testAPageBindingNothingKnownIsPartlyCoveredThroughATemplatesOwnFixture() throws {
        var page = focusedPage([claim("When the user submits a value, the action is called.", .discussion)])
        page.declaration = nil
        page.symbol = Symbol(name: "SomeSubmitThing", kind: .structure, parentPath: ["Swiftui"])
        let result = try plan(page)
        XCTAssertFalse(result.cases.isEmpty)
        XCTAssertEqual(result.uncovered.map(\.reason), [.partlyCovered])
        XCTAssertTrue(result.uncovered[0].note.contains("SomeSubmitThing itself"))
    }
}
