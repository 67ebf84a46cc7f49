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

/// `@Environment(T.self)` reads an `Observable` object that `environment(_:)` put above it (Apple's
/// `Environment` page, "Get an observable object using its type"); read as optional, a missing
/// object is `nil`.
final class ObservableEnvironmentTests: XCTestCase {
    @Observable final class Library {
        var count = 3
    }

    private struct Reader: View {
        @Environment(Library.self) private var library
        var body: some View { Text("Books: \(library.count)") }
    }

    private struct OptionalReader: View {
        @Environment(Library.self) private var library: Library?
        var body: some View { Text(library.map { "Books: \($0.count)" } ?? "No library") }
    }

    func testAnObjectPutInTheEnvironmentIsReadByItsType() {
        let library = Library()
        XCTAssertTrue(FocusHost(Reader().environment(library)).texts.contains("Books: 3"))
        XCTAssertTrue(FocusHost(OptionalReader().environment(library)).texts.contains("Books: 3"))
    }

    func testAnOptionalReadOfAMissingObjectIsNil() {
        XCTAssertTrue(FocusHost(OptionalReader()).texts.contains("No library"))
        XCTAssertTrue(FocusHost(OptionalReader().environment(Library?.none)).texts.contains("No library"), "nil supplies nothing")
    }
}
