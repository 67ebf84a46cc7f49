import Foundation

/// Cases the reference engine is known to fail, with the reason (`Phrasebooks/known-gaps.json`).
///
/// A known-gap case is still generated: its test asserts that the engine still deviates and
/// fails once the gap is fixed, so the list cannot go stale (Linux XCTest has no
/// `XCTExpectFailure`).
public struct KnownGaps: Sendable {
    private var reasons: [String: String]

    /// No known gaps.
    public init() {
        reasons = [:]
    }

    /// Gaps keyed by `<page id> <case id>`.
    public init(reasons: [String: String]) {
        self.reasons = reasons
    }

    /// The list bundled with DocGenerate.
    public static func bundled() throws -> KnownGaps {
        guard let url = Bundle.module.url(forResource: "known-gaps", withExtension: "json", subdirectory: "Phrasebooks") else {
            throw GenerateError.phrasebook("Phrasebooks/known-gaps.json missing from the DocGenerate bundle")
        }
        let file = try JSONDecoder().decode([String: [String: String]].self, from: Data(contentsOf: url))
        return KnownGaps(reasons: file["gaps"] ?? [:])
    }

    func reason(page: String, case id: String) -> String? {
        reasons["\(page) \(id)"]
    }
}
