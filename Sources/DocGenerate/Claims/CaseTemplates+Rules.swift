/// Templates for behaviour a rule document (or any page) states about focus in general, not
/// about the page's own binding: each brings its own fixture (`CaseTemplate.ownVariants`), from
/// FocusTestSupport, and asserts its setup's state before acting.
extension CaseTemplates {
    static func focused(_ element: String?) -> CaseExpectation { CaseExpectation(observe: .focusedElement, element: element) }
    static func state(_ stateValue: StateValue) -> CaseExpectation { state(value, stateValue) }
    static func state(_ name: String, _ stateValue: StateValue) -> CaseExpectation {
        CaseExpectation(observe: .state, state: name, value: stateValue)
    }
    static func shown(_ text: String, _ isShown: Bool = true) -> CaseExpectation {
        CaseExpectation(observe: .textShown, element: text, shown: isShown)
    }
    static func tap(_ element: String) -> CaseStep { CaseStep(action: .tap, element: element) }
    private static func set(_ stateValue: StateValue) -> CaseStep { set(value, stateValue) }
    private static func set(_ name: String, _ stateValue: StateValue) -> CaseStep {
        CaseStep(action: .setState, state: name, value: stateValue)
    }
    private static func move(_ direction: String) -> CaseStep { CaseStep(action: .moveFocus, direction: direction) }
    /// The technology's focused element (none when `element` is nil); VoiceOver unless given.
    private static func atFocused(_ element: String?, query: CaseStep.Query? = nil, technology: String? = "voiceOver") -> CaseExpectation {
        CaseExpectation(observe: .accessibilityFocusedElement, element: element, query: query, technology: technology)
    }
    private static func turnOn(_ technology: String? = "voiceOver") -> CaseStep { CaseStep(action: .activate, technology: technology) }
    private static func atMoveNext() -> CaseStep { CaseStep(action: .atMove, technology: "voiceOver", direction: "next") }
    private static let targetField = StateValue.matching("target")

