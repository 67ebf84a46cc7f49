@testable import DocDiff
import DocExtract
import DocModel
import XCTest

/// One-page models for the classifier tests: a sosumi-style article whose overview is `body`.
enum SmallPages {
    static func page(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> PageRecord {
        let text = """
        ---
        title: Sample article
        source: https://developer.apple.com/documentation/swiftui/sample-article
        ---

        **Article**

        # Sample article

        > Shows a sample.

        ## Overview

        \(body)

        """
        let outcome = PageExtractor.extract(bytes: Array(text.utf8), relativePath: "sample-article.md")
        return try XCTUnwrap(outcome.page, "\(outcome.diagnostics)", file: file, line: line)
    }

    /// The claim changes between two versions of the overview, in English.
    static func changes(_ old: String, _ new: String, furniture: CrawlFurniture = .standard,
                        file: StaticString = #filePath, line: UInt = #line) throws -> [Change] {
        let comparer = ClaimComparer(old: try page(old, file: file, line: line), new: try page(new, file: file, line: line),
                                     furniture: furniture)
        return comparer.changes(language: .en)
    }
}
