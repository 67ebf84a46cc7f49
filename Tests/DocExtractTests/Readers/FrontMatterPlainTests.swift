@testable import DocExtract
import DocIngest
import DocModel
import Foundation
import XCTest

/// The hand reader of plain `key: value` front matter (`FrontMatterPlain`) gives what the libyaml
/// event reader (`FrontMatterYAML.eventFields`) gives whenever it reads a header at all, on every
/// page's front matter of the bundled pages and fixtures, the shared dump and zh-Hans sample
/// when present, and crafted headers; and it reads the usual dump header.
final class FrontMatterPlainTests: XCTestCase {
    private func frontMatters(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().compactMap { name in
            guard name.hasSuffix(".md") || name.hasSuffix(".txt") || name.hasSuffix(".markdown"),
                  let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return nil }
            return FrontMatter.split(SourceText.lines(of: String(decoding: data, as: UTF8.self)))?.text
        }
    }

    /// Whether the hand reader read `yaml`; when it did, it must agree with the event reader.
    @discardableResult
    private func assertAgrees(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let plain = FrontMatterPlain.fields(yaml) else { return false }
        XCTAssertEqual(plain, FrontMatterYAML.eventFields(yaml), yaml, file: file, line: line)
        XCTAssertEqual(FrontMatterYAML.simpleFields(yaml), plain, yaml, file: file, line: line)
        return true
    }

    private func assertAgreesOnEvery(_ yamls: [String], file: StaticString = #filePath, line: UInt = #line) {
        let read = yamls.filter { assertAgrees($0, file: file, line: line) }.count
        XCTAssertGreaterThan(read, yamls.count / 2, "most headers are plain", file: file, line: line)
    }

    func testEveryBundledHeaderReadsAsLibyamlReadsIt() {
        assertAgreesOnEvery(frontMatters(under: TestPaths.corpusPages) + frontMatters(under: TestPaths.fixtures))
    }

    func testEverySharedHeaderReadsAsLibyamlReadsIt() throws {
        let shared = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip("../shared not present (\(shared.path)): the shared-corpus comparison runs only where it exists")
        }
        assertAgreesOnEvery(frontMatters(under: shared.appendingPathComponent("sosumi-swiftui/documentation")))
        for yaml in frontMatters(under: shared.appendingPathComponent("swiftui-zh-sample")) { assertAgrees(yaml) }
    }

    func testTheUsualHeaderIsReadByHand() {
        let yaml = "title: init(controller:category:)\ndescription: Creates a scene — “quoted” — for C# and ¥.\n"
            + "source: https://developer.apple.com/documentation/swiftui/x/init(controller:category:)\ntimestamp: 2025-10-29T00:11:02.099Z"
        XCTAssertTrue(assertAgrees(yaml))
    }

    func testCraftedHeadersReadAsLibyamlReadsThemOrGoToIt() {
        let values = ["x", "a b", "a  b", "a: b", "a:b", "a:", "a #b", "a#b", "C#", "- x", "-x", "? x", "?x", ":x", ",x", "[a, b]", "{a: b}",
                      "#x", "&a x", "*a", "!t x", "|", ">", "'q'", "\"q\"", "%x", "@x", "`x", "x ", "x\t", "a\tb", "~", "null", "12",
                      "1.5e3", "0x1F", "true", "2025-10-29", "a ’ b", "中文", "\u{85}x", "x\u{2028}y", "x\u{FEFF}", "\u{FEFF}x",
                      "x\u{7F}", "x\u{1}", "é\u{301}", "😀", "a\\nb", "a 'b' \"c\"", "...", "---", "a ... b", "x\r"]
        let keys = ["title", "Title", "a", "a-b", "a_b", "k1", "1", "-a", "_a", "null", "Yes", "y", "n", "on", "ab cd", "中文",
                    String(repeating: "k", count: 64), String(repeating: "k", count: 65)]
        for key in keys {
            for value in values {
                for separator in [": ", ":   ", ":", ":\t"] {
                    assertAgrees(key + separator + value)
                    assertAgrees("title: T\n" + key + separator + value + "\nsource: S")
                }
            }
        }
        for yaml in ["title: a\ntitle: b", "title: a\n", "title: a\n\nsource: b", "title: a\n  continued", "title: a\n# comment",
                     "---\ntitle: a", "title: a\n...", "title: a\r\nsource: b", " title: a", "title: a\nsource: b\n"] {
            assertAgrees(yaml)
        }
        XCTAssertNil(FrontMatterPlain.fields("title: a\ntitle: b"))
        XCTAssertNil(FrontMatterPlain.fields("title: Landmarks: Building an app"))
        XCTAssertNil(FrontMatterPlain.fields(""))
    }
}