    /// Keyboard focus state: reads, several bindings, requests, containers, removal (R2–R9, R24).
    static let focusStateRules: [CaseTemplate] = [
        // Tab (which re-evaluates only the bodies that read focus) onto Target re-renders the text reading the state.
        CaseTemplate("focus-state-read-rerenders", family: .keyboard, variants: ["read-rerenders"], own: [.readRerenders]) { _ in
            TemplateScenario(setup: [move("next")], preconditions: [focused(other), shown("Target not focused"), state(.boolean(false))],
                             act: [move("next")], expectations: [focused(target), shown("Target focused"), state(.boolean(true))])
        },
        // Focus in a view bound to no state survives a reset of the state.
        CaseTemplate("set-nil-keeps-unbound-focus", family: .keyboard, variants: ["bool", "equals"], own: [.bool, .equals]) { variant in
            TemplateScenario(setup: [tap(other)], preconditions: [focused(other), state(variant.resetValue)],
                             act: [set(variant.resetValue)], expectations: [focused(other)])
        },
        CaseTemplate("several-bindings-all-update", family: .keyboard, variants: ["several-bindings"], own: [.severalBindings]) { _ in
            TemplateScenario(setup: [], preconditions: [state(.boolean(false)), state("field", .none)],
                             act: [tap(target)],
                             expectations: [state(.boolean(true)), state("field", targetField), focused(target)])
        },
        // User focus on either view sets the shared value; a write picks the first in tree order.
        CaseTemplate("shared-value-picks-first", family: .keyboard, variants: ["shared-value"], own: [.sharedValue]) { _ in
            TemplateScenario(setup: [tap(other)], preconditions: [focused(other), state(targetField)],
                             act: [set(.none), set(targetField)], expectations: [focused(target), state(targetField)])
        },
        CaseTemplate("write-applies-next-update", family: .keyboard, variants: ["write-then-read"], own: [.writeThenRead]) { _ in
            TemplateScenario(setup: [], preconditions: [focused(nil), shown("Read after write: unset")],
                             act: [tap(other)],
                             expectations: [shown("Read after write: false"), focused(target), state(.boolean(true))])
        },
        CaseTemplate("pending-write-held", family: .keyboard, variants: ["conditional"], own: [.conditionalField]) { _ in
            TemplateScenario(setup: [set(.boolean(true))], preconditions: [focused(nil), state(.boolean(false))],
                             act: [set("show", .boolean(true))], expectations: [focused(target), state(.boolean(true))])
        },
        CaseTemplate("pending-write-dropped-on-focus-change", family: .keyboard, variants: ["conditional"], own: [.conditionalField]) { _ in
            TemplateScenario(setup: [set(.boolean(true)), tap(other)], preconditions: [focused(other), state(.boolean(false))],
                             act: [set("show", .boolean(true))], expectations: [focused(other), state(.boolean(false))])
        },
        CaseTemplate("container-binding-tracks-descendants", family: .keyboard, variants: ["container"], own: [.containerBinding]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), state(.boolean(true))],
                             act: [tap(other)], expectations: [focused(other), state(.boolean(false))])
        },
        CaseTemplate("container-binding-write-focuses-first", family: .keyboard, variants: ["container"], own: [.containerBinding]) { _ in
            TemplateScenario(setup: [], preconditions: [focused(nil)], act: [set(.boolean(true))],
                             expectations: [focused(target), state(.boolean(true))])
        },
        CaseTemplate("is-focused-follows-ancestor", family: .keyboard, variants: ["is-focused"], own: [.isFocused]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Target: not focused"), shown("Other: not focused")],
                             act: [move("next")], expectations: [shown("Target: focused"), shown("Other: not focused")])
        },
        CaseTemplate("removal-drops-focus", family: .keyboard, variants: ["removable"], own: [.removableField]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), state(.boolean(true))],
                             act: [set("show", .boolean(false))], expectations: [focused(nil), state(.boolean(false))])
        },
        // Tab after the removal continues from where the removed view was (Other), not from the top (First).
        CaseTemplate("navigation-continues-after-removal", family: .keyboard, variants: ["removable"], own: [.removableField]) { _ in
            TemplateScenario(setup: [tap(target), set("show", .boolean(false))], preconditions: [focused(nil)],
                             act: [move("next")], expectations: [focused(other)])
        },
    ]

    /// onAppear writes (R25), onChange and onAppear order (R26).
    static let lifecycleRules: [CaseTemplate] = [
        CaseTemplate("on-appear-write-applied", family: .lifecycle, variants: ["appear-focus"], own: [.appearFocus]) { _ in
            TemplateScenario(setup: [], preconditions: [], act: [CaseStep(action: .appear)],
                             expectations: [focused(target), state(.boolean(true))])
        },
        CaseTemplate("on-change-old-and-new", family: .lifecycle, variants: ["focus-change-log"], own: [.focusChangeLog]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Unchanged")], act: [tap(target)],
                             expectations: [shown("Changed from false to true"), state(.boolean(true))])
        },
        CaseTemplate("on-appear-parent-first", family: .lifecycle, variants: ["appear-order"], own: [.appearOrder]) { _ in
            TemplateScenario(setup: [], preconditions: [], act: [CaseStep(action: .appear)],
                             expectations: [shown("Appeared: parent, child")], basis: .engineChoice)
        },
    ]

    /// Focusability, default focus and directions (R10, R11, R13).
    static let navigationRules: [CaseTemplate] = [
        // The disabled Target comes first: Tab skips it and a tap does not focus it.
        CaseTemplate("disabled-not-focusable", family: .navigation, variants: ["disabled"], own: [.disabledField]) { _ in
            TemplateScenario(setup: [move("next")], preconditions: [focused(other)], act: [tap(target)],
                             expectations: [focused(other)])
        },
        CaseTemplate("default-focus-on-appear", family: .navigation, variants: ["default-focus-region"], own: [.defaultFocusRegion]) { _ in
            TemplateScenario(setup: [], preconditions: [], act: [CaseStep(action: .appear)],
                             expectations: [focused(target), state(targetField)])
        },
        // `.automatic`: user navigation into the region is not redirected (Tab lands on First).
        CaseTemplate("default-focus-automatic-not-on-navigation", family: .navigation, variants: ["default-focus-region"],
                     own: [.defaultFocusRegion]) { _ in
            TemplateScenario(setup: [tap(other)], preconditions: [focused(other)], act: [move("next")],
                             expectations: [focused("First")])
        },
        CaseTemplate("default-focus-user-initiated-redirects", family: .navigation, variants: ["user-initiated-default-focus"],
                     own: [.userInitiatedDefaultFocus]) { _ in
            TemplateScenario(setup: [tap(other)], preconditions: [focused(other)], act: [move("next")],
                             expectations: [focused(target), state(targetField)])
        },
        CaseTemplate("directional-move-follows-layout", family: .navigation, variants: ["grid"], own: [.directionalGrid]) { _ in
            TemplateScenario(setup: [move("next")], preconditions: [focused(other)], act: [move("right"), move("down")],
                             expectations: [focused(target)])
        },
        // Tab visits the grid leading→trailing, top→bottom: the fourth Tab reaches Target (bottom right).
        CaseTemplate("sequential-order-follows-layout", family: .navigation, variants: ["grid"], own: [.directionalGrid]) { _ in
            TemplateScenario(setup: [move("next"), move("next")], preconditions: [focused("Above")],
                             act: [move("next"), move("next")], expectations: [focused(target)])
        },
        CaseTemplate("focus-section-forwards", family: .navigation, variants: ["focus-section"], own: [.focusSection]) { _ in
            TemplateScenario(setup: [move("next")], preconditions: [focused(other)], act: [move("right")],
                             expectations: [focused(target)])
        },
    ]

    /// Focused values, focus effects and focus callbacks (R27–R32).
    static let focusedValueRules: [CaseTemplate] = [
        // Nothing published in focus → none; focus on Target → its own value, not its group's.
        CaseTemplate("focused-value-follows-focus", family: .focusedValue, variants: ["focused-value"], own: [.focusedValue]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [shown("Focused value: target")],
                             act: [tap(other)], expectations: [shown("Focused value: none")])
        },
        // A focused view that publishes nothing → the value its nearest ancestor publishes ("group").
        CaseTemplate("focused-value-from-ancestor", family: .focusedValue, variants: ["focused-value"], own: [.focusedValue]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Focused value: none")],
                             act: [tap("Inside")], expectations: [focused("Inside"), shown("Focused value: group")])
        },
        // Two publishers of one key on the focus chain: the one closest to focus wins ("target" over
        // the group's "group"); with focus on a view publishing nothing, the group's value is read.
        CaseTemplate("focused-value-nearest-publisher", family: .focusedValue, variants: ["focused-value"], own: [.focusedValue]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Focused value: target")],
                             act: [tap("Inside")], expectations: [focused("Inside"), shown("Focused value: group")])
        },
        // Tab re-evaluates only bodies that depend on focus: the reader must be one of them.
        CaseTemplate("focused-value-reader-rerenders", family: .focusedValue, variants: ["focused-value"], own: [.focusedValue]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Focused value: none")],
                             act: [move("next"), move("next")], expectations: [focused(target), shown("Focused value: target")])
        },
        CaseTemplate("scene-value-visible-without-focus", family: .focusedValue, variants: ["scene-value"], own: [.sceneValue]) { _ in
            TemplateScenario(setup: [], preconditions: [focused(nil), shown("Focused value: scene")],
                             act: [tap(target)], expectations: [focused(target), shown("Focused value: scene")])
        },
        // Precedence of a focused value over a scene value is not documented: the engine's choice.
        CaseTemplate("scene-value-yields-to-focused", family: .focusedValue, variants: ["scene-value"], own: [.sceneValue]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Focused value: scene")], act: [tap(other)],
                             expectations: [shown("Focused value: focused")], basis: .engineChoice)
        },
        CaseTemplate("focused-binding-reads-and-writes", family: .focusedValue, variants: ["focused-binding"], own: [.focusedBinding]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Bound: draft")],
                             act: [tap("Write")], expectations: [shown("Bound: written"), state("text", StateValue(kind: .string, string: "written", type: "String"))])
        },
        // Read through the wrapped value and the projected binding: the published binding's value
        // while the publisher has focus, nil ("none") once focus is on a view publishing nothing.
        CaseTemplate("focused-binding-absent-without-publisher", family: .focusedValue, variants: ["focused-binding"],
                     own: [.focusedBinding]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Bound: draft"), shown("Projected: draft")],
                             act: [tap(other)], expectations: [focused(other), shown("Bound: none"), shown("Projected: none")])
        },
        // The reader shows the focused publisher's object, and its new value after an edit in the
        // publisher. The edit also re-renders the publisher, which refreshes the reader, so this does
        // not show that the reader observes the object (r30-focused-object-change-not-observed
        // survives it, docs/mutants.md): its frame parts leave out object-changes and view-updates.
        CaseTemplate("focused-object-reader-observes", family: .focusedValue, variants: ["focused-object"], own: [.focusedObject]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Count: 0")],
                             act: [CaseStep(action: .replaceText, text: "x")], expectations: [focused(target), shown("Count: 1")])
        },
        // Target's own model (count 0), not its group's (count 100), while Target is focused.
        CaseTemplate("focused-object-nearest-publisher", family: .focusedValue, variants: ["nested-focused-object"],
                     own: [.nestedFocusedObject]) { _ in
            TemplateScenario(setup: [], preconditions: [focused(nil), shown("Count: none")],
                             act: [tap(target)], expectations: [focused(target), shown("Count: 0")])
        },
        // Published scene-wide, the object is seen with focus elsewhere, and its changes re-render the reader.
        CaseTemplate("focused-scene-object-reader-observes", family: .focusedValue, variants: ["focused-scene-object"],
                     own: [.focusedSceneObject]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Count: 0")],
                             act: [CaseStep(action: .replaceText, text: "x"), tap(other)],
                             expectations: [focused(other), shown("Count: 1")])
        },
        // The key and accessors `@Entry` writes carry the value while its publisher is focused, under
        // a key of their own: another `String?` member stays empty (R33).
        CaseTemplate("entry-focused-value-follows-focus", family: .focusedValue, variants: ["entry-focused-value"],
                     own: [.entryFocusedValue]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Entry: entry"), shown("Focused value: none")],
                             act: [tap(other)], expectations: [focused(other), shown("Entry: none"), shown("Focused value: none")])
        },
        CaseTemplate("focus-effect-outermost-wins", family: .focusedValue, variants: ["focus-effect"], own: [.focusEffect]) { _ in
            TemplateScenario(setup: [], preconditions: [], act: [CaseStep(action: .appear)],
                             expectations: [shown("Other: effects on"), shown("Target: effects off")])
        },
        CaseTemplate("on-focus-change-reports", family: .focusedValue, variants: ["on-focus-change"], own: [.onFocusChange]) { _ in
            TemplateScenario(setup: [move("next")], preconditions: [focused(target), shown("Focus changes: gained")],
                             act: [move("next")], expectations: [focused(other), shown("Focus changes: gained, lost")])
        },
    ]

    /// Accessibility focus, zoom and stacked submit actions (R15, R18, R20–R23).
    static let accessibilityRules: [CaseTemplate] = [
        // Without an active technology a write changes nothing; once one is active it moves AT focus.
        CaseTemplate("at-write-needs-technology", family: .accessibility, own: BindingVariant.accessibility(equals: false).filter(\.aggregatesTechnologies)) { variant in
            let technology = variant.technology
            return TemplateScenario(
                setup: [set(variant.matchValue)],
                preconditions: [state(variant.resetValue), atFocused(nil, technology: technology)],
                act: [turnOn(technology), set(variant.matchValue)],
                expectations: [atFocused(target, technology: technology),
                               state(variant.matchValue)])
        },
        CaseTemplate("keyboard-and-at-focus-independent", family: .accessibility, variants: ["keyboard-and-accessibility"],
                     own: [.keyboardAndAccessibility]) { _ in
            TemplateScenario(
                setup: [turnOn(), tap(target)],
                preconditions: [focused(target), atFocused("Title")],
                act: [CaseStep(action: .atFocus, element: other, technology: "voiceOver")],
                expectations: [focused(target), atFocused(other)])
        },
        // The next element after the combined one is the text after it, not its first hidden child.
        CaseTemplate("combined-element-hides-children", family: .accessibility, variants: ["combined-element"], own: [.combinedElement]) { _ in
            TemplateScenario(
                setup: [turnOn(), atMoveNext()],
                preconditions: [atFocused(target, query: .accessibilityLabel)],
                act: [atMoveNext()],
                expectations: [atFocused("After")])
        },
        CaseTemplate("at-default-focus-after-removal", family: .defaultFocus, variants: ["accessibility-default-focus-removal"],
                     own: [.accessibilityDefaultFocusAfterRemoval]) { _ in
            TemplateScenario(
                setup: [turnOn(),
                        CaseStep(action: .atFocus, element: other, query: .text, technology: "voiceOver")],
                preconditions: [atFocused(other)],
                act: [set("showBanner", .boolean(false))],
                expectations: [atFocused(target),
                               state(targetField)])
        },
        CaseTemplate("zoom-location", family: .zoom, variants: ["zoom-location"], own: [.zoomLocation]) { _ in
            TemplateScenario(
                setup: [turnOn()], preconditions: [shown("No zoom")],
                act: [CaseStep(action: .zoom, element: target, query: .text, technology: "voiceOver", direction: "zoomIn", location: "topLeading")],
                expectations: [shown("Zoom in at 0.0, 0.0")])
        },
        CaseTemplate("stacked-on-submit-all-run", family: .submit, variants: ["stacked-on-submit"], own: [.stackedOnSubmit]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), CaseExpectation(observe: .submitCount, count: 0)],
                             act: [CaseStep(action: .submit)], expectations: [CaseExpectation(observe: .submitCount, count: 2)])
        },
    ]
}

