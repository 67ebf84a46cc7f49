/// The short text summary `docgen diff` prints.
public enum DiffSummaryText {
    /// A few lines: pages, changes by class and kind, API changes, stale cases (first ten named).
    public static func render(_ diff: ModelDiff) -> String {
        let summary = diff.summary
        var lines = [
            "pages: \(diff.old.pages) → \(diff.new.pages): added \(summary.pagesAdded), removed \(summary.pagesRemoved), "
                + "changed \(summary.pagesChanged) (\(summary.pagesWithChanges) with itemized changes), unchanged \(summary.pagesUnchanged)",
            "changes by class: " + Change.Class.allCases.map { "\($0.rawValue) \(summary.byClass[$0.rawValue] ?? 0)" }.joined(separator: ", "),
            "changes by kind: " + Change.Kind.allCases.compactMap { kind in
                summary.byKind[kind.rawValue].map { "\(kind.rawValue) \($0)" } }.joined(separator: ", "),
            "API changes (declarations): \(summary.apiChanges)",
        ]
        if let stale = diff.staleCases {
            lines.append("stale cases: \(stale.count)")
            lines += stale.prefix(10).flatMap(\.messages).map { "  " + $0 }
            if stale.count > 10 { lines.append("  … \(stale.count - 10) more in diff.json") }
        }
        return lines.joined(separator: "\n")
    }
}
