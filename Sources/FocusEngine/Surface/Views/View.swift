/// A type that represents part of your app's user interface, as in SwiftUI.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called: `Never` has no values.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the engine renders them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body must not be called")
    }
}
