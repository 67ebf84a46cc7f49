@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// `Phrasebook.exampleRole(forLabel:)`, which rules labels out by their first byte, gives the
/// role the label-by-label comparison gives (kept here as the reference): every example label
/// of the bundled phrasebooks with variations, every line of the bundled pages, and labels whose
/// first character carries a combining mark or that end in CR LF.
final class ExampleRoleFirstByteTests: XCTestCase {
    private func reference(_ label: String) -> CodeExample.Role? {
        let text = Phrasebook.normalizedLabel(label)
        for book in Phrasebook.all {
            let labels = book.exampleLabels.map { (Phrasebook.normalizedLabel($0.text), $0) }
            let matches = labels.filter { prefix, _ in
                guard text.hasPrefix(prefix) else { return false }
                guard let next = text.dropFirst(prefix.count).first else { return true }
                return !(next.isLetter && next.isASCII)
            }.map(\.1)
            if let role = matches.max(by: { $0.text.count < $1.text.count })?.role { return role }
        }
        return nil
    }

    func testEveryLabelAndLineGivesTheRoleTheFullComparisonGives() {
        var labels = ["", " ", "Example\r\n2", "Examples", "Example_2", "Example2", "Example[", "Example@", "Example`", "Example{", "e\u{301}xample", "\u{301}Example", "Éxample", "例", "例\u{301}", "Incorrect\u{301}", "c\u{327}orrect"]
        for book in Phrasebook.all {
            for entry in book.exampleLabels {
                labels += [entry.text, entry.text + ":", entry.text.uppercased(), entry.text + "s", entry.text + "\u{301}",
                           String(entry.text.dropFirst()), "**\(entry.text)**：", "x" + entry.text]
            }
        }
        let files = FileManager.default.enumerator(at: TestPaths.corpusPages, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        for file in files where file.pathExtension == "md" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            labels += text.components(separatedBy: "\n")
        }
        var found = 0
        for label in labels {
            let role = Phrasebook.exampleRole(forLabel: label)
            XCTAssertEqual(role, reference(label), label)
            if role != nil { found += 1 }
        }
        XCTAssertGreaterThan(found, 20)
    }
}
