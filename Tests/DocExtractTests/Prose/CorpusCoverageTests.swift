import DocModel
import Foundation
import XCTest
@testable import DocExtract

/// Checks the phrasebooks against every page of the shared sosumi corpus (`../shared`).
final class CorpusCoverageTests: XCTestCase {
    private static let listKinds: [SectionKind] = [.conformsTo, .inheritedBy, .conformingTypes, .topics, .seeAlso, .mentionedIn]
    private static let proseKinds: [SectionKind] = [.overview, .discussion, .parameters, .returnValue, .other, .howItWorks]

    private static let root = TestPaths.sharedSosumiCorpusLocation

    /// The corpus, read once for all tests of this class; nil when absent.
    private static let cachedPages: [CorpusPage]? =
        FileManager.default.fileExists(atPath: root.path) ? CorpusPage.all(under: root) : nil

    private func corpusPages() throws -> [CorpusPage] {
        guard let pages = Self.cachedPages else {
            _ = try TestPaths.sharedSosumiCorpus()  // throws the skip that names the missing folder
            return []
        }
        XCTAssertGreaterThan(pages.count, 6000, "the corpus holds 6,762 pages")
        return pages
    }

    func testEveryRoleLineInTheCorpusMapsToAKnownSymbolKind() throws {
        var unknown: [String: String] = [:]
        var seen = 0
        for page in try corpusPages() {
            guard let role = page.roleLine else { continue }
            seen += 1
            let kind = Phrasebook.english.symbolKind(forRole: role)
            if kind == nil || kind == .unknown { unknown[role] = page.path }
        }
        XCTAssertGreaterThan(seen, 6000)
        XCTAssertEqual(unknown.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }, [])
    }

    func testEveryHeadingInTheCorpusIsClassifiedConsistentlyWithItsBody() throws {
        var problems: [String] = []
        var headings: Set<String> = []
        for page in try corpusPages() {
            for section in page.sections {
                headings.insert(section.heading)
                let kind = Phrasebook.english.sectionKind(forHeading: section.heading, bodyIsProse: section.hasProse)
                if Self.listKinds.contains(kind), !section.hasLinkList || section.hasProse {
                    problems.append("\(section.heading) → \(kind.rawValue) but body is not a link list (\(page.path))")
                }
                if Self.proseKinds.contains(kind), !section.hasProse {
                    problems.append("\(section.heading) → \(kind.rawValue) but body has no prose (\(page.path))")
                }
            }
        }
        XCTAssertGreaterThan(headings.count, 1000)
        XCTAssertEqual(problems.sorted(), [])
    }

    func testStructuralHeadingsOfTheCorpusAreMappedExplicitly() throws {
        var counts: [String: Int] = [:]
        for page in try corpusPages() {
            for section in page.sections where Phrasebook.english.sectionKind(forHeading: section.heading) == nil {
                counts[section.heading, default: 0] += 1
            }
        }
        // A heading that recurs on a large share of pages is DocC's, not an author's topic group.
        let frequent = counts.filter { $0.value >= 50 }.keys.sorted()
        XCTAssertEqual(frequent, [], "frequent headings the phrasebook does not name")
    }

    func testEveryAvailabilityLineInTheCorpusYieldsPlatforms() throws {
        var empty: [String] = []
        for page in try corpusPages() {
            guard let line = page.availabilityLine else { continue }
            let result = AvailabilityParser.parse(line)
            let listed = line.components(separatedBy: ",").filter { !$0.contains("undefined") }.count
            if result.count != listed || result.contains(where: { $0.introduced == nil }) { empty.append(page.path) }
        }
        XCTAssertEqual(empty, [])
    }
}
