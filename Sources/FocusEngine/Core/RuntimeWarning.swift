/// A runtime warning the engine emitted instead of crashing (misuse, ambiguity, unsettled updates).
public struct RuntimeWarning: Equatable, CustomStringConvertible, Sendable {
    /// Stable category of the warning, usable in assertions.
    public enum Category: String, Sendable {
        case ambiguousFocusBinding
        case noFocusableTarget
        case updateDidNotSettle
        case stateOutsideView
        case disabledInteraction
        case misuse
    }

    /// The warning's category.
    public let category: Category
    /// Human-readable message.
    public let message: String

    /// Text form: `[category] message`.
    public var description: String { "[\(category.rawValue)] \(message)" }
}

/// One recorded callback invocation (onSubmit, onChange, zoom, onAppear, onDisappear, onFocusChange).
public struct CallRecord: Equatable, CustomStringConvertible, Sendable {
    /// Which kind of callback ran.
    public enum Kind: String, Sendable {
        case onSubmit, onChange, zoom, onAppear, onDisappear, action, onFocusChange, onKeyPress, onMoveCommand, onExitCommand
    }

    /// The callback kind.
    public let kind: Kind
    /// Details: the element, trigger, values or direction involved.
    public let detail: String

    /// Text form: `kind: detail`.
    public var description: String { "\(kind.rawValue): \(detail)" }
}
