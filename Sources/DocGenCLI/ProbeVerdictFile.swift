import DocGenerate
import Foundation

/// Type-checks every Swift 6 probe of a run (`TestPlan.swift6ProbeSources`) in one compiler run
/// and writes their verdicts for the tests: the file `DOCGEN_PROBE_VERDICTS` names, read by
/// FocusTestSupport's `ProbeVerdicts`, an array of `{"languageMode", "source", "succeeded",
/// "diagnostics"}` sorted by source.
///
/// One API-shape case otherwise starts the compiler in its test (≈ 0.2 s each, 781 on the whole
/// dump). Each probe is its own file of one module: a probe declares only `private` functions, so
/// files cannot see each other, and a file's verdict is whether the compiler reported an error in
/// it. Diagnostics name the file `Probe.swift`, as a probe run alone does.
struct ProbeVerdictFile {
    /// Where the probe files, the log and `verdicts.json` go (emptied first).
    let folder: URL
    let swiftc: String
    /// `-I <modules> -load-plugin-executable …`: the suites' own flags (`ScratchPackage.targetSwiftFlags`).
    let compilerFlags: [String]
    let jobs: Int

    private struct Entry: Encodable {
        var languageMode: String
        var source: String
        var succeeded: Bool
        var diagnostics: String
    }

    var log: URL { folder.appendingPathComponent("typecheck.log") }

    /// Writes the verdicts and returns the file, or nil (with the reason) when the compiler's
    /// errors cannot all be traced to probe files: the tests then run each probe themselves.
    func write(sources: [String]) throws -> (file: URL?, note: String) {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let width = String(sources.count).count
        let files = sources.indices.map { folder.appendingPathComponent(String(format: "Probe%0*d.swift", width, $0 + 1)) }
        for (file, source) in zip(files, sources) { try Data(source.utf8).write(to: file) }
        let arguments = ["-typecheck", "-swift-version", "6", "-module-name", "DocgenProbes", "-parse-as-library",
                         "-j", "\(jobs)", "-enable-batch-mode", "-continue-building-after-errors"]
            + compilerFlags + files.map(\.path)
        let status = try ConformanceTestRun.run(swiftc, arguments, log: log)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let paths = Set(files.map(\.path))
        let errors = CompilerError.parse(log: text)
        if let stray = errors.first(where: { !paths.contains($0.path) }) {
            return (nil, "an error outside the probe files (\(stray.path):\(stray.line)); each test type-checks its own")
        }
        if status != 0, errors.isEmpty {
            return (nil, "swiftc exited with status \(status) without an error; each test type-checks its own (see \(log.path))")
        }
        var lines: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), paths.contains(String(line[..<colon])) else { continue }
            lines[String(line[..<colon]), default: []].append("Probe.swift" + line[colon...])
        }
        let failed = Set(errors.map(\.path))
        let entries = zip(files, sources).map { file, source in
            Entry(languageMode: "6", source: source, succeeded: !failed.contains(file.path),
                  diagnostics: (lines[file.path] ?? []).joined(separator: "\n"))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let file = folder.appendingPathComponent("verdicts.json")
        try encoder.encode(entries).write(to: file)
        return (file, "\(sources.count) Swift 6 probe(s) type-checked in one compiler run, \(failed.count) with errors")
    }
}
