import FocusEngine
import XCTest

/// Per-row focus in a `ForEach` over a binding, and search focus (Screens/Lists.swift,
/// Screens/Inputs.swift).
final class ListAndSearchScenarioTests: XCTestCase {
    func testTappingARowFocusesThatRowsItem() throws {
        let host = FocusHost(WishListView())
        let fields = host.elements(.label("Wish Item"))
        XCTAssertEqual(fields.count, 3)
        try host.tap(fields[1])
        XCTAssertEqual(host.focusedElement, fields[1])
        XCTAssertEqual(try host.state("focusedItem", as: UUID?.self), WishItem.samples[1].id)
        try host.replaceText(with: "Drone")
        XCTAssertEqual(host.text(of: fields[1]), "Drone", "the row's binding writes its own element")
        XCTAssertEqual(host.text(of: fields[0]), "Bike")
    }

    func testAddingAWishFocusesTheNewRow() throws {
        let host = FocusHost(WishListView())
        try host.tap(host.element(accessibilityLabel: "Add wish"))
        let fields = host.elements(.label("Wish Item"))
        XCTAssertEqual(fields.count, 4)
        XCTAssertEqual(host.focusedElement, fields[3], "the appended row's field has focus")
        try host.type("Kayak")
        XCTAssertEqual(host.text(of: fields[3]), "Kayak")
    }

    func testTabMovesThroughRowsInOrder() throws {
        var configuration = FocusHost.Configuration()
        configuration.keyboardNavigation = false
        let host = FocusHost(WishListView(), configuration: configuration)
        let fields = host.elements(.label("Wish Item"))
        try host.tap(fields[0])
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement, fields[1])
        host.moveFocus(.next)
        XCTAssertEqual(host.focusedElement, fields[2])
    }

    func testFindButtonFocusesTheSearchFieldAndTypingFilters() throws {
        let host = FocusHost(DeveloperSearchView())
        XCTAssertEqual(host.texts.filter { ["Mac", "Lisa"].contains($0) }.count, 2)
        try host.tap(host.element(label: "Find"))
        XCTAssertEqual(host.focusedElement?.type, "SearchField")
        XCTAssertEqual(try host.state("searchFocused", as: Bool.self), true)
        try host.type("St")
        XCTAssertTrue(host.texts.contains("Stewart"))
        XCTAssertTrue(host.texts.contains("Steve"))
        XCTAssertFalse(host.texts.contains("Lisa"), "rows not matching the search are gone")
        try host.submit()
        XCTAssertEqual(try host.state("submitted", as: [String].self), ["St"], "onSubmit(of: .search) ran")
    }
}
