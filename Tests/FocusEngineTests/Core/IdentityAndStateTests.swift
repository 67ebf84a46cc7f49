import FocusEngine
import XCTest

/// State survives re-created view values; structural identity decides when it is fresh.
final class IdentityAndStateTests: XCTestCase {
    struct Counter: View {
        @State var count = 0
        let label: String
        var body: some View { Button("\(label) \(count)") { count += 1 } }
    }

    struct Parent: View {
        @State var flag = false
        @State var generation = 0
        var body: some View {
            VStack {
                Counter(label: flag ? "on" : "off")
                if flag {
                    Counter(label: "conditional")
                } else {
                    Counter(label: "other branch")
                }
                Counter(label: "identified").id(generation)
                Button("Flip") { flag.toggle() }
                Button("New id") { generation += 1 }
            }
        }
    }

    func testStateSurvivesParentReEvaluation() throws {
        let host = FocusHost(Parent())
        try host.tap(host.element(label: "off 0"))
        try host.tap(host.element(label: "off 1"))
        try host.tap(host.element(label: "Flip"))
        XCTAssertNoThrow(try host.element(label: "on 2"), "the counter kept its state while its label changed")
    }

    func testIfElseBranchesHaveDistinctIdentities() throws {
        let host = FocusHost(Parent())
        try host.tap(host.element(label: "other branch 0"))
        try host.tap(host.element(label: "Flip"))
        XCTAssertNoThrow(try host.element(label: "conditional 0"))
        try host.tap(host.element(label: "Flip"))
        XCTAssertNoThrow(try host.element(label: "other branch 0"), "state of a removed branch is not kept")
    }

    func testExplicitIDChangeResetsState() throws {
        let host = FocusHost(Parent())
        try host.tap(host.element(label: "identified 0"))
        XCTAssertNoThrow(try host.element(label: "identified 1"))
        try host.tap(host.element(label: "New id"))
        XCTAssertNoThrow(try host.element(label: "identified 0"))
    }

    func testForEachIdentityFollowsIDsNotPositions() throws {
        let items = ExternalState(["a", "b"])
        let host = FocusHost(ItemList(items: items.binding))
        try host.tap(host.element(label: "b"))
        try host.type("!")
        host.set(items, to: ["z", "a", "b"])
        XCTAssertEqual(host.focusedElement?.label, "b", "focus follows the identity of b")
        XCTAssertEqual(host.text(of: host.focusedElement!), "b!")
    }

    func testDuplicateForEachIDsWarnInsteadOfCrashing() throws {
        let host = FocusHost(ItemList(items: .constant(["same", "same"])))
        XCTAssertEqual(host.elements(.label("same")).count, 2)
        XCTAssertTrue(host.warnings.contains { $0.category == .misuse && $0.message.contains("share the identity") },
                      "\(host.warnings)")
    }

    struct ItemList: View {
        @Binding var items: [String]
        var body: some View {
            List(items, id: \.self) { item in Row(title: item) }
        }
    }

    struct Row: View {
        let title: String
        @State var text = ""
        var body: some View {
            TextField(title, text: $text)
                .onAppear { if text.isEmpty { text = title } }
        }
    }
}
