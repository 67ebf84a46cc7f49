@testable import DocGenerate
import XCTest

/// Of two examples' same-named types, a third example uses the one whose initializers take what it
/// passes (`InitializerFit`).
final class InitializerFitTests: XCTestCase {
    /// Two examples of one article declare `SearchedView`: one reads only its environment, the
    /// other needs the search text.
    let reading = """
        struct SearchedView: View {
            @Environment(\\.isSearching) private var isSearching
            var body: some View { Text(isSearching ? "Searching!" : "Not searching.") }
        }
        """
    let needing = """
        private struct SearchedView: View {
            var searchText: String
            let items = ["a", "b", "c"]
            @State private var isPresented = false
            var body: some View { Text(searchText) }
        }
        """

    func testACallWithoutArgumentsFitsOnlyTheTypeThatNeedsNone() {
        let caller = "SearchedView()\n    .searchable(text: $searchText)"
        XCTAssertTrue(InitializerFit.fits("SearchedView", caller: caller, declarer: reading))
        XCTAssertFalse(InitializerFit.fits("SearchedView", caller: caller, declarer: needing))
    }

    func testALabelledCallFitsTheMemberwiseOrExplicitInitializerThatTakesIt() {
        let caller = "SearchedView(searchText: text)"
        XCTAssertTrue(InitializerFit.fits("SearchedView", caller: caller, declarer: needing))
        XCTAssertFalse(InitializerFit.fits("SearchedView", caller: caller, declarer: reading))
        let explicit = "struct SearchedView: View {\n    init(query: String, limit: Int = 3) {}\n    var body: some View { Text(\"\") }\n}"
        XCTAssertTrue(InitializerFit.fits("SearchedView", caller: "SearchedView(query: q)", declarer: explicit))
        XCTAssertFalse(InitializerFit.fits("SearchedView", caller: "SearchedView(searchText: q)", declarer: explicit))
    }

    func testNoCallOrNoDeclarationTellsNothingApart() {
        XCTAssertTrue(InitializerFit.fits("SearchedView", caller: "let view: SearchedView? = nil", declarer: needing),
                      "a type used without a call fits every candidate")
        XCTAssertTrue(InitializerFit.fits("SearchedView", caller: "SearchedView()", declarer: "enum Other {}"))
    }
}
