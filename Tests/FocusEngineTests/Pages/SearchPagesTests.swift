import FocusEngine
import XCTest

/// Behaviour stated by searchFocused(_:) and searchFocused(_:equals:).
final class SearchPagesTests: XCTestCase {
    // searchFocused(_:): binds the focus state of the search field of the nearest searchable modifier.
    func testSearchFocusedPage_SettingTrueFocusesTheSearchField() throws {
        let host = FocusHost(Fixture.SearchScreen())
        try host.tap(host.element(type: "Button", index: 0))
        XCTAssertEqual(host.focusedElement?.type, "SearchField")
        try host.tap(host.element(label: "Done"))
        XCTAssertNil(host.focusedElement)
    }

    func testSearchFocusedPage_FocusInTheListContentDoesNotCountAsSearchFocus() throws {
        let host = FocusHost(Fixture.SearchScreen())
        try host.tap(host.element(label: "Note"))
        XCTAssertEqual(try host.state("isSearching", as: Bool.self), false)
        try host.tap(host.element(type: "SearchField"))
        XCTAssertEqual(try host.state("isSearching", as: Bool.self), true)
    }

    // searchFocused(_:equals:): "When focus moves to the associated search field, the binding sets
    // the bound value to the corresponding match value ... When focus leaves ... nil".
    func testSearchFocusedEqualsPage_MatchValueFollowsTheSearchField() throws {
        let host = FocusHost(Fixture.SearchEquals())
        try host.tap(host.element(label: "Find"))
        XCTAssertEqual(try host.state("target", as: Fixture.SearchTarget?.self), .search)
        try host.tap(host.element(label: "Go note"))
        XCTAssertEqual(host.focusedElement?.label, "Note")
        try host.tap(host.element(label: "Go search"))
        XCTAssertEqual(host.focusedElement?.label, "Find")
        try host.tap(host.element(label: "Clear"))
        XCTAssertNil(host.focusedElement)
        XCTAssertEqual(try host.state("target", as: Fixture.SearchTarget?.self), nil)
    }
}
