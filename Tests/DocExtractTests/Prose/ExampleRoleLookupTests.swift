@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `Phrasebook.exampleRole(forLabel:)` across phrasebooks (one normalisation, prepared tables)
/// gives what asking each phrasebook in turn gives.
final class ExampleRoleLookupTests: XCTestCase {
    private func eachBookInTurn(_ label: String) -> CodeExample.Role? {
        Phrasebook.all.lazy.compactMap { $0.exampleRole(forLabel: label) }.first
    }

    func testTheTablesGiveWhatEachPhrasebookInTurnGives() throws {
        var labels = ["", " ", "Example", "Incorrect", "Correct", "不正确", "正确", "Examples", "Incorrectly", "Incorrect (no focus):",
                      "**Correct:**", "## Example 2", "Correct-ish", "Correcté", "例", "Listing", "Output"]
        for book in Phrasebook.all {
            for entry in book.exampleLabels {
                labels += [entry.text, entry.text + ":", entry.text.uppercased(), entry.text + "s", entry.text + " 2", "**\(entry.text)**：",
                           String(entry.text.dropLast()), "x" + entry.text]
            }
        }
        // The strong-only paragraphs of the bundled pages: what the reader asks about.
        let files = FileManager.default.enumerator(at: TestPaths.corpusPages, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        for file in files where file.pathExtension == "md" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.components(separatedBy: "\n") where line.hasPrefix("**") { labels.append(line) }
        }
        var found = 0
        for label in labels {
            let role = Phrasebook.exampleRole(forLabel: label)
            XCTAssertEqual(role, eachBookInTurn(label), label)
            if role != nil { found += 1 }
        }
        XCTAssertGreaterThan(found, 20)
    }
}
