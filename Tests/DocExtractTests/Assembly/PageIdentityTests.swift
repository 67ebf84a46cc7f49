@testable import DocExtract
import DocModel
import XCTest

/// Page ids: the scalar path of `PageIdentity.documentationPath` (simple text) gives the path the
/// character path gives, on every origin of the bundled pages and on crafted paths.
final class PageIdentityTests: XCTestCase {
    private func assertSamePaths(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(PageIdentity.documentationPath(text), PageIdentity.documentationPathByCharacter(text), text, file: file, line: line)
    }

    func testCraftedPathsSplitTheSameBothWays() {
        for text in ["SwiftUI/View/focused(_:)", "a#b", "#a", "##", "a##b", "?q", "a?b#c", "a#b?c", "./a/../b//c/", "/", "", ".", "..",
                     "swiftui/view/focused(_:equals:)?language=objc#discussion", "中文/路径", "a/./b", "é/ü#x"] {
            assertSamePaths(text)
        }
    }

    func testEveryBundledOriginSplitsTheSameBothWays() {
        let pages = Extraction.run(.init(paths: [TestPaths.corpusPages.path, TestPaths.fixtures.path])).pages
        var origins = 0
        for page in pages {
            guard let url = page.source.originURL, let range = url.range(of: "/documentation/") else { continue }
            assertSamePaths(String(url[range.upperBound...]))
            origins += 1
        }
        XCTAssertGreaterThan(origins, 20)
    }
}
