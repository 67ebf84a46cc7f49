@testable import DocExtract
import DocIngest
import DocModel
import XCTest

/// Front matter read from parser events (`FrontMatterYAML`) gives exactly what composing with
/// Yams gives, and leaves to Yams every case it does not reproduce.
final class FrontMatterYAMLTests: XCTestCase {
    private func composed(_ yaml: String) -> (fields: [String: String], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let fields = MarkdownPageReader.composedYAML(yaml, file: "f.md", line: 2, diagnostics: &diagnostics)
        return (fields, diagnostics)
    }

    func testPlainMappingsReadAsYamsComposesThem() {
        let cases = [
            "",
            "title: focused(_:)\nsource: https://developer.apple.com/documentation/swiftui/view/focused(_:)\ntimestamp: 2025-10-29T00:14:11.822Z",
            "title: \"Quoted: with colon\"\ndescription: 'single ''quoted'''\nempty:\nnull: null\nnumber: 12\nbool: true",
            "tags:\n  - focus\n  - \"accessibility\"\n  - 3\nimpact: HIGH",
            "tags: [a, b, 'c d']\nother: []",
            "folded: >\n  one\n  two\nliteral: |\n  line 1\n  line 2\n",
            "escapes: \"tab\\tnul\\0 é \\u263A\"\n中文: 值",
            "---\ntitle: explicit document start\n...",
            "!!str 1: tagged key\nplain: !custom value",
            "1: number key\n'2': quoted key",
        ]
        for yaml in cases {
            let fast = FrontMatterYAML.simpleFields(yaml)
            XCTAssertNotNil(fast, yaml)
            XCTAssertEqual(fast, composed(yaml).fields, yaml)
            XCTAssertTrue(composed(yaml).diagnostics.isEmpty, yaml)
        }
    }

    func testEverythingElseIsLeftToYams() {
        let cases = [
            "title: Landmarks: Building an app",  // not valid YAML: the lenient reader's case
            "a: 1\na: 2",  // duplicate keys
            "1: int\n\"1\": str",  // equal text, different resolved tags: Yams' decision
            "a: &anchor x\nb: *anchor",
            "nested:\n  a: b",
            "list:\n  - a\n  - [b]",
            "list:\n  - a: b",
            "[a, b]",
            "just a scalar",
            "a: 1\n---\nb: 2",
            "? [complex]\n: key",
            "anchored: &x [a, b]",
        ]
        for yaml in cases {
            XCTAssertNil(FrontMatterYAML.simpleFields(yaml), yaml)
        }
        // Through parseYAML these still give what Yams (or the lenient reader) gives.
        for yaml in cases {
            var diagnostics: [Diagnostic] = []
            let fields = MarkdownPageReader.parseYAML(yaml, file: "f.md", line: 2, diagnostics: &diagnostics)
            let expected = composed(yaml)
            XCTAssertEqual(fields, expected.fields, yaml)
            XCTAssertEqual(diagnostics, expected.diagnostics, yaml)
        }
    }
}
