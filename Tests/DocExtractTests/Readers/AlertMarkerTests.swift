@testable import DocExtract
import Foundation
import XCTest

/// A note's leading alert marker is removed by hand as the regular expression removes it.
final class AlertMarkerTests: XCTestCase {
    func testHandRemovalMatchesTheRegularExpression() throws {
        var texts = ["", "[", "[!", "[!]", "[!NOTE]", "[!NOTE] Text", "[!NOTE]Text", "[!NOTE]  \t\n\r\u{0C}Text", "[!NOTE]\u{0B}Text",
                     "[!NOTE]\u{A0}Text", "[!NOTE]\u{3000}文字", "[!NOTE] \u{301}x", "[!NOTE]\u{301}", "[!NO TE] x", "[!NOTE", "[!NOTE x",
                     "[!Warning_2] x", "[!é] x", "[!NOTEé] x", "[!注意] x", "[!\u{200C}] x", "[!NOTE]] x", "[[!NOTE] x", " [!NOTE] x",
                     "[!NOTE] [!TIP] x", "[!NOTE]\r\nx", "[!_] ", "[!-] x", "[!NOTE]\u{1C}x", "[!NOTE]\u{85}x", "Note: [!NOTE] x"]
        // The block quotes of the bundled pages, as the reader joins them.
        for root in [TestPaths.corpusPages, TestPaths.fixtures] {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
            for file in files where file.pathExtension == "md" {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                texts += text.components(separatedBy: "\n").filter { $0.hasPrefix(">") }.map { String($0.dropFirst()).trimmed(.whitespaces) }
            }
        }
        var removed = 0
        for text in texts {
            let expected = text.replacingOccurrences(of: MarkdownBlockReader.alertMarkerPattern, with: "", options: .regularExpression)
            let result = MarkdownBlockReader.withoutAlertMarker(text)
            XCTAssertEqual(result, expected, text.debugDescription)
            if result != text { removed += 1 }
        }
        XCTAssertGreaterThan(removed, 8)
    }
}
