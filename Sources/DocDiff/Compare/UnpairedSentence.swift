import DocModel

/// Classes a sentence only one side of a page has (docs/diff.md, "Classes"), in this order:
/// furniture of that side's site; said elsewhere on the other page (formatting); a media
/// block's caption or a renderer-generated line the other crawl does not render; a list item or
/// aside where the other side's section has none of that family; otherwise a real change.
struct UnpairedSentence {
    /// The phrases that make a sentence furniture, a media caption or a generated line.
    let furniture: CrawlFurniture

    /// `claim` is on `here` only (`kind` is `claim-added` when `here` is the new page).
    func change(_ claim: Claim, kind: Change.Kind, here: PageRecord, other: PageRecord) -> Change {
        let hereSide: Change.Side = kind == .claimAdded ? .new : .old
        let otherSide: Change.Side = hereSide == .new ? .old : .new
        var change = Change(kind: kind, class: .realChange, reason: kind == .claimAdded ? "new sentence" : "sentence removed",
                            subject: claim.id, language: claim.language.rawValue)
        if kind == .claimAdded { change.newText = claim.text } else { change.oldText = claim.text }
        func loss(_ side: Change.Side, _ reason: String) -> Change {
            var loss = change
            loss.class = .crawlerLoss
            loss.lossSide = side
            loss.reason = reason
            return loss
        }
        if let chrome = furniture.chrome(claim.text, claim.language) {
            return loss(hereSide, "crawler chrome on the \(hereSide.rawValue) page (\(chrome)), not documentation")
        }
        if PageText.says(other, claim) {
            change.class = .formatting
            change.reason = "the sentence stands elsewhere on the \(otherSide.rawValue) page (merged, split or moved)"
            return change
        }
        if let marker = PageText.blocks(holding: claim, on: here).lazy
            .compactMap({ furniture.mediaMarker(inBlock: $0.text, claim.language) }).first {
            return loss(otherSide, "a media caption (its block holds the player chrome “\(marker)”); the \(otherSide.rawValue) crawl drops media")
        }
        if let opening = furniture.generatedLine(claim.text, claim.language) {
            return loss(otherSide, "a line the renderer generates (“\(opening.trimmingCharacters(in: .whitespaces))…”), which the \(otherSide.rawValue) crawl does not render")
        }
        if let family = PageText.detachable(claim, on: here), !PageText.has(family, other, section: claim.section, claim.language) {
            return loss(otherSide, "\(family.rawValue) dropped: the \(otherSide.rawValue) page's \(claim.section.rawValue) section has no \(family.rawValue)s")
        }
        return change
    }
}
