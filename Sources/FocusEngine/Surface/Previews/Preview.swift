/// A type that produces view previews, as in SwiftUI: `static var previews` is mountable by a
/// driver (`FocusHost(MyView_Previews.previews)`).
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

/// Creates a preview of a SwiftUI view: expands to a type conforming to `_PreviewRegistration`
/// whose `content` is the closure's views (mount it with `FocusHost(thatType.content)`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "FocusEngineMacros", type: "PreviewMacro")

/// What `#Preview` expands to: a named, mountable preview.
public protocol _PreviewRegistration {
    /// The preview's content type.
    associatedtype Content: View
    /// The name given to `#Preview`, if any.
    static var name: String? { get }
    /// The preview's views.
    @MainActor static var content: Content { get }
}
