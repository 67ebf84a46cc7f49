/// A type that produces view previews, as in SwiftUI: `static var previews` is mountable by a
/// driver (`FocusHost(MyView_Previews.previews)`, or `FocusHost(preview: "MyView_Previews")`).
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

/// Creates a preview of a SwiftUI view: expands to a type conforming to `_PreviewRegistration`
/// that `Previews.all` finds at run time, so a test mounts it with `FocusHost(preview: "Name")`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "FocusEngineMacros", type: "PreviewMacro")

/// What `#Preview` expands to: a named, mountable preview.
public protocol _PreviewRegistration {
    /// The preview's content type.
    associatedtype Content: View
    /// The name given to `#Preview`, if any.
    static var name: String? { get }
    /// The file the preview is written in (`#fileID` form, `Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The preview's views.
    @MainActor static var content: Content { get }
}

extension _PreviewRegistration {
    /// Registrations expanded by an older macro carry no location.
    public static var fileID: String { "" }
    /// Registrations expanded by an older macro carry no location.
    public static var line: Int { 0 }
}
