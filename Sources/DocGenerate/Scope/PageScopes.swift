import DocModel

/// What `docgen generate` decided for one page: the symbol it documents, the engine symbol that
/// provides it, and why it gets no suite (if it gets none).
public struct PageScope: Sendable, Hashable {
    /// The documented symbol as a path (`View/focused(_:equals:)`); nil for articles and rules.
    public var documentedPath: String?
    /// The engine symbol providing it.
    public var engineSymbol: EngineSymbol?
    /// Why the page gets no suite (not selected, or not focus behaviour); nil when it gets one.
    public var excludedReason: String?
    /// A surface page: its symbol is inert surface of the engine (`EngineSymbol.inert`) and the
    /// page uses no focus vocabulary. It gets a suite of compile checks (API shape, examples); its
    /// claims are not judged as behaviour.
    public var isSurface = false

    /// The page's class in the report: in scope, surface, or out of scope.
    public var scopeClass: ScopeClass {
        excludedReason != nil ? .outOfScope : isSurface ? .surface : .inScope
    }

    /// In scope, documenting a symbol the engine does not provide: its cases are not-in-engine.
    public var isMissing: Bool { documentedPath != nil && engineSymbol == nil && excludedReason == nil }
}

/// The three classes of pages a run reports apart (docs/report.md, Scope).
public enum ScopeClass: String, Codable, Sendable, Hashable, CaseIterable {
    /// Focus vocabulary, or a symbol the engine models: judged.
    case inScope = "in-scope"
    /// An inert symbol and no focus vocabulary: compile-checked against the surface only.
    case surface
    /// Neither: listed with the reason.
    case outOfScope = "out-of-scope"
}

/// Decides each page's scope (`docs/generate.md`, Scope): selection first, then the engine
/// surface (a provided symbol is in scope), then the phrasebook's out-of-scope rules, then focus
/// vocabulary. Builds `TestPlan.surface` and `TestPlan.outOfScope` from the decisions.
public struct ScopePlanner: Sendable {
    public let surface: EngineSurface
    public let rules: ScopeRules?
    public let selection: PageSelection

    /// Without `rules` every selected page is in scope.
    public init(surface: EngineSurface, rules: ScopeRules?, selection: PageSelection = PageSelection()) {
        self.surface = surface
        self.rules = rules
        self.selection = selection
    }

    /// One decision per page, in the order of `pages`.
    public func scopes(_ pages: [PageRecord]) -> [PageScope] {
        let paths = DocumentedPaths(pages: pages, surface: surface)
        return pages.map { page in
            let path = paths.path(of: page)
            var scope = PageScope(documentedPath: path, engineSymbol: surface.match(page))
            if !selection.selects(page, documentedPath: path) {
                scope.excludedReason = selection.reason
            } else if scope.engineSymbol == nil, let rules {
                scope.excludedReason = rules.outOfScopeReason(page, documentedPath: path)
                    ?? (rules.hasFocusVocabulary(page, documentedPath: path) ? nil : rules.noVocabularyReason)
            } else if let engine = scope.engineSymbol, engine.inert, let rules {
                scope.isSurface = !rules.hasFocusVocabulary(page, documentedPath: path)
            }
            return scope
        }
    }

    /// `TestPlan.outOfScope`: the excluded pages with their reasons, sorted by page id.
    public static func decisions(_ pages: [PageRecord], _ scopes: [PageScope]) -> [ScopeDecision] {
        zip(pages, scopes).compactMap { page, scope in
            scope.excludedReason.map { ScopeDecision(pageID: page.id, source: page.source.path, symbol: page.symbol.name, reason: $0) }
        }.sorted { ($0.pageID, $0.source) < ($1.pageID, $1.source) }
    }

    /// `TestPlan.surface`: every documented symbol of the selected pages, sorted by symbol path.
    /// A symbol several pages document is provided if the engine has it, else missing if any of
    /// its pages is in scope, else out of scope with the first page's reason.
    public func surfaceEntries(_ pages: [PageRecord], _ scopes: [PageScope]) -> [SurfaceEntry] {
        var entries: [String: SurfaceEntry] = [:]
        for (page, scope) in zip(pages, scopes) {
            guard let path = scope.documentedPath, selection.selects(page, documentedPath: path) else { continue }
            var entry = SurfaceEntry(symbol: path, pageIDs: [], status: .outOfScope, reason: scope.excludedReason)
            if let engine = scope.engineSymbol {
                entry = SurfaceEntry(symbol: path, pageIDs: [], status: .provided, engineSymbol: engine.path)
            } else if scope.excludedReason == nil {
                entry = SurfaceEntry(symbol: path, pageIDs: [], status: .missing, reason: "FocusEngine declares no \(path)")
            }
            let pageIDs = ((entries[path]?.pageIDs ?? []) + [page.id]).sorted()
            var merged = entries[path] ?? entry
            if Self.rank(entry.status) < Self.rank(merged.status) { merged = entry }
            merged.pageIDs = pageIDs
            entries[path] = merged
        }
        return entries.values.sorted { $0.symbol < $1.symbol }
    }

    private static func rank(_ status: SurfaceEntry.Status) -> Int {
        switch status {
        case .provided: 0
        case .missing: 1
        case .outOfScope: 2
        }
    }
}
