import DocModel
import Foundation
import XCTest
@testable import DocExtract

final class PageChromeTests: XCTestCase {
    func testScrapedAndSosumiChromeIsRecognised() {
        let chrome = [
            "Open in Studio ↗", "Live preview", "What's new in SwiftUI 27 →",
            "swift → lexer → parser → sema → uiir → canvas Open in Studio ↗",
            "Press Run live & edit to compile it in your browser — then edit the Swift on the left.",
            "Try it — Change the .zoomIn branch from magnification += 0.5 to magnification += 2.0.",
            "*Extracted by [sosumi.ai](https://sosumi.ai) - Making Apple docs AI-readable.*",
            "*This is unofficial content. All documentation belongs to Apple Inc.*",
            "TechnologiesSwiftUIAccessibility",
        ]
        for line in chrome { XCTAssertTrue(PageChrome.isChrome(line), line) }
    }

    func testDocumentationProseIsNotChrome() {
        let prose = [
            "Position and direction information of a zoom gesture that someone performs",
            "How it works", "Use this modifier to cause the view to receive focus.", "",
            "The modified view.", "要绑定的焦点状态。", "Technologies", "Technologies change over time.",
        ]
        for line in prose { XCTAssertFalse(PageChrome.isChrome(line), line) }
    }

    func testTrailingMarkerIsStrippedKeepingContent() {
        let chrome = PageChrome(phrasebook: .english)
        XCTAssertEqual(chrome.strippingMarkers("iOSmacOStvOSwatchOSvisionOSiOS 16.0+✓ renders"), "iOSmacOStvOSwatchOSvisionOSiOS 16.0+")
        XCTAssertEqual(chrome.strippingMarkers("No marker here"), "No marker here")
    }

    /// The prepared exact lines and byte prefixes decide as the lists with `==` and `hasPrefix`,
    /// for every line of the bundled pages and each chrome word with text around it.
    func testPreparedChromeWordsDecideAsTheLists() throws {
        var texts: [String] = []
        let files = FileManager.default.enumerator(atPath: TestPaths.corpusPages.path)?.compactMap { $0 as? String } ?? []
        for name in files where name.hasSuffix(".md") {
            let text = try String(contentsOf: TestPaths.corpusPages.appendingPathComponent(name), encoding: .utf8)
            texts += text.split(separator: "\n").map { String($0).trimmed(.whitespaces) }
        }
        for book in Phrasebook.all {
            for word in book.chrome.exactLines + book.chrome.prefixes + book.chrome.contains {
                texts += [word, word + " more", String(word.dropLast()), word + "\u{301}", "e\u{301}" + word]
            }
        }
        for book in Phrasebook.all {
            let words = book.chrome, prepared = PreparedChromeWords(words)
            for text in texts {
                let expected = words.exactLines.contains(text) || words.prefixes.contains { text.hasPrefix($0) }
                XCTAssertEqual(prepared.matchesLineOrPrefix(text, simple: SimpleText.isSimple(text)), expected, text)
                let contained = words.contains.contains { text.contains($0) }
                XCTAssertEqual(prepared.containsAnyWord(text, simple: SimpleText.isSimple(text)), contained, text)
            }
        }
    }

    /// Prefix lists with an empty prefix, shared first bytes and non-simple prefixes: the
    /// first-byte groups answer as `hasPrefix` over the whole list.
    func testPrefixGroupsAnswerAsTheWholeList() {
        let lists = [["", "ab"], ["ab", "abc", "b"], ["e\u{301}", "e"], ["中", "中文", "x"], []]
        for prefixes in lists {
            let words = Phrasebook.Chrome(exactLines: [], prefixes: prefixes, contains: [], breadcrumbRoots: [], trailingMarkers: [])
            let prepared = PreparedChromeWords(words)
            for text in ["", "a", "ab", "abc", "b", "e", "e\u{301}x", "é", "中文", "x", " ab"] {
                XCTAssertEqual(prepared.matchesLineOrPrefix(text, simple: SimpleText.isSimple(text)),
                               prefixes.contains { text.hasPrefix($0) }, "\(prefixes) \(text)")
            }
        }
    }
}
