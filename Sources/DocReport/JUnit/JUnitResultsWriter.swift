/// Finished tests → JUnit XML in the shape `swift test --xunit-output` writes: one `testsuite`
/// named `TestResults`, a `testcase` per test whose `classname` is `Module.Class`, a `failure`
/// whose text is the test's messages, one per line. `JUnitReader` reads it back; `docgen run` writes it when it runs
/// the test executable itself (`results/junit.xml`).
public enum JUnitResultsWriter {
    /// The XML text, the tests in the order given, ending in a newline.
    public static func render(_ tests: [XCTestConsole.Finished], module: String) -> String {
        let failures = tests.filter { $0.status == .failed }.count
        let total = tests.reduce(0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites>",
            "<testsuite name=\"TestResults\" errors=\"0\" tests=\"\(tests.count)\" failures=\"\(failures)\" time=\"\(total)\">",
        ]
        for test in tests {
            let classname = XMLEscape.attribute(module.isEmpty ? test.suite : module + "." + test.suite)
            lines.append("<testcase classname=\"\(classname)\" name=\"\(XMLEscape.attribute(test.method))\" time=\"\(test.seconds)\">")
            let message = test.messages.joined(separator: "\n")
            switch test.status {
            case .failed:
                lines.append(message.isEmpty ? "<failure message=\"failed\"/>" : "<failure>\(XMLEscape.text(message))</failure>")
            case .skipped:
                lines.append("<skipped message=\"\(XMLEscape.attribute(test.messages.first ?? "skipped"))\"/>")
            case .passed:
                break
            }
            lines.append("</testcase>")
        }
        lines += ["</testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
