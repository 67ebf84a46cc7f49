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
