import DocModel

/// A case whose sources are no longer all in the model: the documentation it was derived from changed.
public struct StaleCase: Codable, Sendable, Hashable {
    /// One source of the case that is gone, and what stands in its place now.
    public struct Reason: Codable, Sendable, Hashable {
        /// The source as the case recorded it.
        public var source: CaseSource
        /// The content now at the same id (the claim's sentence, the example's code, the
        /// declaration); nil when the page or the id is gone.
        public var now: String?
        /// The recorded text of the case when it is this source's sentence (`provenance.text`).
        public var was: String?
    }

    /// The suite (XCTest class) the case is in.
    public var suite: String
    public var caseID: String
    public var pageID: String
    /// Sorted by source.
    public var reasons: [Reason]
}

/// Finds the cases of a case corpus whose recorded source hashes no longer exist on their page
/// in a model (docs/generate.md, "Staleness"). A source that moved (same hash, other id) is not stale.
public enum StaleCaseFinder {
    /// The stale cases of `suites` against `pages`, sorted by suite and case id.
    public static func find(suites: [PageSuite], pages: [PageRecord]) -> [StaleCase] {
        let byID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var hashCache: [String: Set<String>] = [:]
        var result: [StaleCase] = []
        for suite in suites {
            for item in suite.cases {
                var reasons: [StaleCase.Reason] = []
                for source in item.provenance.sources ?? [] {
                    let page = byID[source.pageID]
                    let hashes = hashCache[source.pageID] ?? page.map(contentHashes) ?? []
                    hashCache[source.pageID] = hashes
                    if hashes.contains(source.hash) { continue }
                    let now = page.flatMap { current(source, on: $0) }
                    let was = source.kind == .claim && item.provenance.claimIDs.first == source.id ? item.provenance.text : nil
                    reasons.append(.init(source: source, now: now, was: was))
                }
                if !reasons.isEmpty {
                    result.append(StaleCase(suite: suite.suiteName, caseID: item.id, pageID: item.provenance.pageID, reasons: reasons))
                }
            }
        }
        return result.sorted { ($0.suite, $0.caseID) < ($1.suite, $1.caseID) }
    }

    /// Every content hash of a page's claims, examples and declaration.
    static func contentHashes(_ page: PageRecord) -> Set<String> {
        var hashes = Set(page.claims.compactMap(\.contentHash) + page.examples.compactMap(\.contentHash))
        if let hash = page.declaration?.contentHash { hashes.insert(hash) }
        return hashes
    }

    /// What stands at the source's id on the page now.
    static func current(_ source: CaseSource, on page: PageRecord) -> String? {
        switch source.kind {
        case .claim: page.claims.first { $0.id == source.id }?.text
        case .example: page.examples.first { $0.id == source.id }?.code
        case .declaration: page.declaration?.text
        }
    }
}

extension StaleCase {
    /// One line per reason: `Suite.case-id: claim ID changed: now “…”`.
    public var messages: [String] {
        reasons.map { reason in
            let what = "\(suite).\(caseID): \(reason.source.kind.rawValue) \(reason.source.id)"
            guard let now = reason.now else { return "\(what) is gone from page \(reason.source.pageID)" }
            let was = reason.was.map { " (was “\(Self.clip($0))”)" } ?? ""
            return "\(what) changed: now “\(Self.clip(now))”\(was)"
        }
    }

    static func clip(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > 200 ? String(flat.prefix(199)) + "…" : flat
    }
}
