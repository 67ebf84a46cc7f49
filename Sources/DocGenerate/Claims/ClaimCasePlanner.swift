import DocModel

/// Plans the claim cases of one page: matches each claim against the phrasebook, instantiates
/// the templates for every binding variant the page admits, and accounts for every claim.
struct ClaimCasePlanner {
    let phrasebook: ClaimPhrasebook

    struct Result {
        var cases: [ConformanceCase] = []
        var uncovered: [UncoveredClaim] = []
        var findings: [PlanFinding] = []
        /// Claims covered by the page's API-shape case.
        var shapeClaims: [Claim] = []
        /// Claims a rule document's example pair demonstrates (attached to its rule cases).
        var ruleClaims: [Claim] = []
        /// Claims that the rule's Incorrect example lacks keyboard navigation between fields.
        var ruleNavigationClaims: [Claim] = []
    }

    /// `shapeCaseID` is the id of the page's API-shape case, if one was generated.
    func plan(_ page: PageRecord, shapeCaseID: String?) -> Result {
        let variants = BindingResolver.variants(for: page)
        let matches = Dictionary(uniqueKeysWithValues: page.claims.map {
            ($0.id, phrasebook.match($0.text, language: $0.language))
        })
        var result = Result()
        result.findings = driftFindings(page.claims, matches: matches)
        var claimsByCase: [String: (template: CaseTemplate, variant: BindingVariant, claims: [Claim])] = [:]
        var coveredByShape: [Claim] = []
        var compileClaims: [String: (template: CompileTemplates.Template, claims: [Claim])] = [:]
        let isRulePage = page.examples.contains { $0.role == .correct } && page.examples.contains { $0.role == .incorrect }
        for claim in page.claims {
            let match = matches[claim.id]!
            var instantiated = false
            // Templates that apply to the page's own bindings win over those bringing their own
            // fixture (an AccessibilityFocusState page's sentence is not checked on keyboard focus).
            let direct = Set(match.templates.filter { CaseTemplates.all[$0]?.appliesDirectly(to: variants) == true })
            for templateID in match.templates where direct.isEmpty || CaseTemplates.all[templateID] == nil || direct.contains(templateID) {
                if templateID == ClaimPhrasebook.apiShape {
                    if shapeCaseID != nil { coveredByShape.append(claim); instantiated = true }
                    continue
                }
                if templateID == ClaimPhrasebook.ruleExamples {
                    if isRulePage { result.ruleClaims.append(claim); instantiated = true }
                    continue
                }
                if templateID == ClaimPhrasebook.ruleNavigationAbsent {
                    if isRulePage { result.ruleNavigationClaims.append(claim); instantiated = true }
                    continue
                }
                if let compile = CompileTemplates.all[templateID] {
                    // A page binding nothing (a rule document, an article) checks the rule as stated.
                    if variants.isEmpty || variants.contains(where: { $0.family == compile.family }) {
                        compileClaims[templateID, default: (compile, [])].claims.append(claim)
                        instantiated = true
                    }
                    continue
                }
                guard let template = CaseTemplates.all[templateID] else { continue }
                for variant in template.instances(for: variants) {
                    let key = "\(template.id).\(variant.id)"
                    claimsByCase[key, default: (template, variant, [])].claims.append(claim)
                    instantiated = true
                }
            }
            if !instantiated, match.untestable == nil,
               let verdict = DefinitionalClaims.verdict(claim, page: page, hasShape: shapeCaseID != nil) {
                switch verdict {
                case .shape:
                    coveredByShape.append(claim)
                    instantiated = true
                case .untestable(let reason):
                    result.uncovered.append(UncoveredClaim(claimID: claim.id, level: claim.level, reason: .untestable, note: reason))
                    continue
                }
            }
            if !instantiated { result.uncovered.append(uncovered(claim, match: match, hasShape: shapeCaseID != nil)) }
        }
        result.cases = claimsByCase.keys.sorted().map { key in
            let entry = claimsByCase[key]!
            let built = entry.template.build(entry.variant)
            var item = ConformanceCase(
                id: key, kind: .claim, template: entry.template.id, variant: entry.variant.id,
                fixture: entry.variant.fixture, steps: built.steps, expectations: built.expectations,
                provenance: Self.provenance(page.id, entry.claims), availability: page.availability)
            if !built.preconditions.isEmpty {
                item.preconditions = built.preconditions
                item.actionStep = built.actionStep
            }
            item.basis = built.basis ?? Self.basis(entry.claims)
            return item
        }
        result.cases += compileClaims.keys.sorted().map { id in
            let entry = compileClaims[id]!
            return ConformanceCase(
                id: id, kind: .apiShape, template: id, variant: "compiler", compile: entry.template.check,
                provenance: Self.provenance(page.id, entry.claims), availability: page.availability)
        }
        result.cases.sort { $0.id < $1.id }
        result.shapeClaims = coveredByShape
        return result
    }

    private func uncovered(_ claim: Claim, match: ClaimPhrasebook.Match, hasShape: Bool) -> UncoveredClaim {
        if let reason = match.untestable {
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .untestable, note: reason)
        }
        if match.templates == [ClaimPhrasebook.apiShape], !hasShape {
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                                  note: "would be covered by an API-shape case, which this page's declaration does not get yet")
        }
        if !match.templates.isEmpty {
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .ambiguous,
                                  note: "templates \(match.templates.joined(separator: ", ")) match, but the page's declaration admits no binding they apply to")
        }
        return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                              note: "no phrasebook entry matches this sentence")
    }

    /// Aligned claims whose languages reach different templates.
    private func driftFindings(_ claims: [Claim], matches: [String: ClaimPhrasebook.Match]) -> [PlanFinding] {
        claims.compactMap { claim in
            guard claim.language == .en, let other = claim.alignedWith, let theirs = matches[other],
                  let ours = matches[claim.id], ours.templates != theirs.templates else { return nil }
            let describe = { (templates: [String]) in templates.isEmpty ? "none" : templates.joined(separator: ", ") }
            return PlanFinding(kind: "bilingual-drift", claimIDs: [claim.id, other],
                               message: "en maps to \(describe(ours.templates)); zh-Hans maps to \(describe(theirs.templates))")
        }
    }

    /// `observed` when every claim behind a case rests on observed behaviour by its rule
    /// document's marker (no documented sentence states it); nil (documented) otherwise.
    static func basis(_ claims: [Claim]) -> ExpectationBasis? {
        !claims.isEmpty && claims.allSatisfy { $0.basis == .observed } ? .observed : nil
    }

    static func provenance(_ pageID: String, _ claims: [Claim]) -> Provenance {
        let sorted = claims.sorted { $0.id < $1.id }
        let strongest = [Claim.Level.must, .should, .may].first { level in claims.contains { $0.level == level } }
        // The message quotes the strongest claim, English first, then by id.
        let rank: (Claim) -> Int = { [Claim.Level.must, .should, .may].firstIndex(of: $0.level) ?? 3 }
        let quoted = sorted.min { (rank($0), $0.language == .en ? 0 : 1) < (rank($1), $1.language == .en ? 0 : 1) }
        let text = quoted?.text
        var provenance = Provenance(pageID: pageID, claimIDs: sorted.map(\.id), level: strongest, text: text)
        let rules = Set(claims.compactMap(\.rule))
        if !rules.isEmpty { provenance.rules = rules.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 } }
        return provenance
    }
}
