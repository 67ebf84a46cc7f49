/// The diff a report links to (`docgen report --diff`; `docgen run` over an out folder holding
/// an earlier run's model): what changed between the previous model and this report's.
public struct DiffLink: Codable, Sendable, Hashable {
    /// The diff's `index.html`, relative to the report folder. (The models' paths are in the
    /// diff's own `diff.json`, not here: report.json holds no absolute paths.)
    public var href: String
    public var pagesAdded: Int
    public var pagesRemoved: Int
    /// Pages in both models whose content differs.
    public var pagesChanged: Int
    /// Itemized changes by class (`real-change`, `crawler-loss`, `formatting`).
    public var byClass: [String: Int]
    /// Declaration changes classed as real.
    public var apiChanges: Int
    /// Cases of the previous case corpus whose sources changed; nil when the diff was made without one.
    public var staleCases: Int?
}

/// One page's changes in the linked diff.
public struct PageDiffLink: Codable, Sendable, Hashable {
    /// The page's section in the diff's `index.html` (`page-3`).
    public var anchor: String
    /// Itemized changes by class.
    public var byClass: [String: Int]
    /// Cases of this page's suite that are stale.
    public var staleCases: Int
}
