import DocModel
import Foundation

/// Compares two versions of one page in the languages both have.
enum PageComparer {
    /// The page's changes; nil when the content hashes are equal.
    static func compare(_ old: PageRecord, _ new: PageRecord, crawls: CrawlCapabilities = CrawlCapabilities()) -> PageChange? {
        if let hash = old.contentHash, hash == new.contentHash { return nil }
        let oldLanguages = Set(old.source.languages), newLanguages = Set(new.source.languages)
        let parts = PartComparer(old: old, new: new, crawls: crawls)
        var changes = parts.declaration() + parts.availability() + parts.parameters()
        let claims = ClaimComparer(old: old, new: new)
        for language in oldLanguages.intersection(newLanguages).sorted() {
            changes += claims.changes(language: language)
        }
        changes += parts.examples()
        changes = DeclarationListing.pair(changes)
        return PageChange(id: new.id, symbol: new.symbol.name, oldHash: old.contentHash, newHash: new.contentHash,
                          languagesAdded: newLanguages.subtracting(oldLanguages).sorted().map(\.rawValue),
                          languagesRemoved: oldLanguages.subtracting(newLanguages).sorted().map(\.rawValue),
                          changes: changes)
    }
}

/// A declaration one side shows as its declaration and the other as a code listing: the same
/// code placed differently by the two crawls, so both changes are formatting.
enum DeclarationListing {
    static func pair(_ changes: [Change]) -> [Change] {
        var changes = changes
        for index in changes.indices {
            let change = changes[index]
            let (text, partner): (String?, Change.Kind)
            switch change.kind {
            case .declarationRemoved: (text, partner) = (change.oldText, .exampleAdded)
            case .declarationAdded: (text, partner) = (change.newText, .exampleRemoved)
            default: continue
            }
            guard let code = text.map(ChangeClassifier.squash),
                  let match = changes.firstIndex(where: { $0.kind == partner
                      && ChangeClassifier.squash(($0.newText ?? $0.oldText) ?? "") == code }) else { continue }
            for position in [index, match] {
                changes[position].class = .formatting
                changes[position].lossSide = nil
                changes[position].reason = "the declaration is a code listing on the other side"
            }
        }
        return changes
    }
}
