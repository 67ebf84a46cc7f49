import Foundation

/// Compiler verdicts on probe files, computed before the tests ran: the JSON file that
/// `DOCGEN_PROBE_VERDICTS` names, an array of
/// `{"languageMode": "6", "source": "…", "succeeded": true, "diagnostics": "…"}` (written by
/// `docgen run`, `ProbeVerdictFile` in DocGenCLI). A source that is not in it, or a file that
/// cannot be read, is type-checked by `CompilerProbe` as usual.
enum ProbeVerdicts {
    private struct Entry: Decodable {
        var languageMode: String
        var source: String
        var succeeded: Bool
        var diagnostics: String
    }

    /// The verdicts by `key(languageMode:source:)`, read once per process.
    static let shared: [String: CompilerProbe.Outcome] = {
        guard let path = ProcessInfo.processInfo.environment["DOCGEN_PROBE_VERDICTS"], !path.isEmpty,
              let data = FileManager.default.contents(atPath: path),
              let entries = try? JSONDecoder().decode([Entry].self, from: data) else { return [:] }
        var verdicts: [String: CompilerProbe.Outcome] = [:]
        for entry in entries {
            verdicts[key(languageMode: entry.languageMode, source: entry.source)] =
                CompilerProbe.Outcome(succeeded: entry.succeeded, diagnostics: entry.diagnostics)
        }
        return verdicts
    }()

    static func key(languageMode: String, source: String) -> String { languageMode + "\u{0}" + source }
}
