import DocGenerate
import DocModel
import Foundation

/// One case-corpus file (`corpus/cases/<Suite>.json`, docs/generate.md) as the report reads it.
public struct CorpusSuite: Sendable, Hashable {
    /// The file name (`SwiftuiViewFocusedTests.json`).
    public var file: String
    public var suite: PageSuite
    /// `outcome` of each case by case id; cases without the field are absent (`holds`).
    public var outcomes: [String: CaseOutcome]

    /// A suite read from `file`, with the `outcome` of the cases that declare one.
    public init(file: String, suite: PageSuite, outcomes: [String: CaseOutcome] = [:]) {
        self.file = file
        self.suite = suite
        self.outcomes = outcomes
    }
}

/// Reads every `*.json` file of a case-corpus folder, sorted by file name.
public enum CaseCorpusReader {
    private struct File: Decodable {
        var schemaVersion: Int
        var suite: PageSuite
    }

    /// Only the optional `outcome` of each case, so the field is read whether or not
    /// DocGenerate's `ConformanceCase` declares it.
    private struct OutcomeProbe: Decodable {
        struct Suite: Decodable {
            struct Case: Decodable {
                var id: String
                var outcome: CaseOutcome?
            }
            var cases: [Case]
        }
        var suite: Suite
    }

    /// The suites and a diagnostic for each file that cannot be read.
    public static func read(directory: URL) -> (suites: [CorpusSuite], diagnostics: [Diagnostic]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") && $0 != CaseCorpusIndex.fileName }.sorted()
        var suites: [CorpusSuite] = []
        var diagnostics: [Diagnostic] = []
        for name in names {
            do {
                suites.append(try read(Data(contentsOf: directory.appendingPathComponent(name)), file: name))
            } catch {
                diagnostics.append(ReportDiagnostics.caseFileUnreadable(name, describe(error)))
            }
        }
        return (suites, diagnostics)
    }

    /// One file's contents.
    public static func read(_ data: Data, file: String) throws -> CorpusSuite {
        let decoder = JSONDecoder()
        let decoded = try decoder.decode(File.self, from: data)
        guard decoded.schemaVersion == TestPlan.schemaVersion else {
            throw ReportInputError("case corpus schema version \(decoded.schemaVersion), expected \(TestPlan.schemaVersion)")
        }
        let probe = try decoder.decode(OutcomeProbe.self, from: data)
        var outcomes: [String: CaseOutcome] = [:]
        for item in probe.suite.cases { if let outcome = item.outcome { outcomes[item.id] = outcome } }
        return CorpusSuite(file: file, suite: decoded.suite, outcomes: outcomes)
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case let error as ReportInputError: error.description
        case DecodingError.dataCorrupted(let context): "not JSON (\(context.debugDescription))"
        case DecodingError.keyNotFound(let key, _): "missing field \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: String(describing: error)
        }
    }
}

/// An input the report cannot use, with a message for the user.
public struct ReportInputError: Error, CustomStringConvertible, Sendable {
    public var description: String

    /// An error with `description` as its message.
    public init(_ description: String) {
        self.description = description
    }
}
