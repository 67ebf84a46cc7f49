import DocModel

/// PageReport → ``PageView``: pairs aligned claims, links cases, builds the facts list.
struct PageViewBuilder {
    let page: PageReport
    /// Relative URL prefix of the source files, from the page view's folder; nil: no source links.
    let sourceBase: String?
    let resultsLine: String

    func view() -> PageView {
        let anchors = Dictionary(page.cases.enumerated().map { ($1.id, "case-\($0 + 1)") }, uniquingKeysWith: { a, _ in a })
        let caseRows = page.cases.map { caseRow($0, anchor: anchors[$0.id] ?? "") }
        let rows = ClaimPairing.pairs(page.claims).map { claimRow($0, anchors: anchors) }
        let rowsByID = Dictionary(zip(page.cases.map(\.id), caseRows), uniquingKeysWith: { first, _ in first })
        let examples = page.examples.map { example in
            exampleBlock(example, rows: example.caseIDs.compactMap { rowsByID[$0] }.map { var row = $0; row.isPrimary = false; return row })
        }
        let findings = page.findings.map {
            PageView.Finding(kind: ReportText.display($0.kind), claims: ReportText.display($0.claimIDs.joined(separator: " / ")),
                             message: ReportText.display($0.message))
        }
        let declaration = ReportViews.Code(page.declaration ?? "")
        return PageView(
            title: "\(ReportText.display(page.symbol.name)) — conformance report",
            resultsLine: resultsLine,
            symbol: ReportText.display(page.symbol.name),
            subtitle: ReportText.display("\(page.symbol.kind) · \(page.id)"),
            facts: facts(),
            verdictStats: SummaryViewBuilder.verdictStats(page.counts.cases),
            claimStats: SummaryViewBuilder.claimStats(page.counts),
            hasDeclaration: page.declaration != nil, declaration: declaration,
            claimRows: rows, hasClaims: !rows.isEmpty,
            cases: caseRows, hasCases: !caseRows.isEmpty,
            examples: examples, hasExamples: !examples.isEmpty,
            findings: findings, hasFindings: !findings.isEmpty,
            diagnostics: ReportViews.diagnosticRows(page.diagnostics), hasDiagnostics: !page.diagnostics.isEmpty)
    }

    private func facts() -> [ReportViews.Fact] {
        typealias Link = ReportViews.MaybeLink
        var facts: [ReportViews.Fact] = [
            .init(term: "Page id", values: [Link(text: ReportText.display(page.id))]),
            .init(term: "Kind", values: [Link(text: ReportText.display(page.symbol.kind))]),
        ]
        var titles: [Link] = []
        if let en = page.symbol.title.en { titles.append(Link(text: ReportText.display(en))) }
        if let zh = page.symbol.title.zhHans { titles.append(Link(text: ReportText.display(zh), isChinese: true)) }
        if !titles.isEmpty { facts.append(.init(term: "Title", values: titles)) }
        if !page.symbol.parentPath.isEmpty {
            facts.append(.init(term: "Parent", values: [Link(text: ReportText.display(page.symbol.parentPath.joined(separator: " › ")))]))
        }
        let availability = page.availability.isEmpty ? ["not stated"] : page.availability.map(Self.availabilityText)
        facts.append(.init(term: "Availability", values: availability.map { Link(text: ReportText.display($0)) }))
        facts.append(.init(term: "Source", values: [sourceLink(page.source.path, line: nil)]))
        if let origin = page.source.originURL {
            let href = ReportText.httpURL(origin)
            facts.append(.init(term: "Origin", values: [Link(text: ReportText.display(origin), href: href)]
                + (href == nil ? [Link(text: "(not linked: not an http or https URL)")] : [])))
        }
        facts.append(.init(term: "Format", values: [Link(text: ReportText.display(page.source.format))]))
        facts.append(.init(term: "Languages", values: [Link(text: page.source.languages.map(\.rawValue).joined(separator: ", "))]))
        if let shared = page.sharedWith {
            facts.append(.init(term: "XCTest suite", values: [Link(text: ReportText.display(
                "shared with \(shared): the same documented page from another source; its cases are listed and counted there"))]))
        } else {
            facts.append(.init(term: "XCTest suite", values: [Link(text: ReportText.display(page.suiteName ?? "none (no suite in the case corpus)"))]))
        }
        return facts
    }

    /// `iOS 15.0+ (deprecated 17.0) (beta)`.
    static func availabilityText(_ entry: Availability) -> String {
        var text = entry.platform + (entry.introduced.map { " \($0)+" } ?? "")
        if let deprecated = entry.deprecated { text += " (deprecated \(deprecated))" }
        if entry.beta { text += " (beta)" }
        return text
    }

    /// `path:line`, linked to the file when the source folder is known.
    func sourceLink(_ path: String, line: Int?) -> ReportViews.MaybeLink {
        let text = ReportText.display(path + (line.map { ":\($0)" } ?? ""))
        return ReportViews.MaybeLink(text: text, href: sourceBase.map { ReportText.sourceHref(base: $0, path: path) })
    }

