import DocGenerate
import Foundation

/// A word the claim reader's lexicon lacks, with the number of `no-template` claims whose note
/// names it: the report's list of what to teach the lexicon next (issue 27).
public struct MissingTerm: Codable, Sendable, Hashable {
    public var term: String
    /// `no-template` claims of in-scope pages whose note lists the term.
    public var claims: Int

    public init(term: String, claims: Int) {
        self.term = term
        self.claims = claims
    }

    /// How many terms the report keeps.
    public static let limit = 20

    /// The most frequent missing terms over `pages`' `no-template` claims: by count, then term.
    static func mostFrequent(in pages: [PageReport]) -> [MissingTerm] {
        var counts: [String: Int] = [:]
        for page in pages where page.scope == .inScope {
            for claim in page.claims where claim.coverage == .noTemplate {
                for term in terms(inNote: claim.note) { counts[term, default: 0] += 1 }
            }
        }
        return counts.map { MissingTerm(term: $0.key, claims: $0.value) }
            .sorted { $0.claims != $1.claims ? $0.claims > $1.claims : $0.term < $1.term }
            .prefix(limit).map { $0 }
    }

    /// The terms a note lists after the marker, up to its closing parenthesis; none without it.
    static func terms(inNote note: String?) -> [String] {
        guard let note, let start = note.range(of: UncoveredClaim.missingTermsMarker) else { return [] }
        let rest = note[start.upperBound...]
        let list = rest.prefix { $0 != ")" }
        return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }).sorted()
    }
}
