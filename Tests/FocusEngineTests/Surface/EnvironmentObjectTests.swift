import FocusEngine
import XCTest

/// `@EnvironmentObject` reads the object an ancestor supplies with `environmentObject(_:)`, and a
/// change of the object updates the views that read it; `ProgressView` is inert and recorded.
final class EnvironmentObjectTests: XCTestCase {
    final class Session: ObservableObject {
        @Published var user = "Ada"
    }

    struct Greeting: View {
        @EnvironmentObject var session: Session
        var body: some View {
            VStack {
                Text("Hello, \(session.user)")
                TextField("User", text: $session.user)
            }
        }
    }

    struct Root: View {
        let session: Session
        var body: some View {
            VStack {
                Greeting().environmentObject(session)
                ProgressView("Loading", value: 0.25)
            }
        }
    }

    func testADescendantReadsTheSuppliedObjectAndFollowsItsChanges() throws {
        let session = Session()
        let host = FocusHost(Root(session: session))
        XCTAssertNoThrow(try host.element(text: "Hello, Ada"))
        session.user = "Grace"
        host.flush()
        XCTAssertNoThrow(try host.element(text: "Hello, Grace"), host.dump())
        XCTAssertThrowsError(try host.element(text: "Hello, Ada"))
    }

    func testTheProjectedValueBindsToTheObjectsProperties() throws {
        let session = Session()
        let host = FocusHost(Root(session: session))
        try host.tap(host.element(label: "User"))
        try host.type("Lin")
        XCTAssertEqual(session.user, "AdaLin", "the binding writes through to the object")
    }

    func testProgressViewIsInertAndRecorded() {
        let dump = FocusHost(Root(session: Session())).dump()
        XCTAssertTrue(dump.contains("ProgressView \"Loading\" (value: 0.25)"), dump)
    }
}
