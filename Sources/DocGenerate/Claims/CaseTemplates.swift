/// The catalogue of case templates, by id. The phrasebook (`Phrasebooks/claims.json`) may only
/// name ids listed here; `ClaimPhrasebook` checks that when it loads.
enum CaseTemplates {
    static let all: [String: CaseTemplate] = Dictionary(
        uniqueKeysWithValues: (keyboard + accessibility + submit + defaultFocus + zoom + focusable
                                + focusStateRules + lifecycleRules + navigationRules + accessibilityRules + focusedValueRules + keyInputRules
                                + searchActivationRules).map { ($0.id, $0) })

    /// The element under test, the unbound element and the state property of every fixture
    /// (FocusTestSupport's `FixtureLabel` / `FixtureState`).
    static let target = "Target"
    static let other = "Other"
    static let value = "value"

    static let keyboard: [CaseTemplate] = [
        CaseTemplate("focus-enters-sets-value", family: .keyboard, own: [.bool, .equals]) { variant in
            ([CaseStep(action: .tap, element: target)],
             [CaseExpectation(observe: .state, state: value, value: variant.matchValue)])
        },
        CaseTemplate("focus-leaves-resets", family: .keyboard, own: [.bool, .equals]) { variant in
            ([CaseStep(action: .tap, element: target), CaseStep(action: .tap, element: other)],
             [CaseExpectation(observe: .state, state: value, value: variant.resetValue),
              CaseExpectation(observe: .focusedElement, element: other)])
        },
        CaseTemplate("set-value-moves-focus", family: .keyboard, own: [.bool, .equals]) { variant in
            ([CaseStep(action: .setState, state: value, value: variant.matchValue)],
             [CaseExpectation(observe: .focusedElement, element: target)])
        },
        CaseTemplate("set-nil-dismisses", family: .keyboard, own: [.bool, .equals]) { variant in
            ([CaseStep(action: .tap, element: target),
              CaseStep(action: .setState, state: value, value: variant.resetValue)],
             [CaseExpectation(observe: .focusedElement, element: nil)])
        },
    ]

    static let accessibility: [CaseTemplate] = [
        CaseTemplate("at-focus-enters-sets-value", family: .accessibility, own: aggregateAccessibility) { variant in
            (activate(variant) + [CaseStep(action: .atFocus, element: target, query: variant.query, technology: variant.technology)],
             [CaseExpectation(observe: .state, state: value, value: variant.matchValue)])
        },
        CaseTemplate("at-focus-leaves-resets", family: .accessibility, own: aggregateAccessibility) { variant in
            (activate(variant) + [CaseStep(action: .atFocus, element: target, query: variant.query, technology: variant.technology),
                                  CaseStep(action: .atFocus, element: other, query: variant.query, technology: variant.technology)],
             [CaseExpectation(observe: .state, state: value, value: variant.resetValue)])
        },
        CaseTemplate("at-set-value-moves-focus", family: .accessibility, own: aggregateAccessibility) { variant in
            (activate(variant) + [CaseStep(action: .setState, state: value, value: variant.matchValue)],
             [CaseExpectation(observe: .accessibilityFocusedElement, element: target, technology: variant.technology)])
        },
        CaseTemplate("at-set-nil-dismisses", family: .accessibility, own: aggregateAccessibility) { variant in
            (activate(variant) + [CaseStep(action: .atFocus, element: target, query: variant.query, technology: variant.technology),
                                  CaseStep(action: .setState, state: value, value: variant.resetValue)],
             [CaseExpectation(observe: .accessibilityFocusedElement, element: nil, technology: variant.technology)])
        },
        // A state restricted to one technology ignores the other technology's focus.
        CaseTemplate("at-technology-scoped", family: .accessibility, technologyScope: .restrictedOnly, own: BindingVariant.accessibility(equals: false).filter { !$0.aggregatesTechnologies }) { variant in
            let otherTechnology = variant.technology == "voiceOver" ? "switchControl" : "voiceOver"
            return ([CaseStep(action: .activate, technology: otherTechnology),
                     CaseStep(action: .atFocus, element: target, query: variant.query, technology: otherTechnology)],
                    [CaseExpectation(observe: .accessibilityFocusedElement, element: target, technology: otherTechnology),
                     CaseExpectation(observe: .state, state: value, value: variant.resetValue)])
        },
        // An unrestricted state follows every active technology (here Switch Control).
        CaseTemplate("at-aggregate-technologies", family: .accessibility, technologyScope: .aggregateOnly, own: BindingVariant.accessibility(equals: false).filter(\.aggregatesTechnologies)) { variant in
            ([CaseStep(action: .activate, technology: "switchControl"),
              CaseStep(action: .atFocus, element: target, query: variant.query, technology: "switchControl")],
             [CaseExpectation(observe: .state, state: value, value: variant.matchValue)])
        },
    ]

