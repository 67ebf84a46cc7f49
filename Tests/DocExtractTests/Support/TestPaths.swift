import DocExtract
import DocModel
import Foundation
import XCTest

/// Locations the tests read from: the package's own corpus and fixtures, and (when present)
/// the shared corpus beside the checkout.
enum TestPaths {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let corpusPages = packageRoot.appendingPathComponent("corpus/pages")
    static let seeds = corpusPages.appendingPathComponent("seeds")
    static let fixtures = packageRoot.appendingPathComponent("Tests/DocExtractTests/Fixtures")
    static let goldens = packageRoot.appendingPathComponent("Tests/DocExtractTests/Goldens")

    /// Where the shared SwiftUI dump would be: `<package>/../shared/corpus/sosumi-swiftui`.
    static let sharedSosumiCorpusLocation = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/sosumi-swiftui")

    /// `../shared/corpus/sosumi-swiftui`, or a skip explaining it is absent.
    static func sharedSosumiCorpus() throws -> URL {
        let url = sharedSosumiCorpusLocation
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw XCTSkip("../shared not present (\(url.path)): the full-corpus test runs only where the shared dump exists (CI has it)")
        }
        return url
    }

    /// The seed whose file name starts with `prefix` (`"004"`).
    static func seed(_ prefix: String) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
        let name = try XCTUnwrap(names.first { $0.hasPrefix(prefix) }, "no seed \(prefix) in corpus/pages/seeds")
        return seeds.appendingPathComponent(name)
    }

    /// Extracts one file and fails the test if no page comes out.
    static func page(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> PageRecord {
        let outcome = PageExtractor.extract(InputFile(path: url.path, relativePath: url.lastPathComponent))
        return try XCTUnwrap(outcome.page, "no page from \(url.lastPathComponent): \(outcome.diagnostics)", file: file, line: line)
    }
}
