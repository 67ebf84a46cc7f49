import DocExtract
import DocModel
import Foundation
import XCTest

/// Measures example classification over the real sosumi SwiftUI corpus.
final class CorpusExampleAnalysisTests: XCTestCase {
    func testCorpusExamplesAreMostlyCleanAndClassified() throws {
        let root = try TestPaths.sharedSosumiCorpus()
        let examples = try CorpusBlocks.collectExamples(under: root)
        XCTAssertGreaterThan(examples.count, 500, "expected hundreds of example listings")
        var shapes: [CodeExample.Shape: Int] = [:]
        var unclean: [(CorpusBlocks.Block, ExampleAnalysis)] = []
        for example in examples {
            let analysis = ExampleAnalyzer.analyze(code: example.code, firstLine: example.firstLine)
            shapes[analysis.shape, default: 0] += 1
            if !analysis.parsesCleanly { unclean.append((example, analysis)) }
        }
        let cleanRate = Double(examples.count - unclean.count) / Double(examples.count)
        print(String(format: "corpus examples: %d listings, %.2f%% clean; shapes %@", examples.count,
                     cleanRate * 100, shapes.sorted { $0.key.rawValue < $1.key.rawValue }
                        .map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " ")))
        for (example, analysis) in unclean {
            let first = analysis.diagnostics.first.map { "\($0.line):\($0.column) \($0.message)" } ?? ""
            print("UNCLEAN \(analysis.shape.rawValue) \(example.path):\(example.firstLine) \(first)")
        }
        // Measured 2025-10-29 crawl: 92.4% clean (the rest elide code with `...`, `…` or
        // `/* ... */`, or are truncated), 1.5% other (Metal shaders, shell, elided Swift).
        XCTAssertGreaterThanOrEqual(cleanRate, 0.90)
        XCTAssertLessThanOrEqual(shapes[.other, default: 0] * 50, examples.count, "at most 2% other")
        for shape in [CodeExample.Shape.declarations, .memberFragment, .statements, .expression] {
            XCTAssertGreaterThan(shapes[shape, default: 0], 50, "corpus has many \(shape.rawValue) listings")
        }
    }
}
