import FocusEngine
import XCTest

/// ViewBuilder control flow and the built-in views render as SwiftUI's would.
final class ViewBuilderAndViewsTests: XCTestCase {
    enum Mode: Hashable { case list, grid, empty }

    struct ControlFlow: View {
        @State var mode = Mode.list
        @State var subtitle: String? = nil
        @State var agree = false

        var body: some View {
            NavigationView {
                Group {
                    switch mode {
                    case .list: Text("List mode")
                    case .grid: Text("Grid mode")
                    case .empty: EmptyView()
                    }
                    if let subtitle {
                        Text(subtitle)
                    }
                    ZStack {
                        Circle()
                        Image(systemName: "star")
                    }
                    HStack(spacing: 8) {
                        Spacer()
                        Toggle("Agree", isOn: $agree)
                    }
                }
            }
        }
    }

    func testSwitchSelectsOneBranch() throws {
        let host = FocusHost(ControlFlow())
        XCTAssertEqual(host.texts, ["List mode"])
        try host.setState("mode", to: Mode.grid)
        XCTAssertEqual(host.texts, ["Grid mode"])
        try host.setState("mode", to: Mode.empty)
        XCTAssertEqual(host.texts, [])
    }

    func testIfLetRendersOptionalContent() throws {
        let host = FocusHost(ControlFlow())
        try host.setState("subtitle", to: Optional("Hello"))
        XCTAssertEqual(host.texts, ["List mode", "Hello"])
    }

    func testToggleFlipsItsBindingOnTap() throws {
        let host = FocusHost(ControlFlow())
        try host.tap(host.element(label: "Agree"))
        XCTAssertEqual(try host.state("agree", as: Bool.self), true)
        XCTAssertTrue(host.dump().contains("Toggle \"Agree\" isOn: true"), host.dump())
    }

    func testContainersAppearInTheDump() {
        let dump = FocusHost(ControlFlow()).dump()
        for expected in ["NavigationView", "ZStack", "Circle", "Image (\"star\")", "HStack (spacing: 8)", "Spacer"] {
            XCTAssertTrue(dump.contains(expected), "missing \(expected) in\n\(dump)")
        }
    }

    struct Modified: ViewModifier {
        @State var taps = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Button("Taps \(taps)") { taps += 1 }
            }
        }
    }

    func testCustomViewModifiersKeepTheirState() throws {
        let host = FocusHost(Text("Body").modifier(Modified()))
        try host.tap(host.element(label: "Taps 0"))
        XCTAssertNoThrow(try host.element(label: "Taps 1"))
        XCTAssertTrue(host.texts.contains("Body"))
    }
}
