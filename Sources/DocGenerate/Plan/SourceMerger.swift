import Foundation

/// Another source of a documented page whose suite was merged into the page's suite.
public struct SourceOfPage: Codable, Sendable, Hashable {
    /// The other source's page id (`swiftui/view/focused(_:)~2`).
    public var pageID: String
    /// Its source path relative to the extract input.
    public var source: String

    public init(pageID: String, source: String) {
        self.pageID = pageID
        self.source = source
    }
}

/// One suite per documented page: pages that are the same documented page from several sources
/// (two crawls, two formats — the extractor gives the later ones ids with `~2`, `~3`) are merged
/// into the first source's suite.
///
/// A case that checks exactly the same thing in both sources is kept once and credits the claims
/// of both (its provenance lists both claim ids); a case only one source yields, or one whose check
/// differs between the sources (different example code, say), is kept from each, the later ones
/// with `~N` appended to their id. Uncovered claims, examples and findings of every source are kept.
enum SourceMerger {
    /// The page id without the extractor's `~N` duplicate suffix.
    static func baseID(_ pageID: String) -> String {
        guard let tilde = pageID.lastIndex(of: "~"), pageID[pageID.index(after: tilde)...].allSatisfy(\.isNumber),
              pageID.index(after: tilde) != pageID.endIndex else { return pageID }
        return String(pageID[..<tilde])
    }

    /// `suites` in plan order, with every later source of a page merged into its first source.
    static func merge(_ suites: [PageSuite]) -> [PageSuite] {
        var result: [PageSuite] = []
        var position: [String: Int] = [:]
        for suite in suites {
            let base = baseID(suite.pageID)
            guard let index = position[base] else {
                position[base] = result.count
                result.append(suite)
                continue
            }
            result[index] = merged(result[index], suite)
        }
        return result
    }

    private static func merged(_ primary: PageSuite, _ other: PageSuite) -> PageSuite {
        var suite = primary
        let ordinal = (suite.alsoPages?.count ?? 0) + 2
        suite.alsoPages = (suite.alsoPages ?? []) + [SourceOfPage(pageID: other.pageID, source: other.source)]
        var ids = Set(suite.cases.map(\.id))
        for item in other.cases {
            if let index = suite.cases.firstIndex(where: {
                $0.id == item.id && sameCheck($0, item, primary: ExamplePlanner.namespacePrefix(primary.suiteName),
                                                  other: ExamplePlanner.namespacePrefix(other.suiteName))
            }) {
                let claims = Set(suite.cases[index].provenance.claimIDs).union(item.provenance.claimIDs)
                suite.cases[index].provenance.claimIDs = claims.sorted()
                suite.cases[index].provenance.alsoPageIDs = (suite.cases[index].provenance.alsoPageIDs ?? []) + [other.pageID]
                continue
            }
            var renamed = item
            var candidate = item.id + "~\(ordinal)"
            while ids.contains(candidate) { candidate += "~" }
            renamed.id = ids.contains(item.id) ? candidate : item.id
            ids.insert(renamed.id)
            suite.cases.append(renamed)
        }
        let covered = Set(suite.cases.flatMap(\.provenance.claimIDs))
        // Claim ids are the same in every source of a page (they align across crawls), so a claim
        // both sources leave uncovered is listed once.
        var listed = Set<String>()
        suite.uncovered = (suite.uncovered + other.uncovered).filter { !covered.contains($0.claimID) && listed.insert($0.claimID).inserted }
            .sorted { $0.claimID < $1.claimID }
        suite.findings += other.findings
        suite.uncoveredExamples += other.uncoveredExamples
        return suite
    }

    /// Whether two cases check the same thing: equal once provenance, availability, id and where
    /// the cited sentences stand (file and line) are set aside and the other source's example
    /// namespace prefix (`SwiftuiViewFocused2Example`) reads as the primary's — they differ
    /// between sources by construction.
    static func sameCheck(_ a: ConformanceCase, _ b: ConformanceCase, primary: String, other: String) -> Bool {
        func normalized(_ item: ConformanceCase, _ prefix: String) -> String? {
            var item = item
            item.id = ""
            item.provenance = Provenance(pageID: "", claimIDs: [], level: nil, text: nil)
            item.availability = []
            for index in item.expectations.indices { item.expectations[index].sentence?.file = ""; item.expectations[index].sentence?.line = 0 }
            for index in (item.preconditions ?? []).indices { item.preconditions?[index].sentence?.file = ""; item.preconditions?[index].sentence?.line = 0 }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            guard let data = try? encoder.encode(item) else { return nil }
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: prefix, with: primary)
        }
        guard let left = normalized(a, primary), let right = normalized(b, other) else { return false }
        return left == right
    }
}
