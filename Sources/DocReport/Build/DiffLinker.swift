import DocDiff

/// Adds a linked diff to a report: its totals, and on every page it lists, the page's changes
/// by class and a link to the page's section of the diff.
enum DiffLinker {
    static func annotate(_ report: inout ConformanceReport, with linked: LinkedDiff) {
        let diff = linked.diff
        // A stale case counts on each page whose content it rested on and that changed.
        var stale: [String: Int] = [:]
        for item in diff.staleCases ?? [] {
            for page in Set(item.reasons.map(\.source.pageID)) { stale[page, default: 0] += 1 }
        }
        var links: [String: PageDiffLink] = [:]
        for (page, anchor) in diff.pageAnchors {
            let byClass = Dictionary(grouping: page.changes, by: \.class.rawValue).mapValues(\.count)
            links[page.id] = PageDiffLink(anchor: anchor, byClass: byClass, staleCases: stale[page.id] ?? 0)
        }
        for index in report.pages.indices {
            report.pages[index].diff = links[report.pages[index].id]
        }
        report.diff = DiffLink(href: linked.href, pagesAdded: diff.summary.pagesAdded, pagesRemoved: diff.summary.pagesRemoved,
                               pagesChanged: diff.summary.pagesChanged, byClass: diff.summary.byClass,
                               apiChanges: diff.summary.apiChanges, staleCases: diff.staleCases?.count)
    }
}
