import DocExtract
import DocModel
import Foundation
import XCTest

/// The whole shared SwiftUI dump (6,762 pages), extracted once: no crash, a symbol and kind for
/// every page, declarations that SwiftParser accepts, and example listings that mostly parse and
/// are classified. Runs only where `../shared` exists.
final class SharedCorpusTests: XCTestCase {
    func testEveryPageOfTheSharedDumpYieldsSymbolKindParsedDeclarationAndClassifiedExamples() throws {
        let corpus = try TestPaths.sharedSosumiCorpus()
        let result = Extraction.run(.init(paths: [corpus.appendingPathComponent("documentation").path]))
        XCTAssertGreaterThanOrEqual(result.filesRead, 6700)
        XCTAssertEqual(result.pages.count, result.filesRead, "every file yields a page: \(result.diagnostics.prefix(5))")

        let unnamed = result.pages.filter { $0.symbol.name.isEmpty || $0.symbol.name == "untitled" }
        XCTAssertEqual(unnamed.map(\.source.path), [])
        let unknownKind = result.pages.filter { $0.symbol.kind == .unknown }
        XCTAssertEqual(unknownKind.map(\.source.path), [])

        let withDeclaration = result.pages.filter { $0.declaration != nil }
        XCTAssertGreaterThan(withDeclaration.count, 1000, "thousands of pages declare their symbol")
        let failures = withDeclaration.filter { !($0.declaration?.parsesCleanly ?? false) }
        let rate = Double(withDeclaration.count - failures.count) / Double(max(1, withDeclaration.count))
        print("shared corpus: \(result.pages.count) pages, \(withDeclaration.count) declarations, "
            + "\(String(format: "%.2f", rate * 100))% parse cleanly; failures: "
            + failures.prefix(40).map { "\($0.source.path): \($0.declaration?.text.prefix(100) ?? "")" }.joined(separator: " | "))
        XCTAssertGreaterThanOrEqual(rate, 0.99)

        // Example listings: measured on the 2025-10-29 crawl, about 92 % parse cleanly (the rest
        // elide code with `...`, `…` or `/* ... */`, or are truncated), under 2 % are not Swift.
        let examples = result.pages.flatMap { page in page.examples.map { (page.source.path, $0) } }
        XCTAssertGreaterThan(examples.count, 500, "hundreds of example listings")
        var shapes: [CodeExample.Shape: Int] = [:]
        for (_, example) in examples { shapes[example.shape, default: 0] += 1 }
        let unclean = examples.filter { !$0.1.parsesCleanly }
        let cleanRate = Double(examples.count - unclean.count) / Double(examples.count)
        print(String(format: "corpus examples: %d listings, %.2f%% clean; shapes ", examples.count, cleanRate * 100)
            + shapes.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " "))
        for (path, example) in unclean.prefix(40) {
            let first = example.parseDiagnostics.first.map { "\($0.line):\($0.column) \($0.message)" } ?? ""
            print("UNCLEAN \(example.shape.rawValue) \(path) \(example.id) \(first)")
        }
        XCTAssertGreaterThanOrEqual(cleanRate, 0.90)
        XCTAssertLessThanOrEqual(shapes[.other, default: 0] * 50, examples.count, "at most 2% other")
        for shape in [CodeExample.Shape.declarations, .memberFragment, .statements, .expression] {
            XCTAssertGreaterThan(shapes[shape, default: 0], 50, "the dump has many \(shape.rawValue) listings")
        }
    }
}
