import XCTest
@testable import DocGenerate
@testable import DocReport

/// The report's views reach the templates as dictionaries read once, with what the template
/// engine's own reflection would have found.
final class TemplateObjectTests: XCTestCase {
    func testViewBecomesItsStoredPropertiesNestedViewsAndArraysIncluded() throws {
        let fact = ReportViews.Fact(term: "Platforms", values: [.init(text: "iOS 15.0", href: "ios.html"), .init(text: "macOS")])
        let object = try XCTUnwrap(TemplateObject.wrap(fact) as? TemplateObject)
        XCTAssertEqual(object.child(named: "term") as? String, "Platforms")
        let values = try XCTUnwrap(object.child(named: "values") as? [Any])
        XCTAssertEqual(values.count, 2)
        let first = try XCTUnwrap(values.first as? TemplateObject)
        XCTAssertEqual(first.child(named: "href") as? String, "ios.html")
        XCTAssertEqual(first.child(named: "isLink") as? Bool, true)
        XCTAssertEqual((values.last as? TemplateObject)?.child(named: "isLink") as? Bool, false)
        XCTAssertNil(object.child(named: "missing"))
    }

    func testNilIsAbsentAndValuesThatAreNotViewsPassUnchanged() {
        let none: ReportViews.Line? = nil
        XCTAssertNil(TemplateObject.wrap(none as Any, module: "DocReport"))
        XCTAssertTrue(TemplateObject.wrap(Optional(ReportViews.Line(text: "x")) as Any, module: "DocReport") is TemplateObject)
        XCTAssertEqual(TemplateObject.wrap("text") as? String, "text")
        XCTAssertEqual(TemplateObject.wrap(3) as? Int, 3)
        XCTAssertEqual(TemplateObject.wrap(["a", "b"]) as? [String], ["a", "b"])
        // A view of another module than the root's is not taken apart.
        XCTAssertTrue(TemplateObject.wrap(ReportViews.Line(text: "x"), module: "DocDiff") is ReportViews.Line)
    }
}
