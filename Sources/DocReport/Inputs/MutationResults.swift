import Foundation

/// The mutation table `make mutants` writes (`docs/mutants.json`), as far as the report uses it:
/// the score and, per generated test, the mutants it kills.
public struct MutationResults: Sendable, Hashable {
    /// Mutants killed and in the catalog.
    public var killed: Int
    public var total: Int
    /// The commit and date the table was made at.
    public var commit: String
    public var date: String
    /// `Suite.test_method` → ids of the mutants that test kills.
    public var kills: [String: [String]]
    /// Mutant id → the rule it breaks (`R4`).
    public var rules: [String: String]

    /// Reads the table; throws when it is not a mutation table.
    public static func read(_ data: Data) throws -> MutationResults {
        let file = try JSONDecoder().decode(File.self, from: data)
        return MutationResults(
            killed: file.score.killed, total: file.score.total, commit: file.commit, date: file.date,
            kills: Dictionary(file.cases.map { ($0.ref, $0.kills) }, uniquingKeysWith: { first, _ in first }),
            rules: Dictionary(file.mutants.map { ($0.id, $0.rule) }, uniquingKeysWith: { first, _ in first }))
    }

    private struct File: Decodable {
        struct Score: Decodable { var killed: Int; var total: Int }
        struct Case: Decodable { var ref: String; var kills: [String] }
        struct Mutant: Decodable { var id: String; var rule: String }
        var score: Score
        var commit: String
        var date: String
        var cases: [Case]
        var mutants: [Mutant]
    }
}

/// The mutation score a report shows, and how many behavioural cases it flags.
public struct MutationSummary: Codable, Sendable, Hashable {
    public var killed: Int
    public var total: Int
    /// Commit and date of the mutation table.
    public var commit: String
    public var date: String
    /// Passed behavioural cases that kill no mutant, or none of the rule they claim to cover.
    public var flaggedCases: Int
}
