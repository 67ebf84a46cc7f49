import FocusEngine
import XCTest

/// Gestures are recorded, not synthesized; their modifiers take the actions SwiftUI's do.
final class GestureSurfaceTests: XCTestCase {
    /// `onEnded` passes the gesture's value (`Void` for a tap), so an action written `{ _ in … }`
    /// fits as well as `{ … }` — Apple's `TapGesture` page writes the first.
    func testATapGesturesEndedActionMayNameTheVoidValueAndTheGestureIsRecorded() {
        struct Tapping: View {
            @State private var tapped = false
            var named: some Gesture { TapGesture(count: 1).onEnded { _ in self.tapped = !self.tapped } }
            var unnamed: some Gesture { TapGesture().onEnded { self.tapped = true } }
            var body: some View {
                VStack {
                    Text("Named").gesture(named)
                    Text("Unnamed").gesture(unnamed)
                }
            }
        }
        let dump = FocusHost(Tapping()).dump()
        XCTAssertEqual(dump.components(separatedBy: ".gesture(TapGesture)").count - 1, 2, dump)
    }

    /// A gesture's own `onEnded` (a magnification's scale) wins over the protocol's.
    func testAMagnificationsEndedActionReceivesItsScale() {
        let gesture = MagnificationGesture().onEnded { (scale: CGFloat) in _ = scale }
        XCTAssertEqual(gesture.minimumScaleDelta, 0.01)
    }
}

/// `accessibilityZoomAction` on an accessibility-modified view is `ModifiedContent`'s own method:
/// the attachment is added to the same modifier, not wrapped in a second one.
final class ModifiedContentZoomSurfaceTests: XCTestCase {
    func testAZoomActionAfterALabelIsAddedToTheSameAttachment() {
        let labelled = Text("Target").accessibilityLabel("Target")
        let zoomed = labelled.accessibilityZoomAction { _ in }
        // View's overload would wrap it: ModifiedContent<ModifiedContent<Text, …>, …>.
        XCTAssertTrue(type(of: zoomed) == type(of: labelled), "\(type(of: zoomed))")
        // Counter-case: a view modified otherwise first is wrapped by View's overload.
        let padded = Text("Target").padding().accessibilityZoomAction { _ in }
        XCTAssertFalse(String(describing: type(of: padded)).hasPrefix("ModifiedContent<Text,"), "\(type(of: padded))")
    }
}
