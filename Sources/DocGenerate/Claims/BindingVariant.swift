/// One way a page's API can bind focus, with the fixture that exercises it.
///
/// A claim template is instantiated once per variant of its family that the page admits, so
/// "the binding sets the bound value" is checked for `Bool` and for `equals:` bindings alike.
public struct BindingVariant: Sendable, Hashable {
    /// Which kind of focus a variant binds; a template applies to one family.
    public enum Family: String, Sendable, Hashable, Codable {
        /// Keyboard focus (`focused`, `searchFocused`, `FocusState`).
        case keyboard
        /// Accessibility focus (`accessibilityFocused`, `AccessibilityFocusState`).
        case accessibility
        /// Submission (`onSubmit`, `submitScope`).
        case submit
        /// Default focus (`prefersDefaultFocus`).
        case defaultFocus = "default-focus"
        /// Assistive-technology zoom (`accessibilityZoomAction`, `AccessibilityZoomGestureAction`).
        case zoom
        /// Focusability of arbitrary views (`focusable`).
        case focusable
        /// Keyboard navigation: disabled views, default focus, directions, sections.
        case navigation
        /// View lifecycle around focus: `onChange`, `onAppear`.
        case lifecycle
        /// Values published to the focused hierarchy, focus effects and focus callbacks.
        case focusedValue = "focused-value"
        /// Hardware keyboard and remote input to the focused view: key presses, move and exit commands.
        case keyInput = "key-input"
    }

    /// Stable id used in case ids and test names (`equals`, `accessibility-bool.voiceOver`).
    public var id: String
    public var family: Family
    public var fixture: Fixture
    /// The value the bound state takes while the target has focus.
    public var matchValue: StateValue
    /// The value the bound state takes when the target does not have focus.
    public var resetValue: StateValue
    /// The assistive technology the case drives (accessibility variants).
    public var technology: String?
    /// How the fixture's elements are found (texts for accessibility fixtures).
    public var query: CaseStep.Query { [.accessibility, .zoom, .focusable].contains(family) ? .text : .label }
    /// Whether the fixture's state applies to every technology (no `for:` argument).
    public var aggregatesTechnologies: Bool

    init(id: String, family: Family, fixture: Fixture, matchValue: StateValue = .boolean(true),
         resetValue: StateValue = .boolean(false), technology: String? = nil, aggregatesTechnologies: Bool = false) {
        self.id = id
        self.family = family
        self.fixture = fixture
        self.matchValue = matchValue
        self.resetValue = resetValue
        self.technology = technology
        self.aggregatesTechnologies = aggregatesTechnologies
    }
}

extension BindingVariant {
    static let bool = BindingVariant(id: "bool", family: .keyboard, fixture: Fixture(name: "FocusedBoolFixture"))
    static let equals = BindingVariant(id: "equals", family: .keyboard, fixture: Fixture(name: "FocusedEqualsFixture"),
                                       matchValue: .matching("target"), resetValue: .none)
    static let searchBool = BindingVariant(id: "search-bool", family: .keyboard,
                                           fixture: Fixture(name: "SearchFocusedBoolFixture"))
    static let searchEquals = BindingVariant(id: "search-equals", family: .keyboard,
                                             fixture: Fixture(name: "SearchFocusedEqualsFixture"),
                                             matchValue: .matching("target"), resetValue: .none)
    static let onSubmit = BindingVariant(id: "on-submit", family: .submit, fixture: Fixture(name: "OnSubmitFixture"))
    static let submitScope = BindingVariant(id: "submit-scope", family: .submit, fixture: Fixture(name: "SubmitScopeFixture"))
    static let nonBlockingSubmitScope = BindingVariant(id: "submit-scope-non-blocking", family: .submit,
                                                       fixture: Fixture(name: "NonBlockingSubmitScopeFixture"))
    static let submitTriggers = BindingVariant(id: "submit-triggers", family: .submit,
                                               fixture: Fixture(name: "SubmitTriggersFixture"))
    static let accessibilityDefaultFocus = BindingVariant(
        id: "accessibility-default-focus", family: .defaultFocus, fixture: Fixture(name: "AccessibilityDefaultFocusFixture"),
        matchValue: .matching("target"), resetValue: .none, technology: "voiceOver")
    static let prefersDefaultFocus = BindingVariant(id: "prefers-default-focus", family: .defaultFocus,
                                                    fixture: Fixture(name: "PrefersDefaultFocusFixture", configuration: "tvOS"))
    /// A preference naming another region's namespace beside one naming the enclosing scope.
    static let scopedPreference = BindingVariant(id: "scoped-preference", family: .defaultFocus,
                                                 fixture: Fixture(name: "ScopedPreferenceFixture", configuration: "tvOS"))

