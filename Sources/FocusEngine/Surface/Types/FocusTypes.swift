/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Submission from text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submission from search fields vended by `searchable` modifiers.
    public static let search = SubmitTriggers(rawValue: 2)
    /// `.text`, `.search` or `[.text, .search]`.
    public var description: String {
        var names: [String] = []
        if contains(.text) { names.append(".text") }
        if contains(.search) { names.append(".search") }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

/// The label of the return key (recorded only, R14).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    public static let done = SubmitLabel(name: "done"), go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send"), join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route"), search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return"), next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Values describing different focus interactions that a view can support.
public struct FocusInteractions: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view has a primary action that can be activated via focus gestures (keyboard navigation).
    public static let activate = FocusInteractions(rawValue: 1)
    /// The view captures input such as typing (focus by tap/click).
    public static let edit = FocusInteractions(rawValue: 2)
    /// All interactions the platform supports.
    public static let automatic = FocusInteractions(rawValue: 3)
    /// `.activate`, `.edit` or `.automatic`.
    public var description: String {
        if self == .automatic { return ".automatic" }
        if self == .activate { return ".activate" }
        if self == .edit { return ".edit" }
        return "[]"
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable, CustomStringConvertible {
    let name: String
    /// Applied when the scene appears or focus is moved automatically, not on user navigation.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also applied when the user navigates focus into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
    public var description: String { "." + name }
}

/// The placement of a search field (recorded only).
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// Defines the behavior for the child elements of the new parent element (R21).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children are hidden; the new element is a leaf.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children stay accessible inside the new container.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Children's properties are merged into the new element; children are hidden.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity of
/// the object containing the property.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable, _DynamicPropertyLink {
    /// A namespace identifier.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int
        public var description: String { "namespace#\(value)" }
    }

    final class Location: @unchecked Sendable { var id: ID = Namespace.makeID() }
    let location = Location()

    /// Creates a namespace.
    public init() {}
    /// The namespace identifier, stable for the view's identity.
    public var wrappedValue: ID { location.id }

    nonisolated(unsafe) static var counter = 0
    static func makeID() -> ID {
        counter += 1
        return ID(value: counter)
    }

    func _link(slot: inout AnyObject?, node: Node, engine: Engine, context: RenderContext) {
        if let stored = slot as? Location { location.id = stored.id } else { slot = location }
    }
}
