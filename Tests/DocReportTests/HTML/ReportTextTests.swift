import XCTest
@testable import DocReport

/// The text and link policy every page string goes through.
final class ReportTextTests: XCTestCase {
    func testOnlyAbsoluteHTTPURLsWithAHostAreLinks() {
        XCTAssertEqual(ReportText.httpURL("https://developer.apple.com/documentation/swiftui/view/focused(_:)"),
                       "https://developer.apple.com/documentation/swiftui/view/focused(_:)")
        XCTAssertEqual(ReportText.httpURL("HTTP://example.com/a"), "HTTP://example.com/a")
        XCTAssertEqual(ReportText.httpURL("https://example.com/\"onmouseover=x"), "https://example.com/%22onmouseover=x", "quotes are encoded")
        for rejected in ["javascript:alert(1)", " javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>",
                         "//example.com/x", "/documentation/x", "https:///nohost", "https://exa mple.com",
                         "https://example.com/\u{202E}gpj.exe", "ftp://example.com", "", nil] {
            XCTAssertNil(ReportText.httpURL(rejected), String(describing: rejected))
        }
    }

    func testForbiddenAndReorderingCharactersBecomeVisibleMarkers() {
        XCTAssertEqual(ReportText.display("a\u{202E}b\u{2066}c\u{200F}d"), "a[U+202E]b[U+2066]c[U+200F]d")
        XCTAssertEqual(ReportText.display("x\u{0}y\u{7}z\u{85}\u{FFFE}\u{FEFF}"), "x[U+0000]y[U+0007]z[U+0085][U+FFFE][U+FEFF]")
        XCTAssertEqual(ReportText.display("a\r\nb\rc\nd\te"), "a\nb\nc\nd\te")
        XCTAssertEqual(ReportText.display("焦点 </script> & \"'"), "焦点 </script> & \"'", "markup is the template's to escape")
    }

    func testSourceLinksEncodeEverythingButSafePathCharacters() {
        XCTAssertEqual(ReportText.sourceHref(base: "../../corpus/pages/", path: "sosumi/documentation/swiftui/view/focused(__).md"),
                       "../../corpus/pages/sosumi/documentation/swiftui/view/focused(__).md")
        XCTAssertEqual(ReportText.sourceHref(base: "", path: "javascript:alert(1)"), "./javascript%3Aalert(1)")
        XCTAssertEqual(ReportText.sourceHref(base: "src", path: "a b/#?.md"), "src/a%20b/%23%3F.md")
        XCTAssertEqual(ReportText.sourceHref(base: "x/", path: "焦点.md"), "x/%E7%84%A6%E7%82%B9.md")
    }
}
