import DocIngest
import XCTest

final class HTMLParserTests: XCTestCase {
    func testEntitiesAreDecodedAndLinesKept() {
        let result = HTMLParser.parse("<html>\n<body>\n<p>a &amp; b &mdash; &lt;c&gt;</p>\n</body></html>", file: "x.html")
        let paragraph = result.root.elements(named: "p").first
        XCTAssertEqual(paragraph?.textContent, "a & b — <c>")
        XCTAssertEqual(paragraph?.line, 3)
        XCTAssertTrue(result.diagnostics.isEmpty)
    }

    func testWordBreakOpportunitiesDoNotSplitIdentifiers() {
        let result = HTMLParser.parse("<h1>focused<wbr>(_:<wbr>equals:)</h1>", file: "x.html")
        XCTAssertEqual(result.root.elements(named: "h1").first?.textContent, "focused(_:equals:)")
    }

    func testScriptAndStyleAreNotText() {
        let result = HTMLParser.parse("<body><script>alert(1)</script><style>p{}</style><p>ok</p></body>", file: "x.html")
        XCTAssertEqual(result.root.first { $0.name == "body" }?.textContent, "ok")
    }

    func testExternalEntitiesAndNetworkAreNeverLoaded() {
        let html = """
        <!DOCTYPE html [<!ENTITY leak SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "http://127.0.0.1:9/x">]>
        <html><body><p>a&leak;b&remote;c</p><img src="file:///etc/passwd"></body></html>
        """
        let text = HTMLParser.parse(html, file: "xxe.html").root.textContent
        XCTAssertFalse(text.contains("root:"), "an external entity was expanded")
        XCTAssertTrue(text.contains("a"), text)
    }

    func testDeepNestingIsFlattenedWithoutCrashing() {
        let depth = 5000
        let html = String(repeating: "<div>", count: depth) + "deep text" + String(repeating: "</div>", count: depth)
        let result = HTMLParser.parse(html, file: "deep.html")
        XCTAssertTrue(result.root.textContent.contains("deep text"))
        XCTAssertEqual(result.diagnostics.map(\.id), ["docgen.extract.html-too-deep"])
    }

    func testAttributesAreReadInOrder() {
        let result = HTMLParser.parse("<a href=\"/doc\" class=\"link inline\">x</a>", file: "x.html")
        let link = result.root.elements(named: "a").first
        XCTAssertEqual(link?[attribute: "href"], "/doc")
        XCTAssertEqual(link?.classes, ["link", "inline"])
        XCTAssertTrue(link?.hasClass("inline") ?? false)
    }

    func testEmptyInputGivesAnEmptyTree() {
        let result = HTMLParser.parse("", file: "empty.html")
        XCTAssertEqual(result.root.textContent.trimmingCharacters(in: .whitespaces), "")
    }
}
