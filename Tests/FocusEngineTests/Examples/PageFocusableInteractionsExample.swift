import FocusEngine

extension PageFocusableInteractions {
// Verbatim code example from corpus page view/focusable(__interactions_).md, lines 45-46.
// Fragment wrapped in a View struct; `MyTapGestureView` is a test stub.
struct Screen: View {
    var body: some View {
MyTapGestureView(...)
    .focusable(interactions: .activate)
    }
}
}