extension BindingVariant {
    static let readRerenders = BindingVariant(id: "read-rerenders", family: .keyboard, fixture: Fixture(name: "FocusReadFixture"))
    static let severalBindings = BindingVariant(id: "several-bindings", family: .keyboard, fixture: Fixture(name: "SeveralBindingsFixture"))
    static let sharedValue = BindingVariant(id: "shared-value", family: .keyboard, fixture: Fixture(name: "SharedValueFixture"),
                                            matchValue: .matching("target"), resetValue: .none)
    static let writeThenRead = BindingVariant(id: "write-then-read", family: .keyboard, fixture: Fixture(name: "WriteThenReadFixture"))
    static let conditionalField = BindingVariant(id: "conditional", family: .keyboard, fixture: Fixture(name: "ConditionalFieldFixture"))
    static let removableField = BindingVariant(id: "removable", family: .keyboard, fixture: Fixture(name: "RemovableFieldFixture"))
    static let containerBinding = BindingVariant(id: "container", family: .keyboard, fixture: Fixture(name: "ContainerBindingFixture"))
    static let isFocused = BindingVariant(id: "is-focused", family: .keyboard, fixture: Fixture(name: "IsFocusedFixture"))
    static let focusChangeLog = BindingVariant(id: "focus-change-log", family: .lifecycle, fixture: Fixture(name: "FocusChangeLogFixture"))
    static let appearFocus = BindingVariant(id: "appear-focus", family: .lifecycle, fixture: Fixture(name: "AppearFocusFixture"))
    static let appearOrder = BindingVariant(id: "appear-order", family: .lifecycle, fixture: Fixture(name: "AppearOrderFixture"))
    static let disabledField = BindingVariant(id: "disabled", family: .navigation, fixture: Fixture(name: "DisabledFieldFixture"))
    static let defaultFocusRegion = BindingVariant(id: "default-focus-region", family: .navigation,
                                                   fixture: Fixture(name: "DefaultFocusRegionFixture"),
                                                   matchValue: .matching("target"), resetValue: .none)
    static let userInitiatedDefaultFocus = BindingVariant(id: "user-initiated-default-focus", family: .navigation,
                                                          fixture: Fixture(name: "UserInitiatedDefaultFocusFixture"),
                                                          matchValue: .matching("target"), resetValue: .none)
    static let directionalGrid = BindingVariant(id: "grid", family: .navigation, fixture: Fixture(name: "DirectionalGridFixture"))
    static let focusSection = BindingVariant(id: "focus-section", family: .navigation, fixture: Fixture(name: "FocusSectionFixture"))
    static let keyboardAndAccessibility = BindingVariant(id: "keyboard-and-accessibility", family: .accessibility,
                                                         fixture: Fixture(name: "KeyboardAndAccessibilityFixture"), technology: "voiceOver")
    static let combinedElement = BindingVariant(id: "combined-element", family: .accessibility,
                                                fixture: Fixture(name: "CombinedElementFixture"), technology: "voiceOver")
    static let accessibilityDefaultFocusAfterRemoval = BindingVariant(
        id: "accessibility-default-focus-removal", family: .defaultFocus,
        fixture: Fixture(name: "DefaultAccessibilityFocusAfterRemovalFixture"),
        matchValue: .matching("target"), resetValue: .none, technology: "voiceOver")
    static let zoomLocation = BindingVariant(id: "zoom-location", family: .zoom, fixture: Fixture(name: "ZoomLocationFixture"),
                                             technology: "voiceOver")
    static let focusedValue = BindingVariant(id: "focused-value", family: .focusedValue, fixture: Fixture(name: "FocusedValueFixture"))
    static let sceneValue = BindingVariant(id: "scene-value", family: .focusedValue, fixture: Fixture(name: "SceneValueFixture"))
    static let focusedBinding = BindingVariant(id: "focused-binding", family: .focusedValue, fixture: Fixture(name: "FocusedBindingFixture"))
    static let focusedObject = BindingVariant(id: "focused-object", family: .focusedValue, fixture: Fixture(name: "FocusedObjectFixture"))
    static let focusEffect = BindingVariant(id: "focus-effect", family: .focusedValue, fixture: Fixture(name: "FocusEffectFixture"))
    static let nestedFocusedObject = BindingVariant(id: "nested-focused-object", family: .focusedValue,
                                                    fixture: Fixture(name: "NestedFocusedObjectFixture"))
    static let focusedSceneObject = BindingVariant(id: "focused-scene-object", family: .focusedValue,
                                                   fixture: Fixture(name: "FocusedSceneObjectFixture"))
    static let entryFocusedValue = BindingVariant(id: "entry-focused-value", family: .focusedValue,
                                                  fixture: Fixture(name: "EntryFocusedValueFixture"))
    static let onFocusChange = BindingVariant(id: "on-focus-change", family: .focusedValue, fixture: Fixture(name: "OnFocusChangeFixture"))
    static let stackedOnSubmit = BindingVariant(id: "stacked-on-submit", family: .submit, fixture: Fixture(name: "StackedOnSubmitFixture"))
}

