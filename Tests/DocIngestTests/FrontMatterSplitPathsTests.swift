@testable import DocIngest
import Foundation
import XCTest

/// `FrontMatter.split`, which passes over lines whose first byte no test can match, finds the
/// same block as the split that trims and compares every line (kept here as the reference), and
/// its joining equals `joined(separator:)`: on every bundled page and crafted texts.
final class FrontMatterSplitPathsTests: XCTestCase {
    private func reference(_ lines: [Substring]) -> FrontMatter? {
        func trimmed(_ line: Substring) -> Substring {
            var result = line
            while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
            return result
        }
        guard let first = lines.first, trimmed(first) == "---" || trimmed(first) == "+++" else { return nil }
        let syntax: FrontMatter.Syntax = trimmed(first) == "+++" ? .toml : .yaml
        var index = 1
        while index < lines.count {
            let line = trimmed(lines[index])
            if syntax == .yaml && (line == "---" || line == "...") || syntax == .toml && line == "+++" {
                return FrontMatter(text: lines[1..<index].joined(separator: "\n"), firstLine: 2, closingLine: index + 1,
                                   bodyStartIndex: index + 1, syntax: syntax)
            }
            if line.hasPrefix("# ") || line.hasPrefix("```") { break }
            index += 1
        }
        return FrontMatter(text: lines[1..<index].joined(separator: "\n"), firstLine: 2, closingLine: nil, bodyStartIndex: index,
                           syntax: syntax)
    }

    private func assertSameSplit(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let lines = SourceText.lines(of: text)
        XCTAssertEqual(FrontMatter.split(lines), reference(lines), String(text.prefix(200)), file: file, line: line)
    }

    func testEveryBundledPageSplitsAsBefore() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var count = 0
        for folder in ["corpus/pages", "Tests/DocExtractTests/Fixtures"] {
            let base = root.appendingPathComponent(folder)
            let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for name in names where name.hasSuffix(".md") || name.hasSuffix(".txt") {
                guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) else { continue }
                assertSameSplit(String(decoding: data, as: UTF8.self))
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 20)
    }

    func testCraftedBlocksSplitAsBefore() {
        let texts = ["", "---", "---\n", "---\n---", "--- \t\ntitle: x\n--- \n# T", "---\ntitle: x\n...\nbody", "---\na: b\n# Heading",
                     "---\na: b\n#NoSpace\n---", "---\na: b\n# \n---", "---\na: b\n#\t\n---", "---\na: b\n```swift\n---", "---\na: b\n``\n---",
                     "---\na: b\n-- -\n---", "---\na: b\n----\n---", "---\na: b\n-\u{301}--\n---", "---\na: b\n.\n...", "---\na: b\n ---\n---",
                     "---\n\n\na: b", "---\na: b\n# \u{301}x\n---", "---\na: b\n\u{FEFF}---\n---", "x\n---", "---\r\na: b\r\n---",
                     "+++\ntitle = \"t\"\n+++\nbody", "+++\na = 1\n---\n+++", "---\na: b\n+++\n---", "+++ \na = 1\n# T", "+++\na = 1\n...\n+++"]
        for text in texts { assertSameSplit(text) }
        let lines = SourceText.lines(of: "a\nb c\n\nd\u{301}\n中文")
        for end in 0...lines.count {
            XCTAssertEqual(FrontMatter.joined(lines[0..<end]), lines[0..<end].joined(separator: "\n"))
        }
    }
}
