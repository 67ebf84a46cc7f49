/// Adds a mutation table's evidence to a report: the score, and per case the mutants its test
/// kills; a passed behavioural case that kills no mutant (or none of the rule it claims to cover)
/// is flagged, because such a pass would also pass on an engine that breaks the rule.
enum MutationAnnotator {
    static func annotate(_ report: inout ConformanceReport, with table: MutationResults) {
        var flagged = 0
        for pageIndex in report.pages.indices {
            guard let suite = report.pages[pageIndex].suiteName else { continue }
            for caseIndex in report.pages[pageIndex].cases.indices {
                var item = report.pages[pageIndex].cases[caseIndex]
                guard let kills = table.kills["\(suite).\(item.testMethod)"] else { continue }
                item.mutantsKilled = kills
                item.mutationFlag = flag(item, kills: kills, rules: table.rules)
                if item.mutationFlag != nil { flagged += 1 }
                report.pages[pageIndex].cases[caseIndex] = item
            }
        }
        report.mutation = MutationSummary(killed: table.killed, total: table.total, commit: table.commit,
                                          date: table.date, flaggedCases: flagged)
    }

    /// Why a case's pass is weak evidence, or nil. Only passed claim and example cases are judged:
    /// compile-only, expected-different and engine-choice cases have verdicts of their own.
    static func flag(_ item: CaseReport, kills: [String], rules: [String: String]) -> String? {
        guard item.verdict == .passed, item.kind != "api-shape", item.template != "example-compiles" else { return nil }
        if kills.isEmpty { return "kills no mutant: it would also pass on an engine that breaks the rules" }
        guard let claimed = item.rules, !claimed.isEmpty else { return nil }
        let killedRules = Set(kills.compactMap { rules[$0] })
        if killedRules.isDisjoint(with: claimed) {
            return "kills no mutant of rule \(claimed.joined(separator: ", ")) (only of \(killedRules.sorted().joined(separator: ", ")))"
        }
        return nil
    }
}
