/// A test record and the case's declared outcome → the case's verdict and message.
///
/// A known-gap case's test passes while the engine still deviates, so a passing known-gap test
/// is `known-gap` (with the reason), never `passed`; an `outcome: differs` case that passes is
/// `expected-different`.
enum VerdictResolver {
    static func resolve(_ record: TestResults.Record?, knownGap: String?, outcome: CaseOutcome) -> (Verdict, String?) {
        guard let record else { return (.notRun, nil) }
        switch record.status {
        case .skipped:
            return (.notRun, "skipped" + (record.message.map { ": \($0)" } ?? ""))
        case .failed:
            var message = record.message ?? "failed"
            if let knownGap {
                message += "\n(listed as a known engine gap: \(knownGap); its test fails once the engine conforms — remove the entry from known-gaps.json)"
            }
            return (.failed, message)
        case .passed:
            if let knownGap { return (.knownGap, knownGap) }
            if outcome == .differs { return (.expectedDifferent, nil) }
            return (.passed, nil)
        }
    }

    /// The worst of several verdicts (failed > known-gap > not-run > expected-different > passed).
    static func worst(_ verdicts: [Verdict]) -> Verdict? {
        verdicts.max { $0.severity < $1.severity }
    }
}
