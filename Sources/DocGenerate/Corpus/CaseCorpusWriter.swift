import DocModel
import Foundation

/// Plan → the portable case corpus: one JSON file per page (`<suite name>.json`) describing
/// every case in the driver vocabulary, with provenance, plus the uncovered claims and
/// findings, and `index.json`: the run's engine surface and the pages without a suite. Keys are
/// sorted and nothing depends on time, so the bytes are reproducible.
public enum CaseCorpusWriter {
    /// One corpus file.
    struct PageFile: Encodable {
        var schemaVersion = TestPlan.schemaVersion
        var suite: PageSuite
        /// Where the generated XCTest source for this page is (relative to the Swift output folder).
        var swiftFile: String
    }

    /// File name → contents for every suite of the plan, and `index.json`.
    public static func render(_ plan: TestPlan) throws -> [String: Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var files: [String: Data] = [:]
        for suite in plan.suites {
            var data = try encoder.encode(PageFile(suite: suite, swiftFile: "\(suite.suiteName).swift"))
            data.append(0x0A)
            files["\(suite.suiteName).json"] = data
        }
        var index = try encoder.encode(CaseCorpusIndex(surface: plan.surface, outOfScope: plan.outOfScope))
        index.append(0x0A)
        files[CaseCorpusIndex.fileName] = index
        return files
    }
}
