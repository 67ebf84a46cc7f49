extension SummaryViewBuilder {
    /// The linked diff's counts for the summary: pages changed, added, removed; changes by class;
    /// API changes; stale cases. Empty without a diff.
    static func diffStats(_ diff: DiffLink?) -> [ReportViews.Stat] {
        guard let diff else { return [] }
        var stats: [ReportViews.Stat] = [
            .init(label: "pages changed", value: "\(diff.pagesChanged)", style: "total"),
            .init(label: "pages added", value: "\(diff.pagesAdded)", style: "total"),
            .init(label: "pages removed", value: "\(diff.pagesRemoved)", style: "total"),
            .init(label: "real changes", value: "\(diff.byClass["real-change"] ?? 0)", style: "finding"),
            .init(label: "crawler losses", value: "\(diff.byClass["crawler-loss"] ?? 0)", style: "not-run"),
            .init(label: "formatting", value: "\(diff.byClass["formatting"] ?? 0)", style: "compiles"),
            .init(label: "API changes (declarations)", value: "\(diff.apiChanges)", style: diff.apiChanges > 0 ? "failed" : "total"),
        ]
        if let stale = diff.staleCases {
            stats.append(.init(label: "stale cases", value: "\(stale)", style: stale > 0 ? "failed" : "total"))
        }
        return stats
    }
}
