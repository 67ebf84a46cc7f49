import DocModel

/// Compares the claims of one language on two versions of a page: identical sentences (same
/// hash) match wherever they moved; the rest pair by alignment key, then by shared words;
/// what is left is added or removed.
struct ClaimComparer {
    let old: PageRecord
    let new: PageRecord
    /// The phrases that class a sentence only one side has (`Phrasebooks/crawl-furniture.json`).
    var furniture = CrawlFurniture.standard

    /// Word overlap (Jaccard) at or above which two unpaired sentences are one reworded sentence.
    static let rewordThreshold = 0.5

    func changes(language: Language) -> [Change] {
        var olds = old.claims.filter { $0.language == language }
        var news = new.claims.filter { $0.language == language }
        var pairs: [(Claim, Claim)] = []
        // 1. Same content hash: unchanged wherever it stands.
        for (index, claim) in olds.enumerated().reversed() {
            if let match = news.firstIndex(where: { $0.contentHash != nil && $0.contentHash == claim.contentHash }) {
                pairs.append((claim, news.remove(at: match))); olds.remove(at: index)
            }
        }
        // 2. Same alignment key, 3. most shared words.
        for (index, claim) in olds.enumerated().reversed() {
            if let match = news.firstIndex(where: { $0.alignmentKey == claim.alignmentKey })
                ?? bestByWords(claim, among: news) {
                pairs.append((claim, news.remove(at: match))); olds.remove(at: index)
            }
        }
        var result = pairs.compactMap(pairChange)
        let unpaired = UnpairedSentence(furniture: furniture)
        result += olds.map { unpaired.change($0, kind: .claimRemoved, here: old, other: new) }
        result += news.map { unpaired.change($0, kind: .claimAdded, here: new, other: old) }
        return result.sorted { ($0.subject, $0.kind.rawValue) < ($1.subject, $1.kind.rawValue) }
    }

    private func bestByWords(_ claim: Claim, among candidates: [Claim]) -> Int? {
        let words = Self.words(claim.text)
        var best: (index: Int, score: Double)?
        for (index, candidate) in candidates.enumerated() {
            let other = Self.words(candidate.text)
            let union = words.union(other).count
            let score = union == 0 ? 0 : Double(words.intersection(other).count) / Double(union)
            if score >= Self.rewordThreshold, score > (best?.score ?? 0) { best = (index, score) }
        }
        return best?.index
    }

    static func words(_ text: String) -> Set<String> {
        Set(WordDiff.tokens(text.lowercased()).filter { $0.first?.isLetter == true || $0.first?.isNumber == true || $0.hasPrefix("`") })
    }

    private func pairChange(_ pair: (Claim, Claim)) -> Change? {
        let (before, after) = pair
        let levelDiffers = before.level != after.level
        let sameText = before.contentHash != nil && before.contentHash == after.contentHash
        if sameText && !levelDiffers { return nil }
        var change = Change(kind: sameText ? .claimLevel : .claimReworded, class: .realChange, reason: "level differs",
                            subject: after.id, language: after.language.rawValue, oldText: before.text, newText: after.text)
        if levelDiffers { change.oldLevel = before.level.rawValue; change.newLevel = after.level.rawValue }
        if !sameText {
            let verdict = ChangeClassifier.classify(old: before.text, new: after.text)
            change.class = verdict.class
            change.lossSide = verdict.lossSide
            change.reason = verdict.reason + (levelDiffers ? "; level \(before.level.rawValue) → \(after.level.rawValue)" : "")
            change.words = WordDiff.diff(before.text, after.text)
        }
        return change
    }
}
