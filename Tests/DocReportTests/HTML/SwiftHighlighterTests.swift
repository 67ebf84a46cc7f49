import XCTest
@testable import DocReport

/// Declarations and examples are highlighted from SwiftParser's tokens, losing nothing.
final class SwiftHighlighterTests: XCTestCase {
    func testRunsConcatenateToTheSourceEvenWhenItDoesNotParse() {
        for source in ["nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View",
                       "@propertyWrapper struct FocusState<Value> where Value : Hashable",
                       "let s = \"</script>\" // <b>\n\n/* c */ func f(\n",
                       "}}} not swift at all ((( \u{202E}", ""] {
            XCTAssertEqual(SwiftHighlighter.runs(source).map(\.text).joined(), source)
        }
    }

    func testKeywordsTypesAttributesStringsNumbersAndCommentsAreClassified() {
        let runs = SwiftHighlighter.runs("@MainActor func f(x: Int = 1) -> String { \"s\" } // note")
        func style(of text: String) -> String? { runs.first { $0.text.contains(text) }?.style }
        XCTAssertEqual(style(of: "MainActor"), "at")
        XCTAssertEqual(style(of: "func"), "kw")
        XCTAssertEqual(style(of: "Int"), "ty")
        XCTAssertEqual(style(of: "1"), "num")
        XCTAssertEqual(style(of: "\"s\""), "str")
        XCTAssertEqual(style(of: "// note"), "com")
        XCTAssertEqual(Set(runs.map(\.style)), ["at", "kw", "ty", "num", "str", "com", ""])
    }
}
