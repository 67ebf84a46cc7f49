import DocModel

/// Groups a page's claims into rows of an English claim and its aligned Chinese claim.
///
/// Pairs come from `alignedWith` (set by extraction when structural alignment succeeded, in
/// either direction); claims without a partner get a row of their own. Rows keep the order of
/// the first claim of each pair in the model.
enum ClaimPairing {
    /// One row: either side may be missing.
    struct Pair: Hashable {
        var en: ClaimReport?
        var zh: ClaimReport?
    }

    static func pairs(_ claims: [ClaimReport]) -> [Pair] {
        let byID = Dictionary(claims.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var partner: [String: String] = [:]
        for claim in claims {
            guard let other = claim.alignedWith, let match = byID[other], match.language != claim.language,
                  partner[claim.id] == nil, partner[other] == nil else { continue }
            partner[claim.id] = other
            partner[other] = claim.id
        }
        var used = Set<String>()
        var pairs: [Pair] = []
        for claim in claims where used.insert(claim.id).inserted {
            var pair = Pair()
            pair[claim.language] = claim
            if let other = partner[claim.id].flatMap({ byID[$0] }), used.insert(other.id).inserted {
                pair[other.language] = other
            }
            pairs.append(pair)
        }
        return pairs
    }
}

extension ClaimPairing.Pair {
    subscript(language: Language) -> ClaimReport? {
        get { language == .en ? en : zh }
        set { if language == .en { en = newValue } else { zh = newValue } }
    }
}
