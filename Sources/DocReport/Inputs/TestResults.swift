import Foundation

/// The test results the report matches against the case corpus, whatever file they came from.
public struct TestResults: Sendable, Hashable {
    /// One test's result.
    public struct Record: Sendable, Hashable {
        /// How the test ended.
        public enum Status: String, Codable, Sendable, Hashable {
            case passed
            case failed
            case skipped
        }

        /// The XCTest class without its module (`SwiftuiViewFocusedTests`).
        public var suite: String
        /// The test method (`test_focusEntersSetsValue_bool`).
        public var method: String
        public var status: Status
        /// The failure or skip message, if the file has one.
        public var message: String?
        /// For a rule-claim case: what the test observed when the engine did not bear the rule's
        /// claim out (its `docgen-rule-claim-unsupported:` line in the console log).
        public var ruleClaimUnsupported: String?

        /// A record; a module prefix of `suite` and a `()` suffix of `method` are dropped.
        public init(suite: String, method: String, status: Status, message: String? = nil) {
            self.suite = Self.className(suite)
            self.method = Self.methodName(method)
            self.status = status
            self.message = message
        }

        /// `ConformanceTests.SwiftuiViewFocusedTests` → `SwiftuiViewFocusedTests`.
        static func className(_ name: String) -> String {
            String(name.split(separator: ".").last ?? Substring(name))
        }

        /// `test_x()` (Swift Testing style) → `test_x`.
        static func methodName(_ name: String) -> String {
            name.hasSuffix("()") ? String(name.dropLast(2)) : name
        }
    }

    public var format: ResultsSummary.Format
    public var records: [Record]
    /// The results file's name, for diagnostics (empty without results).
    public var file: String

    /// Results read from `file` in `format`.
    public init(format: ResultsSummary.Format, records: [Record], file: String = "") {
        self.format = format
        self.records = records
        self.file = file
    }

    /// No results: every case will be `not-run`.
    public static let none = TestResults(format: .none, records: [])

    /// Reads JUnit XML (starts with `<`) or the results JSON (starts with `{`).
    public static func read(_ data: Data) throws -> TestResults {
        let text = String(decoding: data, as: UTF8.self)
        switch text.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) {
        case "<": return try JUnitReader.read(text)
        case "{": return try ResultsJSONReader.read(data)
        default: throw ReportInputError("neither JUnit XML nor a results JSON object")
        }
    }

    /// Adds failure messages from XCTest's console output to failed records that have none.
    ///
    /// SwiftPM's JUnit file records only `failed`; the console has lines such as
    /// `/path/File.swift:12: error: SwiftuiViewFocusedTests.test_x : XCTAssertEqual failed: … - claim`.
    ///
    /// Rule-claim observations (`docgen-rule-claim-unsupported: Suite.test_x : observed`, printed
    /// by FocusTestSupport's `RuleClaimObservation`) are attached to their records too.
    public func addingMessages(fromConsoleLog log: String) -> TestResults {
        var messages: [String: [String]] = [:]
        var unsupported: [String: String] = [:]
        for line in log.split(whereSeparator: \.isNewline) {
            if let (key, text) = Self.testLine(line, after: "docgen-rule-claim-unsupported: ") {
                unsupported[key] = text
            } else if let (key, text) = Self.testLine(line, after: ": error: ") {
                messages[key, default: []].append(text)
            }
        }
        var copy = self
        for index in copy.records.indices {
            copy.records[index].ruleClaimUnsupported = unsupported["\(copy.records[index].suite).\(copy.records[index].method)"]
        }
        for index in copy.records.indices where copy.records[index].status == .failed {
            let record = copy.records[index]
            guard let found = messages["\(record.suite).\(record.method)"] else { continue }
            let generic = record.message == nil || ["", "failed", "failure"].contains(record.message!)
            if generic { copy.records[index].message = found.joined(separator: "\n") }
        }
        return copy
    }

    /// `<marker>Module.Suite.test_x : text` → (`Suite.test_x`, `text`), or nil.
    static func testLine(_ line: Substring, after marker: String) -> (key: String, text: String)? {
        guard let range = line.range(of: marker) else { return nil }
        let rest = line[range.upperBound...]
        guard let separator = rest.range(of: " : ") else { return nil }
        let test = rest[..<separator.lowerBound].split(separator: ".")
        guard test.count >= 2, let method = test.last else { return nil }
        return ("\(Record.className(test.dropLast().joined(separator: "."))).\(method)", String(rest[separator.upperBound...]))
    }
}
