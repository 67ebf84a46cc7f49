@testable import DocExtract
import DocModel
import Foundation
import XCTest

/// The scalar path of `AvailabilityTokenizer` (simple text) gives the same tokens as the
/// character path, on every line of the bundled pages and on crafted availability text.
final class AvailabilityTokenizerPathsTests: XCTestCase {
    private let tokenizer = AvailabilityTokenizer.standard

    func testEveryBundledLineTokenizesTheSameBothWays() throws {
        XCTAssertLessThan(tokenizer.scalarWords.beta.count, tokenizer.words.beta.count, "a Japanese word is not simple text")
        var lines: [String] = []
        let files = FileManager.default.enumerator(atPath: TestPaths.corpusPages.path)?.compactMap { $0 as? String } ?? []
        for name in files where name.hasSuffix(".md") {
            let text = try String(contentsOf: TestPaths.corpusPages.appendingPathComponent(name), encoding: .utf8)
            lines += text.split(separator: "\n").map(String.init)
        }
        var platforms = 0
        for line in lines {
            let tokens = tokenizer.tokens(line)
            XCTAssertEqual(tokens, tokenizer.tokensByCharacter(line), line)
            platforms += tokens.filter { if case .platform = $0 { true } else { false } }.count
        }
        XCTAssertGreaterThan(platforms, 100)
    }

    func testCraftedAvailabilityTokenizesTheSameBothWays() {
        let texts = ["iOS 17.0+iPadOS 17.0+Mac Catalyst 17.0+", "macOS 13.0–17.0 Deprecated", "DEPRECATED Beta BETA beta",
                     "visionOS 1.0+ Beta", "iOS 13.0—18.4", "iOS13.0", "v1.2.3.", "Ünïcode iOS 2.0", "弃用 测试版 iOS 16.0+",
                     "watchOS 10.0+ DePrEcAtEd", "1.5 2. .3", "tvOS-17", "İOS 1.0 DEPRECATED", "ベータ iOS 1.0", ""]
        for text in texts {
            XCTAssertEqual(tokenizer.tokens(text), tokenizer.tokensByCharacter(text), text)
        }
    }
}
