/// A case template: the driver steps and expectations that check one kind of claim, for a
/// binding variant. Template ids are what the claim phrasebook maps sentences to.
struct CaseTemplate: Sendable {
    let id: String
    let family: BindingVariant.Family
    /// Variant ids the template is restricted to; nil for every variant of the family.
    let variants: Set<String>?
    /// Whether the template applies to variants restricted to one technology, aggregated, or both.
    let technologyScope: TechnologyScope
    /// The variants the template brings itself: used when the page's declaration admits none
    /// the template applies to (a rule document, an article, a page of another API stating the
    /// behaviour). Empty: the template checks only the page's own bindings.
    let ownVariants: [BindingVariant]
    let build: @Sendable (BindingVariant) -> TemplateScenario

    enum TechnologyScope: Sendable {
        case any, restrictedOnly, aggregateOnly
    }

    init(_ id: String, family: BindingVariant.Family, variants: Set<String>? = nil,
         technologyScope: TechnologyScope = .any, own: [BindingVariant] = [],
         build: @escaping @Sendable (BindingVariant) -> (steps: [CaseStep], expectations: [CaseExpectation])) {
        self.init(id, family: family, variants: variants, technologyScope: technologyScope, own: own) { variant in
            let built = build(variant)
            return TemplateScenario(steps: built.steps, expectations: built.expectations)
        }
    }

    init(_ id: String, family: BindingVariant.Family, variants: Set<String>? = nil,
         technologyScope: TechnologyScope = .any, own: [BindingVariant],
         scenario: @escaping @Sendable (BindingVariant) -> TemplateScenario) {
        self.id = id
        self.family = family
        self.variants = variants
        self.technologyScope = technologyScope
        self.ownVariants = own
        self.build = scenario
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

    /// Whether the template applies to one of the page's own variants.
    func appliesDirectly(to pageVariants: [BindingVariant]) -> Bool {
        pageVariants.contains(where: applies(to:))
    }

    /// The variants to instantiate on a page admitting `pageVariants`: those the template applies
    /// to, else its own.
    func instances(for pageVariants: [BindingVariant]) -> [BindingVariant] {
        let applicable = pageVariants.filter(applies(to:))
        return applicable.isEmpty ? ownVariants.filter(applies(to:)) : applicable
    }
}

/// What a template builds for one variant: setup steps, the state the setup must reach, the
/// acting steps and what must hold after them.
struct TemplateScenario: Sendable {
    /// Setup steps (`steps[..<actionStep]`) then acting steps.
    var steps: [CaseStep]
    var expectations: [CaseExpectation]
    /// The state after the setup steps, asserted before the acting steps run.
    var preconditions: [CaseExpectation] = []
    /// Index of the first acting step; nil when there is no separate setup.
    var actionStep: Int?
    /// `engine-choice` when the expected outcome is a choice of the reference engine.
    var basis: ExpectationBasis?

    init(steps: [CaseStep], expectations: [CaseExpectation]) {
        self.steps = steps
        self.expectations = expectations
    }

    /// A scenario with a setup: `setup`, then `preconditions` asserted, then `act`.
    init(setup: [CaseStep], preconditions: [CaseExpectation], act: [CaseStep], expectations: [CaseExpectation],
         basis: ExpectationBasis? = nil) {
        steps = setup + act
        self.expectations = expectations
        self.preconditions = preconditions
        actionStep = setup.count
        self.basis = basis
    }
}
