import DocExtract
import DocModel
import Foundation
import XCTest

/// Measures how much of the real sosumi SwiftUI corpus's declarations parse cleanly.
final class CorpusDeclarationParseTests: XCTestCase {
    func testCorpusDeclarationsParse() throws {
        let root = try TestPaths.sharedSosumiCorpus()
        let blocks = try CorpusBlocks.collect(under: root)
        XCTAssertGreaterThan(blocks.count, 1000, "expected thousands of declaration blocks")
        var failures: [(String, Declaration)] = []
        var structured = 0
        for block in blocks {
            let declaration = DeclarationParser.parse(block.code, firstLine: block.firstLine)
            if declaration.structure != nil { structured += 1 }
            if !declaration.parsesCleanly { failures.append((block.path, declaration)) }
        }
        let rate = Double(blocks.count - failures.count) / Double(blocks.count)
        print(String(format: "corpus declarations: %d blocks, %d clean (%.2f%%), %d with structure",
                     blocks.count, blocks.count - failures.count, rate * 100, structured))
        for (path, declaration) in failures {
            let first = declaration.parseDiagnostics.first
            print("FAIL \(path):\(declaration.lines) \(first.map { "\($0.line):\($0.column) \($0.message)" } ?? "")")
            print("     \(declaration.text.prefix(160).replacingOccurrences(of: "\n", with: "⏎"))")
        }
        XCTAssertGreaterThanOrEqual(rate, 0.99)
    }
}
