@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The lookups across every phrasebook (`Phrasebook.sectionKind(forHeading:)`,
/// `symbolKind(forRole:)`: one normalisation, the indexes made once) answer as asking each
/// book in `all`'s order does: on every label of the bundled phrasebooks and every line of the
/// bundled pages and fixtures.
final class PhrasebookLookupAcrossBooksTests: XCTestCase {
    private func bookByBook(section heading: String) -> SectionKind? {
        for book in Phrasebook.all {
            if let kind = book.sectionKind(forHeading: heading) { return kind }
        }
        return nil
    }

    private func bookByBook(role: String) -> SymbolKind? {
        for book in Phrasebook.all {
            if let kind = book.symbolKind(forRole: role) { return kind }
        }
        return nil
    }

    private func lines(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().filter { $0.hasSuffix(".md") || $0.hasSuffix(".txt") }.flatMap { name -> [String] in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return [] }
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    func testEveryLabelAndLineIsLookedUpAsBookByBook() {
        var texts = lines(under: TestPaths.corpusPages) + lines(under: TestPaths.fixtures)
        for book in Phrasebook.all {
            texts += book.sectionHeadings.map(\.text) + book.topicGroupHeadings + book.roles.map(\.text)
        }
        texts += ["", "## Overview", "**Instance Method**", "概述", "实例方法", "Topics", "unknown heading"]
        var sections = 0, roles = 0
        for text in texts {
            let section = Phrasebook.sectionKind(forHeading: text), role = Phrasebook.symbolKind(forRole: text)
            XCTAssertEqual(section, bookByBook(section: text), text)
            XCTAssertEqual(role, bookByBook(role: text), text)
            if section != nil { sections += 1 }
            if role != nil { roles += 1 }
        }
        XCTAssertGreaterThan(sections, 50)
        XCTAssertGreaterThan(roles, 20)
    }
}
