import DocModel

/// Compares two versions of one page in the languages both have.
enum PageComparer {
    /// The page's changes; nil when the content hashes are equal.
    static func compare(_ old: PageRecord, _ new: PageRecord) -> PageChange? {
        if let hash = old.contentHash, hash == new.contentHash { return nil }
        let oldLanguages = Set(old.source.languages), newLanguages = Set(new.source.languages)
        let parts = PartComparer(old: old, new: new)
        var changes = parts.declaration() + parts.availability() + parts.parameters()
        let claims = ClaimComparer(old: old, new: new)
        for language in oldLanguages.intersection(newLanguages).sorted() {
            changes += claims.changes(language: language)
        }
        changes += parts.examples()
        return PageChange(id: new.id, symbol: new.symbol.name, oldHash: old.contentHash, newHash: new.contentHash,
                          languagesAdded: newLanguages.subtracting(oldLanguages).sorted().map(\.rawValue),
                          languagesRemoved: oldLanguages.subtracting(newLanguages).sorted().map(\.rawValue),
                          changes: changes)
    }
}