/// Keyboard and remote input to the focused view (R43–R45).
extension CaseTemplates {
    private static func shownText(_ text: String) -> CaseExpectation { CaseExpectation(observe: .textShown, element: text, shown: true) }
    private static func focusedOn(_ element: String) -> CaseExpectation { CaseExpectation(observe: .focusedElement, element: element) }
    private static func press(_ key: String, phases: String? = nil) -> CaseStep { CaseStep(action: .pressKey, text: key, phases: phases) }
    private static let tapTarget = CaseStep(action: .tap, element: target)

    static let keyInputRules: [CaseTemplate] = [
        // `h` is handled by Target: the stack's action does not run; `i` is ignored: it does. The
        // handled down arrow is consumed too: focus does not move to Other below (R45).
        CaseTemplate("key-press-handled-stops", family: .keyInput, variants: ["key-press"], own: [.keyPress]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Key log: none")],
                             act: [press("h"), press("i"), press("downArrow")],
                             expectations: [focusedOn(target), shownText("Key log: target h, target i, stack i, target down")])
        },
        // `onKeyPress(_:action:)` runs for key-down and key-repeat, not key-up.
        CaseTemplate("key-press-default-phases", family: .keyInput, variants: ["key-press"], own: [.keyPress]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Key log: none")],
                             act: [press("k", phases: "down,repeat,up")], expectations: [shownText("Key log: target k, target k")])
        },
        // `phases: .up` runs for key-up only.
        CaseTemplate("key-press-specified-phases", family: .keyInput, variants: ["key-press"], own: [.keyPress]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Key log: none")],
                             act: [press("u", phases: "down,repeat,up")], expectations: [shownText("Key log: target u up")])
        },
        // With Other focused, Target's action does not run; the stack, Other's ancestor, still receives `h`.
        CaseTemplate("key-press-needs-focus", family: .keyInput, variants: ["key-press"], own: [.keyPress]) { _ in
            TemplateScenario(setup: [CaseStep(action: .tap, element: other)], preconditions: [focusedOn(other), shownText("Key log: none")],
                             act: [press("k"), press("h")], expectations: [focusedOn(other), shownText("Key log: stack h")])
        },
        CaseTemplate("move-command-to-focused-view", family: .keyInput, variants: ["commands"], own: [.moveCommandInput]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Commands: none")],
                             act: [CaseStep(action: .moveCommand, direction: "down")],
                             expectations: [focusedOn(target), shownText("Commands: move down")])
        },
        // "like when the user presses an arrow key on a Mac keyboard".
        CaseTemplate("arrow-key-is-move-command", family: .keyInput, variants: ["commands"], own: [.moveCommandInput]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Commands: none")],
                             act: [press("downArrow")], expectations: [focusedOn(target), shownText("Commands: move down")])
        },
        // A move command no action takes moves focus that way (R45: the engine's choice, after tvOS and full keyboard access).
        CaseTemplate("unhandled-move-command-moves-focus", family: .keyInput, variants: ["commands"], own: [.moveCommandInput]) { _ in
            TemplateScenario(setup: [CaseStep(action: .tap, element: other)], preconditions: [focusedOn(other), shownText("Commands: none")],
                             act: [CaseStep(action: .moveCommand, direction: "up")],
                             expectations: [focusedOn(target), shownText("Commands: none")], basis: .engineChoice)
        },
        CaseTemplate("exit-command-to-focused-view", family: .keyInput, variants: ["commands"], own: [.moveCommandInput]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Commands: none")],
                             act: [CaseStep(action: .exitCommand)], expectations: [focusedOn(target), shownText("Commands: exit")])
        },
        // "The user generates an exit command by pressing … the escape key on macOS."
        CaseTemplate("escape-key-is-exit-command", family: .keyInput, variants: ["commands"], own: [.moveCommandInput]) { _ in
            TemplateScenario(setup: [tapTarget], preconditions: [focusedOn(target), shownText("Commands: none")],
                             act: [press("escape")], expectations: [shownText("Commands: exit")])
        },
    ]
}

extension BindingVariant {
    static let keyPress = BindingVariant(id: "key-press", family: .keyInput, fixture: Fixture(name: "KeyPressFixture"))
    static let moveCommandInput = BindingVariant(id: "commands", family: .keyInput, fixture: Fixture(name: "MoveCommandFixture"))
}
