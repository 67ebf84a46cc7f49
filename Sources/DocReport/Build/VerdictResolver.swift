import DocGenerate

/// A test record and the case's declared outcome → the case's verdict and message.
///
/// A known-gap case's test passes while the engine still deviates, so a passing known-gap test
/// is `known-gap` (with the reason), never `passed`; an `outcome: differs` case that passes is
/// `expected-different`.
enum VerdictResolver {
    static func resolve(_ record: TestResults.Record?, for item: ConformanceCase, outcome: CaseOutcome) -> (Verdict, String?) {
        let knownGap = item.knownGap
        func finding(_ observed: String?) -> (Verdict, String?) {
            (.finding, "rule claim not supported by the reference engine: " + (item.provenance.text ?? "the rule's claim")
                + "; observed: " + (observed ?? "the expectations did not hold"))
        }
        if let notInEngine = item.notInEngine {
            return (.notInEngine, "not in the reference engine: " + notInEngine.joined(separator: ", "))
        }
        if let failure = item.compileFailure {
            if let error = failure.documentationError { return (.finding, "documentation error: \(error); " + describe(failure)) }
            return (.didNotCompile, describe(failure))
        }
        guard let record else { return (.notRun, nil) }
        switch record.status {
        case .skipped:
            return (.notRun, "skipped" + (record.message.map { ": \($0)" } ?? ""))
        case .failed where outcome == .ruleClaim:
            return finding(record.message)
        case .failed:
            var message = record.message ?? "failed"
            if let knownGap {
                message += "\n(listed as a known engine gap: \(knownGap); its test fails once the engine conforms — remove the entry from known-gaps.json)"
            }
            return (.failed, message)
        case .passed where outcome == .ruleClaim && record.ruleClaimUnsupported != nil:
            return finding(record.ruleClaimUnsupported)
        case .passed:
            if let knownGap { return (.knownGap, knownGap) }
            if outcome == .differs { return (.expectedDifferent, nil) }
            if item.basis == .engineChoice { return (.engineChoice, "rests on an engine choice, not on a documented rule") }
            if item.basis == .observed {
                let rules = item.provenance.rules.map { " (rule \($0.joined(separator: ", ")))" } ?? ""
                return (.passed, "rests on behaviour observed on Apple's platforms\(rules), not stated by a documentation page")
            }
            return (item.isCompileOnly ? .compiles : .passed, nil)
        }
    }

    /// `page.md:47: cannot find 'X' in scope (generated Suite.swift:120)`.
    static func describe(_ failure: CompileFailure) -> String {
        let page = failure.pageFile.map { file in failure.pageLine.map { "\(file):\($0): " } ?? "\(file): " } ?? ""
        return "\(page)\(failure.message) (generated \(failure.generatedFile):\(failure.generatedLine))"
    }

    /// The worst of several verdicts (failed > did-not-compile > known-gap > not-run > not-in-engine > expected-different > passed).
    static func worst(_ verdicts: [Verdict]) -> Verdict? {
        verdicts.max { $0.severity < $1.severity }
    }
}
