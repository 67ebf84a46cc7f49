/// Templates for a searchable modifier's search interface (R46): focusing the search field or
/// presenting it activates search, `isSearching` is true inside the searchable content only,
/// and hiding it or `dismissSearch` ends it. Each runs `SearchActivationFixture`
/// (FocusTestSupport) and asserts its setup's state before acting.
extension CaseTemplates {
    private static func text(_ name: String, _ value: String) -> CaseExpectation {
        state(name, StateValue(kind: .string, string: value, type: "String"))
    }

    /// A search begun by a tap in the field, with text typed.
    private static let searching: [CaseStep] = [tap(target), CaseStep(action: .replaceText, text: "pears")]

    static let searchActivationRules: [CaseTemplate] = [
        // A tap in the search field activates search: the content sees it, the outside does not.
        CaseTemplate("search-focus-activates", family: .keyboard, variants: ["search-activation"], own: [.searchActivation]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Not searching"), state("isPresented", .boolean(false))],
                             act: [tap(target)],
                             expectations: [focused(target), shown("Searching"), state("isPresented", .boolean(true)),
                                            shown("Outer not searching")])
        },
        // Setting isPresented to true focuses the search field and activates search.
        CaseTemplate("search-present-focuses", family: .keyboard, variants: ["search-activation"], own: [.searchActivation]) { _ in
            TemplateScenario(setup: [], preconditions: [focused(nil), shown("Not searching")],
                             act: [tap(FixtureLabelName.present)],
                             expectations: [focused(target), shown("Searching"), state("isPresented", .boolean(true))])
        },
        // Setting isPresented to false ends search and takes focus from the field.
        CaseTemplate("search-hide-ends", family: .keyboard, variants: ["search-activation"], own: [.searchActivation]) { _ in
            TemplateScenario(setup: [tap(target)], preconditions: [focused(target), shown("Searching")],
                             act: [tap(FixtureLabelName.hide)],
                             expectations: [shown("Not searching"), state("isPresented", .boolean(false)), focused(nil)])
        },
        // dismissSearch ends search, clears the text and removes focus from the field.
        CaseTemplate("dismiss-search-ends", family: .keyboard, variants: ["search-activation"], own: [.searchActivation]) { _ in
            TemplateScenario(setup: searching, preconditions: [shown("Searching"), text("query", "pears")],
                             act: [tap(FixtureLabelName.dismiss)],
                             expectations: [shown("Not searching"), text("query", ""), state("isPresented", .boolean(false)),
                                            focused(nil)])
        },
        // A dismissSearch read outside the searchable content does nothing.
        CaseTemplate("dismiss-search-outside-no-effect", family: .keyboard, variants: ["search-activation"],
                     own: [.searchActivation]) { _ in
            TemplateScenario(setup: searching, preconditions: [shown("Searching"), text("query", "pears")],
                             act: [tap(FixtureLabelName.outerDismiss)],
                             expectations: [shown("Searching"), text("query", "pears"), state("isPresented", .boolean(true))])
        },
        // dismissSearch while search is not active does nothing.
        CaseTemplate("dismiss-search-inactive-no-effect", family: .keyboard, variants: ["search-activation"],
                     own: [.searchActivation]) { _ in
            TemplateScenario(setup: [], preconditions: [shown("Not searching"), focused(nil)],
                             act: [tap(FixtureLabelName.dismiss)],
                             expectations: [shown("Not searching"), state("isPresented", .boolean(false)), focused(nil)])
        },
    ]
}

/// The labels of `SearchActivationFixture`'s buttons (FocusTestSupport's `FixtureLabel`).
enum FixtureLabelName {
    static let present = "Present"
    static let hide = "Hide"
    static let dismiss = "Dismiss"
    static let outerDismiss = "Outer dismiss"
}

extension BindingVariant {
    static let searchActivation = BindingVariant(id: "search-activation", family: .keyboard,
                                                 fixture: Fixture(name: "SearchActivationFixture"))
}
