import DocModel

/// Plans the claim cases of one page: matches each claim against the phrasebook, instantiates
/// the templates for every binding variant the page admits, and accounts for every claim.
struct ClaimCasePlanner {
    let phrasebook: ClaimPhrasebook
    /// Which readers turn sentences into templates.
    var reader: ClaimReaderMode = .both

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
        let frames = reader.usesFrames ? readFrames(page, variants: variants) : [:]
        // Templates that apply to the page's own bindings or, reading frames, whose fixture calls
        // the page's own symbol: they win over those bringing another API's fixture.
        let ownNames = Self.ownNames(page)
        let isDirect = { (id: String) in
            CaseTemplates.all[id]?.appliesDirectly(to: variants) == true
                || (reader.usesFrames && ownNames.contains { FrameMatcher.shared?.exercise([id], $0) == true })
        }
        // For the frame matcher: 2 for the page's own bindings, 1 for a fixture calling its symbol.
        let closeness = { (id: String) in CaseTemplates.all[id]?.appliesDirectly(to: variants) == true ? 2 : isDirect(id) ? 1 : 0 }
        let documentsSymbol = Self.documentsSymbol(page)
        var matches: [String: ClaimPhrasebook.Match] = [:]
        var framed: Set<String> = []
        var frameUntestable: [String: String] = [:]
        for claim in page.claims {
            var match = ClaimPhrasebook.Match(templates: [], untestable: nil)
            if let frame = frames[claim.id] {
                switch frame.kind {
                case .behaviour:
                    if let matcher = FrameMatcher.shared {
                        let reading = matcher.match(frame, usable: {
                            Self.usable($0, variants: variants, ownNames: ownNames, documentsSymbol: documentsSymbol)
                        }, direct: closeness)
                        if !reading.templates.isEmpty {
                            framed.insert(claim.id)
                            match.templates = reading.templates
                        }
                    }
                case .pointer:
                    frameUntestable[claim.id] = "points to another API or article; it states no behaviour of this page's symbol"
                case .advice:
                    frameUntestable[claim.id] = "advice on using the API: it names no event or effect to observe"
                case .definition, .unread:
                    break
                }
            }
            if reader.usesPhrasebook {
                // Both readers: the phrasebook's templates join the frame's (no case is lost);
                // the frame still decides which parts are checked.
                let memorised = phrasebook.match(claim.text, language: claim.language)
                if match.templates.isEmpty {
                    match = memorised
                } else {
                    match.templates = Array(Set(match.templates).union(memorised.templates)).sorted()
                }
            }
            // A default value is checked only by a case that omits the argument: no other case,
            // and no API-shape case, covers it.
            if let frame = frames[claim.id], Self.statesDefaultValue(frame),
               !match.templates.contains(where: { FrameMatcher.shared?.checks[$0]?.effects.contains(FrameReader.defaultValueEvent) == true }) {
                match = ClaimPhrasebook.Match(templates: [], untestable: nil)
            }
            if match.templates.isEmpty, match.untestable == nil, let reason = frameUntestable[claim.id] {
                match.untestable = reason
            }
            matches[claim.id] = match
        }
        var result = Result()
        result.findings = driftFindings(page.claims, matches: matches, frames: frames)
        var claimsByCase: [String: (template: CaseTemplate, variant: BindingVariant, claims: [Claim])] = [:]
        var coveredByShape: [Claim] = []
        // Claims whose only credit is the API-shape case.
        var shapeOnly: [Claim] = []
        var compileClaims: [String: (template: CompileTemplates.Template, claims: [Claim])] = [:]
        let isRulePage = page.examples.contains { $0.role == .correct } && page.examples.contains { $0.role == .incorrect }
        for claim in page.claims {
            let match = matches[claim.id]!
            var instantiated = false
            var used: [String] = []
            // Direct templates win (an AccessibilityFocusState page's sentence is not checked on keyboard focus).
            let direct = Set(match.templates.filter(isDirect))
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
                        if !used.contains(templateID) { used.append(templateID) }
                    }
                    continue
                }
                guard let template = CaseTemplates.all[templateID] else { continue }
                for variant in template.instances(for: variants) {
                    let key = "\(template.id).\(variant.id)"
                    claimsByCase[key, default: (template, variant, [])].claims.append(claim)
                    instantiated = true
                    if !used.contains(template.id) { used.append(template.id) }
                }
            }
            // A sentence that states behaviour is never a definition, whatever section it stands in.
            let statesBehaviour = frames[claim.id]?.kind == .behaviour
            if !instantiated, match.untestable == nil, !statesBehaviour,
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
            if instantiated, used.isEmpty, coveredByShape.last?.id == claim.id {
                shapeOnly.append(claim)
            }
            if instantiated, framed.contains(claim.id), let frame = frames[claim.id], let matcher = FrameMatcher.shared {
                var unchecked = matcher.unchecked(frame, by: used).map(\.description)
                // A template's own fixture exercises its API, not necessarily this page's symbol.
                if variants.isEmpty, Self.documentsSymbol(page),
                   !ownNames.contains(where: { matcher.exercise(used, $0) }) {
                    let fixtures = used.compactMap { CaseTemplates.all[$0]?.ownVariants.first?.fixture.name }
                    unchecked.append("subject \(page.symbol.name) itself (the case uses \(Set(fixtures).sorted().joined(separator: ", ")), not a fixture derived from this page's declaration)")
                }
                guard !unchecked.isEmpty else { continue }
                let parts = unchecked.joined(separator: "; ")
                result.uncovered.append(UncoveredClaim(claimID: claim.id, level: claim.level, reason: .partlyCovered,
                                                       note: "no case checks: \(parts)"))
            }
            if !instantiated {
                result.uncovered.append(uncovered(claim, match: match, frame: frames[claim.id], hasShape: shapeCaseID != nil))
            }
        }
        creditDefinitionQualifiers(shapeOnly, frames: frames, ownNames: ownNames, cases: &claimsByCase, result: &result)
        let behaviourClaims = Set(frames.filter { $0.value.kind == .behaviour }.keys)
        result.cases = claimsByCase.keys.sorted().map { key in
            let entry = claimsByCase[key]!
            let built = entry.template.build(entry.variant)
            var item = ConformanceCase(
                id: key, kind: .claim, template: entry.template.id, variant: entry.variant.id,
                fixture: entry.variant.fixture, steps: built.steps, expectations: built.expectations,
                provenance: Self.provenance(page.id, entry.claims, behaviour: behaviourClaims), availability: page.availability)
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

    /// A definition credited only to the API-shape case that also states qualifiers of its
    /// subject ("A property wrapper type for an observable object supplied by the focused view or
    /// one of its ancestors": `subject:ancestor`) is covered by this page's cases that check
    /// every one of those qualifiers through the page's own symbol; with none, it is partly
    /// covered, the qualifiers named as unchecked: the API-shape case compiles the declaration,
    /// it does not observe where a value comes from.
    private func creditDefinitionQualifiers(
        _ claims: [Claim], frames: [String: ClaimFrame], ownNames: [String],
        cases: inout [String: (template: CaseTemplate, variant: BindingVariant, claims: [Claim])], result: inout Result
    ) {
        guard let matcher = FrameMatcher.shared else { return }
        for claim in claims {
            guard let qualifiers = frames[claim.id]?.definitionQualifiers, !qualifiers.isEmpty else { continue }
            let wanted = Set(qualifiers.map { FramePart(role: .qualifier, key: $0) })
            let checking = cases.keys.sorted().filter { key in
                let template = cases[key]!.template.id
                guard let parts = matcher.checks[template]?.parts, wanted.isSubset(of: parts) else { return false }
                return ownNames.contains { matcher.exercise([template], $0) }
            }
            if checking.isEmpty {
                let named = qualifiers.sorted().map { "qualifier \($0)" }.joined(separator: "; ")
                result.uncovered.append(UncoveredClaim(
                    claimID: claim.id, level: claim.level, reason: .partlyCovered,
                    note: "no case checks: \(named) (the API-shape case checks the declaration only)"))
            } else {
                for key in checking { cases[key]!.claims.append(claim) }
            }
        }
    }

    /// Every claim's frame, read in its own language; `variants`: the page's binding variants.
    private func readFrames(_ page: PageRecord, variants: [BindingVariant]) -> [String: ClaimFrame] {
        guard let lexicon = TermLexicon.shared else { return [:] }
        let reader = FrameReader(lexicon: lexicon)
        // A page whose declaration binds only accessibility focus speaks of it as "focus".
        let accessibilitySubject = !variants.isEmpty && variants.allSatisfy { $0.family == .accessibility }
        var frames: [String: ClaimFrame] = [:]
        for claim in page.claims {
            frames[claim.id] = reader.read(claim.text, language: claim.language, section: claim.section,
                                           accessibilitySubject: accessibilitySubject)
        }
        return frames
    }

    /// Whether the page can instantiate `templateID` for a frame: through its own bindings, or,
    /// on a page whose declaration binds nothing the templates know (a topic page, a rule
    /// document, a symbol the resolver cannot read), through the template's own fixture. A page
    /// whose declaration binds one kind of focus is never checked with another kind's fixture.
    ///
    /// A page whose declaration binds focus may also use a template's own fixture of the same
    /// kind of focus (keyboard or accessibility) when that fixture calls the page's own symbol
    /// (`ownNames`; the template's `exercises` in `template-frames.json`): a FocusState page is
    /// checked with a fixture of two views sharing one FocusState value.
    ///
    /// A must-not-compile check states its rule in its own snippets: it is usable on a page of
    /// its kind of focus, on a page documenting a symbol its snippets call, and on a page that
    /// documents no symbol (an article, a rule document).
    static func usable(_ templateID: String, variants: [BindingVariant], ownNames: [String] = [], documentsSymbol: Bool = true) -> Bool {
        let exercisesOwnSymbol = ownNames.contains { FrameMatcher.shared?.exercise([templateID], $0) == true }
        if let compile = CompileTemplates.all[templateID] {
            if !variants.isEmpty { return variants.contains { $0.family == compile.family } }
            return !documentsSymbol || exercisesOwnSymbol
        }
        guard let template = CaseTemplates.all[templateID] else { return false }
        if !variants.isEmpty {
            if template.appliesDirectly(to: variants) { return true }
            // Keyboard and accessibility focus never stand in for each other.
            let families = Set(variants.map(\.family))
            return exercisesOwnSymbol && template.ownVariants.contains {
                families.contains($0.family) || (families.contains(.accessibility) == ($0.family == .accessibility))
            }
        }
        return !template.instances(for: variants).isEmpty
    }

    /// The base names a page's symbol goes by: its own (`focusScope(_:)` → `focusScope`) and, for a
    /// member page, its type's (`FocusedValue/wrappedValue` → `FocusedValue`). A page with no
    /// breadcrumb (some crawls have none) names its type by its id's path
    /// (`swiftui/focusedvalue/wrappedvalue` → `focusedvalue`, matched in any case).
    static func ownNames(_ page: PageRecord) -> [String] {
        let base = String(page.symbol.name.prefix { $0 != "(" })
        if page.symbol.parentPath.count > 1 { return [base, page.symbol.parentPath.last!] }
        let segments = page.id.split(separator: "/").map(String.init)
        if page.symbol.parentPath.isEmpty, segments.count > 2,
           segments.last?.lowercased().hasPrefix(base.lowercased()) == true {
            return [base, segments[segments.count - 2].lowercased()]
        }
        return [base]
    }

    /// Whether a sentence read as behaviour states a default value (`FrameReader.defaultValueEvent`).
    static func statesDefaultValue(_ frame: ClaimFrame) -> Bool {
        frame.kind == .behaviour && frame.effects.contains { $0.id == FrameReader.defaultValueEvent }
    }

    /// Whether the page documents a symbol of its own (not an article, sample or rule document).
    static func documentsSymbol(_ page: PageRecord) -> Bool {
        !DefinitionalClaims.topicKinds.contains(page.symbol.kind)
    }

    private func uncovered(_ claim: Claim, match: ClaimPhrasebook.Match, frame: ClaimFrame?, hasShape: Bool) -> UncoveredClaim {
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
        if let frame, Self.statesDefaultValue(frame) {
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                                  note: "states a default value: only a case that uses the API without setting it (the argument left out, the value never written) checks it, and no template this page can instantiate does")
        }
        if let frame, frame.kind == .behaviour {
            let parts = frame.parts.map(\.description).joined(separator: "; ")
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                                  note: "read as \(parts); no template this page can instantiate checks its effects")
        }
        if let frame, frame.kind == .definition {
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                                  note: hasShape ? "a definition outside the summary, parameters and return value: no case observes it"
                                      : "a definition; it would be covered by an API-shape case, which this page does not get")
        }
        if let frame {
            let terms = frame.unknownTerms.isEmpty ? "" : " (\(UncoveredClaim.missingTermsMarker)\(frame.unknownTerms.joined(separator: ", ")))"
            if !frame.triggersWithoutEffect.isEmpty {
                let triggers = frame.triggersWithoutEffect.map(\.key).joined(separator: ", ")
                return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                                      note: "read trigger \(triggers), but no effect (what then happens)\(terms)")
            }
            return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                                  note: "no focus event or effect recognised\(terms)")
        }
        return UncoveredClaim(claimID: claim.id, level: claim.level, reason: .noTemplate,
                              note: "no phrasebook entry matches this sentence")
    }

    /// Aligned claims whose frames (both read as behaviour) contradict each other (another value,
    /// direction, role or negation of an event both name), or whose languages reach different
    /// templates.
    private func driftFindings(_ claims: [Claim], matches: [String: ClaimPhrasebook.Match],
                               frames: [String: ClaimFrame]) -> [PlanFinding] {
        claims.compactMap { claim in
            guard claim.language == .en, let other = claim.alignedWith else { return nil }
            if let ours = frames[claim.id], let theirs = frames[other], ours.kind == .behaviour, theirs.kind == .behaviour,
               ours.contradicts(theirs) {
                return PlanFinding(kind: "bilingual-drift", claimIDs: [claim.id, other],
                                   message: "en reads \(ours.signature); zh-Hans reads \(theirs.signature)")
            }
            guard let theirs = matches[other], let ours = matches[claim.id], ours.templates != theirs.templates else { return nil }
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

    /// `behaviour`: ids of the claims the frame reader read as behaviour; the message quotes one of
    /// them before a sentence that only names what a parameter is.
    static func provenance(_ pageID: String, _ claims: [Claim], behaviour: Set<String> = []) -> Provenance {
        let sorted = claims.sorted { $0.id < $1.id }
        let strongest = [Claim.Level.must, .should, .may].first { level in claims.contains { $0.level == level } }
        // The message quotes the strongest claim, a sentence stating behaviour first, English
        // first, then by id.
        let rank: (Claim) -> Int = { [Claim.Level.must, .should, .may].firstIndex(of: $0.level) ?? 3 }
        let key: (Claim) -> (Int, Int, Int) = { (rank($0), behaviour.contains($0.id) ? 0 : 1, $0.language == .en ? 0 : 1) }
        let quoted = sorted.min { key($0) < key($1) }
        let text = quoted?.text
        var provenance = Provenance(pageID: pageID, claimIDs: sorted.map(\.id), level: strongest, text: text)
        let rules = Set(claims.compactMap(\.rule))
        if !rules.isEmpty { provenance.rules = rules.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 } }
        return provenance
    }
}
