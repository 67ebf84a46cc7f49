import FocusEngine

extension PageAccessibilityZoomAction {
// Verbatim code example from corpus page modifiedcontent/accessibilityzoomaction(__).md, lines 27-40.
// Fragment (body) wrapped in a View struct; `magnifyBy` and `magnification` are supplied by the wrapper.
struct CircleMagnifier: View {
    @State var magnifyBy = 1.0
    var magnification: some Gesture { MagnificationGesture() }

var body: some View {
    Circle()
        .scaleEffect(magnifyBy)
        .gesture(magnification)
        .accessibilityLabel("Circle Magnifier")
        .accessibilityZoomAction { action in
            switch action.direction {
            case .zoomIn:
                magnifyBy += 0.5
            case .zoomOut:
                 magnifyBy -= 0.5
            }
        }
}
}
}
