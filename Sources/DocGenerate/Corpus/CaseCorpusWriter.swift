import DocModel
import Foundation

/// Plan → the portable case corpus: one JSON file per page (`<suite name>.json`) describing
/// every case in the driver vocabulary, with provenance, plus the uncovered claims and
/// findings. Keys are sorted and nothing depends on time, so the bytes are reproducible.
public enum CaseCorpusWriter {
    /// One corpus file.
    struct PageFile: Encodable {
        var schemaVersion = TestPlan.schemaVersion
        var suite: PageSuite
        /// Where the generated XCTest source for this page is (relative to the Swift output folder).
        var swiftFile: String
    }

    /// File name → contents for every suite of the plan.
    public static func render(_ plan: TestPlan) throws -> [String: Data] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var files: [String: Data] = [:]
        for suite in plan.suites {
            var data = try encoder.encode(PageFile(suite: suite, swiftFile: "\(suite.suiteName).swift"))
            data.append(0x0A)
            files["\(suite.suiteName).json"] = data
        }
        return files
    }
}
