/// One driver action of a case, in the engine-neutral vocabulary (docs/generate.md).
public struct CaseStep: Codable, Sendable, Hashable {
    /// The driver action.
    public enum Action: String, Codable, Sendable, Hashable {
        /// Mount the view: first render and default-focus evaluation.
        case appear
        /// Tap the element labelled `element` (focuses text inputs).
        case tap
        /// Turn on the assistive `technology`.
        case activate
        /// Move the `technology`'s focus onto the element labelled `element`.
        case atFocus
        /// Write `value` to the state property `state` and flush.
        case setState
        /// Press return in the focused text input.
        case submit
    }

    /// How `element` finds an element.
    public enum Query: String, Codable, Sendable, Hashable {
        /// A control's title (text field, button) or an accessibility label.
        case label
        /// The content of a `Text`.
        case text
    }

    public var action: Action
    public var element: String?
    /// How `element` is matched; absent means `label`.
    public var query: Query?
    public var technology: String?
    public var state: String?
    public var value: StateValue?

    public init(action: Action, element: String? = nil, query: Query? = nil, technology: String? = nil,
                state: String? = nil, value: StateValue? = nil) {
        self.action = action
        self.element = element
        self.query = query == .label ? nil : query
        self.technology = technology
        self.state = state
        self.value = value
    }
}

/// What must hold after the steps ran.
public struct CaseExpectation: Codable, Sendable, Hashable {
    /// The observation checked.
    public enum Observation: String, Codable, Sendable, Hashable {
        /// The state property `state` equals `value`.
        case state
        /// The keyboard-focused element is labelled `element` (none when `element` is absent).
        case focusedElement
        /// The `technology`'s focused element is labelled `element` (none when absent).
        case accessibilityFocusedElement
        /// The number of recorded `onSubmit` calls equals `count`.
        case submitCount
    }

    public var observe: Observation
    public var state: String?
    public var value: StateValue?
    public var element: String?
    public var technology: String?
    public var count: Int?

    public init(observe: Observation, state: String? = nil, value: StateValue? = nil,
                element: String? = nil, technology: String? = nil, count: Int? = nil) {
        self.observe = observe
        self.state = state
        self.value = value
        self.element = element
        self.technology = technology
        self.count = count
    }
}

/// A state value in portable form: a Boolean, `nil`, or a named match value.
public struct StateValue: Codable, Sendable, Hashable {
    /// The value's form.
    public enum Kind: String, Codable, Sendable, Hashable {
        case bool
        case none
        case match
    }

    public var kind: Kind
    public var bool: Bool?
    /// The match value's name (`target`), a case of `FixtureField`.
    public var match: String?
    /// The Swift type the state is read as (`Bool`, `FixtureField?`).
    public var type: String

    public static func boolean(_ value: Bool) -> StateValue {
        StateValue(kind: .bool, bool: value, match: nil, type: "Bool")
    }

    public static func matching(_ name: String) -> StateValue {
        StateValue(kind: .match, bool: nil, match: name, type: "FixtureField?")
    }

    public static let none = StateValue(kind: .none, bool: nil, match: nil, type: "FixtureField?")
}
