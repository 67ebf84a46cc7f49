import FocusEngine
import XCTest

/// Focus after navigation: a pushed screen's onAppear focus, the covered list's focus dropped, a
/// sheet's onAppear focus and its toolbar dismissing it; the chat input keeping focus (R50, R51;
/// Screens/Navigation.swift, Screens/Inputs.swift).
final class NavigationPushScenarioTests: XCTestCase {
    func testPushingTheAddScreenFocusesItsFieldAndDropsTheListsFocus() throws {
        let host = FocusHost(ToDoListView())
        try host.tap(host.element(label: "Filter"))
        try host.type("milk")
        XCTAssertEqual(host.focusedElement?.label, "Filter")
        try host.tap(host.element(label: "Add item"))
        XCTAssertEqual(host.focusedElement?.label, "Type something here...", "the pushed screen's onAppear focus applies")
        XCTAssertThrowsError(try host.element(label: "Filter"), "the list screen is covered")
        XCTAssertEqual(host.elements(.type("TextField", index: 0)).first?.label, "Type something here...")
    }

    func testSavingPopsBackToTheListWithTheNewItem() throws {
        let host = FocusHost(ToDoListView())
        try host.tap(host.element(label: "Add item"))
        try host.type("Walk dog")
        try host.tap(host.element(label: "Save"))
        XCTAssertEqual(try host.state("path", as: [ToDoRoute].self), [], "save pops the screen")
        XCTAssertNil(host.focusedElement, "the popped field's focus is gone")
        XCTAssertNoThrow(try host.element(label: "Walk dog"), "the list shows the new item")
        XCTAssertEqual(host.text(of: try host.element(label: "Filter")), "", "the list kept its state")
    }

    func testPushingARowsDetailLeavesFocusNowhere() throws {
        let host = FocusHost(ToDoListView())
        try host.tap(host.element(label: "Filter"))
        try host.tap(host.element(label: "Call mum"))
        XCTAssertNil(host.focusedElement, "the detail has no focusable view and the list is covered")
        XCTAssertEqual(host.texts, ["Call mum"])
    }

    func testNewListSheetFocusesItsTitleAndCancelDismissesIt() throws {
        let host = FocusHost(ListsOverview())
        try host.tap(host.element(label: "New List"))
        XCTAssertEqual(host.focusedElement?.label, "Untitled List", "the sheet's onAppear focus applies")
        try host.type("Books")
        try host.tap(host.element(label: "Done"))
        XCTAssertThrowsError(try host.element(label: "Untitled List"), "Done dismisses the sheet")
        XCTAssertNil(host.focusedElement)
        XCTAssertTrue(host.texts.contains("Books"))
        try host.tap(host.element(label: "New List"))
        try host.tap(host.element(label: "Cancel"))
        XCTAssertEqual(host.texts.filter { $0 == "Books" }.count, 1, "Cancel adds nothing")
    }

    func testSendingAMessageKeepsTheInputFocused() throws {
        let host = FocusHost(ChatView())
        let send = try host.element(accessibilityLabel: "Send")
        XCTAssertFalse(send.isEnabled, "send is disabled while the draft is empty")
        try host.tap(host.element(label: "Message"))
        try host.type("Hello")
        try host.tap(host.element(accessibilityLabel: "Send"))
        XCTAssertEqual(host.texts, ["Hello"])
        XCTAssertEqual(host.focusedElement?.label, "Message", "the input keeps focus after sending")
        XCTAssertEqual(host.text(of: try host.element(label: "Message")), "", "the draft is cleared")
    }
}
