import DocModel
import Foundation
import XCTest
@testable import DocExtract

/// Runs claim extraction over a deterministic sample of real corpus pages, read with a minimal
/// scanner (summary line and prose sections), and checks what must hold for any page.
final class CorpusClaimSmokeTests: XCTestCase {
    func testClaimsOfSampledCorpusPagesPointAtTheirSourceLines() throws {
        let root = try TestPaths.sharedSosumiCorpus().appendingPathComponent("documentation/swiftui")
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        var claimCount = 0
        var problems: [String] = []
        for path in paths.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            let page = Self.page(path: path, lines: lines)
            let claims = ClaimExtractor.claims(for: page)
            claimCount += claims.count
            if Set(claims.map(\.id)).count != claims.count { problems.append("\(path): duplicate ids") }
            for claim in claims where !(claim.line >= 1 && claim.line <= lines.count && lines[claim.line - 1].contains(claim.text)) {
                problems.append("\(path):\(claim.line): \(claim.text)")
            }
        }
        XCTAssertGreaterThan(claimCount, paths.count / 10, "most pages state something normative")
        XCTAssertEqual(Array(problems.prefix(5)), [])
    }

    /// A monolingual page with the summary (`> …`) and the paragraphs of every `##` section.
    private static func page(path: String, lines: [String]) -> PageRecord {
        var summary: Prose?
        var sections: [Section] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if summary == nil, sections.isEmpty, line.hasPrefix("> ") {
                summary = Prose(text: String(line.dropFirst(2)), line: index + 1)
            } else if line.hasPrefix("## ") {
                let heading = String(line.dropFirst(3))
                let kind = Phrasebook.english.sectionKind(forHeading: heading, bodyIsProse: true)
                sections.append(Section(id: "\(kind.rawValue)-\(sections.count + 1)", kind: kind,
                                        heading: Localized(en: Prose(text: heading, line: index + 1)), blocks: Localized(en: [])))
            } else if line == "---", !sections.isEmpty {
                break
            } else if !sections.isEmpty, !line.hasPrefix("- ["), !line.hasPrefix("#"), !line.hasPrefix("**") {
                sections[sections.count - 1].blocks.en?.append(Block(kind: .paragraph, text: line, line: index + 1))
            }
        }
        return PageRecord(id: path, source: SourceInfo(path: path, format: .sosumi, languages: [.en]),
                          symbol: Symbol(name: path, kind: .unknown), summary: Localized(en: summary), sections: sections)
    }
}
