/// A case template: the driver steps and expectations that check one kind of claim, for a
/// binding variant. Template ids are what the claim phrasebook maps sentences to.
struct CaseTemplate: Sendable {
    let id: String
    let family: BindingVariant.Family
    /// Variant ids the template is restricted to; nil for every variant of the family.
    let variants: Set<String>?
    /// Whether the template applies to variants restricted to one technology, aggregated, or both.
    let technologyScope: TechnologyScope
    let build: @Sendable (BindingVariant) -> (steps: [CaseStep], expectations: [CaseExpectation])

    enum TechnologyScope: Sendable {
        case any, restrictedOnly, aggregateOnly
    }

    init(_ id: String, family: BindingVariant.Family, variants: Set<String>? = nil,
         technologyScope: TechnologyScope = .any,
         build: @escaping @Sendable (BindingVariant) -> (steps: [CaseStep], expectations: [CaseExpectation])) {
        self.id = id
        self.family = family
        self.variants = variants
        self.technologyScope = technologyScope
        self.build = build
    }

    /// Whether the template can be instantiated for `variant`.
    func applies(to variant: BindingVariant) -> Bool {
        guard variant.family == family, variants?.contains(variant.id) ?? true else { return false }
        switch technologyScope {
        case .any: return true
        case .restrictedOnly: return !variant.aggregatesTechnologies
        case .aggregateOnly: return variant.aggregatesTechnologies
        }
    }
}
