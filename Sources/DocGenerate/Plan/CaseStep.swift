import DocModel

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
        /// Replace the text of the focused text input with `text`.
        case replaceText
        /// Perform an assistive-technology zoom (`direction`: `zoomIn` / `zoomOut`) on `element`.
        case zoom
        /// Move keyboard focus as a keyboard would (`direction`: `next`, `previous`, `up`, `down`, `left`, `right`).
        case moveFocus
        /// Make the example stub `stub` (a signature such as `validate()`) return `value` from now on.
        case setStubResult
        /// Write `value` to the external binding `state` the view was mounted with.
        case setBinding
        /// Move the `technology`'s focus to the next or previous accessibility element (`direction`).
        case atMove
        /// Press the hardware key `text` (one character, or a named key: `escape`, `return`, `tab`,
        /// `space`, `upArrow`, `downArrow`, `leftArrow`, `rightArrow`) with the events of `phases`
        /// (`down,repeat,up`; absent: down then up), delivered to the focused view first.
        case pressKey
        /// Send a move command (`direction`: `up`, `down`, `left`, `right`), as from a remote's edge.
        case moveCommand
        /// Send the exit command (Menu on tvOS, Escape on macOS).
        case exitCommand
    }

    /// How `element` finds an element.
    public enum Query: String, Codable, Sendable, Hashable {
        /// A control's title (text field, button) or an accessibility label.
        case label
        /// The content of a `Text`.
        case text
        /// The element's view type (`MyTapGestureView`).
        case type
        /// The label given with `accessibilityLabel` (an element combining its children).
        case accessibilityLabel
    }

    public var action: Action
    public var element: String?
    /// How `element` is matched; absent means `label`.
    public var query: Query?
    public var technology: String?
    public var state: String?
    public var value: StateValue?
    /// Text typed by `replaceText`.
    public var text: String?
    /// Zoom or focus-move direction.
    public var direction: String?
    /// The stub signature `setStubResult` configures.
    public var stub: String?
    /// Where in the element a zoom is requested: a `UnitPoint` name (`topLeading`); absent is the centre.
    public var location: String?
    /// The key-press phases of `pressKey`, comma-separated in the order delivered (`down,repeat,up`).
    public var phases: String?

    public init(action: Action, element: String? = nil, query: Query? = nil, technology: String? = nil,
                state: String? = nil, value: StateValue? = nil, text: String? = nil, direction: String? = nil,
                stub: String? = nil, location: String? = nil, phases: String? = nil) {
        self.phases = phases
        self.action = action
        self.element = element
        self.query = query == .label ? nil : query
        self.technology = technology
        self.state = state
        self.value = value
        self.text = text
        self.direction = direction
        self.stub = stub
        self.location = location
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
        /// The example stubs were called exactly with `calls`, in order.
        case stubCalls
        /// A `Text` with content `element` is shown (`shown` true) or not shown.
        case textShown
        /// A `@FocusedValue` reader of the `FocusedValues` member `state` sees a value (`shown`
        /// true) or nil — what the scene's commands would see.
        case focusedValue
        /// A `@FocusedObject` reader of the object type `element` (a type path) sees an object
        /// (`shown` true) or nil.
        case focusedObject
        /// The hosted scene's command titled `element` can be chosen (`shown` true) or is disabled.
        case commandEnabled
        /// The element `element` (found by `query`) may display focus effects (`shown` true) or not.
        case focusEffectEnabled
    }

    public var observe: Observation
    public var state: String?
    public var value: StateValue?
    public var element: String?
    /// How `element` is matched for focused-element observations; absent means `label`.
    public var query: CaseStep.Query?
    public var technology: String?
    public var count: Int?
    public var calls: [String]?
    public var shown: Bool?
    /// What the expected value rests on; absent means a documented rule. `engine-choice` marks a
    /// value that follows from a choice the reference engine makes where the docs are silent
    /// (docs/focus-semantics.md); such expectations are checked in cases of their own and reported
    /// apart, not as conformance to the docs.
    public var basis: ExpectationBasis?
    /// The page sentence that states this expectation (example scenarios whose expected value the
    /// page's prose decides); nil when a documented rule or the generator's model gives it.
    public var sentence: ExpectationSentence?

    public init(observe: Observation, state: String? = nil, value: StateValue? = nil,
                element: String? = nil, query: CaseStep.Query? = nil, technology: String? = nil, count: Int? = nil,
                calls: [String]? = nil, shown: Bool? = nil) {
        self.observe = observe
        self.state = state
        self.value = value
        self.element = element
        self.query = query == .label ? nil : query
        self.technology = technology
        self.count = count
        self.calls = calls
        self.shown = shown
    }
}

/// A state value in portable form: a Boolean, `nil`, a named match value (an enum case), a
/// number, a string, or a value written as a Swift expression over the example's own types.
public struct StateValue: Codable, Sendable, Hashable {
    /// The value's form.
    public enum Kind: String, Codable, Sendable, Hashable {
        case bool
        case none
        case match
        case double
        case string
        /// `swift` holds a Swift expression (`CustomNotification(text: "text", isPriority: true)`).
        case swift
    }

    public var kind: Kind
    public var bool: Bool?
    /// The match value's name (`target`), a case of `type`.
    public var match: String?
    public var double: Double?
    public var string: String?
    public var swift: String?
    /// The Swift type the state is read as (`Bool`, `FixtureField?`, `CreateAccountView.Field?`),
    /// relative to the example's namespace for example types.
    public var type: String

    public init(kind: Kind, bool: Bool? = nil, match: String? = nil, double: Double? = nil, string: String? = nil,
                swift: String? = nil, type: String) {
        self.kind = kind
        self.bool = bool
        self.match = match
        self.double = double
        self.string = string
        self.swift = swift
        self.type = type
    }

    public static func boolean(_ value: Bool) -> StateValue {
        StateValue(kind: .bool, bool: value, match: nil, type: "Bool")
    }

    public static func matching(_ name: String) -> StateValue {
        StateValue(kind: .match, bool: nil, match: name, type: "FixtureField?")
    }

    public static let none = StateValue(kind: .none, bool: nil, match: nil, type: "FixtureField?")
}

/// Where an expected value comes from (`CaseExpectation.basis`).
public enum ExpectationBasis: String, Codable, Sendable, Hashable {
    /// A documented rule (the default when absent).
    case documented
    /// A choice the reference engine makes where the documentation is silent.
    case engineChoice = "engine-choice"
    /// Behaviour observed on Apple's platforms (user reports, reverse engineering) that a rule
    /// document records but no documentation page states.
    case observed
    /// Predicted by the generator's own model of an example (`FocusOracle`), where no sentence of
    /// the page states it: a gap filler, not the page's word.
    case derived
}

/// A sentence of the page an expectation rests on: its text, language and place.
public struct ExpectationSentence: Codable, Sendable, Hashable {
    public var text: String
    public var language: Language
    /// The page file and 1-based line of the paragraph holding the sentence.
    public var file: String
    public var line: Int

    public init(text: String, language: Language, file: String, line: Int) {
        self.text = text
        self.language = language
        self.file = file
        self.line = line
    }

    /// `focused(_:).md:38: “The text field …”`.
    public var citation: String { "\(file):\(line): “\(text)”" }
}
