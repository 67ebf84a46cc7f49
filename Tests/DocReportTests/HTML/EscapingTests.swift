import DocIngest
import XCTest
@testable import DocReport

/// Page text is hostile: it never becomes markup, script, an attribute or a dangerous link.
final class EscapingTests: XCTestCase {
    /// Every element and attribute the templates write; anything else came from page text.
    static let elements: Set<String> = [
        "html", "head", "meta", "title", "link", "body", "a", "header", "p", "nav", "ul", "li", "main", "h1", "h2", "h3",
        "section", "div", "strong", "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td",
        "br", "span", "code", "pre", "dl", "dt", "dd", "ol", "article", "em", "footer", "details", "summary",
    ]
    static let attributes: Set<String> = [
        "lang", "charset", "name", "content", "rel", "href", "class", "aria-label", "aria-current", "id",
        "aria-labelledby", "role", "tabindex", "scope", "colspan", "aria-sort", "title", "data-claim",
    ]

    func testHostileTitleNeverBecomesMarkup() throws {
        let output = try ReportFixture.render()
        let hostile = try XCTUnwrap(output.report.pages.first { $0.id == ReportFixture.hostilePageID })
        for (name, text) in ReportFixture.htmlFiles(output) {
            let root = try ReportFixture.tree(text)
            for element in root.allElements {
                XCTAssertTrue(Self.elements.contains(element.name!), "\(name): element <\(element.name!)> from page text")
                for attribute in element.attributes {
                    XCTAssertTrue(Self.attributes.contains(attribute.name), "\(name): attribute \(attribute.name) from page text")
                }
            }
            XCTAssertFalse(text.contains("<script"), "\(name): unescaped <script")
            XCTAssertFalse(text.contains("<img"), "\(name): unescaped <img")
        }
        let page = try ReportFixture.tree(String(decoding: output.files[hostile.file]!, as: UTF8.self))
        XCTAssertEqual(page.elements(named: "h1").first?.textContent, hostile.symbol.name, "the title survives as text")
    }

    func testOnlyHTTPAndHTTPSOriginsBecomeLinks() throws {
        let output = try ReportFixture.render()
        for (name, text) in ReportFixture.htmlFiles(output) {
            for link in try ReportFixture.tree(text).elements(named: "a") {
                let href = try XCTUnwrap(link[attribute: "href"], name)
                let scheme = href.split(separator: "/", maxSplits: 1).first.map { $0.contains(":") } ?? false
                if scheme {
                    XCTAssertTrue(href.hasPrefix("https://") || href.hasPrefix("http://"), "\(name): link \(href)")
                }
                XCTAssertFalse(href.lowercased().contains("javascript"), "\(name): link \(href)")
            }
        }
        let hostile = try XCTUnwrap(output.report.pages.first { $0.id == ReportFixture.hostilePageID })
        let page = try ReportFixture.tree(String(decoding: output.files[hostile.file]!, as: UTF8.self))
        XCTAssertTrue(page.textContent.contains("javascript:alert(document.cookie)"), "shown as text")
        XCTAssertTrue(page.textContent.contains("not linked: not an http or https URL"))
        let normal = try XCTUnwrap(output.report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        let links = try ReportFixture.tree(String(decoding: output.files[normal.file]!, as: UTF8.self)).elements(named: "a")
        XCTAssertTrue(links.contains { $0[attribute: "href"] == "https://developer.apple.com/documentation/SwiftUI/View/focused(_:)" })
    }

    func testBidiOverrideIsShownAsAMarkerNeverApplied() throws {
        let output = try ReportFixture.render()
        // report.json keeps page text verbatim (JSON-escaped) for programs; the documents people read do not.
        for (name, data) in output.files where name != "report.json" {
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x01 }, "\(name) carries a raw U+202E or U+0001")
        }
        let hostile = try XCTUnwrap(output.report.pages.first { $0.id == ReportFixture.hostilePageID })
        let text = String(decoding: output.files[hostile.file]!, as: UTF8.self)
        XCTAssertTrue(text.contains("[U+202E]evil[U+202C]"))
        XCTAssertTrue(text.contains("[U+0001]"))
    }

    func testHostileCaseIDAndMessagesStayText() throws {
        let output = try ReportFixture.render()
        let hostile = try XCTUnwrap(output.report.pages.first { $0.id == ReportFixture.hostilePageID })
        let failed = try XCTUnwrap(hostile.cases.first { $0.verdict == .failed })
        XCTAssertTrue(failed.id.contains(ReportFixture.imagePayload))
        XCTAssertTrue(failed.message?.contains("<script>alert(1)</script>") == true, "message from the console log")
        let page = try ReportFixture.tree(String(decoding: output.files[hostile.file]!, as: UTF8.self))
        XCTAssertTrue(page.elements(named: "code").contains { $0.textContent == failed.id })
        XCTAssertTrue(page.descendants { $0.hasClass("message") }.contains { $0.textContent.contains("<script>alert(1)</script>") })
    }

    func testHostileDeclarationAndExampleAreHighlightedAsText() throws {
        let output = try ReportFixture.render()
        let hostile = try XCTUnwrap(output.report.pages.first { $0.id == ReportFixture.hostilePageID })
        let page = try ReportFixture.tree(String(decoding: output.files[hostile.file]!, as: UTF8.self))
        let blocks = page.descendants { $0.name == "pre" }.map(\.textContent)
        XCTAssertEqual(blocks.first, hostile.declaration)
        XCTAssertTrue(blocks.dropFirst().contains { $0.contains(ReportFixture.scriptPayload) })
    }

    func testSourceLinksArePercentEncodedRelativePaths() throws {
        let output = try ReportFixture.render(sourceBase: "../corpus/")
        let hostile = try XCTUnwrap(output.report.pages.first { $0.id == ReportFixture.hostilePageID })
        let links = try ReportFixture.tree(String(decoding: output.files[hostile.file]!, as: UTF8.self))
            .elements(named: "a").compactMap { $0[attribute: "href"] }.filter { $0.hasPrefix("../../corpus/") }
        XCTAssertFalse(links.isEmpty)
        for link in links {
            XCTAssertEqual(link, "../../corpus/hostile/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.md")
        }
        let unlinked = try ReportFixture.render(sourceBase: nil)
        let page = try ReportFixture.tree(String(decoding: unlinked.files[hostile.file]!, as: UTF8.self))
        XCTAssertFalse(page.elements(named: "a").contains { $0[attribute: "href"]?.contains(".md") == true })
    }
}
