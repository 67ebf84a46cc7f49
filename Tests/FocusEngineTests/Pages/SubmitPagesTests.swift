import FocusEngine
import XCTest

/// Behaviour stated by the pages onSubmit(of:_:) and submitScope(_:).
final class SubmitPagesTests: XCTestCase {
    func testOnSubmitPage_ReturnInTheFieldValidatesAndLogsIn() throws {
        let host = FocusHost(PageOnSubmit.LoginField())
        try host.tap(host.element(label: "Username"))
        try host.submit()
        let model = try host.state("viewModel", as: PageOnSubmit.ViewModel.self)
        XCTAssertEqual(model.validations, 1)
        XCTAssertEqual(model.logins, 0, "validate() failed for an empty user name")
    }

    func testOnSubmitPage_HierarchyHandlerHearsFieldsButNotTheScopedTagsField() throws {
        let host = FocusHost(PageOnSubmit.LoginForm())
        let model = try host.state("viewModel", as: PageOnSubmit.ViewModel.self)
        try host.tap(host.element(label: "Username"))
        try host.type("ada")
        try host.submit()
        XCTAssertEqual(model.logins, 1)
        XCTAssertEqual(model.userName, "ada", "typing writes through $viewModel.userName")
        try host.tap(host.element(label: "Tags"))
        try host.submit()
        XCTAssertEqual(model.validations, 1, "submitScope() blocks the Form's onSubmit")
    }

    func testOnSubmitPage_SearchTriggerComesFromTheSearchableField() throws {
        let host = FocusHost(PageOnSubmit.SearchRoot())
        let model = try host.state("viewModel", as: PageOnSubmit.ViewModel.self)
        try host.tap(host.element(label: "Search"))
        try host.type("pears")
        try host.submit()
        XCTAssertEqual(model.searches, ["pears"])
        XCTAssertTrue(host.texts.contains("Suggestion"), "suggestions are rendered")
    }

    func testSubmitScopePage_TagsFieldDoesNotSubmitTheForm() throws {
        let host = FocusHost(PageSubmitScope.TagsForm())
        let model = try host.state("viewModel", as: PageSubmitScope.ViewModel.self)
        try host.tap(host.element(label: "Tags"))
        try host.submit()
        XCTAssertEqual(model.validations, 0)
        try host.tap(host.element(label: "Password"))
        try host.submit()
        XCTAssertEqual(model.validations, 1)
    }
}
