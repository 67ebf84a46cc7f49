@testable import DocExtract
import XCTest

/// Page file names: `FileNaming.sanitize` on UTF-8 bytes names every id as the original
/// scalar-by-scalar version (kept here as the reference) did.
final class FileNamingTests: XCTestCase {
    /// The implementation before the byte version, unchanged.
    private func referenceSanitize(_ id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-", "(", ")": out.unicodeScalars.append(scalar)
            case "/", ".": if !out.hasSuffix(".") && !out.isEmpty { out += "." }
            case "~": out += "~"
            default: break
            }
        }
        while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
        while out.hasSuffix(".") { out.removeLast() }
        if out.count > 120 { out = String(out.prefix(120)) }
        return out.isEmpty ? "page" : out
    }

    func testGeneratedIdsGetTheReferenceNames() {
        let pieces = ["swiftui", "/", ".", "-", "_", "~2", "(", ")", ":", "focused(_:equals:)", "é", "中文", "👩‍👩‍👧", " ",
                      "..", "//", "-.", "A", "9", "\u{301}", String(repeating: "long", count: 20)]
        var generator = PageGenerator(seed: 0xF11E)
        for _ in 0..<3_000 {
            let id = (0..<generator.below(9)).map { _ in pieces[generator.below(pieces.count)] }.joined()
            XCTAssertEqual(FileNaming.sanitize(id), referenceSanitize(id), id)
        }
    }

    func testBundledPageIdsGetTheReferenceNames() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path], jobs: 2)).pages
        XCTAssertFalse(pages.isEmpty)
        for page in pages { XCTAssertEqual(FileNaming.sanitize(page.id), referenceSanitize(page.id)) }
    }

    func testUniqueNamesClashIgnoringCaseAsLowercasedDoes() {
        var used = Set<String>()
        XCTAssertEqual(FileNaming.uniqueName(for: "swiftui/View", extension: "json", used: &used), "swiftui.View.json")
        XCTAssertEqual(FileNaming.uniqueName(for: "swiftui/view", extension: "json", used: &used), "swiftui.view-2.json")
        XCTAssertEqual(FileNaming.uniqueName(for: "swiftui.VIEW", extension: "json", used: &used), "swiftui.VIEW-3.json")
        XCTAssertEqual(FileNaming.uniqueName(for: "swiftui/view", extension: "JSON", used: &used), "swiftui.view-4.JSON")
        XCTAssertEqual(used, ["swiftui.view.json", "swiftui.view-2.json", "swiftui.view-3.json", "swiftui.view-4.json"])
        for name in ["", "ABC", "abc", "MiXeD-09_()~.Json", "ÉCOLE", "straße", "İ", "a\u{301}B"] {
            XCTAssertEqual(FileNaming.lowercasedName(name), name.lowercased(), name)
        }
    }
}
