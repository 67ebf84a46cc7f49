@testable import DocDiff
import XCTest

/// The crawl-furniture phrases are data (`Phrasebooks/crawl-furniture.json`), and the data decides.
final class CrawlFurnitureTests: XCTestCase {
    func testTheBundledPhrasebookLoadsWithEnglishAndChinesePhrases() throws {
        let furniture = try CrawlFurniture.bundled()
        XCTAssertEqual(furniture, CrawlFurniture.standard)
        XCTAssertTrue(furniture.languages["en"]?.chromeSentences.contains("Video with custom controls.") == true)
        XCTAssertFalse(furniture.languages["zh-Hans"]?.chromePrefixes.isEmpty ?? true)
        XCTAssertEqual(furniture.chrome("Play A clip.", .en), "“Play…”")
        XCTAssertNil(furniture.chrome("Play A clip.", .zhHans))
    }

    func testWithoutThePhrasesPlayerChromeIsARealChange() throws {
        let empty = CrawlFurniture(languages: [:])
        let body = "Intro text of the article.\n\nVideo with custom controls."
        let withData = try SmallPages.changes("Intro text of the article.", body)
        let withoutData = try SmallPages.changes("Intro text of the article.", body, furniture: empty)
        XCTAssertEqual(withData.map(\.class), [.crawlerLoss])
        XCTAssertEqual(withoutData.map(\.class), [.realChange])
    }

    func testAPhraseAddedToTheDataMakesItsSentencesFurniture() throws {
        let body = "Intro text of the article.\n\nSponsored: the view appears as a sidebar in watchOS."
        XCTAssertEqual(try SmallPages.changes("Intro text of the article.", body).map(\.class), [.realChange])
        let furniture = CrawlFurniture(languages: ["en": .init(chromePrefixes: ["Sponsored:"])])
        let changes = try SmallPages.changes("Intro text of the article.", body, furniture: furniture)
        XCTAssertEqual(changes.map(\.class), [.crawlerLoss])
        XCTAssertEqual(changes.first?.lossSide, .new)
    }
}
