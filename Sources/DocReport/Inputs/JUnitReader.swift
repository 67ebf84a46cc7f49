import Foundation
import DocIngest

/// Reads a JUnit XML file (as `swift test --xunit-output` writes it) into ``TestResults``.
///
/// Every `testcase` element anywhere in the document counts: `classname` and `name` name the
/// test; a `failure` or `error` child makes it failed (its `message` attribute and text are the
/// message), a `skipped` child makes it skipped.
enum JUnitReader {
    static func read(_ text: String) throws -> TestResults {
        let root: HTMLNode
        switch XMLDocumentParser.parse(text) {
        case .success(let tree): root = tree
        case .failure(let error): throw ReportInputError("not well-formed XML (\(error))")
        }
        let cases = root.descendants { $0.name == "testcase" }
        guard !cases.isEmpty || root.first(where: { $0.name == "testsuites" || $0.name == "testsuite" }) != nil else {
            throw ReportInputError("XML without testsuites, testsuite or testcase elements")
        }
        return TestResults(format: .junit, records: cases.map(record))
    }

    private static func record(_ element: HTMLNode) -> TestResults.Record {
        let suite = element[attribute: "classname"] ?? ""
        let method = element[attribute: "name"] ?? ""
        if let failure = element.children.first(where: { $0.name == "failure" || $0.name == "error" }) {
            return .init(suite: suite, method: method, status: .failed, message: message(of: failure))
        }
        if let skipped = element.children.first(where: { $0.name == "skipped" }) {
            return .init(suite: suite, method: method, status: .skipped, message: message(of: skipped))
        }
        return .init(suite: suite, method: method, status: .passed)
    }

    /// The `message` attribute and the element's text, whichever exist, joined by a newline.
    private static func message(of element: HTMLNode) -> String? {
        let parts = [element[attribute: "message"], element.textContent]
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        var unique: [String] = []
        for part in parts where !unique.contains(part) { unique.append(part) }
        return unique.isEmpty ? nil : unique.joined(separator: "\n")
    }
}
