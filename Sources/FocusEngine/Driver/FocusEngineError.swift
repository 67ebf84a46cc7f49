/// Errors thrown by the driver when a query or action cannot be carried out.
public enum FocusEngineError: Error, CustomStringConvertible, Equatable {
    /// No element matched the query; `available` lists what exists.
    case noMatch(query: String, available: [String])
    /// The element is no longer in the hierarchy.
    case elementRemoved(String)
    /// The action needs a focused text input.
    case noFocusedTextInput(focused: String?)
    /// The action needs an active assistive technology.
    case technologyNotActive(String)
    /// The element is not an accessibility element and has none inside it.
    case notAnAccessibilityElement(String)
    /// No state property with that name (or several) exists.
    case stateNotFound(name: String, available: [String])
    /// The state exists but holds another type.
    case stateTypeMismatch(name: String, expected: String, actual: String)

    public var description: String {
        switch self {
        case .noMatch(let query, let available):
            return "no element matches \(query). Elements in the tree:\n" + available.map { "  - " + $0 }.joined(separator: "\n")
        case .elementRemoved(let name): return "\(name) is no longer in the view hierarchy"
        case .noFocusedTextInput(let focused):
            return "no text field has keyboard focus (focused: \(focused ?? "nothing"))"
        case .technologyNotActive(let name): return "\(name) is not active; call host.activate(_:) first"
        case .notAnAccessibilityElement(let name): return "\(name) is not (and contains no) accessibility element"
        case .stateNotFound(let name, let available):
            return "no unique state property named \"\(name)\"; state in the tree: \(available.joined(separator: ", "))"
        case .stateTypeMismatch(let name, let expected, let actual):
            return "state \"\(name)\" holds \(actual), not \(expected)"
        }
    }
}
