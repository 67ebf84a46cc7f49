import DocIngest
import DocModel
import XCTest
@testable import DocReport

/// The report's HTML is well-formed, complete and accessible in structure.
final class HTMLStructureTests: XCTestCase {
    func testEveryHTMLFileIsWellFormedPolyglotHTML5() throws {
        let output = try ReportFixture.render()
        let files = ReportFixture.htmlFiles(output)
        XCTAssertEqual(files.count, SummaryViewBuilder.Order.allCases.count + 3, "six summaries, the engine-surface page and two page views")
        for (name, text) in files {
            XCTAssertTrue(text.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), name)
            switch XMLDocumentParser.parse(text) {
            case .success(let root):
                let html = root.children.first { $0.name == "html" }
                XCTAssertNotNil(html?.first { $0.name == "meta" && $0[attribute: "charset"] == "utf-8" }, name)
            case .failure(let error):
                XCTFail("\(name) is not well-formed: \(error)")
            }
        }
    }

    func testEveryCaseIDAndEveryClaimAppearsOnItsPageView() throws {
        let output = try ReportFixture.render()
        for page in output.report.pages {
            let root = try ReportFixture.tree(String(decoding: output.files[page.file]!, as: UTF8.self))
            let codeTexts = Set(root.elements(named: "code").map(\.textContent))
            for item in page.cases {
                XCTAssertTrue(codeTexts.contains(ReportText.display(item.id)), "case \(item.id) missing from \(page.file)")
            }
            let claimIDs = Set(root.descendants { $0[attribute: "data-claim"] != nil }.compactMap { $0[attribute: "data-claim"] })
            let sentences = Set(root.descendants { $0.hasClass("text") }.map(\.textContent))
            XCTAssertFalse(page.claims.isEmpty)
            for claim in page.claims {
                XCTAssertTrue(claimIDs.contains(ReportText.display(claim.id)), "claim id \(claim.id) missing")
                XCTAssertTrue(sentences.contains(ReportText.display(claim.text)), "claim text of \(claim.id) missing")
            }
        }
    }

    func testChineseClaimsAreMarkedZhHansAndEnglishOnesAreNot() throws {
        let output = try ReportFixture.render()
        let page = try XCTUnwrap(output.report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        let root = try ReportFixture.tree(String(decoding: output.files[page.file]!, as: UTF8.self))
        let chinese = Set(root.descendants { $0[attribute: "lang"] == "zh-Hans" }.map(\.textContent))
        let zhClaims = page.claims.filter { $0.language == .zhHans }
        XCTAssertEqual(zhClaims.count, 10)
        for claim in zhClaims { XCTAssertTrue(chinese.contains(claim.text), claim.id) }
        for claim in page.claims where claim.language == .en { XCTAssertFalse(chinese.contains(claim.text), claim.id) }
    }

    func testAlignedClaimsShareOneRow() throws {
        let output = try ReportFixture.render()
        let page = try XCTUnwrap(output.report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        let root = try ReportFixture.tree(String(decoding: output.files[page.file]!, as: UTF8.self))
        let table = try XCTUnwrap(root.first { $0.hasClass("claims") })
        let rows = table.descendants { $0.name == "tr" && $0.first { $0.name == "td" } != nil }
        XCTAssertEqual(rows.count, 10, "20 claims, every English one aligned with a Chinese one")
        for row in rows {
            let ids = row.descendants { $0[attribute: "data-claim"] != nil }.compactMap { $0[attribute: "data-claim"] }
            XCTAssertEqual(ids.count, 2)
            XCTAssertEqual(ids.first.map { String($0.dropLast("@en".count)) }, ids.last.map { String($0.dropLast("@zh-Hans".count)) })
        }
    }

    func testEveryPageHasLandmarksOneH1AndHeadingsInOrder() throws {
        for (name, text) in ReportFixture.htmlFiles(try ReportFixture.render()) {
            let root = try ReportFixture.tree(text)
            for landmark in ["header", "nav", "main", "footer"] {
                XCTAssertFalse(root.elements(named: landmark).isEmpty, "\(name): no <\(landmark)>")
            }
            XCTAssertEqual(root.elements(named: "main").count, 1, name)
            XCTAssertEqual(root.first { $0.name == "main" }?[attribute: "id"], "main", "\(name): skip link target")
            let levels = root.descendants { ["h1", "h2", "h3", "h4", "h5", "h6"].contains($0.name ?? "") }
                .map { Int($0.name!.dropFirst())! }
            XCTAssertEqual(levels.first, 1, name)
            XCTAssertEqual(levels.filter { $0 == 1 }.count, 1, "\(name): exactly one h1")
            for (previous, next) in zip(levels, levels.dropFirst()) {
                XCTAssertLessThanOrEqual(next, previous + 1, "\(name): heading level skips from h\(previous) to h\(next)")
            }
        }
    }

    func testEveryTableHasACaptionAndScopedHeaders() throws {
        for (name, text) in ReportFixture.htmlFiles(try ReportFixture.render()) {
            let root = try ReportFixture.tree(text)
            for table in root.elements(named: "table") {
                XCTAssertFalse(table.elements(named: "caption").isEmpty, "\(name): table without caption")
                let headers = table.elements(named: "th")
                XCTAssertFalse(headers.isEmpty, "\(name): table without headers")
                for header in headers {
                    XCTAssertTrue(["col", "row", "colgroup"].contains(header[attribute: "scope"] ?? ""), "\(name): th without scope")
                }
                for row in table.elements(named: "tbody").flatMap({ $0.elements(named: "tr") }) where table.hasClass("summary") {
                    XCTAssertEqual(row.children.first { $0.name != nil }?.name, "th", "\(name): summary row without a row header")
                }
            }
        }
    }

    func testStylesheetHasVisibleKeyboardFocusAndNoNetwork() throws {
        let output = try ReportFixture.render()
        let css = String(decoding: try XCTUnwrap(output.files["report.css"]), as: UTF8.self)
        XCTAssertTrue(css.contains(":focus-visible"))
        XCTAssertFalse(css.contains("@import"))
        XCTAssertFalse(css.contains("url("), "no web fonts or images from anywhere")
        for (name, text) in ReportFixture.htmlFiles(output) {
            let root = try ReportFixture.tree(text)
            let sources = root.allElements.compactMap { $0[attribute: "src"] }
            XCTAssertEqual(sources, [], "\(name) loads nothing")
            let stylesheets = root.elements(named: "link").compactMap { $0[attribute: "href"] }
            XCTAssertTrue(stylesheets.allSatisfy { $0.hasSuffix("report.css") && !$0.contains(":") }, name)
        }
    }

    func testSummaryListsEveryPageInEveryOrderAndMarksTheSortedColumn() throws {
        let output = try ReportFixture.render()
        for order in SummaryViewBuilder.Order.allCases {
            let root = try ReportFixture.tree(String(decoding: try XCTUnwrap(output.files[order.file]), as: UTF8.self))
            let table = try XCTUnwrap(root.first { $0.hasClass("summary") })
            let links = table.elements(named: "tbody").flatMap { $0.elements(named: "a") }.compactMap { $0[attribute: "href"] }
            XCTAssertEqual(Set(links), Set(output.report.pages.map(\.file)), order.file)
            let sorted = table.descendants { $0[attribute: "aria-sort"] != nil }
            XCTAssertEqual(sorted.count, 1, order.file)
            XCTAssertEqual(sorted.first?.first { $0.name == "a" }?[attribute: "href"], order.file)
        }
    }

    func testFailedCasesShowTheirMessageOnThePageView() throws {
        let output = try ReportFixture.render()
        let page = try XCTUnwrap(output.report.pages.first { $0.id == "swiftui/view/focused(_:)" })
        let root = try ReportFixture.tree(String(decoding: output.files[page.file]!, as: UTF8.self))
        let messages = root.descendants { $0.hasClass("message") }.map(\.textContent)
        XCTAssertTrue(messages.contains { $0.contains(#"XCTAssertEqual failed: ("Optional(false)") is not equal to ("Optional(true)")"#) })
    }
}
