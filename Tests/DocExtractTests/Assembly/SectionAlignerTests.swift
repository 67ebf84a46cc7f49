@testable import DocExtract
import DocIngest
import DocModel
import Foundation
import XCTest

/// Sections are aligned by a linear search over (kind, occurrence); the result is the one the
/// first implementation (a dictionary keyed by `"kind#n"`, kept here) gives, on the language
/// blocks of every markdown file of the bundled pages and fixtures, the zh sample, and made
/// blocks with repeated languages and kinds.
final class SectionAlignerTests: XCTestCase {
    /// The first implementation.
    private func reference(_ blocks: [LanguageBlock]) -> SectionAligner.Result {
        var order: [String] = []
        var byKey: [String: (kind: SectionKind, occurrence: Int, parts: [Language: RawSection])] = [:]
        for block in blocks.sorted(by: { ($0.language == .en ? 0 : 1) < ($1.language == .en ? 0 : 1) }) {
            var seen: [SectionKind: Int] = [:]
            for raw in block.sections {
                let occurrence = (seen[raw.kind] ?? 0) + 1
                seen[raw.kind] = occurrence
                let key = "\(raw.kind.rawValue)#\(occurrence)"
                if byKey[key] == nil {
                    order.append(key)
                    byKey[key] = (raw.kind, occurrence, [:])
                }
                byKey[key]?.parts[block.language] = raw
            }
        }
        var result = SectionAligner.Result(sections: [], raw: [])
        for key in order {
            guard let entry = byKey[key] else { continue }
            var section = Section(id: entry.occurrence > 1 ? "\(entry.kind.rawValue)-\(entry.occurrence)" : entry.kind.rawValue,
                                  kind: entry.kind)
            var raw = SectionAligner.AlignedRaw(kind: entry.kind, title: .init(), references: .init())
            for (language, part) in entry.parts.sorted(by: { $0.key < $1.key }) {
                section.heading[language] = part.heading
                section.blocks[language] = part.blocks
                raw.title[language] = part.heading?.text
                raw.references[language] = part.references
            }
            result.sections.append(section)
            result.raw.append(raw)
        }
        return result
    }

    private func assertSameAlignment(_ blocks: [LanguageBlock], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let mine = SectionAligner.align(blocks), expected = reference(blocks)
        XCTAssertEqual(mine.sections, expected.sections, name, file: file, line: line)
        XCTAssertEqual(mine.raw.map(\.kind), expected.raw.map(\.kind), name, file: file, line: line)
        XCTAssertEqual(mine.raw.map(\.title), expected.raw.map(\.title), name, file: file, line: line)
        XCTAssertEqual(mine.raw.map(\.references), expected.raw.map(\.references), name, file: file, line: line)
    }

    /// The language blocks the markdown readers make of each file under `roots`.
    private func blocks(under roots: [URL]) -> [(String, [LanguageBlock])] {
        var result: [(String, [LanguageBlock])] = []
        for root in roots {
            let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
            for path in paths where path.hasSuffix(".md") {
                guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
                      let source = try? TextDecoder.decode([UInt8](bytes), file: path, hint: .text) else { continue }
                let format = FormatDetector.detect(path: path, text: source.text)
                guard [.sosumi, .bilingualCrawl, .ruleDocument, .markdown].contains(format) else { continue }
                result.append((path, MarkdownPageReader.read(source, format: format, file: path)))
            }
        }
        return result
    }

    func testEveryBundledPageAlignsAsBefore() {
        let pages = blocks(under: [TestPaths.corpusPages, TestPaths.fixtures])
        XCTAssertGreaterThan(pages.count, 40)
        for (path, blocks) in pages { assertSameAlignment(blocks, path) }
    }

    func testEveryZhSamplePageAlignsAsBefore() throws {
        _ = try BundledTexts.zhSample()
        for (path, blocks) in blocks(under: [BundledTexts.zhSampleLocation]) { assertSameAlignment(blocks, path) }
    }

    func testRepeatedLanguagesAndKindsAlignAsBefore() {
        func section(_ kind: SectionKind, _ title: String) -> RawSection {
            RawSection(heading: Prose(text: title, line: 1), kind: kind)
        }
        var en1 = LanguageBlock(language: .en), en2 = LanguageBlock(language: .en), zh = LanguageBlock(language: .zhHans)
        en1.sections = [section(.overview, "A"), section(.discussion, "B"), section(.discussion, "C"), section(.other, "D")]
        en2.sections = [section(.discussion, "B2"), section(.topics, "E")]
        zh.sections = [section(.discussion, "乙"), section(.overview, "甲"), section(.discussion, "丙"), section(.discussion, "丁")]
        for blocks in [[en1, zh], [zh, en1], [en1, en2, zh], [zh, en2, en1], [zh], [], [en1, en1]] {
            assertSameAlignment(blocks, "\(blocks.map(\.language))")
        }
    }
}