    static let submit: [CaseTemplate] = [
        CaseTemplate("submit-runs-action", family: .submit, variants: ["on-submit"], own: [.onSubmit]) { _ in
            ([CaseStep(action: .tap, element: target), CaseStep(action: .submit)],
             [CaseExpectation(observe: .submitCount, count: 1)])
        },
        CaseTemplate("submit-reaches-ancestor-action", family: .submit, variants: ["submit-scope"], own: [.submitScope]) { _ in
            ([CaseStep(action: .tap, element: other), CaseStep(action: .submit)],
             [CaseExpectation(observe: .submitCount, count: 1)])
        },
        // A non-blocking scope lets the submission through.
        CaseTemplate("submit-scope-not-blocking", family: .submit, variants: ["submit-scope-non-blocking"], own: [.nonBlockingSubmitScope]) { _ in
            ([CaseStep(action: .tap, element: target), CaseStep(action: .submit)],
             [CaseExpectation(observe: .submitCount, count: 1)])
        },
        // `.onSubmit(of: .search)` hears the search field, not the text field.
        CaseTemplate("submit-triggers-filter", family: .submit, variants: ["submit-triggers"], own: [.submitTriggers]) { _ in
            ([CaseStep(action: .tap, element: other), CaseStep(action: .submit),
              CaseStep(action: .tap, element: target), CaseStep(action: .submit)],
             [CaseExpectation(observe: .submitCount, count: 1)])
        },
        // Submitting inside the scope is blocked; submitting outside it (the control) reaches the action.
        CaseTemplate("submit-scope-blocks", family: .submit, variants: ["submit-scope"], own: [.submitScope]) { _ in
            ([CaseStep(action: .tap, element: target), CaseStep(action: .submit),
              CaseStep(action: .tap, element: other), CaseStep(action: .submit)],
             [CaseExpectation(observe: .submitCount, count: 1)])
        },
    ]

    static let defaultFocus: [CaseTemplate] = [
        // With automatic focus (tvOS), the view preferring default focus gets it on appear, not the first one.
        // An active technology landing on the region is sent to the default value's element,
        // and the binding takes the value.
        CaseTemplate("at-default-focus", family: .defaultFocus, variants: ["accessibility-default-focus"], own: [.accessibilityDefaultFocus]) { variant in
            ([CaseStep(action: .activate, technology: variant.technology), CaseStep(action: .appear)],
             [CaseExpectation(observe: .accessibilityFocusedElement, element: target, technology: variant.technology),
              CaseExpectation(observe: .state, state: value, value: variant.matchValue)])
        },
        CaseTemplate("prefers-default-focus", family: .defaultFocus, variants: ["prefers-default-focus"], own: [.prefersDefaultFocus]) { _ in
            ([CaseStep(action: .appear)], [CaseExpectation(observe: .focusedElement, element: target)])
        },
        // Both sides of a preference's scope: of two views preferring default focus, the one whose
        // namespace names a scope around it gets focus on appear, the one naming a sibling region does not.
        CaseTemplate("preference-limited-to-its-scope", family: .defaultFocus, variants: ["scoped-preference"],
                     own: [.scopedPreference]) { _ in
            ([CaseStep(action: .appear)], [CaseExpectation(observe: .focusedElement, element: target)])
        },
        // Focus moved off the preferred view comes back to it when focus is reset in the scope.
        CaseTemplate("reset-focus-reevaluates-default", family: .defaultFocus, variants: ["reset-focus"], own: [.resetFocus]) { _ in
            ([CaseStep(action: .appear), CaseStep(action: .moveFocus, direction: "up"), CaseStep(action: .tap, element: "Reset")],
             [CaseExpectation(observe: .focusedElement, element: target)])
        },
    ]

