import DocExtract
import DocModel
import Foundation
import XCTest

/// The whole shared SwiftUI dump (6,762 pages): no crash, a symbol and kind for every page,
/// and declarations that SwiftParser accepts. Runs only where `../shared` exists.
final class SharedCorpusTests: XCTestCase {
    func testEveryPageOfTheSharedDumpYieldsSymbolKindAndParsedDeclaration() throws {
        let corpus = try TestPaths.sharedSosumiCorpus()
        let result = Extraction.run(.init(paths: [corpus.appendingPathComponent("documentation").path]))
        XCTAssertGreaterThanOrEqual(result.filesRead, 6700)
        XCTAssertEqual(result.pages.count, result.filesRead, "every file yields a page: \(result.diagnostics.prefix(5))")

        let unnamed = result.pages.filter { $0.symbol.name.isEmpty || $0.symbol.name == "untitled" }
        XCTAssertEqual(unnamed.map(\.source.path), [])
        let unknownKind = result.pages.filter { $0.symbol.kind == .unknown }
        XCTAssertEqual(unknownKind.map(\.source.path), [])

        let withDeclaration = result.pages.filter { $0.declaration != nil }
        let failures = withDeclaration.filter { !($0.declaration?.parsesCleanly ?? false) }
        let rate = Double(withDeclaration.count - failures.count) / Double(max(1, withDeclaration.count))
        print("shared corpus: \(result.pages.count) pages, \(withDeclaration.count) declarations, "
            + "\(String(format: "%.2f", rate * 100))% parse cleanly; failures: "
            + failures.prefix(40).map { "\($0.source.path): \($0.declaration?.text.prefix(100) ?? "")" }.joined(separator: " | "))
        XCTAssertGreaterThanOrEqual(rate, 0.99)
    }
}
