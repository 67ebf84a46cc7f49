import Foundation
import XCTest

/// The raw texts of the input files the tests read fast paths against: the bundled pages and
/// the test fixtures, and (in tests of their own) the shared Chinese crawl sample.
enum BundledTexts {
    /// Every file under `corpus/pages` and the test fixtures, decoded as UTF-8 (others skipped).
    static let bundled: [String] = texts(under: [TestPaths.corpusPages, TestPaths.fixtures])

    /// Where the shared Chinese crawl sample would be: `<package>/../shared/corpus/swiftui-zh-sample`.
    static let zhSampleLocation = TestPaths.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/swiftui-zh-sample")

    /// The files of `../shared/corpus/swiftui-zh-sample`, or a skip explaining it is absent.
    static func zhSample() throws -> [String] {
        guard FileManager.default.fileExists(atPath: zhSampleLocation.path) else {
            throw XCTSkip("../shared not present (\(zhSampleLocation.path)): the zh-sample check runs only where the shared corpus exists")
        }
        return texts(under: [zhSampleLocation])
    }

    /// The files under `roots` that read as UTF-8, in path order.
    static func texts(under roots: [URL]) -> [String] {
        var result: [String] = []
        for root in roots {
            let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
            for path in paths {
                let url = root.appendingPathComponent(path)
                if let text = try? String(contentsOf: url, encoding: .utf8) { result.append(text) }
            }
        }
        return result
    }

    /// `texts`, each whole and each line of it.
    static func wholeAndLines(_ texts: [String]) -> [String] {
        texts + texts.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }
}
