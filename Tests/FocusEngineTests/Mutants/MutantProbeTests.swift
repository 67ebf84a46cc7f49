import Foundation
import XCTest

/// The mutant mechanism itself: compiles `Sources/FocusEngine` with `-DDOCGEN_MUTANTS` together
/// with a small probe program (`Fixtures/MutantProbe/main.swift`) and runs it under a handful of
/// mutants. Each mutant must change exactly the observation of its rule, the baseline none; so the
/// test fails if the checks stop being compiled in, the environment variable stops being read, or
/// a mutant stops breaking its rule. The probe binary lives in `.build-mutants/probe` (the scratch
/// folder of `make mutants`) and is rebuilt only when an engine source or the probe changed
/// (about 15 s on two cores, compiled as one module; a run then takes milliseconds).
final class MutantProbeTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Probe key each mutant must change.
    static let expectations: [(mutant: String, key: String)] = [
        ("r3-enter-does-not-set-value", "r3.enter"),
        ("r4-write-does-not-move", "r4.write"),
        ("r14-submit-does-not-reach-ancestor", "r14.ancestor"),
        ("r14-submit-scope-does-not-block", "r14.scope"),
        ("r16-at-focus-does-not-set-value", "r16.enter"),
        ("r23-zoom-action-not-invoked", "r23.zoom"),
        ("r33-entries-keyed-by-value-type", "r33.entry"),
        ("r34-scene-values-hidden-without-focus", "r34.scene"),
        ("r35-commands-not-reevaluated", "r35.follow"),
        ("r36-disabled-command-runs", "r36.disabled"),
        ("r36-shortcut-modifiers-ignored", "r36.shortcut"),
        ("r37-document-recreated-each-render", "r37.document"),
        ("r42-band-preference-ignored", "r42.band"),
        ("r43-key-press-not-propagated", "r43.propagate"),
    ]

    static let baseline: [String: String] = [
        "compiled-in": "true", "active": "none",
        "r3.enter": "name", "r4.write": "Email", "r14.ancestor": "1", "r14.scope": "0",
        "r16.enter": "true", "r23.zoom": "1.0",
        "r33.entry": "Other nil", "r34.scene": "true", "r35.follow": "true", "r36.disabled": "0",
        "r36.shortcut": "0", "r37.document": "Doc 1",
        "r42.band": "Far", "r43.propagate": "1",
    ]

    func testEachProbedMutantBreaksOnlyItsRule() throws {
        let probe = try Self.buildProbe()
        XCTAssertEqual(try Self.run(probe, mutant: nil).output, Self.baseline, "no mutant: the documented behaviour")
        for (mutant, key) in Self.expectations {
            let output = try Self.run(probe, mutant: mutant).output
            XCTAssertEqual(output["active"], mutant)
            XCTAssertNotEqual(output[key], Self.baseline[key], "\(mutant) must change \(key)")
            for (other, value) in Self.baseline where other != key && other != "active" {
                XCTAssertEqual(output[other], value, "\(mutant) must not change \(other)")
            }
        }
    }

    func testAnUnknownMutantIdStopsTheProcess() throws {
        let probe = try Self.buildProbe()
        let result = try Self.run(probe, mutant: "r4-no-such-mutant")
        XCTAssertNotEqual(result.status, 0, "a typo must not pass for a mutant that survives")
    }

    // MARK: - Building and running the probe

    static func buildProbe() throws -> URL {
        let folder = root.appendingPathComponent(".build-mutants/probe")
        let binary = folder.appendingPathComponent("mutant-probe")
        let main = root.appendingPathComponent("Tests/FocusEngineTests/Fixtures/MutantProbe/main.swift")
        var sources: [URL] = []
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent("Sources/FocusEngine"),
                                                        includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { sources.append(url) }
        }
        sources.sort { $0.path < $1.path }
        XCTAssertGreaterThan(sources.count, 20)
        if let built = modified(binary), (sources + [main]).allSatisfy({ (modified($0) ?? .distantFuture) < built }) {
            return binary
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // One whole-module frontend on two threads: 14 s on two cores, against 47 s in the
        // driver's default batch mode, which type-checks the engine's declarations once per batch.
        // The module keeps the engine's name: a declaration may qualify a type its own generic
        // parameter shadows (`FocusEngine.Label` in `RenameButton<Label>`).
        let arguments = ["swiftc", "-swift-version", "6", "-module-name", "FocusEngine", "-package-name", "docgen", "-DDOCGEN_MUTANTS",
                         "-wmo", "-num-threads", "2", "-o", binary.path] + sources.map(\.path) + [main.path]
        let result = try execute(URL(fileURLWithPath: "/usr/bin/env"), arguments, environment: nil)
        guard result.status == 0 else { throw ProbeBuildFailed(diagnostics: result.text) }
        return binary
    }

    static func run(_ probe: URL, mutant: String?) throws -> (status: Int32, output: [String: String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["DOCGEN_MUTANT"] = mutant
        let result = try execute(probe, [], environment: environment)
        var output: [String: String] = [:]
        for line in result.text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            output[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return (result.status, output)
    }

    struct ProbeBuildFailed: Error, CustomStringConvertible {
        let diagnostics: String
        var description: String { "swiftc -DDOCGEN_MUTANTS failed on the engine and the probe:\n\(diagnostics)" }
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    private static func execute(_ executable: URL, _ arguments: [String], environment: [String: String]?) throws
        -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