    static let resetFocus = BindingVariant(id: "reset-focus", family: .defaultFocus,
                                           fixture: Fixture(name: "ResetFocusFixture", configuration: "tvOS"))
    static let zoom = BindingVariant(id: "zoom", family: .zoom, fixture: Fixture(name: "ZoomFixture"),
                                     matchValue: StateValue(kind: .double, double: 1.5, type: "Double"),
                                     resetValue: StateValue(kind: .double, double: 1.0, type: "Double"), technology: "voiceOver")
    /// The zoom fixture whose action is added through `ModifiedContent`'s overload (after `accessibilityLabel`).
    static let zoomOnModifiedContent: BindingVariant = {
        var variant = BindingVariant.zoom
        variant.id = "zoom-on-modified-content"
        variant.fixture = Fixture(name: "ZoomOnModifiedContentFixture")
        return variant
    }()
    static let focusable = BindingVariant(id: "focusable", family: .focusable, fixture: Fixture(name: "FocusableFixture"))
    static let notFocusable = BindingVariant(id: "not-focusable", family: .focusable, fixture: Fixture(name: "NotFocusableFixture"))
    /// The two focusability fixtures through `focusable(_:interactions:)`, for that overload's page.
    static let focusableInteractions = BindingVariant(id: "focusable-interactions", family: .focusable,
                                                      fixture: Fixture(name: "FocusableInteractionsFixture"))
    static let notFocusableInteractions = BindingVariant(id: "not-focusable-interactions", family: .focusable,
                                                         fixture: Fixture(name: "NotFocusableInteractionsFixture"))
    static let activateOnly = BindingVariant(id: "activate-only", family: .focusable,
                                             fixture: Fixture(name: "ActivateOnlyFocusableFixture", configuration: "withoutKeyboardNavigation"))

    /// Every variant the resolver can produce.
    static var all: [BindingVariant] {
        [.bool, .equals, .searchBool, .searchEquals, .onSubmit, .submitScope, .nonBlockingSubmitScope, .submitTriggers,
         .prefersDefaultFocus, .scopedPreference, .resetFocus, .accessibilityDefaultFocus, .zoom, .zoomOnModifiedContent, .focusable, .notFocusable,
         .focusableInteractions, .notFocusableInteractions, .activateOnly]
            + accessibility(equals: false) + accessibility(equals: true)
    }

    /// The accessibility variants of a `Bool` (`equals == false`) or optional binding: restricted
    /// to VoiceOver, restricted to Switch Control, and unrestricted (driven by VoiceOver).
    static func accessibility(equals: Bool) -> [BindingVariant] {
        let base = equals ? "accessibility-equals" : "accessibility-bool"
        let fixture = equals ? "AccessibilityEqualsFixture" : "AccessibilityBoolFixture"
        let match: StateValue = equals ? .matching("target") : .boolean(true)
        let reset: StateValue = equals ? .none : .boolean(false)
        return [
            BindingVariant(id: "\(base).any", family: .accessibility, fixture: Fixture(name: fixture),
                           matchValue: match, resetValue: reset, technology: "voiceOver", aggregatesTechnologies: true),
            BindingVariant(id: "\(base).switchControl", family: .accessibility,
                           fixture: Fixture(name: fixture, technologies: "switchControl"),
                           matchValue: match, resetValue: reset, technology: "switchControl"),
            BindingVariant(id: "\(base).voiceOver", family: .accessibility,
                           fixture: Fixture(name: fixture, technologies: "voiceOver"),
                           matchValue: match, resetValue: reset, technology: "voiceOver"),
        ]
    }
}
