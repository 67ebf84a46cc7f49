import DocIngest
import DocModel
import XCTest
@testable import DocExtract

/// Parallel-language HTML is split by `lang` attributes, not by the words in it.
final class HTMLLanguageSplitTests: XCTestCase {
    func testLanguageTagsAreReadByTheirPrimarySubtag() {
        XCTAssertEqual(HTMLLanguageSplit.language(ofTag: "ja-JP"), .ja)
        XCTAssertEqual(HTMLLanguageSplit.language(ofTag: "zh-CN"), .zhHans)
        XCTAssertEqual(HTMLLanguageSplit.language(ofTag: "en-US"), .en)
        XCTAssertNil(HTMLLanguageSplit.language(ofTag: "fr"))
    }

    func testAPageWithoutParallelElementsIsOneTree() {
        let parsed = HTMLParser.parse("<html lang=\"en\"><body><p>Hello.</p></body></html>", file: "a.html")
        XCTAssertEqual(HTMLLanguageSplit.trees(parsed.root).map(\.language), [.en])
    }

    func testParallelSpansGoToTheirOwnTreeAndUnmarkedContentToBoth() {
        let html = "<html lang=\"en\"><body><p><span lang=\"en\">Hello.</span><span lang=\"ja\">こんにちは。</span></p><pre>code()</pre><p lang=\"fr\">Bonjour.</p></body></html>"
        let trees = HTMLLanguageSplit.trees(HTMLParser.parse(html, file: "a.html").root)
        XCTAssertEqual(trees.map(\.language), [.en, .ja])
        XCTAssertEqual(trees[0].root.textContent.contains("こんにちは"), false)
        XCTAssertEqual(trees[0].root.textContent.contains("Bonjour"), true, "an unknown language counts as the page language")
        XCTAssertEqual(trees[1].root.textContent.contains("Hello"), false)
        XCTAssertEqual(trees[1].root.textContent.contains("code()"), true)
    }
}
