import DocModel

/// Claims that define rather than state behaviour, recognised by where they stand, not by their
/// words (so the rule holds in every language):
///
/// - a **parameter** or **return value** description ("The key path for the focus value to
///   read.", "A modified representation of this view.") names what a declared parameter or result
///   is; a symbol page's **summary** ("A property wrapper type that …", "Creates a focus state
///   that binds to a Boolean.") names what the symbol is. When the page gets an API-shape case,
///   that case — the declaration compiled with its documented types, in Swift 5 and 6 — is the
///   evidence, and the claim is listed under it. Any behaviour such a sentence also states is
///   only covered when a phrasebook template matches it; templates are tried first.
/// - the **summary** of an article, API collection or sample-code page ("Identify and control
///   which visible object responds to user interaction.") is a topic's abstract: untestable.
enum DefinitionalClaims {
    static let shapeSections: Set<SectionKind> = [.parameters, .returnValue]

    /// Symbol kinds whose pages are prose about a topic rather than a declaration.
    static let topicKinds: Set<SymbolKind> = [.article, .sampleCode, "api-collection", .framework, .rule]

    enum Verdict: Equatable {
        /// Covered by the page's API-shape case.
        case shape
        /// Untestable, with the reason.
        case untestable(String)
    }

    /// How `claim`, which no template matched, is accounted for; nil when it is not definitional.
    static func verdict(_ claim: Claim, page: PageRecord, hasShape: Bool) -> Verdict? {
        if claim.section == .summary, topicKinds.contains(page.symbol.kind) {
            return .untestable("the opening of a topic page (\(page.symbol.kind.rawValue)) introduces its subject; it states no behaviour")
        }
        guard hasShape, shapeSections.contains(claim.section) || claim.section == .summary else { return nil }
        return .shape
    }
}
