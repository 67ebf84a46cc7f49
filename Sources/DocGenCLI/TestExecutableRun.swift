import DocReport
import Foundation

/// Runs one module's tests in a built XCTest executable (Linux: `<Package>PackageTests.xctest`),
/// in batches of classes on `jobs` processes at once, and writes their JUnit XML.
///
/// `swift test --parallel` starts one process per test method (thousands on the whole dump); a
/// batch of classes per process costs one start per batch. A test that stops its process (a
/// `fatalError`, a trap) is recorded as failed with what it printed, and the tests of its batch
/// that had not run yet run in a new process: one case's crash never costs another case its verdict.
struct TestExecutableRun {
    let executable: URL
    /// The test module (`ConformanceTests`): only its tests run.
    let module: String
    let jobs: Int
    let environment: [String: String]
    /// Each process's console output goes to `<logs>/batch-<n>.log`.
    let logs: URL

    /// What the processes left.
    struct Outcome {
        /// Every listed test once, sorted by class and method.
        var finished: [XCTestConsole.Finished]
        /// The processes' console output, in batch order.
        var console: String
    }

    func run() throws -> Outcome {
        try? FileManager.default.removeItem(at: logs)
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let listed = try list()
        let byClass = Dictionary(grouping: listed, by: \.suite)
        let classes = byClass.keys.sorted()
        let perBatch = max(1, min(64, (classes.count + jobs * 4 - 1) / max(1, jobs * 4)))
        let queue = WorkQueue(stride(from: 0, to: classes.count, by: perBatch).map { start in
            let names = Array(classes[start..<min(start + perBatch, classes.count)])
            return Batch(specifiers: names.map { "\(module).\($0)" },
                         tests: names.flatMap { byClass[$0] ?? [] })
        })
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, queue.count))) { _ in
            while let (number, batch) = queue.next() { run(batch, number: number, queue: queue) }
        }
        if let error = queue.error { throw error }
        return Outcome(finished: queue.finished.sorted { ($0.suite, $0.method) < ($1.suite, $1.method) },
                       console: queue.consoles.sorted { $0.key < $1.key }.map(\.value).joined())
    }

    /// A test the executable lists.
    struct Test: Hashable {
        var suite: String
        var method: String
    }

    /// Specifiers for one process and the tests they select.
    struct Batch {
        var specifiers: [String]
        var tests: [Test]
    }

    /// `executable --list-tests` → this module's tests (`Module.Class/method` lines).
    private func list() throws -> [Test] {
        let log = logs.appendingPathComponent("list.log")
        let status = try ConformanceTestRun.run(executable.path, ["--list-tests"], log: log, environment: environment)
        guard status == 0 else {
            throw RunError("\(executable.path) --list-tests exited with status \(status); see \(log.path)")
        }
        let text = try String(contentsOf: log, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            guard line.hasPrefix(module + "."), let slash = line.firstIndex(of: "/") else { return nil }
            return Test(suite: String(line[line.index(line.startIndex, offsetBy: module.count + 1)..<slash]),
                        method: String(line[line.index(after: slash)...]))
        }
    }

    private func run(_ batch: Batch, number: Int, queue: WorkQueue) {
        let log = logs.appendingPathComponent("batch-\(number).log")
        let status: Int32
        do {
            status = try ConformanceTestRun.run(executable.path, [batch.specifiers.joined(separator: ",")], log: log,
                                                environment: environment)
        } catch {
            queue.fail(error)
            return
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let console = XCTestConsole.parse(text)
        let wanted = Set(batch.tests)
        var done = console.finished.filter { wanted.contains(Test(suite: $0.suite, method: $0.method)) }
        var ran = Set(done.map { Test(suite: $0.suite, method: $0.method) })
        if let stopped = console.unfinished, wanted.contains(Test(suite: stopped.suite, method: stopped.method)) {
            let output = stopped.output.suffix(20).joined(separator: "\n")
            let message = "the test process stopped in this test (exit status \(status)); its last output:\n" + output
            done.append(.init(suite: stopped.suite, method: stopped.method, status: .failed, seconds: 0, messages: [message]))
            ran.insert(Test(suite: stopped.suite, method: stopped.method))
        }
        let rest = batch.tests.filter { !ran.contains($0) }
        if !rest.isEmpty, ran.isEmpty {
            // The process ran none of its tests: record them rather than start it again forever.
            let message = "the test process exited with status \(status) before running this test; see \(log.path)"
            done += rest.map { .init(suite: $0.suite, method: $0.method, status: .failed, seconds: 0, messages: [message]) }
        } else if !rest.isEmpty {
            queue.add(Batch(specifiers: rest.map { "\(module).\($0.suite)/\($0.method)" }, tests: rest))
        }
        queue.record(done, console: text, of: number)
    }
}

/// The batches still to run and the tests finished, shared by the worker threads.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [(Int, TestExecutableRun.Batch)]
    private var numbered: Int
    private(set) var finished: [XCTestConsole.Finished] = []
    /// Batch number → its process's console output.
    private(set) var consoles: [Int: String] = [:]
    private(set) var error: Error?

    init(_ batches: [TestExecutableRun.Batch]) {
        pending = Array(batches.enumerated().map { ($0.offset + 1, $0.element) }.reversed())
        numbered = batches.count
    }

    var count: Int { lock.withLock { pending.count } }

    func next() -> (Int, TestExecutableRun.Batch)? {
        lock.withLock { error == nil ? pending.popLast() : nil }
    }

    func add(_ batch: TestExecutableRun.Batch) {
        lock.withLock {
            numbered += 1
            pending.append((numbered, batch))
        }
    }

    func record(_ tests: [XCTestConsole.Finished], console: String, of number: Int) {
        lock.withLock {
            finished += tests
            consoles[number] = console
        }
    }

    func fail(_ error: Error) { lock.withLock { if self.error == nil { self.error = error } } }
}