    private func claimRow(_ pair: ClaimPairing.Pair, anchors: [String: String]) -> PageView.ClaimRow {
        let claims = [pair.en, pair.zh].compactMap { $0 }
        let levels = Array(Set(claims.map(\.level.rawValue))).sorted()
        let coverages = claims.map(\.coverage.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let notes = claims.compactMap(\.note).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var caseIDs: [String] = []
        for id in claims.flatMap(\.caseIDs) where !caseIDs.contains(id) { caseIDs.append(id) }
        let links = caseIDs.compactMap { id in page.cases.first { $0.id == id }.map { caseLink($0, anchor: anchors[id] ?? "") } }
        let note = ReportText.display(notes.joined(separator: "; "))
        return PageView.ClaimRow(
            level: levels.joined(separator: " / "), en: pair.en.map { [cell($0)] } ?? [], zh: pair.zh.map { [cell($0)] } ?? [],
            hasEnglish: pair.en != nil, hasChinese: pair.zh != nil, coverage: coverages.joined(separator: " / "),
            note: note, hasNote: !note.isEmpty, cases: links, hasCases: !links.isEmpty)
    }

    private func cell(_ claim: ClaimReport) -> PageView.ClaimCell {
        PageView.ClaimCell(text: ReportText.display(claim.text), id: ReportText.display(claim.id),
                           key: ReportText.display(claim.alignmentKey), level: claim.level.rawValue,
                           source: sourceLink(claim.file, line: claim.line))
    }

    private func caseLink(_ item: CaseReport, anchor: String) -> PageView.CaseLink {
        let message = item.verdict == .failed || item.verdict == .knownGap ? ReportText.display(item.message ?? "") : ""
        return PageView.CaseLink(anchor: anchor, id: ReportText.display(item.id), badge: ReportViews.badge(item.verdict),
                                 message: message, hasMessage: !message.isEmpty)
    }

    private func caseRow(_ item: CaseReport, anchor: String) -> PageView.CaseRow {
        let notes = [item.message, item.mutationFlag.map { "mutation: " + $0 }].compactMap { $0 }
        let message = ReportText.display(notes.joined(separator: "\n"))
        return PageView.CaseRow(
            anchor: anchor, isPrimary: true, id: ReportText.display(item.id), kind: item.kind, level: item.level?.rawValue ?? "—",
            method: ReportText.display("\(page.suiteName ?? "?").\(item.testMethod)"),
            steps: item.steps.map { .init(text: ReportText.display($0)) },
            expectations: item.expectations.map { .init(text: ReportText.display($0)) },
            hasExpectations: !item.expectations.isEmpty,
            claims: item.claimIDs.map { .init(text: ReportText.display($0)) },
            badge: ReportViews.badge(item.verdict), message: message, hasMessage: !message.isEmpty)
    }

    private func exampleBlock(_ example: ExampleReport, rows: [PageView.CaseRow]) -> PageView.ExampleBlock {
        typealias Link = ReportViews.MaybeLink
        var facts: [ReportViews.Fact] = [
            .init(term: "Role", values: [Link(text: ReportText.display(example.role))]),
            .init(term: "Shape", values: [Link(text: ReportText.display(example.shape))]),
            .init(term: "Status", values: [Link(text: example.status.rawValue + (example.verdict.map { ", worst verdict: \(ReportViews.badge($0).label)" } ?? ""))]),
        ]
        if let line = example.line { facts.insert(.init(term: "Source", values: [sourceLink(page.source.path, line: line)]), at: 2) }
        if let error = example.compileFailure?.documentationError {
            facts.append(.init(term: "Documentation error", values: [Link(text: ReportText.display(error))]))
        }
        if let failure = example.compileFailure {
            facts.append(.init(term: "Did not compile", values: [Link(text: ReportText.display(VerdictResolver.describe(failure)))]))
        }
        if let missing = example.notInEngine {
            facts.append(.init(term: "Not in the engine", values: [Link(text: ReportText.display(missing.joined(separator: ", ")))]))
        }
        for filling in example.fillings {
            facts.append(.init(term: "Elision filled (line \(filling.line))",
                               values: [Link(text: ReportText.display("\(filling.original) → \(filling.filled)"))]))
        }
        if !example.freeIdentifiers.isEmpty {
            facts.append(.init(term: "Free identifiers", values: [Link(text: ReportText.display(example.freeIdentifiers.joined(separator: ", ")))]))
        }
        let reason = ReportText.display(example.reason ?? "")
        return PageView.ExampleBlock(
            heading: ReportText.display(example.id + (example.label.map { " — \($0)" } ?? "")),
            facts: facts, code: ReportViews.Code(example.code), cases: rows, hasCases: !rows.isEmpty,
            casesCaption: "Cases derived from \(ReportText.display(example.id))", reason: reason, hasReason: !reason.isEmpty)
    }
}
