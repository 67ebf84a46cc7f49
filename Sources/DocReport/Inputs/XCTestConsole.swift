import Foundation

/// What one XCTest process printed (swift-corelibs-xctest's console format): the tests that
/// finished, and the test it was in when its output ended, if any.
///
/// `Test Case 'Suite.test_x' started at …` opens a test; `Test Case 'Suite.test_x' passed (0.002 seconds)`
/// (or `failed`, `skipped`) closes it; `path:line: error: Suite.test_x : message` lines in between
/// are its failure messages. A test that was opened and never closed is where the process stopped
/// (a crash: `fatalError`, a trap, a signal).
public struct XCTestConsole: Sendable, Hashable {
    /// One finished test.
    public struct Finished: Sendable, Hashable {
        /// The class, as the console names it (`SwiftuiViewFocusedTests`).
        public var suite: String
        public var method: String
        public var status: TestResults.Record.Status
        public var seconds: Double
        /// Its `error:` messages, in order (without the location and the test name).
        public var messages: [String]

        public init(suite: String, method: String, status: TestResults.Record.Status, seconds: Double, messages: [String]) {
            self.suite = suite
            self.method = method
            self.status = status
            self.seconds = seconds
            self.messages = messages
        }
    }

    /// The test that started and did not finish, with every line printed after it started.
    public struct Unfinished: Sendable, Hashable {
        public var suite: String
        public var method: String
        public var output: [String]
    }

    public var finished: [Finished]
    public var unfinished: Unfinished?

    /// Reads a console log.
    public static func parse(_ text: String) -> XCTestConsole {
        var finished: [Finished] = []
        var open: Unfinished?
        var messages: [String] = []
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if let (name, rest) = testCaseLine(line) {
                let parts = name.split(separator: ".", maxSplits: 1)
                let suite = parts.count == 2 ? String(parts[0]) : "", method = String(parts.last ?? "")
                if rest.hasPrefix("started") {
                    open = Unfinished(suite: suite, method: method, output: [])
                    messages = []
                    continue
                }
                let verb = rest.prefix { $0 != " " }
                guard let status = TestResults.Record.Status(rawValue: String(verb)) else { continue }
                finished.append(Finished(suite: suite, method: method, status: status, seconds: seconds(rest), messages: messages))
                open = nil
                messages = []
                continue
            }
            guard open != nil else { continue }
            open!.output.append(String(line))
            if let (_, text) = TestResults.testLine(line, after: ": error: ") { messages.append(text) }
        }
        return XCTestConsole(finished: finished, unfinished: open)
    }

    /// `Test Case 'NAME' REST` → (NAME, REST).
    private static func testCaseLine(_ line: Substring) -> (String, Substring)? {
        let lead = "Test Case '"
        guard line.hasPrefix(lead) else { return nil }
        let rest = line.dropFirst(lead.count)
        guard let end = rest.range(of: "' ") else { return nil }
        return (String(rest[..<end.lowerBound]), rest[end.upperBound...])
    }

    /// `passed (0.002 seconds)` → 0.002.
    private static func seconds(_ rest: Substring) -> Double {
        guard let open = rest.firstIndex(of: "(") else { return 0 }
        return Double(rest[rest.index(after: open)...].prefix { $0 != " " }) ?? 0
    }
}