    static let zoom: [CaseTemplate] = [
        // The technology focuses the element and the handler runs once (zoom in: 1.0 + 0.5).
        CaseTemplate("zoom-action-invoked", family: .zoom, own: [.zoom]) { variant in
            ([CaseStep(action: .activate, technology: variant.technology),
              CaseStep(action: .zoom, element: target, query: .text, technology: variant.technology, direction: "zoomIn")],
             [CaseExpectation(observe: .accessibilityFocusedElement, element: target, technology: variant.technology),
              CaseExpectation(observe: .state, state: value, value: variant.matchValue)])
        },
        // The action tells zoom in from zoom out: in, out, out → 1.0 + 0.5 − 0.5 − 0.5.
        CaseTemplate("zoom-direction", family: .zoom, own: [.zoom]) { variant in
            let zoom = { (direction: String) in
                CaseStep(action: .zoom, element: target, query: .text, technology: variant.technology, direction: direction)
            }
            return ([CaseStep(action: .activate, technology: variant.technology), zoom("zoomIn"), zoom("zoomOut"), zoom("zoomOut")],
                    [CaseExpectation(observe: .state, state: value, value: StateValue(kind: .double, double: 0.5, type: "Double"))])
        },
        // State written by the handler re-renders the view.
        CaseTemplate("zoom-rerenders", family: .zoom, own: [.zoom]) { variant in
            ([CaseStep(action: .activate, technology: variant.technology),
              CaseStep(action: .zoom, element: target, query: .text, technology: variant.technology, direction: "zoomIn")],
             [CaseExpectation(observe: .textShown, element: "Zoom 1.5", shown: true),
              CaseExpectation(observe: .textShown, element: "Zoom 1.0", shown: false)])
        },
    ]

    static let focusable: [CaseTemplate] = [
        // A `.focusable()` view takes part in keyboard navigation (Other is not focusable).
        CaseTemplate("focusable-takes-focus", family: .focusable, variants: ["focusable", "focusable-interactions"],
                     own: [.focusable]) { _ in
            ([CaseStep(action: .moveFocus, direction: "next")], [CaseExpectation(observe: .focusedElement, element: target)])
        },
        // With every interaction (the default), a tap focuses the view as an edit interaction.
        CaseTemplate("focusable-all-interactions-by-default", family: .focusable, variants: ["focusable"], own: [.focusable]) { _ in
            ([CaseStep(action: .tap, element: target, query: .text)], [CaseExpectation(observe: .focusedElement, element: target)])
        },
        // `.focusable(false)` takes the view out: navigation cycles over Other only.
        CaseTemplate("focusable-false-skipped", family: .focusable, variants: ["not-focusable", "not-focusable-interactions"],
                     own: [.notFocusable]) { _ in
            ([CaseStep(action: .moveFocus, direction: "next"), CaseStep(action: .moveFocus, direction: "next")],
             [CaseExpectation(observe: .focusedElement, element: other)])
        },
        // `.activate` only: like a button, focusable only with keyboard navigation on (here off).
        CaseTemplate("focusable-activate-needs-keyboard-navigation", family: .focusable, variants: ["activate-only"], own: [.activateOnly]) { _ in
            ([CaseStep(action: .moveFocus, direction: "next"), CaseStep(action: .tap, element: target, query: .text)],
             [CaseExpectation(observe: .focusedElement, element: nil)])
        },
    ]

    /// The unrestricted accessibility variants (Bool and optional): what a rule stated for
    /// accessibility focus in general is checked with.
    private static let aggregateAccessibility = (BindingVariant.accessibility(equals: false) + BindingVariant.accessibility(equals: true))
        .filter(\.aggregatesTechnologies)

    private static func activate(_ variant: BindingVariant) -> [CaseStep] {
        [CaseStep(action: .activate, technology: variant.technology)]
    }
}
