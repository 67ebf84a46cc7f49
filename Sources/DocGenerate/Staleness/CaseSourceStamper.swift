import DocModel

/// Records on every case of a plan what it was derived from (`Provenance.sources`): its claims,
/// the example it compiles (and the examples joined into it), and the declaration of an
/// API-shape case, each with its content hash from the model.
enum CaseSourceStamper {
    /// `plan` with `sources` set on each case; content without a hash (models before schema 2) is left out.
    static func stamp(_ plan: TestPlan, pages: [PageRecord]) -> TestPlan {
        let byID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var plan = plan
        for suiteIndex in plan.suites.indices {
            for caseIndex in plan.suites[suiteIndex].cases.indices {
                let item = plan.suites[suiteIndex].cases[caseIndex]
                let sources = Self.sources(of: item, pages: byID)
                plan.suites[suiteIndex].cases[caseIndex].provenance.sources = sources.isEmpty ? nil : sources
            }
        }
        return plan
    }

    /// The sources of one case. Claim ids are looked up on the case's page and on every page
    /// merged into it (two sources of one page share claim ids; the case rests on each).
    static func sources(of item: ConformanceCase, pages: [String: PageRecord]) -> [CaseSource] {
        var result: Set<CaseSource> = []
        let searched = ([item.provenance.pageID] + (item.provenance.alsoPageIDs ?? [])).compactMap { pages[$0] }
        for id in item.provenance.claimIDs {
            for page in searched {
                guard let claim = page.claims.first(where: { $0.id == id }) else { continue }
                if let hash = claim.contentHash { result.insert(CaseSource(kind: .claim, pageID: page.id, id: id, hash: hash)) }
            }
        }
        if let page = pages[item.provenance.pageID] {
            var exampleIDs = item.example.map { [$0.exampleID] + ($0.joined ?? []) } ?? []
            if exampleIDs.isEmpty, item.kind == .example, let fixtureExample = item.fixture?.example { exampleIDs = [fixtureExample] }
            for example in page.examples where exampleIDs.contains(example.id) {
                if let hash = example.contentHash { result.insert(CaseSource(kind: .example, pageID: page.id, id: example.id, hash: hash)) }
            }
            if item.kind == .apiShape, let hash = page.declaration?.contentHash {
                result.insert(CaseSource(kind: .declaration, pageID: page.id, id: "declaration", hash: hash))
            }
        }
        return result.sorted()
    }
}
