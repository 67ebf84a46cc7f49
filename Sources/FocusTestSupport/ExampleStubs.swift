import FocusEngine

/// Calls made to the stubs `docgen generate` synthesises for the free identifiers of examples
/// (`isUserNameAvailable(username:)`, `viewModel.validate()`), in order, and the results the
/// Boolean stubs return.
public enum ExampleStubs {
    /// Signatures of the stubs called so far (`isUserNameAvailable(username:)`).
    public private(set) static var calls: [String] = []
    private static var results: [String: Bool] = [:]

    /// Records one call (called by generated stubs).
    public static func record(_ signature: String) {
        calls.append(signature)
    }

    /// What the Boolean stub `signature` returns: `true` unless `setResult` said otherwise.
    public static func result(_ signature: String) -> Bool {
        results[signature] ?? true
    }

    /// Makes the Boolean stub `signature` return `value` until the next `reset()`.
    public static func setResult(_ signature: String, _ value: Bool) {
        results[signature] = value
    }

    /// Forgets every recorded call and configured result.
    public static func reset() {
        calls = []
        results = [:]
    }
}

/// A gesture for examples that attach one they do not declare (`.gesture(magnification)`); the
/// engine records gestures but never fires them.
public struct ExampleGesture: Gesture {
    /// Same role as a SwiftUI gesture's value type.
    public typealias Value = Void
    /// Creates the gesture.
    public init() {}
}

extension ExampleStubs {
    /// Thrown by a stub's protocol witness that cannot produce a value (`FileDocument`'s
    /// `fileWrapper(configuration:)` on a stub document): the engine never calls it in a case.
    public struct Unimplemented: Error {
        /// Creates the error.
        public init() {}
    }
}
