import Foundation

/// What a generated rule-claim case saw when the reference engine did not bear out a rule
/// document's claim about its Incorrect example (a finding about the docs, not an engine failure).
///
/// The test does not fail: it prints one marker line and, when the environment names a folder in
/// `DOCGEN_OBSERVATIONS` (`docgen run` does), writes the same line to `<folder>/<Suite.test>.txt`
/// — SwiftPM's parallel runner does not show a passing test's output. `docgen report` reads both
/// (`--log`, `--observations`) and turns them into the verdict `finding`, with the observation.
public enum RuleClaimObservation {
    /// The marker `docgen report` looks for.
    public static let marker = "docgen-rule-claim-unsupported: "

    /// Prints `docgen-rule-claim-unsupported: <Suite.test> : <observed>` on one line.
    public static func unsupported(test: String, observed: String) {
        let oneLine = observed.split(whereSeparator: \.isNewline).joined(separator: " ")
        let line = marker + test + " : " + oneLine
        print(line)
        guard let folder = ProcessInfo.processInfo.environment["DOCGEN_OBSERVATIONS"], !folder.isEmpty else { return }
        let safe = String(test.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." ? $0 : "_" })
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/" + safe + ".txt", contents: Data((line + "\n").utf8))
    }
}
