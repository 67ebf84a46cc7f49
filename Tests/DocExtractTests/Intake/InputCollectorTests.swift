@testable import DocExtract
import Foundation
import XCTest

/// Which files a folder walk takes: the extension test on bytes decides as `NSString` does for
/// every name the walk looks at (names starting with `.` are skipped before it).
final class InputCollectorTests: XCTestCase {
    private func takes(_ pathExtension: String) -> Bool { InputCollector.extensions.contains(pathExtension.lowercased()) }

    func testPathExtensionsAreFoundationsForEveryKindOfName() {
        let names = ["page.md", "page.MD", "page.Markdown", "a.b.txt", "noext", "trailing.", "x..md", "a.md.bak",
                     "index.html", "index.htm", "é.md", "中文.md", "a.m\u{301}d", "a b.md", "focused(_:).md",
                     "a.", "a..", "…md", "a.🙂", "a.md ", "a.tXt"]
        for name in names {
            XCTAssertEqual(InputCollector.pathExtension(of: name), (name as NSString).pathExtension, name)
            XCTAssertEqual(takes(InputCollector.pathExtension(of: name)), takes((name as NSString).pathExtension), name)
        }
    }

    /// A dot that a combining mark joins into one character is no dot to `NSString`; the byte
    /// version sees an extension starting with the mark, which is never one the walk takes.
    func testACombiningMarkAfterTheDotTakesNoFileEither() {
        for name in ["a.\u{301}md", "a.\u{301}", "b.\u{301}html"] {
            XCTAssertFalse(takes(InputCollector.pathExtension(of: name)), name)
            XCTAssertFalse(takes((name as NSString).pathExtension), name)
        }
    }

    func testEntryPathsAreJoinedAsFoundationJoinsThem() {
        let folders = ["a", "a//b", "a/b/", "/", "", "./x", "a/./b", "a/../b", "a/b//", "/tmp//x10", "~/x", "x/~", "é", "中文/"]
        for folder in folders {
            for name in ["c.md", "é.md", "a b", "~", ".."] {
                XCTAssertEqual(InputCollector.joinedPath(folder, name), (folder as NSString).appendingPathComponent(name), "\(folder) + \(name)")
            }
        }
    }
}
